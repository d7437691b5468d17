import { describe, expect, it } from 'vitest';
import {
  FUTURE_TIME_MESSAGE,
  isFutureTimeToday,
  isValidDateRange,
  START_AFTER_END_MESSAGE,
  validateDateRange,
  validateNotFutureTime,
} from './date-input.validators';

describe('start and end dates', () => {
  it('accepts a start on or before the end', () => {
    expect(validateDateRange('2025-03-01', '2025-03-31')).toBeNull();
    expect(validateDateRange('2025-03-05', '2025-03-05')).toBeNull();
    expect(isValidDateRange('2025-03-05T18:00:00+05:30', '2025-03-05T09:00:00+05:30')).toBe(true);
  });

  it('rejects a start after the end', () => {
    expect(validateDateRange('2025-04-01', '2025-03-31')).toBe(START_AFTER_END_MESSAGE);
    expect(isValidDateRange(new Date('2025-03-06T00:00:00+05:30'), '2025-03-05')).toBe(false);
  });

  it('compares IST calendar days, not UTC ones', () => {
    // 20:00 UTC on 5 March is 01:30 IST on 6 March.
    expect(validateDateRange(new Date('2025-03-05T20:00:00Z'), '2025-03-05')).toBe(START_AFTER_END_MESSAGE);
  });

  it('has nothing to compare when an end is missing', () => {
    expect(validateDateRange('2025-03-05', null)).toBeNull();
    expect(validateDateRange(undefined, '2025-03-05')).toBeNull();
  });
});

describe('future time today', () => {
  const now = new Date('2025-03-05T14:30:00+05:30');

  it('flags a later time today', () => {
    expect(validateNotFutureTime('2025-03-05T14:31:00+05:30', now)).toBe(FUTURE_TIME_MESSAGE);
    expect(validateNotFutureTime('2025-03-05T23:59', now)).toBe(FUTURE_TIME_MESSAGE);
    expect(isFutureTimeToday(new Date('2025-03-05T09:01:00Z'), now)).toBe(true);
  });

  it('accepts now and earlier times today', () => {
    expect(validateNotFutureTime(now, now)).toBeNull();
    expect(validateNotFutureTime('2025-03-05T09:00', now)).toBeNull();
  });

  it('leaves other days to the picker', () => {
    expect(validateNotFutureTime('2025-03-04T23:00', now)).toBeNull();
    expect(validateNotFutureTime('2025-03-06T10:00', now)).toBeNull();
    expect(validateNotFutureTime(null, now)).toBeNull();
  });

  it('uses the IST day of now, not the UTC one', () => {
    // 19:00 UTC on 5 March is 00:30 IST on 6 March: 06 March 00:45 IST is later the same IST day.
    const lateNow = new Date('2025-03-05T19:00:00Z');
    expect(validateNotFutureTime('2025-03-06T00:45', lateNow)).toBe(FUTURE_TIME_MESSAGE);
  });
});
