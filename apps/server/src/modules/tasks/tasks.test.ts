import type { Task, TaskPage, TaskPreview } from '@dom/contract';
import { SELLER_PRICE_VALIDITY_MESSAGES, TASK_CHUNK_ROWS } from '@dom/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { multipartBody } from '../../../test/multipart';
import { validForAMonth } from '../../../test/rfq-fixtures';
import { repeatedZipBombWorkbook } from '../../../test/zip-writer';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { businessCodes } from '../reference-data/reference-data.schema';
import {
  type RowChecks,
  type RowProblem,
  type TaskTypeDefinition,
  registerTaskType,
  taskTypeOf,
} from './task-registry';
import { sweepOrphanRows } from './task-rows';
import { taskFaults } from './tasks.service';

type Who = { headers: { authorization: string } };
type Cells = readonly (string | number | null)[];
const MB = 1024 * 1024;

const CODE_HEADER = ['Type', 'Code', 'Value', 'Active'];

/**
 * A type of this test's own with notes: business codes, where a row whose code is there already is
 * skipped with a note — and fails instead when it would change the value (problems win over notes).
 */
function registerNotedCodes(): void {
  if (taskTypeOf('NOTED_CODES')) return;
  const codes = taskTypeOf('BUSINESS_CODES');
  if (!codes) throw new Error('BUSINESS_CODES is not registered');
  type CodeRow = { type: string; code: string; value: string; isActive: boolean };
  registerTaskType<CodeRow>({
    ...(codes as unknown as TaskTypeDefinition<CodeRow>),
    taskType: 'NOTED_CODES',
    label: 'Business codes, skipping those there already',
    async validate(db, rows): Promise<RowChecks> {
      const problems = new Map<number, RowProblem[]>();
      const notes = new Map<number, string>();
      for (const { row, value: r } of rows) {
        const [there] = await db
          .select({ value: businessCodes.value })
          .from(businessCodes)
          .where(and(eq(businessCodes.type, r.type), eq(businessCodes.code, r.code)));
        if (!there) continue;
        notes.set(row, `${r.type} ${r.code} is there already`);
        if (there.value !== r.value)
          problems.set(row, [{ column: 'Value', message: `Differs from the value there: ${there.value}` }]);
      }
      return { problems, notes };
    },
  });
}

const PRICE_HEADER = ['Seller Code', 'SKU', 'Region', 'Ex Works Price', 'Freight', 'Valid Until'];
const SALES_HEADER = [
  'Invoice Number',
  'Line Number',
  'Invoice Date',
  'Distributor Code',
  'Distributor Name',
  'Retailer Code',
  'Retailer Name',
  'Retailer GSTIN',
  'City',
  'State',
  'PIN Code',
  'Brand',
  'SKU',
  'Product Name',
  'UOM',
  'Quantity',
  'Unit Price',
  'Tax Percent',
  'Amount',
  'Sales Person',
];

async function workbook(
  sheetName: string,
  header: readonly string[],
  rows: readonly Cells[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow([...header]);
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function rowsOf(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const out: string[][] = [];
  sheet?.eachRow((row) => {
    const values = row.values as (string | number | null | undefined)[];
    out.push(
      Array.from({ length: values.length - 1 }, (_, i) => values[i + 1]).map((v) =>
        v === null || v === undefined ? '' : String(v),
      ),
    );
  });
  return out;
}

describe('bulk upload and download tasks', () => {
  let t: TestApp;
  let admin: Who;
  let hr: Who;
  let om: Who;
  let skus: string[];
  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { resumable: { leaseMs: 400, pollMs: 100_000 } } });
    [admin, hr, om] = await Promise.all([as(t, 'admin'), as(t, 'hr'), as(t, 'om')]);
    registerNotedCodes();
    skus = (
      await t.database.executeSql<{ sku: string }>('SELECT sku FROM products ORDER BY sku LIMIT 3')
    ).rows.map((r) => r.sku);
  });
  afterAll(() => t.close());
  afterEach(() => {
    taskFaults.afterChunkWrite = null;
  });

  const count = async (sql: string) =>
    Number((await t.database.executeSql<{ n: string }>(sql)).rows[0]?.n ?? 0);

  const upload = (who: Who, taskType: string, name: string, bytes: Buffer) => {
    const body = multipartBody({}, [{ name, body: bytes, type: 'application/octet-stream' }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/tasks/${taskType}/upload`,
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  const waitDone = async (who: Who, taskId: string, timeoutMs = 30_000): Promise<Task> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const task = (await t.app.inject({ method: 'GET', url: `/api/tasks/${taskId}`, ...who })).json<Task>();
      if (task.finishedOn) return task;
      if (Date.now() > deadline) throw new Error(`task ${taskId} not done: ${JSON.stringify(task)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const commit = (who: Who, taskId: string) =>
    t.app.inject({ method: 'POST', url: '/api/extraction/initiate', ...who, payload: { taskId } });

  describe('security', () => {
    it('needs a session, and the type’s own permission', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/tasks/types' })).statusCode).toBe(401);
      const bytes = await workbook('Business Codes', CODE_HEADER, [['ORDER_CANCEL', 'X', 'X', 'Y']]);
      // The order manager holds no master-data permission: 403 and nothing kept.
      const tasksBefore = await count('SELECT count(*) AS n FROM tasks');
      expect((await upload(om, 'BUSINESS_CODES', 'codes.xlsx', bytes)).statusCode).toBe(403);
      // HR may upload secondary sales (Allow_Bulk_Upload) but not business codes.
      expect((await upload(hr, 'BUSINESS_CODES', 'codes.xlsx', bytes)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/tasks/BUSINESS_CODES/initiate-download', ...om }))
          .statusCode,
      ).toBe(403);
      expect(await count('SELECT count(*) AS n FROM tasks')).toBe(tasksBefore);
      const types = (await t.app.inject({ method: 'GET', url: '/api/tasks/types', ...hr })).json<
        { taskType: string }[]
      >();
      expect(types.map((x) => x.taskType).sort()).toEqual(['SECONDARY_SALES', 'SELLER_PRICES']);
      expect((await upload(admin, 'NO_SUCH_TYPE', 'x.xlsx', bytes)).statusCode).toBe(404);
    });

    it('another user’s task is not found', async () => {
      const bytes = await workbook('Business Codes', CODE_HEADER, [['ORDER_CANCEL', 'SEC_TEST', 'Sec', 'Y']]);
      const preview = (await upload(admin, 'BUSINESS_CODES', 'codes.xlsx', bytes)).json<TaskPreview>();
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/tasks/${preview.task.taskId}`, ...hr })).statusCode,
      ).toBe(404);
      expect((await commit(hr, preview.task.taskId)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/tasks/${preview.task.taskId}/failed-rows`, ...hr }))
          .statusCode,
      ).toBe(404);
    });
  });

  it('refuses an unreadable file with a clear message and writes nothing', async () => {
    const before = [
      await count('SELECT count(*) AS n FROM tasks'),
      await count('SELECT count(*) AS n FROM files'),
    ];
    const notXlsx = await upload(admin, 'BUSINESS_CODES', 'codes.xlsx', Buffer.from('Type,Code\nA,B\n'));
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json<{ message: string }>().message).toContain('not an Excel workbook');
    const wrongHeader = await upload(
      admin,
      'BUSINESS_CODES',
      'codes.xlsx',
      await workbook('Business Codes', ['Kind', 'Code', 'Value', 'Active'], [['A', 'B', 'C', 'Y']]),
    );
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json<{ message: string }>().message).toContain('header row does not match');
    expect([
      await count('SELECT count(*) AS n FROM tasks'),
      await count('SELECT count(*) AS n FROM files'),
    ]).toEqual(before);
  });

  it('a file refused after some chunks were read (a cell too long in row 4,500) keeps nothing', async () => {
    const before = [
      await count('SELECT count(*) AS n FROM tasks'),
      await count('SELECT count(*) AS n FROM files'),
      await count('SELECT count(*) AS n FROM task_rows'),
    ];
    const rows: Cells[] = Array.from({ length: TASK_CHUNK_ROWS * 2 + 500 }, (_, i) => [
      `LONG/${i}`,
      1,
      '2026-10-05',
      'D001',
      i === TASK_CHUNK_ROWS * 2 + 498 ? 'x'.repeat(2_500) : 'Shree Traders',
      'R1',
      'Sai Hardware',
      '',
      'Pune',
      'Maharashtra',
      '411001',
      'UltraTech',
      skus[0] ?? '',
      'Cement OPC 53',
      'BAG',
      '10',
      '385.50',
      '28',
      '3855.00',
      '',
    ]);
    const refused = await upload(
      hr,
      'SECONDARY_SALES',
      'sales.xlsx',
      await workbook('Secondary Sales', SALES_HEADER, rows),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('more than 2000 characters');
    expect([
      await count('SELECT count(*) AS n FROM tasks'),
      await count('SELECT count(*) AS n FROM files'),
      await count('SELECT count(*) AS n FROM task_rows'),
    ]).toEqual(before);
  }, 60_000);

  it('refuses a 1 GB-expanding zip bomb named .xlsx within seconds, memory flat, and keeps nothing', async () => {
    // A first small upload, so what is measured is the bomb, not the first start of the reader.
    const warm = await workbook('Secondary Sales', SALES_HEADER, [['W/1', 1]]);
    expect((await upload(hr, 'SECONDARY_SALES', 'warm.xlsx', warm)).statusCode).toBeLessThan(300);
    const bomb = repeatedZipBombWorkbook(SALES_HEADER, 1024 * MB, 'Secondary Sales');
    expect(bomb.length).toBeLessThan(4 * MB);
    const before = [
      await count('SELECT count(*) AS n FROM tasks'),
      await count('SELECT count(*) AS n FROM files'),
    ];
    global.gc?.();
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = Date.now();
    const refused = await upload(hr, 'SECONDARY_SALES', 'sales.xlsx', bomb).finally(() =>
      clearInterval(sampler),
    );
    const took = Date.now() - started;
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ message: string }>().message).toContain('cannot be read');
    // The goal is 2 s (issue 17); 2 s held alone on a loaded machine, 5 s leaves room for a busy CI
    // (the order import's bomb test uses the same bound).
    expect(took).toBeLessThan(5_000);
    // The reader stops at its 400 MB cap without keeping what it inflated.
    expect(peak - rss0).toBeLessThan(150 * MB);
    expect([
      await count('SELECT count(*) AS n FROM tasks'),
      await count('SELECT count(*) AS n FROM files'),
    ]).toEqual(before);
  }, 60_000);

  it('previews per-row errors, commits the valid rows, and gives the failed rows with an Error column', async () => {
    const codesBefore = await count('SELECT count(*) AS n FROM business_codes');
    const bytes = await workbook('Business Codes', CODE_HEADER, [
      ['ORDER_CANCEL', 'LATE_DELIVERY', 'Delivery date missed', 'Y'],
      ['ORDER_CANCEL', 'bad code!', 'Bad', 'Y'],
      ['ORDER_CANCEL', 'LATE_DELIVERY', 'Twice', 'Y'],
      ['BANK_NAMES', 'JAKA', '', 'Y'],
      ['BANK_NAMES', 'JAKA2', 'Jammu and Kashmir Bank', 'maybe'],
      ['ORDER_RETURN', 'DAMAGED', 'Damaged in transit', ''],
    ]);
    const res = await upload(admin, 'BUSINESS_CODES', 'codes.xlsx', bytes);
    expect(res.statusCode).toBe(201);
    const preview = res.json<TaskPreview>();
    expect(preview.task).toMatchObject({ status: 'CREATED', jobStatus: 'DRAFT', rowCount: 6, errorCount: 4 });
    expect(preview.validRows).toBe(2);
    expect(preview.errors).toEqual([
      { row: 3, column: 'Code', message: 'Enter the code in capitals, digits and _ (at most 64)' },
      { row: 4, column: 'Row', message: 'Same row as row 2' },
      { row: 5, column: 'Value', message: 'Enter the value shown to users' },
      { row: 6, column: 'Active', message: 'Enter Y or N' },
    ]);
    // The preview writes no data.
    expect(await count('SELECT count(*) AS n FROM business_codes')).toBe(codesBefore);
    // The failed-rows file is there from the preview on: input rows + Error.
    const failedAtPreview = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${preview.task.taskId}/failed-rows`,
      ...admin,
    });
    expect(failedAtPreview.statusCode).toBe(200);
    expect((await rowsOf(failedAtPreview.rawPayload)).length).toBe(5);

    // The preview keeps every row it read for the commit (no second parse of the workbook) …
    const staged = `SELECT count(*) AS n FROM task_rows WHERE task_id = '${preview.task.taskId}'`;
    expect(await count(staged)).toBe(preview.task.rowCount);
    const started = await commit(admin, preview.task.taskId);
    expect(started.statusCode).toBe(202);
    const done = await waitDone(admin, preview.task.taskId);
    // … and drops them when the task ends.
    expect(await count(staged)).toBe(0);
    expect(done).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      statusLabel: 'Partially Processed',
      jobStatus: 'COMPLETED',
      failure: 'ERROR_IN_EXCEL_CONTENTS',
      failureLabel: 'Error In Excel Contents',
      writtenRows: 2,
      errorCount: 4,
      progressPercent: 100,
      hasFailedRowsFile: true,
    });
    expect(await count('SELECT count(*) AS n FROM business_codes')).toBe(codesBefore + 2);
    const values = (
      await t.app.inject({ method: 'GET', url: '/api/business-code/values?type=ORDER_CANCEL', ...om })
    ).json<string[]>();
    expect(values).toContain('Delivery date missed');

    const failed = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${preview.task.taskId}/failed-rows`,
      ...admin,
    });
    const sheet = await rowsOf(failed.rawPayload);
    expect(sheet[0]).toEqual([...CODE_HEADER, 'Error']);
    expect(sheet.slice(1)).toEqual([
      [
        'ORDER_CANCEL',
        'bad code!',
        'Bad',
        'Y',
        'Code: Enter the code in capitals, digits and _ (at most 64)',
      ],
      ['ORDER_CANCEL', 'LATE_DELIVERY', 'Twice', 'Y', 'Same row as row 2'],
      ['BANK_NAMES', 'JAKA', '', 'Y', 'Value: Enter the value shown to users'],
      ['BANK_NAMES', 'JAKA2', 'Jammu and Kashmir Bank', 'maybe', 'Active: Enter Y or N'],
    ]);

    // A second commit answers the same task; nothing runs twice.
    expect((await commit(admin, preview.task.taskId)).json<Task>().status).toBe('PARTIAL_COMPLETED');

    // Fixed and uploaded again: the rows already there are updated, never doubled.
    const fixed = await workbook('Business Codes', CODE_HEADER, [
      ['ORDER_CANCEL', 'LATE_DELIVERY', 'Delivery date missed by seller', 'Y'],
      ['ORDER_CANCEL', 'BAD_CODE', 'Bad', 'Y'],
      ['BANK_NAMES', 'JAKA', 'Jammu and Kashmir Bank', 'Y'],
      ['ORDER_RETURN', 'DAMAGED', 'Damaged in transit', 'N'],
    ]);
    const again = (await upload(admin, 'BUSINESS_CODES', 'codes-fixed.xlsx', fixed)).json<TaskPreview>();
    expect(again.task.errorCount).toBe(0);
    await commit(admin, again.task.taskId);
    expect(await waitDone(admin, again.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      statusLabel: 'Processed',
      writtenRows: 4,
      hasFailedRowsFile: false,
    });
    expect(await count('SELECT count(*) AS n FROM business_codes')).toBe(codesBefore + 4);
    expect(
      await count(
        "SELECT count(*) AS n FROM business_codes WHERE type = 'ORDER_CANCEL' AND code = 'LATE_DELIVERY'",
      ),
    ).toBe(1);
    const reasons = (
      await t.app.inject({ method: 'GET', url: '/api/business-code/values?type=ORDER_RETURN', ...om })
    ).json<string[]>();
    expect(reasons).not.toContain('Damaged in transit'); // Active N hides it
  });

  it('a type’s notes: rows skipped, not failed — in the preview with their notes, out of the failed rows, and no failure at the commit', async () => {
    const first = await workbook('Business Codes', CODE_HEADER, [
      ['ORDER_CANCEL', 'NOTE_A', 'Noted A', 'Y'],
      ['ORDER_CANCEL', 'NOTE_B', 'Noted B', 'Y'],
    ]);
    const p1 = (await upload(admin, 'NOTED_CODES', 'noted.xlsx', first)).json<TaskPreview>();
    expect(p1).toMatchObject({ notes: [], validRows: 2, task: { skippedRows: 0 } });
    await commit(admin, p1.task.taskId);
    expect(await waitDone(admin, p1.task.taskId)).toMatchObject({ status: 'COMPLETED', writtenRows: 2 });

    // Again, with a new code, a row that would change a value (its note dropped: it fails) and a bad row.
    const again = await workbook('Business Codes', CODE_HEADER, [
      ['ORDER_CANCEL', 'NOTE_A', 'Noted A', 'Y'],
      ['ORDER_CANCEL', 'NOTE_B', 'Changed B', 'Y'],
      ['ORDER_CANCEL', 'NOTE_C', 'Noted C', 'Y'],
      ['ORDER_CANCEL', 'bad code!', 'Bad', 'Y'],
    ]);
    const p2 = (await upload(admin, 'NOTED_CODES', 'noted-again.xlsx', again)).json<TaskPreview>();
    expect(p2.task).toMatchObject({ rowCount: 4, errorCount: 2, skippedRows: 1 });
    expect(p2.validRows).toBe(1);
    expect(p2.notes).toEqual([{ row: 2, message: 'ORDER_CANCEL NOTE_A is there already' }]);
    expect(p2.errors).toEqual([
      { row: 3, column: 'Value', message: 'Differs from the value there: Noted B' },
      { row: 5, column: 'Code', message: 'Enter the code in capitals, digits and _ (at most 64)' },
    ]);
    // The failed-rows file holds the errors only.
    const failed = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${p2.task.taskId}/failed-rows`,
      ...admin,
    });
    expect((await rowsOf(failed.rawPayload)).slice(1).map((r) => r[1])).toEqual(['NOTE_B', 'bad code!']);
    await commit(admin, p2.task.taskId);
    expect(await waitDone(admin, p2.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 1,
      errorCount: 2,
      skippedRows: 1,
      message: '2 of 4 rows failed and 1 were skipped; download the failed rows.',
    });
    const result = (
      await t.app.inject({ method: 'GET', url: `/api/extraction/result/${p2.task.taskId}`, ...admin })
    ).json<TaskPreview>();
    expect(result).toMatchObject({ notes: p2.notes, validRows: 1 });

    // Skipped rows and failed ones, none written: partially processed, not "No row could be processed".
    const skipOrFail = await workbook('Business Codes', CODE_HEADER, [
      ['ORDER_CANCEL', 'NOTE_A', 'Noted A', 'Y'],
      ['ORDER_CANCEL', 'bad code!', 'Bad', 'Y'],
    ]);
    const p3 = (await upload(admin, 'NOTED_CODES', 'skip-or-fail.xlsx', skipOrFail)).json<TaskPreview>();
    expect(p3).toMatchObject({ validRows: 0, task: { skippedRows: 1, errorCount: 1 } });
    await commit(admin, p3.task.taskId);
    expect(await waitDone(admin, p3.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 0,
      skippedRows: 1,
    });

    // Every row skipped: the commit ends processed with nothing written and the skipped count.
    const allThere = await workbook('Business Codes', CODE_HEADER, [
      ['ORDER_CANCEL', 'NOTE_A', 'Noted A', 'Y'],
      ['ORDER_CANCEL', 'NOTE_C', 'Noted C', 'Y'],
    ]);
    const p4 = (await upload(admin, 'NOTED_CODES', 'all-there.xlsx', allThere)).json<TaskPreview>();
    expect(p4).toMatchObject({
      validRows: 0,
      errors: [],
      task: { skippedRows: 2, hasFailedRowsFile: false },
    });
    expect(p4.notes.map((n) => n.row)).toEqual([2, 3]);
    await commit(admin, p4.task.taskId);
    expect(await waitDone(admin, p4.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      statusLabel: 'Processed',
      failure: null,
      writtenRows: 0,
      errorCount: 0,
      skippedRows: 2,
      hasFailedRowsFile: false,
    });
    expect(
      await count("SELECT count(*) AS n FROM business_codes WHERE code IN ('NOTE_A', 'NOTE_B', 'NOTE_C')"),
    ).toBe(3);
    expect(
      await count("SELECT count(*) AS n FROM business_codes WHERE code = 'NOTE_B' AND value = 'Noted B'"),
    ).toBe(1);
  });

  it('a crash between chunks resumes after the last recorded chunk, without doubling a row', async () => {
    const n = TASK_CHUNK_ROWS * 2 + 500;
    const rows: Cells[] = Array.from({ length: n }, (_, i) => [
      `CRASH/${Math.floor(i / 4)}`,
      (i % 4) + 1,
      '2026-10-05',
      'D001',
      'Shree Traders',
      `R${i % 97}`,
      'Sai Hardware',
      '',
      'Pune',
      'Maharashtra',
      '411001',
      'UltraTech',
      skus[i % skus.length] ?? '',
      'Cement OPC 53',
      'BAG',
      '10',
      '385.50',
      '28',
      '3855.00',
      'Anil',
    ]);
    const bytes = await workbook('Secondary Sales', SALES_HEADER, rows);
    const preview = (await upload(hr, 'SECONDARY_SALES', 'sales.xlsx', bytes)).json<TaskPreview>();
    expect(preview.task.errorCount).toBe(0);
    // The process "dies" right after chunk 1's rows are committed, before the step is recorded.
    let crashed = 0;
    taskFaults.afterChunkWrite = (_taskId, chunk) => {
      if (chunk === 1 && crashed === 0) {
        crashed++;
        throw new Error('simulated crash');
      }
    };
    await commit(hr, preview.task.taskId);
    const deadline = Date.now() + 120_000;
    while (crashed === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 100));
    const midway = (
      await t.app.inject({ method: 'GET', url: `/api/tasks/${preview.task.taskId}`, ...hr })
    ).json<Task>();
    expect(midway).toMatchObject({ status: 'IN_PROGRESS', jobStatus: 'RUNNING' });
    expect(await count("SELECT count(*) AS n FROM secondary_sales WHERE invoice_number LIKE 'CRASH/%'")).toBe(
      TASK_CHUNK_ROWS * 2,
    );
    // A worker takes the run over once its lease lapses.
    await new Promise((r) => setTimeout(r, 500));
    expect(await t.ctx.resumable.resumeDue()).toBe(1);
    const done = await waitDone(hr, preview.task.taskId);
    expect(done).toMatchObject({ status: 'COMPLETED', writtenRows: n, errorCount: 0 });
    expect(await count("SELECT count(*) AS n FROM secondary_sales WHERE invoice_number LIKE 'CRASH/%'")).toBe(
      n,
    );
    expect(await count(`SELECT attempts AS n FROM tasks WHERE id = '${preview.task.taskId}'`)).toBe(2);
  }, 180_000);

  it('SELLER_PRICES: template, preview with per-row errors from the database, commit, download', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/tasks/SELLER_PRICES/template',
      ...admin,
    });
    expect(template.statusCode).toBe(200);
    const header = (await rowsOf(template.rawPayload))[0];
    expect(header).toEqual(PRICE_HEADER);
    const seller = (
      await t.database.executeSql<{ code: string }>('SELECT code FROM sellers ORDER BY code LIMIT 1')
    ).rows[0]!.code;
    // A seller's price holds from today to 180 days ahead (issue 30 §4), so the day is today's + 30.
    const held = validForAMonth();
    const bytes = await workbook('Seller Prices', PRICE_HEADER, [
      [seller, skus[0]!, 'ALL', '385.50', '12', held],
      [seller, 'NO-SUCH-SKU', '27', '100', '', held],
      ['NO-SUCH-SELLER', skus[1]!, '27', '100', '', held],
      [seller, skus[1]!, 'Maharashtra', '100', '', held],
      [seller, skus[1]!, '27', '12.345', '', held],
      [seller, skus[2]!, '', '99', '', held],
      [seller, skus[1]!, 'ALL', '100', '', '2020-01-01'],
    ]);
    const preview = (await upload(admin, 'SELLER_PRICES', 'prices.xlsx', bytes)).json<TaskPreview>();
    expect(preview.task).toMatchObject({ rowCount: 7, errorCount: 5 });
    expect(preview.errors).toEqual([
      { row: 3, column: 'SKU', message: 'SKU NO-SUCH-SKU is not an active product in the catalogue' },
      { row: 4, column: 'Seller Code', message: 'Seller NO-SUCH-SELLER is not on the platform' },
      { row: 5, column: 'Region', message: 'Enter ALL or a two-digit GST state code' },
      {
        row: 6,
        column: 'Ex Works Price',
        message: 'Enter the ex-works price in rupees (for example 385.50)',
      },
      { row: 8, column: 'Valid Until', message: SELLER_PRICE_VALIDITY_MESSAGES.past },
    ]);
    const pricesOf = `SELECT count(*) AS n FROM seller_prices sp JOIN sellers s ON s.id = sp.seller_id WHERE s.code = '${seller}'`;
    const before = await count(pricesOf);
    await commit(admin, preview.task.taskId);
    expect(await waitDone(admin, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 2,
    });
    const written = await count(pricesOf);
    expect(written - before).toBeLessThanOrEqual(2);
    const [price] = (
      await t.database.executeSql<{ ex_works_paise: string; freight_paise: string; region: string }>(
        `SELECT sp.ex_works_paise, sp.freight_paise, sp.region FROM seller_prices sp JOIN sellers s ON s.id = sp.seller_id WHERE s.code = '${seller}' AND sp.sku = '${skus[0]}' AND sp.region = 'ALL'`,
      )
    ).rows;
    expect(price).toMatchObject({ region: 'ALL' });
    expect(Number(price!.ex_works_paise)).toBe(38_550);
    expect(Number(price!.freight_paise)).toBe(1_200);
    // The download holds every shared price, the uploaded ones among them, in the template's columns.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/SELLER_PRICES/initiate-download',
      ...admin,
    });
    const task = await waitDone(admin, res.json<Task>().taskId);
    const sheet = await rowsOf(
      (await t.app.inject({ method: 'GET', url: `/api/tasks/${task.taskId}/file`, ...admin })).rawPayload,
    );
    expect(sheet[0]).toEqual(PRICE_HEADER);
    expect(sheet.length - 1).toBe(await count('SELECT count(*) AS n FROM seller_prices'));
    expect(sheet).toContainEqual([seller, skus[0]!, 'ALL', '385.50', '12.00', held]);
    expect(sheet).toContainEqual([seller, skus[2]!, 'ALL', '99.00', '0.00', held]);
    // The order manager holds neither bulk permission.
    expect((await upload(om, 'SELLER_PRICES', 'prices.xlsx', bytes)).statusCode).toBe(403);
  });

  it('exports a type as a job; its file is listed under the downloaded files', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/BUSINESS_CODES/initiate-download',
      ...admin,
    });
    expect(res.statusCode).toBe(202);
    const task = await waitDone(admin, res.json<Task>().taskId);
    expect(task).toMatchObject({ kind: 'DOWNLOAD', status: 'COMPLETED', hasResultFile: true });
    const file = await t.app.inject({ method: 'GET', url: `/api/tasks/${task.taskId}/file`, ...admin });
    const sheet = await rowsOf(file.rawPayload);
    expect(sheet[0]).toEqual(CODE_HEADER);
    expect(sheet.length - 1).toBe(await count('SELECT count(*) AS n FROM business_codes'));
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/business-files/files?role=DOWNLOADED', ...admin })
    ).json<{ content: { taskId: string }[] }>();
    expect(listed.content.map((f) => f.taskId)).toContain(task.taskId);
    const search = (
      await t.app.inject({
        method: 'POST',
        url: '/api/master-data/task/search',
        ...admin,
        payload: { taskType: 'BUSINESS_CODES', statusList: ['COMPLETED'], kind: 'DOWNLOAD' },
      })
    ).json<TaskPage>();
    expect(search.content.map((x) => x.taskId)).toContain(task.taskId);
    expect(search.content.every((x) => x.status === 'COMPLETED' && x.kind === 'DOWNLOAD')).toBe(true);
  });

  it('cancels a previewed upload; a cancelled one cannot be committed', async () => {
    const bytes = await workbook('Business Codes', CODE_HEADER, [['ORDER_CANCEL', 'CANCEL_ME', 'X', 'Y']]);
    const preview = (await upload(admin, 'BUSINESS_CODES', 'codes.xlsx', bytes)).json<TaskPreview>();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/extraction/cancel',
      ...admin,
      payload: { taskId: preview.task.taskId },
    });
    expect(cancelled.json<Task>().status).toBe('FAILED');
    expect(await count(`SELECT count(*) AS n FROM task_rows WHERE task_id = '${preview.task.taskId}'`)).toBe(
      0,
    );
    expect((await commit(admin, preview.task.taskId)).json<Task>().status).toBe('FAILED');
    expect(await count("SELECT count(*) AS n FROM business_codes WHERE code = 'CANCEL_ME'")).toBe(0);
  });

  it('the nightly sweep removes rows staged for a task never saved, a day old; a preview in progress and saved tasks keep theirs', async () => {
    const orphanOld = randomUUID();
    const orphanNew = randomUUID();
    // A saved task (a previewed upload of one row) with staged rows as old as the orphan's.
    const row: Cells = [
      'SWEEP/1',
      1,
      '2026-10-05',
      'D001',
      'Shree Traders',
      'R1',
      'Sai Hardware',
      '',
      'Pune',
      'Maharashtra',
      '411001',
      'UltraTech',
      skus[0] ?? '',
      'Cement OPC 53',
      'BAG',
      '10',
      '385.50',
      '28',
      '3855.00',
      '',
    ];
    const previewed = await upload(
      hr,
      'SECONDARY_SALES',
      'one.xlsx',
      await workbook('Secondary Sales', SALES_HEADER, [row]),
    );
    expect(previewed.statusCode, previewed.body).toBe(201);
    const saved = { id: previewed.json<TaskPreview>().task.taskId };
    const stage = (taskId: string, age: string) =>
      t.database.executeSql(
        `INSERT INTO task_rows (task_id, row, cells, staged_at) SELECT '${taskId}', g, '["a"]', now() - interval '${age}' FROM generate_series(1, 3) g ON CONFLICT DO NOTHING`,
      );
    await stage(orphanOld, '30 hours');
    await stage(orphanNew, '2 hours');
    await stage(saved.id, '30 hours');
    const savedBefore = await count(`SELECT count(*) AS n FROM task_rows WHERE task_id = '${saved.id}'`);
    expect(savedBefore).toBeGreaterThan(0);
    const gone = await sweepOrphanRows(t.database.db, new Date(Date.now() - 24 * 60 * 60 * 1000));
    expect(gone).toBe(3);
    expect(await count(`SELECT count(*) AS n FROM task_rows WHERE task_id = '${orphanOld}'`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM task_rows WHERE task_id = '${orphanNew}'`)).toBe(3);
    expect(await count(`SELECT count(*) AS n FROM task_rows WHERE task_id = '${saved.id}'`)).toBe(
      savedBefore,
    );
    await t.database.executeSql(`DELETE FROM task_rows WHERE task_id = '${orphanNew}'`);
  });

  it('signs an upload address for an upload purpose the caller holds', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/tasks/upload/signedUrl',
          ...om,
          payload: { purpose: 'UPLOAD_PAYMENT_ADVICE', fileName: 'advice.xlsx' },
        })
      ).statusCode,
    ).toBe(403);
    const signed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tasks/upload/signedUrl',
        ...admin,
        payload: { purpose: 'UPLOAD_PAYMENT_ADVICE', fileName: 'advice.xlsx' },
      })
    ).json<{ url: string }>();
    const body = multipartBody({}, [
      {
        name: 'advice.xlsx',
        body: await workbook('Advice', ['A'], [['1']]),
        type: 'application/octet-stream',
      },
    ]);
    const stored = await t.app.inject({
      method: 'POST',
      url: signed.url,
      headers: { ...admin.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ purpose: 'UPLOAD_PAYMENT_ADVICE', fileName: 'advice.xlsx' });
    const tampered = signed.url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAA');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: tampered,
          headers: { ...admin.headers, 'content-type': body.contentType },
          payload: body.payload,
        })
      ).statusCode,
    ).toBe(403);
  });
});
