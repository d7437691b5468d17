import { describe, expect, it } from 'vitest';
import { formatCompactInr } from './compact-amount.format';

describe('compact INR', () => {
  it.each([
    [0n, '₹0'],
    [50n, '₹0.5'],
    [99_950n, '₹999.5'],
    [99_999n, '₹999.99'],
    [99_995n, '₹999.95'],
    [999_995n, '₹10K'],
    [999_999n, '₹10K'],
    [100_000n, '₹1K'],
    [450_000n, '₹4.5K'],
    [1_234_567n, '₹12.35K'],
    [9_999_999n, '₹1L'],
    [9_999_499n, '₹99.99K'],
    [10_000_000n, '₹1L'],
    [123_456_700n, '₹12.35L'],
    [999_999_999n, '₹1Cr'],
    [3_000_000_000n, '₹3Cr'],
    [30_000_000_000n, '₹30Cr'],
    [1_234_500_000_000n, '₹1,234.5Cr'],
    [-450_000n, '-₹4.5K'],
    [-1n, '-₹0.01'],
  ])('shows %s paise as %s', (paise, text) => {
    expect(formatCompactInr(paise)).toBe(text);
  });

  it('can leave out the symbol for axis labels', () => {
    expect(formatCompactInr(123_456_700n, { symbol: false })).toBe('12.35L');
  });

  it('rounds ties away from zero', () => {
    expect(formatCompactInr(100_500n)).toBe('₹1.01K');
    expect(formatCompactInr(100_499n)).toBe('₹1K');
    expect(formatCompactInr(-100_500n)).toBe('-₹1.01K');
  });
});
