import type { Option } from '../options/option';

/** The papers a credit lead is assessed on (doc 3 §7 "putSignedUrl, document, document/delete"). */
export const LEAD_DOCUMENT_TYPES = [
  { value: 'FINANCIAL_STATEMENT', label: 'Financial Statement' },
  { value: 'BANK_STATEMENT', label: 'Bank Statement' },
  { value: 'GST_RETURN', label: 'GST Return' },
  { value: 'ITR', label: 'Income Tax Return' },
  { value: 'KYC', label: 'KYC' },
  { value: 'OTHERS', label: 'Others' },
] as const satisfies readonly Option[];
export type LeadDocumentType = (typeof LEAD_DOCUMENT_TYPES)[number]['value'];

/** Up to 5 files of 5 MB each per upload (the spec's default file rules, doc 1 §5). */
export const LEAD_DOCUMENT_MAX_FILES = 5;
export const LEAD_DOCUMENT_MAX_MB = 5;
