import { parentPort, workerData } from 'node:worker_threads';
import { type XlsxLimits, XlsxReadError, readXlsxSheet } from './bounded-xlsx';

/** Worker entry: reads one workbook and posts the sheet or the reason it was refused. */
interface Job {
  bytes: Uint8Array;
  limits: XlsxLimits;
  preferredSheet?: string;
}

const job = workerData as Job;
readXlsxSheet(
  Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
  job.limits,
  job.preferredSheet,
)
  .then((sheet) => parentPort?.postMessage({ ok: true, sheet }))
  .catch((err: unknown) =>
    parentPort?.postMessage(
      err instanceof XlsxReadError
        ? { ok: false, problem: err.problem, message: err.message }
        : { ok: false, problem: 'NOT_XLSX', message: 'the workbook could not be read' },
    ),
  );
