import { defineStatusSet, type StatusDef } from './status-set';

export const APPROVAL_STATUSES = [
  { value: 'PENDING', label: 'Pending', tone: 'warning' },
  { value: 'APPROVED', label: 'Approved', tone: 'success' },
  { value: 'REJECTED', label: 'Rejected', tone: 'error' },
  { value: 'CANCELLED', label: 'Cancelled', tone: 'default' },
] as const satisfies readonly StatusDef[];

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]['value'];
const approvals = defineStatusSet(APPROVAL_STATUSES);
export const isApprovalStatus = approvals.has;
export const approvalStatusLabel = approvals.label;
export const approvalStatusTone = approvals.tone;

export const APPROVAL_ITEM_STATUSES = [
  { value: 'REQUESTED', label: 'Pending Review', tone: 'warning' },
  { value: 'REVIEWED', label: 'Reviewed', tone: 'info' },
  { value: 'APPROVED', label: 'Approved', tone: 'success' },
  { value: 'DENIED', label: 'Rejected', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type ApprovalItemStatus = (typeof APPROVAL_ITEM_STATUSES)[number]['value'];
const approvalItems = defineStatusSet(APPROVAL_ITEM_STATUSES);
export const isApprovalItemStatus = approvalItems.has;
export const approvalItemStatusLabel = approvalItems.label;
export const approvalItemStatusTone = approvalItems.tone;

export const ACCESS_REQUEST_STATUSES = [
  { value: 'CREATED', label: 'Created', tone: 'warning' },
  { value: 'APPROVED_BY_MANAGER', label: 'Approved By Manager', tone: 'info' },
  { value: 'APPROVED_BY_ADMIN', label: 'Approved By Admin', tone: 'info' },
  { value: 'GRANTED', label: 'Granted', tone: 'success' },
  { value: 'REJECTED', label: 'Rejected', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number]['value'];
const accessRequests = defineStatusSet(ACCESS_REQUEST_STATUSES);
export const isAccessRequestStatus = accessRequests.has;
export const accessRequestStatusLabel = accessRequests.label;
export const accessRequestStatusTone = accessRequests.tone;

export const EXCEPTIONAL_APPROVAL_STATUSES = [
  { value: 'NOT_REQUESTED', label: 'Not Requested', tone: 'default' },
  { value: 'PENDING_APPROVAL', label: 'Pending Approval', tone: 'warning' },
  { value: 'APPROVED', label: 'Approved', tone: 'success' },
  { value: 'REJECTED', label: 'Rejected', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type ExceptionalApprovalStatus = (typeof EXCEPTIONAL_APPROVAL_STATUSES)[number]['value'];
const exceptional = defineStatusSet(EXCEPTIONAL_APPROVAL_STATUSES);
export const isExceptionalApprovalStatus = exceptional.has;
export const exceptionalApprovalStatusLabel = exceptional.label;
export const exceptionalApprovalStatusTone = exceptional.tone;

/** Approval timeline dots (doc 1 §4, doc 3 §4). */
export const TIMELINE_DOT_COLOURS = {
  pending: 'orange',
  submitted: 'blue',
  rejected: 'red',
  approved: 'green',
} as const;
export type TimelineStep = keyof typeof TIMELINE_DOT_COLOURS;
