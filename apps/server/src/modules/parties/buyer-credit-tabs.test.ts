import { addDays, istDateOf } from '@dom/domain';
import type {
  BuyerInvoiceItem,
  BuyerPaymentList,
  BuyerProfile,
  Invoice,
  InvoiceDetail,
  Payment,
} from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { one } from '../credit/credit-test-kit';
import { type Who, allPages, postInvoice } from './credit-tabs.test-kit';

// The test's days, as offsets from today in India: never a fixed day, which the calendar
// overtakes (issue 44).
const TODAY = istDateOf(new Date());
const day = (offset: number): string => addDays(TODAY, offset);

const RM = 'rm@dom.example.in';

describe('buyer profile tabs backed by the credit area: invoices and payments', () => {
  let t: TestApp;
  let now = new Date(`${day(0)}T10:00:00+05:30`);
  const clock = () => now;
  let admin: Who;
  let finance: Who;
  let rm: Who;
  let buyer: { id: string; code: string };
  let foreignBuyerId: string;
  const mine: Record<'open' | 'delayed' | 'overdue' | 'paid', Invoice> = {} as never;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock } });
    [admin, finance, rm] = await Promise.all([as(t, 'admin'), as(t, 'finance'), as(t, 'rm')]);
    // The order of one of rm's buyers that can be invoiced whose MDD is longest past (so it can age to
    // OVERDUE): the demo's orders span the year before the load.
    const order = await one(
      t.database,
      `SELECT o.order_key, b.id, b.code, b.gstin FROM orders o JOIN buyers b ON b.id = o.buyer_id
       WHERE b.rm_email = '${RM}' AND o.rm_email = '${RM}'
         AND o.status NOT IN ('ORDERED','ORDER_APPROVED','RPT_BLOCKED','CANCELLED')
       ORDER BY o.max_mdd NULLS FIRST, o.order_key LIMIT 1`,
    );
    buyer = { id: order.id!, code: order.code! };
    // The demo register may hold this buyer's GSTIN as suspended; an invoice needs it active.
    await t.ctx.gst.registry.register({ gstin: order.gstin!, status: 'ACTIVE' });
    foreignBuyerId = (
      await one(
        t.database,
        `SELECT id FROM buyers WHERE coalesce(rm_email, '') <> '${RM}' ORDER BY code LIMIT 1`,
      )
    ).id!;
    const post = (n: string, invoiceDate: string, dueDate: string, amountPaise = '1000000') =>
      postInvoice(t, admin, {
        orderKey: order.order_key!,
        invoiceNumber: n,
        invoiceDate,
        dueDate,
        amountPaise,
      });
    mine.open = await post('PTB/OPEN', day(-1), day(29));
    mine.delayed = await post('PTB/DELAYED', day(-51), day(-6));
    mine.overdue = await post('PTB/OVERDUE', day(-689), day(-658));
    mine.paid = await post('PTB/PAID', day(-20), day(10), '300000');
    // Enough open invoices that the tab needs two pages of 20.
    for (let i = 1; i <= 22; i += 1)
      await post(`PTB/MORE/${String(i).padStart(2, '0')}`, day(-2), day(28), String(100000 + i));
  });
  afterAll(() => t.close());

  const get = (url: string, who: Who = admin) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });
  const tab = (path: string) => `/api/credit/buyer/profile/${buyer.id}/${path}`;
  const pay = (booksPaymentId: string, amountPaise: string, paymentDate: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/credit/payment-noauth',
      payload: {
        booksPaymentId,
        booksBuyerId: buyer.code,
        utr: `UTR${booksPaymentId.replace(/\W/g, '')}`,
        paymentType: 'NEFT',
        paymentDate,
        amountPaise,
      },
      ...finance,
    });
  const match = (booksPaymentId: string, invoice: Invoice, matchingAmount: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/credit/match-noauth',
      payload: {
        booksBuyerId: buyer.code,
        booksInvoiceId: invoice.booksInvoiceId,
        booksPaymentId,
        matchingAmount,
      },
      ...finance,
    });

  it('lists the buyer’s open invoices, aged exactly as the credit area shows them', async () => {
    const p1 = await pay('BP-PTB-FULL', '300000', day(0));
    expect(p1.statusCode, p1.body).toBe(201);
    expect((await match('BP-PTB-FULL', mine.paid, '300000')).statusCode).toBe(200);

    const { rows, total } = await allPages<BuyerInvoiceItem>(t, admin, tab('invoices'));
    expect(total).toBeGreaterThan(20);
    const byNumber = new Map(rows.map((r) => [r.invoiceNumber, r]));
    expect(byNumber.get('PTB/OPEN')).toMatchObject({
      invoiceId: mine.open.id,
      status: 'OPEN',
      statusLabel: 'Open',
      amountPaise: '1000000',
      balancePaise: '1000000',
      dueDate: day(29),
      documentType: 'INV',
      orderKey: mine.open.orderKey,
    });
    expect(byNumber.get('PTB/DELAYED')?.status).toBe('DELAYED');
    expect(byNumber.get('PTB/OVERDUE')).toMatchObject({ status: 'OVERDUE', statusLabel: 'Overdue' });
    expect(byNumber.has('PTB/PAID')).toBe(false);
    expect(rows.every((r) => ['OPEN', 'DELAYED', 'OVERDUE'].includes(r.status))).toBe(true);
    expect(new Set(rows.map((r) => r.invoiceId)).size).toBe(rows.length);

    // The same rows, order and statuses as the credit area's open-invoice call for this buyer.
    const credit = await allPages<Invoice>(t, admin, `/api/credit/invoice-noauth/open?buyerId=${buyer.id}`);
    expect(rows.map((r) => [r.invoiceId, r.status, r.balancePaise])).toEqual(
      credit.rows.map((i) => [i.id, i.status, i.balancePaise]),
    );
    const detail = (await get(`/credit/invoice-noauth/${mine.overdue.id}`)).json<InvoiceDetail>();
    expect(byNumber.get('PTB/OVERDUE')?.maxDueDate).toBe(detail.maxDueDate);
  });

  it('narrows by statuses, ages by the app clock, and refuses unknown statuses and page sizes', async () => {
    const overdue = await allPages<BuyerInvoiceItem>(t, admin, `${tab('invoices')}?statuses=OVERDUE`);
    expect(overdue.rows.map((r) => r.status).every((s) => s === 'OVERDUE')).toBe(true);
    expect(overdue.rows.map((r) => r.invoiceNumber)).toContain('PTB/OVERDUE');
    const credit = await allPages<Invoice>(
      t,
      admin,
      `/api/credit/invoice-noauth?buyerId=${buyer.id}&statuses=OVERDUE`,
    );
    expect(overdue.rows.map((r) => r.invoiceId)).toEqual(credit.rows.map((i) => i.id));
    const two = await allPages<BuyerInvoiceItem>(t, admin, `${tab('invoices')}?statuses=OPEN,DELAYED`);
    expect(two.rows.map((r) => r.invoiceNumber)).toEqual(expect.arrayContaining(['PTB/OPEN', 'PTB/DELAYED']));
    expect(two.rows.map((r) => r.invoiceNumber)).not.toContain('PTB/OVERDUE');

    // A month later the open invoice is past its due date: DELAYED, with no job having moved it.
    const before = now;
    now = new Date(`${day(34)}T10:00:00+05:30`);
    try {
      const later = await allPages<BuyerInvoiceItem>(t, admin, tab('invoices'));
      expect(later.rows.find((r) => r.invoiceNumber === 'PTB/OPEN')?.status).toBe('DELAYED');
    } finally {
      now = before;
    }

    // Any invoice status may be asked for ("show all" on the tab); an unknown one is refused.
    const paid = await allPages<BuyerInvoiceItem>(t, admin, `${tab('invoices')}?statuses=PAID,SETTLED`);
    expect(paid.rows.map((r) => r.invoiceNumber)).toContain('PTB/PAID');
    const bad = await get(`/credit/buyer/profile/${buyer.id}/invoices?statuses=SHIPPED`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('statuses');
    expect((await get(`/credit/buyer/profile/${buyer.id}/invoices?pageSize=7`)).statusCode).toBe(400);
    expect((await get(`/credit/buyer/profile/${buyer.id}/payments?offset=-1`)).statusCode).toBe(400);
  });

  it('lists payments with matched and unmatched amounts, pending ones first', async () => {
    expect((await pay('BP-PTB-PART', '100000', day(-11))).statusCode).toBe(201);
    expect((await match('BP-PTB-PART', mine.open, '40000')).statusCode).toBe(200);
    expect((await pay('BP-PTB-NONE', '50000', day(-3))).statusCode).toBe(201);

    // The spec's pending-payments call: 25 from offset 0 by default.
    const first = (await get(`/credit/buyer/profile/${buyer.id}/payments`)).json<BuyerPaymentList>();
    expect(first).toMatchObject({ limit: 25, offset: 0 });
    const all = (await get(`/credit/buyer/profile/${buyer.id}/payments?limit=100`)).json<BuyerPaymentList>();
    const { content: rows, total } = all;
    expect(rows).toHaveLength(Math.min(total, 100));
    const counted = await one(
      t.database,
      `SELECT count(*)::text AS n FROM credit_payments WHERE buyer_id = '${buyer.id}'`,
    );
    expect(total).toBe(Number(counted.n));
    const byId = new Map(rows.map((r) => [r.booksPaymentId, r]));
    expect(byId.get('BP-PTB-PART')).toMatchObject({
      amountPaise: '100000',
      matchedPaise: '40000',
      unmatchedPaise: '60000',
      balancePaise: '60000',
      status: 'PENDING',
      statusLabel: 'Pending',
      paymentType: 'NEFT',
      paymentDate: day(-11),
    });
    expect(byId.get('BP-PTB-NONE')).toMatchObject({ matchedPaise: '0', unmatchedPaise: '50000' });
    expect(byId.get('BP-PTB-FULL')).toMatchObject({
      matchedPaise: '300000',
      unmatchedPaise: '0',
      status: 'SETTLED',
    });
    for (const r of rows)
      expect(BigInt(r.matchedPaise) + BigInt(r.unmatchedPaise)).toBe(BigInt(r.amountPaise));
    // Pending first; within each group the newest first.
    const firstSettled = rows.findIndex((r) => r.status === 'SETTLED');
    expect(rows.slice(firstSettled).every((r) => r.status === 'SETTLED')).toBe(true);
    const pending = rows.filter((r) => r.status === 'PENDING').map((r) => r.booksPaymentId);
    expect(pending.indexOf('BP-PTB-NONE')).toBeLessThan(pending.indexOf('BP-PTB-PART'));
    // The credit area's own pending list of the buyer holds the same pending payments.
    const credit = (await get(`/credit/payment-noauth?buyerId=${buyer.id}&status=PENDING&limit=100`)).json<{
      content: Payment[];
    }>();
    expect(new Set(pending)).toEqual(new Set(credit.content.map((p) => p.booksPaymentId)));
    const onlyPending = (
      await get(`/credit/buyer/profile/${buyer.id}/payments?status=PENDING&limit=100`)
    ).json<BuyerPaymentList>();
    expect(onlyPending.content.map((p) => p.booksPaymentId)).toEqual(pending);
  });

  it('keeps the scope: rm sees its own buyer’s tabs, not another’s; others 404 or 403', async () => {
    for (const path of ['invoices', 'payments']) {
      const own = await get(`/credit/buyer/profile/${buyer.id}/${path}`, rm);
      expect(own.statusCode, path).toBe(200);
      expect(own.json()).toEqual((await get(`/credit/buyer/profile/${buyer.id}/${path}`)).json());
      expect((await get(`/credit/buyer/profile/${foreignBuyerId}/${path}`, rm)).statusCode, path).toBe(404);
      const tm = await as(t, 'tm');
      expect((await get(`/credit/buyer/profile/${buyer.id}/${path}`, tm)).statusCode, path).toBe(404);
      const seller = await as(t, 'seller');
      expect((await get(`/credit/buyer/profile/${buyer.id}/${path}`, seller)).statusCode, path).toBe(403);
      // Operations see the buyer screen but not the ledger: the tab is hidden and its data refused.
      const om = await as(t, 'om');
      expect((await get(`/credit/buyer/profile/${buyer.id}/${path}`, om)).statusCode, path).toBe(403);
      const tabs = (await get(`/credit/buyer/profile/${buyer.id}`, om)).json<BuyerProfile>().tabs;
      expect(tabs.map((x) => x.id)).toContain('contacts');
      expect(tabs.map((x) => x.id)).not.toContain(path);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await get(`/credit/buyer/profile/${unknown}/${path}`)).statusCode, path).toBe(404);
    }
    // An invoice of rm's buyer raised under another owner's order is not rm's to see.
    await t.database.executeSql(
      `UPDATE credit_invoices SET rm_email = 'someone-else@dom.example.in' WHERE id = '${mine.delayed.id}'`,
    );
    const asRm = await allPages<BuyerInvoiceItem>(t, rm, tab('invoices'));
    expect(asRm.rows.map((r) => r.invoiceNumber)).not.toContain('PTB/DELAYED');
    const asAdmin = await allPages<BuyerInvoiceItem>(t, admin, tab('invoices'));
    expect(asAdmin.rows.map((r) => r.invoiceNumber)).toContain('PTB/DELAYED');
  });
});
