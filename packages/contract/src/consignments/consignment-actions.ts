import { z } from 'zod';
import { MoneySchema } from '../common/money';
import {
  ConsignmentKeySchema,
  ItemConditionSchema,
  LogisticProviderSchema,
  PodDeliveryStatusSchema,
  RequiredCommentSchema,
  TransportModeSchema,
  VehicleNumberSchema,
} from './consignment-common';
import { CommentSchema, PaiseWireSchema, QuantityWireSchema } from '../orders/order-common';

const positiveQuantity = QuantityWireSchema.refine((v) => Number(v) > 0, 'Enter more than 0');
const key = { consignmentKey: ConsignmentKeySchema };

/** POST /consignment/create-consignment: some acknowledged quantities of one order. */
export const CreateConsignmentSchema = z.object({
  orderKey: z.string().trim().min(1).max(64),
  lines: z
    .array(z.object({ lineItemId: z.string().uuid(), quantity: positiveQuantity }))
    .min(1, 'Choose at least one line'),
  expectedDispatchDate: z.iso.date().optional(),
});
export type CreateConsignment = z.infer<typeof CreateConsignmentSchema>;

/**
 * GET /consignment/consignable-lines/{orderKey}: what the create-consignment screen offers — per
 * order line the acknowledged quantity, what live consignments already hold, and what is left.
 */
export const ConsignableLineSchema = z.object({
  lineItemId: z.string(),
  lineNumber: z.number().int(),
  skuId: z.string(),
  productName: z.string(),
  unit: z.string(),
  orderedQuantity: z.string(),
  acknowledgedQuantity: z.string(),
  /** Ordered less cancelled less acknowledged: the seller has still to acknowledge it. */
  pendingAcknowledgementQuantity: z.string(),
  /** Held by consignments that are not cancelled or reversed. */
  consignedQuantity: z.string(),
  /** Acknowledged less consigned: the most a new consignment may take. */
  availableQuantity: z.string(),
});
export type ConsignableLine = z.infer<typeof ConsignableLineSchema>;

export const ConsignableLinesSchema = z.object({
  orderKey: z.string(),
  orderStatus: z.string(),
  /** The order is in a state consignments can be created from. */
  canCreate: z.boolean(),
  lines: z.array(ConsignableLineSchema),
});
export type ConsignableLines = z.infer<typeof ConsignableLinesSchema>;

/** POST /consignment/acknowledgement: the seller confirms (possibly less than) the requested quantities. */
export const AcknowledgeConsignmentSchema = z.object({
  ...key,
  lines: z
    .array(z.object({ consignmentLineItemKey: z.string().min(1), acknowledgedQuantity: QuantityWireSchema }))
    .min(1)
    .optional(),
});
export type AcknowledgeConsignment = z.infer<typeof AcknowledgeConsignmentSchema>;

/** Reject (seller), cancel (reason from the CONSIGNMENT_CANCEL list) and reverse share this shape. */
export const ReasonedActionSchema = z.object({
  ...key,
  reasonCode: z.string().trim().min(1, 'Select a reason'),
  comment: RequiredCommentSchema,
});
export type ReasonedAction = z.infer<typeof ReasonedActionSchema>;

export const InvoiceDetailsSchema = z.object({
  invoiceNumber: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$/,
      'Use up to 16 letters, digits, / or -, not starting with 0, / or -',
    )
    .transform((v) => v.toUpperCase()),
  invoiceDate: z.iso.date({ message: 'Use a date like 2025-03-05' }),
  invoiceAmountPaise: MoneySchema,
});
export type InvoiceDetails = z.infer<typeof InvoiceDetailsSchema>;

/** POST /consignment/add-invoice-details, /consignment/draftPack-addInvoice and /consignment/verify-invoice. */
export const AddInvoiceDetailsSchema = z.object({ ...key, ...InvoiceDetailsSchema.shape });
export type AddInvoiceDetails = z.infer<typeof AddInvoiceDetailsSchema>;

export const InvoiceVerificationSchema = z.object({
  valid: z.boolean(),
  messages: z.array(z.string()),
  consignmentTotalPaise: PaiseWireSchema,
});
export type InvoiceVerification = z.infer<typeof InvoiceVerificationSchema>;

/** POST /consignment/draft-pack-consignment: packages and weight, optionally the invoice. */
export const DraftPackSchema = z.object({
  ...key,
  packages: z.number().int().min(1).max(100_000).optional(),
  grossWeightKg: QuantityWireSchema.optional(),
  invoice: InvoiceDetailsSchema.optional(),
});
export type DraftPack = z.infer<typeof DraftPackSchema>;

/**
 * POST /consignment/pack-consignment-byId-v2: packs (or, from a failure state, retries packing):
 * credit check, e-invoice (IRN), dispatch documents, e-way bill above the threshold.
 */
export const PackConsignmentSchema = z.object({
  ...key,
  invoice: InvoiceDetailsSchema.optional(),
  distanceKm: z.number().int().min(1).max(4000).optional(),
  packages: z.number().int().min(1).max(100_000).optional(),
  /** Over-dimensional cargo: the e-way bill is valid one day per 20 km instead of 200. */
  overDimensionalCargo: z.boolean().optional(),
});
export type PackConsignment = z.infer<typeof PackConsignmentSchema>;

export const UndoPackingSchema = z.object({ ...key, comment: CommentSchema.optional() });

/** Void invoice: IRN reason code of the IRP (1 duplicate, 2 data entry mistake, 3 order cancelled, 4 others). */
export const VoidInvoiceSchema = z.object({
  reasonCode: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(2),
  remark: CommentSchema.default('Invoice voided'),
});
export type VoidInvoice = z.infer<typeof VoidInvoiceSchema>;

/** POST /consignment/add-update-shipment-tracking-details: transporter, vehicle, LR, tracking URL. */
export const AddLogisticsSchema = z.object({
  ...key,
  logisticProvider: LogisticProviderSchema,
  transporterName: z.string().trim().min(1, 'Enter the transporter').max(200),
  transporterGstin: z.string().trim().max(15).optional(),
  transportMode: TransportModeSchema.default('ROAD'),
  vehicleNumber: VehicleNumberSchema,
  lrNumber: z.string().trim().min(1, 'Enter the LR number').max(50),
  lrDate: z.iso.date().optional(),
  trackingUrl: z
    .url({ protocol: /^https?$/, message: 'Enter a valid URL starting with http:// or https://' })
    .optional(),
});
export type AddLogistics = z.infer<typeof AddLogisticsSchema>;

export const UpdateTrackingUrlSchema = z.object({
  ...key,
  trackingUrl: z.url({
    protocol: /^https?$/,
    message: 'Enter a valid URL starting with http:// or https://',
  }),
});

/** POST /consignment/confirm-dispatch (doc 2 §7: consignmentKey, actualDispatchDate, createTrip). */
export const ConfirmDispatchSchema = z.object({
  ...key,
  actualDispatchDate: z.iso.date({ message: 'Use a date like 2025-03-05' }),
  createTrip: z.boolean().default(false),
});
export type ConfirmDispatch = z.infer<typeof ConfirmDispatchSchema>;

export const SHIPMENT_UPDATE_STATUSES = [
  'INTRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'DELIVERY_EXCEPTION',
  'DELIVERY_FAILED',
] as const;
export const ShipmentUpdateStatusSchema = z.enum(SHIPMENT_UPDATE_STATUSES);
export const ShipmentUpdateParamSchema = z.object({ status: ShipmentUpdateStatusSchema });
export const ShipmentUpdateSchema = z.object({ ...key, remarks: CommentSchema.optional() });
export type ShipmentUpdate = z.infer<typeof ShipmentUpdateSchema>;

export const POD_PRIMARY_DOCUMENTS = 2;
export const POD_PRIMARY_DOCUMENTS_MESSAGE = 'Select any two primary documents to sync with the books system';
export const POD_PRIMARY_DOCUMENT_TYPE_MESSAGE =
  'A primary document must be a buyer POD, lorry receipt, weighment slip or invoice';

/** POST /shipment/handover-proof/pod: the proof of delivery (doc 2 §3). */
export const SubmitPodSchema = z.object({
  ...key,
  podStatus: z.enum(['RECEIVED', 'PARTIALLY_RECEIVED']).default('RECEIVED'),
  podDate: z.iso.date({ message: 'Use a date like 2025-03-05' }),
  deliveryStatus: PodDeliveryStatusSchema,
  quantityWithIssue: QuantityWireSchema.default('0'),
  reasonOfIssue: CommentSchema.trim().max(500).optional(),
  comment: CommentSchema.optional(),
  items: z
    .array(
      z.object({
        consignmentLineItemKey: z.string().min(1),
        condition: ItemConditionSchema,
        quantity: QuantityWireSchema,
      }),
    )
    .min(1, 'Give the condition of every item'),
  primaryDocumentIds: z.array(z.string().uuid()).length(POD_PRIMARY_DOCUMENTS, POD_PRIMARY_DOCUMENTS_MESSAGE),
});
export type SubmitPod = z.infer<typeof SubmitPodSchema>;

export const PodQuerySchema = z.object({ consignmentKey: ConsignmentKeySchema });

export const CreditExceptionSchema = z.object({ ...key, comment: RequiredCommentSchema });

export const ExtendEwayBillSchema = z.object({
  ...key,
  remainingDistanceKm: z.number().int().min(1).max(4000),
  vehicleNumber: VehicleNumberSchema,
  reason: CommentSchema.trim().min(1, 'Give a reason').max(200),
  /** Which bill of a split consignment; the consignment's (first) bill when omitted. */
  ewayBillNumber: z
    .string()
    .regex(/^\d{12}$/, 'An e-way bill number has 12 digits')
    .optional(),
});
export type ExtendEwayBill = z.infer<typeof ExtendEwayBillSchema>;

export const RetriggerEwayBillSchema = z.object({ ...key, distanceKm: z.number().int().min(1).max(4000) });
export const GenerateEwayBillSchema = z.object({
  ...key,
  distanceKm: z.number().int().min(1).max(4000).optional(),
  overDimensionalCargo: z.boolean().optional(),
});

/**
 * POST /consignment/update-eway-bill-vehicles: the vehicles carrying the consignment, each with
 * its quantity (one e-way bill per vehicle; their quantities add up to the consignment's), and
 * whether the cargo is over-dimensional. The active bills are cancelled and issued again.
 */
export const EwayBillVehiclesSchema = z.object({
  ...key,
  overDimensionalCargo: z.boolean().default(false),
  distanceKm: z.number().int().min(1).max(4000).optional(),
  vehicles: z
    .array(z.object({ vehicleNumber: VehicleNumberSchema, quantity: positiveQuantity }))
    .min(1, 'Add at least one vehicle')
    .max(20, 'At most 20 vehicles'),
});
export type EwayBillVehicles = z.infer<typeof EwayBillVehiclesSchema>;

export const UpdateHsnSchema = z.object({
  ...key,
  lines: z
    .array(
      z.object({
        consignmentLineItemKey: z.string().min(1),
        hsnCode: z.string().regex(/^\d{4}(\d{2}){0,2}$/, 'HSN is 4, 6 or 8 digits'),
      }),
    )
    .min(1),
});
export type UpdateHsn = z.infer<typeof UpdateHsnSchema>;

export const LineQuantitiesSchema = z
  .array(z.object({ consignmentLineItemKey: z.string().min(1), quantity: positiveQuantity }))
  .min(1);

/** POST /consignment/split-consignment: these quantities move to a new consignment. */
export const SplitConsignmentSchema = z.object({ ...key, lines: LineQuantitiesSchema });
export type SplitConsignment = z.infer<typeof SplitConsignmentSchema>;

/** The three prompts of doc 2 §5 the modify screen asks, each answered yes. */
export const MODIFY_CONFIRMATIONS = {
  updateDetails: 'Are you sure you want to update the details?',
  regenerate: 'Are you sure you want to update/regenerate the consignment?',
  detailsAccurate: 'Please confirm if all details captured are accurate',
} as const;

export const ModifyConsignmentSchema = z.object({
  ...key,
  lines: LineQuantitiesSchema,
  expectedDispatchDate: z.iso.date().optional(),
  confirmations: z.object({
    updateDetails: z.boolean(),
    regenerate: z.boolean(),
    detailsAccurate: z.boolean(),
  }),
});
export type ModifyConsignment = z.infer<typeof ModifyConsignmentSchema>;

export const ModifyCheckSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  confirmations: z.array(z.object({ key: z.string(), message: z.string() })),
});

export const StockTransferSchema = z.object({
  ...key,
  toWarehouseId: z.string().uuid(),
  comment: CommentSchema.optional(),
});

export const PreTransitTripSchema = z.object({
  vehicleType: z.string().trim().max(50).optional(),
  pickupDate: z.iso.date().optional(),
  remarks: CommentSchema.optional(),
  status: z.enum(['REQUESTED', 'CONFIRMED', 'CANCELLED']).optional(),
});

/** `/shipment/transportation-request`: ask the logistics team for a vehicle; one open request at a time. */
export const TransportationRequestSchema = z.object({
  consignmentKey: z.string().trim().min(1, 'Enter the consignment'),
  vehicleType: z.string().trim().max(50).optional(),
  pickupDate: z.iso.date().optional(),
  remarks: CommentSchema.optional(),
});
export type TransportationRequestInput = z.infer<typeof TransportationRequestSchema>;

/** `/consignment/updateConsignment`: the consignment's own dispatch facts (not its quantities). */
export const UpdateConsignmentDetailsSchema = z
  .object({
    consignmentKey: z.string().trim().min(1, 'Enter the consignment'),
    expectedDispatchDate: z.iso.date().optional(),
    packages: z.number().int().min(1, 'Enter at least 1 package').max(100_000).optional(),
    grossWeightKg: z
      .string()
      .regex(/^\d{1,9}(\.\d{1,3})?$/, 'Enter the weight in kg with at most 3 decimals')
      .optional(),
  })
  .refine(
    (b) => b.expectedDispatchDate !== undefined || b.packages !== undefined || b.grossWeightKg !== undefined,
    {
      message: 'Change the expected dispatch date, the packages or the weight',
      path: ['expectedDispatchDate'],
    },
  );
export type UpdateConsignmentDetails = z.infer<typeof UpdateConsignmentDetailsSchema>;

export const ValidateBuyerGstSchema = z.object({
  gstin: z.string().trim().min(1, 'Enter the GSTIN'),
  stateCode: z
    .string()
    .regex(/^\d{2}$/)
    .optional(),
});
export const ConsignmentBuyerGstCheckSchema = z.object({
  valid: z.boolean(),
  message: z.string().nullable(),
  stateCode: z.string().nullable(),
  /** The GSTIN register's standing; null when the GSTIN was not looked up (bad format) or unknown. */
  registrationStatus: z.enum(['ACTIVE', 'CANCELLED', 'SUSPENDED']).nullable(),
  legalName: z.string().nullable(),
  cancelledOn: z.string().nullable(),
});
export type ConsignmentBuyerGstCheck = z.infer<typeof ConsignmentBuyerGstCheckSchema>;

export const VerifyCreditSchema = z.object({ consignmentKey: ConsignmentKeySchema });
export const CreditEligibilitySchema = z.object({
  eligible: z.boolean(),
  /** The block state packing would move to: PAYMENT_BLOCKED or RPT_BLOCKED. */
  blockStatus: z.enum(['PAYMENT_BLOCKED', 'RPT_BLOCKED']).nullable(),
  blockMessage: z.string().nullable(),
  reasons: z.array(z.object({ reason: z.string(), label: z.string(), message: z.string() })),
});
export type CreditEligibility = z.infer<typeof CreditEligibilitySchema>;

export const PendingAckLineSchema = z.object({
  consignmentLineItemKey: z.string(),
  itemId: z.string(),
  productName: z.string(),
  hsnCode: z.string(),
  unit: z.string(),
  requestedQuantity: z.string(),
});
export type PendingAckLine = z.infer<typeof PendingAckLineSchema>;

export const TriggerBuyerPodSchema = z.object({ ...key });
