import type { Option } from './option';

/** The kinds of reason list the server serves; their values come from business codes. */
export const REASON_LIST_TYPES = [
  { value: 'ORDER_CANCEL', label: 'Order Cancel' },
  { value: 'CONSIGNMENT_CANCEL', label: 'Consignment Cancel' },
  { value: 'ORDER_RETURN', label: 'Order Return' },
  { value: 'REJECT', label: 'Reject' },
  { value: 'LINE_UPDATE', label: 'Line Update' },
  { value: 'IRN_VOID', label: 'IRN Void' },
  { value: 'INCOTERMS', label: 'Incoterms' },
] as const satisfies readonly Option[];
export type ReasonListType = (typeof REASON_LIST_TYPES)[number]['value'];

// These two codes are the "other" dependency reasons: they carry a free-text comment.
export const OTHER_DEPENDENCY_REASON_CODES = ['CCD_O', 'OD_O'] as const;

export function isOtherDependencyReason(reasonCode: string): boolean {
  return (OTHER_DEPENDENCY_REASON_CODES as readonly string[]).includes(reasonCode);
}

export const OFFLINE_QUOTE_SOURCE = 'OFFLINE';

/** A payment enhancer's status on an order (the enhancerStatus filter); values ours. */
export const ENHANCER_STATUSES = [
  { value: 'APPROVED', label: 'Approved' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'REJECTED', label: 'Rejected' },
] as const satisfies readonly Option[];
export type EnhancerStatus = (typeof ENHANCER_STATUSES)[number]['value'];

/**
 * Gross margin bands of the order list's grossMargin filter: from (inclusive) and below (exclusive)
 * in percent, either end open.
 */
export const GROSS_MARGIN_BANDS = [
  { value: 'NEGATIVE', min: null, below: 0 },
  { value: 'LOW', min: 0, below: 2 },
  { value: 'MID', min: 2, below: 5 },
  { value: 'GOOD', min: 5, below: 10 },
  { value: 'HIGH', min: 10, below: null },
] as const satisfies readonly { value: string; min: number | null; below: number | null }[];
export type GrossMarginBand = (typeof GROSS_MARGIN_BANDS)[number]['value'];
