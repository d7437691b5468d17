import { z } from 'zod';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryBoolean, queryList, queryText } from '../common/query';
import { OrderBusinessUnitSchema } from '../orders/order-common';
import { PaiseWireSchema } from '../orders/order-common';
import { ConsignmentStatusSchema, TrackingStatusSchema } from './consignment-common';

const list = (item: z.ZodType<string>) => queryList(item);
const EXPIRY = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(7)]).optional(),
);

/**
 * Every filter of doc 2 §3 for the consignment list (POST /consignment-v2/search/advanced, a JSON
 * body; the same names work as a query string for the export). Empty values are dropped.
 */
export const ConsignmentSearchSchema = PageQuerySchema.extend({
  consignmentId: queryText(),
  purchaseOrderNo: queryText(),
  buyerInvoiceNumber: queryText(),
  sellerBillId: queryText(),
  sellerName: queryText(),
  logisticProvider: queryText(),
  sourceName: queryText(),
  vehicleNo: queryText(),
  buyerName: queryText(),
  consignmentStatus: list(ConsignmentStatusSchema),
  /** The tracking status (Ready to dispatch, In Transit, Out for delivery …). */
  consignmentSubStatus: list(TrackingStatusSchema),
  /** Warehouse ids (the spec sends them as sourceCodes). */
  sourceCodes: list(z.string().uuid()),
  blockedReasons: list(z.string().min(1).max(60)),
  currentPohStatus: list(z.string().min(1).max(60)),
  /** -1 expired, 0 today, 1 tomorrow, 7 within 7 days (IST). */
  ewayBillExpiryDays: EXPIRY,
  dispatchClarity: queryBoolean(),
  rmEmails: list(z.string().min(3).max(200)),
  businessUnits: list(OrderBusinessUnitSchema),
  /** The order detail's consignments tab. */
  orderKey: queryText(),
  /** Keyset cursor from the previous page's nextCursor. */
  after: queryText(),
});
export type ConsignmentSearch = z.infer<typeof ConsignmentSearchSchema>;

export const ConsignmentListItemSchema = z.object({
  consignmentKey: z.string(),
  consignmentType: z.string(),
  orderKey: z.string(),
  purchaseOrderNo: z.string().nullable(),
  status: ConsignmentStatusSchema,
  statusLabel: z.string(),
  trackingStatus: TrackingStatusSchema.nullable(),
  blockedReasons: z.array(z.string()),
  buyerName: z.string(),
  sellerName: z.string(),
  sourceName: z.string(),
  warehouseId: z.string(),
  buyerInvoiceNumber: z.string().nullable(),
  sellerBillId: z.string().nullable(),
  logisticProvider: z.string().nullable(),
  vehicleNo: z.string().nullable(),
  ewayBillNumber: z.string().nullable(),
  ewayBillValidUntil: z.string().nullable(),
  dispatchClarity: z.boolean(),
  currentPohStatus: z.string().nullable(),
  rmEmail: z.string().nullable(),
  valuePaise: PaiseWireSchema,
  totalPaise: PaiseWireSchema,
  quantity: z.string(),
  createdAt: z.string(),
  expectedDispatchDate: z.string().nullable(),
  actualDispatchDate: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  progressRank: z.number().int().nullable(),
});
export type ConsignmentListItem = z.infer<typeof ConsignmentListItemSchema>;

export const ConsignmentPageSchema = pageOf(ConsignmentListItemSchema).extend({
  nextCursor: z.string().nullable(),
});
export type ConsignmentPage = z.infer<typeof ConsignmentPageSchema>;

/** Tab counts: every status with its count under the same filters (minus the status filter). */
/** Per-status counts for the tabs, each capped (`capped`: there are more than `count`). */
export const ConsignmentCountsSchema = z.object({
  counts: z.array(
    z.object({ status: ConsignmentStatusSchema, count: z.number().int(), capped: z.boolean() }),
  ),
  total: z.number().int(),
  totalIsCapped: z.boolean(),
});
export type ConsignmentCounts = z.infer<typeof ConsignmentCountsSchema>;
