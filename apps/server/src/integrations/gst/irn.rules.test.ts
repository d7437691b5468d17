import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GstPortalError } from './gst-gateway';
import {
  canCancelIrn,
  computeIrn,
  documentFinancialYear,
  documentNumberProblem,
  isValidDocumentNumber,
  mainHsnOf,
  rupeesOf,
  validateEInvoiceRequest,
  validateIrnCancellation,
} from './irn.rules';
import { BUYER_GSTIN, SELLER_GSTIN, einvoiceRequest } from './test-fixtures';

const TODAY = '2025-09-20';

function refusalOf(run: () => void): GstPortalError {
  try {
    run();
  } catch (error) {
    if (error instanceof GstPortalError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('IRN', () => {
  it('is the SHA-256 hex of GSTIN + financial year + type + number', () => {
    const expected = createHash('sha256').update(`${SELLER_GSTIN}2025-26INVDOM/25-26/0001`).digest('hex');
    expect(computeIrn(SELLER_GSTIN, '2025-26', 'INV', 'DOM/25-26/0001')).toBe(expected);
  });

  it('differs when any of the four parts differs', () => {
    const base = computeIrn(SELLER_GSTIN, '2025-26', 'INV', 'A1');
    expect(computeIrn(BUYER_GSTIN, '2025-26', 'INV', 'A1')).not.toBe(base);
    expect(computeIrn(SELLER_GSTIN, '2024-25', 'INV', 'A1')).not.toBe(base);
    expect(computeIrn(SELLER_GSTIN, '2025-26', 'CRN', 'A1')).not.toBe(base);
    expect(computeIrn(SELLER_GSTIN, '2025-26', 'INV', 'A2')).not.toBe(base);
  });

  it('is deterministic and 64 lower-case hex characters (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('INV' as const, 'CRN' as const, 'DBN' as const),
        fc.stringMatching(/^[A-Z1-9][A-Z0-9/-]{0,15}$/),
        fc.integer({ min: 2017, max: 2099 }),
        (type, number, year) => {
          const fy = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
          const irn = computeIrn(SELLER_GSTIN, fy, type, number);
          expect(irn).toMatch(/^[0-9a-f]{64}$/);
          expect(computeIrn(SELLER_GSTIN, fy, type, number)).toBe(irn);
        },
      ),
    );
  });

  it('takes the financial year from the document date (April to March)', () => {
    expect(documentFinancialYear('2025-04-01')).toBe('2025-26');
    expect(documentFinancialYear('2026-03-31')).toBe('2025-26');
    expect(documentFinancialYear('2025-03-31')).toBe('2024-25');
    expect(documentFinancialYear('2099-12-31')).toBe('2099-00');
  });
});

describe('document number rule', () => {
  it.each(['1', 'A', 'INV/2025/0001', 'ABCDEFGHIJ123456', 'Z-9/9', '9'])('accepts %s', (value) => {
    expect(documentNumberProblem(value)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['ABCDEFGHIJ1234567', 'it has 17'],
    ['0123', "starts with '0'"],
    ['/A1', "starts with '/'"],
    ['-A1', "starts with '-'"],
    ['inv1', "'i' is not allowed"],
    ['A 1', "' ' is not allowed"],
    ['A_1', "'_' is not allowed"],
    ['A#1', "'#' is not allowed"],
  ])('refuses %j, naming the rule (%s)', (value, detail) => {
    const problem = documentNumberProblem(value);
    expect(problem).toContain('1 to 16 characters');
    expect(problem).toContain(detail);
  });

  it('agrees with a regular-expression oracle (property)', () => {
    const oracle = /^[A-Z1-9][A-Z0-9/-]{0,15}$/;
    const chars = fc.constantFrom(...'ABCZ0129/-a _#.'.split(''));
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 20 }), (list) => {
        const value = list.join('');
        expect(isValidDocumentNumber(value)).toBe(oracle.test(value));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('e-invoice request', () => {
  it('accepts a proper invoice', () => {
    expect(() => validateEInvoiceRequest(einvoiceRequest(), TODAY)).not.toThrow();
  });

  it.each([
    ['INVALID_GSTIN', 'Seller GSTIN', { sellerGstin: `${SELLER_GSTIN.slice(0, 14)}0` }],
    ['INVALID_GSTIN', 'Buyer GSTIN', { buyerGstin: 'NOTAGSTIN' }],
    ['SAME_GSTIN', 'must not be the same', { buyerGstin: SELLER_GSTIN }],
    ['INVALID_DOCUMENT_NUMBER', "must not start with 0, '/' or '-'", { documentNumber: '0001' }],
    ['INVALID_DOCUMENT_DATE', 'calendar date', { documentDate: '2025-02-30' }],
    ['INVALID_DOCUMENT_DATE', 'future', { documentDate: '2025-09-21' }],
    ['INVALID_ITEMS', 'at least one line', { lines: [] }],
    ['INVALID_VALUE', 'more than zero', { totalValuePaise: 0n }],
  ])('refuses with %s (%s)', (code, message, override) => {
    const error = refusalOf(() => validateEInvoiceRequest(einvoiceRequest(override), TODAY));
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
    expect(error.retryable).toBe(false);
  });

  it('refuses an HSN code that is not 4, 6 or 8 digits, naming the line', () => {
    const request = einvoiceRequest();
    const lines = [request.lines[0]!, { ...request.lines[1]!, hsn: '72142' }];
    const error = refusalOf(() => validateEInvoiceRequest({ ...request, lines }, TODAY));
    expect(error.code).toBe('INVALID_HSN');
    expect(error.message).toContain('Line 2');
  });

  it('refuses a line quantity with more than 3 decimals and a GST rate the IRP does not know', () => {
    const request = einvoiceRequest();
    const withLine = (change: object) => ({ ...request, lines: [{ ...request.lines[0]!, ...change }] });
    const quantity = refusalOf(() => validateEInvoiceRequest(withLine({ quantity: '1.2345' }), TODAY));
    expect(quantity).toMatchObject({
      code: 'INVALID_ITEMS',
      message: expect.stringContaining('Line 1: quantity'),
    });
    const rate = refusalOf(() => validateEInvoiceRequest(withLine({ gstRateBasisPoints: 1700 }), TODAY));
    expect(rate).toMatchObject({ code: 'INVALID_GST_RATE', message: expect.stringContaining('17%') });
    for (const gstRateBasisPoints of [0, 500, 1200, 1800, 2800, 4000]) {
      expect(() => validateEInvoiceRequest(withLine({ gstRateBasisPoints }), TODAY)).not.toThrow();
    }
  });

  it('takes the main HSN from the line with the largest taxable value', () => {
    const { lines } = einvoiceRequest();
    expect(mainHsnOf(lines)).toBe('25232930');
    expect(mainHsnOf([...lines].reverse())).toBe('25232930');
    expect(mainHsnOf([{ ...lines[0]!, taxableValuePaise: 1n }, lines[1]!])).toBe('72142090');
  });

  it('writes paise as rupees', () => {
    expect(rupeesOf(1_18_000_05n)).toBe(118000.05);
    expect(rupeesOf(7n)).toBe(0.07);
    expect(rupeesOf(-150n)).toBe(-1.5);
  });
});

describe('IRN cancellation', () => {
  const ack = new Date('2025-09-16T10:00:00Z');

  it('is allowed up to exactly 24 hours after acknowledgement, not a millisecond later', () => {
    expect(canCancelIrn(ack, new Date('2025-09-17T09:59:59Z'))).toBe(true);
    expect(canCancelIrn(ack, new Date('2025-09-17T10:00:00Z'))).toBe(true);
    expect(canCancelIrn(ack, new Date('2025-09-17T10:00:00.001Z'))).toBe(false);
  });

  it('needs a reason code 1–4 and a remark of 1–100 characters', () => {
    expect(() => validateIrnCancellation(1, 'Duplicate')).not.toThrow();
    expect(() => validateIrnCancellation(4, 'x'.repeat(100))).not.toThrow();
    expect(refusalOf(() => validateIrnCancellation(5, 'x')).code).toBe('INVALID_CANCEL_REASON');
    expect(refusalOf(() => validateIrnCancellation(0, 'x')).code).toBe('INVALID_CANCEL_REASON');
    expect(refusalOf(() => validateIrnCancellation(2, '  ')).code).toBe('INVALID_CANCEL_REMARK');
    expect(refusalOf(() => validateIrnCancellation(2, 'x'.repeat(101))).code).toBe('INVALID_CANCEL_REMARK');
  });
});
