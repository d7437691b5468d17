import { EMPTY_PLACEHOLDER } from '../format/placeholder.format';
import { istParts, toInstant } from './ist-calendar';

export const MONTH_SHORT_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

type DateInput = string | Date | null | undefined;

/** "5 Mar, 2025" in IST; the empty placeholder for a missing or unreadable value. */
export function formatDisplayDate(input: DateInput): string {
  const instant = toInstant(input);
  if (!instant) return EMPTY_PLACEHOLDER;
  const { year, month, day } = istParts(instant);
  return `${day} ${MONTH_SHORT_NAMES[month - 1]}, ${year}`;
}

/** "5 Mar, 2025, 2:30 PM" in IST (12-hour clock, as on the rest of the product's screens). */
export function formatDisplayDateTime(input: DateInput): string {
  const instant = toInstant(input);
  if (!instant) return EMPTY_PLACEHOLDER;
  return `${formatDisplayDate(instant)}, ${formatDisplayTime(instant)}`;
}

/** "2:30 PM" in IST. */
export function formatDisplayTime(input: DateInput): string {
  const instant = toInstant(input);
  if (!instant) return EMPTY_PLACEHOLDER;
  const { hour, minute } = istParts(instant);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
