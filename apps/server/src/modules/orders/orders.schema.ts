import type { JobWorkStatus, OrderStatus } from '@dom/domain';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalogue/catalogue.schema';
import { buyers, sellers, warehouses } from '../parties/parties.schema';
import { at, paise, qty } from '../../platform/db/columns';

export interface StoredAddress {
  addressLine1: string;
  addressLine2: string | null;
  cityName: string;
  stateName: string;
  stateCode: string;
  postalCode: string;
  gstNum: string | null;
}

/**
 * Sales orders; the purchase order is the seller-side view of the same row (seller PO number,
 * seller prices). Names, managers and the line categories are copied onto the order so the search
 * filters and sorts one table (ARCHITECTURE rule 8).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderKey: text('order_key').notNull(),
    sourceSystemOrderId: text('source_system_order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    buyerPoNumber: text('buyer_po_number'),
    buyerPoDate: date('buyer_po_date'),
    /** The buyer's PO document: a file of this order (POST /s3/create-update-BuyerPoDetails). */
    buyerPoFileId: uuid('buyer_po_file_id'),
    sellerPoNumber: text('seller_po_number'),
    prNumber: text('pr_number'),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    buyerName: text('buyer_name').notNull(),
    buyerCode: text('buyer_code').notNull(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    sellerName: text('seller_name').notNull(),
    sellerBooksId: text('seller_books_id'),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    warehouseName: text('warehouse_name').notNull(),
    businessUnit: text('business_unit').notNull(),
    channel: text('channel').notNull(),
    orderType: text('order_type').notNull().default('SALES'),
    orderCategory: text('order_category').notNull(),
    enhancerType: text('enhancer_type'),
    enhancerStatus: text('enhancer_status'),
    status: text('status').$type<OrderStatus>().notNull(),
    orderDate: at('order_date').notNull(),
    dueDate: date('due_date'),
    deliveryDate: date('delivery_date'),
    poReceivedAt: at('po_received_at'),
    maxEta: date('max_eta'),
    maxMdd: date('max_mdd'),
    paymentTerms: text('payment_terms').notNull(),
    creditDays: integer('credit_days').notNull(),
    shippingMode: text('shipping_mode').notNull(),
    logisticsProvider: text('logistics_provider').notNull(),
    orderManager: text('order_manager'),
    rmName: text('rm_name'),
    rmEmail: text('rm_email'),
    tmEmail: text('tm_email'),
    cmName: text('cm_name'),
    logisticsManager: text('logistics_manager'),
    rmRegion: text('rm_region'),
    lineCount: integer('line_count').notNull(),
    preTaxPaise: paise('pre_tax_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    shippingPaise: paise('shipping_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    sellerValuePaise: paise('seller_value_paise').notNull(),
    /** Gross margin in basis points of the pre-tax value (450 = 4.5 %). */
    grossMarginBp: integer('gross_margin_bp').notNull(),
    isDelayed: boolean('is_delayed').notNull().default(false),
    missingDocumentTypes: text('missing_document_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    itemCategoriesL1: text('item_categories_l1')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_key_idx').on(t.orderKey),
    // The list is newest first; every scope column leads an index ending in the sort key, so a
    // scoped page is an index range scan, not a sort. Ascending on purpose: drizzle writes DESC as
    // DESC NULLS LAST, which an ORDER BY … DESC (NULLS FIRST) cannot use; a backward scan can.
    // The trailing status, unit and delay columns (after the unique id, so they do not change the
    // order) let the capped count and the page's id walk be index-only for the common filters.
    index('orders_date_idx').on(t.orderDate, t.id, t.status, t.businessUnit, t.isDelayed),
    index('orders_rm_date_idx').on(t.rmEmail, t.orderDate, t.id, t.status, t.businessUnit, t.isDelayed),
    index('orders_tm_date_idx').on(t.tmEmail, t.orderDate, t.id, t.status, t.businessUnit, t.isDelayed),
    index('orders_seller_date_idx').on(t.sellerId, t.orderDate, t.id, t.status, t.businessUnit, t.isDelayed),
    index('orders_status_date_idx').on(t.status, t.orderDate, t.id),
    index('orders_bu_date_idx').on(t.businessUnit, t.orderDate, t.id),
    index('orders_source_id_idx').on(t.sourceSystemOrderId),
    index('orders_buyer_po_idx').on(t.buyerPoNumber),
    index('orders_seller_po_idx').on(t.sellerPoNumber),
    index('orders_pr_idx').on(t.prNumber),
    index('orders_buyer_code_idx').on(t.buyerCode),
    index('orders_missing_docs_idx').using('gin', t.missingDocumentTypes),
    index('orders_l1_idx').using('gin', t.itemCategoriesL1),
    // The list's other sort keys (order-search.repo.ts ORDER_SORTS), each with the id as tie-break
    // so a sorted page and its keyset cursor are an index walk. Nullable columns by an expression
    // with the nulls last, written exactly as the query writes it.
    index('orders_sort_key_idx').on(t.orderKey, t.id),
    index('orders_sort_number_idx').on(t.orderNumber, t.id),
    index('orders_sort_buyer_po_idx').on(sql`coalesce(${t.buyerPoNumber}, '~')`, t.id),
    index('orders_sort_seller_po_idx').on(sql`coalesce(${t.sellerPoNumber}, '~')`, t.id),
    index('orders_sort_category_idx').on(t.orderCategory, t.id),
    index('orders_sort_status_idx').on(t.status, t.id),
    index('orders_sort_due_idx').on(sql`coalesce(${t.dueDate}, '9999-12-31'::date)`, t.id),
    index('orders_sort_delivery_idx').on(sql`coalesce(${t.deliveryDate}, '9999-12-31'::date)`, t.id),
    index('orders_sort_lines_idx').on(t.lineCount, t.id),
    index('orders_sort_total_idx').on(t.totalPaise, t.id),
    index('orders_sort_excl_tax_idx').on(sql`(${t.totalPaise} - ${t.taxPaise})`, t.id),
    index('orders_sort_pre_tax_idx').on(t.preTaxPaise, t.id),
    index('orders_sort_shipping_idx').on(t.shippingPaise, t.id),
    index('orders_sort_seller_value_idx').on(t.sellerValuePaise, t.id),
    index('orders_sort_credit_days_idx').on(t.creditDays, t.id),
    index('orders_sort_seller_name_idx').on(t.sellerName, t.id),
    index('orders_sort_buyer_name_idx').on(t.buyerName, t.id),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    lineNumber: integer('line_number').notNull(),
    productId: uuid('product_id').references(() => products.id),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    level1Category: text('level1_category').notNull(),
    hsn: text('hsn').notNull(),
    unit: text('unit').notNull(),
    orderedQty: qty('ordered_qty').notNull(),
    acknowledgedQty: qty('acknowledged_qty').notNull().default('0'),
    cancelledQty: qty('cancelled_qty').notNull().default('0'),
    fulfilledQty: qty('fulfilled_qty').notNull().default('0'),
    shippedQty: qty('shipped_qty').notNull().default('0'),
    buyerPricePaise: paise('buyer_price_paise').notNull(),
    sellerPricePaise: paise('seller_price_paise').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    productionDate: date('production_date'),
  },
  (t) => [uniqueIndex('order_lines_order_idx').on(t.orderId, t.lineNumber)],
);

export const orderCharges = pgTable(
  'order_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    chargeType: text('charge_type').notNull(),
    amountPaise: paise('amount_paise').notNull(),
  },
  (t) => [index('order_charges_order_idx').on(t.orderId)],
);

export const orderDependencyReasons = pgTable(
  'order_dependency_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    category: text('category').notNull(),
    reasonCode: text('reason_code').notNull(),
    comments: text('comments'),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_dependency_reasons_order_idx').on(t.orderId)],
);

export const orderDocuments = pgTable(
  'order_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    documentType: text('document_type').notNull(),
    fileId: uuid('file_id').notNull(),
    fileName: text('file_name').notNull(),
    uploadedBy: uuid('uploaded_by'),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('order_documents_order_idx').on(t.orderId)],
);

/**
 * Job work on an order line (cut and bend, threading…): DRAFT → RUNNING → COMPLETED through the
 * domain's JOB_WORK_TRANSITIONS. Every change locks the order row first, so the quantity cap (the
 * line's ordered minus cancelled quantity) holds under concurrent writers.
 */
export const orderJobWorks = pgTable(
  'order_job_works',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    process: text('process').notNull(),
    jobWorker: text('job_worker').notNull(),
    quantity: qty('quantity').notNull(),
    expectedCompletionDate: date('expected_completion_date'),
    status: text('status').$type<JobWorkStatus>().notNull().default('DRAFT'),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_job_works_order_idx').on(t.orderId, t.createdAt),
    index('order_job_works_line_idx').on(t.orderLineId),
  ],
);
