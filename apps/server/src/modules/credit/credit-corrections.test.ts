import type { Invoice, InvoiceRevision } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { irnOf } from './irn-rule';
import {
  PORTAL_READY_PARTIES,
  type Who,
  headersOf,
  issueInvoiceWithIrn,
  one,
  unbalancedBuyers,
} from './credit-test-kit';

// Corrections through the app's own e-invoice portal (the GST simulator, which reads and writes
// through the app's database handle): the portal is asked outside any transaction, so this runs on
// PGlite's single connection as on PostgreSQL.
describe('invoice corrections through the e-invoice portal (void IRN, credit and debit notes)', () => {
  let t: TestApp;
  let now = new Date('2026-11-21T10:00:00+05:30');
  const clock = () => now;
  let finance: Who;
  let om: Who;
  let rm: Who;
  let admin: Who;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock } });
    [finance, om, rm, admin] = await Promise.all([
      as(t, 'finance'),
      as(t, 'om'),
      as(t, 'rm'),
      as(t, 'admin'),
    ]);
  });
  afterAll(() => t.close());

  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

  /** An invoice with a real IRN on a completed order of its own, and an approved revision of it. */
  async function approvedRevision(amountPaise = '2000000'): Promise<{ invoice: Invoice; requestId: string }> {
    seq += 1;
    const order = await one(
      t.database,
      `SELECT o.order_key FROM orders o JOIN sellers s ON s.id = o.seller_id JOIN buyers b ON b.id = o.buyer_id
       WHERE o.status = 'COMPLETED' AND ${PORTAL_READY_PARTIES}
         AND NOT EXISTS (SELECT 1 FROM invoice_revisions r WHERE r.order_id = o.id)
       ORDER BY o.order_key DESC OFFSET ${seq} LIMIT 1`,
    );
    const invoice = await issueInvoiceWithIrn(t, admin, {
      orderKey: order.order_key!,
      consignmentKey: `CK-C-${seq}`,
      invoiceNumber: `INV/C/${String(seq).padStart(4, '0')}`,
      booksInvoiceId: `BI-C-${seq}`,
      invoiceDate: today(),
      dueDate: '2027-01-31',
      amountPaise,
    });
    const requestId = `REQ-C-${seq}`;
    const created = await act('create', {
      requestId,
      booksInvoiceId: invoice.booksInvoiceId,
      consignmentKey: invoice.consignmentKey,
      invoiceCorrectedOrderKey: invoice.orderKey,
      reason: 'OTHERS',
      reasonCode: 'PRICE_CORRECTION',
      bypassIRNCheck: false,
      comments: 'Rate agreed was lower',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await act('approve', { requestId })).statusCode).toBe(200);
    return { invoice, requestId };
  }

  const act = (path: string, body: Record<string, unknown>, who: Who = finance, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/invoice-revision/${path}`,
      payload: body,
      headers: headersOf(who, key),
    });
  const revision = async (requestId: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/invoice-revision/${requestId}`, ...finance })
    ).json<InvoiceRevision>();
  const invoiceOf = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/credit/invoice-noauth/${id}`, ...finance })
    ).json<Invoice>();
  const note = (requestId: string, extra: Record<string, unknown> = {}, who: Who = finance) =>
    act(
      'create-cn-dn-requested',
      { requestId, noteType: 'CRN', amountPaise: '150000', confirmIrreversible: true, ...extra },
      who,
    );
  const portalDocument = async (irn: string) =>
    one(
      t.database,
      `SELECT document_type, document_number, status, total_value_paise::text AS value FROM gst_sim_irns WHERE irn = '${irn}'`,
    );
  const voidBody = (requestId: string) => ({ requestId, cancelReasonCode: 2, remark: 'Wrong rate' });

  it('voids the IRN at the portal within 24 hours of acknowledgement and refuses after', async () => {
    const late = await approvedRevision();
    now = new Date(now.getTime() + 24 * 3600 * 1000 + 60_000);
    const refused = await act('void-irn-request', voidBody(late.requestId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('within 24 hours');
    expect((await revision(late.requestId)).status).toBe('APPROVED');
    expect((await portalDocument(late.invoice.irn!)).status).toBe('ACTIVE');

    const fresh = await approvedRevision();
    expect((await act('void-irn-request', voidBody(fresh.requestId), rm)).statusCode).toBe(403);
    now = new Date(now.getTime() + 23 * 3600 * 1000);
    const done = await act('void-irn-request', voidBody(fresh.requestId), om);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<InvoiceRevision>()).toMatchObject({
      status: 'CORRECTED',
      correction: 'IRN_VOID',
      orderStatus: 'INVOICE_CORRECTED',
      pendingCorrection: null,
    });
    expect(await portalDocument(fresh.invoice.irn!)).toMatchObject({
      status: 'CANCELLED',
      document_type: 'INV',
    });
    expect(await invoiceOf(fresh.invoice.id)).toMatchObject({ status: 'VOID', balancePaise: '0' });
    // Done once: the table has no second move, and the portal was asked once.
    expect((await act('void-irn-request', voidBody(fresh.requestId), om)).statusCode).toBe(409);
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('raises a credit note with its own IRN (document type CRN) only with the explicit confirmation', async () => {
    const { invoice, requestId } = await approvedRevision('2000000');
    const unconfirmed = await note(requestId, { confirmIrreversible: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(
      unconfirmed.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields[0],
    ).toMatchObject({ field: 'confirmIrreversible' });
    expect((await note(requestId, { confirmIrreversible: undefined })).statusCode).toBe(400);
    expect((await note(requestId, { amountPaise: '2000001' })).statusCode).toBe(400);
    expect((await revision(requestId)).status).toBe('APPROVED');

    const ok = await note(requestId);
    expect(ok.statusCode, ok.body).toBe(200);
    const done = ok.json<InvoiceRevision>();
    expect(done).toMatchObject({
      status: 'CORRECTED',
      correction: 'CREDIT_NOTE',
      orderStatus: 'INVOICE_CORRECTED',
    });
    const sellerGstin = (
      await one(t.database, `SELECT seller_gstin FROM credit_invoices WHERE id = '${invoice.id}'`)
    ).seller_gstin!;
    expect(done.note).toMatchObject({ noteType: 'CRN', amountPaise: '150000' });
    expect(done.note?.irn).toBe(irnOf(sellerGstin, today(), 'CRN', done.note?.noteNumber ?? ''));
    expect(done.note?.irn).not.toBe(invoice.irn);
    expect(await portalDocument(done.note!.irn)).toEqual({
      document_type: 'CRN',
      document_number: done.note?.noteNumber,
      status: 'ACTIVE',
      value: '150000',
    });
    expect((await invoiceOf(invoice.id)).balancePaise).toBe('1850000');
    expect((await note(requestId)).statusCode).toBe(409);
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('raises a debit note as a new receivable (document type DBN, own IRN) that can be settled', async () => {
    const { invoice, requestId } = await approvedRevision();
    const res = await note(requestId, { noteType: 'DBN', amountPaise: '50000' });
    expect(res.statusCode, res.body).toBe(200);
    const dn = res.json<InvoiceRevision>().note;
    expect(dn?.noteType).toBe('DBN');
    expect((await portalDocument(dn!.irn)).document_type).toBe('DBN');
    const receivable = await one(
      t.database,
      `SELECT status, open_paise::text AS open, document_type, irn, books_invoice_id FROM credit_invoices
       WHERE invoice_number = '${dn?.noteNumber}' AND seller_id = (SELECT seller_id FROM credit_invoices WHERE id = '${invoice.id}')`,
    );
    expect(receivable).toMatchObject({ status: 'OPEN', open: '50000', document_type: 'DBN', irn: dn?.irn });
    const buyer = await one(
      t.database,
      `SELECT books_buyer_id FROM credit_invoices WHERE id = '${invoice.id}'`,
    );
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/credit/payment-noauth',
      payload: {
        booksPaymentId: `BP-DN-${seq}`,
        booksBuyerId: buyer.books_buyer_id,
        utr: `UTRDN${seq}0000`,
        paymentType: 'NEFT',
        paymentDate: today(),
        amountPaise: '50000',
      },
      ...finance,
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const match = await t.app.inject({
      method: 'POST',
      url: '/api/credit/match-noauth',
      payload: {
        booksPaymentId: `BP-DN-${seq}`,
        booksInvoiceId: receivable.books_invoice_id,
        matchingAmount: '50000',
        booksBuyerId: buyer.books_buyer_id,
      },
      ...finance,
    });
    expect(match.json()).toMatchObject({ balanceAmountPaise: '0', invoiceStatus: 'SETTLED' });
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('keeps a correction in progress through a portal outage and a lost answer; a retry finishes it once', async () => {
    const { invoice, requestId } = await approvedRevision();
    t.ctx.gst.failNext(1, { operation: 'generateIrn' });
    const down = await note(requestId);
    expect(down.statusCode).toBe(503);
    const waiting = await revision(requestId);
    expect(waiting).toMatchObject({
      status: 'IN_PROGRESS',
      correction: 'CREDIT_NOTE',
      pendingCorrection: { kind: 'CREDIT_NOTE', amountPaise: '150000' },
    });
    // While the note is in progress the invoice's balance may not move.
    const buyer = await one(
      t.database,
      `SELECT books_buyer_id FROM credit_invoices WHERE id = '${invoice.id}'`,
    );
    const tds = await t.app.inject({
      method: 'POST',
      url: '/api/credit/ledger/adjustment',
      payload: {
        type: 'TDS',
        booksBuyerId: buyer.books_buyer_id,
        booksInvoiceId: invoice.booksInvoiceId,
        amountPaise: '1000',
        entryDate: today(),
      },
      ...finance,
    });
    expect(tds.statusCode).toBe(409);
    // Another amount is another correction: refused while this one waits.
    expect((await note(requestId, { amountPaise: '1000' })).statusCode).toBe(409);

    // The portal registers the note but the answer is lost: still in progress.
    t.ctx.gst.failNext(1, { operation: 'generateIrn', when: 'after' });
    expect((await note(requestId)).statusCode).toBe(503);
    expect((await revision(requestId)).status).toBe('IN_PROGRESS');
    const registered = await one(
      t.database,
      `SELECT count(*)::text AS n FROM gst_sim_irns g JOIN invoice_revisions r
         ON g.document_number = 'CN-' || lpad(r.serial::text, 6, '0')
       WHERE r.request_id = '${requestId}' AND g.document_type = 'CRN'`,
    );
    expect(registered.n).toBe('1');

    const finished = await note(requestId);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json<InvoiceRevision>()).toMatchObject({ status: 'CORRECTED', pendingCorrection: null });
    const notes = await one(
      t.database,
      `SELECT count(*)::text AS n FROM credit_notes n JOIN invoice_revisions r ON r.id = n.revision_id WHERE r.request_id = '${requestId}'`,
    );
    expect(notes.n).toBe('1');
    expect((await invoiceOf(invoice.id)).balancePaise).toBe('1850000');
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('gives the revision back to APPROVED when the portal refuses (it registered nothing)', async () => {
    const { invoice, requestId } = await approvedRevision();
    const gstin = (
      await one(t.database, `SELECT buyer_gstin FROM credit_invoices WHERE id = '${invoice.id}'`)
    ).buyer_gstin!;
    // The buyer's registration is cancelled today: the IRP refuses a note dated today.
    await t.ctx.gst.registry.register({ gstin, status: 'CANCELLED', cancelledOn: today() });
    try {
      const refused = await note(requestId);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ errorCode: string }>().errorCode).toBe('GST_PORTAL_REFUSED');
      expect(await revision(requestId)).toMatchObject({ status: 'APPROVED', pendingCorrection: null });
      const audit = await one(
        t.database,
        `SELECT count(*)::text AS n FROM audit_log WHERE action = 'invoice-revision.failCorrection' AND entity_id = '${requestId}'`,
      );
      expect(audit.n).toBe('1');
      expect((await invoiceOf(invoice.id)).balancePaise).toBe(invoice.amountPaise);
    } finally {
      await t.ctx.gst.registry.register({ gstin, status: 'ACTIVE' });
    }
    // Once the registration is active again the same request goes through.
    expect((await note(requestId)).statusCode).toBe(200);
  });

  it('answers two concurrent note requests with one note and one IRN', async () => {
    const { requestId } = await approvedRevision();
    const [a, b] = await Promise.all([note(requestId), note(requestId)]);
    const codes = [a.statusCode, b.statusCode].sort();
    // Either both finish (the second resumed the first's claim) or the second meets CORRECTED.
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    const notes = await one(
      t.database,
      `SELECT count(*)::text AS n FROM credit_notes n JOIN invoice_revisions r ON r.id = n.revision_id WHERE r.request_id = '${requestId}'`,
    );
    expect(notes.n).toBe('1');
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });
});
