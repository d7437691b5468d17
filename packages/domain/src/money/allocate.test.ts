import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';

describe('allocate', () => {
  it('splits evenly and hands leftover paise to the largest remainders', () => {
    expect(allocate(100n, [1, 1, 1])).toEqual([34n, 33n, 33n]);
    expect(allocate(10n, [1, 2])).toEqual([3n, 7n]);
    // Exact shares 1.5, 1.5, 2: one leftover paisa, the tie goes to the earlier share.
    expect(allocate(5n, [3, 3, 4])).toEqual([2n, 1n, 2n]);
    expect(allocate(1000n, [0, 1])).toEqual([0n, 1000n]);
  });

  it('mirrors a negative total', () => {
    expect(allocate(-100n, [1, 1, 1])).toEqual([-34n, -33n, -33n]);
  });

  it('refuses weights it cannot split by', () => {
    expect(() => allocate(100n, [])).toThrow(RangeError);
    expect(() => allocate(100n, [0, 0])).toThrow(RangeError);
    expect(() => allocate(100n, [1, -1])).toThrow(RangeError);
    expect(() => allocate(100n, [1.5])).toThrow(RangeError);
  });

  it('never loses or invents a paisa and keeps each share within a paisa of exact', () => {
    const weights = fc
      .array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 })
      .filter((list) => list.some((weight) => weight > 0n));
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), weights, (total, list) => {
        const shares = allocate(total, list);
        const weightSum = list.reduce((sum, weight) => sum + weight, 0n);
        expect(shares).toHaveLength(list.length);
        expect(shares.reduce((sum, share) => sum + share, 0n)).toBe(total);
        shares.forEach((share, index) => {
          // |share − total·w/W| < 1  ⇔  |share·W − total·w| < W
          const gap = share * weightSum - total * (list[index] ?? 0n);
          expect(gap < weightSum && gap > -weightSum).toBe(true);
          if (list[index] === 0n) expect(share).toBe(0n);
        });
      }),
      { numRuns: 1000 },
    );
  });
});
