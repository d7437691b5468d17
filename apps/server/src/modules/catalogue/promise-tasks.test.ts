import type { TaskType } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { taskDriver, workbook } from '../../../test/task-upload';
import { type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let cm: Who;
let rm: Who;
let admin: Who;
const { get, rows, ok } = apiClient(() => t, 'promise-tasks-test');
const byText = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [cm, rm, admin] = await Promise.all([as(t, 'cm'), as(t, 'rm'), as(t, 'admin')]);
});
afterAll(() => t.close());

describe('the promise area’s master data (catalogue module)', () => {
  it('lists both types, in the promise area, to the category desk and admin only', async () => {
    for (const who of [cm, admin]) {
      const types = ok<TaskType[]>(await get(who, '/tasks/types'));
      for (const type of ['PRODUCT_REGION', 'BUYER_BRAND_MAPPING'])
        expect(
          types.find((x) => x.taskType === type),
          type,
        ).toMatchObject({
          area: 'promise',
          canUpload: true,
          canDownload: true,
        });
    }
    const rmTypes = ok<TaskType[]>(await get(rm, '/tasks/types')).map((x) => x.taskType);
    expect(rmTypes).not.toContain('PRODUCT_REGION');
    expect(rmTypes).not.toContain('BUYER_BRAND_MAPPING');
  });

  it('PRODUCT_REGION: template, per-row errors naming the column, failed rows, commit, re-run in place, download', async () => {
    const task = taskDriver(() => t, 'PRODUCT_REGION');
    const HEADER = ['SKU', 'Region or State', 'Serviceable', 'Lead Time Days'];
    const [s0, s1] = (
      await rows<{ sku: string }>('SELECT sku FROM products WHERE is_active ORDER BY sku LIMIT 2')
    ).map((p) => p.sku) as [string, string];
    expect(await task.template(cm)).toEqual([HEADER]);

    const bytes = await workbook('Product Regions', HEADER, [
      [s0, 'west', 'Y', '3'],
      [s0, '27', 'yes', '2'],
      [s1, '7', 'N', ''],
      ['NO-SUCH-SKU', 'NORTH', 'Y', '4'],
      [s1, 'Mars', 'Y', '4'],
      [s1, 'SOUTH', 'maybe', '4'],
      [s1, 'EAST', 'Y', ''],
      [s1, 'CENTRAL', 'Y', '400'],
      [s0, 'WEST', 'N', ''],
    ]);
    expect((await task.upload(rm, bytes)).statusCode).toBe(403);
    const preview = await task.preview(cm, bytes);
    expect(preview.task).toMatchObject({ taskType: 'PRODUCT_REGION', rowCount: 9, errorCount: 6 });
    expect(preview.errors).toEqual([
      { row: 5, column: 'SKU', message: 'SKU NO-SUCH-SKU is not an active product in the catalogue' },
      {
        row: 6,
        column: 'Region or State',
        message: 'Mars is neither a region (NORTH, SOUTH, EAST, WEST, CENTRAL) nor a GST state code',
      },
      { row: 7, column: 'Serviceable', message: 'Enter Y or N for serviceable' },
      { row: 8, column: 'Lead Time Days', message: 'Enter the lead time in days for a serviceable SKU' },
      { row: 9, column: 'Lead Time Days', message: 'Enter whole days from 0 to 365' },
      { row: 10, column: 'Row', message: 'Same row as row 2' },
    ]);
    expect(await rows('SELECT id FROM product_regions')).toEqual([]);
    const failed = await task.failedRows(cm, preview.task.taskId);
    expect(failed[0]).toEqual([...HEADER, 'Error']);
    expect(failed.slice(1).map((r) => r[4])).toEqual([
      'SKU: SKU NO-SUCH-SKU is not an active product in the catalogue',
      'Region or State: Mars is neither a region (NORTH, SOUTH, EAST, WEST, CENTRAL) nor a GST state code',
      'Serviceable: Enter Y or N for serviceable',
      'Lead Time Days: Enter the lead time in days for a serviceable SKU',
      'Lead Time Days: Enter whole days from 0 to 365',
      'Same row as row 2',
    ]);

    expect(await task.commit(cm, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
    });
    const stored = async () =>
      (
        await rows<{ sku: string; place: string; serviceable: boolean; lead: number | null }>(
          'SELECT sku, place, serviceable, lead_time_days AS lead FROM product_regions',
        )
      )
        .map((r) => [r.sku, r.place, r.serviceable, r.lead === null ? null : Number(r.lead)])
        .sort(byText);
    expect(await stored()).toEqual(
      [
        [s0, 'WEST', true, 3],
        [s0, '27', true, 2],
        [s1, '07', false, null],
      ].sort(byText),
    );

    // Again, WEST no longer served and a new state: updated in place, never a second row.
    const again = await task.preview(
      cm,
      await workbook('Product Regions', HEADER, [
        [s0, 'WEST', 'N', ''],
        [s0, '27', 'Y', '2'],
        [s1, '07', 'N', ''],
        [s1, '29', 'Y', '5'],
      ]),
    );
    expect(again.errors).toEqual([]);
    expect(await task.commit(cm, again.task.taskId)).toMatchObject({ status: 'COMPLETED', writtenRows: 4 });
    const after = [
      [s0, 'WEST', false, null],
      [s0, '27', true, 2],
      [s1, '07', false, null],
      [s1, '29', true, 5],
    ].sort(byText);
    expect(await stored()).toEqual(after);

    const sheet = await task.download(cm);
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet.slice(1).sort(byText)).toEqual(
      [
        [s0, 'WEST', 'N', ''],
        [s0, '27', 'Y', '2'],
        [s1, '07', 'N', ''],
        [s1, '29', 'Y', '5'],
      ].sort(byText),
    );
    // The download goes back in unchanged: same rows, none doubled.
    const roundTrip = await task.preview(cm, await workbook('Product Regions', HEADER, sheet.slice(1)));
    expect(roundTrip.errors).toEqual([]);
    await task.commit(cm, roundTrip.task.taskId);
    expect(await stored()).toEqual(after);
  });

  it('BUYER_BRAND_MAPPING: template, per-row errors naming the column, failed rows, commit, re-run in place, download', async () => {
    const task = taskDriver(() => t, 'BUYER_BRAND_MAPPING');
    const HEADER = ['Buyer Code', 'Brand', 'Active'];
    const [b1, b2] = (await rows<{ code: string }>('SELECT code FROM buyers ORDER BY code LIMIT 2')).map(
      (b) => b.code,
    ) as [string, string];
    const [brandA, brandB] = (
      await rows<{ brand: string }>('SELECT DISTINCT brand FROM products ORDER BY brand LIMIT 2')
    ).map((p) => p.brand) as [string, string];
    expect(await task.template(cm)).toEqual([HEADER]);

    const bytes = await workbook('Buyer Brands', HEADER, [
      [b1, brandA, 'Y'],
      [b1, brandB.toUpperCase(), ''],
      [b2, brandA, 'N'],
      ['NO-SUCH-BUYER', brandA, 'Y'],
      [b2, 'No Such Brand', 'Y'],
      [b2, brandB, 'perhaps'],
      [b1, brandA.toLowerCase(), 'N'],
      ['', brandA, 'Y'],
    ]);
    expect((await task.upload(rm, bytes)).statusCode).toBe(403);
    const preview = await task.preview(cm, bytes);
    expect(preview.task).toMatchObject({ taskType: 'BUYER_BRAND_MAPPING', rowCount: 8, errorCount: 5 });
    expect(preview.errors).toEqual([
      { row: 5, column: 'Buyer Code', message: 'Buyer NO-SUCH-BUYER is not on the platform' },
      { row: 6, column: 'Brand', message: 'Brand No Such Brand is not a brand of the catalogue' },
      { row: 7, column: 'Active', message: 'Enter Y or N for active' },
      { row: 8, column: 'Row', message: 'Same row as row 2' },
      { row: 9, column: 'Buyer Code', message: 'Enter the buyer code' },
    ]);
    const failed = await task.failedRows(cm, preview.task.taskId);
    expect(failed[0]).toEqual([...HEADER, 'Error']);
    expect(failed[1]).toEqual([
      'NO-SUCH-BUYER',
      brandA,
      'Y',
      'Buyer Code: Buyer NO-SUCH-BUYER is not on the platform',
    ]);
    expect(failed.slice(1)).toHaveLength(5);

    expect(await task.commit(cm, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
    });
    const stored = async () =>
      (
        await rows<{ code: string; brand: string; active: boolean }>(
          'SELECT b.code, m.brand, m.is_active AS active FROM buyer_brand_mappings m JOIN buyers b ON b.id = m.buyer_id',
        )
      )
        .map((r) => [r.code, r.brand, r.active])
        .sort(byText);
    // The brand kept as the catalogue spells it, whatever the case it was typed in.
    expect(await stored()).toEqual(
      [
        [b1, brandA, true],
        [b1, brandB, true],
        [b2, brandA, false],
      ].sort(byText),
    );

    // Again: b1 leaves brand A, b2 takes it; updated in place, never a second mapping.
    const again = await task.preview(
      cm,
      await workbook('Buyer Brands', HEADER, [
        [b1, brandA.toLowerCase(), 'N'],
        [b2, brandA, 'Y'],
        [b1, brandB, 'Y'],
      ]),
    );
    expect(again.errors).toEqual([]);
    expect(await task.commit(cm, again.task.taskId)).toMatchObject({ status: 'COMPLETED', writtenRows: 3 });
    const after = [
      [b1, brandA, false],
      [b1, brandB, true],
      [b2, brandA, true],
    ].sort(byText);
    expect(await stored()).toEqual(after);

    const sheet = await task.download(cm);
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet.slice(1).sort(byText)).toEqual(
      [
        [b1, brandA, 'N'],
        [b1, brandB, 'Y'],
        [b2, brandA, 'Y'],
      ].sort(byText),
    );
    const roundTrip = await task.preview(cm, await workbook('Buyer Brands', HEADER, sheet.slice(1)));
    expect(roundTrip.errors).toEqual([]);
    await task.commit(cm, roundTrip.task.taskId);
    expect(await stored()).toEqual(after);
  });
});
