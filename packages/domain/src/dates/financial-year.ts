import { isoDate, parseIsoDate, toIstDate, type DateRange } from './ist-calendar';

/** The Indian financial year runs April to March: Q1 Apr–Jun, Q2 Jul–Sep, Q3 Oct–Dec, Q4 Jan–Mar. */
export type FinancialQuarter = 1 | 2 | 3 | 4;

export interface FinancialQuarterInfo extends DateRange {
  quarter: FinancialQuarter;
  /** 'Q1' … 'Q4' */
  label: string;
  /** The calendar year in which the financial year starts (April). */
  fyStartYear: number;
  /** '2025-26' */
  financialYear: string;
}

function dayOf(input: string | Date): { year: number; month: number } {
  const day = toIstDate(input);
  const parts = day ? parseIsoDate(day) : null;
  if (!parts) throw new RangeError('Not a readable date');
  return parts;
}

export function financialYearStartYear(input: string | Date): number {
  const { year, month } = dayOf(input);
  return month >= 4 ? year : year - 1;
}

/** '2025-26' for the year starting April 2025; '1999-00' across a century. */
export function financialYearLabelOf(fyStartYear: number): string {
  return `${fyStartYear}-${String((fyStartYear + 1) % 100).padStart(2, '0')}`;
}

export function financialYearLabel(input: string | Date): string {
  return financialYearLabelOf(financialYearStartYear(input));
}

export function financialYearRange(fyStartYear: number): DateRange {
  return { start: isoDate(fyStartYear, 4, 1), end: isoDate(fyStartYear + 1, 3, 31) };
}

export function quarterRange(fyStartYear: number, quarter: FinancialQuarter): DateRange {
  const start = isoDate(fyStartYear, 4 + (quarter - 1) * 3, 1);
  const end = isoDate(fyStartYear, 4 + quarter * 3, 0);
  return { start, end };
}

export function financialQuarterInfo(fyStartYear: number, quarter: FinancialQuarter): FinancialQuarterInfo {
  return {
    quarter,
    label: `Q${quarter}`,
    fyStartYear,
    financialYear: financialYearLabelOf(fyStartYear),
    ...quarterRange(fyStartYear, quarter),
  };
}

export function financialQuarterOf(input: string | Date): FinancialQuarterInfo {
  const { month } = dayOf(input);
  const quarter = (Math.floor(((month + 8) % 12) / 3) + 1) as FinancialQuarter;
  return financialQuarterInfo(financialYearStartYear(input), quarter);
}

/** The quarter before or after a given one, crossing financial years as needed. */
export function shiftFinancialQuarter(
  info: Pick<FinancialQuarterInfo, 'fyStartYear' | 'quarter'>,
  quarters: number,
): FinancialQuarterInfo {
  const index = info.fyStartYear * 4 + (info.quarter - 1) + quarters;
  const fyStartYear = Math.floor(index / 4);
  return financialQuarterInfo(fyStartYear, (index - fyStartYear * 4 + 1) as FinancialQuarter);
}

/** A discount period (TOD slabs): a financial year or one of its quarters, as doc 3 writes them. */
export interface FinancialPeriod extends DateRange {
  /** `FY2026-27` for the year, `FY2026-27 Q1` for a quarter. */
  label: string;
  fyStartYear: number;
  /** null for the whole year. */
  quarter: FinancialQuarter | null;
}

export const FINANCIAL_PERIOD_MESSAGE =
  'Enter a financial year such as FY2026-27, or a quarter such as FY2026-27 Q1 (quarters start in April)';

const PERIOD = /^(?:Q([1-4])\s+)?(?:FY\s*)?(\d{4})\s*[-/]\s*(\d{2})(?:\s+Q([1-4]))?$/i;

/**
 * `FY2026-27`, `FY2026-27 Q1` (also `fy 2026-27 q1`, `Q1 FY2026-27`) as a period with its days;
 * null when the text is not one (the second year must follow the first: `FY2026-28` is not).
 */
export function parseFinancialPeriod(text: string): FinancialPeriod | null {
  const match = PERIOD.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const fyStartYear = Number(match[2]);
  if (Number(match[3]) !== (fyStartYear + 1) % 100) return null;
  if (match[1] && match[4]) return null;
  const q = match[1] ?? match[4];
  const year = `FY${financialYearLabelOf(fyStartYear)}`;
  if (!q) return { label: year, fyStartYear, quarter: null, ...financialYearRange(fyStartYear) };
  const quarter = Number(q) as FinancialQuarter;
  return { label: `${year} Q${quarter}`, fyStartYear, quarter, ...quarterRange(fyStartYear, quarter) };
}
