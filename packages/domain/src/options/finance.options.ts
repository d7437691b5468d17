import type { Option } from './option';

export const OVERDUE_BUCKETS = [
  { value: 'ALL', label: 'All' },
  { value: 'OUTSTANDING', label: 'Outstanding' },
  { value: 'IDD_OVERDUE', label: 'IDD Overdue' },
  { value: 'MDD_OVERDUE', label: 'MDD Overdue' },
  { value: 'DUE_TODAY', label: 'Due Today' },
  { value: 'NEARING_MDD', label: 'Nearing MDD' },
  { value: 'CLOSEST_TO_MDD', label: 'Closest To MDD' },
  { value: 'NEARING_LEGAL', label: 'Nearing Legal' },
  { value: 'CLOSEST_TO_LEGAL', label: 'Closest To Legal' },
  { value: 'LEGAL_OVERDUE', label: 'Legal Overdue' },
  { value: 'NON_DUE', label: 'Non Due' },
] as const satisfies readonly Option[];
export type OverdueBucket = (typeof OVERDUE_BUCKETS)[number]['value'];

export const LEDGER_TRANSACTION_TYPES = [
  { value: 'INVOICE', label: 'Invoice' },
  { value: 'PAYMENT', label: 'Payment' },
  { value: 'DEBIT_NOTE', label: 'Debit Note' },
  { value: 'CREDIT_NOTE', label: 'Credit Note' },
  { value: 'TDS', label: 'TDS' },
  { value: 'REFUND', label: 'Refund' },
  { value: 'WRITE_OFF', label: 'Write-off' },
] as const satisfies readonly Option[];
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number]['value'];

// ADHOC_DOC_UPLOAD is the purpose the ad-hoc limit signed-URL call sends (doc 3 §7).
export const UPLOAD_PURPOSES = [
  { value: 'ENHANCER_DOCUMENTS', label: 'Enhancer Documents' },
  { value: 'SELLER_TDS_UPLOAD', label: 'Seller TDS Upload' },
  { value: 'SELLER_CN_FOR_TOD', label: 'Seller CN For TOD' },
  { value: 'OVERDUE_INVOICE_UPLOAD', label: 'Overdue Invoice Upload' },
  { value: 'UBS_SELLER_BILLS_UPLOAD', label: 'UBS Seller Bills Upload' },
  { value: 'UPLOAD_PAYMENT_ADVICE', label: 'Upload Payment Advice' },
  { value: 'ADHOC_DOC_UPLOAD', label: 'Ad-hoc Document Upload' },
] as const satisfies readonly Option[];
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]['value'];

/** The payment-reminder tabs. */
export const REMINDER_TYPES = [
  { value: 'NON_DUE', label: 'Non-due' },
  { value: 'IDD', label: 'IDD' },
  { value: 'MDD', label: 'MDD' },
  { value: 'LEGAL', label: 'Legal Reminder' },
] as const satisfies readonly Option[];
export type ReminderType = (typeof REMINDER_TYPES)[number]['value'];

export interface ReminderFilterOption extends Option {
  readonly anchor: 'IDD' | 'MDD';
  /** Days relative to the anchor date: negative before it, positive after it. */
  readonly days: number;
}

export const REMINDER_FILTERS = [
  { value: 'ON_IDD_DAY', label: 'On IDD day', anchor: 'IDD', days: 0 },
  { value: 'MDD_MINUS_10', label: '10 days before MDD', anchor: 'MDD', days: -10 },
  { value: 'MDD_MINUS_2', label: '2 days before MDD', anchor: 'MDD', days: -2 },
  { value: 'LEGAL_MDD_PLUS_7', label: '7 days after MDD', anchor: 'MDD', days: 7 },
  { value: 'LEGAL_MDD_PLUS_15', label: '15 days after MDD', anchor: 'MDD', days: 15 },
] as const satisfies readonly ReminderFilterOption[];
export type ReminderFilter = (typeof REMINDER_FILTERS)[number]['value'];
