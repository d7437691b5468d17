import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';

describe('buyer export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('streams the filtered, scoped list as a real xlsx with formula-looking text neutralised', async () => {
    await t.database.executeSql(
      "UPDATE buyers SET sales_partner = '=HYPERLINK(\"http://x\")' WHERE rm_email = 'rm@dom.example.in'",
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/credit/buyer/export',
      ...(await as(t, 'rm')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Buyers');
    if (!sheet) throw new Error('no sheet');
    const expected = await t.database.executeSql<{ name: string }>(
      "SELECT name FROM buyers WHERE rm_email = 'rm@dom.example.in' AND business_unit IN ('DIRECT','UTCL') ORDER BY name, id",
    );
    expect(sheet.rowCount - 1).toBe(expected.rows.length);
    expect(sheet.getRow(1).getCell(1).value).toBe('Buyer Name');
    expect(sheet.getRow(2).getCell(1).value).toBe(expected.rows[0]?.name);
    expect(sheet.getRow(2).getCell(10).value).toMatch(/On Boarded|KYC|Unverified|Suspended/);
    expect(sheet.getRow(2).getCell(11).value).toBe('\'=HYPERLINK("http://x")');
  });

  it('applies the filters and walks pages past one batch', async () => {
    await t.database.executeSql(`
      INSERT INTO buyers (code, name, gstin, pan, state_code, address_line1, city, state, pin_code, region,
        business_unit, onboarding_status)
      SELECT 'BUYX' || g, 'Zeta Bulk ' || lpad(g::text, 3, '0'), '', '', '27', 'Road', 'Pune', 'Maharashtra',
        '411001', 'West', 'UBS', 'UNVERIFIED' FROM generate_series(1, 150) g`);
    const admin = await as(t, 'admin');
    const ubs = await t.app.inject({
      method: 'GET',
      url: '/api/credit/buyer/export?businessUnits=UBS',
      ...admin,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(ubs.rawPayload as unknown as ArrayBuffer);
    const n = await t.database.executeSql<{ n: number }>(
      "SELECT count(*)::int AS n FROM buyers WHERE business_unit = 'UBS'",
    );
    expect(n.rows[0]?.n).toBeGreaterThan(150);
    expect((book.getWorksheet('Buyers')?.rowCount ?? 0) - 1).toBe(n.rows[0]?.n);
  });
});
