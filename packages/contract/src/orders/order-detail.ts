import { z } from 'zod';
import { allowedActionTo } from '../common/allowed-action';
import { ChargeTypeSchema, OrderAddressSchema, OrderStatusSchema, PaiseWireSchema } from './order-common';
import { OrderListItemSchema } from './order-search';

/** An allowed action on an order (`AllowedActionSchema`): `to` is the order status a move leads to. */
export const OrderAllowedActionSchema = allowedActionTo(OrderStatusSchema);
export type OrderAllowedAction = z.infer<typeof OrderAllowedActionSchema>;

export const OrderLineSchema = z.object({
  lineItemId: z.string(),
  lineNumber: z.number().int(),
  skuId: z.string(),
  productName: z.string(),
  brand: z.string(),
  category: z.string(),
  subcategory: z.string(),
  level1Category: z.string(),
  hsnCode: z.string(),
  unit: z.string(),
  orderedQuantity: z.string(),
  acknowledgedQuantity: z.string(),
  cancelledQuantity: z.string(),
  fulfilledQuantity: z.string(),
  shippedQuantity: z.string(),
  buyerPricePerUnitPaise: PaiseWireSchema,
  sellerPricePerUnitPaise: PaiseWireSchema,
  gstRatePercent: z.number(),
  taxPaise: PaiseWireSchema,
  productionDate: z.string().nullable(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderChargeSchema = z.object({ chargeType: ChargeTypeSchema, amountPaise: PaiseWireSchema });

export const OrderDependencyReasonSchema = z.object({
  category: z.string(),
  reasonCode: z.string(),
  comments: z.string().nullable(),
  createdAt: z.string(),
});

export const OrderDocumentSchema = z.object({
  id: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  uploadedAt: z.string(),
});

export const OrderDetailSchema = OrderListItemSchema.extend({
  buyerId: z.string(),
  sellerId: z.string(),
  warehouseName: z.string(),
  channel: z.string(),
  orderType: z.string(),
  paymentTerms: z.string(),
  shippingMode: z.string(),
  logisticsProvider: z.string(),
  logisticsManager: z.string().nullable(),
  poReceivedAt: z.string().nullable(),
  maxEta: z.string().nullable(),
  maxMdd: z.string().nullable(),
  taxPaise: PaiseWireSchema,
  billingAddress: OrderAddressSchema,
  shippingAddress: OrderAddressSchema,
  version: z.number().int(),
  lineItems: z.array(OrderLineSchema),
  charges: z.array(OrderChargeSchema),
  dependencyReasons: z.array(OrderDependencyReasonSchema),
  documents: z.array(OrderDocumentSchema),
  /** The actions the table allows from this state for this user (the UI shows only these). */
  /** What the caller may do now: the table's moves with a call (`to` their state) and `edit`. */
  allowedActions: z.array(OrderAllowedActionSchema),
  /** What approving asks for, decided by the server: a reason and comments below the margin threshold. */
  approval: z.object({
    minMarginPercent: z.number(),
    needsReason: z.boolean(),
    needsPaymentTermsComments: z.boolean(),
  }),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** A line of the purchase order: what the seller supplies, at the seller's price. */
export const PurchaseOrderLineSchema = z.object({
  lineItemId: z.string(),
  lineNumber: z.number().int(),
  skuId: z.string(),
  productName: z.string(),
  hsnCode: z.string(),
  unit: z.string(),
  orderedQuantity: z.string(),
  cancelledQuantity: z.string(),
  acknowledgedQuantity: z.string(),
  /** Ordered less cancelled less acknowledged: what the seller has still to answer. */
  pendingAcknowledgementQuantity: z.string(),
  shippedQuantity: z.string(),
  sellerPricePerUnitPaise: PaiseWireSchema,
  /** (ordered − cancelled) × seller price. */
  sellerValuePaise: PaiseWireSchema,
  gstRatePercent: z.number(),
});

/**
 * The seller-side view of an order (`/purchase-order/{key}`): the seller PO number, the seller's
 * prices and values, where to ship; no buyer prices or margin.
 */
export const PurchaseOrderDetailSchema = z.object({
  orderKey: z.string(),
  sellerPoNumber: z.string().nullable(),
  orderNumber: z.string(),
  orderStatus: OrderStatusSchema,
  orderDate: z.string(),
  dueDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  businessUnit: z.string(),
  orderCategory: z.string(),
  sellerName: z.string(),
  sellerBooksId: z.string().nullable(),
  warehouseName: z.string(),
  buyerName: z.string(),
  shippingMode: z.string(),
  logisticsProvider: z.string(),
  shippingAddress: OrderAddressSchema,
  sellerValuePaise: PaiseWireSchema,
  lineItems: z.array(PurchaseOrderLineSchema),
  /** The seller's answers the caller may give now: acknowledge and reject while a line is pending. */
  allowedActions: z.array(OrderAllowedActionSchema),
});
export type PurchaseOrderDetail = z.infer<typeof PurchaseOrderDetailSchema>;
