import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { istParts } from '@dom/domain';
import { GstPortalError } from './gst-gateway';
import {
  canCancelEwayBill,
  canExtendEwayBill,
  canonicalQuantity,
  ewayBillExtensionWindow,
  ewayBillRequired,
  ewayBillValidityDays,
  ewayBillValidUntil,
  isEwayBillExpired,
  validateEWayBillRequest,
} from './eway-bill.rules';
import { ewayBillRequest } from './test-fixtures';

const ist = (wallTime: string) => new Date(`${wallTime}+05:30`);
const TODAY = '2025-09-20';
const HOUR = 60 * 60 * 1000;

function refusalOf(run: () => unknown): GstPortalError {
  try {
    run();
  } catch (error) {
    if (error instanceof GstPortalError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('when an e-way bill is required', () => {
  it('only above ₹50,000', () => {
    expect(ewayBillRequired(50_000_00n)).toBe(false);
    expect(ewayBillRequired(50_000_01n)).toBe(true);
    expect(ewayBillRequired(0n)).toBe(false);
    expect(ewayBillRequired(1_00_000_00n)).toBe(true);
  });

  it('takes another threshold (some states set their own for intra-state movement)', () => {
    expect(ewayBillRequired(90_000_00n, 1_00_000_00n)).toBe(false);
    expect(ewayBillRequired(1_00_000_01n, 1_00_000_00n)).toBe(true);
  });
});

describe('validity', () => {
  it('follows the published example: 16 Sep 2022 19:29 IST, 2,467 km → 29 Sep 2022 23:59 IST', () => {
    expect(ewayBillValidityDays(2467, false)).toBe(13);
    expect(ewayBillValidUntil(ist('2022-09-16T19:29:00'), 2467, false)).toEqual(ist('2022-09-29T23:59:59'));
  });

  it('is one day per 200 km or part thereof', () => {
    const at = ist('2022-09-16T10:00:00');
    expect(ewayBillValidUntil(at, 1, false)).toEqual(ist('2022-09-17T23:59:59'));
    expect(ewayBillValidUntil(at, 200, false)).toEqual(ist('2022-09-17T23:59:59'));
    expect(ewayBillValidUntil(at, 201, false)).toEqual(ist('2022-09-18T23:59:59'));
    expect(ewayBillValidUntil(at, 400, false)).toEqual(ist('2022-09-18T23:59:59'));
    expect(ewayBillValidUntil(at, 4000, false)).toEqual(ist('2022-10-06T23:59:59'));
  });

  it('is one day per 20 km for over-dimensional cargo', () => {
    const at = ist('2022-09-16T10:00:00');
    expect(ewayBillValidUntil(at, 20, true)).toEqual(ist('2022-09-17T23:59:59'));
    expect(ewayBillValidUntil(at, 21, true)).toEqual(ist('2022-09-18T23:59:59'));
    expect(ewayBillValidityDays(2467, true)).toBe(124);
  });

  it('ends day 1 at the midnight after the day following generation, whatever the hour', () => {
    // Generated one minute before midnight: about 24 hours; one minute after: about 48 hours.
    expect(ewayBillValidUntil(ist('2022-09-16T23:59:00'), 100, false)).toEqual(ist('2022-09-17T23:59:59'));
    expect(ewayBillValidUntil(ist('2022-09-17T00:01:00'), 100, false)).toEqual(ist('2022-09-18T23:59:59'));
    expect(ewayBillValidUntil(ist('2022-09-17T00:00:00'), 100, false)).toEqual(ist('2022-09-18T23:59:59'));
  });

  it('counts IST calendar days, not UTC ones', () => {
    // 20:00 UTC on 16 Sep is 01:30 IST on 17 Sep.
    expect(ewayBillValidUntil(new Date('2022-09-16T20:00:00Z'), 100, false)).toEqual(
      ist('2022-09-18T23:59:59'),
    );
  });

  it('crosses months and years', () => {
    expect(ewayBillValidUntil(ist('2025-12-31T22:00:00'), 400, false)).toEqual(ist('2026-01-02T23:59:59'));
    expect(ewayBillValidUntil(ist('2024-02-28T09:00:00'), 200, false)).toEqual(ist('2024-02-29T23:59:59'));
  });

  const generatedAt = fc.date({
    min: new Date('2018-04-01T00:00:00Z'),
    max: new Date('2035-12-31T00:00:00Z'),
    noInvalidDate: true,
  });

  it('is monotone in distance (property)', () => {
    fc.assert(
      fc.property(
        generatedAt,
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.boolean(),
        (at, a, b, odc) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          expect(ewayBillValidUntil(at, near, odc).getTime()).toBeLessThanOrEqual(
            ewayBillValidUntil(at, far, odc).getTime(),
          );
        },
      ),
    );
  });

  it('always ends at 23:59:59 IST, between n and n + 1 days after generation (property)', () => {
    fc.assert(
      fc.property(generatedAt, fc.integer({ min: 1, max: 4000 }), fc.boolean(), (at, km, odc) => {
        const until = ewayBillValidUntil(at, km, odc);
        const parts = istParts(until);
        expect([parts.hour, parts.minute, parts.second]).toEqual([23, 59, 59]);
        const days = ewayBillValidityDays(km, odc);
        const span = until.getTime() - at.getTime();
        expect(span).toBeGreaterThan(days * 24 * HOUR - 1000);
        expect(span).toBeLessThanOrEqual((days + 1) * 24 * HOUR - 1000);
      }),
    );
  });

  it('refuses a distance that is not more than zero', () => {
    expect(() => ewayBillValidityDays(0, false)).toThrow(RangeError);
  });
});

describe('extension, cancellation and expiry windows', () => {
  const validUntil = ist('2022-09-29T23:59:59');

  it('allows extension from 8 hours before to 8 hours after expiry', () => {
    expect(ewayBillExtensionWindow(validUntil)).toEqual({
      opensAt: ist('2022-09-29T16:00:00'),
      closesAt: ist('2022-09-30T08:00:00'),
    });
    expect(canExtendEwayBill(validUntil, ist('2022-09-29T15:59:59'))).toBe(false);
    expect(canExtendEwayBill(validUntil, ist('2022-09-29T16:00:00'))).toBe(true);
    expect(canExtendEwayBill(validUntil, ist('2022-09-30T03:00:00'))).toBe(true);
    expect(canExtendEwayBill(validUntil, ist('2022-09-30T08:00:00'))).toBe(true);
    expect(canExtendEwayBill(validUntil, ist('2022-09-30T08:00:01'))).toBe(false);
    expect(canExtendEwayBill(validUntil, ist('2022-09-20T12:00:00'))).toBe(false);
  });

  it('allows cancellation within 24 hours of generation', () => {
    const generated = ist('2022-09-16T19:29:00');
    expect(canCancelEwayBill(generated, ist('2022-09-17T19:29:00'))).toBe(true);
    expect(canCancelEwayBill(generated, ist('2022-09-17T19:29:01'))).toBe(false);
  });

  it('opens the extension window 16 hours before it closes, around the expiry (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2018-04-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 4000 }),
        (at, km) => {
          const until = ewayBillValidUntil(at, km, false);
          const { opensAt, closesAt } = ewayBillExtensionWindow(until);
          expect(closesAt.getTime() - opensAt.getTime()).toBe(16 * HOUR);
          expect(canExtendEwayBill(until, until)).toBe(true);
          expect(canExtendEwayBill(until, at)).toBe(false);
        },
      ),
    );
  });

  it('is expired after the last second of validity', () => {
    expect(isEwayBillExpired(validUntil, ist('2022-09-29T23:59:59'))).toBe(false);
    expect(isEwayBillExpired(validUntil, ist('2022-09-30T00:00:00'))).toBe(true);
  });
});

describe('e-way bill request', () => {
  it('accepts a proper request and gives the canonical PIN codes and one part', () => {
    const checked = validateEWayBillRequest(
      ewayBillRequest({ fromPinCode: '411 001', vehicleNumber: 'mh 12 ab 1234' }),
      TODAY,
    );
    expect(checked).toEqual({
      fromPinCode: '411001',
      toPinCode: '560001',
      parts: [{ partNo: 1, vehicleNumber: 'MH12AB1234', quantity: null }],
    });
  });

  it('accepts a recipient without GSTIN (URP) and no vehicle yet (Part A only)', () => {
    const checked = validateEWayBillRequest(
      ewayBillRequest({ toGstin: 'URP', vehicleNumber: undefined }),
      TODAY,
    );
    expect(checked.parts).toEqual([{ partNo: 1, vehicleNumber: null, quantity: null }]);
  });

  it('splits a consignment into one part per vehicle', () => {
    const checked = validateEWayBillRequest(
      ewayBillRequest({
        vehicleNumber: undefined,
        parts: [
          { vehicleNumber: 'MH12AB1234', quantity: '10' },
          { vehicleNumber: 'KA05MN123', quantity: '2.5' },
        ],
      }),
      TODAY,
    );
    expect(checked.parts).toEqual([
      { partNo: 1, vehicleNumber: 'MH12AB1234', quantity: '10.000' },
      { partNo: 2, vehicleNumber: 'KA05MN123', quantity: '2.500' },
    ]);
  });

  it.each([
    ['INVALID_DISTANCE', 'from 1 to 4000', { distanceKm: 0 }],
    ['INVALID_DISTANCE', 'from 1 to 4000', { distanceKm: 4001 }],
    ['INVALID_DISTANCE', 'whole number', { distanceKm: 12.5 }],
    ['INVALID_PIN_CODE', 'From PIN code', { fromPinCode: '41100' }],
    ['INVALID_PIN_CODE', 'To PIN code', { toPinCode: '0560001' }],
    ['INVALID_PIN_CODE', 'To PIN code', { toPinCode: '060001' }],
    ['INVALID_DISTANCE', 'same', { toPinCode: '411001', distanceKm: 101 }],
    ['INVALID_GSTIN', 'From GSTIN', { fromGstin: '27AAPFU0939F1ZX' }],
    ['INVALID_GSTIN', 'To GSTIN', { toGstin: 'URD' }],
    ['INVALID_VEHICLE_NUMBER', 'MH1', { vehicleNumber: 'MH1' }],
    ['INVALID_VALUE', 'more than zero', { valuePaise: 0n }],
    ['INVALID_DOCUMENT_NUMBER', '16 characters', { documentNumber: 'DOC 1' }],
    ['INVALID_DOCUMENT_DATE', 'future', { documentDate: '2025-09-21' }],
    ['INVALID_DOCUMENT_DATE', '180 days', { documentDate: '2025-03-23' }],
    ['INVALID_TRANSPORTER_ID', 'Transporter ID', { transporterId: '07AAACD1234E1Z0' }],
    ['INVALID_REFERENCE', 'Reference', { reference: ' ' }],
    ['INVALID_PARTS', 'at least one part', { parts: [] }],
    ['INVALID_PARTS', 'not both', { parts: [{ vehicleNumber: 'MH12AB1234', quantity: '1' }] }],
  ])('refuses with %s (%s)', (code, message, override) => {
    const error = refusalOf(() => validateEWayBillRequest(ewayBillRequest(override), TODAY));
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
    expect(error.retryable).toBe(false);
  });

  it('accepts the limits: 4,000 km, 100 km between equal PIN codes, a document 180 days old', () => {
    expect(() => validateEWayBillRequest(ewayBillRequest({ distanceKm: 4000 }), TODAY)).not.toThrow();
    expect(() =>
      validateEWayBillRequest(ewayBillRequest({ toPinCode: '411001', distanceKm: 100 }), TODAY),
    ).not.toThrow();
    expect(() =>
      validateEWayBillRequest(ewayBillRequest({ documentDate: '2025-03-24' }), TODAY),
    ).not.toThrow();
  });

  it.each([
    ['0', 'more than zero'],
    ['1.2345', 'at most 3 decimals'],
    ['abc', 'quantity'],
  ])('refuses a part quantity of %j', (quantity, message) => {
    const error = refusalOf(() =>
      validateEWayBillRequest(
        ewayBillRequest({ vehicleNumber: undefined, parts: [{ vehicleNumber: 'MH12AB1234', quantity }] }),
        TODAY,
      ),
    );
    expect(error.code).toBe('INVALID_QUANTITY');
    expect(error.message).toContain('Part 1');
    expect(error.message).toContain(message);
  });

  it('names the part whose vehicle number is wrong', () => {
    const error = refusalOf(() =>
      validateEWayBillRequest(
        ewayBillRequest({
          vehicleNumber: undefined,
          parts: [
            { vehicleNumber: 'MH12AB1234', quantity: '1' },
            { vehicleNumber: 'XX', quantity: '1' },
          ],
        }),
        TODAY,
      ),
    );
    expect(error.code).toBe('INVALID_VEHICLE_NUMBER');
    expect(error.message).toContain('Part 2');
  });

  it('writes quantities with three decimals', () => {
    expect(canonicalQuantity('10')).toBe('10.000');
    expect(canonicalQuantity('007.5')).toBe('7.500');
    expect(canonicalQuantity('0.125')).toBe('0.125');
  });
});
