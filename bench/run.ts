// `npm run bench`: every budgeted figure at full size (bench/budgets.json), written to
// docs/performance.md with the machine and the date. `npm run bench -- --quick`: the same figures at
// reduced size (a few minutes; CI runs it), a table of figure, budget, margin and verdict, and exit
// status 1 when a figure is worse than its limit by more than its margin.
// One bench alone: `npm run bench -- auth | consignments | credit | orders | search | rfq | approvals | load | import | xlsx`.
//  - bulk load of the demo generator (rows per second), PGlite or BENCH_DATABASE_URL, then API round
//    trips over real HTTP on 127.0.0.1 (bounded: a fixed number of requests);
//  - gzipped JavaScript per web route, when the web app is built (bench/web-bundle.mjs).
import { existsSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createContext } from '../apps/server/src/context';
import type { Database } from '../apps/server/src/platform/db/database';
import { numberArg, openBenchDatabase } from './bench-support';
import {
  type Engine,
  type Measured,
  type Mode,
  judge,
  loadBudgets,
  machine,
  sizeOf,
  table,
  writePerformanceDoc,
} from './budgets';
import { runMigrations } from '../apps/server/src/platform/db/migrate';
import { repoRoot } from '../apps/server/src/platform/paths';
import { countReference, seed } from '../apps/server/src/seed/seed';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function benchHttp(database: Database, requests: number, concurrency: number): Promise<void> {
  const config = loadConfig({
    DATA_DIR: path.join(repoRoot(), '.tmp', 'bench-data'),
    LOG_LEVEL: 'silent',
    JOBS: '0',
    DOM_DEMO: '0',
  });
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx, { logger: false, webDistDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}/api/health`;
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const s = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`health answered ${res.status}`);
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  await app.close();
  latencies.sort((a, b) => a - b);
  console.log(
    `GET /api/health (${database.engine}, database round trip each): ${requests} requests, concurrency ${concurrency}: ` +
      `${Math.round(requests / seconds)} req/s, p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms`,
  );
}

type Scale = Parameters<typeof seed>[1];

/** The bulk load and the health round trips; answers rows per second of the load. */
async function benchLoad(scale: Scale, http = true): Promise<{ engine: Engine; rowsPerSecond: number }> {
  const { database, cleanup } = await openBenchDatabase('dom_bench');
  try {
    await runMigrations(database);
    const t0 = performance.now();
    await seed(database.db, scale);
    const seconds = (performance.now() - t0) / 1000;
    const counts = await countReference(database.db);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `bulk load (${database.engine}): ${rows.toLocaleString('en-IN')} rows (${Object.entries(counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(
          ', ',
        )}) in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds).toLocaleString('en-IN')} rows/s`,
    );
    if (http) await benchHttp(database, numberArg('requests', 5_000), numberArg('concurrency', 16));
    return { engine: database.engine, rowsPerSecond: rows / seconds };
  } finally {
    await cleanup();
  }
}

interface RouteSize {
  route: string;
  gzipKb: number;
  missing: string[];
}

/** Gzipped JS per route from the built web app (bench/web-bundle.mjs), or null when not built. */
function routeSizes(): RouteSize[] | null {
  const script = path.join(repoRoot(), 'bench', 'web-bundle.mjs');
  if (!existsSync(path.join(repoRoot(), 'apps/web/dist/.vite/manifest.json'))) {
    console.log('web bundle: build the web app first (npm run build) to measure gzipped JS per route');
    return null;
  }
  const r = spawnSync(process.execPath, [script, '--json'], { cwd: repoRoot(), encoding: 'utf8' });
  return JSON.parse(r.stdout) as RouteSize[];
}

/** Every budgeted figure at the mode's size, in turn (one bench at a time: they share the CPUs). */
async function measureAll(mode: Mode, only: ReadonlySet<string> | null): Promise<Measured[]> {
  const budgets = new Map(loadBudgets().map((b) => [b.id, b]));
  const wanted = (...ids: string[]) => !only || ids.some((id) => only.has(id));
  const size = (id: string) => sizeOf(budgets.get(id), mode);
  const out: Measured[] = [];
  const step = async (name: string, fn: () => Promise<void>) => {
    const t0 = performance.now();
    console.log(`\n── ${name}`);
    try {
      await fn();
    } catch (err) {
      console.error(`${name} failed:`, err);
    }
    console.log(`── ${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  if (wanted('login-js', 'largest-route-js'))
    await step('web bundle', async () => {
      const routes = routeSizes();
      if (!routes) return;
      const login = routes.find((r) => r.route === '/login');
      if (login && login.missing.length === 0) out.push({ id: 'login-js', value: login.gzipKb });
      const largest = routes.reduce((a, b) => (b.gzipKb > a.gzipKb ? b : a));
      out.push({ id: 'largest-route-js', value: largest.gzipKb, note: largest.route });
    });
  if (wanted('order-search-p95'))
    await step('order search', async () => {
      const s = size('order-search-p95');
      const { runOrdersBench } = await import('./orders');
      // The budget is for PGlite at a fixed size, whatever BENCH_DATABASE_URL says.
      const url = process.env.BENCH_DATABASE_URL;
      delete process.env.BENCH_DATABASE_URL;
      try {
        const r = await runOrdersBench({ orders: s.orders, runs: s.runs });
        out.push({
          id: 'order-search-p95',
          value: r.first.p95,
          note: `${r.orders.toLocaleString('en-IN')} orders`,
        });
      } finally {
        if (url) process.env.BENCH_DATABASE_URL = url;
      }
    });
  if (wanted('global-search-p95'))
    await step('global search', async () => {
      const s = size('global-search-p95');
      const { runSearchBench } = await import('./search');
      const r = await runSearchBench({
        orders: s.orders,
        buyers: s.buyers,
        invoices: s.invoices,
        runs: s.runs,
      });
      out.push({
        id: 'global-search-p95',
        value: r.admin.p95,
        engine: r.engine === 'postgres' ? 'postgres' : 'pglite',
        note: `${r.engine}, ${r.orders.toLocaleString('en-IN')} orders, ${r.buyers.toLocaleString('en-IN')} buyers; an RM's p95 ${r.rm.p95.toFixed(1)} ms`,
      });
    });
  if (wanted('rfq-list-p95'))
    await step('RFQ list', async () => {
      const s = size('rfq-list-p95');
      const { runRfqBench } = await import('./rfq');
      const r = await runRfqBench({ rfqs: s.rfqs, runs: s.runs });
      const worst = [r.rm, r.tab, r.deep].reduce((a, b) => (b.p95 > a.p95 ? b : a));
      out.push({
        id: 'rfq-list-p95',
        value: worst.p95,
        engine: r.engine === 'postgres' ? 'postgres' : 'pglite',
        note: `${r.engine}, ${r.rfqs.toLocaleString('en-IN')} RFQs; search p95 ${r.search.p95.toFixed(1)} ms`,
      });
    });
  if (wanted('approval-center-p95'))
    await step('Approval Center', async () => {
      const s = size('approval-center-p95');
      const { runApprovalsBench } = await import('./approvals');
      const r = await runApprovalsBench({ requests: s.requests, runs: s.runs });
      const worst = [r.first, r.waiting, r.waitingEmpty].reduce((a, b) => (b.p95 > a.p95 ? b : a));
      out.push({
        id: 'approval-center-p95',
        value: worst.p95,
        engine: r.engine === 'postgres' ? 'postgres' : 'pglite',
        note: `${r.engine}, ${r.requests.toLocaleString('en-IN')} requests; page 2,500 p95 ${r.deep.p95.toFixed(1)} ms`,
      });
    });
  if (wanted('task-import-rate', 'task-export-rate', 'task-import-memory', 'task-zip-bomb'))
    await step('bulk task import and export', async () => {
      const { runImportBench } = await import('./import');
      const r = await runImportBench({ rows: size('task-import-rate').rows });
      const engine = r.engine === 'postgres' ? 'postgres' : 'pglite';
      const rows = `${r.engine}, ${r.rows.toLocaleString('en-IN')} rows`;
      out.push({
        id: 'task-import-rate',
        value: r.rows / r.seconds,
        engine,
        note: `${rows} in ${r.seconds.toFixed(1)} s`,
      });
      out.push({
        id: 'task-export-rate',
        value: r.rows / r.exportSeconds,
        engine,
        note: `${rows} in ${r.exportSeconds.toFixed(1)} s`,
      });
      out.push({ id: 'task-import-memory', value: r.memoryMb, engine, note: rows });
      out.push({
        id: 'task-zip-bomb',
        value: r.bombSeconds,
        engine,
        note: `memory +${r.bombMemoryMb.toFixed(0)} MB while reading it`,
      });
    });
  if (wanted('bulk-load'))
    await step('bulk load', async () => {
      const url = process.env.BENCH_DATABASE_URL;
      delete process.env.BENCH_DATABASE_URL;
      try {
        const s = size('bulk-load');
        const scale = { buyers: 2_000, sellers: 200, products: 5_000, transporters: 20, ...s, orders: 0 };
        const r = await benchLoad(scale, mode === 'full');
        out.push({ id: 'bulk-load', value: r.rowsPerSecond });
      } finally {
        if (url) process.env.BENCH_DATABASE_URL = url;
      }
    });
  if (wanted('transitions'))
    await step('consignment transitions', async () => {
      const { runConsignmentsBench } = await import('./consignments');
      const r = await runConsignmentsBench({ transitions: size('transitions').transitions });
      out.push({
        id: 'transitions',
        value: r.ok ? r.acknowledgementsPerSecond : Number.NaN,
        engine: r.engine === 'postgres' ? 'postgres' : 'pglite',
        note: `${r.engine}, ${r.transitions.toLocaleString('en-IN')} rows; cancels ${Math.round(r.cancelsPerSecond).toLocaleString('en-IN')}/s`,
      });
    });
  if (wanted('credit-check-p95', 'credit-check-statements'))
    await step('credit check', async () => {
      const s = size('credit-check-p95');
      const { runCreditBench } = await import('./credit');
      const r = await runCreditBench({ buyers: s.buyers, runs: s.runs });
      const engine = r.engine === 'postgres' ? 'postgres' : 'pglite';
      const note = `${r.engine}, ${r.buyers.toLocaleString('en-IN')} buyers, ${r.consignments} consignments`;
      out.push({ id: 'credit-check-p95', value: r.p95, engine, note });
      out.push({ id: 'credit-check-statements', value: r.maxStatements, engine, note });
    });
  if (wanted('auth-get'))
    await step('auth', async () => {
      const s = size('auth-get');
      const { runAuthBench } = await import('./auth');
      const r = await runAuthBench({ rounds: s.rounds, seconds: s.seconds });
      out.push({
        id: 'auth-get',
        value: r.ratio * 100,
        note: `${Math.round(r.appRps).toLocaleString('en-IN')} vs ${Math.round(r.bareRps).toLocaleString('en-IN')} req/s; ${(r.minimalRatio * 100).toFixed(1)} % of bare node:http without the security headers`,
      });
    });
  return out;
}

async function checkBudgets(mode: Mode): Promise<void> {
  const t0 = performance.now();
  // `--only id,id`: just those budgets (to re-check one figure without the rest).
  const i = process.argv.indexOf('--only');
  // `--ci`: the budgets CI gates (`ci: true` in the file).
  const only =
    i >= 0
      ? new Set((process.argv[i + 1] ?? '').split(','))
      : process.argv.includes('--ci')
        ? new Set(
            loadBudgets()
              .filter((b) => b.ci)
              .map((b) => b.id),
          )
        : null;
  const measured = await measureAll(mode, only);
  const rows = loadBudgets()
    .filter((b) => !only || only.has(b.id))
    .map((b) =>
      judge(
        b,
        measured.find((m) => m.id === b.id),
      ),
    );
  console.log(`\nPerformance budgets (${mode} size, bench/budgets.json), ${machine()}:\n`);
  console.log(table(rows));
  const failed = rows.filter((r) => r.verdict === 'FAIL' || r.verdict === 'not measured');
  console.log(
    `\n${rows.length - failed.length} budgets held, ${failed.length} broken or not measured ` +
      `(${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );
  if (mode === 'full' && !process.argv.includes('--ci')) {
    const file = path.join(repoRoot(), 'docs', 'performance.md');
    writePerformanceDoc(
      file,
      rows,
      [
        'Reproduce one figure: `npm run bench -- orders|consignments|auth|load` (see each file in bench/).',
        'PostgreSQL figures need `BENCH_DATABASE_URL` (a server URL; the bench makes and drops its own database).',
      ],
      only ? loadBudgets() : undefined,
    );
    console.log(`wrote ${path.relative(repoRoot(), file)}`);
  }
  const report = process.argv.indexOf('--report');
  if (report >= 0 && process.argv[report + 1]) {
    writeFileSync(
      process.argv[report + 1] ?? '',
      JSON.stringify({ passed: rows.length - failed.length, failed: failed.length, rows }, null, 2),
    );
  }
  if (failed.length > 0) process.exitCode = 1;
}

async function main(): Promise<void> {
  if (process.argv.includes('--quick')) return checkBudgets('quick');
  if (process.argv[2] === 'auth') {
    const { runAuthBench } = await import('./auth');
    await runAuthBench();
    return;
  }
  if (process.argv[2] === 'consignments') {
    const { runConsignmentsBench } = await import('./consignments');
    await runConsignmentsBench();
    return;
  }
  if (process.argv[2] === 'search') {
    const { runSearchBench } = await import('./search');
    await runSearchBench();
    return;
  }
  if (process.argv[2] === 'xlsx') {
    const { runXlsxBench } = await import('./xlsx');
    await runXlsxBench();
    return;
  }
  if (process.argv[2] === 'orders') {
    const { runOrdersBench } = await import('./orders');
    await runOrdersBench();
    return;
  }
  if (process.argv[2] === 'credit') {
    const { runCreditBench } = await import('./credit');
    await runCreditBench();
    return;
  }
  if (process.argv[2] === 'approvals') {
    const { runApprovalsBench } = await import('./approvals');
    await runApprovalsBench();
    return;
  }
  if (process.argv[2] === 'rfq') {
    const { runRfqBench } = await import('./rfq');
    await runRfqBench();
    return;
  }
  if (process.argv[2] === 'import') {
    const { runImportBench } = await import('./import');
    await runImportBench();
    return;
  }
  if (process.argv[2] === 'load') {
    await benchLoad({
      buyers: numberArg('buyers', 20_000),
      sellers: numberArg('sellers', 2_000),
      products: numberArg('products', 50_000),
      transporters: numberArg('transporters', 200),
      // The orders bench (`npm run bench -- orders`) measures orders; this one the reference data.
      orders: 0,
    });
    return;
  }
  return checkBudgets('full');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
