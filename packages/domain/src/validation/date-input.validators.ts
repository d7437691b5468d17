import { istDateOf, toInstant, toIstDate } from '../dates/ist-calendar';

export const START_AFTER_END_MESSAGE = 'Start date cannot be after end date';
export const FUTURE_TIME_MESSAGE = 'You have selected a future time.';

type DateInput = string | Date | null | undefined;

/**
 * A start date must not be after its end date. Both are compared as IST calendar days, the unit
 * the date pickers choose in, so the same day with different clock times passes. A missing or
 * unreadable end has nothing to compare against and passes (required-ness is checked elsewhere).
 */
export function validateDateRange(start: DateInput, end: DateInput): string | null {
  const from = toIstDate(start);
  const to = toIstDate(end);
  if (from === null || to === null) return null;
  return from > to ? START_AFTER_END_MESSAGE : null;
}

export function isValidDateRange(start: DateInput, end: DateInput): boolean {
  return validateDateRange(start, end) === null;
}

/**
 * The spec's rule for a chosen date and time: when the date is today (IST) and the time is later
 * than now, it is a future time. Later days are kept out by the picker's maximum date, so they
 * are not this rule's concern. `now` is passed in so the rule has no hidden clock.
 */
export function validateNotFutureTime(selected: DateInput, now: Date): string | null {
  const instant = toInstant(selected);
  if (instant === null) return null;
  const sameDay = istDateOf(instant) === istDateOf(now);
  return sameDay && instant.getTime() > now.getTime() ? FUTURE_TIME_MESSAGE : null;
}

export function isFutureTimeToday(selected: DateInput, now: Date): boolean {
  return validateNotFutureTime(selected, now) !== null;
}
