import type { ApprovalDetail, TaskPage, TaskType } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { taskDriver, workbook } from '../../../test/task-upload';
import { type TestApp, createTestApp } from '../../../test/test-app';

// Issue 17 §2: the buyers' cash-discount pass-through (doc 3 §7 credit area) as a task type, each
// upload committed only after another person of the credit or finance desk approves it.

let t: TestApp;
let admin: Who;
let credit: Who;
let finance: Who;
let cm: Who;
let rm: Who;
const { get, post, rows, ok } = apiClient(() => t, 'cash-discounts-test');
const task = taskDriver(() => t, 'CASH_DISCOUNT_PASS_THROUGH');
const HEADER = ['Buyer Code', 'Cash Discount %', 'Pay Within Days', 'Valid From', 'Active'];
const byText = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
const count = async () =>
  Number((await rows<{ n: string }>('SELECT count(*) AS n FROM buyer_cash_discounts'))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [admin, credit, finance, cm, rm] = await Promise.all([
    as(t, 'admin'),
    as(t, 'credit'),
    as(t, 'finance'),
    as(t, 'cm'),
    as(t, 'rm'),
  ]);
});
afterAll(() => t.close());

/** Initiate raises an approval and writes nothing; the maker may not approve it; the checker does. */
async function commitChecked(maker: Who, checker: Who, taskId: string) {
  const before = await count();
  const waiting = await task.initiate(maker, taskId);
  expect(waiting).toMatchObject({ status: 'CREATED', finishedOn: null, approval: { status: 'PENDING' } });
  const approvalKey = waiting.approval!.approvalKey;
  const own = await post(maker, '/approval-center/approve', { approvalKey, comment: 'Mine, fine' });
  expect(own.statusCode, own.body).toBe(403);
  expect(own.json<{ errorCode: string }>().errorCode).toBe('APPROVAL_OWN_REQUEST');
  expect(await count()).toBe(before);
  ok(await post(checker, '/approval-center/approve', { approvalKey, comment: 'Terms checked' }));
  return task.wait(maker, taskId);
}

describe('buyer cash-discount pass-through as master data (task type CASH_DISCOUNT_PASS_THROUGH, credit area)', () => {
  it('template, per-row errors naming the column, failed rows, a checked commit, a re-run in place, download', async () => {
    const [b1, b2, b3] = (await rows<{ code: string }>('SELECT code FROM buyers ORDER BY code LIMIT 3')).map(
      (b) => b.code,
    ) as [string, string, string];

    // The credit and finance desks hold the type; the category desk and the RM do not.
    for (const who of [credit, finance])
      expect(
        ok<TaskType[]>(await get(who, '/tasks/types')).find(
          (x) => x.taskType === 'CASH_DISCOUNT_PASS_THROUGH',
        ),
      ).toMatchObject({ canUpload: true, canDownload: true, needsChecker: true });
    for (const who of [cm, rm])
      expect(ok<TaskType[]>(await get(who, '/tasks/types')).map((x) => x.taskType)).not.toContain(
        'CASH_DISCOUNT_PASS_THROUGH',
      );
    expect(await task.template(credit)).toEqual([HEADER]);

    const bytes = await workbook('Buyer Cash Discounts', HEADER, [
      [b1, '1.5', '7', '2026-12-01', 'Y'],
      [b2, '2', '0', '2026-12-01', ''],
      ['NO-SUCH-BUYER', '1', '7', '2026-12-01', 'Y'],
      [b1, '100.01', '7', '2027-01-01', 'Y'],
      [b1, '1', '22', '2027-01-01', 'Y'],
      [b1, '1', '7.5', '2027-01-01', 'Y'],
      [b1, '1', '7', '01-12-2026', 'Y'],
      [b1, '1', '7', '2027-01-01', 'maybe'],
      [b1, '3', '21', '2026-12-01', 'N'],
      [b3, '0.75 %', '21', '2026-12-01', 'N'],
    ]);
    // Without the permission: 403 and no task.
    const tasksBefore = (await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n;
    for (const who of [cm, rm]) expect((await task.upload(who, bytes)).statusCode).toBe(403);
    expect((await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n).toBe(tasksBefore);

    const preview = await task.preview(credit, bytes);
    expect(preview.task).toMatchObject({
      taskType: 'CASH_DISCOUNT_PASS_THROUGH',
      rowCount: 10,
      errorCount: 7,
    });
    const days = 'Enter whole days from 0 to 21 (buyer credit days cannot exceed 21 days)';
    expect(preview.errors).toEqual([
      { row: 4, column: 'Buyer Code', message: 'Buyer NO-SUCH-BUYER is not on the platform' },
      { row: 5, column: 'Cash Discount %', message: 'Enter a percentage from 0 to 100, at most 2 decimals' },
      { row: 6, column: 'Pay Within Days', message: days },
      { row: 7, column: 'Pay Within Days', message: days },
      { row: 8, column: 'Valid From', message: 'Enter the first day as a real date, YYYY-MM-DD' },
      { row: 9, column: 'Active', message: 'Enter Y or N for active' },
      { row: 10, column: 'Row', message: 'Same row as row 2' },
    ]);
    const listed = ok<TaskPage>(
      await post(credit, '/master-data/task/search', { taskType: 'CASH_DISCOUNT_PASS_THROUGH' }),
    );
    expect(listed.content.map((x) => x.taskId)).toContain(preview.task.taskId);
    expect(await count()).toBe(0);
    const failed = await task.failedRows(credit, preview.task.taskId);
    expect(failed[0]).toEqual([...HEADER, 'Error']);
    expect(failed.slice(1)).toHaveLength(7);
    expect(failed[3]).toEqual([b1, '1', '22', '2027-01-01', 'Y', `Pay Within Days: ${days}`]);

    // The checkers are the credit and finance desks' deciders (and Admin), not the category desk.
    const waiting = await task.initiate(credit, preview.task.taskId);
    const detail = ok<ApprovalDetail>(
      await get(admin, `/approval-center/request/${waiting.approval!.approvalKey}`),
    );
    expect(detail.summary).toBe('Buyer cash discounts: 3 rows, upload.xlsx');
    const roles = detail.steps[0]!.participants.map((p) => p.roleCode);
    expect(roles).toEqual(expect.arrayContaining(['ADMIN', 'CREDIT_OPS', 'FINANCE_OPS']));
    expect(roles).not.toContain('CATEGORY_LEAD');
    const own = await post(credit, '/approval-center/approve', {
      approvalKey: waiting.approval!.approvalKey,
      comment: 'Mine',
    });
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json<{ errorCode: string }>().errorCode).toBe('APPROVAL_OWN_REQUEST');
    expect(await count()).toBe(0);
    ok(
      await post(finance, '/approval-center/approve', {
        approvalKey: waiting.approval!.approvalKey,
        comment: 'Terms agreed',
      }),
    );
    expect(await task.wait(credit, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
      errorCount: 7,
    });

    const stored = async () =>
      (
        await rows<{ code: string; bps: number; days: number; f: string; active: boolean }>(
          `SELECT b.code, c.percent_bps AS bps, c.pay_within_days AS days, c.valid_from::text AS f,
                  c.is_active AS active
           FROM buyer_cash_discounts c JOIN buyers b ON b.id = c.buyer_id`,
        )
      )
        .map((r) => [r.code, r.bps, r.days, r.f, r.active])
        .sort(byText);
    expect(await stored()).toEqual(
      [
        [b1, 150, 7, '2026-12-01', true],
        [b2, 200, 0, '2026-12-01', true],
        [b3, 75, 21, '2026-12-01', false],
      ].sort(byText),
    );

    // Finance's file, checked by the credit desk: a corrected term in place, a new first day, a
    // term switched on.
    const again = await task.preview(
      finance,
      await workbook('Buyer Cash Discounts', HEADER, [
        [b1, '1.75', '10', '2026-12-01', 'Y'],
        [b1, '2', '14', '2027-04-01', 'Y'],
        [b3, '0.75', '21', '2026-12-01', 'Y'],
      ]),
    );
    expect(again.errors).toEqual([]);
    expect(await commitChecked(finance, credit, again.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 3,
    });
    const after = await stored();
    expect(after).toEqual(
      [
        [b1, 175, 10, '2026-12-01', true],
        [b1, 200, 14, '2027-04-01', true],
        [b2, 200, 0, '2026-12-01', true],
        [b3, 75, 21, '2026-12-01', true],
      ].sort(byText),
    );

    // The download, and the same file back in: updated in place, nothing doubled.
    const sheet = await task.download(finance);
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet.slice(1).sort()).toEqual(
      [
        [b1, '1.75', '10', '2026-12-01', 'Y'],
        [b1, '2', '14', '2027-04-01', 'Y'],
        [b2, '2', '0', '2026-12-01', 'Y'],
        [b3, '0.75', '21', '2026-12-01', 'Y'],
      ].sort(),
    );
    const roundTrip = await task.preview(
      credit,
      await workbook('Buyer Cash Discounts', HEADER, sheet.slice(1)),
    );
    expect(roundTrip.errors).toEqual([]);
    expect(await commitChecked(credit, finance, roundTrip.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 4,
    });
    expect(await stored()).toEqual(after);
  });
});
