import { addDays, istDateOf, toIstDate, type IsoDate } from './ist-calendar';

/**
 * The consignment list's ewayBillExpiryDays filter: expired (-1), today (0), tomorrow (1) and
 * within 7 days (7). Values are the wire values of that filter.
 */
export const EWAY_BILL_EXPIRY_FILTERS = [
  { value: -1, label: 'Expired' },
  { value: 0, label: 'Expiring Today' },
  { value: 1, label: 'Expiring Tomorrow' },
  { value: 7, label: 'Expiring in 7 Days' },
] as const;

export type EwayBillExpiryFilter = (typeof EWAY_BILL_EXPIRY_FILTERS)[number]['value'];

/** Validity-end days (IST, inclusive) a filter selects; an open start means "any earlier day". */
export interface ExpiryWindow {
  start: IsoDate | null;
  end: IsoDate;
}

/**
 * An e-way bill is valid through the end of its validity day, so it has expired once that day is
 * behind us. "In 7 days" includes today and the seven days after it.
 */
export function ewayBillExpiryWindow(filter: EwayBillExpiryFilter, now: Date): ExpiryWindow {
  const today = istDateOf(now);
  switch (filter) {
    case -1:
      return { start: null, end: addDays(today, -1) };
    case 0:
      return { start: today, end: today };
    case 1:
      return { start: addDays(today, 1), end: addDays(today, 1) };
    case 7:
      return { start: today, end: addDays(today, 7) };
  }
}

export function matchesEwayBillExpiry(
  validUntil: string | Date | null | undefined,
  filter: EwayBillExpiryFilter,
  now: Date,
): boolean {
  const day = toIstDate(validUntil);
  if (!day) return false;
  const window = ewayBillExpiryWindow(filter, now);
  return (window.start === null || day >= window.start) && day <= window.end;
}
