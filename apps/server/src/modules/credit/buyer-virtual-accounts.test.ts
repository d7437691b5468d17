import type { TaskType } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { taskDriver, workbook } from '../../../test/task-upload';
import { type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let credit: Who;
let finance: Who;
let cm: Who;
let rm: Who;
const { get, rows, ok } = apiClient(() => t, 'buyer-va-test');
const task = taskDriver(() => t, 'BUYER_VIRTUAL_ACCOUNT');
const HEADER = ['Buyer Code', 'Bank', 'Virtual Account Number', 'IFSC', 'Active'];
const byText = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [credit, finance, cm, rm] = await Promise.all([
    as(t, 'credit'),
    as(t, 'finance'),
    as(t, 'cm'),
    as(t, 'rm'),
  ]);
});
afterAll(() => t.close());

describe('buyer virtual accounts as master data (task type BUYER_VIRTUAL_ACCOUNT, credit area)', () => {
  it('template, per-row errors naming the column, failed rows, commit, one active account per buyer, a number never moved to another buyer, re-run in place, download', async () => {
    const [b1, b2, b3] = (await rows<{ code: string }>('SELECT code FROM buyers ORDER BY code LIMIT 3')).map(
      (b) => b.code,
    ) as [string, string, string];

    // The credit and finance desks hold the type; the category desk and the RM do not.
    for (const who of [credit, finance])
      expect(
        ok<TaskType[]>(await get(who, '/tasks/types')).find((x) => x.taskType === 'BUYER_VIRTUAL_ACCOUNT'),
      ).toMatchObject({ canUpload: true, canDownload: true });
    for (const who of [cm, rm])
      expect(ok<TaskType[]>(await get(who, '/tasks/types')).map((x) => x.taskType)).not.toContain(
        'BUYER_VIRTUAL_ACCOUNT',
      );
    expect(await task.template(finance)).toEqual([HEADER]);

    const bytes = await workbook('Buyer Virtual Accounts', HEADER, [
      [b1, 'HDFC', 'DOMB1000000001', 'HDFC0001234', 'Y'],
      [b2, 'ICICI Bank', '123456789012', 'icic0000987', ''],
      [b3, 'hdfc', '9876 5432 10', 'HDFC0004321', 'N'],
      [b1, 'NOBANK', 'DOMB1000000002', 'HDFC0001234', 'N'],
      [b2, 'SBIN', 'DOMB1000000003', 'HDFC0001234', 'N'],
      [b2, 'SBIN', 'DOMB1000000004', 'SBIN123456', 'N'],
      [b2, 'SBIN', '12345', 'SBIN0000001', 'N'],
      ['NO-SUCH-BUYER', 'HDFC', 'DOMB1000000005', 'HDFC0001234', 'Y'],
      [b1, 'HDFC', 'DOMB1000000006', 'HDFC0001234', 'Y'],
      [b3, 'HDFC', 'DOMB1000000001', 'HDFC0001234', 'N'],
    ]);
    for (const who of [cm, rm]) expect((await task.upload(who, bytes)).statusCode).toBe(403);

    const preview = await task.preview(credit, bytes);
    expect(preview.task).toMatchObject({ taskType: 'BUYER_VIRTUAL_ACCOUNT', rowCount: 10, errorCount: 7 });
    expect(preview.errors).toEqual([
      { row: 5, column: 'Bank', message: 'Bank NOBANK is not in the bank master' },
      {
        row: 6,
        column: 'IFSC',
        message: 'IFSC HDFC0001234 is not a branch of SBIN (its IFSCs start with SBIN)',
      },
      { row: 7, column: 'IFSC', message: 'Enter an IFSC of 11 characters, such as HDFC0001234' },
      {
        row: 8,
        column: 'Virtual Account Number',
        message: 'Enter 9 to 18 digits or capital letters, as the bank issued it',
      },
      { row: 9, column: 'Buyer Code', message: 'Buyer NO-SUCH-BUYER is not on the platform' },
      {
        row: 10,
        column: 'Active',
        message: `Buyer ${b1} has another active virtual account in row 2; a buyer has one`,
      },
      { row: 11, column: 'Row', message: 'Same row as row 2' },
    ]);
    expect(await rows('SELECT id FROM buyer_virtual_accounts')).toEqual([]);
    const failed = await task.failedRows(credit, preview.task.taskId);
    expect(failed[0]).toEqual([...HEADER, 'Error']);
    expect(failed.slice(1)).toHaveLength(7);
    expect(failed[2]).toEqual([
      b2,
      'SBIN',
      'DOMB1000000003',
      'HDFC0001234',
      'N',
      'IFSC: IFSC HDFC0001234 is not a branch of SBIN (its IFSCs start with SBIN)',
    ]);

    expect(await task.commit(credit, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
    });
    const stored = async () =>
      (
        await rows<{ code: string; bank: string; num: string; ifsc: string; active: boolean }>(
          `SELECT b.code, a.bank_code AS bank, a.account_number AS num, a.ifsc, a.is_active AS active
           FROM buyer_virtual_accounts a JOIN buyers b ON b.id = a.buyer_id`,
        )
      )
        .map((r) => [r.code, r.bank, r.num, r.ifsc, r.active])
        .sort(byText);
    expect(await stored()).toEqual(
      [
        [b1, 'HDFC', 'DOMB1000000001', 'HDFC0001234', true],
        [b2, 'ICIC', '123456789012', 'ICIC0000987', true],
        [b3, 'HDFC', '9876543210', 'HDFC0004321', false],
      ].sort(byText),
    );

    // A number held by another buyer is a row error; a new active account retires the buyer's
    // active one; b3's account is switched on; b1's row again changes nothing.
    const second = [
      [b1, 'HDFC', 'DOMB1000000001', 'HDFC0001234', 'Y'],
      [b3, 'ICIC', '123456789012', 'ICIC0000987', 'Y'],
      [b2, 'UTIB', 'UTIB77770001', 'UTIB0000111', 'Y'],
      [b3, 'HDFC', '9876543210', 'HDFC0004321', 'Y'],
    ];
    const again = await task.preview(finance, await workbook('Buyer Virtual Accounts', HEADER, second));
    expect(again.errors).toEqual([
      {
        row: 3,
        column: 'Virtual Account Number',
        message: `Virtual account 123456789012 is held by buyer ${b2}`,
      },
    ]);
    expect(await task.commit(finance, again.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
    });
    const after = [
      [b1, 'HDFC', 'DOMB1000000001', 'HDFC0001234', true],
      [b2, 'ICIC', '123456789012', 'ICIC0000987', false],
      [b2, 'UTIB', 'UTIB77770001', 'UTIB0000111', true],
      [b3, 'HDFC', '9876543210', 'HDFC0004321', true],
    ].sort(byText);
    expect(await stored()).toEqual(after);

    // The same valid rows once more: updated in place, nothing doubled, one active account each.
    const third = await task.preview(
      credit,
      await workbook('Buyer Virtual Accounts', HEADER, [second[0]!, second[2]!, second[3]!]),
    );
    expect(third.errors).toEqual([]);
    expect(await task.commit(credit, third.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 3,
    });
    expect(await stored()).toEqual(after);
    expect(
      await rows<{ code: string; n: string }>(
        `SELECT b.code, count(*)::text AS n FROM buyer_virtual_accounts a JOIN buyers b ON b.id = a.buyer_id
         WHERE a.is_active GROUP BY b.code ORDER BY b.code`,
      ),
    ).toEqual([b1, b2, b3].sort().map((code) => ({ code, n: '1' })));

    const sheet = await task.download(finance);
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet.slice(1).sort(byText)).toEqual(
      [
        [b1, 'HDFC', 'DOMB1000000001', 'HDFC0001234', 'Y'],
        [b2, 'ICIC', '123456789012', 'ICIC0000987', 'N'],
        [b2, 'UTIB', 'UTIB77770001', 'UTIB0000111', 'Y'],
        [b3, 'HDFC', '9876543210', 'HDFC0004321', 'Y'],
      ].sort(byText),
    );
  });
});
