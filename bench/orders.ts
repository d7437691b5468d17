// `npm run bench -- orders [--orders N] [--runs R]`: generates N orders (set-based INSERT … SELECT
// generate_series batches), then times the order search with 3 filters at page 1 and page 1,000
// (reached by keyset cursor, as the list pages forward), and the page before it (keyset backward). PGlite, or BENCH_DATABASE_URL.
// Targets on PostgreSQL: p50 ≤ 5 ms, p95 ≤ 25 ms, page 1,000 ≤ 1.2 × page 1.
import { OrderSearchQuerySchema, type OrderSearchQuery } from '@dom/contract';
import { numberArg, openBenchDatabase } from './bench-support';
import { runMigrations } from '../apps/server/src/platform/db/migrate';
import { generateOrders } from '../apps/server/src/modules/orders/order-generator';
import { OrdersQueries } from '../apps/server/src/modules/orders/orders.service';
import type { OwnerScope } from '../apps/server/src/modules/identity/scope';
import { seed } from '../apps/server/src/seed/seed';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function time(runs: number, work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(20, runs); i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: pct(samples, 50), p95: pct(samples, 95) };
}

export interface OrdersFigures {
  engine: string;
  orders: number;
  ordersPerSecond: number;
  first: { p50: number; p95: number };
  deep: { p50: number; p95: number };
}

export async function runOrdersBench(size: { orders?: number; runs?: number } = {}): Promise<OrdersFigures> {
  const total = size.orders ?? numberArg('orders', process.env.BENCH_DATABASE_URL ? 1_000_000 : 100_000);
  const runs = size.runs ?? numberArg('runs', 200);
  const batch = 50_000;
  const { database, cleanup } = await openBenchDatabase('dom_bench_orders', 4);
  try {
    await runMigrations(database);
    await seed(database.db, { buyers: 2_000, sellers: 400, products: 5_000, transporters: 10, orders: 0 });
    const t0 = performance.now();
    for (let from = 1; from <= total; from += batch)
      await generateOrders(database.db, from, Math.min(total, from + batch - 1));
    // The generator's last step updates every order: vacuum so the visibility map and indexes are clean.
    await database.executeSql('VACUUM ANALYZE');
    const loadSeconds = (performance.now() - t0) / 1000;
    console.log(
      `orders (${database.engine}): ${total.toLocaleString('en-IN')} orders with lines in ${loadSeconds.toFixed(1)} s = ${Math.round(total / loadSeconds).toLocaleString('en-IN')} orders/s`,
    );

    const queries = new OrdersQueries(database.db);
    // A relationship manager's list (scope) narrowed by 3 filters: states, unit and delay.
    const scope: OwnerScope = { rmEmail: 'rm@dom.example.in', businessUnits: ['DIRECT', 'UTCL'] };
    const base: OrderSearchQuery = OrderSearchQuerySchema.parse({
      orderStates: 'ORDERED,ORDER_APPROVED,COMPLETED',
      businessUnits: 'DIRECT',
      isDelayed: 'false',
      pageSize: '20',
    });
    let query = base;
    let pages = 0;
    for (; pages < 999; pages += 1) {
      const page = await queries.search(scope, query);
      if (!page.nextCursor) break;
      query = { ...base, after: page.nextCursor, pageNumber: pages + 1 };
    }
    const first = await time(runs, () => queries.search(scope, base));
    const deep = await time(runs, () => queries.search(scope, query));
    // The page before the deep one, as the list's Previous button asks for it (keyset backward).
    const deepPage = await queries.search(scope, query);
    const backQuery = { ...base, before: deepPage.prevCursor ?? undefined, pageNumber: query.pageNumber - 1 };
    const back = await time(runs, () => queries.search(scope, backQuery));
    const offsetDeep = await time(Math.min(runs, 50), () =>
      queries.search(scope, { ...base, pageNumber: query.pageNumber }),
    );
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    console.log(`search, 3 filters, page 1: p50 ${ms(first.p50)}, p95 ${ms(first.p95)}`);
    console.log(
      `search, 3 filters, page ${query.pageNumber + 1} (keyset): p50 ${ms(deep.p50)}, p95 ${ms(deep.p95)}; ratio to page 1 ${(deep.p50 / first.p50).toFixed(2)}`,
    );
    console.log(
      `search, 3 filters, page ${query.pageNumber} (keyset backward): p50 ${ms(back.p50)}, p95 ${ms(back.p95)}`,
    );
    console.log(
      `search, 3 filters, page ${query.pageNumber + 1} (offset, for comparison): p50 ${ms(offsetDeep.p50)}, p95 ${ms(offsetDeep.p95)}`,
    );
    return { engine: database.engine, orders: total, ordersPerSecond: total / loadSeconds, first, deep };
  } finally {
    await cleanup();
  }
}
