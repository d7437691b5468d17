import type { Permission } from '../access/permissions';
import type {
  PaymentRequestStatus,
  PurchaseRequisitionStatus,
  SellerPaymentBatchStatus,
  TodStatus,
  TransactionStatus,
} from './payment.states';
import { defineTransitions } from './transitions';

const SYSTEM = 'Allow_System_Transition';

export type PaymentRequestAction =
  | 'submit'
  | 'approveAsCategoryLead'
  | 'rejectAsCategoryLead'
  | 'revise'
  | 'approveAsFinance'
  | 'rejectAsFinance'
  | 'sendToFinanceLead'
  | 'approveAsFinanceLead'
  | 'rejectAsFinanceLead'
  | 'releaseForProcessing'
  | 'markCleared'
  | 'markPartiallyCleared'
  | 'markFullyCleared';

// Category lead, then finance, then finance lead; an approved request waits for its payment date
// (SCHEDULED) before it is processed.
export const PAYMENT_REQUEST_TRANSITIONS = defineTransitions<
  PaymentRequestStatus,
  PaymentRequestAction,
  Permission
>([
  {
    from: 'DRAFT',
    to: 'AWAITING_CATEGORY_LEAD_APPROVAL',
    action: 'submit',
    permission: 'Allow_Payment_Request_Create',
  },
  {
    from: 'AWAITING_CATEGORY_LEAD_APPROVAL',
    to: 'APPROVED_BY_CATEGORY_LEAD',
    action: 'approveAsCategoryLead',
    permission: 'Approve_Payment_Request_Category_Lead',
  },
  {
    from: 'AWAITING_CATEGORY_LEAD_APPROVAL',
    to: 'REJECTED_BY_CATEGORY_LEAD',
    action: 'rejectAsCategoryLead',
    permission: 'Approve_Payment_Request_Category_Lead',
  },
  {
    from: 'REJECTED_BY_CATEGORY_LEAD',
    to: 'DRAFT',
    action: 'revise',
    permission: 'Allow_Payment_Request_Create',
  },
  {
    from: 'APPROVED_BY_CATEGORY_LEAD',
    to: 'FINANCE_APPROVED',
    action: 'approveAsFinance',
    permission: 'Approve_Payment_Request_Finance',
  },
  {
    from: 'APPROVED_BY_CATEGORY_LEAD',
    to: 'REJECTED_BY_FINANCE',
    action: 'rejectAsFinance',
    permission: 'Approve_Payment_Request_Finance',
  },
  {
    from: 'FINANCE_APPROVED',
    to: 'PENDING_FINANCE_LEAD_APPROVAL',
    action: 'sendToFinanceLead',
    permission: 'Approve_Payment_Request_Finance',
  },
  {
    from: 'PENDING_FINANCE_LEAD_APPROVAL',
    to: 'SCHEDULED',
    action: 'approveAsFinanceLead',
    permission: 'Approve_Payment_Request_Finance_Lead',
  },
  {
    from: 'PENDING_FINANCE_LEAD_APPROVAL',
    to: 'REJECTED_BY_FINANCE',
    action: 'rejectAsFinanceLead',
    permission: 'Approve_Payment_Request_Finance_Lead',
  },
  { from: 'SCHEDULED', to: 'PENDING_PROCESSING', action: 'releaseForProcessing', permission: SYSTEM },
  {
    from: 'PENDING_PROCESSING',
    to: 'CLEARED',
    action: 'markCleared',
    permission: 'Allow_Payment_Processing',
  },
  {
    from: 'PENDING_PROCESSING',
    to: 'PARTIALLY_CLEARED',
    action: 'markPartiallyCleared',
    permission: 'Allow_Payment_Processing',
  },
  {
    from: 'PARTIALLY_CLEARED',
    to: 'FULLY_CLEARED',
    action: 'markFullyCleared',
    permission: 'Allow_Payment_Processing',
  },
]);

export type SellerPaymentBatchAction =
  | 'uploadSucceeded'
  | 'uploadFailed'
  | 'contentsInvalid'
  | 'reupload'
  | 'submitForApproval'
  | 'approve'
  | 'reject'
  | 'initiatePayment'
  | 'markPartiallyCleared'
  | 'markFullyCleared'
  | 'markFailed'
  | 'retryPayment'
  | 'cancel';

export const SELLER_PAYMENT_BATCH_TRANSITIONS = defineTransitions<
  SellerPaymentBatchStatus,
  SellerPaymentBatchAction,
  Permission
>([
  {
    from: 'EXCEL_UPLOAD_IN_PROGRESS',
    to: 'EXCEL_UPLOADED_PENDING_REVIEW',
    action: 'uploadSucceeded',
    permission: SYSTEM,
  },
  {
    from: 'EXCEL_UPLOAD_IN_PROGRESS',
    to: 'ERROR_IN_EXCEL_UPLOAD',
    action: 'uploadFailed',
    permission: SYSTEM,
  },
  {
    from: 'EXCEL_UPLOAD_IN_PROGRESS',
    to: 'ERROR_IN_EXCEL_CONTENTS',
    action: 'contentsInvalid',
    permission: SYSTEM,
  },
  {
    from: ['ERROR_IN_EXCEL_UPLOAD', 'ERROR_IN_EXCEL_CONTENTS'],
    to: 'EXCEL_UPLOAD_IN_PROGRESS',
    action: 'reupload',
    permission: 'Allow_Seller_Payment_Upload',
  },
  {
    from: 'EXCEL_UPLOADED_PENDING_REVIEW',
    to: 'PENDING_FINANCE_LEAD_APPROVAL',
    action: 'submitForApproval',
    permission: 'Allow_Seller_Payment_Upload',
  },
  {
    from: 'PENDING_FINANCE_LEAD_APPROVAL',
    to: 'PENDING_PROCESSING',
    action: 'approve',
    permission: 'Approve_Seller_Payment_Batch',
  },
  {
    from: 'PENDING_FINANCE_LEAD_APPROVAL',
    to: 'REJECTED_BY_FINANCE_LEAD',
    action: 'reject',
    permission: 'Approve_Seller_Payment_Batch',
  },
  {
    from: 'PENDING_PROCESSING',
    to: 'PAYMENT_INITIATED',
    action: 'initiatePayment',
    permission: 'Allow_Seller_Payment_Processing',
  },
  { from: 'PAYMENT_INITIATED', to: 'PARTIALLY_CLEARED', action: 'markPartiallyCleared', permission: SYSTEM },
  {
    from: ['PAYMENT_INITIATED', 'PARTIALLY_CLEARED'],
    to: 'FULLY_CLEARED',
    action: 'markFullyCleared',
    permission: SYSTEM,
  },
  { from: 'PAYMENT_INITIATED', to: 'FAILED', action: 'markFailed', permission: SYSTEM },
  {
    from: 'FAILED',
    to: 'PENDING_PROCESSING',
    action: 'retryPayment',
    permission: 'Allow_Seller_Payment_Processing',
  },
  {
    from: [
      'EXCEL_UPLOADED_PENDING_REVIEW',
      'ERROR_IN_EXCEL_UPLOAD',
      'ERROR_IN_EXCEL_CONTENTS',
      'PENDING_FINANCE_LEAD_APPROVAL',
      'PENDING_PROCESSING',
      'FAILED',
    ],
    to: 'CANCELLED',
    action: 'cancel',
    permission: 'Allow_Seller_Payment_Cancel',
  },
]);

export type PurchaseRequisitionAction =
  | 'submit'
  | 'approveAsCategoryLead'
  | 'rejectAsCategoryLead'
  | 'revise'
  | 'schedule'
  | 'rejectAsFinance'
  | 'generateExcel'
  | 'cancel'
  | 'abandon';

export const PURCHASE_REQUISITION_TRANSITIONS = defineTransitions<
  PurchaseRequisitionStatus,
  PurchaseRequisitionAction,
  Permission
>([
  { from: 'DRAFT_SAVED', to: 'REQUESTED', action: 'submit', permission: 'Allow_Purchase_Requisition_Create' },
  {
    from: 'REQUESTED',
    to: 'CL_APPROVED',
    action: 'approveAsCategoryLead',
    permission: 'Approve_Purchase_Requisition_Category_Lead',
  },
  {
    from: 'REQUESTED',
    to: 'CL_REJECTED',
    action: 'rejectAsCategoryLead',
    permission: 'Approve_Purchase_Requisition_Category_Lead',
  },
  {
    from: 'CL_REJECTED',
    to: 'DRAFT_SAVED',
    action: 'revise',
    permission: 'Allow_Purchase_Requisition_Create',
  },
  {
    from: 'CL_APPROVED',
    to: 'SCHEDULED',
    action: 'schedule',
    permission: 'Approve_Purchase_Requisition_Finance',
  },
  {
    from: 'CL_APPROVED',
    to: 'REJECTED',
    action: 'rejectAsFinance',
    permission: 'Approve_Purchase_Requisition_Finance',
  },
  {
    from: 'SCHEDULED',
    to: 'EXCEL_GENERATED',
    action: 'generateExcel',
    permission: 'Approve_Purchase_Requisition_Finance',
  },
  {
    from: ['DRAFT_SAVED', 'REQUESTED', 'CL_APPROVED', 'SCHEDULED'],
    to: 'CANCELLED',
    action: 'cancel',
    permission: 'Allow_Purchase_Requisition_Cancel',
  },
  { from: 'DRAFT_SAVED', to: 'ABANDONED', action: 'abandon', permission: SYSTEM },
]);

export type TransactionAction = 'approve' | 'reject' | 'process' | 'succeed' | 'fail' | 'retry';

export const TRANSACTION_TRANSITIONS = defineTransitions<TransactionStatus, TransactionAction, Permission>([
  { from: 'APPROVAL_PENDING', to: 'PENDING', action: 'approve', permission: 'Approve_Transaction' },
  { from: 'APPROVAL_PENDING', to: 'APPROVAL_REJECTED', action: 'reject', permission: 'Approve_Transaction' },
  { from: 'PENDING', to: 'PROCESSING', action: 'process', permission: SYSTEM },
  { from: 'PROCESSING', to: 'SUCCESS', action: 'succeed', permission: SYSTEM },
  { from: 'PROCESSING', to: 'FAILED', action: 'fail', permission: SYSTEM },
  { from: 'FAILED', to: 'PENDING', action: 'retry', permission: 'Allow_Transaction_Retry' },
]);

export type TodAction = 'closePeriod' | 'submit' | 'approve' | 'sendBack';

export const TOD_TRANSITIONS = defineTransitions<TodStatus, TodAction, Permission>([
  { from: 'TOD_PERIOD_IN_PROGRESS', to: 'PENDING_SUBMISSION', action: 'closePeriod', permission: SYSTEM },
  { from: 'PENDING_SUBMISSION', to: 'SENT_FOR_APPROVAL', action: 'submit', permission: 'Allow_Tod_Submit' },
  { from: 'SENT_FOR_APPROVAL', to: 'APPROVED', action: 'approve', permission: 'Approve_Tod' },
  { from: 'SENT_FOR_APPROVAL', to: 'PENDING_SUBMISSION', action: 'sendBack', permission: 'Approve_Tod' },
]);
