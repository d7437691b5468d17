import type { AdhocLimitStatus } from '@dom/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, paise } from '../../platform/db/columns';
import { orders } from '../orders/orders.schema';
import { buyers } from '../parties/parties.schema';

/**
 * A credit enhancer (doc 3 §3, the entry form): what raises what a buyer may draw beyond its limit
 * while it is enabled and within its validity. Type-specific fields: OPEN_LIMIT documentSubType and
 * referenceNumber, BG bankName and bankAmount, CHEQUE its sub-type (PDC, UDC, security deposit),
 * ANCHOR the anchor entity and its type, FINANCING_PARTNER financier and type.
 */
export const creditEnhancers = pgTable(
  'credit_enhancers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: bigserial('serial', { mode: 'number' }).notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    enhancerType: text('enhancer_type').notNull(),
    enhancerSubType: text('enhancer_sub_type'),
    enabled: boolean('enabled').notNull().default(true),
    creditLimitPaise: paise('credit_limit_paise').notNull(),
    creditPeriod: integer('credit_period'),
    gracePeriod: integer('grace_period'),
    marginPeriod: integer('margin_period'),
    grossMarginBp: integer('gross_margin_bp'),
    rateOfInterestBp: integer('rate_of_interest_bp'),
    validFrom: date('valid_from'),
    validUntil: date('valid_until').notNull(),
    anchorBuyerId: uuid('anchor_buyer_id').references(() => buyers.id),
    anchorType: text('anchor_type'),
    documentSubType: text('document_sub_type'),
    referenceNumber: text('reference_number'),
    bankName: text('bank_name'),
    bankAmountPaise: paise('bank_amount_paise'),
    financier: text('financier'),
    financingType: text('financing_type'),
    createdBy: uuid('created_by'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_enhancers_buyer_idx').on(t.buyerId, t.validUntil),
    check('credit_enhancers_limit_positive', sql`${t.creditLimitPaise} > 0`),
  ],
);

/** An enhancer's documents; a document type and number is on file once (the duplicate document check). */
export const creditEnhancerDocuments = pgTable(
  'credit_enhancer_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enhancerId: uuid('enhancer_id')
      .notNull()
      .references(() => creditEnhancers.id),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    fileName: text('file_name').notNull(),
    fileId: uuid('file_id'),
    uploadedBy: uuid('uploaded_by'),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_enhancer_documents_enhancer_idx').on(t.enhancerId),
    uniqueIndex('credit_enhancer_documents_number_idx').on(
      sql`upper(${t.documentType})`,
      sql`upper(${t.documentNumber})`,
    ),
  ],
);

/** Enhancer details of an order (doc 3 §3): which enhancer backs it, with its document number. */
export const orderEnhancerDetails = pgTable(
  'order_enhancer_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderKey: text('order_key').notNull(),
    enhancerId: uuid('enhancer_id')
      .notNull()
      .references(() => creditEnhancers.id),
    documentNumber: text('document_number'),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_enhancer_details_order_enhancer_idx').on(t.orderId, t.enhancerId),
    index('order_enhancer_details_enhancer_idx').on(t.enhancerId),
  ],
);

/**
 * An ad-hoc limit: extra limit for a time window, raised through the approvals engine. It counts
 * only while APPROVED and between its start and expiry dates; the expiry job marks it EXPIRED.
 */
export const creditAdhocLimits = pgTable(
  'credit_adhoc_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: bigserial('serial', { mode: 'number' }).notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    amountPaise: paise('amount_paise').notNull(),
    startDate: date('start_date').notNull(),
    expiryDate: date('expiry_date').notNull(),
    enhancerType: text('enhancer_type'),
    reason: text('reason').notNull(),
    documentNames: text('document_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().$type<AdhocLimitStatus>(),
    approvalKey: text('approval_key'),
    requestedBy: uuid('requested_by').notNull(),
    decidedBy: uuid('decided_by'),
    decidedAt: at('decided_at'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('credit_adhoc_limits_buyer_idx').on(t.buyerId, t.status, t.expiryDate),
    index('credit_adhoc_limits_status_idx').on(t.status, t.expiryDate),
    check('credit_adhoc_limits_amount_positive', sql`${t.amountPaise} > 0`),
    check('credit_adhoc_limits_window', sql`${t.expiryDate} >= ${t.startDate}`),
  ],
);
