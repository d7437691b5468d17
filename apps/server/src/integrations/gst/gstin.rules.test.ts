import { describe, expect, it } from 'vitest';
import type { GstinRegistration } from './gst-gateway';
import { assertRecipientRegistered, assertSupplierActive, defaultRegistration } from './gstin.rules';
import { BUYER_GSTIN, SELLER_GSTIN } from './test-fixtures';

const cancelled = (cancelledOn: string | null): GstinRegistration => ({
  ...defaultRegistration(BUYER_GSTIN)!,
  status: 'CANCELLED',
  cancelledOn,
});

describe('GSTIN registrations', () => {
  it('reads a valid GSTIN without a record as active, with its state and PAN', () => {
    expect(defaultRegistration(SELLER_GSTIN)).toEqual({
      gstin: SELLER_GSTIN,
      status: 'ACTIVE',
      cancelledOn: null,
      legalName: 'Registered taxpayer AAPFU0939F',
      stateCode: '27',
    });
    expect(defaultRegistration(`${SELLER_GSTIN.slice(0, 14)}0`)).toBeNull();
  });

  it('lets only an active supplier register or generate', () => {
    expect(() => assertSupplierActive(defaultRegistration(SELLER_GSTIN)!, 'Seller GSTIN', 'x')).not.toThrow();
    expect(() =>
      assertSupplierActive(
        { ...defaultRegistration(SELLER_GSTIN)!, status: 'SUSPENDED' },
        'Seller GSTIN',
        'register',
      ),
    ).toThrow(/Seller GSTIN .* is suspended; it cannot register/);
  });

  it('refuses a recipient cancelled on or before the document date', () => {
    expect(() =>
      assertRecipientRegistered(cancelled('2025-09-17'), 'Buyer GSTIN', '2025-09-16'),
    ).not.toThrow();
    expect(() => assertRecipientRegistered(cancelled('2025-09-16'), 'Buyer GSTIN', '2025-09-16')).toThrow(
      /was cancelled on 2025-09-16/,
    );
    expect(() => assertRecipientRegistered(cancelled(null), 'Buyer GSTIN', '2025-09-16')).toThrow(
      /cancelled/,
    );
    const suspended = { ...defaultRegistration(BUYER_GSTIN)!, status: 'SUSPENDED' as const };
    expect(() => assertRecipientRegistered(suspended, 'Buyer GSTIN', '2025-09-16')).not.toThrow();
  });
});
