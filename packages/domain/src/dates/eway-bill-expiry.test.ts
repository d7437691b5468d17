import { describe, expect, it } from 'vitest';
import { EWAY_BILL_EXPIRY_FILTERS, ewayBillExpiryWindow, matchesEwayBillExpiry } from './eway-bill-expiry';

const now = new Date('2025-03-05T14:30:00+05:30');

describe('e-way bill expiry filters', () => {
  it('carry the wire values -1, 0, 1 and 7', () => {
    expect(EWAY_BILL_EXPIRY_FILTERS.map((filter) => filter.value)).toEqual([-1, 0, 1, 7]);
    expect(EWAY_BILL_EXPIRY_FILTERS.map((filter) => filter.label)).toEqual([
      'Expired',
      'Expiring Today',
      'Expiring Tomorrow',
      'Expiring in 7 Days',
    ]);
  });

  it('select validity days', () => {
    expect(ewayBillExpiryWindow(-1, now)).toEqual({ start: null, end: '2025-03-04' });
    expect(ewayBillExpiryWindow(0, now)).toEqual({ start: '2025-03-05', end: '2025-03-05' });
    expect(ewayBillExpiryWindow(1, now)).toEqual({ start: '2025-03-06', end: '2025-03-06' });
    expect(ewayBillExpiryWindow(7, now)).toEqual({ start: '2025-03-05', end: '2025-03-12' });
  });

  it('match bills by the IST day of their validity end', () => {
    expect(matchesEwayBillExpiry('2025-03-05T23:59:00+05:30', 0, now)).toBe(true);
    expect(matchesEwayBillExpiry('2025-03-05T18:29:00Z', 0, now)).toBe(true);
    expect(matchesEwayBillExpiry('2025-03-05T18:30:00Z', 0, now)).toBe(false);
    expect(matchesEwayBillExpiry('2025-03-05T18:30:00Z', 1, now)).toBe(true);
    expect(matchesEwayBillExpiry('2025-01-01', -1, now)).toBe(true);
    expect(matchesEwayBillExpiry('2025-03-05', -1, now)).toBe(false);
    expect(matchesEwayBillExpiry('2025-03-12', 7, now)).toBe(true);
    expect(matchesEwayBillExpiry('2025-03-13', 7, now)).toBe(false);
    expect(matchesEwayBillExpiry('2025-03-04', 7, now)).toBe(false);
    expect(matchesEwayBillExpiry(null, 0, now)).toBe(false);
  });
});
