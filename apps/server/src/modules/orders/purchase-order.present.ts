import type { OrderAllowedAction, PurchaseOrderDetail } from '@dom/contract';
import { pendingAcknowledgementMilli } from '@dom/domain';
import type { OrderLineRow } from './orders.repo';
import type { OrderRow } from './order-search.repo';
import { formatMilli, toMilli } from './quantity';

const qty = (v: string) => formatMilli(toMilli(v));

/**
 * The seller's side of an order: seller PO number and seller prices, what each line has still to be
 * acknowledged and the answers the caller may give; buyer prices and margin stay out.
 */
export function presentPurchaseOrder(
  o: OrderRow,
  lines: OrderLineRow[],
  allowedActions: OrderAllowedAction[],
): PurchaseOrderDetail {
  return {
    orderKey: o.orderKey,
    sellerPoNumber: o.sellerPoNumber,
    orderNumber: o.orderNumber,
    orderStatus: o.status,
    orderDate: o.orderDate.toISOString(),
    dueDate: o.dueDate,
    deliveryDate: o.deliveryDate,
    businessUnit: o.businessUnit,
    orderCategory: o.orderCategory,
    sellerName: o.sellerName,
    sellerBooksId: o.sellerBooksId,
    warehouseName: o.warehouseName,
    buyerName: o.buyerName,
    shippingMode: o.shippingMode,
    logisticsProvider: o.logisticsProvider,
    shippingAddress: o.shippingAddress,
    sellerValuePaise: o.sellerValuePaise.toString(),
    lineItems: lines.map((l) => {
      const open = toMilli(l.orderedQty) - toMilli(l.cancelledQty);
      return {
        lineItemId: l.id,
        lineNumber: l.lineNumber,
        skuId: l.sku,
        productName: l.productName,
        hsnCode: l.hsn,
        unit: l.unit,
        orderedQuantity: qty(l.orderedQty),
        cancelledQuantity: qty(l.cancelledQty),
        acknowledgedQuantity: qty(l.acknowledgedQty),
        pendingAcknowledgementQuantity: formatMilli(
          pendingAcknowledgementMilli({
            orderedMilli: toMilli(l.orderedQty),
            cancelledMilli: toMilli(l.cancelledQty),
            acknowledgedMilli: toMilli(l.acknowledgedQty),
          }),
        ),
        shippedQuantity: qty(l.shippedQty),
        sellerPricePerUnitPaise: l.sellerPricePaise.toString(),
        sellerValuePaise: ((open * l.sellerPricePaise) / 1000n).toString(),
        gstRatePercent: l.gstRateBp / 100,
      };
    }),
    allowedActions,
  };
}
