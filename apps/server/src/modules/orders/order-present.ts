import type { OrderListItem } from '@dom/contract';
import { istDateOf, isOrderDelayed } from '@dom/domain';
import type { OrderRow } from './order-search.repo';

/** A stored order as the list shows it; paise go out as digit strings, margins as percent. */
export function presentListItem(o: OrderRow): OrderListItem {
  return {
    orderKey: o.orderKey,
    sourceSystemOrderId: o.sourceSystemOrderId,
    orderNumber: o.orderNumber,
    buyerPONumber: o.buyerPoNumber,
    sellerPoNumber: o.sellerPoNumber,
    prNumber: o.prNumber,
    orderStatus: o.status,
    orderDate: o.orderDate.toISOString(),
    dueDate: o.dueDate,
    deliveryDate: o.deliveryDate,
    businessUnit: o.businessUnit as OrderListItem['businessUnit'],
    orderCategory: o.orderCategory as OrderListItem['orderCategory'],
    enhancerType: o.enhancerType as OrderListItem['enhancerType'],
    enhancerStatus: o.enhancerStatus,
    buyerName: o.buyerName,
    partnerBuyerAccountId: o.buyerCode,
    sellerName: o.sellerName,
    sellerBooksId: o.sellerBooksId,
    orderManager: o.orderManager,
    rmName: o.rmName,
    rmEmail: o.rmEmail,
    tmEmail: o.tmEmail,
    cmName: o.cmName,
    rmRegion: o.rmRegion,
    creditDays: o.creditDays,
    totalLineItems: o.lineCount,
    preTaxValuePaise: o.preTaxPaise.toString(),
    // Every charge (shipping, loading, mathadi …) is part of the value before tax.
    orderValueExclTaxPaise: (o.totalPaise - o.taxPaise).toString(),
    shippingCostPaise: o.shippingPaise.toString(),
    totalValuePaise: o.totalPaise.toString(),
    sellerValuePaise: o.sellerValuePaise.toString(),
    grossMarginPercent: o.grossMarginBp / 100,
    // From the real dates (the stored flag is not kept up to date as days pass).
    isDelayed: isOrderDelayed(o, istDateOf(new Date())),
    missingDocumentTypes: o.missingDocumentTypes,
  };
}
