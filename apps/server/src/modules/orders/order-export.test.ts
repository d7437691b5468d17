import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';

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
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Orders');
    if (!sheet) throw new Error('no sheet');
    const expected = await t.database.executeSql<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE status = 'ORDERED' AND rm_email = 'rm@dom.example.in'",
    );
    expect(sheet.rowCount - 1).toBe(expected.rows[0]?.n);
    expect(sheet.getRow(1).getCell(1).value).toBe('Order Id');
    expect(sheet.getRow(2).getCell(5).value).toBe('Created');
    expect(sheet.getRow(2).getCell(7).value).toBe('\'=HYPERLINK("http://x")');
  });
});
