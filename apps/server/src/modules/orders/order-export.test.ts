import { OrderSearchQuerySchema } from '@dom/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { exportOrders } from './order-export';
import { countStatements } from './order-test-kit';

async function sheetOf(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Orders');
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The column number of a header, so the test reads cells by name. */
const columnOf = (sheet: ExcelJS.Worksheet, header: string) => {
  const values = sheet.getRow(1).values as unknown[];
  const i = values.indexOf(header);
  if (i < 1) throw new Error(`no column ${header}`);
  return i;
};

describe('order export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('streams the filtered, scoped list as xlsx with formula-looking text neutralised', async () => {
    await t.database.executeSql(
      "UPDATE orders SET buyer_name = '=HYPERLINK(\"http://x\")' WHERE rm_email = 'rm@dom.example.in'",
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders-v2/export?orderStates=ORDERED',
      ...(await as(t, 'rm')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetOf(res.rawPayload);
    const expected = await t.database.executeSql<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE status = 'ORDERED' AND rm_email = 'rm@dom.example.in'",
    );
    expect(sheet.rowCount - 1).toBe(expected.rows[0]?.n);
    expect(sheet.getRow(1).getCell(1).value).toBe('Order Id');
    const row = sheet.getRow(2);
    expect(row.getCell(columnOf(sheet, 'Order Status')).value).toBe('Created');
    expect(row.getCell(columnOf(sheet, 'Buyer Name')).value).toBe('\'=HYPERLINK("http://x")');
    const key = row.getCell(columnOf(sheet, 'Order Id')).text;
    const stored = await t.database.executeSql<{ order_category: string; due: string; delivery: string }>(
      `SELECT order_category, due_date::text AS due, delivery_date::text AS delivery FROM orders WHERE order_key = '${key}'`,
    );
    expect(row.getCell(columnOf(sheet, 'Order Type')).value).toBe(stored.rows[0]?.order_category);
    expect(row.getCell(columnOf(sheet, 'Due Date')).value).toBe(stored.rows[0]?.due);
    expect(row.getCell(columnOf(sheet, 'Delivery Date')).value).toBe(stored.rows[0]?.delivery);
  });

  it('pages by keyset cursor, every row once, with no count per batch', async () => {
    const all = await t.database.executeSql<{ order_key: string }>('SELECT order_key FROM orders');
    expect(all.rows.length).toBeGreaterThan(100);
    const chunks: Buffer[] = [];
    const statements = await countStatements(t.database, async () => {
      const stream = exportOrders(t.database.db, {}, OrderSearchQuerySchema.parse({ sortBy: 'totalValue' }));
      for await (const chunk of stream) chunks.push(chunk as Buffer);
    });
    // One statement per batch of 100 (the last one finds the end); a count would double it.
    expect(statements).toBeLessThanOrEqual(Math.ceil(all.rows.length / 100) + 1);
    const sheet = await sheetOf(Buffer.concat(chunks));
    const keys: string[] = [];
    sheet.eachRow((r, n) => {
      if (n > 1) keys.push(r.getCell(1).text);
    });
    expect(keys).toHaveLength(all.rows.length);
    expect(new Set(keys)).toEqual(new Set(all.rows.map((r) => r.order_key)));
  });
});
