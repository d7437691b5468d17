import { defineStatusSet, type StatusDef } from './status-set';

export const INVOICE_STATUSES = [
  { value: 'DRAFT', label: 'Draft', tone: 'default' },
  { value: 'OPEN', label: 'Open', tone: 'info' },
  { value: 'DELAYED', label: 'Delayed', tone: 'warning' },
  { value: 'OVERDUE', label: 'Overdue', tone: 'error' },
  { value: 'PAID', label: 'Paid', tone: 'success' },
  { value: 'VOID', label: 'Void', tone: 'default' },
  { value: 'PENDING_APPROVAL', label: 'Pending Approval', tone: 'warning' },
  { value: 'SETTLED', label: 'Settled', tone: 'success' },
  { value: 'PENDING', label: 'Pending', tone: 'warning' },
] as const satisfies readonly StatusDef[];

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]['value'];

const invoices = defineStatusSet(INVOICE_STATUSES);
export const isInvoiceStatus = invoices.has;
export const invoiceStatusLabel = invoices.label;
export const invoiceStatusTone = invoices.tone;

/** A buyer's open receivables (doc 2 §7). */
export const BUYER_RECEIVABLE_STATUSES = [
  'OPEN',
  'DELAYED',
  'OVERDUE',
] as const satisfies readonly InvoiceStatus[];
/** A buyer's pending payments. */
export const PENDING_PAYMENT_STATUSES = ['PENDING'] as const satisfies readonly InvoiceStatus[];

export const INVOICE_REVISION_STATUSES = [
  { value: 'REVISION_REQUESTED', label: 'Revision Requested', tone: 'warning' },
  { value: 'UNDER_REVIEW', label: 'Awaiting Approval', tone: 'warning' },
  { value: 'APPROVED', label: 'Revision Request Approved', tone: 'success' },
  { value: 'REJECTED', label: 'Revision Request Rejected', tone: 'error' },
  { value: 'CANCELLED', label: 'Request Cancelled', tone: 'default' },
  { value: 'IN_PROGRESS', label: 'Revision In Progress', tone: 'info' },
  { value: 'CORRECTED', label: 'Corrected', tone: 'success' },
] as const satisfies readonly StatusDef[];

export type InvoiceRevisionStatus = (typeof INVOICE_REVISION_STATUSES)[number]['value'];

const revisions = defineStatusSet(INVOICE_REVISION_STATUSES);
export const isInvoiceRevisionStatus = revisions.has;
export const invoiceRevisionStatusLabel = revisions.label;
export const invoiceRevisionStatusTone = revisions.tone;
