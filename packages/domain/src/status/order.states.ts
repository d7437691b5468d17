import { defineStatusSet, type StatusDef } from './status-set';

// Wire values and ranks from doc 2 §4. Cancelled and the invoice-revision states carry no rank:
// they sit beside the progress line, not on it.
export const ORDER_STATUSES = [
  { value: 'ORDERED', label: 'Created', rank: 1, tone: 'info' },
  { value: 'ORDER_APPROVED', label: 'Order Approved', rank: 2, tone: 'info' },
  { value: 'PLANNED', label: 'Planned', rank: 3, tone: 'info' },
  { value: 'IN_PROGRESS', label: 'Order Processing', rank: 4, tone: 'warning' },
  { value: 'COMPLETED', label: 'Completed', rank: 5, tone: 'success' },
  { value: 'RPT_BLOCKED', label: 'RPT Blocked', rank: 6, tone: 'error' },
  { value: 'CANCELLED', label: 'Cancelled', tone: 'error' },
  { value: 'INVOICE_REVISION_REQUESTED', label: 'Invoice Revision Requested', tone: 'warning' },
  { value: 'INVOICE_CORRECTED', label: 'Invoice Corrected', tone: 'success' },
] as const satisfies readonly StatusDef[];

export type OrderStatus = (typeof ORDER_STATUSES)[number]['value'];

const orders = defineStatusSet(ORDER_STATUSES);
export const isOrderStatus = orders.has;
export const orderStatusLabel = orders.label;
export const orderStatusTone = orders.tone;
export const orderStatusRank = orders.rank;
export const compareOrderStatus = orders.compare;
export const hasOrderReached = orders.hasReached;

/** The order status labels the screens show beyond the wire values (doc 2 §4). */
export const ORDER_DISPLAY_STATUSES = [
  { value: 'CREATED', label: 'Created', tone: 'info' },
  { value: 'RECEIVED', label: 'Received', tone: 'info' },
  { value: 'ACKNOWLEDGED', label: 'Acknowledged', tone: 'info' },
  { value: 'AWAITING_SELLER_ACKNOWLEDGEMENT', label: 'Awaiting seller acknowledgement', tone: 'warning' },
  { value: 'AWAITING_CS_ACTION', label: 'Awaiting CS action', tone: 'warning' },
  { value: 'CONFIRMED', label: 'Confirmed', tone: 'success' },
  { value: 'APPROVED', label: 'Approved', tone: 'success' },
  { value: 'ORDER_APPROVED', label: 'Order Approved', tone: 'success' },
  { value: 'ORDER_IMPORTED', label: 'Order Imported', tone: 'info' },
  { value: 'ORDER_PROCESSING', label: 'Order Processing', tone: 'warning' },
  { value: 'CANCELLED', label: 'Cancelled', tone: 'error' },
  { value: 'COMPLETED', label: 'Completed', tone: 'success' },
  { value: 'PARTIAL_ACCEPT', label: 'Partial Accept', tone: 'warning' },
] as const satisfies readonly StatusDef[];

export type OrderDisplayStatus = (typeof ORDER_DISPLAY_STATUSES)[number]['value'];
export const orderDisplayStatusLabel = defineStatusSet(ORDER_DISPLAY_STATUSES).label;

export const PICKUP_STATUSES = [
  { value: 'ORDER_PREPARED', label: 'Order Prepared', tone: 'info' },
  { value: 'PARTIAL_ORDER_PICKER_ASSIGNED', label: 'Partial Order Picker Assigned', tone: 'info' },
  { value: 'PICKER_ASSIGNED', label: 'Picker Assigned', tone: 'info' },
  { value: 'PICKUP_READY', label: 'Pickup Ready', tone: 'warning' },
  { value: 'PICKUP_COMPLETED', label: 'Pickup Completed', tone: 'success' },
  { value: 'PICKUP_EXPIRED', label: 'Pickup Expired', tone: 'error' },
  { value: 'PICKUP_REJECTED', label: 'Pickup Rejected', tone: 'error' },
  { value: 'PARTIAL_RETURNED', label: 'Partial Returned', tone: 'warning' },
  { value: 'ERP_CANCELLED', label: 'ERP Cancelled', tone: 'error' },
  { value: 'RESERVE_AND_BUY', label: 'Reserve and Buy', tone: 'info' },
  { value: 'RESERVE_NO_BUY', label: 'Reserve No Buy', tone: 'default' },
] as const satisfies readonly StatusDef[];

export type PickupStatus = (typeof PICKUP_STATUSES)[number]['value'];
export const pickupStatusLabel = defineStatusSet(PICKUP_STATUSES).label;

export const PICK_STATUSES = [
  { value: 'PICKED', label: 'Picked', tone: 'success' },
  { value: 'NOT_PICKED', label: 'Not Picked', tone: 'default' },
] as const satisfies readonly StatusDef[];

export type PickStatus = (typeof PICK_STATUSES)[number]['value'];
export const pickStatusLabel = defineStatusSet(PICK_STATUSES).label;
