import type { Invoice, InvoiceRevision, SellerBill, SellerNote } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { TestEInvoiceGateway } from '../credit/einvoice.test-support';
import { one } from '../credit/credit-test-kit';
import { type Who, allPages, postInvoice } from './credit-tabs.test-kit';

describe('seller profile tabs backed by the credit area: bills and credit/debit notes', () => {
  let t: TestApp;
  const now = new Date('2026-11-21T10:00:00+05:30');
  const clock = () => now;
  const gateway = new TestEInvoiceGateway(clock);
  let admin: Who;
  let finance: Who;
  let seller: Who;
  let ownId: string;
  let otherId: string;
  let withBill: Invoice;
  let withoutBill: Invoice;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock, eInvoice: gateway } });
    [admin, finance, seller] = await Promise.all([as(t, 'admin'), as(t, 'finance'), as(t, 'seller')]);
    ownId = (await one(t.database, "SELECT seller_id FROM users WHERE username = 'seller'")).seller_id!;
    otherId = (await one(t.database, `SELECT id FROM sellers WHERE id <> '${ownId}' ORDER BY code LIMIT 1`))
      .id!;
  });
  afterAll(() => t.close());

  const get = (url: string, who: Who = admin) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });
  const tab = (id: string, path: string) => `/api/ops-supply/seller/${id}/${path}`;

  /** A completed order of the seller with no revision yet (a revision moves the order). */
  const freshOrder = async (skip: number) =>
    one(
      t.database,
      `SELECT o.order_key, s.gstin, b.gstin AS buyer_gstin FROM orders o
         JOIN sellers s ON s.id = o.seller_id JOIN buyers b ON b.id = o.buyer_id
       WHERE o.seller_id = '${ownId}' AND o.status = 'COMPLETED'
         AND NOT EXISTS (SELECT 1 FROM invoice_revisions r WHERE r.order_id = o.id)
       ORDER BY o.order_key OFFSET ${skip} LIMIT 1`,
    );

  it('lists the seller’s bills as the seller portal does, paged, with aged statuses', async () => {
    const order = await freshOrder(0);
    withBill = await postInvoice(t, admin, {
      orderKey: order.order_key!,
      invoiceNumber: 'PTS/BILL/1',
      sellerBillId: 'SB-PTS-1',
      invoiceDate: '2026-10-01',
      dueDate: '2026-11-15',
      amountPaise: '250000',
    });
    withoutBill = await postInvoice(t, admin, {
      orderKey: order.order_key!,
      invoiceNumber: 'PTS/BILL/2',
      invoiceDate: '2026-11-20',
      dueDate: '2026-12-20',
    });
    const { rows, total } = await allPages<SellerBill>(t, seller, tab(ownId, 'bills'));
    const counted = await one(
      t.database,
      `SELECT count(*)::text AS n FROM credit_invoices WHERE seller_id = '${ownId}'`,
    );
    expect(total).toBe(Number(counted.n));
    expect(total).toBeGreaterThan(20);
    expect(new Set(rows.map((r) => r.billId)).size).toBe(rows.length);
    expect(rows.find((r) => r.billId === withBill.id)).toMatchObject({
      sellerBillId: 'SB-PTS-1',
      invoiceNumber: 'PTS/BILL/1',
      billDate: '2026-10-01',
      dueDate: '2026-11-15',
      amountPaise: '250000',
      balancePaise: '250000',
      status: 'DELAYED',
      statusLabel: 'Delayed',
      orderKey: order.order_key,
    });
    expect(rows.find((r) => r.billId === withoutBill.id)).toMatchObject({
      sellerBillId: null,
      status: 'OPEN',
    });
    // The same rows, in the same order, as the seller portal's own invoice list.
    const portal = await allPages<Invoice>(t, seller, '/api/seller/invoices');
    expect(rows.map((r) => [r.billId, r.status])).toEqual(portal.rows.map((i) => [i.id, i.status]));
    // Staff see the same seller's bills, and only that seller's.
    const staff = await allPages<SellerBill>(t, admin, tab(ownId, 'bills'));
    expect(staff.rows.map((r) => r.billId)).toEqual(rows.map((r) => r.billId));
    const ids = staff.rows.map((r) => `'${r.billId}'`).join(',');
    const foreign = await one(
      t.database,
      `SELECT count(*)::text AS n FROM credit_invoices WHERE id IN (${ids}) AND seller_id <> '${ownId}'`,
    );
    expect(foreign.n).toBe('0');
  });

  it('lists credit and debit notes raised on the seller’s invoices', async () => {
    const noteOn = async (skip: number, noteType: 'CRN' | 'DBN', amountPaise: string) => {
      const order = await freshOrder(skip);
      const number = `PTS/NOTE/${noteType}`;
      const irn = await gateway.generateIrn({
        sellerGstin: order.gstin!,
        buyerGstin: order.buyer_gstin!,
        documentType: 'INV',
        documentNumber: number,
        documentDate: '2026-11-21',
        totalValuePaise: 2000000n,
        lines: [],
      });
      const invoice = await postInvoice(t, admin, {
        orderKey: order.order_key!,
        consignmentKey: `CK-${noteType}`,
        invoiceNumber: number,
        invoiceDate: '2026-11-21',
        dueDate: '2026-12-05',
        amountPaise: '2000000',
        irn: irn.irn,
        irnAckAt: irn.ackAt.toISOString(),
      });
      const act = async (path: string, body: Record<string, unknown>) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/invoice-revision/${path}`,
          payload: body,
          ...finance,
        });
        expect(res.statusCode, res.body).toBeLessThan(300);
        return res.json<InvoiceRevision>();
      };
      const rev = await act('create', {
        requestId: `REQ-PTS-${noteType}`,
        booksInvoiceId: invoice.booksInvoiceId,
        consignmentKey: invoice.consignmentKey,
        invoiceCorrectedOrderKey: invoice.orderKey,
        reason: 'OTHERS',
        reasonCode: 'PRICE_CORRECTION',
        bypassIRNCheck: false,
        comments: 'Rate agreed was lower',
      });
      await act('approve', { requestId: rev.requestId });
      const done = await act('create-cn-dn-requested', {
        requestId: rev.requestId,
        noteType,
        amountPaise,
        confirmIrreversible: true,
      });
      return { invoice, note: done.note, requestId: rev.requestId };
    };
    const crn = await noteOn(1, 'CRN', '150000');
    const dbn = await noteOn(2, 'DBN', '50000');

    const { rows, total } = await allPages<SellerNote>(t, seller, tab(ownId, 'credit-debit-notes'));
    const counted = await one(
      t.database,
      `SELECT count(*)::text AS n FROM credit_notes n JOIN credit_invoices i ON i.id = n.invoice_id
       WHERE i.seller_id = '${ownId}'`,
    );
    expect(total).toBe(Number(counted.n));
    expect(rows.find((r) => r.noteId === crn.note?.id)).toMatchObject({
      noteType: 'CREDIT_NOTE',
      noteNumber: crn.note?.noteNumber,
      amountPaise: '150000',
      status: 'SETTLED',
      invoiceId: crn.invoice.id,
      invoiceNumber: 'PTS/NOTE/CRN',
      irn: crn.note?.irn,
      requestId: crn.requestId,
    });
    expect(rows.find((r) => r.noteId === dbn.note?.id)).toMatchObject({
      noteType: 'DEBIT_NOTE',
      amountPaise: '50000',
      status: 'OPEN',
      statusLabel: 'Open',
      invoiceId: dbn.invoice.id,
    });
    expect(rows.every((r) => ['CREDIT_NOTE', 'DEBIT_NOTE'].includes(r.noteType))).toBe(true);
    // Newest first.
    const dates = rows.map((r) => r.noteDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Another seller's notes are not here, and this seller's are not there.
    const theirs = await allPages<SellerNote>(t, admin, tab(otherId, 'credit-debit-notes'));
    const ours = new Set(rows.map((r) => r.noteId));
    expect(theirs.rows.some((r) => ours.has(r.noteId))).toBe(false);
  });

  it('keeps the scope: a seller sees only its own; rm may not open seller tabs; unknown is 404', async () => {
    for (const path of ['bills', 'credit-debit-notes', 'payment-requests', 'payments']) {
      expect((await get(`/ops-supply/seller/${otherId}/${path}`, seller)).statusCode, path).toBe(404);
      expect((await get(`/ops-supply/seller/${ownId}/${path}`, await as(t, 'rm'))).statusCode, path).toBe(
        403,
      );
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await get(`/ops-supply/seller/${unknown}/${path}`)).statusCode, path).toBe(404);
      expect((await get(`/ops-supply/seller/${ownId}/${path}?pageSize=3`)).statusCode, path).toBe(400);
    }
    // Seller payouts are not modelled yet: these tabs answer empty pages, even for staff.
    for (const path of ['payment-requests', 'payments'])
      expect((await get(`/ops-supply/seller/${ownId}/${path}`)).json()).toMatchObject({
        content: [],
        totalElements: 0,
      });
  });
});
