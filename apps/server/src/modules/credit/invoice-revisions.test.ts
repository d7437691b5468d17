import type { Invoice, InvoiceRevision } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { GstPortalError } from '../../integrations/gst/gst-gateway';
import { TestEInvoiceGateway } from './einvoice.test-support';
import { irnOf } from './irn-rule';
import { headersOf, one, unbalancedBuyers } from './credit-test-kit';

type Who = { headers: { authorization: string } };

describe('invoice revisions and corrections', () => {
  let t: TestApp;
  let now = new Date('2026-11-21T10:00:00+05:30');
  const clock = () => now;
  const gateway = new TestEInvoiceGateway(clock);
  let finance: Who;
  let om: Who;
  let rm: Who;
  let admin: Who;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock, eInvoice: gateway } });
    [finance, om, rm, admin] = await Promise.all([
      as(t, 'finance'),
      as(t, 'om'),
      as(t, 'rm'),
      as(t, 'admin'),
    ]);
  });
  afterAll(() => t.close());

  /** A fresh invoice with a real IRN from the gateway, on a completed order of its own. */
  async function issuedInvoice(amountPaise = '1000000'): Promise<Invoice> {
    seq += 1;
    const order = await one(
      t.database,
      `SELECT o.order_key, s.gstin, b.gstin AS buyer_gstin FROM orders o JOIN sellers s ON s.id = o.seller_id JOIN buyers b ON b.id = o.buyer_id
       WHERE o.status = 'COMPLETED' AND NOT EXISTS (SELECT 1 FROM invoice_revisions r WHERE r.order_id = o.id)
       ORDER BY o.order_key OFFSET ${seq} LIMIT 1`,
    );
    const number = `INV/R/${String(seq).padStart(4, '0')}`;
    const irn = await gateway.generateIrn({
      sellerGstin: order.gstin!,
      buyerGstin: order.buyer_gstin!,
      documentType: 'INV',
      documentNumber: number,
      documentDate: '2026-11-21',
      totalValuePaise: BigInt(amountPaise),
      lines: [],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/credit/invoice-noauth',
      payload: {
        orderKey: order.order_key,
        consignmentKey: `CK-R-${seq}`,
        invoiceNumber: number,
        booksInvoiceId: `BI-R-${seq}`,
        invoiceDate: '2026-11-21',
        dueDate: '2026-12-05',
        amountPaise,
        irn: irn.irn,
        irnAckAt: irn.ackAt.toISOString(),
      },
      ...admin,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Invoice>();
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
    });
    const again = await create(invoice);
    expect(again.statusCode).toBe(200);
    expect(again.json<InvoiceRevision>().requestId).toBe(r.requestId);
    // A second request on the same order while one is open: the order table has no such move.
    const second = await create(invoice, { requestId: 'REQ-T-SECOND-1' });
    expect(second.statusCode).toBe(409);
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
    expect((await act('request-cancelled', id)).statusCode).toBe(409);
    expect(await orderStatus(invoice.orderKey)).toBe('INVOICE_REVISION_REQUESTED');
  });

  it('rejecting or cancelling gives the order back COMPLETED; 403 without the permission, 404 when unknown', async () => {
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

  it('voids the IRN within 24 hours of acknowledgement and refuses after (clock injected)', async () => {
    const late = await issuedInvoice();
    const lateRev = (await create(late)).json<InvoiceRevision>();
    await act('approve', { requestId: lateRev.requestId });
    const voidBody = (requestId: string) => ({ requestId, cancelReasonCode: 2, remark: 'Wrong rate' });
    now = new Date(now.getTime() + 24 * 3600 * 1000 + 60_000);
    const refused = await act('void-irn-request', voidBody(lateRev.requestId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('within 24 hours');
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/invoice-revision/${lateRev.requestId}`, ...finance })
      ).json<InvoiceRevision>().status,
    ).toBe('APPROVED');

    const fresh = await issuedInvoice();
    const rev = (await create(fresh)).json<InvoiceRevision>();
    expect((await act('void-irn-request', voidBody(rev.requestId))).statusCode).toBe(409);
    await act('approve', { requestId: rev.requestId });
    expect((await act('void-irn-request', voidBody(rev.requestId), rm)).statusCode).toBe(403);
    now = new Date(now.getTime() + 23 * 3600 * 1000);
    const done = await act('void-irn-request', voidBody(rev.requestId), om);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<InvoiceRevision>()).toMatchObject({
      status: 'CORRECTED',
      correction: 'IRN_VOID',
      orderStatus: 'INVOICE_CORRECTED',
    });
    expect(gateway.cancelled.map((c) => c.irn)).toContain(fresh.irn);
    const inv = await t.app.inject({
      method: 'GET',
      url: `/api/credit/invoice-noauth/${fresh.id}`,
      ...finance,
    });
    expect(inv.json<Invoice>()).toMatchObject({ status: 'VOID', balancePaise: '0' });
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('raises a credit note only with the explicit confirmation, with its own IRN, and corrects the order', async () => {
    const invoice = await issuedInvoice('2000000');
    const rev = (await create(invoice)).json<InvoiceRevision>();
    await act('approve', { requestId: rev.requestId });
    const note = (extra: Record<string, unknown>, who: Who = finance) =>
      act(
        'create-cn-dn-requested',
        {
          requestId: rev.requestId,
          noteType: 'CRN',
          amountPaise: '150000',
          confirmIrreversible: true,
          ...extra,
        },
        who,
      );
    const unconfirmed = await note({ confirmIrreversible: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(
      unconfirmed.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields[0],
    ).toMatchObject({
      field: 'confirmIrreversible',
    });
    expect((await note({ confirmIrreversible: undefined })).statusCode).toBe(400);
    expect((await note({ amountPaise: '2000001' })).statusCode).toBe(400);
    gateway.failNext = new GstPortalError('PORTAL_DOWN', 'The IRP is not answering', true);
    expect((await note({})).statusCode).toBe(503);
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/invoice-revision/${rev.requestId}`, ...finance })
      ).json<InvoiceRevision>().status,
    ).toBe('APPROVED');
    const ok = await note({});
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
    expect(done.note?.irn).toBe(irnOf(sellerGstin, '2026-11-22', 'CRN', done.note?.noteNumber ?? ''));
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/credit/invoice-noauth/${invoice.id}`,
      ...finance,
    });
    expect(after.json<Invoice>().balancePaise).toBe('1850000');
    expect((await note({})).statusCode).toBe(409);
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('raises a debit note as a new receivable that can be settled', async () => {
    const invoice = await issuedInvoice();
    const rev = (await create(invoice)).json<InvoiceRevision>();
    await act('approve', { requestId: rev.requestId });
    const res = await act('create-cn-dn-requested', {
      requestId: rev.requestId,
      noteType: 'DBN',
      amountPaise: '50000',
      confirmIrreversible: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const dn = res.json<InvoiceRevision>().note;
    expect(dn?.noteType).toBe('DBN');
    const receivable = await one(
      t.database,
      `SELECT status, open_paise::text AS open, document_type FROM credit_invoices WHERE invoice_number = '${dn?.noteNumber}'`,
    );
    expect(receivable).toMatchObject({ status: 'OPEN', open: '50000', document_type: 'DBN' });
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });
});
