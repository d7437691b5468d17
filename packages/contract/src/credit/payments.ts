import { z } from 'zod';
import { CommentSchema, PaiseWireSchema } from '../orders/order-common';
import {
  BooksIdSchema,
  InvoiceStatusSchema,
  LimitOffsetSchema,
  ListOfSchema,
  PaymentMismatchTagSchema,
  PaymentTypeSchema,
  PositivePaiseWireSchema,
  optionalUuid,
} from './credit-common';

/** A payment received from a buyer (bank statement or books posting). */
export const RecordPaymentSchema = z.object({
  booksPaymentId: BooksIdSchema,
  booksBuyerId: BooksIdSchema,
  utr: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,30}$/, 'UTR is 6 to 30 letters or digits'),
  paymentType: PaymentTypeSchema,
  paymentDate: z.iso.date(),
  amountPaise: PositivePaiseWireSchema,
});
export type RecordPayment = z.infer<typeof RecordPaymentSchema>;

export const PaymentSchema = z.object({
  id: z.uuid(),
  booksPaymentId: z.string(),
  booksBuyerId: z.string(),
  buyerId: z.uuid(),
  buyerName: z.string(),
  utr: z.string(),
  paymentType: PaymentTypeSchema,
  paymentDate: z.string(),
  amountPaise: PaiseWireSchema,
  /** What is not yet matched to an invoice. */
  balancePaise: PaiseWireSchema,
  /** PENDING while some of it is unmatched, SETTLED when all of it is. */
  status: InvoiceStatusSchema,
});
export type Payment = z.infer<typeof PaymentSchema>;

/** Buyer pending payments: 25 at a time from offset 0 (doc 2 §7). */
export const PaymentListQuerySchema = LimitOffsetSchema(25).extend({
  buyerId: optionalUuid(),
  status: z.enum(['PENDING', 'SETTLED']).optional(),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;
export const PaymentListSchema = ListOfSchema(PaymentSchema);

/** The settle call (doc 2 §3); `matchId` is an optional natural key: a repeat is answered, not re-applied. */
export const MatchPaymentSchema = z.object({
  booksPaymentId: BooksIdSchema,
  booksInvoiceId: BooksIdSchema,
  matchingAmount: PositivePaiseWireSchema,
  booksBuyerId: BooksIdSchema,
  matchId: BooksIdSchema.optional(),
});
export type MatchPayment = z.infer<typeof MatchPaymentSchema>;

export const MatchResultSchema = z.object({
  settlementId: z.uuid(),
  booksPaymentId: z.string(),
  booksInvoiceId: z.string(),
  matchAmountPaise: PaiseWireSchema,
  /** The invoice's balance after the match. */
  balanceAmountPaise: PaiseWireSchema,
  paymentBalancePaise: PaiseWireSchema,
  invoiceStatus: InvoiceStatusSchema,
  paymentStatus: InvoiceStatusSchema,
  mismatchTag: PaymentMismatchTagSchema.nullable(),
  /** True when this answer is an earlier match with the same matchId. */
  repeated: z.boolean(),
});
export type MatchResult = z.infer<typeof MatchResultSchema>;

/**
 * One payment settled against several invoices at once, all or nothing. `batchId` is the natural
 * key: match i is stored under matchId `{batchId}:{i}`, so a repeat (or a race) answers the first.
 */
export const SettleBatchSchema = z
  .object({
    booksPaymentId: BooksIdSchema,
    booksBuyerId: BooksIdSchema,
    batchId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{6,48}$/, 'batchId is 6 to 48 letters, digits, _ or -'),
    matches: z
      .array(z.object({ booksInvoiceId: BooksIdSchema, matchingAmount: PositivePaiseWireSchema }))
      .min(1, 'Choose at least one invoice')
      .max(100, 'At most 100 invoices at once'),
  })
  .superRefine((v, ctx) => {
    const ids = v.matches.map((m) => m.booksInvoiceId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['matches'], message: 'Each invoice may appear once' });
  });
export type SettleBatch = z.infer<typeof SettleBatchSchema>;
export const SettleBatchResultSchema = z.object({
  batchId: z.string(),
  /** True when this answer is the earlier settlement of the same batchId. */
  repeated: z.boolean(),
  results: z.array(MatchResultSchema),
});
export type SettleBatchResult = z.infer<typeof SettleBatchResultSchema>;

export const SettlementIdParamSchema = z.object({ id: z.uuid() });

/** TDS deducted or a write-off against an invoice, or a refund out of a payment's unmatched rest. */
export const LedgerAdjustmentSchema = z
  .object({
    type: z.enum(['TDS', 'WRITE_OFF', 'REFUND']),
    booksBuyerId: BooksIdSchema,
    booksInvoiceId: BooksIdSchema.optional(),
    booksPaymentId: BooksIdSchema.optional(),
    amountPaise: PositivePaiseWireSchema,
    entryDate: z.iso.date(),
    narration: CommentSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'REFUND' && !v.booksPaymentId)
      ctx.addIssue({
        code: 'custom',
        path: ['booksPaymentId'],
        message: 'A refund names the payment it returns',
      });
    if (v.type !== 'REFUND' && !v.booksInvoiceId)
      ctx.addIssue({ code: 'custom', path: ['booksInvoiceId'], message: 'Name the invoice it reduces' });
  });
export type LedgerAdjustment = z.infer<typeof LedgerAdjustmentSchema>;
export const LedgerAdjustmentResultSchema = z.object({ entryId: z.string(), balancePaise: PaiseWireSchema });
