import { describe, expect, it } from 'vitest';
import {
  BUYER_CREDIT_DAYS_MESSAGE,
  CREDIT_DAYS_CAP,
  CREDIT_DAYS_MISMATCH_MESSAGE,
  CREDIT_DAYS_WHOLE_MESSAGE,
  creditDaysMismatchWarning,
  isValidBuyerCreditDays,
  isValidSellerCreditDays,
  PREFERRED_PAYMENT_DAYS_MESSAGE,
  SELLER_CREDIT_DAYS_MESSAGE,
  validateBuyerCreditDays,
  validatePreferredPaymentDays,
  validateSellerCreditDays,
} from './credit-days.validators';

describe('credit days', () => {
  it('caps buyer and seller credit days at 21', () => {
    expect(CREDIT_DAYS_CAP).toBe(21);
    expect(validateBuyerCreditDays(0)).toBeNull();
    expect(validateBuyerCreditDays(21)).toBeNull();
    expect(validateBuyerCreditDays(22)).toBe(BUYER_CREDIT_DAYS_MESSAGE);
    expect(isValidBuyerCreditDays(22)).toBe(false);
    expect(validateSellerCreditDays(21)).toBeNull();
    expect(validateSellerCreditDays(30)).toBe(SELLER_CREDIT_DAYS_MESSAGE);
    expect(isValidSellerCreditDays(7)).toBe(true);
  });

  it('wants whole, non-negative days', () => {
    for (const days of [-1, 1.5, Number.NaN, null, undefined]) {
      expect(validateBuyerCreditDays(days)).toBe(CREDIT_DAYS_WHOLE_MESSAGE);
      expect(validateSellerCreditDays(days)).toBe(CREDIT_DAYS_WHOLE_MESSAGE);
    }
  });

  it('keeps preferred payment days within seller credit days', () => {
    expect(validatePreferredPaymentDays(10, 15)).toBeNull();
    expect(validatePreferredPaymentDays(15, 15)).toBeNull();
    expect(validatePreferredPaymentDays(16, 15)).toBe(PREFERRED_PAYMENT_DAYS_MESSAGE);
    expect(validatePreferredPaymentDays(-2, 15)).toBe(CREDIT_DAYS_WHOLE_MESSAGE);
  });

  it('warns when buyer and seller credit days differ', () => {
    expect(creditDaysMismatchWarning(15, 15)).toBeNull();
    expect(creditDaysMismatchWarning(15, 21)).toBe(CREDIT_DAYS_MISMATCH_MESSAGE);
    expect(creditDaysMismatchWarning(null, 21)).toBeNull();
  });
});
