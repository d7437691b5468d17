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
