import type { InvoiceRevisionStatus, InvoiceStatus, OrderStatus } from '@dom/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { buyers, sellers } from '../parties/parties.schema';
import { orders } from '../orders/orders.schema';
import { at, paise } from '../../platform/db/columns';

/**
 * Receivable documents: invoices (INV) and debit notes (DBN), which a payment can be matched to.
 * The buyer's owners and unit are copied from the order so scoping is one table's where-clause.
 * `open_paise` is guarded by CHECKs: no settlement, note or write-off can take it below zero, even
 * if a code path forgot to look (the database refuses the row).
 */
export const creditInvoices = pgTable(
  'credit_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentType: text('document_type').notNull().default('INV'),
    invoiceNumber: text('invoice_number').notNull(),
    booksInvoiceId: text('books_invoice_id').notNull(),
    buyerInvoiceNumber: text('buyer_invoice_number'),
    sellerBillId: text('seller_bill_id'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderKey: text('order_key').notNull(),
    consignmentKey: text('consignment_key'),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    buyerName: text('buyer_name').notNull(),
    booksBuyerId: text('books_buyer_id').notNull(),
    buyerGstin: text('buyer_gstin').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    sellerName: text('seller_name').notNull(),
    sellerGstin: text('seller_gstin').notNull(),
    businessUnit: text('business_unit').notNull(),
    rmEmail: text('rm_email'),
    tmEmail: text('tm_email'),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    maxDueDate: date('max_due_date').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    openPaise: paise('open_paise').notNull(),
    /** Stored status; OPEN is aged to DELAYED / OVERDUE when read. */
    status: text('status').$type<InvoiceStatus>().notNull(),
    irn: text('irn'),
    irnAckAt: at('irn_ack_at'),
    irnCancelledAt: at('irn_cancelled_at'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_invoices_books_idx').on(t.booksInvoiceId),
    uniqueIndex('credit_invoices_number_idx').on(t.sellerId, t.documentType, t.invoiceNumber),
    index('credit_invoices_buyer_idx').on(t.buyerId, t.invoiceDate, t.id),
    index('credit_invoices_seller_idx').on(t.sellerId, t.invoiceDate, t.id),
    index('credit_invoices_order_idx').on(t.orderKey, t.invoiceDate, t.id),
    index('credit_invoices_date_idx').on(t.invoiceDate, t.id),
    check('credit_invoices_open_range', sql`${t.openPaise} >= 0 AND ${t.openPaise} <= ${t.amountPaise}`),
    check('credit_invoices_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Money received from a buyer; `unallocated_paise` is what no match has taken yet. */
export const creditPayments = pgTable(
  'credit_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    booksPaymentId: text('books_payment_id').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    buyerName: text('buyer_name').notNull(),
    booksBuyerId: text('books_buyer_id').notNull(),
    businessUnit: text('business_unit').notNull(),
    rmEmail: text('rm_email'),
    tmEmail: text('tm_email'),
    utr: text('utr').notNull(),
    paymentType: text('payment_type').notNull(),
    paymentDate: date('payment_date').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    unallocatedPaise: paise('unallocated_paise').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_payments_books_idx').on(t.booksPaymentId),
    index('credit_payments_buyer_idx').on(t.buyerId, t.paymentDate, t.id),
    check(
      'credit_payments_unallocated_range',
      sql`${t.unallocatedPaise} >= 0 AND ${t.unallocatedPaise} <= ${t.amountPaise}`,
    ),
    check('credit_payments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** One settlement: part of a payment matched to part of an invoice. */
export const creditSettlements = pgTable(
  'credit_settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The caller's natural key: a repeat with the same one answers the first match. */
    matchId: text('match_id'),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => creditPayments.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => creditInvoices.id),
    buyerId: uuid('buyer_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    invoiceBalancePaise: paise('invoice_balance_paise').notNull(),
    paymentBalancePaise: paise('payment_balance_paise').notNull(),
    mismatchTag: text('mismatch_tag'),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_settlements_match_idx').on(t.matchId),
    index('credit_settlements_invoice_idx').on(t.invoiceId),
    index('credit_settlements_payment_idx').on(t.paymentId),
    check('credit_settlements_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Credit and debit notes with their own IRN, each raised by an approved invoice revision. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteType: text('note_type').notNull(),
    noteNumber: text('note_number').notNull(),
    noteDate: date('note_date').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => creditInvoices.id),
    /** For a debit note, the receivable row it opened. */
    receivableId: uuid('receivable_id').references(() => creditInvoices.id),
    revisionId: uuid('revision_id'),
    buyerId: uuid('buyer_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    irn: text('irn').notNull(),
    irnAckAt: at('irn_ack_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_idx').on(t.noteType, t.noteNumber),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    check('credit_notes_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * The buyer ledger. `id` orders postings within a day; the balance is never stored, it is the sum
 * (debit − credit) of the rows, so it cannot disagree with them.
 */
export const creditLedgerEntries = pgTable(
  'credit_ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    entryType: text('entry_type').notNull(),
    entryDate: date('entry_date').notNull(),
    debitPaise: paise('debit_paise')
      .notNull()
      .default(sql`0`),
    creditPaise: paise('credit_paise')
      .notNull()
      .default(sql`0`),
    reference: text('reference').notNull(),
    narration: text('narration'),
    invoiceId: uuid('invoice_id'),
    paymentId: uuid('payment_id'),
    noteId: uuid('note_id'),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_buyer_date_idx').on(t.buyerId, t.entryDate, t.id),
    check(
      'credit_ledger_one_side',
      sql`(${t.debitPaise} > 0 AND ${t.creditPaise} = 0) OR (${t.creditPaise} > 0 AND ${t.debitPaise} = 0)`,
    ),
  ],
);

/** What an IN_PROGRESS revision asked the e-invoice portal for (see `correction_request`). */
export type CorrectionRequest =
  | { kind: 'IRN_VOID'; irn: string; cancelReasonCode: 1 | 2 | 3 | 4; remark: string }
  | {
      kind: 'CREDIT_NOTE' | 'DEBIT_NOTE';
      noteNumber: string;
      noteDate: string;
      amountPaise: string;
    };

/** An invoice revision (correction) request and its progress. */
export const invoiceRevisions = pgTable(
  'invoice_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: bigserial('serial', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => creditInvoices.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderKey: text('order_key').notNull(),
    consignmentKey: text('consignment_key').notNull(),
    invoiceCorrectedOrderKey: text('invoice_corrected_order_key').notNull(),
    reason: text('reason').notNull(),
    reasonCode: text('reason_code').notNull(),
    bypassIrnCheck: boolean('bypass_irn_check').notNull().default(false),
    comments: text('comments').notNull(),
    decisionComments: text('decision_comments'),
    correction: text('correction'),
    noteId: uuid('note_id'),
    /**
     * The correction asked of the e-invoice portal while IN_PROGRESS (the claim), so a retry after
     * an outage or a crash asks for the same document again; null once recorded or given up.
     */
    correctionRequest: jsonb('correction_request').$type<CorrectionRequest>(),
    /**
     * The order's status when the request was made. A dropped request gives it back; an order still
     * being fulfilled (IN_PROGRESS) is not moved by its invoices' revisions at all.
     */
    orderStatusBefore: text('order_status_before').$type<OrderStatus>(),
    status: text('status').$type<InvoiceRevisionStatus>().notNull(),
    buyerId: uuid('buyer_id').notNull(),
    sellerId: uuid('seller_id').notNull(),
    businessUnit: text('business_unit').notNull(),
    rmEmail: text('rm_email'),
    tmEmail: text('tm_email'),
    createdBy: uuid('created_by'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_revisions_request_idx').on(t.requestId),
    index('invoice_revisions_invoice_idx').on(t.invoiceId),
    index('invoice_revisions_order_idx').on(t.orderKey),
    index('invoice_revisions_status_idx').on(t.status, t.createdAt),
  ],
);

/** A buyer's credit account: the limit and what is utilised (order approval, consignment credit rules). */
export const buyerCreditAccounts = pgTable('buyer_credit_accounts', {
  buyerId: uuid('buyer_id')
    .primaryKey()
    .references(() => buyers.id),
  limitPaise: paise('limit_paise').notNull(),
  utilisedPaise: paise('utilised_paise')
    .notNull()
    .default(sql`0`),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A buyer's virtual account (doc 3 §7 "buyer virtual account", task type BUYER_VIRTUAL_ACCOUNT): the
 * account number a bank issued for the buyer's payments, the bank (a BANK_NAMES business code) and
 * the IFSC. A number belongs to one buyer; a buyer has at most one active account.
 */
export const buyerVirtualAccounts = pgTable(
  'buyer_virtual_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_virtual_accounts_number_idx').on(t.accountNumber),
    uniqueIndex('buyer_virtual_accounts_active_buyer_idx')
      .on(t.buyerId)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * A buyer's cash-discount pass-through (doc 3 §7 credit area "buyer cash-discount pass-through", task
 * type CASH_DISCOUNT_PASS_THROUGH): the cash discount (basis points: 150 = 1.5 %) the buyer earns for
 * paying within so many days (0–21, the credit-days cap), from a first day until the next row of the
 * buyer, and whether it is active. One row per buyer and first day; the same row again updates it.
 */
export const buyerCashDiscounts = pgTable(
  'buyer_cash_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    percentBps: integer('percent_bps').notNull(),
    payWithinDays: integer('pay_within_days').notNull(),
    validFrom: date('valid_from').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_cash_discounts_buyer_from_idx').on(t.buyerId, t.validFrom),
    check('buyer_cash_discounts_percent_range', sql`${t.percentBps} BETWEEN 0 AND 10000`),
    check('buyer_cash_discounts_days_range', sql`${t.payWithinDays} BETWEEN 0 AND 21`),
  ],
);
