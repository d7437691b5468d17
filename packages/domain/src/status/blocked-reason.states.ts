import type { ConsignmentStatus } from './consignment.states';
import { defineStatusSet, type StatusDef } from './status-set';

export interface BlockedReasonDef extends StatusDef {
  /** The sentence shown on a blocked consignment (doc 2 §8, doc 3 §8). */
  readonly message: string;
}

// Reasons a consignment or payment is blocked (doc 2 §4, doc 3 §4), and the related-party block
// (RPT_BLOCKED), so the "Blocked Reasons" filter can select every reason a consignment carries.
// Short labels are the spec's filter labels where it gives them; messages are its blocking messages.
export const BLOCKED_REASONS = [
  {
    value: 'INSUFFICIENT_BALANCE',
    label: 'Insufficient Balance',
    message: 'Insufficient balance',
    tone: 'error',
  },
  {
    value: 'LAST_SHIPMENT_DATE_EXPIRED',
    label: 'Shipment Date Expired',
    message: 'Last shipment date expired',
    tone: 'error',
  },
  {
    value: 'ENHANCER_DETAILS_UNAVAILABLE',
    label: 'Enhancer Not Uploaded',
    message: 'Enhancer details unavailable',
    tone: 'warning',
  },
  {
    value: 'INSUFFICIENT_BALANCE_ANCHOR_ENTITY',
    label: 'Insufficient Anchor Balance',
    message: 'Insufficient balance',
    tone: 'error',
  },
  { value: 'OVERDUE_INVOICES', label: 'Overdue Invoices', message: 'Overdue invoices', tone: 'error' },
  {
    value: 'CREDIT_LIMIT_ELAPSED',
    label: 'Credit Limit Expired',
    message: 'Credit limit expired',
    tone: 'error',
  },
  {
    value: 'OPS_CREDIT_BLOCKED',
    label: 'Ops Credit Blocked',
    message: 'Operational credit blocked',
    tone: 'error',
  },
  { value: 'BUYER_CLOSED', label: 'Buyer Closed', message: 'Project Closed', tone: 'error' },
  {
    value: 'BUYER_GST_INACTIVE_OR_INVALID',
    label: 'Buyer GST Inactive or Invalid',
    message:
      'Invoicing blocked for inactive or invalid shipping or billing GSTIN of the buyer. Please contact the category team.',
    tone: 'error',
  },
  {
    value: 'INSUFFICIENT_DOCUMENT_BALANCE',
    label: 'Insufficient Document Balance',
    message: 'Insufficient Eligible Balance',
    tone: 'error',
  },
  {
    value: 'OVERDUE_INTEREST_EXCEEDS_LIMIT',
    label: 'Overdue Interest Exceeds Limit',
    message: 'Overdue interest amount exceeds limit',
    tone: 'error',
  },
  // Not a payment reason: a hit moves the consignment to RPT_BLOCKED, released by an approval.
  {
    value: 'RELATED_PARTY_TRANSACTION',
    label: 'Related Party Transaction',
    message: 'Related Party Transaction blocked',
    tone: 'error',
  },
] as const satisfies readonly BlockedReasonDef[];

export type BlockedReason = (typeof BLOCKED_REASONS)[number]['value'];

const reasons = defineStatusSet(BLOCKED_REASONS);
export const isBlockedReason = reasons.has;
export const blockedReasonLabel = reasons.label;

export function blockedReasonMessage(reason: string): string {
  return BLOCKED_REASONS.find((entry) => entry.value === reason)?.message ?? reason;
}

/** The two block states of a consignment carry their own messages. */
export const CONSIGNMENT_BLOCK_MESSAGES: Readonly<Partial<Record<ConsignmentStatus, string>>> = {
  PAYMENT_BLOCKED: 'Payment awaited',
  RPT_BLOCKED: 'Related Party Transaction blocked',
};
