// `npm run bench -- xlsx [--rows N] [--cols C]`: the platform's streaming xlsx writer and reader
// (apps/server/src/platform/files/xlsx-stream.ts) at N rows × C columns (default 100,000 × 20).
//  1. writeXlsxStream: rows made on the fly (text, numbers, some formula-looking text that is
//     neutralised) into a file on disk; time and peak memory growth (heap + buffers).
//  2. readXlsxRows: the same file read back row by row from disk; time and peak memory growth.
// Target (issue 17): export of 100,000 rows ≤ 10 s.
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { readXlsxRows } from '../apps/server/src/platform/files/bounded-xlsx';
import {
  type XlsxColumn,
  type XlsxRecord,
  writeXlsxStream,
} from '../apps/server/src/platform/files/xlsx-stream';
import { numberArg } from './bench-support';

const MB = 1024 * 1024;

function sampler() {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  global.gc?.();
  const before = used();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, used());
  }, 10);
  return () => {
    clearInterval(timer);
    return (Math.max(peak, used()) - before) / MB;
  };
}

export async function runXlsxBench(): Promise<void> {
  const rows = numberArg('rows', 100_000);
  const cols = numberArg('cols', 20);
  const columns: XlsxColumn[] = Array.from({ length: cols }, (_, c) => ({
    header: `Column ${c + 1}`,
    key: `c${c}`,
  }));
  function* source(): Generator<XlsxRecord> {
    for (let r = 0; r < rows; r++) {
      const record: XlsxRecord = {};
      for (let c = 0; c < cols; c++)
        record[`c${c}`] =
          c % 4 === 0
            ? r * 100 + c
            : c % 7 === 3
              ? `=cmd|' /C calc'!A${r}`
              : `SKU-${r}-${c} ${'x'.repeat(c % 5)}`;
      yield record;
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dom-bench-xlsx-'));
  const file = path.join(dir, 'export.xlsx');
  try {
    const writeMemory = sampler();
    const w0 = performance.now();
    await pipeline(writeXlsxStream(source(), columns, { sheetName: 'Export' }), createWriteStream(file));
    const writeMs = performance.now() - w0;
    const writeGrowth = writeMemory();
    const size = statSync(file).size;

    const readMemory = sampler();
    const r0 = performance.now();
    let read = 0;
    for await (const _ of readXlsxRows(file, { maxRows: rows + 1 })) read++;
    const readMs = performance.now() - r0;
    const readGrowth = readMemory();
    if (read !== rows + 1) throw new Error(`read ${read} rows, wrote ${rows + 1}`);

    console.log(
      `xlsx streaming, ${rows.toLocaleString('en-IN')} rows × ${cols} columns (${(size / MB).toFixed(1)} MB file):`,
    );
    console.log(
      `  write (writeXlsxStream): ${(writeMs / 1000).toFixed(2)} s, ${Math.round(rows / (writeMs / 1000)).toLocaleString('en-IN')} rows/s, peak memory growth ${writeGrowth.toFixed(1)} MB  (target ≤ 10 s at 100,000 rows)`,
    );
    console.log(
      `  read (readXlsxRows, prescan + parse): ${(readMs / 1000).toFixed(2)} s, ${Math.round(read / (readMs / 1000)).toLocaleString('en-IN')} rows/s, peak memory growth ${readGrowth.toFixed(1)} MB`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
