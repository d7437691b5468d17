import { financialQuarterOf, shiftFinancialQuarter } from '../dates/financial-year';
import { addMonths, endOfMonth, startOfMonth } from '../dates/ist-calendar';
import type { SnapshotPeriod } from './credit-position';

/** One bucket of the credit snapshot's Periodic Trends: a month, or a financial quarter (from April). */
export interface SnapshotBucket {
  /** 'Apr 2026' for a month, 'Q1 2026-27' for a quarter. */
  label: string;
  start: string;
  end: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The buckets of a period ending on `today`, oldest first: 12M, 6M and 3M are calendar months (the
 * current one included), 4Q the last four financial quarters (Q1 April–June), the current included.
 */
export function snapshotBuckets(period: SnapshotPeriod, today: string): SnapshotBucket[] {
  if (period === '4Q') {
    const current = financialQuarterOf(today);
    return [-3, -2, -1, 0].map((n) => {
      const q = shiftFinancialQuarter(current, n);
      return { label: `${q.label} ${q.financialYear}`, start: q.start, end: q.end };
    });
  }
  const months = period === '12M' ? 12 : period === '6M' ? 6 : 3;
  const first = startOfMonth(today);
  return Array.from({ length: months }, (_, i) => {
    const start = addMonths(first, i - (months - 1));
    const [year, month] = start.split('-');
    return { label: `${MONTHS[Number(month) - 1]} ${year}`, start, end: endOfMonth(start) };
  });
}
