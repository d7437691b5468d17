import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRupees,
  parseRupees,
  RUPEES_DECIMALS_MESSAGE,
  RUPEES_EMPTY_MESSAGE,
  RUPEES_INVALID_MESSAGE,
  RupeesParseError,
  tryParseRupees,
} from './rupees-text';

describe('parseRupees', () => {
  it.each<[string, bigint]>([
    ['1,23,456.78', 12345678n],
    ['₹1,23,456.78', 12345678n],
    ['₹ 500', 50000n],
    ['123,456.78', 12345678n],
    ['1234567', 123456700n],
    ['0.05', 5n],
    ['12.5', 1250n],
    ['-₹12.5', -1250n],
    ['-1,000', -100000n],
    ['  42  ', 4200n],
    ['12,34,56,789.00', 123456789_00n],
  ])('reads %s as %s paise', (text, paise) => {
    expect(parseRupees(text)).toBe(paise);
  });

  it.each([
    'abc',
    '12a',
    '1,2,3',
    '1,23,4567',
    ',100',
    '100,',
    '1,,000',
    '₹₹5',
    '₹-5',
    '1 000',
    '.5',
    '5.',
    '+5',
    'Rs 5',
    '5₹',
  ])('refuses %s', (text) => {
    expect(tryParseRupees(text)).toEqual({ ok: false, error: RUPEES_INVALID_MESSAGE });
    expect(() => parseRupees(text)).toThrow(RupeesParseError);
  });

  it('refuses more than 2 decimals and empty text with their own messages', () => {
    expect(tryParseRupees('1.234')).toEqual({ ok: false, error: RUPEES_DECIMALS_MESSAGE });
    expect(tryParseRupees('   ')).toEqual({ ok: false, error: RUPEES_EMPTY_MESSAGE });
    try {
      parseRupees('1.234');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RupeesParseError);
      expect((error as RupeesParseError).message).toBe(RUPEES_DECIMALS_MESSAGE);
      expect((error as RupeesParseError).input).toBe('1.234');
    }
  });
});

describe('formatRupees', () => {
  it('writes en-IN rupees with or without the symbol', () => {
    expect(formatRupees(12345678n)).toBe('₹1,23,456.78');
    expect(formatRupees(-5n)).toBe('-₹0.05');
    expect(formatRupees(12345678n, { symbol: false })).toBe('1,23,456.78');
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.boolean(), (paise, symbol) => {
        expect(parseRupees(formatRupees(paise, { symbol }))).toBe(paise);
      }),
      { numRuns: 2000 },
    );
  });
});
