import type { ConsignmentStatus, TrackingStatus } from '@dom/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { buyers } from '../parties/parties.schema';
import { orderLines, orders } from '../orders/orders.schema';
import { at, paise, qty } from '../../platform/db/columns';

/** Consignment keys are CN + this number: a sequence, so concurrent creates never collide. */
export const consignmentKeySeq = pgSequence('consignment_key_seq', { startWith: 10000001 });

export interface PreTransitTrip {
  status: 'REQUESTED' | 'CONFIRMED' | 'CANCELLED';
  vehicleType: string | null;
  pickupDate: string | null;
  remarks: string | null;
  updatedAt: string;
}

/** A request to the logistics team to arrange a vehicle (`/shipment/transportation-request`). */
export interface TransportationRequest {
  status: 'REQUESTED';
  vehicleType: string | null;
  pickupDate: string | null;
  remarks: string | null;
  requestedBy: string | null;
  requestedAt: string;
}

export interface CreditExceptionRecord {
  by: string | null;
  at: string;
  comment: string;
  reasons: string[];
}

/**
 * Consignments (doc 2 §3): a shipment of some acknowledged quantities of one order. Names,
 * managers, invoice, e-way bill and vehicle are copied onto the row so the list filters one table
 * (ARCHITECTURE rule 8). `version` guards every state change (conditional UPDATE).
 */
export const consignments = pgTable(
  'consignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consignmentKey: text('consignment_key').notNull(),
    consignmentType: text('consignment_type').notNull().default('SALES'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderKey: text('order_key').notNull(),
    purchaseOrderNo: text('purchase_order_no'),
    buyerId: uuid('buyer_id').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerGstin: text('buyer_gstin'),
    sellerId: uuid('seller_id').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerGstin: text('seller_gstin'),
    warehouseId: uuid('warehouse_id').notNull(),
    sourceName: text('source_name').notNull(),
    sourcePinCode: text('source_pin_code'),
    destinationPinCode: text('destination_pin_code'),
    businessUnit: text('business_unit').notNull(),
    rmEmail: text('rm_email'),
    tmEmail: text('tm_email'),
    status: text('status').$type<ConsignmentStatus>().notNull(),
    trackingStatus: text('tracking_status').$type<TrackingStatus>(),
    blockedReasons: text('blocked_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    failureReason: text('failure_reason'),
    dispatchClarity: boolean('dispatch_clarity').notNull().default(true),
    valuePaise: paise('value_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    packages: integer('packages'),
    grossWeightKg: numeric('gross_weight_kg', { precision: 14, scale: 3 }),
    buyerInvoiceNumber: text('buyer_invoice_number'),
    invoiceDate: date('invoice_date'),
    invoiceAmountPaise: paise('invoice_amount_paise'),
    sellerBillId: text('seller_bill_id'),
    irn: text('irn'),
    irnAckNumber: text('irn_ack_number'),
    irnAckAt: at('irn_ack_at'),
    signedQrCode: text('signed_qr_code'),
    ewayBillNumber: text('eway_bill_number'),
    ewayBillValidUntil: at('eway_bill_valid_until'),
    distanceKm: integer('distance_km'),
    logisticProvider: text('logistic_provider'),
    transporterName: text('transporter_name'),
    transporterGstin: text('transporter_gstin'),
    transportMode: text('transport_mode'),
    vehicleNo: text('vehicle_no'),
    lrNumber: text('lr_number'),
    lrDate: date('lr_date'),
    trackingUrl: text('tracking_url'),
    expectedDispatchDate: date('expected_dispatch_date'),
    actualDispatchDate: date('actual_dispatch_date'),
    createTrip: boolean('create_trip').notNull().default(false),
    deliveredAt: at('delivered_at'),
    currentPohStatus: text('current_poh_status'),
    preTransitTrip: jsonb('pre_transit_trip').$type<PreTransitTrip>(),
    transportationRequest: jsonb('transportation_request').$type<TransportationRequest>(),
    creditException: jsonb('credit_exception').$type<CreditExceptionRecord>(),
    cancelReason: text('cancel_reason'),
    cancelComment: text('cancel_comment'),
    splitFromKey: text('split_from_key'),
    /**
     * Set while an invoice void is at the GST portal (claimed before the IRN and e-way bill are
     * cancelled there, cleared with the move): every other change waits for it (409).
     */
    voidClaimedAt: at('void_claimed_at'),
    /** Over-dimensional cargo: its e-way bill is valid one day per 20 km instead of 200. */
    overDimensionalCargo: boolean('over_dimensional_cargo').notNull().default(false),
    createdBy: uuid('created_by'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consignments_key_idx').on(t.consignmentKey),
    // Newest first per scope column, like orders: a scoped page is an index range scan.
    index('consignments_created_idx').on(t.createdAt, t.id, t.status),
    index('consignments_seller_created_idx').on(t.sellerId, t.createdAt, t.id, t.status),
    index('consignments_rm_created_idx').on(t.rmEmail, t.createdAt, t.id, t.status),
    index('consignments_tm_created_idx').on(t.tmEmail, t.createdAt, t.id, t.status),
    index('consignments_status_idx').on(t.status, t.createdAt, t.id),
    index('consignments_order_idx').on(t.orderId),
    index('consignments_order_key_idx').on(t.orderKey),
    index('consignments_invoice_idx').on(t.buyerInvoiceNumber),
    index('consignments_po_idx').on(t.purchaseOrderNo),
    index('consignments_vehicle_idx').on(t.vehicleNo),
    index('consignments_eway_valid_idx').on(t.ewayBillValidUntil),
    index('consignments_blocked_idx').using('gin', t.blockedReasons),
  ],
);

export const consignmentLines = pgTable(
  'consignment_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consignmentId: uuid('consignment_id')
      .notNull()
      .references(() => consignments.id),
    consignmentLineItemKey: text('consignment_line_item_key').notNull(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    lineNumber: integer('line_number').notNull(),
    itemId: text('item_id').notNull(),
    productName: text('product_name').notNull(),
    hsnCode: text('hsn_code').notNull(),
    unit: text('unit').notNull(),
    requestedQty: qty('requested_qty').notNull(),
    acknowledgedQty: qty('acknowledged_qty'),
    unitPricePaise: paise('unit_price_paise').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
  },
  (t) => [
    uniqueIndex('consignment_lines_key_idx').on(t.consignmentLineItemKey),
    index('consignment_lines_consignment_idx').on(t.consignmentId),
    index('consignment_lines_order_line_idx').on(t.orderLineId),
  ],
);

export const consignmentDocuments = pgTable(
  'consignment_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consignmentId: uuid('consignment_id')
      .notNull()
      .references(() => consignments.id),
    documentType: text('document_type').notNull(),
    fileId: uuid('file_id').notNull(),
    fileName: text('file_name').notNull(),
    /** A generated document (dispatch advice, packing list) is its own processed file. */
    processedFileId: uuid('processed_file_id'),
    requestedBy: text('requested_by'),
    uploadedBy: uuid('uploaded_by'),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('consignment_documents_consignment_idx').on(t.consignmentId)],
);

export interface PodItem {
  consignmentLineItemKey: string;
  condition: string;
  quantity: string;
}

export const consignmentPods = pgTable('consignment_pods', {
  consignmentId: uuid('consignment_id')
    .primaryKey()
    .references(() => consignments.id),
  podStatus: text('pod_status').notNull(),
  podDate: date('pod_date').notNull(),
  deliveryStatus: text('delivery_status').notNull(),
  quantityWithIssue: qty('quantity_with_issue').notNull().default('0'),
  reasonOfIssue: text('reason_of_issue'),
  comment: text('comment'),
  items: jsonb('items').$type<PodItem[]>().notNull(),
  primaryDocumentIds: uuid('primary_document_ids').array().notNull(),
  submittedBy: uuid('submitted_by'),
  submittedAt: at('submitted_at').notNull().defaultNow(),
});

/** One row per e-way bill (a consignment split over vehicles has several parts). */
export const consignmentEwayBills = pgTable(
  'consignment_eway_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consignmentId: uuid('consignment_id')
      .notNull()
      .references(() => consignments.id),
    ewayBillNumber: text('eway_bill_number').notNull(),
    vehicleNumber: text('vehicle_number'),
    quantity: qty('quantity'),
    distanceKm: integer('distance_km').notNull(),
    generatedAt: at('generated_at').notNull(),
    validUntil: at('valid_until').notNull(),
    status: text('status').notNull(),
  },
  (t) => [index('consignment_eway_bills_consignment_idx').on(t.consignmentId)],
);

/**
 * The buyer's credit policy the rules read: set by people (ops block, closure, last shipment date,
 * limit expiry, related party, the overdue-interest limit). The credit facts that follow from data
 * (overdue invoices, interest, anchor and document balances, enhancers on file) are derived by the
 * credit-limits area on the day and never stored here.
 */
export const buyerCreditProfiles = pgTable('buyer_credit_profiles', {
  buyerId: uuid('buyer_id')
    .primaryKey()
    .references(() => buyers.id),
  lastShipmentDate: date('last_shipment_date'),
  creditLimitExpiresOn: date('credit_limit_expires_on'),
  enhancerRequired: boolean('enhancer_required').notNull().default(false),
  opsCreditBlocked: boolean('ops_credit_blocked').notNull().default(false),
  buyerClosed: boolean('buyer_closed').notNull().default(false),
  /** Null: no limit on overdue interest. */
  overdueInterestLimitPaise: paise('overdue_interest_limit_paise'),
  relatedParty: boolean('related_party').notNull().default(false),
  shippingGstin: text('shipping_gstin'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
