import { addDays, istDateOf } from '@dom/domain';
import type { TaskPage, TaskType } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { taskDriver, workbook } from '../../../test/task-upload';
import { type TestApp, createTestApp } from '../../../test/test-app';

// The test's days, as offsets from today in India: never a fixed day, which the calendar
// overtakes (issue 44).
const TODAY = istDateOf(new Date());
const day = (offset: number): string => addDays(TODAY, offset);

let t: TestApp;
let cm: Who;
let rm: Who;
let admin: Who;
const { get, post, rows, ok } = apiClient(() => t, 'supply-tasks-test');
const byText = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
const SUPPLY_TYPES = ['INVENTORY', 'ASSORTMENT', 'BRAND_CONFIG'];

/** Two on-boarded sellers (S with test warehouses of its own), one awaiting KYC, a BAG and an MT SKU. */
let S: string;
let S2: string;
let K: string;
let W1: string;
let S2W: string;
let bag: string;
let mt: string;

const taskCount = async () => (await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [cm, rm, admin] = await Promise.all([as(t, 'cm'), as(t, 'rm'), as(t, 'admin')]);
  [S, S2] = (
    await rows<{ code: string }>(
      `SELECT s.code FROM sellers s WHERE s.onboarding_status = 'SELLER_ON_BOARDED'
         AND EXISTS (SELECT 1 FROM warehouses w WHERE w.seller_id = s.id AND w.source_code IS NOT NULL)
       ORDER BY s.code LIMIT 2`,
    )
  ).map((s) => s.code) as [string, string];
  K = (
    await rows<{ code: string }>(
      "SELECT code FROM sellers WHERE onboarding_status = 'KYC_PENDING' ORDER BY code LIMIT 1",
    )
  )[0]!.code;
  const sourceOf = async (code: string) =>
    (
      await rows<{ source_code: string }>(
        `SELECT w.source_code FROM warehouses w JOIN sellers s ON s.id = w.seller_id
         WHERE s.code = '${code}' AND w.is_active AND w.source_code IS NOT NULL ORDER BY w.source_code LIMIT 1`,
      )
    )[0]!.source_code;
  [W1, S2W] = [await sourceOf(S), await sourceOf(S2)];
  // The test catalogue is cement in bags: the last SKU is sold by the tonne here (decimals allowed).
  const skus = (await rows<{ sku: string }>('SELECT sku FROM products WHERE is_active ORDER BY sku')).map(
    (p) => p.sku,
  );
  [bag, mt] = [skus[0]!, skus[skus.length - 1]!];
  await rows(`UPDATE products SET unit = 'BAG' WHERE sku = '${bag}'`);
  await rows(`UPDATE products SET unit = 'MT' WHERE sku = '${mt}'`);
  // Seller S's warehouses for the test: one alone at its pincode, two sharing one, one closed.
  await rows(
    `INSERT INTO warehouses (seller_id, name, gstin, address_line1, city, state, pin_code, source_code, is_active)
     SELECT s.id, 'Test ' || v.code, s.gstin, 'Plot 7, MIDC Bhosari', 'Pune', 'Maharashtra', v.pin, v.code, v.active
     FROM sellers s,
          (VALUES ('TST-W2', '999991', true), ('TST-W3', '999992', true), ('TST-W4', '999992', true),
                  ('TST-W5', '999993', false)) AS v(code, pin, active)
     WHERE s.code = '${S}'`,
  );
});
afterAll(() => t.close());

describe('the supply area’s master data (task types INVENTORY, ASSORTMENT, BRAND_CONFIG)', () => {
  it('lists the three types, in the ops-supply area, to the category desk and admin only', async () => {
    for (const who of [cm, admin]) {
      const types = ok<TaskType[]>(await get(who, '/tasks/types'));
      for (const type of SUPPLY_TYPES)
        expect(
          types.find((x) => x.taskType === type),
          type,
        ).toMatchObject({ area: 'ops-supply', canUpload: true, canDownload: true });
    }
    const rmTypes = ok<TaskType[]>(await get(rm, '/tasks/types')).map((x) => x.taskType);
    for (const type of SUPPLY_TYPES) expect(rmTypes).not.toContain(type);
  });

  it('INVENTORY: template, per-row errors naming the column, failed rows, commit, re-run in place, download', async () => {
    const task = taskDriver(() => t, 'INVENTORY');
    const HEADER = ['Seller Code', 'SKU', 'Warehouse', 'Available Quantity', 'As Of'];
    expect(await task.template(cm)).toEqual([HEADER]);

    // A date typed as a date cell (the reader gives "<that day> 00:00").
    const dateCell = new Date(`${day(-3)}T00:00:00Z`) as unknown as string;
    const bytes = await workbook('Inventory', HEADER, [
      [S, bag, W1, '1,200', day(-4)],
      [S, mt, '999991', '35.5', day(-4)],
      [S, bag, 'tst-w3', 0, dateCell],
      [S, mt, W1, 12.25, day(-4)],
      ['NO-SUCH-SELLER', bag, W1, '5', day(-4)],
      [K, bag, 'SRC00001', '5', day(-4)],
      [S, 'NO-SUCH-SKU', W1, '5', day(-4)],
      [S, mt, S2W, '5', day(-4)],
      [S, mt, '999992', '5', day(-4)],
      [S, mt, 'TST-W5', '5', day(-4)],
      [S, bag, 'TST-W2', '2.5', day(-4)],
      [S, mt, 'TST-W3', '-1', day(-4)],
      [S, mt, 'TST-W3', '1.2345', day(-4)],
      [S, mt, 'TST-W3', '5', '2999-01-01'],
      [S, mt, 'TST-W3', '5', '2026-02-30'],
      [S, mt, 'TST-W2', '40', day(-4)],
      [S, bag, W1.toLowerCase(), '1300', day(-4)],
    ]);
    // Without the permission: 403 and no task.
    const before = await taskCount();
    expect((await task.upload(rm, bytes)).statusCode).toBe(403);
    expect(await taskCount()).toBe(before);

    const preview = await task.preview(cm, bytes);
    expect(preview.task).toMatchObject({
      taskType: 'INVENTORY',
      area: 'ops-supply',
      rowCount: 17,
      errorCount: 13,
    });
    expect(preview.validRows).toBe(4);
    const notOurs = `is not the code or pincode of one of seller ${S}'s active warehouses`;
    expect(preview.errors).toEqual([
      { row: 6, column: 'Seller Code', message: 'Seller NO-SUCH-SELLER is not on the platform' },
      { row: 7, column: 'Seller Code', message: `Seller ${K} is not active (KYC Pending)` },
      { row: 8, column: 'SKU', message: 'SKU NO-SUCH-SKU is not an active product in the catalogue' },
      { row: 9, column: 'Warehouse', message: `${S2W} ${notOurs}` },
      {
        row: 10,
        column: 'Warehouse',
        message: `Seller ${S} has 2 warehouses at pincode 999992: enter the warehouse's code`,
      },
      { row: 11, column: 'Warehouse', message: 'Warehouse TST-W5 is not active' },
      { row: 12, column: 'Available Quantity', message: 'Enter a whole number for this unit (BAG)' },
      { row: 13, column: 'Available Quantity', message: 'Enter a quantity of 0 or more, at most 3 decimals' },
      { row: 14, column: 'Available Quantity', message: 'Enter a quantity of 0 or more, at most 3 decimals' },
      { row: 15, column: 'As Of', message: 'The day of the stock cannot be after today' },
      { row: 16, column: 'As Of', message: 'Enter the day of the stock as a real date, YYYY-MM-DD' },
      { row: 17, column: 'Warehouse', message: 'Same seller, SKU and warehouse as row 3' },
      { row: 18, column: 'Row', message: 'Same row as row 2' },
    ]);
    // The preview writes nothing; the failed rows are the input rows with an Error column.
    expect(await rows('SELECT id FROM seller_inventory')).toEqual([]);
    const failed = await task.failedRows(cm, preview.task.taskId);
    expect(failed[0]).toEqual([...HEADER, 'Error']);
    expect(failed.slice(1)).toHaveLength(13);
    expect(failed[1]).toEqual([
      'NO-SUCH-SELLER',
      bag,
      W1,
      '5',
      day(-4),
      'Seller Code: Seller NO-SUCH-SELLER is not on the platform',
    ]);

    expect(await task.commit(cm, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 4,
      errorCount: 13,
    });
    const stored = async () =>
      (
        await rows<{ code: string; wh: string; sku: string; unit: string; q: string; d: string }>(
          `SELECT s.code, w.source_code AS wh, i.sku, i.unit, i.available_quantity::text AS q, i.as_of::text AS d
           FROM seller_inventory i JOIN sellers s ON s.id = i.seller_id JOIN warehouses w ON w.id = i.warehouse_id`,
        )
      )
        .map((r) => [r.code, r.wh, r.sku, r.unit, Number(r.q), r.d])
        .sort(byText);
    // By code (any case) or by the one warehouse at the pincode; the unit is the SKU's.
    expect(await stored()).toEqual(
      [
        [S, W1, bag, 'BAG', 1200, day(-4)],
        [S, 'TST-W2', mt, 'MT', 35.5, day(-4)],
        [S, 'TST-W3', bag, 'BAG', 0, day(-3)],
        [S, W1, mt, 'MT', 12.25, day(-4)],
      ].sort(byText),
    );

    // Again, a recount: the same places updated in place (TST-W2 now by its code), one new place.
    const again = await task.preview(
      cm,
      await workbook('Inventory', HEADER, [
        [S, bag, W1, '1,250', day(0)],
        [S, mt, 'TST-W2', '30', day(0)],
        [S, bag, 'TST-W3', '0', day(-3)],
        [S, mt, W1, '12.25', day(-4)],
        [S, mt, 'TST-W4', '7.125', day(0)],
      ]),
    );
    expect(again.errors).toEqual([]);
    expect(await task.commit(cm, again.task.taskId)).toMatchObject({ status: 'COMPLETED', writtenRows: 5 });
    const after = await stored();
    expect(after).toEqual(
      [
        [S, W1, bag, 'BAG', 1250, day(0)],
        [S, 'TST-W2', mt, 'MT', 30, day(0)],
        [S, 'TST-W3', bag, 'BAG', 0, day(-3)],
        [S, W1, mt, 'MT', 12.25, day(-4)],
        [S, 'TST-W4', mt, 'MT', 7.125, day(0)],
      ].sort(byText),
    );

    // The download: the template's columns, the warehouse by its code.
    const sheet = await task.download(cm);
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet.slice(1).sort(byText)).toEqual(
      [
        [S, bag, W1, '1250', day(0)],
        [S, mt, 'TST-W2', '30', day(0)],
        [S, bag, 'TST-W3', '0', day(-3)],
        [S, mt, W1, '12.25', day(-4)],
        [S, mt, 'TST-W4', '7.125', day(0)],
      ].sort(byText),
    );
    // The downloaded file goes back in as it is: nothing changes, nothing doubles.
    const roundTrip = await task.preview(cm, await workbook('Inventory', HEADER, sheet.slice(1)));
    expect(roundTrip.errors).toEqual([]);
    expect(await task.commit(cm, roundTrip.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 5,
    });
    expect(await stored()).toEqual(after);
  });

  it('ASSORTMENT: template, per-row errors naming the column, failed rows, commit, re-run in place, download', async () => {
    const task = taskDriver(() => t, 'ASSORTMENT');
    const HEADER = ['Seller Code', 'SKU', 'Region', 'Listed', 'Minimum Order Quantity'];
    expect(await task.template(cm)).toEqual([HEADER]);

    const bytes = await workbook('Assortment', HEADER, [
      [S, bag, '', '', ''],
      [S, bag, '27', 'N', ''],
      [S, mt, '9', 'yes', '2.5'],
      [S2, bag, 'all', 'Y', '100'],
      ['NO-SUCH-SELLER', bag, 'ALL', 'Y', ''],
      [K, bag, 'ALL', 'Y', ''],
      [S, 'NO-SUCH-SKU', 'ALL', 'Y', ''],
      [S, mt, 'Maharashtra', 'Y', ''],
      [S, mt, '27', 'maybe', ''],
      [S, mt, '27', 'Y', '0'],
      [S, bag, '29', 'Y', '10.5'],
      [S, bag, 'ALL', 'N', ''],
    ]);
    const before = await taskCount();
    expect((await task.upload(rm, bytes)).statusCode).toBe(403);
    expect(await taskCount()).toBe(before);

    const preview = await task.preview(cm, bytes);
    expect(preview.task).toMatchObject({ taskType: 'ASSORTMENT', rowCount: 12, errorCount: 8 });
    expect(preview.validRows).toBe(4);
    expect(preview.errors).toEqual([
      { row: 6, column: 'Seller Code', message: 'Seller NO-SUCH-SELLER is not on the platform' },
      { row: 7, column: 'Seller Code', message: `Seller ${K} is not active (KYC Pending)` },
      { row: 8, column: 'SKU', message: 'SKU NO-SUCH-SKU is not an active product in the catalogue' },
      { row: 9, column: 'Region', message: 'Enter ALL or a two-digit GST state code' },
      { row: 10, column: 'Listed', message: 'Enter Y or N for listed' },
      {
        row: 11,
        column: 'Minimum Order Quantity',
        message: 'Enter a minimum order quantity above 0, at most 3 decimals, or leave it empty',
      },
      { row: 12, column: 'Minimum Order Quantity', message: 'Enter a whole number for this unit (BAG)' },
      { row: 13, column: 'Row', message: 'Same row as row 2' },
    ]);
    expect(await rows('SELECT id FROM seller_assortments')).toEqual([]);
    const failed = await task.failedRows(cm, preview.task.taskId);
    expect(failed[0]).toEqual([...HEADER, 'Error']);
    expect(failed.slice(1)).toHaveLength(8);
    expect(failed[4]).toEqual([
      S,
      mt,
      'Maharashtra',
      'Y',
      '',
      'Region: Enter ALL or a two-digit GST state code',
    ]);

    expect(await task.commit(cm, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 4,
    });
    const stored = async () =>
      (
        await rows<{
          code: string;
          sku: string;
          unit: string;
          region: string;
          listed: boolean;
          moq: string | null;
        }>(
          `SELECT s.code, a.sku, a.unit, a.region, a.is_listed AS listed, a.min_order_quantity::text AS moq
           FROM seller_assortments a JOIN sellers s ON s.id = a.seller_id`,
        )
      )
        .map((r) => [r.code, r.sku, r.unit, r.region, r.listed, r.moq === null ? null : Number(r.moq)])
        .sort(byText);
    expect(await stored()).toEqual(
      [
        [S, bag, 'BAG', 'ALL', true, null],
        [S, bag, 'BAG', '27', false, null],
        [S, mt, 'MT', '09', true, 2.5],
        [S2, bag, 'BAG', 'ALL', true, 100],
      ].sort(byText),
    );

    // Again: one delisted, a minimum changed, one cleared, one new region; never a second row.
    const again = await task.preview(
      cm,
      await workbook('Assortment', HEADER, [
        [S, bag, 'ALL', 'N', ''],
        [S, mt, '09', 'Y', '3'],
        [S2, bag, 'ALL', 'Y', ''],
        [S, mt, '27', 'Y', '1.5'],
      ]),
    );
    expect(again.errors).toEqual([]);
    expect(await task.commit(cm, again.task.taskId)).toMatchObject({ status: 'COMPLETED', writtenRows: 4 });
    const after = await stored();
    expect(after).toEqual(
      [
        [S, bag, 'BAG', 'ALL', false, null],
        [S, bag, 'BAG', '27', false, null],
        [S, mt, 'MT', '09', true, 3],
        [S2, bag, 'BAG', 'ALL', true, null],
        [S, mt, 'MT', '27', true, 1.5],
      ].sort(byText),
    );

    const sheet = await task.download(cm);
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet.slice(1).sort(byText)).toEqual(
      [
        [S, bag, 'ALL', 'N', ''],
        [S, bag, '27', 'N', ''],
        [S, mt, '09', 'Y', '3'],
        [S2, bag, 'ALL', 'Y', ''],
        [S, mt, '27', 'Y', '1.5'],
      ].sort(byText),
    );
    const roundTrip = await task.preview(cm, await workbook('Assortment', HEADER, sheet.slice(1)));
    expect(roundTrip.errors).toEqual([]);
    expect(await task.commit(cm, roundTrip.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 5,
    });
    expect(await stored()).toEqual(after);
  });

  it('BRAND_CONFIG: template, per-row errors naming the column, failed rows, commit, re-run in place, download', async () => {
    const task = taskDriver(() => t, 'BRAND_CONFIG');
    const HEADER = ['Brand', 'Business Unit', 'Active', 'Lead Time Days', 'Credit Days'];
    const [A, B] = (
      await rows<{ brand: string }>('SELECT DISTINCT brand FROM products ORDER BY brand LIMIT 2')
    ).map((p) => p.brand) as [string, string];
    expect(await task.template(cm)).toEqual([HEADER]);

    const bytes = await workbook('Brand Config', HEADER, [
      [A, 'DIRECT', 'Y', '3', '21'],
      [A.toUpperCase(), 'ubs', 'Y', '5', '0'],
      [B, 'UTCL', 'N', '', ''],
      ['No Such Brand', 'DIRECT', 'Y', '3', '7'],
      [B, 'RETAIL', 'Y', '3', '7'],
      [B, 'DIRECT', 'perhaps', '3', '7'],
      [B, 'DIRECT', 'Y', '400', '7'],
      [B, 'DIRECT', 'Y', '3', '30'],
      [B, 'DIRECT', 'Y', '2.5', '7'],
      [B, 'UBS', 'Y', '', '7'],
      [A.toLowerCase(), 'direct', 'N', '', ''],
    ]);
    const before = await taskCount();
    expect((await task.upload(rm, bytes)).statusCode).toBe(403);
    expect(await taskCount()).toBe(before);

    const preview = await task.preview(cm, bytes);
    expect(preview.task).toMatchObject({ taskType: 'BRAND_CONFIG', rowCount: 11, errorCount: 8 });
    expect(preview.validRows).toBe(3);
    expect(preview.errors).toEqual([
      { row: 5, column: 'Brand', message: 'Brand No Such Brand is not a brand of the catalogue' },
      { row: 6, column: 'Business Unit', message: 'Enter the business unit: DIRECT, UBS or UTCL' },
      { row: 7, column: 'Active', message: 'Enter Y or N for active' },
      { row: 8, column: 'Lead Time Days', message: 'Enter whole days from 0 to 365' },
      { row: 9, column: 'Credit Days', message: 'Credit days cannot exceed 21 days' },
      { row: 10, column: 'Lead Time Days', message: 'Enter whole days from 0 to 365' },
      { row: 11, column: 'Lead Time Days', message: 'Enter the lead time in days for an active brand' },
      { row: 12, column: 'Row', message: 'Same row as row 2' },
    ]);
    expect(await rows('SELECT id FROM brand_configs')).toEqual([]);
    const failed = await task.failedRows(cm, preview.task.taskId);
    expect(failed[0]).toEqual([...HEADER, 'Error']);
    expect(failed.slice(1)).toHaveLength(8);
    expect(failed[5]).toEqual([
      B,
      'DIRECT',
      'Y',
      '3',
      '30',
      'Credit Days: Credit days cannot exceed 21 days',
    ]);

    expect(await task.commit(cm, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
    });
    const stored = async () =>
      (
        await rows<{
          brand: string;
          unit: string;
          active: boolean;
          lead: number | null;
          credit: number | null;
        }>(
          `SELECT brand, business_unit AS unit, is_active AS active, lead_time_days AS lead, credit_days AS credit
           FROM brand_configs`,
        )
      )
        .map((r) => [r.brand, r.unit, r.active, r.lead, r.credit])
        .sort(byText);
    // The brand kept as the catalogue spells it, whatever the case it was typed in.
    expect(await stored()).toEqual(
      [
        [A, 'DIRECT', true, 3, 21],
        [A, 'UBS', true, 5, 0],
        [B, 'UTCL', false, null, null],
      ].sort(byText),
    );

    const again = await task.preview(
      cm,
      await workbook('Brand Config', HEADER, [
        [A.toLowerCase(), 'DIRECT', 'Y', '4', '14'],
        [B, 'UTCL', 'Y', '10', '21'],
        [B, 'DIRECT', 'Y', '2', '7'],
      ]),
    );
    expect(again.errors).toEqual([]);
    expect(await task.commit(cm, again.task.taskId)).toMatchObject({ status: 'COMPLETED', writtenRows: 3 });
    const after = await stored();
    expect(after).toEqual(
      [
        [A, 'DIRECT', true, 4, 14],
        [A, 'UBS', true, 5, 0],
        [B, 'UTCL', true, 10, 21],
        [B, 'DIRECT', true, 2, 7],
      ].sort(byText),
    );

    const sheet = await task.download(cm);
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet.slice(1).sort(byText)).toEqual(
      [
        [A, 'DIRECT', 'Y', '4', '14'],
        [A, 'UBS', 'Y', '5', '0'],
        [B, 'UTCL', 'Y', '10', '21'],
        [B, 'DIRECT', 'Y', '2', '7'],
      ].sort(byText),
    );
    const roundTrip = await task.preview(cm, await workbook('Brand Config', HEADER, sheet.slice(1)));
    expect(roundTrip.errors).toEqual([]);
    expect(await task.commit(cm, roundTrip.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 4,
    });
    expect(await stored()).toEqual(after);
  });

  it('ops-supply/task/search lists the uploads of the three types; the other areas’ searches do not', async () => {
    for (const type of SUPPLY_TYPES) {
      const page = ok<TaskPage>(
        await post(cm, '/ops-supply/task/search', { taskType: type, kind: 'UPLOAD' }),
      );
      // Each flow above: the first upload, the re-run and the round trip (the refused one made none).
      expect(page.content.length, type).toBe(3);
      expect(page.content.every((x) => x.taskType === type && x.area === 'ops-supply')).toBe(true);
      for (const other of ['/pricing/task/search', '/promise/task/search'])
        expect(ok<TaskPage>(await post(cm, other, { taskType: type })).content).toEqual([]);
    }
    // Another user's search sees none of the category desk's tasks.
    expect(
      ok<TaskPage>(await post(admin, '/ops-supply/task/search', { taskType: 'INVENTORY' })).content,
    ).toEqual([]);
  });
});
