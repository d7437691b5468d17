import { parentPort, workerData } from 'node:worker_threads';
import { type XlsxLimits, XlsxReadError, type XlsxRow, readXlsxRows, readXlsxSheet } from './bounded-xlsx';

/**
 * Worker entry: reads one workbook. Whole: posts the sheet or the reason it was refused. Streamed:
 * posts the rows a batch at a time, never more than `ahead` batches the reader has not taken
 * ("more" from the reader gives one back), then "done" — so neither side holds the whole sheet.
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
  let credits = ahead;
  let wake: (() => void) | null = null;
  parentPort?.on('message', (m) => {
    if (m !== 'more') return;
    credits++;
    wake?.();
    wake = null;
  });
  const post = async (rows: XlsxRow[]) => {
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    parentPort?.postMessage({ ok: true, rows });
  };
  let sheetName = '';
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
      await post(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await post(batch);
  parentPort?.postMessage({ ok: true, done: true, sheetName });
}

if (job.stream) stream(job.stream).catch((err: unknown) => parentPort?.postMessage(refusal(err)));
else
  readXlsxSheet(bytes, job.limits, job.preferredSheet)
    .then((sheet) => parentPort?.postMessage({ ok: true, sheet }))
    .catch((err: unknown) => parentPort?.postMessage(refusal(err)));
