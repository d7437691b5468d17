import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, divideRoundHalfUp, percentageOf, percentToBasisPoints } from './percentage';

describe('percentage of an amount', () => {
  it('takes basis points of paise', () => {
    expect(percentageOf(100000n, 1800n)).toBe(18000n);
    expect(percentageOf(100000n, 1850)).toBe(18500n);
    expect(percentageOf(12345n, 10000n)).toBe(12345n);
    expect(percentageOf(12345n, 0n)).toBe(0n);
  });

  it('rounds half up on the magnitude', () => {
    // 18 % of 5 paise is 0.9 paisa → 1; 10 % of 5 paise is 0.5 → 1; 10 % of 4 paise is 0.4 → 0.
    expect(percentageOf(5n, 1800n)).toBe(1n);
    expect(percentageOf(5n, 1000n)).toBe(1n);
    expect(percentageOf(4n, 1000n)).toBe(0n);
    expect(percentageOf(-5n, 1000n)).toBe(-1n);
    expect(percentageOf(-4n, 1000n)).toBe(0n);
    expect(percentageOf(15n, 1000n)).toBe(2n);
    expect(percentageOf(25n, 1000n)).toBe(3n);
  });

  it('divides with ties away from zero', () => {
    expect(divideRoundHalfUp(7n, 2n)).toBe(4n);
    expect(divideRoundHalfUp(-7n, 2n)).toBe(-4n);
    expect(divideRoundHalfUp(7n, -2n)).toBe(-4n);
    expect(divideRoundHalfUp(-7n, -2n)).toBe(4n);
    expect(divideRoundHalfUp(10n, 3n)).toBe(3n);
    expect(divideRoundHalfUp(11n, 3n)).toBe(4n);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('reads and writes percent text as basis points', () => {
    expect(percentToBasisPoints('18')).toBe(1800n);
    expect(percentToBasisPoints('18.5')).toBe(1850n);
    expect(percentToBasisPoints('0.25')).toBe(25n);
    expect(percentToBasisPoints('-2.5')).toBe(-250n);
    expect(percentToBasisPoints('1.234')).toBeNull();
    expect(percentToBasisPoints('abc')).toBeNull();
    expect(basisPointsToPercent(1850n)).toBe('18.5');
    expect(basisPointsToPercent(1800n)).toBe('18');
    expect(basisPointsToPercent(-25n)).toBe('-0.25');
  });
});
