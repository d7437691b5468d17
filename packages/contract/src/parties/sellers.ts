import { DEFAULT_SELLER_TYPE } from '@dom/domain';
import { z } from 'zod';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryList, queryText } from '../common/query';
import { PaiseWireSchema } from '../orders/order-common';
import { ProfileTabSchema } from './buyers';
import { OnboardingAllowedActionSchema } from './party-status';
import {
  EmailSchema,
  IfscSchema,
  PartyBusinessUnitSchema,
  PhoneSchema,
  PlainTextSchema,
  SellerStatusSchema,
} from './party-common';

/** Seller types; INDIRECT is the default (doc 2 §7). */
export const SELLER_TYPES = [DEFAULT_SELLER_TYPE, 'DIRECT'] as const;
export const SellerTypeSchema = z.enum(SELLER_TYPES);

export const SellerSearchQuerySchema = PageQuerySchema.extend({
  sellerName: queryText(),
  sellerCode: queryText(),
  sellerBooksId: queryText(),
  gstNumber: queryText(),
  statuses: queryList(SellerStatusSchema),
  sellerTypes: queryList(SellerTypeSchema),
  businessUnits: queryList(PartyBusinessUnitSchema),
  city: queryText(),
  stateCode: queryText(),
  after: queryText(),
});
export type SellerSearchQuery = z.infer<typeof SellerSearchQuerySchema>;

export const SellerListItemSchema = z.object({
  sellerId: z.string(),
  sellerCode: z.string(),
  sellerName: z.string(),
  sellerBooksId: z.string().nullable(),
  gstNumber: z.string(),
  stateCode: z.string(),
  city: z.string(),
  state: z.string(),
  status: SellerStatusSchema,
  statusLabel: z.string(),
  sellerType: z.string(),
  businessUnit: PartyBusinessUnitSchema,
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type SellerListItem = z.infer<typeof SellerListItemSchema>;

export const SellerPageSchema = pageOf(SellerListItemSchema).extend({ nextCursor: z.string().nullable() });
export type SellerPage = z.infer<typeof SellerPageSchema>;

export const EarlyPaymentBankSchema = z.object({
  accountName: z.string().nullable(),
  accountNumberMasked: z.string().nullable(),
  ifsc: z.string().nullable(),
  bankName: z.string().nullable(),
  bankBranch: z.string().nullable(),
});
export type EarlyPaymentBank = z.infer<typeof EarlyPaymentBankSchema>;

export const SELLER_TAB_IDS = [
  'orders',
  'warehouses',
  'openPaymentRequests',
  'clearedPayments',
  'bills',
  'creditDebitNotes',
  'documents',
] as const;

export const SellerProfileSchema = SellerListItemSchema.extend({
  pan: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  country: z.string(),
  postalCode: z.string(),
  addressBookId: z.string().nullable(),
  tdsTaxName: z.string().nullable(),
  tdsTaxId: z.string().nullable(),
  contactName: z.string().nullable(),
  earlyPaymentBank: EarlyPaymentBankSchema,
  version: z.number().int(),
  tabs: z.array(ProfileTabSchema),
  /** Onboarding moves this caller may make now. */
  allowedActions: z.array(OnboardingAllowedActionSchema),
});
export type SellerProfile = z.infer<typeof SellerProfileSchema>;

const blankToNull = (v: unknown) => (v === '' ? null : v);

/** PUT ops-supply/seller/{id}: the editable fields; absent fields keep their value. */
export const SellerUpdateSchema = z.object({
  version: z.number().int().min(0),
  sellerType: SellerTypeSchema.optional(),
  tdsTaxName: z.preprocess(blankToNull, PlainTextSchema(80).nullable().optional()),
  tdsTaxId: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/)
      .nullable()
      .optional(),
  ),
  mobile: z.preprocess(blankToNull, PhoneSchema.nullable().optional()),
  email: z.preprocess(blankToNull, EmailSchema.nullable().optional()),
  addressLine2: z.preprocess(blankToNull, PlainTextSchema(200).nullable().optional()),
  addressBookId: z.preprocess(blankToNull, z.string().trim().max(40).nullable().optional()),
});
export type SellerUpdate = z.infer<typeof SellerUpdateSchema>;

/** PUT ops-supply/seller/{id}/early-payment-bank. */
export const EarlyPaymentBankUpdateSchema = z.object({
  version: z.number().int().min(0),
  accountName: PlainTextSchema(120),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{9,18}$/, 'Enter a valid account number (9 to 18 digits)'),
  ifsc: IfscSchema,
  bankName: PlainTextSchema(120),
  bankBranch: z.preprocess(blankToNull, PlainTextSchema(120).nullable().optional()),
});
export type EarlyPaymentBankUpdate = z.infer<typeof EarlyPaymentBankUpdateSchema>;

export const BankChangeSchema = z.object({
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  before: EarlyPaymentBankSchema,
  after: EarlyPaymentBankSchema,
});
export const BankChangeHistorySchema = z.object({ sellerId: z.string(), changes: z.array(BankChangeSchema) });
export type BankChangeHistory = z.infer<typeof BankChangeHistorySchema>;

export const SellerContactQuerySchema = PageQuerySchema.extend({
  sellerId: z.uuid('Not a valid id').optional(),
  name: queryText(),
  email: queryText(),
  phoneNumber: queryText(),
});
export type SellerContactQuery = z.infer<typeof SellerContactQuerySchema>;
export const SellerContactSchema = z.object({
  contactId: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export const SellerContactPageSchema = pageOf(SellerContactSchema);
export type SellerContactPage = z.infer<typeof SellerContactPageSchema>;

// The seller's money tabs, derived from what the system records (seller payouts themselves — doc 3
// seller payments — are not modelled yet; docs/parties.md):
// - an open payment request is a delivered consignment of the seller whose bill is not paid yet,
//   for the seller's value of it (seller price × quantity + GST, as the order's seller payment);
// - a cleared payment is one of the seller's bills that has been paid (PAID or SETTLED).
export const SellerPaymentRequestSchema = z.object({
  /** The consignment's key. */
  requestId: z.string(),
  /** The consignment's invoice number, else its key. */
  requestNumber: z.string(),
  /** When it became payable: the delivery date (IST). */
  requestDate: z.string(),
  amountPaise: PaiseWireSchema,
  /** A payment request status (PENDING_PROCESSING until its bill is paid). */
  status: z.string(),
  statusLabel: z.string(),
  orderKey: z.string(),
  consignmentKey: z.string(),
  invoiceNumber: z.string().nullable(),
});
export type SellerPaymentRequest = z.infer<typeof SellerPaymentRequestSchema>;
export const SellerPaymentSchema = z.object({
  /** The paid bill's (invoice's) id. */
  paymentId: z.string(),
  /** The UTR of the payment whose settlement cleared the bill; null when a note or TDS cleared it. */
  utr: z.string().nullable(),
  /** The date of that payment, else the day the bill was cleared (IST). */
  paymentDate: z.string(),
  amountPaise: PaiseWireSchema,
  /** FULLY_CLEARED (a payment request status). */
  status: z.string(),
  statusLabel: z.string(),
  invoiceNumber: z.string(),
  /** The bill's own status: PAID or SETTLED. */
  billStatus: z.string(),
  orderKey: z.string(),
});
export type SellerPayment = z.infer<typeof SellerPaymentSchema>;
/** A bill: one of the seller's invoices as the seller portal lists them (`status` aged at read time). */
export const SellerBillSchema = z.object({
  /** The invoice's id. */
  billId: z.string(),
  /** The seller's own bill number; null until the books have it. */
  sellerBillId: z.string().nullable(),
  billDate: z.string(),
  amountPaise: PaiseWireSchema,
  status: z.string(),
  invoiceNumber: z.string(),
  booksInvoiceId: z.string(),
  documentType: z.string(),
  dueDate: z.string(),
  balancePaise: PaiseWireSchema,
  orderKey: z.string(),
  buyerName: z.string(),
  statusLabel: z.string(),
});
export type SellerBill = z.infer<typeof SellerBillSchema>;
/**
 * A credit or debit note raised on one of the seller's invoices. A credit note is applied to its
 * invoice in full when issued (SETTLED); a debit note is a receivable and shows that one's status.
 */
export const SellerNoteSchema = z.object({
  noteId: z.string(),
  noteNumber: z.string(),
  noteType: z.enum(['CREDIT_NOTE', 'DEBIT_NOTE']),
  noteDate: z.string(),
  amountPaise: PaiseWireSchema,
  status: z.string(),
  statusLabel: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  buyerName: z.string(),
  irn: z.string(),
  /** The invoice revision that raised the note. */
  requestId: z.string().nullable(),
});
export type SellerNote = z.infer<typeof SellerNoteSchema>;
export const SellerDocumentSchema = z.object({
  documentId: z.string(),
  /** One of SELLER_DOCUMENT_TYPES (a value no longer listed reads as itself). */
  documentType: z.string(),
  /** The stored name: dots of the base name made underscores, a timestamp appended. */
  fileName: z.string(),
  /** The name as the list shows it: at most 25 characters, extension kept. */
  displayFileName: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  uploadedAt: z.string(),
  /** Who uploaded it (display name); null for a file the system stored. */
  uploadedBy: z.string().nullable(),
});
export type SellerDocument = z.infer<typeof SellerDocumentSchema>;
/** The documents one upload stored (1 to 5 files, one type). */
export const SellerDocumentUploadResultSchema = z.object({ documents: z.array(SellerDocumentSchema) });
export type SellerDocumentUploadResult = z.infer<typeof SellerDocumentUploadResultSchema>;
export const SellerDocumentParamSchema = z.object({
  id: z.uuid('Not a valid id'),
  documentId: z.uuid('Not a valid document id'),
});
export const SellerPaymentRequestPageSchema = pageOf(SellerPaymentRequestSchema);
export type SellerPaymentRequestPage = z.infer<typeof SellerPaymentRequestPageSchema>;
export const SellerPaymentPageSchema = pageOf(SellerPaymentSchema);
export type SellerPaymentPage = z.infer<typeof SellerPaymentPageSchema>;
export const SellerBillPageSchema = pageOf(SellerBillSchema);
export type SellerBillPage = z.infer<typeof SellerBillPageSchema>;
export const SellerNotePageSchema = pageOf(SellerNoteSchema);
export type SellerNotePage = z.infer<typeof SellerNotePageSchema>;
export const SellerDocumentPageSchema = pageOf(SellerDocumentSchema);
export type SellerDocumentPage = z.infer<typeof SellerDocumentPageSchema>;
