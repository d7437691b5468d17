import { parentPort, workerData } from 'node:worker_threads';
import { type XlsxLimits, XlsxReadError, type XlsxRow, readXlsxRows, readXlsxSheet } from './bounded-xlsx';

/**
 * Worker entry: reads one workbook. Whole: posts the sheet or the reason it was refused. Streamed:
 * reads up to `ahead` batches ahead into its own heap and posts one batch for each "more" the reader
 * sends, then "done" — so the reader receives a batch only when it is about to use it (a batch that
 * waited in the reader's heap would outlive its young generation and pile up as old garbage there),
 * and neither side holds the whole sheet.
 */
interface Job {
  bytes: Uint8Array;
  limits: XlsxLimits;
  preferredSheet?: string;
  stream?: { batchRows: number; ahead: number };
}

const job = workerData as Job;
const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
const refusal = (err: unknown) =>
  err instanceof XlsxReadError
    ? { ok: false, problem: err.problem, message: err.message }
    : { ok: false, problem: 'NOT_XLSX', message: 'the workbook could not be read' };

async function stream({ batchRows, ahead }: { batchRows: number; ahead: number }): Promise<void> {
  const ready: XlsxRow[][] = [];
  let asked = 0;
  let finished = false;
  let sheetName = '';
  let wake: (() => void) | null = null;
  // Hands on what was asked for and is read; "done" once everything read has been taken.
  const flush = () => {
    while (asked > 0 && ready.length > 0) {
      asked--;
      parentPort?.postMessage({ ok: true, rows: ready.shift() });
    }
    if (finished && ready.length === 0 && asked > 0) {
      asked = 0;
      parentPort?.postMessage({ ok: true, done: true, sheetName });
    }
    wake?.();
    wake = null;
  };
  parentPort?.on('message', (m) => {
    if (m !== 'more') return;
    asked++;
    flush();
  });
  const keep = async (rows: XlsxRow[]) => {
    while (ready.length >= ahead) await new Promise<void>((resolve) => (wake = resolve));
    ready.push(rows);
    flush();
  };
  let batch: XlsxRow[] = [];
  const { limits } = job;
  for await (const row of readXlsxRows(bytes, {
    maxRows: limits.maxRows,
    maxUncompressedBytes: limits.maxUnpackedBytes,
    maxEntries: limits.maxEntries,
    maxColumns: limits.maxColumns,
    maxCellChars: limits.maxCellChars,
    preferredSheet: job.preferredSheet,
    onSheet: (name) => (sheetName = name),
  })) {
    batch.push(row);
    if (batch.length >= batchRows) {
      await keep(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await keep(batch);
  finished = true;
  flush();
}

if (job.stream) stream(job.stream).catch((err: unknown) => parentPort?.postMessage(refusal(err)));
else
  readXlsxSheet(bytes, job.limits, job.preferredSheet)
    .then((sheet) => parentPort?.postMessage({ ok: true, sheet }))
    .catch((err: unknown) => parentPort?.postMessage(refusal(err)));
