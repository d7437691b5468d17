import type { OrderDetail } from '@dom/contract';
import { formatMilli, toMilli } from './quantity';
import { presentListItem } from './order-present';
import type { OrderLineRow, listOrderExtras } from './orders.repo';
import type { OrderRow } from './order-search.repo';

type Extras = Awaited<ReturnType<typeof listOrderExtras>>;

const qty = (v: string) => formatMilli(toMilli(v));

export function presentDetail(
  o: OrderRow,
  lines: OrderLineRow[],
  extras: Extras,
  allowedActions: OrderDetail['allowedActions'],
  approval: OrderDetail['approval'],
): OrderDetail {
  return {
    ...presentListItem(o),
    buyerId: o.buyerId,
    sellerId: o.sellerId,
    warehouseName: o.warehouseName,
    channel: o.channel,
    orderType: o.orderType,
    paymentTerms: o.paymentTerms,
    shippingMode: o.shippingMode,
    logisticsProvider: o.logisticsProvider,
    logisticsManager: o.logisticsManager,
    poReceivedAt: o.poReceivedAt?.toISOString() ?? null,
    maxEta: o.maxEta,
    maxMdd: o.maxMdd,
    taxPaise: o.taxPaise.toString(),
    billingAddress: o.billingAddress,
    shippingAddress: o.shippingAddress,
    version: o.version,
    lineItems: lines.map((l) => ({
      lineItemId: l.id,
      lineNumber: l.lineNumber,
      skuId: l.sku,
      productName: l.productName,
      brand: l.brand,
      category: l.category,
      subcategory: l.subcategory,
      level1Category: l.level1Category,
      hsnCode: l.hsn,
      unit: l.unit,
      orderedQuantity: qty(l.orderedQty),
      acknowledgedQuantity: qty(l.acknowledgedQty),
      cancelledQuantity: qty(l.cancelledQty),
      fulfilledQuantity: qty(l.fulfilledQty),
      shippedQuantity: qty(l.shippedQty),
      buyerPricePerUnitPaise: l.buyerPricePaise.toString(),
      sellerPricePerUnitPaise: l.sellerPricePaise.toString(),
      gstRatePercent: l.gstRateBp / 100,
      taxPaise: l.taxPaise.toString(),
      productionDate: l.productionDate,
    })),
    charges: extras.charges.map((c) => ({
      chargeType: c.chargeType as OrderDetail['charges'][number]['chargeType'],
      amountPaise: c.amountPaise.toString(),
    })),
    dependencyReasons: extras.reasons.map((r) => ({
      category: r.category,
      reasonCode: r.reasonCode,
      comments: r.comments,
      createdAt: r.createdAt.toISOString(),
    })),
    documents: extras.documents.map((d) => ({
      id: d.id,
      documentType: d.documentType,
      fileName: d.fileName,
      uploadedAt: d.uploadedAt.toISOString(),
    })),
    allowedActions,
    approval,
  };
}
