import { z } from 'zod';
import { CommentSchema, OrderStatusSchema, QuantityWireSchema } from './order-common';

export const APPROVAL_CONFIRMATIONS = {
  sellerPriceMarginAccurate: 'seller, price and margin information is accurate',
  thresholdAdded: 'threshold % is added wherever applicable',
} as const;

/** Doc 2 §7 fields plus the two confirmations of §5, both required to be true. */
export const OrderApprovalSchema = z.object({
  orderKey: z.string().min(1),
  sourceOrderKey: z.string().optional(),
  sellerPriceMarginAccurate: z.boolean(),
  thresholdAdded: z.boolean(),
  /** The spec's flags, accepted but not trusted: the server always checks margin and payment terms. */
  checkMarginValidation: z.boolean().default(true),
  checkPaymentTerms: z.boolean().default(true),
  reason: CommentSchema.max(200).optional(),
  comments: CommentSchema.optional(),
  paymentTermsApprovalComments: CommentSchema.optional(),
  /** A file id from the upload call (the approval evidence), optional. */
  fileUploadRequest: z.string().uuid().optional(),
});
export type OrderApproval = z.infer<typeof OrderApprovalSchema>;

export const OrderActionResultSchema = z.object({
  orderKey: z.string(),
  orderStatus: OrderStatusSchema,
  version: z.number().int(),
});
export type OrderActionResult = z.infer<typeof OrderActionResultSchema>;

export const CancelLineSchema = z.object({
  lineItemId: z.string().uuid(),
  cancelQuantity: QuantityWireSchema,
});

/** Without `lines` the whole order is cancelled; with them, only those quantities (partial). */
export const OrderCancelSchema = z.object({
  orderKey: z.string().min(1),
  reasonCode: z.string().min(1, 'Select a reason'),
  comment: CommentSchema.refine((v) => v.trim().length > 0, 'Enter a comment'),
  lines: z.array(CancelLineSchema).min(1).optional(),
});
export type OrderCancel = z.infer<typeof OrderCancelSchema>;

/** One line's acknowledged quantity: at most what is still pending, whole units where discrete. */
export const AcknowledgeOrderLineSchema = z.object({
  lineItemId: z.string().uuid(),
  acknowledgedQuantity: QuantityWireSchema,
});

/** The seller (or ops on its behalf) acknowledges some or all of the pending quantities. */
export const AcknowledgeOrderSchema = z.object({
  orderKey: z.string().min(1),
  lines: z.array(AcknowledgeOrderLineSchema).min(1, 'Acknowledge at least one line'),
});
export type AcknowledgeOrder = z.infer<typeof AcknowledgeOrderSchema>;

export const RejectOrderLineSchema = z.object({
  lineItemId: z.string().uuid(),
  rejectedQuantity: QuantityWireSchema,
});

/**
 * The seller rejects pending quantities with a reason: without `lines` everything still pending,
 * with them only those quantities. What is rejected is cancelled on the order.
 */
export const RejectOrderSchema = z.object({
  orderKey: z.string().min(1),
  reason: CommentSchema.refine((v) => v.trim().length > 0, 'Enter a reason'),
  lines: z.array(RejectOrderLineSchema).min(1).optional(),
});
export type RejectOrder = z.infer<typeof RejectOrderSchema>;

export const OrderEditLineSchema = z.object({
  lineItemId: z.string().uuid(),
  orderedQuantity: QuantityWireSchema.optional(),
  productionDate: z.iso.date().nullable().optional(),
});

export const OrderEditSchema = z.object({
  orderKey: z.string().min(1),
  version: z.number().int().optional(),
  deliveryDate: z.iso.date().optional(),
  dueDate: z.iso.date().optional(),
  maxMdd: z.iso.date().optional(),
  logisticsManager: z.string().min(1).max(200).optional(),
  orderManager: z.string().min(1).max(200).optional(),
  rmName: z.string().min(1).max(200).optional(),
  rmEmail: z.email().optional(),
  cmName: z.string().min(1).max(200).optional(),
  lines: z.array(OrderEditLineSchema).min(1).optional(),
});
export type OrderEdit = z.infer<typeof OrderEditSchema>;

export const DependencyReasonInputSchema = z.object({
  reasonCode: z.string().min(1),
  comments: CommentSchema.optional(),
});

export const SaveDependencyReasonsSchema = z.object({
  orderKey: z.string().min(1),
  category: z.string().min(1),
  dependencyReasons: z.array(DependencyReasonInputSchema).min(1),
});
export type SaveDependencyReasons = z.infer<typeof SaveDependencyReasonsSchema>;

export const DependencyReasonQuerySchema = z.object({
  orderKey: z.string().min(1).optional(),
  category: z.string().min(1).optional(),
});

export const DependencyReasonOptionSchema = z.object({
  category: z.string(),
  reasonCode: z.string(),
  label: z.string(),
  needsComment: z.boolean(),
});

/** The single-purpose edits of calls.tsv, each under its own permission; same rules as order-edit. */
export const UpdateMaxMddSchema = OrderEditSchema.pick({ orderKey: true, version: true }).extend({
  maxMdd: z.iso.date(),
});
export const UpdateDispatchDeliveryDateSchema = OrderEditSchema.pick({
  orderKey: true,
  version: true,
}).extend({
  deliveryDate: z.iso.date(),
  dueDate: z.iso.date().optional(),
});
export const UpdateLogisticsManagerSchema = OrderEditSchema.pick({ orderKey: true, version: true }).extend({
  logisticsManager: z.string().min(1).max(200),
});
export const EditProductionDatesSchema = OrderEditSchema.pick({ orderKey: true, version: true }).extend({
  lines: z.array(z.object({ lineItemId: z.string().uuid(), productionDate: z.iso.date().nullable() })).min(1),
});
export const UpdateRmCmSchema = OrderEditSchema.pick({ orderKey: true, version: true }).extend({
  rmName: z.string().min(1).max(200).optional(),
  rmEmail: z.email().optional(),
  cmName: z.string().min(1).max(200).optional(),
});

/** `/consignment/updateOrderDetailsUsingOrderedQty`: new ordered quantities, nothing else. */
export const UpdateOrderedQuantitiesSchema = OrderEditSchema.pick({ orderKey: true, version: true }).extend({
  lines: z
    .array(z.object({ lineItemId: z.string().uuid(), orderedQuantity: QuantityWireSchema }))
    .min(1, 'Change at least one line'),
});
export const AssignOrderManagerSchema = OrderEditSchema.pick({ orderKey: true, version: true }).extend({
  orderManager: z.string().trim().min(1, 'Choose an order manager').max(200),
});

/** Addresses come from the buyer's address book (parties), so GSTIN, state and PIN are already checked. */
export const UpdateOrderAddressSchema = OrderEditSchema.pick({ orderKey: true, version: true })
  .extend({
    billingAddressId: z.string().uuid().optional(),
    shippingAddressId: z.string().uuid().optional(),
  })
  .refine((b) => b.billingAddressId !== undefined || b.shippingAddressId !== undefined, {
    message: 'Choose a billing or a shipping address',
    path: ['shippingAddressId'],
  });
export type UpdateOrderAddress = z.infer<typeof UpdateOrderAddressSchema>;

export const ValidateInvoiceCreationSchema = z.object({ orderKey: z.string().min(1) });
export const InvoiceCreationCheckSchema = z.object({ allowed: z.boolean(), message: z.string().nullable() });
