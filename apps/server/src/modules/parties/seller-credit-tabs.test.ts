import type {
  Invoice,
  InvoiceRevision,
  OrderSellerPayment,
  SellerBill,
  SellerNote,
  SellerPayment,
  SellerPaymentRequest,
} from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { PORTAL_READY_PARTIES, issueInvoiceWithIrn, one } from '../credit/credit-test-kit';
import { type Who, allPages, postInvoice } from './credit-tabs.test-kit';

describe('seller profile tabs backed by the credit area: bills, notes, payment requests, payments', () => {
  let t: TestApp;
  const now = new Date('2026-11-21T10:00:00+05:30');
  const clock = () => now;
  let admin: Who;
  let finance: Who;
  let seller: Who;
  let ownId: string;
  let otherId: string;
  let withBill: Invoice;
  let withoutBill: Invoice;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock } });
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
      `SELECT o.order_key FROM orders o
         JOIN sellers s ON s.id = o.seller_id JOIN buyers b ON b.id = o.buyer_id
       WHERE o.seller_id = '${ownId}' AND o.status = 'COMPLETED' AND ${PORTAL_READY_PARTIES}
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
      // A real IRN from the app's e-invoice portal (the GST simulator), as packing gets one.
      const invoice = await issueInvoiceWithIrn(t, admin, {
        orderKey: order.order_key!,
        consignmentKey: `CK-${noteType}`,
        invoiceNumber: number,
        booksInvoiceId: `BI-${number}`,
        invoiceDate: '2026-11-21',
        dueDate: '2026-12-05',
        amountPaise: '2000000',
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
  });

  it('derives open payment requests from delivered consignments whose bill is unpaid, at the seller’s value', async () => {
    const { rows, total } = await allPages<SellerPaymentRequest>(t, seller, tab(ownId, 'payment-requests'));
    const expected = await one(
      t.database,
      `SELECT count(*)::text AS n FROM consignments c WHERE c.seller_id = '${ownId}'
         AND c.status IN ('DELIVERED', 'COMPLETED')
         AND NOT EXISTS (SELECT 1 FROM credit_invoices i WHERE i.consignment_key = c.consignment_key
                          AND i.document_type = 'INV' AND i.status IN ('PAID', 'SETTLED'))`,
    );
    expect(total).toBe(Number(expected.n));
    expect(total).toBeGreaterThan(0);
    expect(
      rows.every((r) => r.status === 'PENDING_PROCESSING' && r.statusLabel === 'Pending Processing'),
    ).toBe(true);
    const dates = rows.map((r) => r.requestDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The amount is the seller's value of the consignment, as the order's seller payment says.
    const target = rows[0]!;
    const payment = await get(`/order/sellerPayment/${target.orderKey}`);
    const line = payment
      .json<OrderSellerPayment>()
      .consignments.find((c) => c.consignmentKey === target.consignmentKey);
    expect(line?.payable).toBe(true);
    expect(target.amountPaise).toBe(line?.sellerTotalPaise);
    expect(BigInt(target.amountPaise)).toBeGreaterThan(0n);

    // The buyer pays the consignment's bill: the request leaves the open list for the cleared one.
    const c = await one(
      t.database,
      `SELECT c.order_key, c.total_paise::text AS total, b.code FROM consignments c JOIN buyers b ON b.id = c.buyer_id
       WHERE c.consignment_key = '${target.consignmentKey}'`,
    );
    const bill = await postInvoice(t, admin, {
      orderKey: c.order_key!,
      consignmentKey: target.consignmentKey,
      invoiceNumber: 'PTS/PAID/1',
      invoiceDate: '2026-11-10',
      dueDate: '2026-12-10',
      amountPaise: c.total!,
    });
    const pay = (path: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/credit/${path}`, payload, ...finance });
    expect(
      (
        await pay('payment-noauth', {
          booksPaymentId: 'BP-PTS-PAID-1',
          booksBuyerId: c.code,
          utr: 'UTRPTSPAID0001',
          paymentType: 'RTGS',
          paymentDate: '2026-11-20',
          amountPaise: c.total,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await pay('match-noauth', {
          booksPaymentId: 'BP-PTS-PAID-1',
          booksInvoiceId: bill.booksInvoiceId,
          matchingAmount: c.total,
          booksBuyerId: c.code,
        })
      ).json<{ invoiceStatus: string }>().invoiceStatus,
    ).toBe('SETTLED');
    const after = await allPages<SellerPaymentRequest>(t, seller, tab(ownId, 'payment-requests'));
    expect(after.total).toBe(total - 1);
    expect(after.rows.some((r) => r.consignmentKey === target.consignmentKey)).toBe(false);

    const cleared = await allPages<SellerPayment>(t, seller, tab(ownId, 'payments'));
    expect(cleared.rows.find((r) => r.paymentId === bill.id)).toEqual({
      paymentId: bill.id,
      utr: 'UTRPTSPAID0001',
      paymentDate: '2026-11-20',
      amountPaise: c.total,
      status: 'FULLY_CLEARED',
      statusLabel: 'Fully Cleared',
      invoiceNumber: 'PTS/PAID/1',
      billStatus: 'SETTLED',
      orderKey: c.order_key,
    });
  });

  it('derives cleared payments from the seller’s paid bills only', async () => {
    const { rows, total } = await allPages<SellerPayment>(t, admin, tab(ownId, 'payments'));
    const expected = await one(
      t.database,
      `SELECT count(*)::text AS n FROM credit_invoices WHERE seller_id = '${ownId}' AND status IN ('PAID', 'SETTLED')`,
    );
    expect(total).toBe(Number(expected.n));
    expect(total).toBeGreaterThan(0);
    expect(rows.every((r) => ['PAID', 'SETTLED'].includes(r.billStatus))).toBe(true);
    // A bill cleared by a settlement names its payment's UTR.
    expect(rows.some((r) => r.utr !== null)).toBe(true);
    const ids = rows.map((r) => `'${r.paymentId}'`).join(',');
    const foreign = await one(
      t.database,
      `SELECT count(*)::text AS n FROM credit_invoices WHERE id IN (${ids}) AND seller_id <> '${ownId}'`,
    );
    expect(foreign.n).toBe('0');
  });
});
