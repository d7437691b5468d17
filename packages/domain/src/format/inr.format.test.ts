import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInr, formatInrWithSymbol, groupIndianDigits } from './inr.format';

const intlPlain = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intlCurrency = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** The exact decimal text of an amount in paise, which Intl formats without float rounding. */
function decimalText(paise: bigint): `${number}` {
  const magnitude = paise < 0n ? -paise : paise;
  const text = `${paise < 0n ? '-' : ''}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
  return text as `${number}`;
}

const LIMIT = 10n ** 15n;

describe('INR format', () => {
  it('groups digits the Indian way', () => {
    expect(groupIndianDigits('0')).toBe('0');
    expect(groupIndianDigits('999')).toBe('999');
    expect(groupIndianDigits('1000')).toBe('1,000');
    expect(groupIndianDigits('100000')).toBe('1,00,000');
    expect(groupIndianDigits('12345678')).toBe('1,23,45,678');
    expect(groupIndianDigits('1234567890123')).toBe('12,34,56,78,90,123');
  });

  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [-1n, '-0.01'],
    [100n, '1.00'],
    [12345678n, '1,23,456.78'],
    [-12345678n, '-1,23,456.78'],
    [10000000000n, '10,00,00,000.00'],
  ])('formats %s paise as %s', (paise, text) => {
    expect(formatInr(paise)).toBe(text);
  });

  it('puts the minus before the rupee symbol', () => {
    expect(formatInrWithSymbol(12345678n)).toBe('₹1,23,456.78');
    expect(formatInrWithSymbol(-50n)).toBe('-₹0.50');
  });

  it('equals Intl en-IN with 2 decimals for any amount within ±10^15 paise', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -LIMIT, max: LIMIT }), (paise) => {
        expect(formatInr(paise)).toBe(intlPlain.format(decimalText(paise)));
        expect(formatInr(paise)).toBe(intlPlain.format(Number(paise) / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('equals Intl en-IN INR currency with the symbol', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -LIMIT, max: LIMIT }), (paise) => {
        expect(formatInrWithSymbol(paise)).toBe(intlCurrency.format(decimalText(paise)));
      }),
    );
  });

  it('equals Intl on small amounts, where grouping starts', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -100_000_000n, max: 100_000_000n }), (paise) => {
        expect(formatInr(paise)).toBe(intlPlain.format(decimalText(paise)));
      }),
    );
  });
});
