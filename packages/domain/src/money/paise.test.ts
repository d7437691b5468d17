import { describe, expect, it } from 'vitest';
import {
  absPaise,
  addPaise,
  comparePaise,
  maxPaise,
  minPaise,
  negatePaise,
  rupeesToPaise,
  subtractPaise,
  sumPaise,
} from './paise';

describe('paise arithmetic', () => {
  it('adds, subtracts and sums exactly beyond 2^53', () => {
    const big = 2n ** 60n;
    expect(addPaise(big, 1n, 2n)).toBe(big + 3n);
    expect(addPaise()).toBe(0n);
    expect(subtractPaise(100n, 250n)).toBe(-150n);
    expect(sumPaise([1n, 2n, 3n])).toBe(6n);
    expect(sumPaise(new Set([5n, -5n, 7n]))).toBe(7n);
    expect(sumPaise([])).toBe(0n);
  });

  it('compares for sorting', () => {
    expect(comparePaise(1n, 2n)).toBe(-1);
    expect(comparePaise(2n, 2n)).toBe(0);
    expect(comparePaise(3n, 2n)).toBe(1);
    expect([5n, -1n, 3n].sort(comparePaise)).toEqual([-1n, 3n, 5n]);
  });

  it('negates, takes magnitudes and extremes', () => {
    expect(negatePaise(5n)).toBe(-5n);
    expect(absPaise(-5n)).toBe(5n);
    expect(minPaise(3n, -2n, 9n)).toBe(-2n);
    expect(maxPaise(3n, -2n, 9n)).toBe(9n);
    expect(minPaise(4n)).toBe(4n);
  });

  it('converts whole rupees', () => {
    expect(rupeesToPaise(12)).toBe(1200n);
    expect(rupeesToPaise(-3n)).toBe(-300n);
    expect(() => rupeesToPaise(1.5)).toThrow(RangeError);
  });
});
