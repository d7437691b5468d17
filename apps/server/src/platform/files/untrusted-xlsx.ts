import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  DEFAULT_XLSX_LIMITS,
  type XlsxLimits,
  type XlsxProblem,
  XlsxReadError,
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
