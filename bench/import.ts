// `npm run bench -- import [--rows N]`: a bulk task end to end through the task engine — an xlsx of
// N rows × 20 columns (SECONDARY_SALES) uploaded and previewed (every row checked, the SKU look-up
// included), then committed (chunked, resumable writes) — and the export of the same N rows. Prints
// the seconds of each phase and the server's memory growth (RSS, sampled every 100 ms).
// Goals (issue 17): 100,000 rows upload+preview+commit ≤ 20 s with memory growth ≤ 300 MB on
// PostgreSQL (BENCH_DATABASE_URL), export of 100,000 rows ≤ 10 s. PGlite without BENCH_DATABASE_URL.
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { createContext } from '../apps/server/src/context';
import { registerModuleBackground } from '../apps/server/src/background';
import type { Tx } from '../apps/server/src/platform/db/database';
import { runMigrations } from '../apps/server/src/platform/db/migrate';
import { AfterCommit } from '../apps/server/src/platform/db/steps';
import { seed } from '../apps/server/src/seed/seed';
import { TaskEngine, type TaskCaller } from '../apps/server/src/modules/tasks/tasks.service';
import '../apps/server/src/modules/tasks/tasks.manifest';
import { numberArg, openBenchDatabase } from './bench-support';
import { repeatedZipBombWorkbook } from '../apps/server/test/zip-writer';

const COLUMNS = [
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

async function workbook(rows: number, skus: readonly string[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('Secondary Sales');
  sheet.addRow(COLUMNS).commit();
  for (let i = 0; i < rows; i++)
    sheet
      .addRow([
        `BENCH/${Math.floor(i / 5)}`,
        (i % 5) + 1,
        '2026-10-05',
        `D${i % 300}`,
        'Shree Traders',
        `R${i % 9_000}`,
        'Sai Hardware',
        '',
        'Pune',
        'Maharashtra',
        '411001',
        'UltraTech',
        skus[i % skus.length],
        'Cement OPC 53',
        'BAG',
        String((i % 50) + 1),
        '385.50',
        '28',
        '3855.00',
        'Anil',
      ])
      .commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

/** The figures `bench/budgets.json` holds for the task engine (issue 17). */
export interface ImportFigures {
  engine: string;
  rows: number;
  /** Upload, preview and commit, end to end (s). */
  seconds: number;
  exportSeconds: number;
  /** Peak RSS over the start, through the three phases (MB). */
  memoryMb: number;
  /** A 1 GB-expanding zip bomb named .xlsx: until it is refused (s), and the RSS it added (MB). */
  bombSeconds: number;
  bombMemoryMb: number;
}

export async function runImportBench(size: { rows?: number } = {}): Promise<ImportFigures> {
  const rows = size.rows ?? numberArg('rows', 100_000);
  const { database, cleanup } = await openBenchDatabase('bench_import');
  try {
    await runMigrations(database);
    await seed(database.db, { buyers: 20, sellers: 4, products: 200, transporters: 2, orders: 0 });
    const config = loadConfig({
      DATA_DIR: path.join(os.tmpdir(), `dom-bench-import-${Date.now()}`),
      LOG_LEVEL: 'silent',
      JOBS: '0',
      DOM_DEMO: '0',
    });
    const ctx = await createContext(config, database);
    registerModuleBackground(ctx);
    const engine = new TaskEngine(database.db, ctx.files, ctx.resumable);
    // As the route layer runs a command: its one transaction, then the work it leaves for after.
    const asCommand = async <T>(fn: (tx: Tx) => Promise<T | AfterCommit<T>>): Promise<T> => {
      const answer = await database.db.transaction(fn);
      return answer instanceof AfterCommit ? answer.work() : answer;
    };
    const skus = (await database.executeSql<{ sku: string }>('SELECT sku FROM products LIMIT 200')).rows.map(
      (r) => r.sku,
    );
    const [admin] = (
      await database.executeSql<{ id: string }>("SELECT id FROM users WHERE username = 'admin'")
    ).rows;
    const caller: TaskCaller = {
      userId: admin?.id ?? null,
      permissions: new Set(['Allow_Bulk_Upload', 'Allow_Bulk_Download']),
      actor: { actorId: admin?.id ?? null, actingAsId: null, requestId: 'bench' },
      // SECONDARY_SALES needs no checker: no approval request is raised.
      approval: null,
    };
    const bytes = await workbook(rows, skus);
    console.log(`file: ${rows} rows × 20 columns, ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);
    global.gc?.();
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    // Per phase: the peak RSS and, of the main thread, the peak heap and the peak of memory outside
    // the heap (Buffers); the rest of RSS is the xlsx worker's heap and the allocator's slack.
    const phase = { rss: rss0, heap: 0, external: 0 };
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peak = Math.max(peak, m.rss);
      phase.rss = Math.max(phase.rss, m.rss);
      phase.heap = Math.max(phase.heap, m.heapUsed);
      phase.external = Math.max(phase.external, m.external);
    }, 100);
    const MB = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
    const phases: string[] = [];
    const endPhase = (name: string) => {
      phases.push(
        `${name}: peak RSS +${MB(phase.rss - rss0)}, main heap ≤ ${MB(phase.heap)}, external ≤ ${MB(phase.external)}`,
      );
      const m = process.memoryUsage();
      Object.assign(phase, { rss: m.rss, heap: m.heapUsed, external: m.external });
    };
    const cpu = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1e6;
    };
    const c0 = cpu();
    const t0 = performance.now();
    const preview = await engine.upload(caller, 'SECONDARY_SALES', { fileName: 'bench.xlsx', bytes });
    const t1 = performance.now();
    const c1 = cpu();
    endPhase('upload + preview');
    await asCommand((tx) => engine.commit(tx, caller, preview.task.taskId));
    let task = await engine.get(caller, preview.task.taskId);
    while (!task.finishedOn) {
      await new Promise((r) => setTimeout(r, 100));
      task = await engine.get(caller, preview.task.taskId);
    }
    const t2 = performance.now();
    const c2 = cpu();
    endPhase('commit');
    const exportTask = await asCommand((tx) => engine.initiateDownload(tx, caller, 'SECONDARY_SALES'));
    let exported = exportTask;
    while (!exported.finishedOn) {
      await new Promise((r) => setTimeout(r, 100));
      exported = await engine.get(caller, exportTask.taskId);
    }
    const t3 = performance.now();
    const c3 = cpu();
    endPhase('export');
    clearInterval(sampler);
    const engineName = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      `engine: ${engineName}; task ${task.status}, written ${task.writtenRows}, errors ${task.errorCount}`,
    );
    // On a machine doing other work the wall clock measures the machine: the CPU seconds of this
    // process (server code and xlsx workers; the database's own are not counted) say what the code costs.
    console.log(`upload + preview: ${((t1 - t0) / 1000).toFixed(1)} s (CPU ${(c1 - c0).toFixed(1)} s)`);
    console.log(`commit: ${((t2 - t1) / 1000).toFixed(1)} s (CPU ${(c2 - c1).toFixed(1)} s)`);
    console.log(
      `upload + preview + commit: ${((t2 - t0) / 1000).toFixed(1)} s (goal ≤ 20 s at 100,000 rows)`,
    );
    console.log(
      `export of ${exported.writtenRows} rows: ${((t3 - t2) / 1000).toFixed(1)} s (CPU ${(c3 - c2).toFixed(1)} s; goal ≤ 10 s)`,
    );
    console.log(
      `memory growth (peak RSS − start): ${((peak - rss0) / 1024 / 1024).toFixed(0)} MB (goal ≤ 300 MB)`,
    );
    for (const line of phases) console.log(`  ${line}`);
    // A 1 GB-expanding zip bomb (3–4 MB on the wire) named .xlsx: refused, within 2 s, memory flat.
    const bomb = repeatedZipBombWorkbook(COLUMNS, 1024 * 1024 * 1024, 'Secondary Sales');
    global.gc?.();
    const bombRss0 = process.memoryUsage().rss;
    let bombPeak = bombRss0;
    const bombSampler = setInterval(() => (bombPeak = Math.max(bombPeak, process.memoryUsage().rss)), 5);
    const t4 = performance.now();
    const refused = await engine
      .upload(caller, 'SECONDARY_SALES', { fileName: 'bomb.xlsx', bytes: bomb })
      .then(
        () => null,
        (err: unknown) => (err instanceof Error ? err.message : 'refused'),
      )
      .finally(() => clearInterval(bombSampler));
    const bombSeconds = (performance.now() - t4) / 1000;
    if (!refused) throw new Error('the zip bomb was accepted');
    console.log(
      `zip bomb (${(bomb.length / 1024 / 1024).toFixed(1)} MB, 1 GB inflated): refused in ${bombSeconds.toFixed(2)} s ` +
        `(goal ≤ 2 s), RSS +${((bombPeak - bombRss0) / 1024 / 1024).toFixed(0)} MB: ${refused}`,
    );
    await ctx.resumable.stop();
    if (task.status !== 'COMPLETED' || task.writtenRows !== rows) {
      throw new Error(`the import ended ${task.status} with ${task.writtenRows} of ${rows} rows written`);
    }
    return {
      engine: database.engine,
      rows,
      seconds: (t2 - t0) / 1000,
      exportSeconds: (t3 - t2) / 1000,
      memoryMb: (peak - rss0) / 1024 / 1024,
      bombSeconds,
      bombMemoryMb: (bombPeak - bombRss0) / 1024 / 1024,
    };
  } finally {
    await cleanup();
  }
}
