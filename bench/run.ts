// `npm run bench`: measured figures for the foundation. `npm run bench -- auth`: the auth bench.
//  1. bulk load of the demo generator at scale (rows per second), PGlite or BENCH_DATABASE_URL;
//  2. API round trips over real HTTP on 127.0.0.1 (bounded: a fixed number of requests);
//  3. gzipped JavaScript per web route, when the web app is built.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createContext } from '../apps/server/src/platform/context';
import type { Database } from '../apps/server/src/platform/db/database';
import { numberArg, openBenchDatabase } from './bench-support';
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

async function main(): Promise<void> {
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
  if (process.argv[2] === 'orders') {
    const { runOrdersBench } = await import('./orders');
    await runOrdersBench();
    return;
  }
  const scale = {
    buyers: numberArg('buyers', 20_000),
    sellers: numberArg('sellers', 2_000),
    products: numberArg('products', 50_000),
    transporters: numberArg('transporters', 200),
    // The orders bench (`npm run bench -- orders`) measures orders; this one the reference data.
    orders: 0,
  };
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
    await benchHttp(database, numberArg('requests', 5_000), numberArg('concurrency', 16));
  } finally {
    await cleanup();
  }
  const bundleScript = path.join(repoRoot(), 'bench', 'web-bundle.mjs');
  if (existsSync(bundleScript) && existsSync(path.join(repoRoot(), 'apps/web/dist/index.html'))) {
    spawnSync(process.execPath, [bundleScript], { stdio: 'inherit', cwd: repoRoot() });
  } else {
    console.log('web bundle: build the web app first (npm run build) to measure gzipped JS per route');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
