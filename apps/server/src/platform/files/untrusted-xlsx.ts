import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  DEFAULT_XLSX_LIMITS,
  type XlsxLimits,
  type XlsxProblem,
  XlsxReadError,
  type XlsxRow,
  type XlsxSheet,
} from './bounded-xlsx';

/**
 * The one way the server reads an uploaded workbook: the bounded reader (bounded-xlsx.ts) in a worker
 * thread with its own small heap and a deadline. A file that still gets past the caps costs that
 * worker, never the process: the API keeps answering, and the request is refused with a reason.
 */
export interface UntrustedXlsxOptions {
  limits?: Partial<XlsxLimits>;
  preferredSheet?: string;
  /** The worker's heap (old generation) in MB. */
  memoryMb?: number;
  timeoutMs?: number;
}

const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

let sourceWorker: Promise<URL> | null = null;

/**
 * In the bundle (build.mjs) the worker is dist/xlsx-worker.js beside main.js. Under tsx or Vitest it
 * is TypeScript source: bundled once per process with esbuild (a dev dependency), so each worker
 * starts as plain JavaScript rather than paying for a TypeScript loader per upload.
 */
function workerUrl(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts')) return Promise.resolve(new URL('./xlsx-worker.js', import.meta.url));
  sourceWorker ??= (async () => {
    const { build } = await import('esbuild');
    const outfile = path.join(os.tmpdir(), `dom-xlsx-worker-${process.pid}-${Date.now()}.mjs`);
    await build({
      entryPoints: [fileURLToPath(new URL('./xlsx-worker.ts', import.meta.url))],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
    });
    return pathToFileURL(outfile);
  })();
  return sourceWorker;
}

type Answer = { ok: true; sheet: XlsxSheet } | { ok: false; problem: XlsxProblem; message: string };

/** Reads the sheet of an uploaded xlsx; throws XlsxReadError with the reason it was refused. */
export async function readUntrustedXlsx(
  bytes: Buffer,
  options: UntrustedXlsxOptions = {},
): Promise<XlsxSheet> {
  const limits = { ...DEFAULT_XLSX_LIMITS, ...options.limits };
  const url = await workerUrl();
  const release = await slot();
  try {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const worker = new Worker(url, {
        workerData: { bytes, limits, preferredSheet: options.preferredSheet },
        resourceLimits: {
          maxOldGenerationSizeMb: options.memoryMb ?? 96,
          maxYoungGenerationSizeMb: 16,
          stackSizeMb: 4,
        },
      });
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        fn();
      };
      const timer = setTimeout(
        () => settle(() => reject(new XlsxReadError('TOO_COSTLY', 'the workbook takes too long to read'))),
        options.timeoutMs ?? 15_000,
      );
      worker.on('message', (m: Answer) => settle(() => resolve(m)));
      worker.on('error', (err: Error & { code?: string }) =>
        settle(() =>
          reject(
            err.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new XlsxReadError('TOO_COSTLY', 'the workbook needs more memory to read than is allowed')
              : err,
          ),
        ),
      );
      worker.on('exit', () =>
        settle(() => reject(new XlsxReadError('TOO_COSTLY', 'the workbook could not be read'))),
      );
    });
    if (!answer.ok) throw new XlsxReadError(answer.problem, answer.message);
    return answer.sheet;
  } finally {
    release();
  }
}

type StreamAnswer =
  | { ok: true; rows: XlsxRow[] }
  | { ok: true; done: true; sheetName: string }
  | { ok: false; problem: XlsxProblem; message: string };

export interface StreamUntrustedXlsxOptions extends UntrustedXlsxOptions {
  /** Rows per batch handed on (default 2,000). */
  batchRows?: number;
}

/**
 * The rows of an uploaded xlsx a batch at a time, read by the bounded reader (with its prescan: a
 * zip bomb is refused at zlib's speed before any row) in a worker as above. The worker reads at
 * most two batches ahead of the caller, in its own heap, and sends the next batch when the caller
 * asks for it: memory holds a few batches whatever the sheet's size, the caller's own work
 * (checks, staging) overlaps the reading, and a batch reaches the caller's heap only as it is used.
 * `timeoutMs` is the longest wait for the next batch. Throws XlsxReadError with the reason a file
 * is refused; the rows handed on before a refusal are the caller's to discard.
 */
export async function* streamUntrustedXlsx(
  bytes: Buffer,
  options: StreamUntrustedXlsxOptions = {},
): AsyncGenerator<XlsxRow[]> {
  const limits = { ...DEFAULT_XLSX_LIMITS, ...options.limits };
  const url = await workerUrl();
  const release = await slot();
  const queue: XlsxRow[][] = [];
  let done = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const worker = new Worker(url, {
    workerData: {
      bytes,
      limits,
      preferredSheet: options.preferredSheet,
      stream: { batchRows: options.batchRows ?? 2_000, ahead: 2 },
    },
    resourceLimits: {
      maxOldGenerationSizeMb: options.memoryMb ?? 96,
      maxYoungGenerationSizeMb: 16,
      stackSizeMb: 4,
    },
  });
  worker.on('message', (m: StreamAnswer) => {
    if (!m.ok) failure ??= new XlsxReadError(m.problem, m.message);
    else if ('done' in m) done = true;
    else queue.push(m.rows);
    notify();
  });
  worker.on('error', (err: Error & { code?: string }) => {
    failure ??=
      err.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new XlsxReadError('TOO_COSTLY', 'the workbook needs more memory to read than is allowed')
        : err;
    notify();
  });
  worker.on('exit', () => {
    if (!done) failure ??= new XlsxReadError('TOO_COSTLY', 'the workbook could not be read');
    notify();
  });
  let asked = false;
  try {
    for (;;) {
      const batch = queue.shift();
      if (batch) {
        asked = false;
        yield batch;
        continue;
      }
      if (!asked && !done && !failure) {
        asked = true;
        worker.postMessage('more');
      }
      // Set by the worker's handlers meanwhile (the compiler narrows the variables to their start).
      const refused = failure as Error | null;
      if (refused) throw refused;
      if (done as boolean) return;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(() => {
          failure ??= new XlsxReadError('TOO_COSTLY', 'the workbook takes too long to read');
          resolve();
        }, options.timeoutMs ?? 15_000);
      });
      clearTimeout(timer);
    }
  } finally {
    worker.removeAllListeners('exit');
    void worker.terminate();
    release();
  }
}
