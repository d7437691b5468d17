import { z } from 'zod';
import { allowedActionTo } from '../common/allowed-action';
import { PaiseWireSchema } from '../orders/order-common';
import { ConsignmentStatusSchema, TrackingStatusSchema } from './consignment-common';
import { ConsignmentListItemSchema } from './consignment-search';

export const ConsignmentLineSchema = z.object({
  consignmentLineItemKey: z.string(),
  lineItemId: z.string(),
  lineNumber: z.number().int(),
  itemId: z.string(),
  productName: z.string(),
  hsnCode: z.string(),
  unit: z.string(),
  requestedQuantity: z.string(),
  acknowledgedQuantity: z.string().nullable(),
  unitPricePaise: PaiseWireSchema,
  gstRateBp: z.number().int(),
  valuePaise: PaiseWireSchema,
});

export const ConsignmentDocumentSchema = z.object({
  documentId: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  /** The name as the list shows it: at most 25 characters, extension kept. */
  displayFileName: z.string(),
  uploadedAt: z.string(),
  processedFile: z.boolean(),
  requestedBy: z.string().nullable(),
  /** A signed link (expires); null when the file is gone ('File not available to download'). */
  downloadUrl: z.string().nullable(),
});
export type ConsignmentDocument = z.infer<typeof ConsignmentDocumentSchema>;

export const PodSchema = z.object({
  podStatus: z.string(),
  podDate: z.string(),
  deliveryStatus: z.string(),
  quantityWithIssue: z.string(),
  reasonOfIssue: z.string().nullable(),
  comment: z.string().nullable(),
  items: z.array(
    z.object({ consignmentLineItemKey: z.string(), condition: z.string(), quantity: z.string() }),
  ),
  primaryDocumentIds: z.array(z.string()),
  submittedAt: z.string(),
});

export const TimelineEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actorId: z.string().nullable(),
  detail: z.unknown(),
});

/** An allowed action (`AllowedActionSchema`) whose `to` is a consignment status. */
export const ConsignmentAllowedActionSchema = allowedActionTo(ConsignmentStatusSchema);
export type ConsignmentAllowedAction = z.infer<typeof ConsignmentAllowedActionSchema>;

/** Why an action is held back: the 409 its call would answer (the screen translates it by this code). */
export const HELD_BACK_REASONS = [
  'NO_EWAY_BILL_TO_REGENERATE',
  'NO_EWAY_BILL_TO_EXTEND',
  'NO_EINVOICE',
] as const;

/**
 * An action the state and permission would allow but a fact of the consignment refuses: the
 * reason's code and English text, and the allowed action that clears it, if any.
 */
export const HeldBackActionSchema = z.object({
  action: z.string(),
  code: z.enum(HELD_BACK_REASONS),
  reason: z.string(),
  clearedBy: z.string().nullable(),
});
export type HeldBackAction = z.infer<typeof HeldBackActionSchema>;

export const EwayBillPartSchema = z.object({
  ewayBillNumber: z.string(),
  vehicleNumber: z.string().nullable(),
  /** The vehicle's share of a split consignment; null when one bill carries it all. */
  quantity: z.string().nullable(),
  distanceKm: z.number().int(),
  generatedAt: z.string(),
  validUntil: z.string(),
  status: z.string(),
});

/** An invoice-correction (revision) request raised on the consignment's invoice (credit area). */
export const ConsignmentInvoiceCorrectionSchema = z.object({
  requestId: z.string(),
  status: z.string(),
  reason: z.string(),
  reasonCode: z.string(),
  comments: z.string(),
  decisionComments: z.string().nullable(),
  /** What the request became: IRN_VOID, CREDIT_NOTE or DEBIT_NOTE; null while undecided. */
  correction: z.string().nullable(),
  invoiceNumber: z.string(),
  noteNumber: z.string().nullable(),
  noteAmountPaise: PaiseWireSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsignmentInvoiceCorrection = z.infer<typeof ConsignmentInvoiceCorrectionSchema>;

/** GET /shipment/consignment/{key} and GET /consignment/search/{id}: the detail with its tabs. */
export const ConsignmentDetailSchema = ConsignmentListItemSchema.extend({
  version: z.number().int(),
  status: ConsignmentStatusSchema,
  trackingStatus: TrackingStatusSchema.nullable(),
  failureReason: z.string().nullable(),
  blockMessages: z.array(z.string()),
  failureAwareRank: z.number().int().nullable(),
  buyerGstin: z.string().nullable(),
  sellerGstin: z.string().nullable(),
  taxPaise: PaiseWireSchema,
  lines: z.array(ConsignmentLineSchema),
  invoice: z.object({
    invoiceNumber: z.string().nullable(),
    invoiceDate: z.string().nullable(),
    invoiceAmountPaise: PaiseWireSchema.nullable(),
    irn: z.string().nullable(),
    irnAckNumber: z.string().nullable(),
    irnAckAt: z.string().nullable(),
  }),
  /** Its invoice-correction requests, newest first; only for a caller with Allow_Invoice_Correction. */
  invoiceCorrections: z.array(ConsignmentInvoiceCorrectionSchema),
  dispatch: z.object({
    logisticProvider: z.string().nullable(),
    transporterName: z.string().nullable(),
    transportMode: z.string().nullable(),
    vehicleNo: z.string().nullable(),
    lrNumber: z.string().nullable(),
    lrDate: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    expectedDispatchDate: z.string().nullable(),
    actualDispatchDate: z.string().nullable(),
    createTrip: z.boolean(),
    distanceKm: z.number().int().nullable(),
    packages: z.number().int().nullable(),
    grossWeightKg: z.string().nullable(),
    ewayBills: z.array(EwayBillPartSchema),
    ewayBillRequired: z.boolean(),
    overDimensionalCargo: z.boolean(),
    preTransitTrip: z.unknown().nullable(),
    transportationRequest: z
      .object({
        status: z.literal('REQUESTED'),
        vehicleType: z.string().nullable(),
        pickupDate: z.string().nullable(),
        remarks: z.string().nullable(),
        requestedBy: z.string().nullable(),
        requestedAt: z.string(),
      })
      .nullable(),
  }),
  pod: PodSchema.nullable(),
  documents: z.array(ConsignmentDocumentSchema),
  timeline: z.array(TimelineEntrySchema),
  allowedActions: z.array(ConsignmentAllowedActionSchema),
  /** Hidden actions the screen explains (e.g. no e-way bill to regenerate on a consignment that needs one). */
  heldBackActions: z.array(HeldBackActionSchema),
  creditException: z.unknown().nullable(),
  cancelReason: z.string().nullable(),
  cancelComment: z.string().nullable(),
});
export type ConsignmentDetail = z.infer<typeof ConsignmentDetailSchema>;
