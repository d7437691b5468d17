import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayTime,
  MONTH_SHORT_NAMES,
} from './date-display.format';

describe('date display', () => {
  it('shows day, short month and year in IST', () => {
    expect(formatDisplayDate('2025-03-05')).toBe('5 Mar, 2025');
    expect(formatDisplayDate('2025-03-04T18:30:00Z')).toBe('5 Mar, 2025');
    expect(formatDisplayDate('2025-03-04T18:29:59Z')).toBe('4 Mar, 2025');
    expect(formatDisplayDate(new Date('2025-12-31T12:00:00+05:30'))).toBe('31 Dec, 2025');
  });

  it('shows date and 12-hour time in IST', () => {
    expect(formatDisplayDateTime('2025-03-05T09:00:00Z')).toBe('5 Mar, 2025, 2:30 PM');
    expect(formatDisplayDateTime('2025-03-05T00:05')).toBe('5 Mar, 2025, 12:05 AM');
    expect(formatDisplayTime('2025-03-05T12:00')).toBe('12:00 PM');
    expect(formatDisplayTime('2025-03-05T11:59')).toBe('11:59 AM');
  });

  it('shows the dash for missing or unreadable values', () => {
    expect(formatDisplayDate(null)).toBe('-');
    expect(formatDisplayDate('')).toBe('-');
    expect(formatDisplayDateTime('not a date')).toBe('-');
    expect(formatDisplayTime(undefined)).toBe('-');
  });

  it('agrees with Intl on the Asia/Kolkata day', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
    });
    for (let ms = Date.UTC(2020, 0, 1); ms < Date.UTC(2021, 0, 1); ms += 7_777_777) {
      const parts = Object.fromEntries(intl.formatToParts(ms).map((part) => [part.type, part.value]));
      const month = MONTH_SHORT_NAMES[Number(parts.month) - 1];
      expect(formatDisplayDate(new Date(ms))).toBe(`${Number(parts.day)} ${month}, ${parts.year}`);
    }
  });
});
