import type { TaskPage, TaskType } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { taskDriver, workbook } from '../../../test/task-upload';
import { type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let saleslead: Who;
let admin: Who;
let rm: Who;
let logistics: Who;
let b1: string;
let b2: string;
let b3: string;
const { get, post, rows, ok } = apiClient(() => t, 'partner-tasks-test');
const byText = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [saleslead, admin, rm, logistics] = await Promise.all([
    as(t, 'saleslead'),
    as(t, 'admin'),
    as(t, 'rm'),
    as(t, 'logistics'),
  ]);
  [b1, b2, b3] = (await rows<{ code: string }>('SELECT code FROM buyers ORDER BY code LIMIT 3')).map(
    (b) => b.code,
  ) as [string, string, string];
  // Sales partner RMs: one by team role, one among the roles, one who has left.
  await rows(`
    INSERT INTO users (username, display_name, email, roles, team_role, is_active) VALUES
      ('kavita.partner', 'Kavita Joshi', 'kavita.partner@example.com', '{EMPLOYEE}', 'SALES_PARTNER_RM', true),
      ('sunil.partner', 'Sunil Patil', 'sunil.partner@example.com', '{EMPLOYEE,SALES_PARTNER_RM}', NULL, true),
      ('left.partner', 'Ajay Kulkarni', 'left.partner@example.com', '{EMPLOYEE}', 'SALES_PARTNER_RM', false)`);
});
afterAll(() => t.close());

/** Who sees a type on /master-data: the sales leads and Admin; the RM and the logistics desk do not. */
async function expectHolders(taskType: string) {
  for (const who of [saleslead, admin])
    expect(ok<TaskType[]>(await get(who, '/tasks/types')).find((x) => x.taskType === taskType)).toMatchObject(
      {
        area: 'ops-supply',
        canUpload: true,
        canDownload: true,
        needsChecker: false,
      },
    );
  for (const who of [rm, logistics])
    expect(ok<TaskType[]>(await get(who, '/tasks/types')).map((x) => x.taskType)).not.toContain(taskType);
}

/** The caller's uploads of a type in the ops-supply task search. */
const opsSupplyUploads = async (who: Who, taskType: string) =>
  ok<TaskPage>(await post(who, '/ops-supply/task/search', { taskType, kind: 'UPLOAD' }))
    .content.map((x) => x.taskId)
    .sort();

describe('the sales partner RMs of buyers as master data (task type PARTNER_RM, parties)', () => {
  const task = taskDriver(() => t, 'PARTNER_RM');
  const HEADER = ['Buyer Code', 'Partner RM Email', 'Active'];
  const stored = async () =>
    (
      await rows<{ code: string; email: string; username: string; active: boolean }>(
        `SELECT b.code, p.partner_rm_email AS email, u.username, p.is_active AS active
         FROM buyer_partner_rms p JOIN buyers b ON b.id = p.buyer_id JOIN users u ON u.id = p.user_id`,
      )
    )
      .map((r) => [r.code, r.email, r.username, r.active])
      .sort(byText);

  it('template, upload with per-row errors naming the column, failed rows, commit, a re-run updating in place, download', async () => {
    await expectHolders('PARTNER_RM');
    expect(await task.template(saleslead)).toEqual([HEADER]);
    const rmEmail = (await rows<{ email: string }>("SELECT email FROM users WHERE username = 'rm'"))[0]!
      .email;

    const bytes = await workbook('Partner RMs', HEADER, [
      [b1, 'Kavita.Partner@Example.com', 'Y'],
      [b1, 'sunil.partner@example.com', ''],
      [b2, 'kavita.partner@example.com', 'N'],
      ['NO-SUCH-BUYER', 'kavita.partner@example.com', 'Y'],
      [b2, 'nobody@example.com', 'Y'],
      [b2, 'left.partner@example.com', 'Y'],
      [b2, rmEmail, 'Y'],
      [b2, 'not-an-email', 'Y'],
      [b2, 'sunil.partner@example.com', 'Maybe'],
      [b1, 'KAVITA.PARTNER@example.com', 'N'],
      [b3, 'left.partner@example.com', 'N'],
    ]);
    // Without the permission: 403 and no task; the download too.
    const tasksBefore = (await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n;
    for (const who of [rm, logistics]) expect((await task.upload(who, bytes)).statusCode).toBe(403);
    expect((await post(rm, '/tasks/PARTNER_RM/initiate-download', {})).statusCode).toBe(403);
    expect((await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n).toBe(tasksBefore);

    const preview = await task.preview(saleslead, bytes);
    expect(preview.task).toMatchObject({
      taskType: 'PARTNER_RM',
      area: 'ops-supply',
      rowCount: 11,
      errorCount: 7,
    });
    expect(preview.validRows).toBe(4);
    expect(preview.errors).toEqual([
      { row: 5, column: 'Buyer Code', message: 'Buyer NO-SUCH-BUYER is not on the platform' },
      { row: 6, column: 'Partner RM Email', message: 'No user has the email nobody@example.com' },
      {
        row: 7,
        column: 'Partner RM Email',
        message: 'No active user has the email left.partner@example.com',
      },
      { row: 8, column: 'Partner RM Email', message: `${rmEmail.toLowerCase()} is not a Sales Partner RM` },
      { row: 9, column: 'Partner RM Email', message: 'Enter a valid email address' },
      { row: 10, column: 'Active', message: 'Enter Y or N for active' },
      { row: 11, column: 'Row', message: 'Same row as row 2' },
    ]);
    expect(await rows('SELECT id FROM buyer_partner_rms')).toEqual([]);
    const failed = await task.failedRows(saleslead, preview.task.taskId);
    expect(failed[0]).toEqual([...HEADER, 'Error']);
    expect(failed.slice(1)).toHaveLength(7);
    expect(failed[2]).toEqual([
      b2,
      'nobody@example.com',
      'Y',
      'Partner RM Email: No user has the email nobody@example.com',
    ]);

    expect(await task.commit(saleslead, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 4,
      errorCount: 7,
    });
    expect(await stored()).toEqual(
      [
        [b1, 'kavita.partner@example.com', 'kavita.partner', true],
        [b1, 'sunil.partner@example.com', 'sunil.partner', true],
        [b2, 'kavita.partner@example.com', 'kavita.partner', false],
        // A partner RM who has left: the mapping can be ended (N) though it cannot be made.
        [b3, 'left.partner@example.com', 'left.partner', false],
      ].sort(byText),
    );

    // Again with one mapping ended, one restarted and one new: updated in place, never doubled.
    const again = await task.preview(
      saleslead,
      await workbook('Partner RMs', HEADER, [
        [b1, 'kavita.partner@example.com', 'N'],
        [b2, 'kavita.partner@example.com', 'Y'],
        [b2, 'sunil.partner@example.com', 'yes'],
      ]),
    );
    expect(again.errors).toEqual([]);
    expect(await task.commit(saleslead, again.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 3,
    });
    const after = await stored();
    expect(after).toEqual(
      [
        [b1, 'kavita.partner@example.com', 'kavita.partner', false],
        [b1, 'sunil.partner@example.com', 'sunil.partner', true],
        [b2, 'kavita.partner@example.com', 'kavita.partner', true],
        [b2, 'sunil.partner@example.com', 'sunil.partner', true],
        [b3, 'left.partner@example.com', 'left.partner', false],
      ].sort(byText),
    );

    // The download, in the template's columns; it goes back in as it is.
    const sheet = await task.download(saleslead);
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet.slice(1).sort()).toEqual(
      [
        [b1, 'kavita.partner@example.com', 'N'],
        [b1, 'sunil.partner@example.com', 'Y'],
        [b2, 'kavita.partner@example.com', 'Y'],
        [b2, 'sunil.partner@example.com', 'Y'],
        [b3, 'left.partner@example.com', 'N'],
      ].sort(),
    );
    const roundTrip = await task.preview(saleslead, await workbook('Partner RMs', HEADER, sheet.slice(1)));
    expect(roundTrip.errors).toEqual([]);
    expect(await task.commit(saleslead, roundTrip.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 5,
    });
    expect(await stored()).toEqual(after);

    expect(await opsSupplyUploads(saleslead, 'PARTNER_RM')).toEqual(
      [preview.task.taskId, again.task.taskId, roundTrip.task.taskId].sort(),
    );
  });
});

describe("buyers' promoters and directors as master data (task type PROMOTER, parties)", () => {
  const task = taskDriver(() => t, 'PROMOTER');
  const HEADER = ['Buyer Code', 'Promoter Name', 'PAN', 'Mobile', 'Email', 'Shareholding %', 'DIN'];
  const stored = async () =>
    (
      await rows<{
        code: string;
        name: string;
        pan: string;
        mobile: string;
        email: string | null;
        bps: number;
        din: string | null;
      }>(
        `SELECT b.code, p.name, p.pan, p.mobile, p.email, p.shareholding_bps AS bps, p.din
         FROM buyer_promoters p JOIN buyers b ON b.id = p.buyer_id`,
      )
    )
      .map((r) => [r.code, r.name, r.pan, r.mobile, r.email, Number(r.bps), r.din])
      .sort(byText);

  it('template, upload with per-row errors naming the column (shareholding past 100 % a row error), failed rows, commit, a re-run updating in place, download', async () => {
    await expectHolders('PROMOTER');
    expect(await task.template(saleslead)).toEqual([HEADER]);

    const anil = [b3, 'Anil Kumar', 'CDEPK1234Q', '9820012349'];
    const bytes = await workbook('Promoters', HEADER, [
      [b1, ' Ramesh  Agarwal ', 'abcpa1234f', '+91 98200 12345', 'Ramesh@Example.com', '60', '01234567'],
      [b1, 'Sunita Agarwal', 'ABCPA5678K', '09820012346', '', '40.00', ''],
      [b2, 'Vikram Shah', 'BCDPS1234L', '9820012347', '', '70', ''],
      [b2, 'Neha Shah', 'BCDPS5678M', '9820012348', '', '50', ''],
      ['NO-SUCH-BUYER', 'Asha Rao', 'CDEPR1234N', '9820012340', '', '10', ''],
      [b3, 'Anil Kumar', 'ABCDE1234F', '9820012349', '', '10', ''],
      [b3, 'Anil Kumar', 'CDEPK1234Q', '5820012349', '', '10', ''],
      [...anil, 'anil@', '10', ''],
      [...anil, '', '100.5', ''],
      [...anil, '', '10', '1234'],
      [b3, '', 'CDEPK1234Q', '9820012349', '', '10', ''],
      [b1, 'Ramesh Agarwal', 'ABCPA1234F', '9820012345', '', '60', ''],
      [b3, 'Anil Kumar', 'cdepk 1234 q', '98200-12349', 'anil@example.com', '25.5%', '00012345'],
    ]);
    const tasksBefore = (await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n;
    for (const who of [rm, logistics]) expect((await task.upload(who, bytes)).statusCode).toBe(403);
    expect((await post(logistics, '/tasks/PROMOTER/initiate-download', {})).statusCode).toBe(403);
    expect((await rows<{ n: string }>('SELECT count(*) AS n FROM tasks'))[0]!.n).toBe(tasksBefore);

    const preview = await task.preview(saleslead, bytes);
    expect(preview.task).toMatchObject({
      taskType: 'PROMOTER',
      area: 'ops-supply',
      rowCount: 13,
      errorCount: 10,
    });
    expect(preview.validRows).toBe(3);
    const past100 = `The promoters of buyer ${b2} would hold 120 % together; at most 100 %`;
    expect(preview.errors).toEqual([
      { row: 4, column: 'Shareholding %', message: past100 },
      { row: 5, column: 'Shareholding %', message: past100 },
      { row: 6, column: 'Buyer Code', message: 'Buyer NO-SUCH-BUYER is not on the platform' },
      { row: 7, column: 'PAN', message: 'Enter a valid PAN: 10 characters, such as ABCPK1234F' },
      { row: 8, column: 'Mobile', message: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' },
      { row: 9, column: 'Email', message: 'Enter a valid email address, or leave it empty' },
      {
        row: 10,
        column: 'Shareholding %',
        message: 'Enter a percentage from 0 to 100, at most 2 decimals (such as 25.50)',
      },
      {
        row: 11,
        column: 'DIN',
        message: 'Enter the DIN as 8 digits (leading zeros kept), or leave it empty',
      },
      { row: 12, column: 'Promoter Name', message: "Enter the promoter's name" },
      { row: 13, column: 'Row', message: 'Same row as row 2' },
    ]);
    expect(await rows('SELECT id FROM buyer_promoters')).toEqual([]);
    const failed = await task.failedRows(saleslead, preview.task.taskId);
    expect(failed[0]).toEqual([...HEADER, 'Error']);
    expect(failed.slice(1)).toHaveLength(10);
    expect(failed[1]).toEqual([
      b2,
      'Vikram Shah',
      'BCDPS1234L',
      '9820012347',
      '',
      '70',
      '',
      `Shareholding %: ${past100}`,
    ]);

    expect(await task.commit(saleslead, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
      errorCount: 10,
    });
    expect(await stored()).toEqual(
      [
        [b1, 'Ramesh Agarwal', 'ABCPA1234F', '9820012345', 'ramesh@example.com', 6000, '01234567'],
        [b1, 'Sunita Agarwal', 'ABCPA5678K', '9820012346', null, 4000, null],
        [b3, 'Anil Kumar', 'CDEPK1234Q', '9820012349', 'anil@example.com', 2550, '00012345'],
      ].sort(byText),
    );

    // The stored promoters count: a new PAN that takes a buyer past 100 % with them is refused; a
    // stored PAN in the file is replaced (Ramesh 60 → 45), so Kiran's 15 fits.
    const again = await task.preview(
      saleslead,
      await workbook('Promoters', HEADER, [
        [b3, 'Meena Kumar', 'CDEPM5678R', '9820012351', '', '80', ''],
        [b1, 'Ramesh Agarwal', 'ABCPA1234F', '9820012399', 'ramesh@example.com', '45', '01234567'],
        [b1, 'Kiran Agarwal', 'ABCPA9012M', '9820012350', '', '15', ''],
        [b2, 'Vikram Shah', 'BCDPS1234L', '9820012347', '', '70', ''],
      ]),
    );
    expect(again.errors).toEqual([
      {
        row: 2,
        column: 'Shareholding %',
        message: `The promoters of buyer ${b3} would hold 105.5 % together with the 1 stored under other PANs; at most 100 %`,
      },
    ]);
    expect(await task.commit(saleslead, again.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
    });
    const after = await stored();
    expect(after).toEqual(
      [
        [b1, 'Ramesh Agarwal', 'ABCPA1234F', '9820012399', 'ramesh@example.com', 4500, '01234567'],
        [b1, 'Sunita Agarwal', 'ABCPA5678K', '9820012346', null, 4000, null],
        [b1, 'Kiran Agarwal', 'ABCPA9012M', '9820012350', null, 1500, null],
        [b2, 'Vikram Shah', 'BCDPS1234L', '9820012347', null, 7000, null],
        [b3, 'Anil Kumar', 'CDEPK1234Q', '9820012349', 'anil@example.com', 2550, '00012345'],
      ].sort(byText),
    );

    // The download, in the template's columns; it goes back in as it is (updated in place, never doubled).
    const sheet = await task.download(saleslead);
    expect(sheet[0]).toEqual(HEADER);
    expect(sheet.slice(1).sort()).toEqual(
      [
        [b1, 'Ramesh Agarwal', 'ABCPA1234F', '9820012399', 'ramesh@example.com', '45', '01234567'],
        [b1, 'Sunita Agarwal', 'ABCPA5678K', '9820012346', '', '40', ''],
        [b1, 'Kiran Agarwal', 'ABCPA9012M', '9820012350', '', '15', ''],
        [b2, 'Vikram Shah', 'BCDPS1234L', '9820012347', '', '70', ''],
        [b3, 'Anil Kumar', 'CDEPK1234Q', '9820012349', 'anil@example.com', '25.5', '00012345'],
      ].sort(),
    );
    const roundTrip = await task.preview(saleslead, await workbook('Promoters', HEADER, sheet.slice(1)));
    expect(roundTrip.errors).toEqual([]);
    expect(await task.commit(saleslead, roundTrip.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 5,
    });
    expect(await stored()).toEqual(after);

    expect(await opsSupplyUploads(saleslead, 'PROMOTER')).toEqual(
      [preview.task.taskId, again.task.taskId, roundTrip.task.taskId].sort(),
    );
  });
});
