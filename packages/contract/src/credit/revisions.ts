import { INVOICE_CORRECTION_TYPES } from '@dom/domain';
import { z } from 'zod';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryList, queryText } from '../common/query';
import { CommentSchema } from '../orders/order-common';
import { BooksIdSchema, InvoiceRevisionStatusSchema, PositivePaiseWireSchema } from './credit-common';
import { CreditNoteSchema } from './invoices';
import { PendingCorrectionSchema } from './pending-correction';

const RequestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, 'requestId is 6 to 64 letters, digits, _ or -');

/** The invoice correction request (doc 2 §3), naming the invoice it corrects. */
export const InvoiceCorrectionRequestSchema = z.object({
  requestId: RequestIdSchema,
  booksInvoiceId: BooksIdSchema,
  consignmentKey: z.string().trim().min(1).max(64),
  invoiceCorrectedOrderKey: z.string().trim().min(1).max(64),
  reason: z.enum(INVOICE_CORRECTION_TYPES.map((t) => t.value) as ['NOT_REQUIRED', 'OTHERS']),
  reasonCode: z.string().trim().min(1, 'Select a reason').max(64),
  bypassIRNCheck: z.boolean().default(false),
  comments: CommentSchema.refine((v) => v.trim().length > 0, 'Enter a comment'),
});
export type InvoiceCorrectionRequest = z.infer<typeof InvoiceCorrectionRequestSchema>;

export const RevisionModifySchema = z.object({
  requestId: RequestIdSchema,
  reasonCode: z.string().trim().min(1).max(64).optional(),
  comments: CommentSchema.optional(),
  bypassIRNCheck: z.boolean().optional(),
  version: z.number().int().optional(),
});
export type RevisionModify = z.infer<typeof RevisionModifySchema>;

export const RevisionDecisionSchema = z.object({
  requestId: RequestIdSchema,
  comments: CommentSchema.optional(),
  version: z.number().int().optional(),
});
export type RevisionDecision = z.infer<typeof RevisionDecisionSchema>;

/** IRP cancel reasons: 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 others. */
export const VoidIrnRequestSchema = z.object({
  requestId: RequestIdSchema,
  cancelReasonCode: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  remark: CommentSchema.trim().min(1, 'Enter a remark').max(100),
});
export type VoidIrnRequest = z.infer<typeof VoidIrnRequestSchema>;

export const IRREVERSIBLE_NOTE_MESSAGE =
  'Creating a credit note or debit note cannot be reversed. Confirm to proceed.';

/** Credit or debit note (doc 2 §5: it needs confirmation, since it cannot be reversed). */
export const CreditDebitNoteRequestSchema = z.object({
  requestId: RequestIdSchema,
  noteType: z.enum(['CRN', 'DBN']),
  amountPaise: PositivePaiseWireSchema,
  confirmIrreversible: z.boolean(),
  comments: CommentSchema.optional(),
});
export type CreditDebitNoteRequest = z.infer<typeof CreditDebitNoteRequestSchema>;

export const InvoiceRevisionSchema = z.object({
  requestId: z.string(),
  status: InvoiceRevisionStatusSchema,
  statusLabel: z.string(),
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  booksInvoiceId: z.string(),
  orderKey: z.string(),
  consignmentKey: z.string(),
  invoiceCorrectedOrderKey: z.string(),
  reason: z.string(),
  reasonCode: z.string(),
  bypassIRNCheck: z.boolean(),
  comments: z.string(),
  decisionComments: z.string().nullable(),
  correction: z.enum(['IRN_VOID', 'CREDIT_NOTE', 'DEBIT_NOTE']).nullable(),
  /**
   * IN_PROGRESS: the correction the e-invoice portal was asked for and has not answered yet (an
   * outage). Sending the same call again finishes it; null when nothing waits on the portal.
   */
  pendingCorrection: PendingCorrectionSchema.nullable(),
  note: CreditNoteSchema.nullable(),
  orderStatus: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceRevision = z.infer<typeof InvoiceRevisionSchema>;

export const RevisionListQuerySchema = PageQuerySchema.extend({
  statuses: queryList(InvoiceRevisionStatusSchema),
  orderKey: queryText(),
  booksInvoiceId: queryText(),
});
export type RevisionListQuery = z.infer<typeof RevisionListQuerySchema>;
export const RevisionPageSchema = pageOf(InvoiceRevisionSchema);
export const RevisionIdParamSchema = z.object({ requestId: RequestIdSchema });
