import type { Task, TaskPreview } from '@dom/contract';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Who } from './api-client';
import { multipartBody } from './multipart';
import type { TestApp } from './test-app';

export type Cells = readonly (string | number | null)[];

/** A workbook of one sheet: the header row, then the rows. */
export async function workbook(sheetName: string, header: readonly string[], rows: readonly Cells[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow([...header]);
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet of a workbook as rows of text cells (empty cells as ''). */
export async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    const values = row.values as (string | number | null | undefined)[];
    out.push(
      Array.from({ length: values.length - 1 }, (_, i) => values[i + 1]).map((v) =>
        v === null || v === undefined ? '' : String(v),
      ),
    );
  });
  // Empty cells at the end of a row are not stored: pad every row to the header's width.
  const width = out[0]?.length ?? 0;
  return out.map((r) => (r.length < width ? [...r, ...Array<string>(width - r.length).fill('')] : r));
}

/**
 * A test file's drive of the task engine over HTTP: template, upload (preview), commit and wait,
 * failed-rows file, export — what /master-data does, a call each.
 */
export function taskDriver(app: () => TestApp, taskType: string) {
  const inject = (opts: InjectOptions) => app().app.inject(opts);
  const wait = async (who: Who, taskId: string, timeoutMs = 30_000): Promise<Task> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const task = (await inject({ method: 'GET', url: `/api/tasks/${taskId}`, ...who })).json<Task>();
      if (task.finishedOn) return task;
      if (Date.now() > deadline) throw new Error(`task ${taskId} did not end: ${JSON.stringify(task)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const upload = (who: Who, bytes: Buffer) => {
    const body = multipartBody({}, [{ name: 'upload.xlsx', body: bytes, type: 'application/octet-stream' }]);
    return inject({
      method: 'POST',
      url: `/api/tasks/${taskType}/upload`,
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  return {
    template: async (who: Who) => {
      const res = await inject({ method: 'GET', url: `/api/tasks/${taskType}/template`, ...who });
      expect(res.statusCode, res.body).toBe(200);
      return sheetRows(res.rawPayload);
    },
    upload,
    /** Uploads and expects the preview (201). */
    preview: async (who: Who, bytes: Buffer): Promise<TaskPreview> => {
      const res = await upload(who, bytes);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<TaskPreview>();
    },
    /** Extraction initiate (202), without waiting: a checked type answers the task awaiting approval. */
    initiate: async (who: Who, taskId: string): Promise<Task> => {
      const res = await inject({
        method: 'POST',
        url: '/api/extraction/initiate',
        ...who,
        payload: { taskId },
      });
      expect(res.statusCode, res.body).toBe(202);
      return res.json<Task>();
    },
    /** Waits for the task to end (its owner asks). */
    wait,
    /** Starts the commit and waits for the task to end. */
    commit: async (who: Who, taskId: string): Promise<Task> => {
      const res = await inject({
        method: 'POST',
        url: '/api/extraction/initiate',
        ...who,
        payload: { taskId },
      });
      expect(res.statusCode, res.body).toBe(202);
      return wait(who, taskId);
    },
    failedRows: async (who: Who, taskId: string) => {
      const res = await inject({ method: 'GET', url: `/api/tasks/${taskId}/failed-rows`, ...who });
      expect(res.statusCode, res.body).toBe(200);
      return sheetRows(res.rawPayload);
    },
    /** Exports the type's data as a job and answers the file's rows. */
    download: async (who: Who) => {
      const res = await inject({ method: 'POST', url: `/api/tasks/${taskType}/initiate-download`, ...who });
      expect(res.statusCode, res.body).toBe(202);
      const task = await wait(who, res.json<Task>().taskId);
      const file = await inject({ method: 'GET', url: `/api/tasks/${task.taskId}/file`, ...who });
      expect(file.statusCode, file.body).toBe(200);
      return sheetRows(file.rawPayload);
    },
  };
}
