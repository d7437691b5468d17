import { financialQuarterOf, shiftFinancialQuarter, type FinancialQuarterInfo } from './financial-year';
import { addMonths, endOfMonth, istDateOf, startOfMonth, type DateRange } from './ist-calendar';

/** The time-range choices of the dashboards: rolling months, or the last four quarters. */
export type RollingRangeValue = '12M' | '6M' | '3M' | '4Q';

export const ROLLING_RANGE_VALUES: readonly RollingRangeValue[] = ['12M', '6M', '3M', '4Q'];

const MONTHS: Record<Exclude<RollingRangeValue, '4Q'>, number> = { '12M': 12, '6M': 6, '3M': 3 };

/**
 * The last `count` complete financial quarters before the one `now` falls in, oldest first.
 * Like the month ranges, a window of complete periods never shows a half-filled last bar.
 */
export function lastCompletedQuarters(count: number, now: Date): FinancialQuarterInfo[] {
  const current = financialQuarterOf(now);
  return Array.from({ length: count }, (_, index) => shiftFinancialQuarter(current, index - count));
}

/**
 * Rolling month ranges end on the last day of the previous month (IST) and start on the first
 * day of the month N months back: on 15 Mar 2025, 3M is 1 Dec 2024 – 28 Feb 2025. 4Q spans the
 * last four complete financial quarters.
 */
export function rollingRange(value: RollingRangeValue, now: Date): DateRange {
  const today = istDateOf(now);
  if (value === '4Q') {
    const quarters = lastCompletedQuarters(4, now);
    const first = quarters[0];
    const last = quarters[quarters.length - 1];
    if (!first || !last) throw new RangeError('No quarters in range');
    return { start: first.start, end: last.end };
  }
  const end = endOfMonth(addMonths(startOfMonth(today), -1));
  const start = addMonths(startOfMonth(today), -MONTHS[value]);
  return { start, end };
}
