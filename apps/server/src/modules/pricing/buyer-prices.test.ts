import type { TaskType } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { taskDriver, workbook } from '../../../test/task-upload';
import { type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let cm: Who;
let rm: Who;
let finance: Who;
let admin: Who;
const { get, post, rows, ok } = apiClient(() => t, 'buyer-prices-test');
const task = taskDriver(() => t, 'BUYER_PRICE');
const byText = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
const HEADER = ['Buyer Code', 'SKU', 'Region', 'Price', 'Valid From', 'Valid Until'];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [cm, rm, finance, admin] = await Promise.all([as(t, 'cm'), as(t, 'rm'), as(t, 'finance'), as(t, 'admin')]);
});
afterAll(() => t.close());

/**
 * BUYER_PRICE needs a checker: the uploader's initiate raises an approval request and writes
 * nothing; another person (the admin) approves it in the Approval Center and the commit runs.
 */
async function commitChecked(taskId: string) {
  const before = await rows<{ n: string }>('SELECT count(*) AS n FROM buyer_prices');
  const waiting = await task.initiate(cm, taskId);
  expect(waiting).toMatchObject({ status: 'CREATED', finishedOn: null, approval: { status: 'PENDING' } });
  expect(await rows<{ n: string }>('SELECT count(*) AS n FROM buyer_prices')).toEqual(before);
  ok(
    await post(admin, '/approval-center/approve', {
      approvalKey: waiting.approval!.approvalKey,
      comment: 'Checked',
    }),
  );
  return task.wait(cm, taskId);
}

describe('buyer prices as master data (task type BUYER_PRICE, pricing area)', () => {
  it('template, upload with per-row errors naming the column, failed rows, commit, a re-run updating in place, download', async () => {
    const [b1, b2] = (await rows<{ code: string }>('SELECT code FROM buyers ORDER BY code LIMIT 2')).map(
      (b) => b.code,
    ) as [string, string];
    const products = await rows<{ sku: string; unit: string }>(
      'SELECT sku, unit FROM products WHERE is_active ORDER BY sku LIMIT 3',
    );
    const [s0, s1, s2] = products.map((p) => p.sku) as [string, string, string];

    // Who sees the type: the category desk (upload and download); the RM and finance do not.
    const types = ok<TaskType[]>(await get(cm, '/tasks/types'));
    expect(types.find((x) => x.taskType === 'BUYER_PRICE')).toMatchObject({
      area: 'pricing',
      canUpload: true,
      canDownload: true,
      needsChecker: true,
    });
    for (const who of [rm, finance])
      expect(ok<TaskType[]>(await get(who, '/tasks/types')).map((x) => x.taskType)).not.toContain(
        'BUYER_PRICE',
      );
    expect(await task.template(cm)).toEqual([HEADER]);

    const bytes = await workbook('Buyer Prices', HEADER, [
      [b1, s0, 'ALL', '1,250.50', '2026-12-01', '2027-03-31'],
      [b1, s1, '27', '385', '2026-12-01', ''],
      ['NO-SUCH-BUYER', s0, '27', '100', '2026-12-01', ''],
      [b2, 'NO-SUCH-SKU', 'ALL', '100', '2026-12-01', ''],
      [b2, s0, 'Maharashtra', '100', '2026-12-01', ''],
      [b2, s0, '27', '0', '2026-12-01', ''],
      [b2, s0, '27', '100', '2026-12-01', '2026-11-30'],
      [b2, s0, '27', '100', '2026-02-30', ''],
      [b1, s0, 'ALL', '1300', '2026-12-01', ''],
      [b2, s2, '9', '99.5', '2026-12-01', '2027-01-31'],
    ]);
    // Without the permission: 403 and no task.
    const tasksBefore = (await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n;
    expect((await task.upload(rm, bytes)).statusCode).toBe(403);
    expect((await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n).toBe(tasksBefore);

    const preview = await task.preview(cm, bytes);
    expect(preview.task).toMatchObject({ taskType: 'BUYER_PRICE', rowCount: 10, errorCount: 7 });
    expect(preview.validRows).toBe(3);
    expect(preview.errors).toEqual([
      { row: 4, column: 'Buyer Code', message: 'Buyer NO-SUCH-BUYER is not on the platform' },
      { row: 5, column: 'SKU', message: 'SKU NO-SUCH-SKU is not an active product in the catalogue' },
      { row: 6, column: 'Region', message: 'Enter ALL or a two-digit GST state code' },
      { row: 7, column: 'Price', message: 'Enter a price above 0' },
      { row: 8, column: 'Valid Until', message: 'The last day comes before the first day (2026-12-01)' },
      { row: 9, column: 'Valid From', message: 'Enter the first day as a real date, YYYY-MM-DD' },
      { row: 10, column: 'Row', message: 'Same row as row 2' },
    ]);
    // The preview writes nothing; the failed rows are the input rows with an Error column.
    expect(await rows('SELECT id FROM buyer_prices')).toEqual([]);
    const failed = await task.failedRows(cm, preview.task.taskId);
    expect(failed[0]).toEqual([...HEADER, 'Error']);
    expect(failed.slice(1)).toHaveLength(7);
    expect(failed[1]).toEqual([
      'NO-SUCH-BUYER',
      s0,
      '27',
      '100',
      '2026-12-01',
      '',
      'Buyer Code: Buyer NO-SUCH-BUYER is not on the platform',
    ]);
    expect(failed[7]).toEqual([b1, s0, 'ALL', '1300', '2026-12-01', '', 'Same row as row 2']);

    expect(await commitChecked(preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
      errorCount: 7,
    });
    const stored = async () =>
      (
        await rows<{
          code: string;
          sku: string;
          unit: string;
          region: string;
          p: string;
          f: string;
          u: string | null;
        }>(
          `SELECT b.code, bp.sku, bp.unit, bp.region, bp.price_paise AS p, bp.valid_from::text AS f, bp.valid_until::text AS u
           FROM buyer_prices bp JOIN buyers b ON b.id = bp.buyer_id ORDER BY b.code, bp.sku, bp.region, bp.valid_from`,
        )
      )
        .map((r) => [r.code, r.sku, r.unit, r.region, Number(r.p), r.f, r.u])
        .sort(byText);
    const unitOf = (sku: string) => products.find((p) => p.sku === sku)!.unit;
    expect(await stored()).toEqual(
      [
        [b1, s0, unitOf(s0), 'ALL', 125_050, '2026-12-01', '2027-03-31'],
        [b1, s1, unitOf(s1), '27', 38_500, '2026-12-01', null],
        [b2, s2, unitOf(s2), '09', 9_950, '2026-12-01', '2027-01-31'],
      ].sort(byText),
    );

    // The fixed file again, one price corrected and one new first day: updated in place, the
    // same rows never doubled, a new first day a new price.
    const again = await task.preview(
      cm,
      await workbook('Buyer Prices', HEADER, [
        [b1, s0, 'ALL', '1,300', '2026-12-01', '2027-03-31'],
        [b1, s1, '27', '385', '2026-12-01', ''],
        [b2, s0, '27', '100', '2026-12-01', ''],
        [b2, s2, '09', '99.50', '2026-12-01', '2027-01-31'],
        [b1, s0, 'ALL', '1,400', '2027-04-01', ''],
      ]),
    );
    expect(again.errors).toEqual([]);
    expect(await commitChecked(again.task.taskId)).toMatchObject({ status: 'COMPLETED', writtenRows: 5 });
    const after = await stored();
    expect(after).toHaveLength(5);
    expect(after).toContainEqual([b1, s0, unitOf(s0), 'ALL', 130_000, '2026-12-01', '2027-03-31']);
    expect(after).toContainEqual([b1, s0, unitOf(s0), 'ALL', 140_000, '2027-04-01', null]);
    expect(after).toContainEqual([b2, s0, unitOf(s0), '27', 10_000, '2026-12-01', null]);

    // The download: every buyer price in the template's columns.
    const sheet = await task.download(cm);
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet.slice(1).sort()).toEqual(
      [
        [b1, s0, 'ALL', '1,300.00', '2026-12-01', '2027-03-31'],
        [b1, s0, 'ALL', '1,400.00', '2027-04-01', ''],
        [b1, s1, '27', '385.00', '2026-12-01', ''],
        [b2, s0, '27', '100.00', '2026-12-01', ''],
        [b2, s2, '09', '99.50', '2026-12-01', '2027-01-31'],
      ].sort(),
    );
    // The downloaded file goes back in as it is: nothing changes, nothing doubles.
    const roundTrip = await task.preview(cm, await workbook('Buyer Prices', HEADER, sheet.slice(1)));
    expect(roundTrip.errors).toEqual([]);
    expect(await commitChecked(roundTrip.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 5,
    });
    expect(await stored()).toEqual(after);
  });
});
