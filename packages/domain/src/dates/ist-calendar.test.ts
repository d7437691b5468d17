import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  isIsoDate,
  isoDate,
  istDateOf,
  istMidnight,
  istParts,
  parseIsoDate,
  startOfMonth,
  toInstant,
  toIstDate,
  weekdayOf,
} from './ist-calendar';

describe('IST calendar', () => {
  it('shifts instants by +05:30', () => {
    expect(istParts(new Date('2025-03-05T18:29:59Z'))).toEqual({
      year: 2025,
      month: 3,
      day: 5,
      hour: 23,
      minute: 59,
      second: 59,
      weekday: 3,
    });
    expect(istDateOf(new Date('2025-03-05T18:30:00Z'))).toBe('2025-03-06');
    expect(istMidnight('2025-03-06').toISOString()).toBe('2025-03-05T18:30:00.000Z');
  });

  it('reads date-only text as that IST day and zone-less text as IST wall time', () => {
    expect(toInstant('2025-03-05')?.toISOString()).toBe('2025-03-04T18:30:00.000Z');
    expect(toInstant('2025-03-05T14:30')?.toISOString()).toBe('2025-03-05T09:00:00.000Z');
    expect(toInstant('2025-03-05 14:30:15.250')?.toISOString()).toBe('2025-03-05T09:00:15.250Z');
    expect(toInstant('2025-03-05T14:30:00Z')?.toISOString()).toBe('2025-03-05T14:30:00.000Z');
    expect(toInstant('2025-03-05T14:30:00+05:30')?.toISOString()).toBe('2025-03-05T09:00:00.000Z');
  });

  it('refuses unreadable text', () => {
    for (const text of [
      '',
      'Mar 5 2025',
      '2025-02-30',
      '2025-13-01',
      '2025-03-05T25:00',
      '2025-02-30T10:00',
      'garbage Z',
    ]) {
      expect(toInstant(text)).toBeNull();
    }
    expect(toInstant(new Date(Number.NaN))).toBeNull();
    expect(toInstant(null)).toBeNull();
    expect(toIstDate(undefined)).toBeNull();
  });

  it('gives the IST day of any input', () => {
    expect(toIstDate('2025-03-05')).toBe('2025-03-05');
    expect(toIstDate('2025-03-05T20:00:00Z')).toBe('2025-03-06');
    expect(toIstDate(new Date('2025-03-05T00:00:00+05:30'))).toBe('2025-03-05');
  });

  it('validates calendar days', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-3-5')).toBe(false);
    expect(isoDate(2025, 13, 1)).toBe('2026-01-01');
    expect(isoDate(2025, 3, 0)).toBe('2025-02-28');
    expect(isoDate(50, 1, 1)).toBe('0050-01-01');
  });

  it('does calendar arithmetic', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2025-03-15', -12)).toBe('2024-03-15');
    expect(startOfMonth('2025-03-15')).toBe('2025-03-01');
    expect(endOfMonth('2025-02-10')).toBe('2025-02-28');
    expect(endOfMonth('2025-12-10')).toBe('2025-12-31');
    expect(weekdayOf('2025-03-05')).toBe(3);
    expect(daysBetween('2025-03-01', '2025-03-31')).toBe(30);
    expect(daysBetween('2025-03-31', '2025-03-01')).toBe(-30);
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });
});
