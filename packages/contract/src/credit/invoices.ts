import { z } from 'zod';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryDate, queryList, queryText } from '../common/query';
import { CommentSchema, PaiseWireSchema } from '../orders/order-common';
import { PendingCorrectionSchema } from './pending-correction';
import {
  BooksIdSchema,
  InvoiceRevisionStatusSchema,
  InvoiceStatusSchema,
  LimitOffsetSchema,
  ListOfSchema,
  PaymentMismatchTagSchema,
  PaymentTypeSchema,
  PositivePaiseWireSchema,
  optionalUuid,
} from './credit-common';

/** Invoice list filters; `statuses` takes the read-time statuses (DELAYED and OVERDUE included). */
export const InvoiceListQuerySchema = PageQuerySchema.extend({
  buyerId: optionalUuid(),
  statuses: queryList(InvoiceStatusSchema),
  orderKey: queryText(),
  invoiceNumber: queryText(),
  tag: queryText(),
  fromDate: queryDate(),
  toDate: queryDate(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const InvoiceSchema = z.object({
  id: z.uuid(),
  documentType: z.enum(['INV', 'DBN']),
  invoiceNumber: z.string(),
  booksInvoiceId: z.string(),
  buyerInvoiceNumber: z.string().nullable(),
  sellerBillId: z.string().nullable(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  maxDueDate: z.string(),
  amountPaise: PaiseWireSchema,
  balancePaise: PaiseWireSchema,
  /** The read-time status: stored OPEN shows as DELAYED or OVERDUE by the calendar (docs/credit.md). */
  status: InvoiceStatusSchema,
  orderKey: z.string(),
  consignmentKey: z.string().nullable(),
  buyerId: z.uuid(),
  buyerName: z.string(),
  booksBuyerId: z.string(),
  sellerId: z.uuid(),
  sellerName: z.string(),
  businessUnit: z.string(),
  irn: z.string().nullable(),
  irnAckAt: z.string().nullable(),
  tags: z.array(z.string()),
  version: z.number().int(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoicePageSchema = pageOf(InvoiceSchema);

export const SettlementSchema = z.object({
  id: z.uuid(),
  booksPaymentId: z.string(),
  booksInvoiceId: z.string(),
  invoiceNumber: z.string(),
  utr: z.string(),
  paymentType: PaymentTypeSchema,
  paymentDate: z.string(),
  matchAmountPaise: PaiseWireSchema,
  /** What the invoice still owed right after this match. */
  balanceAmountPaise: PaiseWireSchema,
  paymentBalancePaise: PaiseWireSchema,
  mismatchTag: PaymentMismatchTagSchema.nullable(),
  matchedAt: z.string(),
});
export type Settlement = z.infer<typeof SettlementSchema>;

export const CreditNoteSchema = z.object({
  id: z.uuid(),
  noteType: z.enum(['CRN', 'DBN']),
  noteNumber: z.string(),
  noteDate: z.string(),
  amountPaise: PaiseWireSchema,
  irn: z.string(),
  irnAckAt: z.string(),
  requestId: z.string().nullable(),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

export const InvoiceRevisionSummarySchema = z.object({
  requestId: z.string(),
  status: InvoiceRevisionStatusSchema,
  statusLabel: z.string(),
  reasonCode: z.string(),
  comments: z.string(),
  /** What the e-invoice portal was asked and has not answered (IN_PROGRESS): resend to finish. */
  pendingCorrection: PendingCorrectionSchema.nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});

export const InvoiceDetailSchema = InvoiceSchema.extend({
  settlements: z.array(SettlementSchema),
  notes: z.array(CreditNoteSchema),
  revisions: z.array(InvoiceRevisionSummarySchema),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

export const InvoiceIdParamSchema = z.object({ id: z.uuid() });

/** The order's invoices tab: five at a time by default (doc 2 §7), offset = page number − 1. */
export const OrderInvoicesQuerySchema = LimitOffsetSchema(5);
export const OrderInvoicesParamSchema = z.object({ orderKey: z.string().min(1).max(64) });
export const OrderInvoiceListSchema = ListOfSchema(InvoiceSchema);

/** An invoice posted by packing or the books (service-to-service). */
export const PostInvoiceSchema = z.object({
  orderKey: z.string().min(1).max(64),
  consignmentKey: z.string().min(1).max(64).optional(),
  invoiceNumber: z
    .string()
    .regex(/^[A-Z1-9][A-Z0-9/-]{0,15}$/, 'Up to 16 of A–Z, 0–9, / and -, not starting with 0, / or -'),
  booksInvoiceId: BooksIdSchema,
  buyerInvoiceNumber: z.string().trim().min(1).max(40).optional(),
  sellerBillId: z.string().trim().min(1).max(40).optional(),
  invoiceDate: z.iso.date(),
  dueDate: z.iso.date(),
  amountPaise: PositivePaiseWireSchema,
  /** DRAFT waits for price approval; OPEN is posted to the ledger at once. */
  status: z.enum(['DRAFT', 'OPEN']).default('OPEN'),
  irn: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'IRN is 64 hexadecimal characters')
    .optional(),
  irnAckAt: z.iso.datetime({ offset: true }).optional(),
});
export type PostInvoice = z.infer<typeof PostInvoiceSchema>;

export const BulkTagInvoicesSchema = z.object({
  invoiceIds: z
    .array(z.uuid())
    .min(1, 'Select at least one invoice')
    .max(500, 'At most 500 invoices at once'),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(40)
        .regex(/^[A-Za-z0-9 _-]+$/, 'Letters, digits, space, _ and - only'),
    )
    .max(10),
  mode: z.enum(['ADD', 'REMOVE', 'REPLACE']).default('ADD'),
});
export type BulkTagInvoices = z.infer<typeof BulkTagInvoicesSchema>;
export const BulkTagResultSchema = z.object({ updated: z.number().int() });

/** Seller bill price edit: the new amount of a draft invoice, sent for approval. */
export const InvoiceEditPricesSchema = z.object({
  invoiceId: z.uuid(),
  amountPaise: PositivePaiseWireSchema,
  comments: CommentSchema.optional(),
  version: z.number().int().optional(),
});
export type InvoiceEditPrices = z.infer<typeof InvoiceEditPricesSchema>;

export const InvoiceDecisionSchema = z.object({
  invoiceId: z.uuid(),
  comments: CommentSchema.optional(),
  version: z.number().int().optional(),
});
export type InvoiceDecision = z.infer<typeof InvoiceDecisionSchema>;

export const InvoiceActionResultSchema = z.object({
  invoiceId: z.uuid(),
  status: InvoiceStatusSchema,
  version: z.number().int(),
});
export type InvoiceActionResult = z.infer<typeof InvoiceActionResultSchema>;
