import type { Invoice, InvoiceRevision } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { PORTAL_READY_PARTIES, type Who, headersOf, issueInvoiceWithIrn, one } from './credit-test-kit';

// Revision requests and their moves; the corrections themselves (void IRN, notes) are in
// credit-corrections.test.ts. Invoices get real IRNs from the app's e-invoice portal (the simulator).
describe('invoice revisions', () => {
  let t: TestApp;
  const now = new Date('2026-11-21T10:00:00+05:30');
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

  /** A fresh invoice with a real IRN, on an order in `status` that no revision has touched. */
  async function issuedInvoice(status = 'COMPLETED'): Promise<Invoice> {
    seq += 1;
    const order = await one(
      t.database,
      `SELECT o.order_key FROM orders o JOIN sellers s ON s.id = o.seller_id JOIN buyers b ON b.id = o.buyer_id
       WHERE o.status = '${status}' AND ${PORTAL_READY_PARTIES}
         AND NOT EXISTS (SELECT 1 FROM invoice_revisions r WHERE r.order_id = o.id)
         AND NOT EXISTS (SELECT 1 FROM credit_invoices i WHERE i.order_id = o.id AND i.invoice_number LIKE 'INV/R/%')
       ORDER BY o.order_key LIMIT 1`,
    );
    return issueInvoiceWithIrn(t, admin, {
      orderKey: order.order_key!,
      consignmentKey: `CK-R-${seq}`,
      invoiceNumber: `INV/R/${String(seq).padStart(4, '0')}`,
      booksInvoiceId: `BI-R-${seq}`,
      invoiceDate: '2026-11-21',
      dueDate: '2026-12-05',
      amountPaise: '1000000',
    });
  }

  const create = (invoice: Invoice, extra: Record<string, unknown> = {}, who: Who = finance, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invoice-revision/create',
      payload: {
        requestId: `REQ-T-${invoice.booksInvoiceId}`,
        booksInvoiceId: invoice.booksInvoiceId,
        consignmentKey: invoice.consignmentKey,
        invoiceCorrectedOrderKey: invoice.orderKey,
        reason: 'OTHERS',
        reasonCode: 'PRICE_CORRECTION',
        bypassIRNCheck: false,
        comments: 'Rate agreed was lower',
        ...extra,
      },
      headers: headersOf(who, key),
    });
  const act = (path: string, body: Record<string, unknown>, who: Who = finance, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/invoice-revision/${path}`,
      payload: body,
      headers: headersOf(who, key),
    });
  const orderStatus = async (orderKey: string) =>
    (await one(t.database, `SELECT status FROM orders WHERE order_key = '${orderKey}'`)).status;

  it('creates a request once per requestId and moves the order to INVOICE_REVISION_REQUESTED', async () => {
    const invoice = await issuedInvoice();
    const first = await create(invoice);
    expect(first.statusCode, first.body).toBe(201);
    const r = first.json<InvoiceRevision>();
    expect(r).toMatchObject({
      status: 'REVISION_REQUESTED',
      statusLabel: 'Revision Requested',
      orderStatus: 'INVOICE_REVISION_REQUESTED',
      pendingCorrection: null,
    });
    const again = await create(invoice);
    expect(again.statusCode).toBe(200);
    expect(again.json<InvoiceRevision>().requestId).toBe(r.requestId);
    // A second request on the same invoice while one is open.
    const second = await create(invoice, { requestId: 'REQ-T-SECOND-1' });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toContain(r.requestId);
    const wrongOrder = await create(invoice, {
      requestId: 'REQ-T-WRONG-1',
      invoiceCorrectedOrderKey: 'SO99999999',
    });
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'invoiceCorrectedOrderKey',
    );
    const noComment = await create(invoice, { requestId: 'REQ-T-EMPTY-1', comments: '' });
    expect(noComment.statusCode).toBe(400);
    const audit = await one(
      t.database,
      `SELECT count(*)::text AS n FROM audit_log WHERE action = 'invoice-revision.create' AND entity_id = '${r.requestId}'`,
    );
    expect(audit.n).toBe('1');
  });

  it('moves by the revision table: allowed moves pass, others answer 409, missing permission 403', async () => {
    const invoice = await issuedInvoice();
    const r = (await create(invoice)).json<InvoiceRevision>();
    const id = { requestId: r.requestId };
    expect((await act('modify', { ...id, comments: 'Also freight' })).json<InvoiceRevision>()).toMatchObject({
      status: 'REVISION_REQUESTED',
      comments: 'Also freight',
    });
    expect((await act('approve', id, om)).statusCode).toBe(403);
    const review = await act('review', id);
    expect(review.json<InvoiceRevision>()).toMatchObject({
      status: 'UNDER_REVIEW',
      statusLabel: 'Awaiting Approval',
    });
    // Modifying a request under review sends it back to the requested state (the table's move).
    const modified = await act('modify', { ...id, reasonCode: 'QUANTITY_CORRECTION' }, om);
    expect(modified.json<InvoiceRevision>()).toMatchObject({
      status: 'REVISION_REQUESTED',
      reasonCode: 'QUANTITY_CORRECTION',
    });
    const stale = await act('approve', { ...id, version: 1 });
    expect(stale.statusCode).toBe(409);
    const approved = await act('approve', { ...id, comments: 'ok' }, finance, 'approve-rev-0001');
    expect(approved.json<InvoiceRevision>()).toMatchObject({
      status: 'APPROVED',
      statusLabel: 'Revision Request Approved',
    });
    const replay = await act('approve', { ...id, comments: 'ok' }, finance, 'approve-rev-0001');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(approved.json());
    expect((await act('approve', id)).statusCode).toBe(409);
    expect((await act('cancel', id)).statusCode).toBe(409);
    expect((await act('modify', id)).statusCode).toBe(409);
    expect(await orderStatus(invoice.orderKey)).toBe('INVOICE_REVISION_REQUESTED');
    // The approver may still withdraw an approved request: the order gets its status back.
    expect((await act('request-cancelled', id, om)).statusCode).toBe(403);
    const withdrawn = await act('request-cancelled', { ...id, comments: 'Paid in full meanwhile' });
    expect(withdrawn.json<InvoiceRevision>()).toMatchObject({
      status: 'CANCELLED',
      orderStatus: 'COMPLETED',
    });
    expect((await act('request-cancelled', id)).statusCode).toBe(409);
  });

  it('rejecting or cancelling gives the order back the status it had; 403 without the permission, 404 when unknown', async () => {
    const a = (await create(await issuedInvoice())).json<InvoiceRevision>();
    const rejected = await act('request-rejected', { requestId: a.requestId, comments: 'Not justified' });
    expect(rejected.json<InvoiceRevision>()).toMatchObject({
      status: 'REJECTED',
      statusLabel: 'Revision Request Rejected',
      orderStatus: 'COMPLETED',
    });
    const b = (await create(await issuedInvoice())).json<InvoiceRevision>();
    const cancelled = await act('cancel', { requestId: b.requestId });
    expect(cancelled.json<InvoiceRevision>()).toMatchObject({
      status: 'CANCELLED',
      statusLabel: 'Request Cancelled',
      orderStatus: 'COMPLETED',
    });

    // An order corrected once before goes back to INVOICE_CORRECTED, not to COMPLETED.
    const c = await issuedInvoice();
    const first = (await create(c)).json<InvoiceRevision>();
    await act('approve', { requestId: first.requestId });
    const noted = await act('create-cn-dn-requested', {
      requestId: first.requestId,
      noteType: 'DBN',
      amountPaise: '10000',
      confirmIrreversible: true,
    });
    expect(noted.json<InvoiceRevision>().orderStatus).toBe('INVOICE_CORRECTED');
    const again = (await create(c, { requestId: 'REQ-T-AGAIN-01' })).json<InvoiceRevision>();
    expect(again.orderStatus).toBe('INVOICE_REVISION_REQUESTED');
    const dropped = await act('cancel', { requestId: again.requestId }, om);
    expect(dropped.json<InvoiceRevision>()).toMatchObject({
      status: 'CANCELLED',
      orderStatus: 'INVOICE_CORRECTED',
    });

    const foreign = await one(
      t.database,
      `SELECT r.request_id FROM invoice_revisions r WHERE coalesce(r.rm_email, '') <> 'rm@dom.example.in' LIMIT 1`,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invoice-revision/${foreign.request_id}`, ...finance }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invoice-revision/${foreign.request_id}`, ...rm }))
        .statusCode,
    ).toBe(403);
    expect((await act('cancel', { requestId: 'REQ-NO-SUCH-ONE' }, om)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/invoice-revision/REQ-NO-SUCH-ONE', ...om })).statusCode,
    ).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/invoice-revision/search?statuses=CORRECTED',
      ...finance,
    });
    expect(list.json<{ content: InvoiceRevision[] }>().content.every((x) => x.status === 'CORRECTED')).toBe(
      true,
    );
  });

  it('revises an invoice of an order still in fulfilment without moving the order', async () => {
    const invoice = await issuedInvoice('IN_PROGRESS');
    const r = await create(invoice);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json<InvoiceRevision>().orderStatus).toBe('IN_PROGRESS');
    await act('approve', { requestId: r.json<InvoiceRevision>().requestId });
    const done = await act('create-cn-dn-requested', {
      requestId: r.json<InvoiceRevision>().requestId,
      noteType: 'CRN',
      amountPaise: '20000',
      confirmIrreversible: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<InvoiceRevision>()).toMatchObject({ status: 'CORRECTED', orderStatus: 'IN_PROGRESS' });
    const moves = await one(
      t.database,
      `SELECT count(*)::text AS n FROM audit_log WHERE entity_type = 'order' AND entity_id = '${invoice.orderKey}'
         AND action LIKE 'order.%Invoice%'`,
    );
    expect(moves.n).toBe('0');
  });
});
