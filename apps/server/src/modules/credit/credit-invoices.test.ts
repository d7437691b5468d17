import { addDays, istDateOf } from '@dom/domain';
import type { Invoice, InvoiceActionResult, InvoiceDetail } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { failInserts } from '../../../test/fail-inserts';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { postConsignmentInvoice } from './consignment-invoices.service';
import { headersOf, one, unbalancedBuyers } from './credit-test-kit';

// The test's days, as offsets from today in India: never a fixed day, which the calendar
// overtakes (issue 44).
const TODAY = istDateOf(new Date());
const day = (offset: number): string => addDays(TODAY, offset);

type Who = { headers: { authorization: string } };
type Page = { content: Invoice[]; totalElements: number };

describe('invoices', () => {
  let t: TestApp;
  let finance: Who;
  let seller: Who;
  let rm: Who;
  let admin: Who;
  beforeAll(async () => {
    // Today is pinned: ageing is read from this clock.
    t = await createTestApp({ seed: true, context: { clock: () => new Date(`${day(0)}T10:00:00+05:30`) } });
    [finance, seller, rm, admin] = await Promise.all([
      as(t, 'finance'),
      as(t, 'seller'),
      as(t, 'rm'),
      as(t, 'admin'),
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, who: Who = finance) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });

  it('ages open invoices at read time: DELAYED past the due date, OVERDUE past the MDD', async () => {
    const r = await one(
      t.database,
      "SELECT id, buyer_id FROM credit_invoices WHERE status = 'OPEN' AND document_type = 'INV' ORDER BY books_invoice_id LIMIT 1",
    );
    await t.database.executeSql(
      `UPDATE credit_invoices SET due_date = '${day(-11)}', max_due_date = '${day(4)}' WHERE id = '${r.id}'`,
    );
    expect((await get(`/credit/invoice-noauth/${r.id}`)).json<InvoiceDetail>().status).toBe('DELAYED');
    await t.database.executeSql(
      `UPDATE credit_invoices SET max_due_date = '${day(-1)}' WHERE id = '${r.id}'`,
    );
    expect((await get(`/credit/invoice-noauth/${r.id}`)).json<InvoiceDetail>().status).toBe('OVERDUE');
    await t.database.executeSql(
      `UPDATE credit_invoices SET due_date = '${day(0)}', max_due_date = '${day(15)}' WHERE id = '${r.id}'`,
    );
    expect((await get(`/credit/invoice-noauth/${r.id}`)).json<InvoiceDetail>().status).toBe('OPEN');
    await t.database.executeSql(
      `UPDATE credit_invoices SET due_date = '${day(-20)}', max_due_date = '${day(-5)}' WHERE id = '${r.id}'`,
    );
    const overdue = (
      await get(`/credit/invoice-noauth?statuses=OVERDUE&buyerId=${r.buyer_id}&pageSize=100`)
    ).json<Page>();
    expect(overdue.content.map((i) => i.id)).toContain(r.id);
    expect(overdue.content.every((i) => i.status === 'OVERDUE')).toBe(true);
    const open = (await get(`/credit/invoice-noauth/open?buyerId=${r.buyer_id}&pageSize=100`)).json<Page>();
    expect(open.content.every((i) => ['OPEN', 'DELAYED', 'OVERDUE'].includes(i.status))).toBe(true);
    const stored = await one(
      t.database,
      `SELECT count(*)::text AS n FROM credit_invoices WHERE buyer_id = '${r.buyer_id}' AND status = 'OPEN'`,
    );
    expect(open.totalElements).toBe(Number(stored.n));
  });

  it('scopes invoices: a seller sees only its own, an RM only its buyers’, others answer 404', async () => {
    const mine = (await get('/seller/invoices?pageSize=100', seller)).json<Page>();
    const sellerId = (await one(t.database, "SELECT seller_id FROM users WHERE username = 'seller'"))
      .seller_id;
    expect(mine.content.length).toBeGreaterThan(0);
    expect(mine.content.every((i) => i.sellerId === sellerId)).toBe(true);
    const foreign = await one(
      t.database,
      `SELECT id FROM credit_invoices WHERE seller_id <> '${sellerId}' LIMIT 1`,
    );
    expect((await get(`/seller/invoices/${foreign.id}`, seller)).statusCode).toBe(404);
    expect((await get(`/seller/invoices/${mine.content[0]!.id}`, seller)).statusCode).toBe(200);
    expect((await get('/credit/invoice-noauth', seller)).statusCode).toBe(403);
    const rmList = (await get('/credit/invoice-noauth?pageSize=100', rm)).json<Page>();
    const rmBuyers = await t.database.executeSql<{ id: string }>(
      "SELECT id FROM buyers WHERE rm_email = 'rm@dom.example.in'",
    );
    const ids = new Set(rmBuyers.rows.map((b) => b.id));
    expect(rmList.content.every((i) => ids.has(i.buyerId))).toBe(true);
  });

  it('lists an order’s invoices five at a time by default', async () => {
    const order = await one(
      t.database,
      'SELECT order_key FROM credit_invoices GROUP BY order_key HAVING count(*) >= 1 ORDER BY order_key LIMIT 1',
    );
    const res = await get(`/credit/invoice-noauth/order/${order.order_key}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ content: Invoice[]; limit: number; offset: number; total: number }>();
    expect(body.limit).toBe(5);
    expect(body.offset).toBe(0);
    expect(body.content.every((i) => i.orderKey === order.order_key)).toBe(true);
    expect((await get(`/credit/invoice-noauth/order/${order.order_key}?limit=0`)).statusCode).toBe(400);
    expect((await get('/credit/invoice-noauth/order/SO99999999')).statusCode).toBe(404);
    const foreign = await one(
      t.database,
      "SELECT order_key FROM orders WHERE coalesce(rm_email, '') <> 'rm@dom.example.in' LIMIT 1",
    );
    expect((await get(`/credit/invoice-noauth/order/${foreign.order_key}`, rm)).statusCode).toBe(404);
  });

  it('tags invoices in bulk, all or nothing', async () => {
    const ids = (
      await t.database.executeSql<{ id: string }>('SELECT id FROM credit_invoices ORDER BY id LIMIT 3')
    ).rows.map((r) => r.id);
    const tag = (body: Record<string, unknown>, who: Who = finance) =>
      t.app.inject({ method: 'PUT', url: '/api/credit/invoice/bulk', payload: body, ...who });
    const ok = await tag({ invoiceIds: ids, tags: ['legal-hold'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ updated: 3 });
    const tagged = (await get('/credit/invoice-noauth?tag=legal-hold&pageSize=100')).json<Page>();
    expect(tagged.content.map((i) => i.id).sort()).toEqual([...ids].sort());
    const missing = await tag({ invoiceIds: [...ids, '00000000-0000-4000-8000-ffffffffffff'], tags: ['x'] });
    expect(missing.statusCode).toBe(404);
    expect((await get('/credit/invoice-noauth?tag=x')).json<Page>().totalElements).toBe(0);
    expect((await tag({ invoiceIds: [], tags: ['x'] })).statusCode).toBe(400);
    expect((await tag({ invoiceIds: ids, tags: ['x'] }, rm)).statusCode).toBe(403);
  });

  it('posts an invoice once per booksInvoiceId (service call) and debits the ledger', async () => {
    const order = await one(
      t.database,
      "SELECT order_key, buyer_id FROM orders WHERE status = 'COMPLETED' ORDER BY order_key LIMIT 1",
    );
    const body = {
      orderKey: order.order_key,
      invoiceNumber: 'INV/T/0001',
      booksInvoiceId: 'BI-TEST-0001',
      invoiceDate: day(0),
      dueDate: day(14),
      amountPaise: '1234500',
    };
    const post = (b: Record<string, unknown>, who: Who = admin) =>
      t.app.inject({ method: 'POST', url: '/api/credit/invoice-noauth', payload: b, ...who });
    const first = await post(body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Invoice>()).toMatchObject({
      status: 'OPEN',
      balancePaise: '1234500',
      maxDueDate: day(29),
    });
    const again = await post(body);
    expect(again.statusCode).toBe(200);
    expect(again.json<Invoice>().id).toBe(first.json<Invoice>().id);
    expect((await post({ ...body, amountPaise: '1' })).statusCode).toBe(409);
    expect((await post({ ...body, booksInvoiceId: 'BI-TEST-0002', dueDate: day(-20) })).statusCode).toBe(400);
    expect((await post({ ...body, booksInvoiceId: 'BI-TEST-0003' }, finance)).statusCode).toBe(403);
    const entries = await one(
      t.database,
      "SELECT count(*)::text AS n FROM credit_ledger_entries WHERE reference = 'INV/T/0001'",
    );
    expect(entries.n).toBe('1');
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('refuses an invoice for a buyer whose GSTIN was cancelled before the invoice date (both postings)', async () => {
    const order = await one(
      t.database,
      `SELECT o.order_key, o.id AS order_id, o.seller_id, g.cancelled_on::text AS cancelled_on FROM orders o
         JOIN buyers b ON b.id = o.buyer_id JOIN gst_sim_gstins g ON g.gstin = b.gstin
       WHERE g.status = 'CANCELLED' AND o.status IN ('IN_PROGRESS', 'COMPLETED') ORDER BY o.order_key LIMIT 1`,
    );
    const body = (n: string, invoiceDate: string) => ({
      orderKey: order.order_key,
      invoiceNumber: `INV/GC/${n}`,
      booksInvoiceId: `BI-GC-${n}`,
      invoiceDate,
      dueDate: day(40),
      amountPaise: '500000',
    });
    const post = (b: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/credit/invoice-noauth', payload: b, ...admin });
    const refused = await post(body('1', order.cancelled_on!));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'BUYER_GSTIN_INACTIVE',
      details: { reason: 'GSTIN_CANCELLED_BEFORE_INVOICE_DATE', cancelledOn: order.cancelled_on },
    });
    // An invoice dated before the cancellation (a late entry of an earlier supply) is fine.
    const before = new Date(Date.parse(`${order.cancelled_on}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await post(body('2', before))).statusCode).toBe(201);
    // Packing posts through the same rule, in its own transaction.
    await expect(
      t.database.db.transaction((tx) =>
        postConsignmentInvoice(
          tx,
          {
            consignmentKey: 'CK-GC-PACK',
            orderId: order.order_id!,
            orderKey: order.order_key!,
            sellerId: order.seller_id!,
            buyerInvoiceNumber: 'INV/GC/PACK',
            invoiceDate: day(0),
            invoiceAmountPaise: 500000n,
            totalPaise: 500000n,
            sellerBillId: null,
            irn: null,
            irnAckAt: null,
          },
          { actorId: null, actingAsId: null, requestId: 'test' },
          new Date(`${day(0)}T10:00:00+05:30`),
        ),
      ),
    ).rejects.toMatchObject({ code: 'BUYER_GSTIN_INACTIVE', status: 409 });
    const posted = await one(
      t.database,
      "SELECT count(*)::text AS n FROM credit_invoices WHERE invoice_number IN ('INV/GC/1', 'INV/GC/PACK')",
    );
    expect(posted.n).toBe('0');
  });

  /** A DRAFT invoice of the nth completed order, posted as the books post it; answers its id. */
  const draftInvoice = async (nth: number, invoiceNumber: string, booksInvoiceId: string) => {
    const order = await one(
      t.database,
      `SELECT order_key FROM orders WHERE status = 'COMPLETED' ORDER BY order_key OFFSET ${nth} LIMIT 1`,
    );
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/credit/invoice-noauth',
      payload: {
        orderKey: order.order_key,
        invoiceNumber,
        booksInvoiceId,
        invoiceDate: day(0),
        dueDate: day(7),
        amountPaise: '500000',
        status: 'DRAFT',
      },
      ...admin,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    return draft.json<Invoice>().id;
  };

  it('runs the price edit flow on the invoice transition table (409 on a move the table lacks)', async () => {
    const invoiceId = await draftInvoice(1, 'INV/T/0002', 'BI-TEST-0010');
    const step = (path: string, body: Record<string, unknown>, who: Who = finance, key?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invoice/${path}`,
        payload: { invoiceId, ...body },
        headers: headersOf(who, key),
      });
    expect((await step('approve', {})).statusCode).toBe(409);
    const edited = await step('edit-prices', { amountPaise: '450000' }, finance, 'edit-key-0001');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<InvoiceActionResult>().status).toBe('PENDING_APPROVAL');
    expect(
      (await step('edit-prices', { amountPaise: '450000' }, finance, 'edit-key-0001')).headers[
        'idempotent-replayed'
      ],
    ).toBe('true');
    expect((await step('edit-prices', { amountPaise: '1' })).statusCode).toBe(409);
    expect((await step('approve', {}, seller)).statusCode).toBe(403);
    const approved = await step('approve', { comments: 'Prices verified' });
    expect(approved.json<InvoiceActionResult>().status).toBe('OPEN');
    const ledger = await one(
      t.database,
      "SELECT debit_paise::text AS d FROM credit_ledger_entries WHERE reference = 'INV/T/0002'",
    );
    expect(ledger.d).toBe('450000');
    const cancelled = await step('cancel', {});
    expect(cancelled.json<InvoiceActionResult>().status).toBe('VOID');
    expect((await step('cancel', {})).statusCode).toBe(409);
    const net = await one(
      t.database,
      "SELECT sum(debit_paise - credit_paise)::text AS s FROM credit_ledger_entries WHERE reference = 'INV/T/0002'",
    );
    expect(net.s).toBe('0');
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('approving prices is one transaction: when the ledger debit fails, the invoice stays pending approval', async () => {
    const invoiceId = await draftInvoice(2, 'INV/T/0003', 'BI-TEST-0011');
    const step = (path: string, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/invoice/${path}`,
        payload: { invoiceId, ...body },
        headers: headersOf(finance),
      });
    expect((await step('edit-prices', { amountPaise: '450000' })).statusCode).toBe(200);
    const state = async () =>
      one(
        t.database,
        `SELECT i.status, (SELECT count(*) FROM credit_ledger_entries WHERE reference = 'INV/T/0003')::text AS entries,
           (SELECT count(*) FROM audit_log WHERE entity_id = i.id::text)::text AS audits
         FROM credit_invoices i WHERE i.id = '${invoiceId}'`,
      );
    const before = await state();
    expect(before).toMatchObject({ status: 'PENDING_APPROVAL', entries: '0' });
    // The debit is written after the move to OPEN: the database refuses it.
    const heal = await failInserts(t, 'credit_ledger_entries', "NEW.reference = 'INV/T/0003'");
    let failed;
    try {
      failed = await step('approve', { comments: 'Prices verified' });
    } finally {
      await heal();
    }
    expect(failed.statusCode).toBe(500);
    expect(await state()).toEqual(before);
    const approved = await step('approve', { comments: 'Prices verified' });
    expect(approved.json<InvoiceActionResult>().status).toBe('OPEN');
    expect(await state()).toMatchObject({ status: 'OPEN', entries: '1' });
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });
});
