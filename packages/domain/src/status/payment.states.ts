import { defineStatusSet, type StatusDef } from './status-set';

// The spec gives payment request labels only (doc 3 §4); values are those labels in UPPER_SNAKE.
// "Approved/Rejected By Category Lead" is two states.
export const PAYMENT_REQUEST_STATUSES = [
  { value: 'DRAFT', label: 'Draft', tone: 'default' },
  { value: 'AWAITING_CATEGORY_LEAD_APPROVAL', label: 'Awaiting Category Lead Approval', tone: 'warning' },
  { value: 'APPROVED_BY_CATEGORY_LEAD', label: 'Approved By Category Lead', tone: 'info' },
  { value: 'REJECTED_BY_CATEGORY_LEAD', label: 'Rejected By Category Lead', tone: 'error' },
  { value: 'FINANCE_APPROVED', label: 'Finance Approved', tone: 'info' },
  { value: 'REJECTED_BY_FINANCE', label: 'Rejected By Finance', tone: 'error' },
  { value: 'SCHEDULED', label: 'Scheduled', tone: 'info' },
  { value: 'PENDING_FINANCE_LEAD_APPROVAL', label: 'Pending Finance Lead Approval', tone: 'warning' },
  { value: 'PENDING_PROCESSING', label: 'Pending Processing', tone: 'warning' },
  { value: 'CLEARED', label: 'Cleared', tone: 'success' },
  { value: 'PARTIALLY_CLEARED', label: 'Partially Cleared', tone: 'warning' },
  { value: 'FULLY_CLEARED', label: 'Fully Cleared', tone: 'success' },
] as const satisfies readonly StatusDef[];

export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number]['value'];
const paymentRequests = defineStatusSet(PAYMENT_REQUEST_STATUSES);
export const isPaymentRequestStatus = paymentRequests.has;
export const paymentRequestStatusLabel = paymentRequests.label;
export const paymentRequestStatusTone = paymentRequests.tone;

/** Requests still waiting on someone: the "open" filter of the payment request list. */
export const OPEN_PAYMENT_REQUEST_STATUSES = [
  'DRAFT',
  'AWAITING_CATEGORY_LEAD_APPROVAL',
  'APPROVED_BY_CATEGORY_LEAD',
  'FINANCE_APPROVED',
  'SCHEDULED',
  'PENDING_FINANCE_LEAD_APPROVAL',
  'PENDING_PROCESSING',
  'PARTIALLY_CLEARED',
] as const satisfies readonly PaymentRequestStatus[];

// Ranks -1 (CANCELLED) and 11 (REJECTED_BY_FINANCE_LEAD) are the spec's; the ones between follow
// its step order: excel upload, review, finance lead approval, processing, initiated, cleared, failed.
export const SELLER_PAYMENT_BATCH_STATUSES = [
  { value: 'CANCELLED', label: 'Cancelled', rank: -1, tone: 'default' },
  { value: 'EXCEL_UPLOAD_IN_PROGRESS', label: 'Excel Upload In Progress', rank: 1, tone: 'info' },
  {
    value: 'EXCEL_UPLOADED_PENDING_REVIEW',
    label: 'Excel Uploaded Pending Review',
    rank: 2,
    tone: 'warning',
  },
  { value: 'ERROR_IN_EXCEL_UPLOAD', label: 'Error In Excel Upload', rank: 3, tone: 'error' },
  { value: 'ERROR_IN_EXCEL_CONTENTS', label: 'Error In Excel Contents', rank: 4, tone: 'error' },
  {
    value: 'PENDING_FINANCE_LEAD_APPROVAL',
    label: 'Pending Finance Lead Approval',
    rank: 5,
    tone: 'warning',
  },
  { value: 'PENDING_PROCESSING', label: 'Pending Processing', rank: 6, tone: 'warning' },
  { value: 'PAYMENT_INITIATED', label: 'Payment Initiated', rank: 7, tone: 'info' },
  { value: 'PARTIALLY_CLEARED', label: 'Partially Cleared', rank: 8, tone: 'warning' },
  { value: 'FULLY_CLEARED', label: 'Fully Cleared', rank: 9, tone: 'success' },
  { value: 'FAILED', label: 'Failed', rank: 10, tone: 'error' },
  { value: 'REJECTED_BY_FINANCE_LEAD', label: 'Rejected By Finance Lead', rank: 11, tone: 'error' },
] as const satisfies readonly StatusDef[];

export type SellerPaymentBatchStatus = (typeof SELLER_PAYMENT_BATCH_STATUSES)[number]['value'];
const batches = defineStatusSet(SELLER_PAYMENT_BATCH_STATUSES);
export const isSellerPaymentBatchStatus = batches.has;
export const sellerPaymentBatchStatusLabel = batches.label;
export const sellerPaymentBatchStatusTone = batches.tone;
export const sellerPaymentBatchStatusRank = batches.rank;
export const compareSellerPaymentBatchStatus = batches.compare;

// Labels are what the spec says each value is "shown" as, letter for letter.
export const PURCHASE_REQUISITION_STATUSES = [
  { value: 'DRAFT_SAVED', label: 'DRAFT', tone: 'default' },
  { value: 'REQUESTED', label: 'PR_INITIATED', tone: 'warning' },
  { value: 'SCHEDULED', label: 'SCHEDULED', tone: 'info' },
  { value: 'EXCEL_GENERATED', label: 'EXCEL_GENERATED', tone: 'success' },
  { value: 'CL_APPROVED', label: 'CATEGORY_LEAD_APPROVED', tone: 'info' },
  { value: 'CL_REJECTED', label: 'CL_REJECTED', tone: 'error' },
  { value: 'REJECTED', label: 'FINANCE_REJECTED', tone: 'error' },
  { value: 'CANCELLED', label: 'CANCELLED', tone: 'default' },
  { value: 'ABANDONED', label: 'ABANDONED', tone: 'default' },
] as const satisfies readonly StatusDef[];

export type PurchaseRequisitionStatus = (typeof PURCHASE_REQUISITION_STATUSES)[number]['value'];
const requisitions = defineStatusSet(PURCHASE_REQUISITION_STATUSES);
export const isPurchaseRequisitionStatus = requisitions.has;
export const purchaseRequisitionStatusLabel = requisitions.label;
export const purchaseRequisitionStatusTone = requisitions.tone;

export const TRANSACTION_STATUSES = [
  { value: 'SUCCESS', label: 'Success', tone: 'success' },
  { value: 'PENDING', label: 'Pending', tone: 'warning' },
  { value: 'FAILED', label: 'Failed', tone: 'error' },
  { value: 'APPROVAL_PENDING', label: 'Approval Pending', tone: 'warning' },
  { value: 'PROCESSING', label: 'Processing', tone: 'info' },
  { value: 'APPROVAL_REJECTED', label: 'Approval Rejected', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]['value'];
const transactions = defineStatusSet(TRANSACTION_STATUSES);
export const isTransactionStatus = transactions.has;
export const transactionStatusLabel = transactions.label;
export const transactionStatusTone = transactions.tone;

export const TOD_STATUSES = [
  { value: 'TOD_PERIOD_IN_PROGRESS', label: 'Tod period in progress', tone: 'info' },
  { value: 'PENDING_SUBMISSION', label: 'Pending Submission', tone: 'warning' },
  { value: 'SENT_FOR_APPROVAL', label: 'Sent for Approval', tone: 'warning' },
  { value: 'APPROVED', label: 'Approved', tone: 'success' },
] as const satisfies readonly StatusDef[];

export type TodStatus = (typeof TOD_STATUSES)[number]['value'];
const tods = defineStatusSet(TOD_STATUSES);
export const isTodStatus = tods.has;
export const todStatusLabel = tods.label;
export const todStatusTone = tods.tone;
