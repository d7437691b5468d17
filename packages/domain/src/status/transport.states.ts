import { defineStatusSet, type StatusDef } from './status-set';

export const TRANSPORT_LEG_STATUSES = [
  { value: 'CREATED', label: 'Created', rank: 1, tone: 'default' },
  { value: 'PLANNED', label: 'Planned', rank: 2, tone: 'info' },
  { value: 'ALLOCATED', label: 'Allocated', rank: 3, tone: 'info' },
  { value: 'INTRANSIT', label: 'In Transit', rank: 4, tone: 'warning' },
  { value: 'DELIVERED', label: 'Delivered', rank: 5, tone: 'success' },
] as const satisfies readonly StatusDef[];

export type TransportLegStatus = (typeof TRANSPORT_LEG_STATUSES)[number]['value'];

const legs = defineStatusSet(TRANSPORT_LEG_STATUSES);
export const isTransportLegStatus = legs.has;
export const transportLegStatusLabel = legs.label;
export const transportLegStatusRank = legs.rank;
export const compareTransportLegStatus = legs.compare;

// Negative ranks are the dead ends (doc 3 §4), listed in the spec's order.
export const TRANSPORT_REQUISITION_STATUSES = [
  { value: 'RESPONSE_REJECTED', label: 'Response Rejected', rank: -3, tone: 'error' },
  { value: 'EXPIRED', label: 'Expired', rank: -2, tone: 'default' },
  { value: 'DECLINED', label: 'Declined', rank: -1, tone: 'error' },
  { value: 'DRAFT', label: 'Draft', rank: 1, tone: 'default' },
  { value: 'REQUEST_SUBMITTED', label: 'Request Submitted', rank: 2, tone: 'info' },
  { value: 'RESPONSE_RECEIVED', label: 'Response Received', rank: 3, tone: 'info' },
  { value: 'RESPONSE_ACCEPTED', label: 'Response Accepted', rank: 4, tone: 'success' },
  { value: 'TRANSPORTER_FINALIZED', label: 'Transporter Finalized', rank: 5, tone: 'success' },
] as const satisfies readonly StatusDef[];

export type TransportRequisitionStatus = (typeof TRANSPORT_REQUISITION_STATUSES)[number]['value'];

const requisitions = defineStatusSet(TRANSPORT_REQUISITION_STATUSES);
export const isTransportRequisitionStatus = requisitions.has;
export const transportRequisitionStatusLabel = requisitions.label;
export const transportRequisitionStatusRank = requisitions.rank;
export const compareTransportRequisitionStatus = requisitions.compare;

export const LOGISTICS_RFQ_STATUSES = [
  { value: 'DRAFT', label: 'Draft', rank: 1, tone: 'default' },
  { value: 'READY_FOR_SOURCING', label: 'Ready For Sourcing', rank: 2, tone: 'info' },
  { value: 'SOURCING_IN_PROGRESS', label: 'Sourcing In Progress', rank: 3, tone: 'warning' },
  { value: 'QUOTE_RECEIVED', label: 'Quote Received', rank: 4, tone: 'info' },
  { value: 'SOURCING_FINALIZED', label: 'Sourcing Finalized', rank: 5, tone: 'info' },
  { value: 'ACCEPTED', label: 'Accepted', rank: 6, tone: 'success' },
  { value: 'EXPIRED', label: 'Expired', rank: -1, tone: 'default' },
  { value: 'DECLINED', label: 'Declined', rank: -1, tone: 'error' },
] as const satisfies readonly StatusDef[];

export type LogisticsRfqStatus = (typeof LOGISTICS_RFQ_STATUSES)[number]['value'];

const logisticsRfqs = defineStatusSet(LOGISTICS_RFQ_STATUSES);
export const isLogisticsRfqStatus = logisticsRfqs.has;
export const logisticsRfqStatusLabel = logisticsRfqs.label;
export const logisticsRfqStatusRank = logisticsRfqs.rank;
export const compareLogisticsRfqStatus = logisticsRfqs.compare;
