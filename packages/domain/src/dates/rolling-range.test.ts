import { describe, expect, it } from 'vitest';
import { lastCompletedQuarters, rollingRange } from './rolling-range';

const midMarch = new Date('2025-03-15T10:00:00+05:30');

describe('rolling ranges', () => {
  it('end at the end of last month', () => {
    expect(rollingRange('12M', midMarch)).toEqual({ start: '2024-03-01', end: '2025-02-28' });
    expect(rollingRange('6M', midMarch)).toEqual({ start: '2024-09-01', end: '2025-02-28' });
    expect(rollingRange('3M', midMarch)).toEqual({ start: '2024-12-01', end: '2025-02-28' });
  });

  it('use the IST month at a month boundary', () => {
    // 31 Jan 19:00 UTC is already 1 Feb in IST, so last month is January.
    expect(rollingRange('3M', new Date('2025-01-31T19:00:00Z'))).toEqual({
      start: '2024-11-01',
      end: '2025-01-31',
    });
  });

  it('take the last four complete quarters for 4Q', () => {
    expect(rollingRange('4Q', midMarch)).toEqual({ start: '2024-01-01', end: '2024-12-31' });
    expect(rollingRange('4Q', new Date('2025-04-01T00:00:00+05:30'))).toEqual({
      start: '2024-04-01',
      end: '2025-03-31',
    });
    expect(
      lastCompletedQuarters(4, midMarch).map((quarter) => `${quarter.label} ${quarter.financialYear}`),
    ).toEqual(['Q4 2023-24', 'Q1 2024-25', 'Q2 2024-25', 'Q3 2024-25']);
  });
});
