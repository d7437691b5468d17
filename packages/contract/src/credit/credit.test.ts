import { describe, expect, it } from 'vitest';
import { InvoiceListQuerySchema } from './invoices';
import { LedgerAdjustmentSchema, MatchPaymentSchema, PaymentListQuerySchema } from './payments';
import { CreditDebitNoteRequestSchema, InvoiceCorrectionRequestSchema } from './revisions';

describe('credit contract', () => {
  it('defaults pending payments to 25 from 0 and drops an empty buyer filter', () => {
    expect(PaymentListQuerySchema.parse({ buyerId: '' })).toEqual({ limit: 25, offset: 0 });
    expect(InvoiceListQuerySchema.parse({ statuses: 'OPEN,DELAYED' }).statuses).toEqual(['OPEN', 'DELAYED']);
    expect(InvoiceListQuerySchema.safeParse({ statuses: 'LATE' }).success).toBe(false);
  });

  it('takes positive paise only and names the field', () => {
    const base = { booksPaymentId: 'BP-1', booksInvoiceId: 'BI-1', booksBuyerId: 'B-1' };
    expect(MatchPaymentSchema.safeParse({ ...base, matchingAmount: '100' }).success).toBe(true);
    for (const bad of ['0', '-5', '1.5', '01', 'abc']) {
      const r = MatchPaymentSchema.safeParse({ ...base, matchingAmount: bad });
      expect(r.error?.issues[0]?.path).toEqual(['matchingAmount']);
    }
  });

  it('asks a refund for its payment and TDS for its invoice', () => {
    const base = { booksBuyerId: 'B-1', amountPaise: '10', entryDate: '2026-11-21' };
    expect(LedgerAdjustmentSchema.safeParse({ ...base, type: 'REFUND' }).error?.issues[0]?.path).toEqual([
      'booksPaymentId',
    ]);
    expect(LedgerAdjustmentSchema.safeParse({ ...base, type: 'TDS' }).error?.issues[0]?.path).toEqual([
      'booksInvoiceId',
    ]);
  });

  it('requires the irreversible-action flag to be present (the server refuses false)', () => {
    const note = { requestId: 'REQ-000001', noteType: 'CRN', amountPaise: '100' };
    expect(CreditDebitNoteRequestSchema.safeParse(note).success).toBe(false);
    expect(CreditDebitNoteRequestSchema.safeParse({ ...note, confirmIrreversible: true }).success).toBe(true);
  });

  it('reads the correction request of doc 2 §3', () => {
    const r = InvoiceCorrectionRequestSchema.parse({
      requestId: 'REQ-000001',
      booksInvoiceId: 'BI-1',
      consignmentKey: 'CK-1',
      invoiceCorrectedOrderKey: 'SO00000001',
      reason: 'OTHERS',
      reasonCode: 'PRICE_CORRECTION',
      comments: 'Rate was lower',
    });
    expect(r.bypassIRNCheck).toBe(false);
    expect(InvoiceCorrectionRequestSchema.safeParse({ ...r, comments: 'a < b' }).success).toBe(false);
  });
});
