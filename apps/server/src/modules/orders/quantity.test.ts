import { describe, expect, it } from 'vitest';
import { formatMilli, toMilli } from './quantity';

describe('quantities in thousandths', () => {
  it('round-trips 3 decimals exactly', () => {
    expect(toMilli('12.5')).toBe(12_500n);
    expect(toMilli('0.001')).toBe(1n);
    expect(toMilli('7')).toBe(7_000n);
    expect(formatMilli(toMilli('0.1') + toMilli('0.2'))).toBe('0.300');
    expect(formatMilli(-1_500n)).toBe('-1.500');
  });
  it('refuses text that is not a number', () => {
    expect(() => toMilli('abc')).toThrow('Not a quantity');
  });
});
