import { ORDER_SORT_FIELDS, type OrderPage } from '@dom/contract';
import { ORDER_OPEN_STATUSES, istDateOf } from '@dom/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { CATEGORY_PRICE_RANGES } from '../../seed/catalogue';
import { ORDER_SORTS } from './order-search.repo';

type Who = { headers: { authorization: string } };

/** The order list's figures: every sortable column sorts (by an index), Delayed from the dates, whole pieces. */
describe('order list figures', () => {
  let t: TestApp;
  let admin: Who;
  let om: Who;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [admin, om] = await Promise.all([as(t, 'admin'), as(t, 'om')]);
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders-v2/search?${query}`, ...admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderPage>();
  };

  it('refuses a sort outside the whitelist, naming the field', async () => {
    for (const field of ['warehouseName', 'orders.id', 'order_date;drop']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders-v2/search?sortBy=${field}`,
        ...admin,
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.body).toContain('sortBy');
    }
  });

  it('sorts by every whitelisted column both ways, and its cursor pages to the rows of the offset', async () => {
    const valueOf = (row: Record<string, unknown>, field: string) => {
      const key = field === 'totalValue' ? 'totalValuePaise' : field;
      const v = row[key];
      return typeof v === 'string' && /^-?\d+$/.test(v) && key.endsWith('Paise') ? BigInt(v) : v;
    };
    for (const field of ORDER_SORT_FIELDS) {
      for (const order of ['asc', 'desc'] as const) {
        const first = await search(`pageSize=20&sortBy=${field}&sortOrder=${order}`);
        const values = first.content.map((o) => valueOf(o as unknown as Record<string, unknown>, field));
        const nonNull = values.filter((v) => v !== null);
        const sorted = [...nonNull].sort((a, b) =>
          (a as never) < (b as never) ? -1 : (a as never) > (b as never) ? 1 : 0,
        );
        if (order === 'desc') sorted.reverse();
        // Text compares by the database's collation; numbers, dates and codes must agree exactly.
        if (!['sellerName', 'buyerName', 'orderNumber', 'buyerPONumber', 'sellerPoNumber'].includes(field))
          expect(nonNull, `${field} ${order}`).toEqual(sorted);
        const byCursor = await search(
          `pageSize=20&sortBy=${field}&sortOrder=${order}&after=${first.nextCursor ?? ''}`,
        );
        const byOffset = await search(`pageSize=20&sortBy=${field}&sortOrder=${order}&pageNumber=1`);
        expect(
          byCursor.content.map((o) => o.orderKey),
          `${field} ${order} page 2`,
        ).toEqual(byOffset.content.map((o) => o.orderKey));
      }
    }
  });

  it('has an index behind every sort: the sorted page needs no Sort step', async () => {
    const dialect = new PgDialect();
    await t.database.executeSql('SET enable_seqscan = off');
    try {
      for (const [field, key] of Object.entries(ORDER_SORTS)) {
        const expr = dialect.sqlToQuery(sql`${key.expr}`);
        const text = expr.sql.replaceAll('"orders".', '');
        const plan = await t.database.executeSql<Record<string, string>>(
          `EXPLAIN SELECT id FROM orders ORDER BY ${text} DESC, id DESC LIMIT 20`,
        );
        const lines = plan.rows.map((r) => Object.values(r)[0]).join('\n');
        expect(lines, field).not.toMatch(/\bSort\b/);
      }
    } finally {
      await t.database.executeSql('RESET enable_seqscan');
    }
  });

  it('says Delayed only of an open order whose delivery date has passed, in the list and its filter', async () => {
    const today = istDateOf(new Date());
    const page = await search('pageSize=100');
    for (const o of page.content) {
      const late =
        o.deliveryDate !== null &&
        o.deliveryDate < today &&
        (ORDER_OPEN_STATUSES as readonly string[]).includes(o.orderStatus);
      expect(o.isDelayed, o.orderKey).toBe(late);
    }
    const delayed = await search('pageSize=100&isDelayed=true');
    expect(delayed.content.length).toBeGreaterThan(0);
    for (const o of delayed.content) {
      expect(o.deliveryDate! < today, o.orderKey).toBe(true);
      expect(ORDER_OPEN_STATUSES).toContain(o.orderStatus);
    }
    const onTime = await search('pageSize=100&isDelayed=false');
    expect(onTime.content.every((o) => !o.isDelayed)).toBe(true);
    expect(delayed.totalElements + onTime.totalElements).toBe((await search('pageSize=20')).totalElements);
  });

  it('seeds whole numbers of every discrete unit and prices within each category’s market range', async () => {
    const fractional = await t.database.executeSql<{ n: string }>(
      `SELECT count(*) AS n FROM order_lines WHERE unit IN ('BOX','PCS','SHEET','BAG','NOS')
         AND (ordered_qty <> trunc(ordered_qty) OR shipped_qty <> trunc(shipped_qty))`,
    );
    expect(Number(fractional.rows[0]?.n)).toBe(0);
    const consigned = await t.database.executeSql<{ n: string }>(
      `SELECT count(*) AS n FROM consignment_lines WHERE unit IN ('BOX','PCS','SHEET','BAG','NOS')
         AND (requested_qty <> trunc(requested_qty) OR coalesce(acknowledged_qty, 0) <> trunc(coalesce(acknowledged_qty, 0)))`,
    );
    expect(Number(consigned.rows[0]?.n)).toBe(0);
    // Rupees per unit within the category's market range (the catalogue's, ±5 % around the list price).
    const lines = await t.database.executeSql<{ category: string; rupees: string }>(
      'SELECT DISTINCT category, buyer_price_paise / 100 AS rupees FROM order_lines',
    );
    expect(lines.rows.length).toBeGreaterThan(0);
    for (const line of lines.rows) {
      const range = CATEGORY_PRICE_RANGES[line.category];
      if (!range) continue;
      expect(Number(line.rupees), line.category).toBeGreaterThanOrEqual(Math.floor(range[0] * 0.95));
      expect(Number(line.rupees), line.category).toBeLessThanOrEqual(Math.ceil(range[1] * 1.05));
    }
    expect(CATEGORY_PRICE_RANGES.cement).toEqual([330, 450]);
    expect(CATEGORY_PRICE_RANGES.steel).toEqual([48_000, 65_000]);
  });
  it('refuses a fraction of a piece (box, bag…), naming the line’s field, and takes whole boxes', async () => {
    const pick = async (q: string) => (await t.database.executeSql<{ id: string }>(q)).rows[0]?.id;
    const body = (quantity: string) => ({
      buyerId: pickCache.buyer,
      warehouseId: pickCache.warehouse,
      shippingMode: '3PL',
      logisticsProvider: 'DHL',
      paymentTerms: 'CREDIT',
      buyerCreditDays: 14,
      poReceivedAt: '2026-11-20T10:30:00+05:30',
      buyerPONumber: `PO/KIT/${quantity}`,
      lines: [
        {
          productId: pickCache.box,
          orderedQuantity: quantity,
          buyerPricePerUnitPaise: '120000',
          sellerPricePerUnitPaise: '110000',
        },
      ],
      charges: [],
    });
    const pickCache = {
      buyer: await pick("SELECT id FROM buyers WHERE rm_email = 'rm@dom.example.in' ORDER BY code LIMIT 1"),
      warehouse: await pick('SELECT id FROM warehouses ORDER BY name LIMIT 1'),
      box: await pick(
        "SELECT id FROM products WHERE unit IN ('BOX','PCS','SHEET','BAG') ORDER BY sku LIMIT 1",
      ),
    };
    const create = (b: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sales-order/create',
        payload: b as Record<string, unknown>,
        ...om,
      });
    const fraction = await create(body('30.046'));
    expect(fraction.statusCode).toBe(400);
    expect(fraction.body).toContain('lines[0].orderedQuantity');
    expect(fraction.body).toContain('whole number');
    const whole = await create(body('30'));
    expect(whole.statusCode, whole.body).toBe(201);
  });
});
