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
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, paise } from '../../platform/db/columns';

// The local GST portal simulator's own state (integrations/gst/simulator.ts). A production adapter
// for a GSP keeps none of this: the portal is the record there.

/** Acknowledgement numbers and e-way bill numbers come from sequences: unique under concurrency. */
export const gstSimAckSeq = pgSequence('gst_sim_ack_seq', { startWith: 1 });
export const gstSimEwbSeq = pgSequence('gst_sim_ewb_seq', { startWith: 1 });

/** The portal's signing key (the IRP signs the QR code); made once and kept so old QR codes verify. */
export const gstSimKeys = pgTable('gst_sim_keys', {
  id: text('id').primaryKey(),
  alg: text('alg').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export interface GstSimInvoiceLine {
  hsn: string;
  description: string;
  quantity: string;
  unit: string;
  taxableValuePaise: string;
  gstRateBasisPoints: number;
}

/** Registered e-invoices. The IRN is the hash of GSTIN + FY + type + number, so it is the key. */
export const gstSimIrns = pgTable(
  'gst_sim_irns',
  {
    irn: text('irn').primaryKey(),
    sellerGstin: text('seller_gstin').notNull(),
    buyerGstin: text('buyer_gstin').notNull(),
    financialYear: text('financial_year').notNull(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    totalValuePaise: paise('total_value_paise').notNull(),
    itemCount: integer('item_count').notNull(),
    mainHsn: text('main_hsn').notNull(),
    lines: jsonb('lines').$type<GstSimInvoiceLine[]>().notNull(),
    ackNumber: text('ack_number').notNull().unique(),
    ackAt: at('ack_at').notNull(),
    signedQrCode: text('signed_qr_code').notNull(),
    status: text('status').$type<'ACTIVE' | 'CANCELLED'>().notNull(),
    cancelledAt: at('cancelled_at'),
    cancelReason: smallint('cancel_reason'),
    cancelRemark: text('cancel_remark'),
  },
  (t) => [index('gst_sim_irns_seller_idx').on(t.sellerGstin, t.financialYear)],
);

/** E-way bills; a retriggered one points at its replacement. */
export const gstSimEwayBills = pgTable(
  'gst_sim_eway_bills',
  {
    ewayBillNumber: text('eway_bill_number').primaryKey(),
    reference: text('reference').notNull(),
    /** 1 for a single vehicle; 1..n for a consignment split across vehicles. */
    partNo: integer('part_no').notNull(),
    partCount: integer('part_count').notNull(),
    irn: text('irn'),
    fromGstin: text('from_gstin').notNull(),
    toGstin: text('to_gstin').notNull(),
    fromPinCode: text('from_pin_code').notNull(),
    toPinCode: text('to_pin_code').notNull(),
    distanceKm: integer('distance_km').notNull(),
    overDimensionalCargo: boolean('over_dimensional_cargo').notNull(),
    valuePaise: paise('value_paise').notNull(),
    documentNumber: text('document_number').notNull(),
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    transporterId: text('transporter_id'),
    vehicleNumber: text('vehicle_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3 }),
    generatedAt: at('generated_at').notNull(),
    validUntil: at('valid_until').notNull(),
    status: text('status').$type<'ACTIVE' | 'CANCELLED'>().notNull(),
    cancelledAt: at('cancelled_at'),
    cancelReason: text('cancel_reason'),
    replacedBy: text('replaced_by'),
    extensionCount: integer('extension_count').notNull().default(0),
    lastExtendedAt: at('last_extended_at'),
    lastExtensionReason: text('last_extension_reason'),
  },
  (t) => [
    // One active e-way bill per caller reference and part: a repeated request cannot double-issue.
    uniqueIndex('gst_sim_eway_bills_active_part_uq')
      .on(t.reference, t.partNo)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('gst_sim_eway_bills_reference_idx').on(t.reference),
  ],
);

/**
 * The simulated GSTIN registry's records. A valid GSTIN without a record reads as an active
 * registration; a record (made by tests or the demo) can mark it cancelled or suspended.
 */
export const gstSimGstins = pgTable('gst_sim_gstins', {
  gstin: text('gstin').primaryKey(),
  status: text('status').$type<'ACTIVE' | 'CANCELLED' | 'SUSPENDED'>().notNull(),
  cancelledOn: date('cancelled_on', { mode: 'string' }),
  legalName: text('legal_name').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
