import type { Permission } from '../access/permissions';
import type { InvoiceRevisionStatus, InvoiceStatus } from './invoice.states';
import { defineTransitions } from './transitions';

export type InvoiceAction =
  'submit' | 'approve' | 'reject' | 'markDelayed' | 'markOverdue' | 'recordPayment' | 'settle' | 'void';

// PENDING belongs to the payments side of the same list and has no moves of its own.
export const INVOICE_TRANSITIONS = defineTransitions<InvoiceStatus, InvoiceAction, Permission>([
  { from: 'DRAFT', to: 'PENDING_APPROVAL', action: 'submit', permission: 'Allow_Invoice_Submit' },
  { from: 'PENDING_APPROVAL', to: 'OPEN', action: 'approve', permission: 'Approve_Invoice' },
  { from: 'PENDING_APPROVAL', to: 'DRAFT', action: 'reject', permission: 'Approve_Invoice' },
  { from: 'OPEN', to: 'DELAYED', action: 'markDelayed', permission: 'Allow_System_Transition' },
  { from: 'DELAYED', to: 'OVERDUE', action: 'markOverdue', permission: 'Allow_System_Transition' },
  {
    from: ['OPEN', 'DELAYED', 'OVERDUE'],
    to: 'PAID',
    action: 'recordPayment',
    permission: 'Allow_System_Transition',
  },
  { from: 'PAID', to: 'SETTLED', action: 'settle', permission: 'Allow_Invoice_Settlement' },
  {
    from: ['DRAFT', 'PENDING_APPROVAL', 'OPEN'],
    to: 'VOID',
    action: 'void',
    permission: 'Allow_Invoice_Void',
  },
]);

export type InvoiceRevisionAction =
  | 'modify'
  | 'startReview'
  | 'approve'
  | 'reject'
  | 'cancel'
  | 'requestIrnVoid'
  | 'requestCreditDebitNote'
  | 'markCorrected'
  | 'failCorrection'
  | 'requestCancelled';

export const INVOICE_REVISION_TRANSITIONS = defineTransitions<
  InvoiceRevisionStatus,
  InvoiceRevisionAction,
  Permission
>([
  {
    from: ['REVISION_REQUESTED', 'UNDER_REVIEW'],
    to: 'REVISION_REQUESTED',
    action: 'modify',
    permission: 'Allow_Invoice_Correction',
  },
  {
    from: 'REVISION_REQUESTED',
    to: 'UNDER_REVIEW',
    action: 'startReview',
    permission: 'Approve_Invoice_Revision',
  },
  {
    from: ['REVISION_REQUESTED', 'UNDER_REVIEW'],
    to: 'APPROVED',
    action: 'approve',
    permission: 'Approve_Invoice_Revision',
  },
  {
    from: ['REVISION_REQUESTED', 'UNDER_REVIEW'],
    to: 'REJECTED',
    action: 'reject',
    permission: 'Approve_Invoice_Revision',
  },
  {
    from: ['REVISION_REQUESTED', 'UNDER_REVIEW'],
    to: 'CANCELLED',
    action: 'cancel',
    permission: 'Allow_Invoice_Correction',
  },
  { from: 'APPROVED', to: 'IN_PROGRESS', action: 'requestIrnVoid', permission: 'Allow_Void_Irn_Request' },
  {
    from: 'APPROVED',
    to: 'IN_PROGRESS',
    action: 'requestCreditDebitNote',
    permission: 'Allow_Credit_Debit_Note',
  },
  { from: 'IN_PROGRESS', to: 'CORRECTED', action: 'markCorrected', permission: 'Allow_System_Transition' },
  // The e-invoice portal refused the correction (nothing was registered): back to APPROVED, so the
  // approver can choose another correction (a credit note after the 24-hour IRN window, say).
  {
    from: 'IN_PROGRESS',
    to: 'APPROVED',
    action: 'failCorrection',
    permission: 'Allow_System_Transition',
  },
  // The approver withdraws an approved request that will not be corrected after all (the invoice
  // was paid meanwhile, say), or gives up a correction the portal has not finished.
  {
    from: ['APPROVED', 'IN_PROGRESS'],
    to: 'CANCELLED',
    action: 'requestCancelled',
    permission: 'Approve_Invoice_Revision',
  },
]);
