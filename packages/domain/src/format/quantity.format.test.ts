import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHT_UNIT, formatQuantity, formatWeight } from './quantity.format';

const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

describe('quantity', () => {
  it.each<[number | string, string]>([
    [0, '0'],
    [12.5, '12.5'],
    ['12.500', '12.5'],
    [1234.5678, '1,234.568'],
    ['1.0005', '1.001'],
    [1234567.125, '12,34,567.125'],
    [-3.25, '-3.25'],
  ])('formats %s as %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });

  it('shows the dash for missing or unreadable values', () => {
    expect(formatQuantity(null)).toBe('-');
    expect(formatQuantity('n/a')).toBe('-');
    expect(formatWeight(undefined)).toBe('-');
  });

  it('uses metric tonnes by default', () => {
    expect(DEFAULT_WEIGHT_UNIT).toBe('MT');
    expect(formatWeight(12.5)).toBe('12.5 MT');
    expect(formatWeight('3', 'KG')).toBe('3 KG');
  });

  it('equals Intl en-IN with up to 3 decimals on decimal text', () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 999_999 }))
      .map(
        ([negative, whole, fraction]) =>
          `${negative ? '-' : ''}${whole}.${String(fraction).padStart(6, '0')}`,
      );
    fc.assert(
      fc.property(decimal, (text) => {
        const expected = intl.format(text as `${number}`);
        // Intl keeps the sign of a value that rounds to zero ("-0"); a quantity of zero has none.
        expect(formatQuantity(text)).toBe(expected === '-0' ? '0' : expected);
      }),
    );
  });
});
