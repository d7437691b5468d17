import { addDays, istDateOf, istMidnight } from '@dom/domain';
import {
  OrderSearchQuerySchema,
  type OrderDetail,
  type OrderPage,
  type PurchaseOrderDetail,
} from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { countStatements, pickOrderKey } from './order-test-kit';
import { OrdersQueries } from './orders.service';
import { cursorOf } from './order-search.repo';
import { orders } from './orders.schema';
import { eq } from 'drizzle-orm';

describe('order search and detail', () => {
  let t: TestApp;
  let admin: { headers: { authorization: string } };
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await as(t, 'admin');
  });
  afterAll(() => t.close());

  const search = async (query: string, who = admin) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders-v2/search?${query}`, ...who });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderPage>();
  };
  const one = async (sqlWhere: string) =>
    (
      await t.database.executeSql<Record<string, unknown>>(
        `SELECT * FROM orders o WHERE ${sqlWhere} ORDER BY order_key LIMIT 1`,
      )
    ).rows[0] ?? {};

  it('answers 401 without a token and 403 without the view permission', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders-v2/search' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders-v2/search',
      ...(await as(t, 'seller')),
    });
    expect(res.statusCode).toBe(403);
  });

  it('pages newest first with a capped total', async () => {
    const page = await search('pageNumber=1&pageSize=20');
    expect(page.content).toHaveLength(20);
    expect(page.totalElements).toBe(200);
    expect(page.totalIsCapped).toBe(false);
    const dates = page.content.map((o) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bad = await t.app.inject({ method: 'GET', url: '/api/orders-v2/search?pageSize=30', ...admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('pageSize');
  });

  it('pages by keyset cursor to the same rows as by page number', async () => {
    const first = await search('pageSize=20&orderStates=ORDERED,COMPLETED');
    const byCursor = await search(
      `pageSize=20&orderStates=ORDERED,COMPLETED&after=${first.nextCursor ?? ''}`,
    );
    const byNumber = await search('pageSize=20&orderStates=ORDERED,COMPLETED&pageNumber=1');
    expect(byCursor.content.map((o) => o.orderKey)).toEqual(byNumber.content.map((o) => o.orderKey));
    const bySum = await search('pageSize=20&sortBy=totalValue&sortOrder=asc');
    const next = await search(`pageSize=20&sortBy=totalValue&sortOrder=asc&after=${bySum.nextCursor ?? ''}`);
    const second = await search('pageSize=20&sortBy=totalValue&sortOrder=asc&pageNumber=1');
    expect(next.content.map((o) => o.orderKey)).toEqual(second.content.map((o) => o.orderKey));
    const bad = await t.app.inject({ method: 'GET', url: '/api/orders-v2/search?after=garbage', ...admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('after');
  });

  it('pages backward by keyset cursor; running out before a full page answers the first page', async () => {
    const q = 'pageSize=20&orderStates=ORDERED,COMPLETED,PLANNED';
    const first = await search(q);
    expect(first.isFirstPage).toBe(true);
    expect(first.prevCursor).toBeNull();
    const second = await search(`${q}&pageNumber=1&after=${first.nextCursor ?? ''}`);
    expect(second.isFirstPage).toBe(false);
    const third = await search(`${q}&pageNumber=2&after=${second.nextCursor ?? ''}`);
    const back = await search(`${q}&pageNumber=1&before=${third.prevCursor ?? ''}`);
    expect(back.content.map((o) => o.orderKey)).toEqual(second.content.map((o) => o.orderKey));
    expect(back.pageNumber).toBe(1);
    // A page that starts at the sixth row: the five before it are less than a page.
    const fifth = first.content[4];
    if (!fifth) throw new Error('need five rows');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderKey, fifth.orderKey));
    if (!row) throw new Error('no row');
    const cursor = cursorOf(OrderSearchQuerySchema.parse({}), row);
    const sixthOn = await search(`${q}&pageNumber=1&after=${cursor}`);
    expect(sixthOn.content[0]?.orderKey).toBe(first.content[5]?.orderKey);
    const start = await search(`${q}&pageNumber=1&before=${sixthOn.prevCursor ?? ''}`);
    expect(start.isFirstPage).toBe(true);
    expect(start.pageNumber).toBe(0);
    expect(start.content.map((o) => o.orderKey)).toEqual(first.content.map((o) => o.orderKey));
  });

  it('filters by every identifier exactly', async () => {
    const o = await one('pr_number IS NOT NULL');
    const cases: [string, unknown][] = [
      ['sourceSystemOrderId', o.source_system_order_id],
      ['partnerBuyerAccountId', o.buyer_code],
      ['sellerPoNumber', o.seller_po_number],
      ['buyerPONumber', o.buyer_po_number],
      ['prNumber', o.pr_number],
    ];
    for (const [name, value] of cases) {
      const page = await search(`${name}=${encodeURIComponent(String(value))}`);
      expect(page.content.length, name).toBeGreaterThan(0);
      expect(
        page.content.some((x) => x.orderKey === o.order_key),
        name,
      ).toBe(true);
      expect(page.totalElements, name).toBeLessThan(200);
    }
  });

  it('filters by lists, names, managers, dates, flags and margin', async () => {
    const check = async (query: string, ok: (x: OrderPage['content'][number]) => boolean) => {
      const page = await search(`${query}&pageSize=100`);
      expect(page.content.length, query).toBeGreaterThan(0);
      expect(page.totalElements, query).toBeLessThan(200);
      for (const x of page.content) expect(ok(x), `${query} ${x.orderKey}`).toBe(true);
    };
    await check('orderStates=ORDERED&orderStates=CANCELLED', (x) =>
      ['ORDERED', 'CANCELLED'].includes(x.orderStatus),
    );
    await check('missingDocumentTypes=BUYER_POD', (x) => x.missingDocumentTypes.includes('BUYER_POD'));
    await check('orderManager=sneha', (x) => x.orderManager === 'Sneha Kulkarni');
    await check('businessUnits=UBS', (x) => x.businessUnit === 'UBS');
    const o = await one('true');
    await check(
      `buyerAccount=${encodeURIComponent(String(o.buyer_name))}`,
      (x) => x.buyerName === o.buyer_name,
    );
    await check('rmName=priya', (x) => x.rmName === 'Priya Nair');
    await check('cmName=lakshmi', (x) => x.cmName === 'Lakshmi Rao');
    await check('rmEmail=RM@dom.example.in', (x) => x.rmEmail === 'rm@dom.example.in');
    await check('tmEmail=tm@dom.example.in', (x) => x.tmEmail === 'tm@dom.example.in');
    // Days relative to today (the demo's orders span the year before its load; issue 44).
    const today = istDateOf(new Date());
    const [from, to, early] = [addDays(today, -67), addDays(today, -17), addDays(today, -250)];
    await check(`startDate=${from}&endDate=${to}`, (x) => x.orderDate >= istMidnight(from).toISOString());
    await check(`endDate=${early}`, (x) => x.orderDate < istMidnight(addDays(early, 1)).toISOString());
    await check(`sellerBooksId=${String(o.seller_books_id)}`, (x) => x.sellerBooksId === o.seller_books_id);
    await check('orderCategory=EXW', (x) => x.orderCategory === 'EXW');
    await check('isDelayed=true', (x) => x.isDelayed);
    await check('enhancerStatus=APPROVED', (x) => x.enhancerStatus === 'APPROVED' && x.enhancerType !== null);
    await check('enhancerStatus=PENDING', (x) => x.enhancerStatus === 'PENDING');
    await check('paymentEnhancerTypes=LC,BG', (x) => x.enhancerType === 'LC' || x.enhancerType === 'BG');
    await check('grossMargin=9.5', (x) => x.grossMarginPercent >= 9.5);
    await check(
      'grossMargin=2&grossMarginBelow=5',
      (x) => x.grossMarginPercent >= 2 && x.grossMarginPercent < 5,
    );
    await check('grossMarginBelow=0', (x) => x.grossMarginPercent < 0);
    await check(`rmRegion=${String(o.rm_region)}`, (x) => x.rmRegion === o.rm_region);
    // The small test catalogue is one level-1 category: give a few orders a line of another.
    await t.database.executeSql(
      `UPDATE order_lines SET level1_category = 'Paints' WHERE line_number = 1 AND order_id IN
         (SELECT id FROM orders ORDER BY order_key LIMIT 7)`,
    );
    await t.database.executeSql(
      `UPDATE orders o SET item_categories_l1 = (SELECT array_agg(DISTINCT level1_category) FROM order_lines
         WHERE order_id = o.id) WHERE o.id IN (SELECT id FROM orders ORDER BY order_key LIMIT 7)`,
    );
    const l1 = 'Paints';
    const page = await search(`itemCategoryLevel1=${encodeURIComponent(l1)}&pageSize=100`);
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.totalElements).toBeLessThan(200);
    const keys = page.content.map((x) => `'${x.orderKey}'`).join(',');
    const rows = await t.database.executeSql<{ cats: string[] }>(
      `SELECT item_categories_l1 AS cats FROM orders WHERE order_key IN (${keys})`,
    );
    expect(rows.rows).toHaveLength(page.content.length);
    for (const r of rows.rows) expect(r.cats).toContain(l1);
    const lines = await t.database.executeSql<{ n: number }>(
      `SELECT count(DISTINCT o.id)::int AS n FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.order_key IN (${keys}) AND l.level1_category = $1`,
      [l1],
    );
    expect(lines.rows[0]?.n).toBe(page.content.length);
  });

  it('refuses a start date after the end date, naming the field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders-v2/search?startDate=2026-05-01&endDate=2026-04-01',
      ...admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('startDate');
  });

  it('scopes rm by rmEmail and tm by tmEmail; another owner’s order is 404', async () => {
    const rm = await as(t, 'rm');
    const rmPage = await search('pageSize=100', rm);
    expect(rmPage.content.length).toBeGreaterThan(0);
    for (const x of rmPage.content) expect(x.rmEmail).toBe('rm@dom.example.in');
    const tmPage = await search('pageSize=100', await as(t, 'tm'));
    for (const x of tmPage.content) expect(x.tmEmail).toBe('tm@dom.example.in');
    const foreign = await pickOrderKey(t.database, "o.rm_email <> 'rm@dom.example.in'");
    const res = await t.app.inject({ method: 'GET', url: `/api/order/orderDetails/${foreign}`, ...rm });
    expect(res.statusCode).toBe(404);
    const own = await pickOrderKey(t.database, "o.rm_email = 'rm@dom.example.in'");
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/order/orderDetails/${own}`, ...rm })).statusCode,
    ).toBe(200);
  });

  it('scopes a seller to its own orders over HTTP (purchase-order view); another’s is 404', async () => {
    const seller = await t.database.executeSql<{ seller_id: string }>(
      "SELECT seller_id FROM users WHERE username = 'seller'",
    );
    const sellerId = seller.rows[0]?.seller_id ?? '';
    // The seller role holds the PO view (issue 29 §1: it answers its orders there), not the sales view.
    const asSeller = await as(t, 'seller');
    const owned = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE seller_id = '${sellerId}' AND business_unit = 'DIRECT'`,
    );
    expect(owned.rows[0]?.n).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/purchase-orders/search?pageSize=100&businessUnits=DIRECT',
      ...asSeller,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<OrderPage>();
    expect(page.totalElements).toBe(owned.rows[0]?.n);
    const keys = page.content.map((o) => `'${o.orderKey}'`).join(',');
    const sellers = await t.database.executeSql<{ seller_id: string }>(
      `SELECT DISTINCT seller_id FROM orders WHERE order_key IN (${keys})`,
    );
    expect(sellers.rows.map((r) => r.seller_id)).toEqual([sellerId]);
    const own = page.content[0]?.orderKey ?? '';
    const mine = await t.app.inject({ method: 'GET', url: `/api/purchase-orders/${own}`, ...asSeller });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<PurchaseOrderDetail>().sellerPoNumber).toMatch(/^SPO\//);
    expect(mine.body).not.toContain('buyerPricePerUnitPaise');
    const foreign = await pickOrderKey(t.database, `o.seller_id <> '${sellerId}'`);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/purchase-orders/${foreign}`, ...asSeller });
    expect(theirs.statusCode).toBe(404);
    // The sales view stays closed to the seller.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders-v2/search', ...asSeller })).statusCode,
    ).toBe(403);
    const om = await as(t, 'om');
    const po = await t.app.inject({ method: 'GET', url: '/api/purchase-orders/search?pageSize=20', ...om });
    expect(po.statusCode).toBe(200);
    expect(po.json<OrderPage>().content[0]?.sellerPoNumber).toMatch(/^SPO\//);
  });

  it('searches in at most 3 statements and details in at most 5', async () => {
    const queries = new OrdersQueries(t.database.db);
    const q = OrderSearchQuerySchema.parse({
      orderStates: 'ORDERED',
      businessUnits: 'DIRECT',
      isDelayed: 'false',
    });
    expect(
      await countStatements(t.database, () => queries.search({ rmEmail: 'rm@dom.example.in' }, q)),
    ).toBeLessThanOrEqual(3);
    const key = await pickOrderKey(t.database, 'true');
    expect(await countStatements(t.database, () => queries.detail({}, new Set(), key))).toBeLessThanOrEqual(
      5,
    );
    expect(
      await countStatements(t.database, () => queries.purchaseOrder({}, new Set(), key)),
    ).toBeLessThanOrEqual(2);
  });

  it('shows the detail with lines, 3-decimal quantities and the allowed actions', async () => {
    const key = await pickOrderKey(t.database, "o.status = 'ORDERED'");
    const res = await t.app.inject({ method: 'GET', url: `/api/order/orderDetails/${key}`, ...admin });
    expect(res.statusCode).toBe(200);
    const d = res.json<OrderDetail>();
    expect(d.lineItems.length).toBe(d.totalLineItems);
    expect(d.lineItems[0]?.orderedQuantity).toMatch(/^\d+\.\d{3}$/);
    expect(d.allowedActions).toEqual(
      expect.arrayContaining([
        { action: 'approve', endpoint: 'orders.approve', params: {}, to: 'ORDER_APPROVED' },
        { action: 'cancel', endpoint: 'orders.cancel', params: {}, to: 'CANCELLED' },
        { action: 'edit', endpoint: 'orders.edit', params: {}, to: null },
      ]),
    );
    expect(d.billingAddress.postalCode).toMatch(/^\d{6}$/);
  });
});
