import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  financialQuarterOf,
  financialYearLabel,
  financialYearLabelOf,
  financialYearRange,
  financialYearStartYear,
  parseFinancialPeriod,
  quarterRange,
  shiftFinancialQuarter,
} from './financial-year';
import { istDateOf } from './ist-calendar';

describe('financial year', () => {
  it('labels April to March', () => {
    expect(financialYearLabel('2025-04-01')).toBe('2025-26');
    expect(financialYearLabel('2026-03-31')).toBe('2025-26');
    expect(financialYearLabel('2025-03-31')).toBe('2024-25');
    expect(financialYearLabelOf(1999)).toBe('1999-00');
    expect(financialYearStartYear(new Date('2025-03-31T18:30:00Z'))).toBe(2025);
    expect(financialYearRange(2025)).toEqual({ start: '2025-04-01', end: '2026-03-31' });
  });

  it('puts months in Q1 Apr–Jun, Q2 Jul–Sep, Q3 Oct–Dec, Q4 Jan–Mar', () => {
    const quarterOfMonth = (month: number, year = 2025) =>
      financialQuarterOf(`${year}-${String(month).padStart(2, '0')}-15`).label;
    expect([4, 5, 6].map((month) => quarterOfMonth(month))).toEqual(['Q1', 'Q1', 'Q1']);
    expect([7, 8, 9].map((month) => quarterOfMonth(month))).toEqual(['Q2', 'Q2', 'Q2']);
    expect([10, 11, 12].map((month) => quarterOfMonth(month))).toEqual(['Q3', 'Q3', 'Q3']);
    expect([1, 2, 3].map((month) => quarterOfMonth(month))).toEqual(['Q4', 'Q4', 'Q4']);
  });

  it('describes a quarter fully', () => {
    expect(financialQuarterOf('2026-02-10')).toEqual({
      quarter: 4,
      label: 'Q4',
      fyStartYear: 2025,
      financialYear: '2025-26',
      start: '2026-01-01',
      end: '2026-03-31',
    });
    expect(quarterRange(2024, 1)).toEqual({ start: '2024-04-01', end: '2024-06-30' });
    expect(quarterRange(2024, 3)).toEqual({ start: '2024-10-01', end: '2024-12-31' });
  });

  it('shifts quarters across years', () => {
    const q1 = financialQuarterOf('2025-05-01');
    expect(shiftFinancialQuarter(q1, -1)).toMatchObject({ label: 'Q4', financialYear: '2024-25' });
    expect(shiftFinancialQuarter(q1, 4)).toMatchObject({ label: 'Q1', financialYear: '2026-27' });
    expect(shiftFinancialQuarter(q1, -5)).toMatchObject({ label: 'Q4', financialYear: '2023-24' });
  });

  it('rejects unreadable input', () => {
    expect(() => financialYearLabel('nope')).toThrow(RangeError);
  });

  it('keeps any date inside its quarter, its quarter inside its financial year', () => {
    const instants = fc.date({
      min: new Date('1950-01-01T00:00:00Z'),
      max: new Date('2150-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (instant) => {
        const day = istDateOf(instant);
        const info = financialQuarterOf(instant);
        const year = financialYearRange(info.fyStartYear);
        const month = Number(day.slice(5, 7));
        return (
          info.start <= day &&
          day <= info.end &&
          info.financialYear === financialYearLabel(instant) &&
          financialYearLabel(info.start) === info.financialYear &&
          financialYearLabel(info.end) === info.financialYear &&
          year.start <= info.start &&
          info.end <= year.end &&
          (info.quarter === 4) === month <= 3 &&
          Number(day.slice(0, 4)) === (info.quarter === 4 ? info.fyStartYear + 1 : info.fyStartYear)
        );
      }),
    );
  });
});

describe('financial periods (TOD slabs)', () => {
  it('reads a financial year or one of its quarters, quarters from April', () => {
    expect(parseFinancialPeriod('FY2026-27')).toEqual({
      label: 'FY2026-27',
      fyStartYear: 2026,
      quarter: null,
      start: '2026-04-01',
      end: '2027-03-31',
    });
    expect(parseFinancialPeriod('FY2026-27 Q1')).toMatchObject({
      label: 'FY2026-27 Q1',
      start: '2026-04-01',
      end: '2026-06-30',
    });
    expect(parseFinancialPeriod(' fy 2026-27  q4 ')).toMatchObject({
      label: 'FY2026-27 Q4',
      quarter: 4,
      start: '2027-01-01',
      end: '2027-03-31',
    });
    expect(parseFinancialPeriod('Q3 FY2026-27')?.label).toBe('FY2026-27 Q3');
    expect(parseFinancialPeriod('2099-00')?.label).toBe('FY2099-00');
  });

  it('refuses what is not a period', () => {
    for (const text of [
      '',
      'FY2026',
      'FY2026-28',
      'FY2026-27 Q5',
      'Q1 FY2026-27 Q2',
      '2026-04-01',
      'April 2026',
    ])
      expect(parseFinancialPeriod(text), text).toBeNull();
  });
});
