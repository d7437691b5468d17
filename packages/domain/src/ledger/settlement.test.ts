import { describe, expect, it } from 'vitest';
import { checkMatch, checkReduction, looksLikeTds, mismatchTagOf } from './settlement';

const input = (payment: bigint, open: bigint, amount: bigint, invoice = open) => ({
  paymentUnallocatedPaise: payment,
  invoiceOpenPaise: open,
  invoiceAmountPaise: invoice,
  matchingAmountPaise: amount,
});

describe('settlement rules', () => {
  it('never allocates more than either side holds', () => {
    expect(checkMatch(input(100n, 100n, 100n))).toBeNull();
    expect(checkMatch(input(100n, 100n, 0n))).toBe('AMOUNT_NOT_POSITIVE');
    expect(checkMatch(input(50n, 100n, 60n))).toBe('EXCEEDS_PAYMENT_BALANCE');
    expect(checkMatch(input(100n, 50n, 60n))).toBe('EXCEEDS_INVOICE_BALANCE');
    expect(checkReduction(10n, 11n)).toBe('EXCEEDS_OPEN_AMOUNT');
    expect(checkReduction(10n, -1n)).toBe('AMOUNT_NOT_POSITIVE');
  });

  it('tags what a match leaves behind', () => {
    expect(mismatchTagOf(input(100_000n, 100_000n, 100_000n))).toBeNull();
    // ₹1,000 invoice paid ₹980: 2 % TDS.
    expect(mismatchTagOf(input(98_000n, 100_000n, 98_000n))).toBe('TDS_ADJUSTMENT');
    expect(mismatchTagOf(input(50_000n, 100_000n, 50_000n))).toBe('SHORT_PAYMENT');
    expect(mismatchTagOf(input(200_000n, 100_000n, 40_000n))).toBe('AMBIGUOUS');
    expect(looksLikeTds(1_000n, 1_000_000n)).toBe(true); // 0.1 %
    expect(looksLikeTds(5_000n, 1_000_000n)).toBe(false);
  });
});
