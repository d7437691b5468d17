import type { Paise } from '../money/paise';
import type { PaymentMismatchTag } from '../options/commercial.options';

/** TDS rates a buyer may deduct from a payment, in basis points: 0.1 % (194Q), 1 % and 2 % (194C). */
export const TDS_RATES_BP = [10, 100, 200] as const;
/** Rounding slack when recognising a TDS shortfall: one rupee either way. */
export const TDS_TOLERANCE_PAISE = 100n;

export interface MatchInput {
  paymentUnallocatedPaise: Paise;
  invoiceOpenPaise: Paise;
  invoiceAmountPaise: Paise;
  matchingAmountPaise: Paise;
}

export type MatchRefusal = 'AMOUNT_NOT_POSITIVE' | 'EXCEEDS_PAYMENT_BALANCE' | 'EXCEEDS_INVOICE_BALANCE';

export const MATCH_REFUSAL_MESSAGES: Readonly<Record<MatchRefusal, string>> = {
  AMOUNT_NOT_POSITIVE: 'Enter a matching amount more than zero',
  EXCEEDS_PAYMENT_BALANCE: 'The matching amount is more than the balance of the payment',
  EXCEEDS_INVOICE_BALANCE: 'The matching amount is more than the balance of the invoice',
};

/** A match may never take more than either side still has: no open amount goes below zero. */
export function checkMatch(input: MatchInput): MatchRefusal | null {
  if (input.matchingAmountPaise <= 0n) return 'AMOUNT_NOT_POSITIVE';
  if (input.matchingAmountPaise > input.paymentUnallocatedPaise) return 'EXCEEDS_PAYMENT_BALANCE';
  if (input.matchingAmountPaise > input.invoiceOpenPaise) return 'EXCEEDS_INVOICE_BALANCE';
  return null;
}

/** Whether a shortfall on an invoice looks like TDS the buyer deducted at one of the usual rates. */
export function looksLikeTds(shortfallPaise: Paise, invoiceAmountPaise: Paise): boolean {
  return TDS_RATES_BP.some((bp) => {
    const tds = (invoiceAmountPaise * BigInt(bp)) / 10_000n;
    const diff = shortfallPaise - tds;
    return tds > 0n && (diff < 0n ? -diff : diff) <= TDS_TOLERANCE_PAISE;
  });
}

/**
 * The spec's payment mismatch tags (doc 3 §9), read from what a match leaves behind:
 * - the invoice is cleared: no tag;
 * - the payment is used up but the invoice is not: TDS adjustment when the rest is TDS at a usual
 *   rate of the invoice amount, otherwise a short payment;
 * - both still have a balance: ambiguous (the rest of the payment may belong to another invoice).
 */
export function mismatchTagOf(input: MatchInput): PaymentMismatchTag | null {
  const invoiceLeft = input.invoiceOpenPaise - input.matchingAmountPaise;
  const paymentLeft = input.paymentUnallocatedPaise - input.matchingAmountPaise;
  if (invoiceLeft === 0n) return null;
  if (paymentLeft === 0n)
    return looksLikeTds(invoiceLeft, input.invoiceAmountPaise) ? 'TDS_ADJUSTMENT' : 'SHORT_PAYMENT';
  return 'AMBIGUOUS';
}

export type ReductionRefusal = 'AMOUNT_NOT_POSITIVE' | 'EXCEEDS_OPEN_AMOUNT';

/** A credit note, TDS or write-off against a document, or a refund from a payment: never past zero. */
export function checkReduction(openPaise: Paise, amountPaise: Paise): ReductionRefusal | null {
  if (amountPaise <= 0n) return 'AMOUNT_NOT_POSITIVE';
  if (amountPaise > openPaise) return 'EXCEEDS_OPEN_AMOUNT';
  return null;
}
