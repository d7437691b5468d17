import type {
  BusinessUnit,
  EnquiryStatus,
  PricingBasis,
  QuotationStatus,
  ResponseSource,
  SalesType,
  SellerRfqStatus,
} from '@dom/domain';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, paise, qty } from '../../platform/db/columns';

/** RFQ keys are RFQ- + this number; seller RFQs SRFQ-, quotations QT- (sequences never collide). */
export const rfqKeySeq = pgSequence('rfq_key_seq', { startWith: 100001 });
export const sellerRfqKeySeq = pgSequence('seller_rfq_key_seq', { startWith: 500001 });
export const quotationKeySeq = pgSequence('quotation_key_seq', { startWith: 700001 });

/**
 * A buyer RFQ (enquiry): the buyer, its owners (copied from the buyer for scoping), the pricing
 * basis, sales type, credit days and payment terms, and its status under ENQUIRY_TRANSITIONS of
 * its business unit. `negotiated` marks one sent back to sourcing ("Under Negotiation").
 */
export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqKey: text('rfq_key').notNull().unique(),
    buyerId: uuid('buyer_id').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerCode: text('buyer_code').notNull(),
    buyerStateCode: text('buyer_state_code').notNull(),
    rmEmail: text('rm_email'),
    tmEmail: text('tm_email'),
    /** The category manager and the sourcer assigned (reassign business-user type). */
    cmEmail: text('cm_email'),
    sourcerEmail: text('sourcer_email'),
    /** The shipping address (a `buyer_addresses` row of the buyer) picked or typed in the wizard. */
    shippingAddressId: uuid('shipping_address_id'),
    businessUnit: text('business_unit').$type<BusinessUnit>().notNull(),
    pricingBasis: text('pricing_basis').$type<PricingBasis>().notNull(),
    salesType: text('sales_type').$type<SalesType>().notNull(),
    buyerCreditDays: integer('buyer_credit_days').notNull(),
    paymentTerms: text('payment_terms').notNull(),
    status: text('status').$type<EnquiryStatus>().notNull().default('DRAFT_REQUEST'),
    negotiated: integer('negotiated').notNull().default(0),
    closeReason: text('close_reason'),
    overrideChecklist: text('override_checklist')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lineCount: integer('line_count').notNull().default(0),
    sellerCount: integer('seller_count').notNull().default(0),
    responseCount: integer('response_count').notNull().default(0),
    valuePaise: paise('value_paise')
      .notNull()
      .default(sql`0`),
    createdBy: uuid('created_by'),
    /**
     * The "Upload Reference" of an RFQ raised by the UBS RFQ upload (task type RFQ_UPLOAD), unique
     * per uploader (`created_by`): the same rows committed again raise nothing twice, and rows of
     * the reference it lacks are added to it while it is a Draft Request. Null for the others.
     */
    uploadReference: text('upload_reference'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rfqs_upload_reference_idx')
      .on(t.createdBy, t.uploadReference)
      .where(sql`${t.uploadReference} is not null`),
    // The list's orders and filters (bench/rfq.ts): newest first within the scope or the status tab,
    // with the other filtered columns trailing in the index so the capped count reads the index only.
    index('rfqs_created_idx').on(t.createdAt, t.id),
    index('rfqs_status_created_idx').on(t.status, t.createdAt, t.id, t.pricingBasis, t.businessUnit),
    index('rfqs_rm_created_idx').on(t.rmEmail, t.createdAt, t.id, t.businessUnit, t.status, t.pricingBasis),
    index('rfqs_tm_created_idx').on(t.tmEmail, t.createdAt, t.id, t.businessUnit, t.status, t.pricingBasis),
    index('rfqs_buyer_idx').on(t.buyerId),
  ],
);

/** A consignment of an RFQ: a group of lines delivered together. */
export const rfqConsignments = pgTable(
  'rfq_consignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    deliveryDate: date('delivery_date'),
  },
  (t) => [uniqueIndex('rfq_consignments_position_idx').on(t.rfqId, t.position)],
);

/** A consignment line item: a catalogue product, the quantity and the buyer's price per unit. */
export const rfqLines = pgTable(
  'rfq_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    consignmentId: uuid('consignment_id')
      .notNull()
      .references(() => rfqConsignments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    unit: text('unit').notNull(),
    hsn: text('hsn').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    quantity: qty('quantity').notNull(),
    buyerPricePaise: paise('buyer_price_paise').notNull(),
    /** The seller RFQ picked for the line (finalize seller). */
    pickedSellerRfqId: uuid('picked_seller_rfq_id'),
  },
  (t) => [index('rfq_lines_rfq_idx').on(t.rfqId, t.position)],
);

/** A seller RFQ: the enquiry as shared with one seller, and that seller's answer and terms. */
export const sellerRfqs = pgTable(
  'seller_rfqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerRfqKey: text('seller_rfq_key').notNull().unique(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').notNull(),
    sellerName: text('seller_name').notNull(),
    /** The seller's warehouse an order from this answer ships from. */
    warehouseId: uuid('warehouse_id').notNull(),
    status: text('status').$type<SellerRfqStatus>().notNull().default('SHARED'),
    source: text('source').$type<ResponseSource>(),
    capacity: text('capacity'),
    validUntil: date('valid_until'),
    sellerCreditDays: integer('seller_credit_days'),
    preferredPaymentDays: integer('preferred_payment_days'),
    comment: text('comment'),
    sharedAt: at('shared_at').notNull().defaultNow(),
    respondedAt: at('responded_at'),
    respondedBy: uuid('responded_by'),
  },
  (t) => [
    uniqueIndex('seller_rfqs_rfq_seller_idx').on(t.rfqId, t.sellerId),
    index('seller_rfqs_seller_idx').on(t.sellerId, t.sharedAt),
  ],
);

/** A seller's price for one line: ex-works and freight per unit. */
export const sellerRfqPrices = pgTable(
  'seller_rfq_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerRfqId: uuid('seller_rfq_id')
      .notNull()
      .references(() => sellerRfqs.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => rfqLines.id, { onDelete: 'cascade' }),
    exWorksPaise: paise('ex_works_paise').notNull(),
    freightPaise: paise('freight_paise').notNull(),
  },
  (t) => [uniqueIndex('seller_rfq_prices_line_idx').on(t.sellerRfqId, t.lineId)],
);

/** A quotation: the priced answer to the buyer, moved by QUOTATION_TRANSITIONS of its unit. */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationKey: text('quotation_key').notNull().unique(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    rfqKey: text('rfq_key').notNull(),
    buyerName: text('buyer_name').notNull(),
    rmEmail: text('rm_email'),
    tmEmail: text('tm_email'),
    businessUnit: text('business_unit').$type<BusinessUnit>().notNull(),
    status: text('status').$type<QuotationStatus>().notNull().default('CREATED'),
    totalPaise: paise('total_paise').notNull(),
    costPaise: paise('cost_paise').notNull(),
    marginBp: integer('margin_bp').notNull(),
    needsApproval: integer('needs_approval').notNull().default(0),
    approvalKey: text('approval_key'),
    orderKeys: text('order_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid('created_by'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('quotations_rfq_idx').on(t.rfqId), index('quotations_created_idx').on(t.createdAt, t.id)],
);

/** A quotation line: the line, the seller picked, the buyer and seller prices and the margin. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => rfqLines.id, { onDelete: 'cascade' }),
    sellerRfqId: uuid('seller_rfq_id')
      .notNull()
      .references(() => sellerRfqs.id),
    buyerPricePaise: paise('buyer_price_paise').notNull(),
    sellerPricePaise: paise('seller_price_paise').notNull(),
    marginBp: integer('margin_bp').notNull(),
  },
  (t) => [index('quotation_lines_quotation_idx').on(t.quotationId)],
);

/** The sales orders an RFQ became (one per seller): RFQ → orders; the order's source id names the RFQ. */
export const rfqOrders = pgTable(
  'rfq_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id),
    sellerId: uuid('seller_id').notNull(),
    orderKey: text('order_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rfq_orders_order_idx').on(t.orderKey), index('rfq_orders_rfq_idx').on(t.rfqId)],
);

/**
 * Minimum order value rules (`ops-supply/mov/validate`): a seller's own minimum, or the default
 * one (no seller). What a seller is to be paid for its lines of a quotation must reach it.
 */
export const movRules = pgTable(
  'mov_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The seller the rule is for; null for the default rule. */
    sellerId: uuid('seller_id'),
    minOrderValuePaise: paise('min_order_value_paise').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // One rule per seller and one default (null seller): the index treats null as a seller of its own.
  (t) => [
    uniqueIndex('mov_rules_seller_idx').on(
      sql`coalesce(${t.sellerId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);
