import type { Option } from './option';

// The order-category filter sends these same codes (EXW, FOR) when no enhancer type is set.
export const PRICING_BASES = [
  { value: 'FOR', label: 'F.O.R (Best Total Price)' },
  { value: 'EXW', label: 'Ex Works (Best Ex Works Price)' },
] as const satisfies readonly Option[];
export type PricingBasis = (typeof PRICING_BASES)[number]['value'];

export const CHEQUE_TYPES = [
  { value: 'PDC', label: 'PDC' },
  { value: 'UDC', label: 'UDC' },
  { value: 'SECURITY_DEPOSIT', label: 'Security Deposit' },
] as const satisfies readonly Option[];
export type ChequeType = (typeof CHEQUE_TYPES)[number]['value'];

export const DISCOUNT_UNITS = [
  { value: 'PERCENTAGE', label: '%' },
  { value: 'VALUE', label: '₹' },
] as const satisfies readonly Option[];
export type DiscountUnit = (typeof DISCOUNT_UNITS)[number]['value'];

export const SALES_TYPES = [
  { value: 'tradeSales', label: 'Trade Sales' },
  { value: 'projectSales', label: 'Project Sales' },
] as const satisfies readonly Option[];
export type SalesType = (typeof SALES_TYPES)[number]['value'];

// The spec withholds the product's own name as {product}; the product is DOM.
export const COLLECTION_AGENTS = [
  { value: 'FACTOR', label: 'Factor' },
  { value: 'DOM', label: 'DOM' },
] as const satisfies readonly Option[];
export type CollectionAgent = (typeof COLLECTION_AGENTS)[number]['value'];

export const NOA_STATUSES = [
  { value: 'NOA_RECEIVED', label: 'Yes' },
  { value: 'NOA_NOT_RECEIVED', label: 'No' },
] as const satisfies readonly Option[];
export type NoaStatus = (typeof NOA_STATUSES)[number]['value'];

export const INVOICE_AMOUNT_CRITERIA = [
  { value: 'EQUAL_TO', label: 'Equal To' },
  { value: 'GREATER_THAN', label: 'Greater Than' },
  { value: 'LESS_THAN', label: 'Less Than' },
] as const satisfies readonly Option[];
export type InvoiceAmountCriterion = (typeof INVOICE_AMOUNT_CRITERIA)[number]['value'];

export const INVOICE_CORRECTION_TYPES = [
  { value: 'NOT_REQUIRED', label: 'Not Required' },
  { value: 'OTHERS', label: 'Others' },
] as const satisfies readonly Option[];
export type InvoiceCorrectionType = (typeof INVOICE_CORRECTION_TYPES)[number]['value'];

export const CREDIT_TERMS_UNITS = [
  { value: 'DAY', label: 'Day' },
  { value: 'PERCENT', label: 'Percent' },
  { value: 'PRICE', label: 'Price' },
  { value: 'DATE', label: 'Date' },
] as const satisfies readonly Option[];
export type CreditTermsUnit = (typeof CREDIT_TERMS_UNITS)[number]['value'];

export const PAYMENT_BASES = [
  { value: 'ADVANCE_AGAINST_PO', label: 'Advance Against PO' },
  { value: 'PAYMENT_AGAINST_INVOICE', label: 'Payment Against Invoice' },
] as const satisfies readonly Option[];
export type PaymentBasis = (typeof PAYMENT_BASES)[number]['value'];

export const PAYMENT_MISMATCH_TAGS = [
  { value: 'SHORT_PAYMENT', label: 'Short Payment' },
  { value: 'TDS_ADJUSTMENT', label: 'TDS Adjustment' },
  { value: 'AMBIGUOUS', label: 'Ambiguous' },
] as const satisfies readonly Option[];
export type PaymentMismatchTag = (typeof PAYMENT_MISMATCH_TAGS)[number]['value'];

export const SEARCH_CRITERIA = [
  { value: 'INVOICE_NUMBER', label: 'Invoice Number' },
  { value: 'PO_NUMBER', label: 'PO Number' },
  { value: 'ALLIED_CODE', label: 'Allied Code' },
  { value: 'PAN', label: 'PAN' },
  { value: 'GSTIN', label: 'GSTIN' },
  { value: 'REQUEST_ID', label: 'Request Id' },
  { value: 'SELLER_NAME', label: 'Seller Name' },
  { value: 'UTR', label: 'UTR' },
] as const satisfies readonly Option[];
export type SearchCriterion = (typeof SEARCH_CRITERIA)[number]['value'];

export const SORT_OPTIONS = [
  { value: 'CREATION_DATE', label: 'Creation Date' },
  { value: 'DUE_DATE', label: 'Due Date' },
  { value: 'AMOUNT_DUE', label: 'Amount Due' },
  { value: 'DEAL_AMOUNT', label: 'Deal Amount' },
  { value: 'AGE', label: 'Age' },
  { value: 'TRANSACTION_DATE', label: 'Transaction Date' },
  { value: 'MEETING_TIME', label: 'Meeting Time' },
] as const satisfies readonly Option[];
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
