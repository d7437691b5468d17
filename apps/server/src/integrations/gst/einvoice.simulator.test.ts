import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db';
import { type Database, toCount } from '../../platform/db/database';
import { gstSimIrns } from './gst.schema';
import { computeIrn } from './irn.rules';
import { type GstSimulator, createGstSimulator } from './simulator';
import { HOUR, SELLER_GSTIN, einvoiceRequest, ewayBillRequest, ist, refusal } from './test-fixtures';

let database: Database;
let now: Date;
let gst: GstSimulator;

beforeAll(async () => {
  database = await createTestDatabase();
  now = ist('2025-09-16T10:00:00');
  gst = createGstSimulator(database.db, { clock: () => now });
});
afterAll(async () => database.close());

async function storedIrns(documentNumber: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(gstSimIrns)
    .where(eq(gstSimIrns.documentNumber, documentNumber));
  return toCount(row?.n);
}

describe(`e-invoice simulator (${process.env.DOM_TEST_ENGINE ?? 'pglite'})`, () => {
  it('registers an invoice: IRN from the rule, 15-digit acknowledgement, signed QR code', async () => {
    const result = await gst.einvoice.generateIrn(einvoiceRequest({ documentNumber: 'GEN/1' }));
    expect(result.irn).toBe(computeIrn(SELLER_GSTIN, '2025-26', 'INV', 'GEN/1'));
    expect(result.ackNumber).toMatch(/^125\d{12}$/);
    expect(result.ackAt).toEqual(now);
    expect(result).toMatchObject({ status: 'ACTIVE', duplicate: false });
    const summary = await gst.einvoice.verifySignedQrCode(result.signedQrCode);
    expect(summary).toMatchObject({
      SellerGstin: SELLER_GSTIN,
      DocNo: 'GEN/1',
      DocTyp: 'INV',
      DocDt: '16/09/2025',
      TotInvVal: 118000,
      ItemCnt: 2,
      MainHsnCode: '25232930',
      Irn: result.irn,
      IrnDt: '2025-09-16 10:00:00',
    });
    const [header, payload, signature] = result.signedQrCode.split('.');
    const flipped = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await gst.einvoice.verifySignedQrCode(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(await gst.einvoice.getIrn(result.irn)).toEqual(result);
    expect(await gst.einvoice.getIrn('0'.repeat(64))).toBeNull();
  });

  it('answers a repeated document with the existing IRN and its original acknowledgement', async () => {
    const first = await gst.einvoice.generateIrn(einvoiceRequest({ documentNumber: 'DUP/1' }));
    now = new Date(now.getTime() + HOUR);
    const again = await gst.einvoice.generateIrn(
      einvoiceRequest({ documentNumber: 'DUP/1', totalValuePaise: 99_00n }),
    );
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await storedIrns('DUP/1')).toBe(1);
    // Another type, or the same number in another financial year, is another document.
    const creditNote = await gst.einvoice.generateIrn(
      einvoiceRequest({ documentNumber: 'DUP/1', documentType: 'CRN' }),
    );
    expect(creditNote.irn).not.toBe(first.irn);
    expect(creditNote.ackNumber).not.toBe(first.ackNumber);
    expect(creditNote.duplicate).toBe(false);
  });

  it('refuses a request that breaks a rule and stores nothing', async () => {
    const error = await refusal(gst.einvoice.generateIrn(einvoiceRequest({ documentNumber: '0BAD' })));
    expect(error).toMatchObject({ code: 'INVALID_DOCUMENT_NUMBER', retryable: false });
    expect(error.message).toContain("must not start with 0, '/' or '-'");
    expect(await storedIrns('0BAD')).toBe(0);
    const gstin = await refusal(gst.einvoice.generateIrn(einvoiceRequest({ buyerGstin: '29AABCT1332L1Z0' })));
    expect(gstin.code).toBe('INVALID_GSTIN');
  });

  it('cancels within 24 hours of acknowledgement; the number cannot be used again that year', async () => {
    now = ist('2025-09-16T10:00:00');
    const result = await gst.einvoice.generateIrn(einvoiceRequest({ documentNumber: 'CNL/1' }));
    now = new Date(result.ackAt.getTime() + 24 * HOUR);
    const badReason = await refusal(gst.einvoice.cancelIrn(result.irn, 7 as 1, 'x'));
    expect(badReason.code).toBe('INVALID_CANCEL_REASON');
    expect(await gst.einvoice.cancelIrn(result.irn, 2, 'Wrong rate')).toEqual({
      irn: result.irn,
      cancelledAt: now,
    });
    expect((await gst.einvoice.getIrn(result.irn))?.status).toBe('CANCELLED');
    expect((await refusal(gst.einvoice.cancelIrn(result.irn, 1, 'again'))).code).toBe(
      'IRN_ALREADY_CANCELLED',
    );
    const reuse = await refusal(gst.einvoice.generateIrn(einvoiceRequest({ documentNumber: 'CNL/1' })));
    expect(reuse.code).toBe('DOCUMENT_NUMBER_CANCELLED');
    expect(reuse.message).toContain('cannot be used again in the same financial year');
    // The next financial year gives the same number a new IRN.
    now = ist('2026-04-02T10:00:00');
    const nextYear = await gst.einvoice.generateIrn(
      einvoiceRequest({ documentNumber: 'CNL/1', documentDate: '2026-04-01' }),
    );
    expect(nextYear.irn).toBe(computeIrn(SELLER_GSTIN, '2026-27', 'INV', 'CNL/1'));
    expect(nextYear.ackNumber).toMatch(/^126\d{12}$/);
  });

  it('refuses cancellation after 24 hours, pointing to a credit note', async () => {
    now = ist('2025-09-16T10:00:00');
    const result = await gst.einvoice.generateIrn(einvoiceRequest({ documentNumber: 'CNL/2' }));
    now = new Date(result.ackAt.getTime() + 24 * HOUR + 1);
    const error = await refusal(gst.einvoice.cancelIrn(result.irn, 3, 'Order cancelled'));
    expect(error).toMatchObject({ code: 'IRN_CANCEL_WINDOW_CLOSED', retryable: false });
    expect(error.message).toContain('credit note');
    expect((await gst.einvoice.getIrn(result.irn))?.status).toBe('ACTIVE');
    expect((await refusal(gst.einvoice.cancelIrn('f'.repeat(64), 1, 'x'))).code).toBe('IRN_NOT_FOUND');
  });

  it('keeps an IRN with an active e-way bill until the e-way bill is cancelled', async () => {
    now = ist('2025-09-16T10:00:00');
    const irn = await gst.einvoice.generateIrn(einvoiceRequest({ documentNumber: 'EWB/1' }));
    const [bill] = await gst.ewayBill.generate(
      ewayBillRequest({ reference: 'IRN-EWB-1', irn: irn.irn, documentNumber: 'EWB/1' }),
    );
    const blocked = await refusal(gst.einvoice.cancelIrn(irn.irn, 3, 'Order cancelled'));
    expect(blocked.code).toBe('EWAY_BILL_ACTIVE');
    expect(blocked.message).toContain(bill!.ewayBillNumber);
    await gst.ewayBill.cancel(bill!.ewayBillNumber, 'Order cancelled');
    await gst.einvoice.cancelIrn(irn.irn, 3, 'Order cancelled');
    const noIrn = await refusal(
      gst.ewayBill.generate(ewayBillRequest({ reference: 'IRN-EWB-2', irn: irn.irn })),
    );
    expect(noIrn.code).toBe('IRN_CANCELLED');
  });

  it('fails every call while the portal is down, retryable, and works again afterwards', async () => {
    now = ist('2025-09-16T10:00:00');
    gst.setAvailable(false);
    const request = einvoiceRequest({ documentNumber: 'OUT/1' });
    for (const call of [
      gst.einvoice.generateIrn(request),
      gst.einvoice.getIrn('a'.repeat(64)),
      gst.einvoice.cancelIrn('a'.repeat(64), 1, 'x'),
      gst.ewayBill.generate(ewayBillRequest({ reference: 'OUT-1' })),
      gst.ewayBill.cancel('100000000001', 'x'),
    ]) {
      expect(await refusal(call)).toMatchObject({ code: 'PORTAL_UNAVAILABLE', retryable: true });
    }
    expect(await storedIrns('OUT/1')).toBe(0);
    gst.setAvailable(true);
    expect((await gst.einvoice.generateIrn(request)).duplicate).toBe(false);
  });

  it('follows a fault plan: a lost answer, then the retry meets the registered IRN', async () => {
    gst.failNext(1, { operation: 'generateIrn', when: 'after' });
    const request = einvoiceRequest({ documentNumber: 'LOST/1' });
    expect(await refusal(gst.einvoice.generateIrn(request))).toMatchObject({
      code: 'PORTAL_TIMEOUT',
      retryable: true,
    });
    const retry = await gst.einvoice.generateIrn(request);
    expect(retry.duplicate).toBe(true);
    gst.failNext(2, { operation: 'generateIrn' });
    expect((await refusal(gst.einvoice.generateIrn(request))).code).toBe('PORTAL_UNAVAILABLE');
    // A fault for another operation does not touch this one.
    expect(await gst.einvoice.getIrn(retry.irn)).not.toBeNull();
    expect((await refusal(gst.einvoice.generateIrn(request))).code).toBe('PORTAL_UNAVAILABLE');
    expect((await gst.einvoice.generateIrn(request)).irn).toBe(retry.irn);
  });

  it('keeps its state and signing key across a restart', async () => {
    const before = await gst.einvoice.generateIrn(einvoiceRequest({ documentNumber: 'RST/1' }));
    const restarted = createGstSimulator(database.db, { clock: () => now });
    expect(await restarted.einvoice.getIrn(before.irn)).toEqual({ ...before, duplicate: false });
    expect(await restarted.einvoice.publicKey()).toEqual(await gst.einvoice.publicKey());
    expect(await restarted.einvoice.verifySignedQrCode(before.signedQrCode)).not.toBeNull();
  });

  it('gives unique acknowledgement numbers and one IRN per document under concurrent requests', async () => {
    now = ist('2025-09-16T10:00:00');
    const distinct = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gst.einvoice.generateIrn(einvoiceRequest({ documentNumber: `PAR/${i + 1}` })),
      ),
    );
    expect(new Set(distinct.map((r) => r.ackNumber)).size).toBe(20);
    const same = await Promise.all(
      Array.from({ length: 8 }, () =>
        gst.einvoice.generateIrn(einvoiceRequest({ documentNumber: 'RACE/1' })),
      ),
    );
    expect(new Set(same.map((r) => r.irn)).size).toBe(1);
    expect(new Set(same.map((r) => r.ackNumber)).size).toBe(1);
    expect(same.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await storedIrns('RACE/1')).toBe(1);
  });
});
