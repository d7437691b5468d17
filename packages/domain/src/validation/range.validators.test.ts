import { describe, expect, it } from 'vitest';
import { isOutOfRange, validateRange } from './range.validators';

describe('range check', () => {
  it('passes values from 0 to the maximum', () => {
    for (const value of [0, 1, 99.5, 100]) {
      expect(validateRange(value, 100)).toBeNull();
      expect(isOutOfRange(value, 100)).toBe(false);
    }
  });

  it('flags missing values', () => {
    expect(validateRange(null, 100, 'Quantity')).toBe('Quantity is required');
    expect(validateRange(undefined, 100)).toBe('Value is required');
    expect(validateRange(Number.NaN, 100)).toBe('Value is required');
    expect(isOutOfRange(null, 100)).toBe(true);
  });

  it('flags negative values', () => {
    expect(validateRange(-0.01, 100, 'Quantity')).toBe('Quantity cannot be negative');
    expect(isOutOfRange(-1, 100)).toBe(true);
  });

  it('flags values above the maximum', () => {
    expect(validateRange(100.001, 100, 'Quantity')).toBe('Quantity cannot exceed 100');
    expect(isOutOfRange(101, 100)).toBe(true);
  });
});
