import type { ApprovalDetail, TaskPage, TaskType } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as, grantToRole } from '../../../test/auth';
import { taskDriver, workbook } from '../../../test/task-upload';
import { type TestApp, createTestApp } from '../../../test/test-app';

// Issue 17 §2: the discount task types of doc 3 §7's pricing area, DISCOUNTS (sellers' discounts
// on SKUs) and TOD (buyers' turnover discount slabs), each committed only after a checker approves.

let t: TestApp;
let admin: Who;
let cm: Who;
let finance: Who;
let rm: Who;
const { get, post, rows, ok } = apiClient(() => t, 'discount-tasks-test');
const discounts = taskDriver(() => t, 'DISCOUNTS');
const tod = taskDriver(() => t, 'TOD');
const byText = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
const DISCOUNT_HEADER = ['Seller Code', 'SKU', 'Discount Type', 'Value', 'Valid From', 'Valid Until'];
const TOD_HEADER = ['Buyer Code', 'Period', 'Turnover From', 'Turnover To', 'Discount %'];

const count = async (table: string) =>
  Number((await rows<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await as(t, 'admin');
  // The category desk's makers may decide in the Approval Center too (as a category lead does), so
  // only the engine's segregation of duties keeps the uploader from approving their own file.
  await grantToRole(t, admin, 'CATEGORY_OPS', ['Approve_Approval_Request', 'Display_Approval_Center_Tab']);
  [cm, finance, rm] = await Promise.all([as(t, 'cm'), as(t, 'finance'), as(t, 'rm')]);
});
afterAll(() => t.close());

/**
 * The maker–checker of a discount upload: initiate raises an approval and writes nothing, the
 * uploader may not approve it, another checker (the admin) does and the commit runs.
 */
async function commitChecked(driver: typeof discounts, table: string, taskId: string) {
  const before = await count(table);
  const waiting = await driver.initiate(cm, taskId);
  expect(waiting).toMatchObject({ status: 'CREATED', finishedOn: null, approval: { status: 'PENDING' } });
  expect(await count(table)).toBe(before);
  const approvalKey = waiting.approval!.approvalKey;
  const own = await post(cm, '/approval-center/approve', { approvalKey, comment: 'Mine, fine' });
  expect(own.statusCode, own.body).toBe(403);
  expect(own.json<{ errorCode: string }>().errorCode).toBe('APPROVAL_OWN_REQUEST');
  expect(await count(table)).toBe(before);
  ok(await post(admin, '/approval-center/approve', { approvalKey, comment: 'Checked' }));
  return driver.wait(cm, taskId);
}

describe('seller discounts as master data (task type DISCOUNTS, pricing area)', () => {
  it('template, per-row errors naming the column, failed rows, a checked commit, a re-run in place, download', async () => {
    const [s1, s2] = (await rows<{ code: string }>('SELECT code FROM sellers ORDER BY code LIMIT 2')).map(
      (s) => s.code,
    ) as [string, string];
    const products = await rows<{ sku: string; unit: string }>(
      'SELECT sku, unit FROM products WHERE is_active ORDER BY sku LIMIT 3',
    );
    const [p0, p1, p2] = products.map((p) => p.sku) as [string, string, string];
    const unitOf = (sku: string) => products.find((p) => p.sku === sku)!.unit;

    // The category desk holds the type (upload, download); the RM and finance do not.
    expect(
      ok<TaskType[]>(await get(cm, '/tasks/types')).find((x) => x.taskType === 'DISCOUNTS'),
    ).toMatchObject({
      area: 'pricing',
      canUpload: true,
      canDownload: true,
      needsChecker: true,
    });
    for (const who of [rm, finance])
      expect(ok<TaskType[]>(await get(who, '/tasks/types')).map((x) => x.taskType)).not.toContain(
        'DISCOUNTS',
      );
    expect(await discounts.template(cm)).toEqual([DISCOUNT_HEADER]);

    const bytes = await workbook('Seller Discounts', DISCOUNT_HEADER, [
      [s1, p0, 'PERCENTAGE', '12.5', '2026-12-01', '2027-03-31'],
      [s1, p1, 'flat', '25.50', '2026-12-01', ''],
      ['NO-SUCH-SELLER', p0, 'PERCENTAGE', '5', '2026-12-01', ''],
      [s2, 'NO-SUCH-SKU', 'VALUE', '10', '2026-12-01', ''],
      [s2, p0, 'REBATE', '10', '2026-12-01', ''],
      [s2, p0, 'PERCENTAGE', '100.5', '2026-12-01', ''],
      [s2, p0, 'VALUE', '0', '2026-12-01', ''],
      [s2, p0, '%', '5', '2026-12-01', '2026-11-30'],
      [s2, p0, 'PERCENTAGE', '5', '2026-13-01', ''],
      [s1, p0, 'PERCENTAGE', '15', '2026-12-01', ''],
      [s2, p2, '₹', '1,200', '2026-12-01', '2027-01-31'],
    ]);
    // Without the permission: 403 and no task.
    const tasksBefore = await count('tasks');
    for (const who of [rm, finance]) expect((await discounts.upload(who, bytes)).statusCode).toBe(403);
    expect(await count('tasks')).toBe(tasksBefore);

    const preview = await discounts.preview(cm, bytes);
    expect(preview.task).toMatchObject({ taskType: 'DISCOUNTS', rowCount: 11, errorCount: 8 });
    expect(preview.validRows).toBe(3);
    expect(preview.errors).toEqual([
      { row: 4, column: 'Seller Code', message: 'Seller NO-SUCH-SELLER is not on the platform' },
      { row: 5, column: 'SKU', message: 'SKU NO-SUCH-SKU is not an active product in the catalogue' },
      {
        row: 6,
        column: 'Discount Type',
        message: 'Enter PERCENTAGE (%) or VALUE (₹ per unit; FLAT is read as VALUE)',
      },
      { row: 7, column: 'Value', message: 'Enter a percentage from 0 to 100, at most 2 decimals' },
      { row: 8, column: 'Value', message: 'Enter a discount in rupees per unit above 0' },
      { row: 9, column: 'Valid Until', message: 'The last day comes before the first day (2026-12-01)' },
      { row: 10, column: 'Valid From', message: 'Enter the first day as a real date, YYYY-MM-DD' },
      { row: 11, column: 'Row', message: 'Same row as row 2' },
    ]);
    // The pricing area's task search lists it.
    const listed = ok<TaskPage>(await post(cm, '/pricing/task/search', { taskType: 'DISCOUNTS' }));
    expect(listed.content.map((x) => x.taskId)).toContain(preview.task.taskId);
    // The preview writes nothing; the failed rows are the input rows with an Error column.
    expect(await count('seller_discounts')).toBe(0);
    const failed = await discounts.failedRows(cm, preview.task.taskId);
    expect(failed[0]).toEqual([...DISCOUNT_HEADER, 'Error']);
    expect(failed.slice(1)).toHaveLength(8);
    expect(failed[4]).toEqual([
      s2,
      p0,
      'PERCENTAGE',
      '100.5',
      '2026-12-01',
      '',
      'Value: Enter a percentage from 0 to 100, at most 2 decimals',
    ]);

    // Through the checker: the DISCOUNTS checkers are the desk's deciders, not finance.
    const waiting = await discounts.initiate(cm, preview.task.taskId);
    const detail = ok<ApprovalDetail>(
      await get(admin, `/approval-center/request/${waiting.approval!.approvalKey}`),
    );
    expect(detail).toMatchObject({
      entityType: 'tasks/import',
      summary: 'Seller discounts: 3 rows, upload.xlsx',
    });
    const roles = detail.steps[0]!.participants.map((p) => p.roleCode);
    expect(roles).toEqual(expect.arrayContaining(['ADMIN', 'CATEGORY_LEAD', 'CATEGORY_OPS']));
    expect(roles).not.toContain('FINANCE_OPS');
    const outsider = await post(finance, '/approval-center/approve', {
      approvalKey: waiting.approval!.approvalKey,
      comment: 'Looks fine',
    });
    expect(outsider.statusCode, outsider.body).toBe(403);
    expect(outsider.json<{ errorCode: string }>().errorCode).toBe('APPROVAL_NOT_PARTICIPANT');
    const own = await post(cm, '/approval-center/approve', {
      approvalKey: waiting.approval!.approvalKey,
      comment: 'Mine',
    });
    expect(own.json<{ errorCode: string }>().errorCode).toBe('APPROVAL_OWN_REQUEST');
    expect(await count('seller_discounts')).toBe(0);
    ok(
      await post(admin, '/approval-center/approve', {
        approvalKey: waiting.approval!.approvalKey,
        comment: 'Agreed with the sellers',
      }),
    );
    expect(await discounts.wait(cm, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
      errorCount: 8,
    });

    const stored = async () =>
      (
        await rows<{
          code: string;
          sku: string;
          unit: string;
          kind: string;
          bps: number | null;
          paise: string | null;
          f: string;
          u: string | null;
        }>(
          `SELECT s.code, d.sku, d.unit, d.discount_unit AS kind, d.percent_bps AS bps, d.value_paise AS paise,
                  d.valid_from::text AS f, d.valid_until::text AS u
           FROM seller_discounts d JOIN sellers s ON s.id = d.seller_id`,
        )
      )
        .map((r) => [
          r.code,
          r.sku,
          r.unit,
          r.kind,
          r.bps,
          r.paise === null ? null : Number(r.paise),
          r.f,
          r.u,
        ])
        .sort(byText);
    expect(await stored()).toEqual(
      [
        [s1, p0, unitOf(p0), 'PERCENTAGE', 1250, null, '2026-12-01', '2027-03-31'],
        [s1, p1, unitOf(p1), 'VALUE', null, 2550, '2026-12-01', null],
        [s2, p2, unitOf(p2), 'VALUE', null, 120_000, '2026-12-01', '2027-01-31'],
      ].sort(byText),
    );

    // The fixed file: a corrected percentage and a type changed in place, a new row, a new first day.
    const again = await discounts.preview(
      cm,
      await workbook('Seller Discounts', DISCOUNT_HEADER, [
        [s1, p0, 'PERCENTAGE', '15', '2026-12-01', '2027-03-31'],
        [s1, p1, 'VALUE', '25.5', '2026-12-01', ''],
        [s2, p0, 'PERCENTAGE', '5', '2026-12-01', ''],
        [s2, p2, 'PERCENTAGE', '2.25', '2026-12-01', '2027-01-31'],
        [s1, p0, 'PERCENTAGE', '10', '2027-04-01', ''],
      ]),
    );
    expect(again.errors).toEqual([]);
    expect(await commitChecked(discounts, 'seller_discounts', again.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 5,
    });
    const after = await stored();
    expect(after).toEqual(
      [
        [s1, p0, unitOf(p0), 'PERCENTAGE', 1500, null, '2026-12-01', '2027-03-31'],
        [s1, p0, unitOf(p0), 'PERCENTAGE', 1000, null, '2027-04-01', null],
        [s1, p1, unitOf(p1), 'VALUE', null, 2550, '2026-12-01', null],
        [s2, p0, unitOf(p0), 'PERCENTAGE', 500, null, '2026-12-01', null],
        [s2, p2, unitOf(p2), 'PERCENTAGE', 225, null, '2026-12-01', '2027-01-31'],
      ].sort(byText),
    );

    // The download: every discount in the template's columns; it goes back in unchanged.
    const sheet = await discounts.download(cm);
    expect(sheet[0]).toEqual(DISCOUNT_HEADER);
    expect(sheet.slice(1).sort()).toEqual(
      [
        [s1, p0, 'PERCENTAGE', '15', '2026-12-01', '2027-03-31'],
        [s1, p0, 'PERCENTAGE', '10', '2027-04-01', ''],
        [s1, p1, 'VALUE', '25.50', '2026-12-01', ''],
        [s2, p0, 'PERCENTAGE', '5', '2026-12-01', ''],
        [s2, p2, 'PERCENTAGE', '2.25', '2026-12-01', '2027-01-31'],
      ].sort(),
    );
    const roundTrip = await discounts.preview(
      cm,
      await workbook('Seller Discounts', DISCOUNT_HEADER, sheet.slice(1)),
    );
    expect(roundTrip.errors).toEqual([]);
    expect(await commitChecked(discounts, 'seller_discounts', roundTrip.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 5,
    });
    expect(await stored()).toEqual(after);
  });
});

describe('turnover discount slabs as master data (task type TOD, pricing area)', () => {
  it('template, per-row errors naming the column, slabs that overlap refused on Turnover From, a checked commit, a re-run in place, download', async () => {
    const [b1, b2] = (await rows<{ code: string }>('SELECT code FROM buyers ORDER BY code LIMIT 2')).map(
      (b) => b.code,
    ) as [string, string];

    // The category desk and finance (which held Allow_Tod_Upload already) hold the type; the RM does not.
    for (const who of [cm, finance])
      expect(ok<TaskType[]>(await get(who, '/tasks/types')).find((x) => x.taskType === 'TOD')).toMatchObject({
        area: 'pricing',
        canUpload: true,
        canDownload: true,
        needsChecker: true,
      });
    expect(ok<TaskType[]>(await get(rm, '/tasks/types')).map((x) => x.taskType)).not.toContain('TOD');
    expect(await tod.template(cm)).toEqual([TOD_HEADER]);

    const bytes = await workbook('TOD Slabs', TOD_HEADER, [
      [b1, 'FY2026-27', '0', '10,00,000', '1'],
      [b1, 'fy2026-27', '10,00,000', '50,00,000', '1.5'],
      [b1, 'FY2026-27', '50,00,000', '', '2'],
      [b1, 'FY2026-27', '40,00,000', '60,00,000', '2.5'],
      [b1, 'FY2026-27 Q1', '0', '', '0.5'],
      ['NO-SUCH-BUYER', 'FY2026-27', '0', '', '1'],
      [b2, 'FY2026-28', '0', '', '1'],
      [b2, 'FY2026-27', '5,00,000', '5,00,000', '1'],
      [b2, 'FY2026-27', '0', '', '101'],
      [b2, 'FY2026-27', '-5', '', '1'],
      [b1, 'FY2026-27 q1', '0', '5,00,000', '1'],
      [b2, 'Q2 FY2026-27', '0', '', '3'],
    ]);
    expect((await tod.upload(rm, bytes)).statusCode).toBe(403);

    const preview = await tod.preview(cm, bytes);
    expect(preview.task).toMatchObject({ taskType: 'TOD', rowCount: 12, errorCount: 7 });
    expect(preview.errors).toEqual([
      {
        row: 5,
        column: 'Turnover From',
        message: 'The slab overlaps row 3 (₹10,00,000.00 to ₹50,00,000.00, FY2026-27)',
      },
      { row: 7, column: 'Buyer Code', message: 'Buyer NO-SUCH-BUYER is not on the platform' },
      {
        row: 8,
        column: 'Period',
        message:
          'Enter a financial year such as FY2026-27, or a quarter such as FY2026-27 Q1 (quarters start in April)',
      },
      {
        row: 9,
        column: 'Turnover To',
        message:
          'Enter a Turnover To above the Turnover From (₹5,00,000.00), or leave it empty for no upper bound',
      },
      { row: 10, column: 'Discount %', message: 'Enter a percentage from 0 to 100, at most 2 decimals' },
      { row: 11, column: 'Turnover From', message: 'Enter a turnover of 0 or more' },
      { row: 12, column: 'Row', message: 'Same row as row 6' },
    ]);
    const listed = ok<TaskPage>(await post(cm, '/pricing/task/search', { taskType: 'TOD' }));
    expect(listed.content.map((x) => x.taskId)).toContain(preview.task.taskId);
    expect(await count('buyer_tod_slabs')).toBe(0);
    const failed = await tod.failedRows(cm, preview.task.taskId);
    expect(failed[0]).toEqual([...TOD_HEADER, 'Error']);
    expect(failed.slice(1)).toHaveLength(7);

    expect(await commitChecked(tod, 'buyer_tod_slabs', preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 5,
      errorCount: 7,
    });
    const stored = async () =>
      (
        await rows<{
          code: string;
          period: string;
          ps: string;
          pe: string;
          f: string;
          u: string | null;
          bps: number;
        }>(
          `SELECT b.code, s.period, s.period_start::text AS ps, s.period_end::text AS pe,
                  s.turnover_from_paise AS f, s.turnover_to_paise AS u, s.percent_bps AS bps
           FROM buyer_tod_slabs s JOIN buyers b ON b.id = s.buyer_id`,
        )
      )
        .map((r) => [r.code, r.period, r.ps, r.pe, Number(r.f), r.u === null ? null : Number(r.u), r.bps])
        .sort(byText);
    const FY = ['FY2026-27', '2026-04-01', '2027-03-31'];
    const Q1 = ['FY2026-27 Q1', '2026-04-01', '2026-06-30'];
    const Q2 = ['FY2026-27 Q2', '2026-07-01', '2026-09-30'];
    const lakh = 100_000_00; // ₹1,00,000 in paise
    expect(await stored()).toEqual(
      [
        [b1, ...FY, 0, 10 * lakh, 100],
        [b1, ...FY, 10 * lakh, 50 * lakh, 150],
        [b1, ...FY, 50 * lakh, null, 200],
        [b1, ...Q1, 0, null, 50],
        [b2, ...Q2, 0, null, 300],
      ].sort(byText),
    );

    // Against the stored slabs: a row with a stored slab's Turnover From replaces it (so a slab may
    // be split), one overlapping a stored slab it does not replace is refused.
    const again = await tod.preview(
      cm,
      await workbook('TOD Slabs', TOD_HEADER, [
        [b1, 'FY2026-27', '0', '10,00,000', '1.25'],
        [b1, 'FY2026-27', '50,00,000', '', '2'],
        [b1, 'FY2026-27', '30,00,000', '', '3'],
        [b2, 'FY2026-27 Q2', '0', '10,00,000', '3.5'],
        [b2, 'FY2026-27 Q2', '10,00,000', '', '4'],
      ]),
    );
    expect(again.errors).toEqual([
      {
        row: 4,
        column: 'Turnover From',
        message:
          'The slab overlaps the stored slab ₹10,00,000.00 to ₹50,00,000.00 of FY2026-27 (a slab with the same Turnover From replaces it)',
      },
    ]);
    // The TOD checkers: the desk's deciders and finance's (it holds Allow_Tod_Upload).
    const waiting = await tod.initiate(cm, again.task.taskId);
    const detail = ok<ApprovalDetail>(
      await get(admin, `/approval-center/request/${waiting.approval!.approvalKey}`),
    );
    expect(detail.summary).toBe('TOD slabs: 4 rows, upload.xlsx');
    expect(detail.steps[0]!.participants.map((p) => p.roleCode)).toEqual(
      expect.arrayContaining(['ADMIN', 'CATEGORY_LEAD', 'FINANCE_OPS']),
    );
    const own = await post(cm, '/approval-center/approve', {
      approvalKey: waiting.approval!.approvalKey,
      comment: 'Mine',
    });
    expect(own.json<{ errorCode: string }>().errorCode).toBe('APPROVAL_OWN_REQUEST');
    ok(
      await post(finance, '/approval-center/approve', {
        approvalKey: waiting.approval!.approvalKey,
        comment: 'Slabs as agreed',
      }),
    );
    expect(await tod.wait(cm, again.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 4,
      errorCount: 1,
    });
    const after = await stored();
    expect(after).toEqual(
      [
        [b1, ...FY, 0, 10 * lakh, 125],
        [b1, ...FY, 10 * lakh, 50 * lakh, 150],
        [b1, ...FY, 50 * lakh, null, 200],
        [b1, ...Q1, 0, null, 50],
        [b2, ...Q2, 0, 10 * lakh, 350],
        [b2, ...Q2, 10 * lakh, null, 400],
      ].sort(byText),
    );

    // The download, and the same file back in: updated in place, nothing doubled.
    const sheet = await tod.download(cm);
    expect(sheet[0]).toEqual(TOD_HEADER);
    expect(sheet.slice(1).sort()).toEqual(
      [
        [b1, 'FY2026-27', '0.00', '10,00,000.00', '1.25'],
        [b1, 'FY2026-27', '10,00,000.00', '50,00,000.00', '1.5'],
        [b1, 'FY2026-27', '50,00,000.00', '', '2'],
        [b1, 'FY2026-27 Q1', '0.00', '', '0.5'],
        [b2, 'FY2026-27 Q2', '0.00', '10,00,000.00', '3.5'],
        [b2, 'FY2026-27 Q2', '10,00,000.00', '', '4'],
      ].sort(),
    );
    const roundTrip = await tod.preview(cm, await workbook('TOD Slabs', TOD_HEADER, sheet.slice(1)));
    expect(roundTrip.errors).toEqual([]);
    expect(await commitChecked(tod, 'buyer_tod_slabs', roundTrip.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 6,
    });
    expect(await stored()).toEqual(after);
  });
});
