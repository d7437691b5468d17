import { defineStatusSet, type StatusDef } from './status-set';

export const QUOTATION_STATUSES = [
  { value: 'CREATED', label: 'Created', rank: 1, tone: 'default' },
  { value: 'APPROVAL_PENDING', label: 'Approval Pending', rank: 2, tone: 'warning' },
  { value: 'APPROVED', label: 'Approved', rank: 3, tone: 'success' },
  { value: 'SENT_TO_SELLER', label: 'Sent To Seller', rank: 4, tone: 'info' },
  { value: 'CLOSED', label: 'Closed', rank: -1, tone: 'default' },
] as const satisfies readonly StatusDef[];

export type QuotationStatus = (typeof QUOTATION_STATUSES)[number]['value'];

const quotations = defineStatusSet(QUOTATION_STATUSES);
export const isQuotationStatus = quotations.has;
export const quotationStatusLabel = quotations.label;
export const quotationStatusTone = quotations.tone;
export const quotationStatusRank = quotations.rank;
export const compareQuotationStatus = quotations.compare;

// The spec also names "approved-in-external-tool variants" after CONVERTED_TO_ORDER without
// giving their values, so they are not listed; labelling falls back to the wire value.
export const BUYER_RFQ_STATUSES = [
  { value: 'CANCELLED', label: 'Cancelled', rank: -4, tone: 'error' },
  { value: 'ERROR', label: 'Error', rank: -3, tone: 'error' },
  { value: 'EXPIRED', label: 'Expired', rank: -2, tone: 'default' },
  { value: 'DRAFT', label: 'Draft', rank: -1, tone: 'default' },
  { value: 'PRE_DRAFT', label: 'Pre Draft', rank: 0, tone: 'default' },
  { value: 'PENDING_RESPONSE', label: 'Pending Response', rank: 1, tone: 'warning' },
  { value: 'RESPONSE_IN_PROGRESS', label: 'Response In Progress', rank: 2, tone: 'info' },
  { value: 'SENT_FOR_APPROVAL', label: 'Sent For Approval', rank: 3, tone: 'warning' },
  { value: 'RESPONSE_APPROVED', label: 'Response Approved', rank: 4, tone: 'success' },
  { value: 'RESPONSE_SUBMITTED', label: 'Response Submitted', rank: 5, tone: 'info' },
  { value: 'CONVERTED_TO_ORDER', label: 'Converted To Order', rank: 6, tone: 'success' },
] as const satisfies readonly StatusDef[];

export type BuyerRfqStatus = (typeof BUYER_RFQ_STATUSES)[number]['value'];

const buyerRfqs = defineStatusSet(BUYER_RFQ_STATUSES);
export const isBuyerRfqStatus = buyerRfqs.has;
export const buyerRfqStatusLabel = buyerRfqs.label;
export const buyerRfqStatusTone = buyerRfqs.tone;
export const buyerRfqStatusRank = buyerRfqs.rank;
export const compareBuyerRfqStatus = buyerRfqs.compare;

// Labels follow the enquiry workflow (doc 3 §4): the RM asks the CM ("Awaiting Response"), the CM
// answers ("CM Responded"), the RM accepts ("RM Approved"); a withdrawn enquiry reads "Dropped".
export const ENQUIRY_STATUSES = [
  { value: 'DRAFT', label: 'Draft', tone: 'default' },
  { value: 'DRAFT_REQUEST', label: 'Draft Request', tone: 'default' },
  { value: 'REQUEST_RECEIVED', label: 'Pending Response', tone: 'warning' },
  { value: 'SOURCING_REQUIRED', label: 'Awaiting Response', tone: 'warning' },
  { value: 'SOURCING_COMPLETED', label: 'CM Responded', tone: 'info' },
  { value: 'RESPONSE_ACCEPTED', label: 'RM Approved', tone: 'info' },
  { value: 'SOURCER_ACCEPTED', label: 'Response In Progress', tone: 'info' },
  { value: 'QUOTE_ENRICHMENT_PENDING', label: 'Quote Enrichment Pending', tone: 'warning' },
  { value: 'SENT_FOR_APPROVAL', label: 'Sent For Approval', tone: 'warning' },
  { value: 'APPROVED', label: 'Response Approved', tone: 'success' },
  { value: 'RESPONSE_SUBMITTED', label: 'Response Submitted', tone: 'info' },
  { value: 'CONVERTED_TO_ORDER', label: 'Converted To Order', tone: 'success' },
  { value: 'CHILDREN_ORDER_PENDING', label: 'Children Order Pending', tone: 'warning' },
  { value: 'CHILDREN_ORDER_PLACED', label: 'Children Order Placed', tone: 'success' },
  { value: 'EXPIRED', label: 'Expired', tone: 'default' },
  { value: 'CANCELLED', label: 'Dropped', tone: 'error' },
  { value: 'LOST', label: 'Lost', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]['value'];

export const CLOSED_ENQUIRY_STATUSES = [
  'EXPIRED',
  'CANCELLED',
  'LOST',
] as const satisfies readonly EnquiryStatus[];

const enquiries = defineStatusSet(ENQUIRY_STATUSES);
export const isEnquiryStatus = enquiries.has;
export const enquiryStatusLabel = enquiries.label;
export const enquiryStatusTone = enquiries.tone;

export function isEnquiryClosed(status: EnquiryStatus): boolean {
  return (CLOSED_ENQUIRY_STATUSES as readonly string[]).includes(status);
}

/** Shown instead of "Awaiting Response" when a negotiation sent the enquiry back to sourcing. */
export const ENQUIRY_UNDER_NEGOTIATION_LABEL = 'Under Negotiation';
/** Shown for a quote waiting on enrichment before approval. */
export const ENQUIRY_NEED_ENRICHMENT_LABEL = 'Need Enrichment';
