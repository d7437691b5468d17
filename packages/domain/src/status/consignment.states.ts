import { defineStatusSet, type StatusDef } from './status-set';

// Wire values and the progress ranks of doc 2 §4. DRAFT is unranked: it is not yet on the way.
export const CONSIGNMENT_STATUSES = [
  { value: 'DRAFT', label: 'Draft', tone: 'default' },
  { value: 'FULFILLMENT_INITIATED', label: 'Fulfillment Initiated', rank: 1, tone: 'info' },
  { value: 'REQUESTED', label: 'Pending Acknowledgment', rank: 2, tone: 'warning' },
  { value: 'ACKNOWLEDGED', label: 'Acknowledged', rank: 2, tone: 'info' },
  { value: 'READY_TO_PROCESS', label: 'Preparing Shipment', rank: 2, tone: 'info' },
  { value: 'IN_PROGRESS', label: 'In Progress', rank: 2, tone: 'info' },
  { value: 'PACKING_IN_PROGRESS', label: 'Packing In-Progress', rank: 3, tone: 'warning' },
  { value: 'PACKED', label: 'Packed', rank: 4, tone: 'info' },
  { value: 'READY_FOR_SHIPMENT', label: 'Ready for shipment', rank: 5, tone: 'info' },
  { value: 'INTRANSIT', label: 'In Transit', rank: 6, tone: 'warning' },
  { value: 'DELIVERED', label: 'Delivered', rank: 7, tone: 'success' },
  { value: 'DELIVERY_FAILED', label: 'Delivery Failed', rank: 8, tone: 'error' },
  { value: 'COMPLETED', label: 'Completed', rank: 8, tone: 'success' },
  { value: 'REVOKED', label: 'Reversed', rank: -1, tone: 'error' },
  { value: 'CANCELLED', label: 'Cancelled', rank: -1, tone: 'error' },
  // Failure and block states: off the progress line in the first ranking.
  { value: 'IRN_GENERATION_FAILED', label: 'IRN Generation Failed', tone: 'error' },
  { value: 'INVOICE_SENT_FAILED', label: 'Invoice Sent Failed', tone: 'error' },
  { value: 'INVOICE_GENERATION_FAILED', label: 'Invoice Generation Failed', tone: 'error' },
  { value: 'EWAYBILL_GENERATION_FAILED', label: 'EwayBill Generation Failed', tone: 'error' },
  { value: 'PAYMENT_BLOCKED', label: 'Payment Blocked', tone: 'error' },
  { value: 'RPT_BLOCKED', label: 'RPT Blocked', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type ConsignmentStatus = (typeof CONSIGNMENT_STATUSES)[number]['value'];

export const CONSIGNMENT_FAILURE_STATUSES = [
  'IRN_GENERATION_FAILED',
  'INVOICE_SENT_FAILED',
  'INVOICE_GENERATION_FAILED',
  'EWAYBILL_GENERATION_FAILED',
  'PAYMENT_BLOCKED',
  'RPT_BLOCKED',
] as const satisfies readonly ConsignmentStatus[];

const consignments = defineStatusSet(CONSIGNMENT_STATUSES);
export const isConsignmentStatus = consignments.has;
export const consignmentStatusLabel = consignments.label;
export const consignmentStatusTone = consignments.tone;
/** The first ranking (progress only); failure states are unranked in it. */
export const consignmentProgressRank = consignments.rank;
export const compareConsignmentProgress = consignments.compare;
export const hasConsignmentReached = consignments.hasReached;

export function isConsignmentFailure(status: ConsignmentStatus): boolean {
  return (CONSIGNMENT_FAILURE_STATUSES as readonly string[]).includes(status);
}

/**
 * The second ranking, with failures inserted between packing (3) and packed (10). The spec lists
 * it from rank 4; the states before that keep their first-ranking values, which is what
 * "failures inserted" means.
 */
export const CONSIGNMENT_FAILURE_AWARE_RANKS: Readonly<Partial<Record<ConsignmentStatus, number>>> = {
  CANCELLED: -1,
  REVOKED: -1,
  FULFILLMENT_INITIATED: 1,
  REQUESTED: 2,
  ACKNOWLEDGED: 2,
  READY_TO_PROCESS: 2,
  IN_PROGRESS: 2,
  PACKING_IN_PROGRESS: 3,
  IRN_GENERATION_FAILED: 4,
  INVOICE_SENT_FAILED: 5,
  INVOICE_GENERATION_FAILED: 6,
  EWAYBILL_GENERATION_FAILED: 7,
  PAYMENT_BLOCKED: 8,
  RPT_BLOCKED: 9,
  PACKED: 10,
  READY_FOR_SHIPMENT: 11,
  INTRANSIT: 12,
  DELIVERED: 13,
  COMPLETED: 13,
  DELIVERY_FAILED: 14,
};

export function consignmentFailureAwareRank(status: ConsignmentStatus): number | undefined {
  return CONSIGNMENT_FAILURE_AWARE_RANKS[status];
}

/** Labels the consignment screens show for sub-statuses and proof-of-delivery outcomes. */
export const CONSIGNMENT_DISPLAY_STATUSES = [
  { value: 'PENDING_ACKNOWLEDGMENT', label: 'Pending Acknowledgment', tone: 'warning' },
  { value: 'PREPARING_SHIPMENT', label: 'Preparing Shipment', tone: 'info' },
  { value: 'PACKING_IN_PROGRESS', label: 'Packing In-Progress', tone: 'warning' },
  { value: 'PACKED', label: 'Packed', tone: 'info' },
  { value: 'READY_TO_DISPATCH', label: 'Ready to dispatch', tone: 'info' },
  { value: 'READY_FOR_SHIPMENT', label: 'Ready for shipment', tone: 'info' },
  { value: 'SHIPPED', label: 'Shipped', tone: 'info' },
  { value: 'PARTIALLY_SHIPPED', label: 'Partially Shipped', tone: 'warning' },
  { value: 'DISPATCHED', label: 'Dispatched', tone: 'info' },
  { value: 'IN_TRANSIT', label: 'In Transit', tone: 'warning' },
  { value: 'OUT_FOR_DELIVERY', label: 'Out for delivery', tone: 'warning' },
  { value: 'DELIVERED', label: 'Delivered', tone: 'success' },
  { value: 'DELIVERED_WITH_ISSUE', label: 'Delivered with issue', tone: 'warning' },
  { value: 'FULL_CLEAN_DELIVERY', label: 'Full clean delivery', tone: 'success' },
  { value: 'DELIVERY_EXCEPTION', label: 'Delivery Exception', tone: 'error' },
  { value: 'DELIVERY_FAILED', label: 'Delivery Failed', tone: 'error' },
  { value: 'RETURNED', label: 'Returned', tone: 'error' },
  { value: 'PARTIAL_RETURNED', label: 'Partial Returned', tone: 'warning' },
  { value: 'REVERSED', label: 'Reversed', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type ConsignmentDisplayStatus = (typeof CONSIGNMENT_DISPLAY_STATUSES)[number]['value'];
export const consignmentDisplayStatusLabel = defineStatusSet(CONSIGNMENT_DISPLAY_STATUSES).label;

export const TRACKING_STATUSES = [
  { value: 'READY_TO_DISPATCH', label: 'Ready to dispatch', tone: 'info' },
  { value: 'INTRANSIT', label: 'In Transit', tone: 'warning' },
  { value: 'OUT_FOR_DELIVERY', label: 'Out for delivery', tone: 'warning' },
  { value: 'DELIVERED', label: 'Delivered', tone: 'success' },
  { value: 'DELIVERY_EXCEPTION', label: 'Delivery Exception', tone: 'error' },
  { value: 'DELIVERY_FAILED', label: 'Delivery Failed', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type TrackingStatus = (typeof TRACKING_STATUSES)[number]['value'];
const tracking = defineStatusSet(TRACKING_STATUSES);
export const isTrackingStatus = tracking.has;
export const trackingStatusLabel = tracking.label;
export const trackingStatusTone = tracking.tone;
