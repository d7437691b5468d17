import { isIfsc } from '@dom/domain';
import { describe, expect, it } from 'vitest';
import {
  ALL_BUSINESS_CODES,
  BANK_MASTER,
  BANK_MASTER_CODE,
  BANK_NAMES_TYPE,
  businessCodesOf,
} from './business-codes';

describe('business codes', () => {
  it('hold the bank master under BANK_NAMES, keyed by the IFSC bank code', () => {
    expect(BANK_MASTER.length).toBeGreaterThan(10);
    for (const bank of BANK_MASTER) {
      expect(bank.type).toBe(BANK_NAMES_TYPE);
      // A branch IFSC is the bank code, a zero and six characters.
      expect(isIfsc(`${bank.code}0000001`), bank.code).toBe(true);
      expect(bank.value.trim()).not.toBe('');
    }
    expect(new Set(BANK_MASTER.map((b) => b.code)).size).toBe(BANK_MASTER.length);
    expect(BANK_MASTER.map((b) => b.value)).toEqual(
      expect.arrayContaining([
        'State Bank of India',
        'HDFC Bank',
        'ICICI Bank',
        'Axis Bank',
        'Kotak Mahindra Bank',
      ]),
    );
  });

  it('answers the same list for BANK_NAMES and BANK_MASTER, one type at a time', () => {
    expect(businessCodesOf(BANK_MASTER_CODE)).toEqual(BANK_MASTER);
    expect(businessCodesOf(BANK_NAMES_TYPE)).toEqual(BANK_MASTER);
    expect(businessCodesOf('PAYMENT_TERMS').every((c) => c.type === 'PAYMENT_TERMS')).toBe(true);
    expect(businessCodesOf(undefined)).toEqual(ALL_BUSINESS_CODES);
    expect(businessCodesOf('NO_SUCH_TYPE')).toEqual([]);
  });
});
