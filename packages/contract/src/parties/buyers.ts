import { z } from 'zod';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryList, queryText } from '../common/query';
import { PaiseWireSchema } from '../orders/order-common';
import { InvoiceStatusSchema, LimitOffsetSchema, ListOfSchema } from '../credit/credit-common';
import { OnboardingAllowedActionSchema } from './party-status';
import { BuyerStatusSchema, PartyBusinessUnitSchema, StatusWithLabelSchema } from './party-common';

/** The buyer list's filters (doc 2 §3 summary fields); all optional, empty values dropped. */
export const BuyerSearchQuerySchema = PageQuerySchema.extend({
  /** Any part of the name, case-insensitive. */
  buyerName: queryText(),
  buyerPhoneNumber: queryText(),
  buyerGstNum: queryText(),
  booksBuyerId: queryText(),
  crmBuyerId: queryText(),
  buyerAlliedCode: queryText(),
  partnerBuyerAccountId: queryText(),
  businessUnits: queryList(PartyBusinessUnitSchema),
  statuses: queryList(BuyerStatusSchema),
  /** Any part of the sales partner's name or its key. */
  salesPartner: queryText(),
  /** Keyset cursor from the previous page's `nextCursor` (the list is sorted by name). */
  after: queryText(),
});
export type BuyerSearchQuery = z.infer<typeof BuyerSearchQuerySchema>;

export const BuyerListItemSchema = z.object({
  buyerId: z.string(),
  partnerBuyerAccountId: z.string(),
  buyerName: z.string(),
  buyerPhoneNumber: z.string().nullable(),
  buyerGstNum: z.string(),
  booksBuyerId: z.string().nullable(),
  crmBuyerId: z.string().nullable(),
  buyerAlliedCode: z.string().nullable(),
  crmBuyerContactId: z.string().nullable(),
  businessUnit: PartyBusinessUnitSchema,
  /** accountVerificationStatus, with its label. */
  status: BuyerStatusSchema,
  statusLabel: z.string(),
  buyerEmail: z.string().nullable(),
  salesPartner: z.string().nullable(),
  salesPartnerKey: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  rmEmail: z.string().nullable(),
  tmEmail: z.string().nullable(),
});
export type BuyerListItem = z.infer<typeof BuyerListItemSchema>;

export const BuyerPageSchema = pageOf(BuyerListItemSchema).extend({ nextCursor: z.string().nullable() });
export type BuyerPage = z.infer<typeof BuyerPageSchema>;

export const BUYER_TAB_IDS = [
  'limits',
  'orders',
  'payments',
  'ledger',
  'invoices',
  'contacts',
  'gstValidation',
  'bankDetails',
  'addresses',
] as const;
export const BuyerTabIdSchema = z.enum(BUYER_TAB_IDS);
export type BuyerTabId = z.infer<typeof BuyerTabIdSchema>;

/** A tab the caller may open, with the count shown in brackets (null when not counted). */
export const ProfileTabSchema = z.object({
  id: z.string(),
  label: z.string(),
  count: z.number().int().nullable(),
});
export type ProfileTab = z.infer<typeof ProfileTabSchema>;

export const BuyerProfileSchema = BuyerListItemSchema.extend({
  companyName: z.string(),
  parentEntity: z.string().nullable(),
  pan: z.string(),
  gstTreatment: z.string(),
  isMsme: z.boolean(),
  msmeNumber: z.string().nullable(),
  verificationStatus: StatusWithLabelSchema,
  creditLimitPaise: PaiseWireSchema.nullable(),
  address: z.object({
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    cityName: z.string(),
    stateCode: z.string(),
    stateName: z.string(),
    postalCode: z.string(),
    regionName: z.string(),
  }),
  /** Only the tabs this caller may open (server-side gating; the tab calls check again). */
  tabs: z.array(ProfileTabSchema),
  /** Onboarding moves this caller may make now. */
  allowedActions: z.array(OnboardingAllowedActionSchema),
});
export type BuyerProfile = z.infer<typeof BuyerProfileSchema>;

export const BuyerLimitsSchema = z.object({
  hasCreditAccount: z.boolean(),
  creditLimitPaise: PaiseWireSchema,
  utilisedPaise: PaiseWireSchema,
  availablePaise: PaiseWireSchema,
  updatedAt: z.string().nullable(),
});
export type BuyerLimits = z.infer<typeof BuyerLimitsSchema>;

export const BuyerBankDetailsSchema = z.object({
  accountName: z.string().nullable(),
  /** Only the last four digits travel; the full number stays on the server. */
  accountNumberMasked: z.string().nullable(),
  ifsc: z.string().nullable(),
  bankName: z.string().nullable(),
});
export type BuyerBankDetails = z.infer<typeof BuyerBankDetailsSchema>;

/**
 * Buyer open invoices (statuses OPEN, DELAYED, OVERDUE — doc 2 §7): the credit area's invoices and
 * debit notes of the buyer, `status` aged at read time as the credit area shows it.
 */
export const BuyerInvoiceItemSchema = z.object({
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string().nullable(),
  amountPaise: PaiseWireSchema,
  balancePaise: PaiseWireSchema,
  status: z.string(),
  invoiceId: z.string(),
  booksInvoiceId: z.string(),
  /** INV an invoice, DBN a debit note (a receivable of its own). */
  documentType: z.string(),
  maxDueDate: z.string(),
  orderKey: z.string(),
  sellerName: z.string(),
  statusLabel: z.string(),
  tags: z.array(z.string()),
  version: z.number().int(),
});
export type BuyerInvoiceItem = z.infer<typeof BuyerInvoiceItemSchema>;
export const BuyerInvoicePageSchema = pageOf(BuyerInvoiceItemSchema);
export type BuyerInvoicePage = z.infer<typeof BuyerInvoicePageSchema>;

/** A payment received from the buyer; pending ones (with an unmatched part) come first. */
export const BuyerPaymentItemSchema = z.object({
  utr: z.string(),
  paymentType: z.string(),
  paymentDate: z.string(),
  amountPaise: PaiseWireSchema,
  /** What no settlement has taken yet (the same as `unmatchedPaise`). */
  balancePaise: PaiseWireSchema,
  /** PENDING while part is unmatched, else SETTLED. */
  status: z.string(),
  paymentId: z.string(),
  booksPaymentId: z.string(),
  matchedPaise: PaiseWireSchema,
  unmatchedPaise: PaiseWireSchema,
  statusLabel: z.string(),
});
export type BuyerPaymentItem = z.infer<typeof BuyerPaymentItemSchema>;
/** Buyer pending payments: 25 at a time from offset 0 (doc 2 §7), pending ones first. */
export const BuyerPaymentQuerySchema = LimitOffsetSchema(25).extend({
  status: z.enum(['PENDING', 'SETTLED']).optional(),
});
export type BuyerPaymentQuery = z.infer<typeof BuyerPaymentQuerySchema>;
export const BuyerPaymentListSchema = ListOfSchema(BuyerPaymentItemSchema);
export type BuyerPaymentList = z.infer<typeof BuyerPaymentListSchema>;

/** Without `statuses` the tab shows the three open statuses (OPEN, DELAYED, OVERDUE). */
export const BuyerInvoiceQuerySchema = PageQuerySchema.extend({
  statuses: queryList(InvoiceStatusSchema),
});
export type BuyerInvoiceQuery = z.infer<typeof BuyerInvoiceQuerySchema>;
