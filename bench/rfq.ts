// `npm run bench -- rfq [--rfqs N] [--runs R]`: generates N buyer RFQs (set-based INSERT … SELECT
// generate_series batches over the seeded buyers, every status, two years of dates), then times the
// RFQ list call as the /rfq screen asks for it (the page and its capped count): an RM's page 1, an
// admin's status tab with the pricing-basis filter, a page 50 deep, and a search by RFQ key / buyer.
// PGlite, or BENCH_DATABASE_URL (PostgreSQL). Target on PostgreSQL: page p95 ≤ 25 ms at 100,000 RFQs.
import { RfqListQuerySchema } from '@dom/contract';
import { ENQUIRY_STATUSES } from '@dom/domain';
import { sql } from 'drizzle-orm';
import { numberArg, openBenchDatabase } from './bench-support';
import { runMigrations } from '../apps/server/src/platform/db/migrate';
import type { Caller } from '../apps/server/src/platform/caller';
import { listRfqs } from '../apps/server/src/modules/rfq/rfq.service';
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

export interface RfqFigures {
  engine: string;
  rfqs: number;
  rm: { p50: number; p95: number };
  tab: { p50: number; p95: number };
  deep: { p50: number; p95: number };
  search: { p50: number; p95: number };
}

const callerWith = (scope: Caller['scope']): Caller => ({
  userId: '00000000-0000-0000-0000-000000000000',
  scope,
  permissions: new Set(),
  roles: [],
  email: null,
  actor: { actorId: null, actingAsId: null, requestId: 'bench' },
});

export async function runRfqBench(size: { rfqs?: number; runs?: number } = {}): Promise<RfqFigures> {
  const total = size.rfqs ?? numberArg('rfqs', 100_000);
  const runs = size.runs ?? numberArg('runs', 200);
  const batch = 25_000;
  const { database, cleanup } = await openBenchDatabase('dom_bench_rfq', 4);
  try {
    await runMigrations(database);
    await seed(database.db, { buyers: 2_000, sellers: 50, products: 500, transporters: 5, orders: 0 });
    const statuses = ENQUIRY_STATUSES.map((s) => `'${s.value}'`).join(',');
    const t0 = performance.now();
    for (let from = 1; from <= total; from += batch) {
      const to = Math.min(total, from + batch - 1);
      await database.db.execute(
        sql.raw(`
        WITH b AS (SELECT row_number() OVER (ORDER BY code) - 1 AS i, * FROM buyers),
             n AS (SELECT count(*) AS c FROM buyers)
        INSERT INTO rfqs (rfq_key, buyer_id, buyer_name, buyer_code, buyer_state_code, rm_email, tm_email,
          business_unit, pricing_basis, sales_type, buyer_credit_days, payment_terms, status, line_count,
          seller_count, response_count, value_paise, created_at, updated_at)
        SELECT 'RFQ-B' || lpad(g::text, 7, '0'), b.id, b.name, b.code, b.state_code, b.rm_email, b.tm_email,
          b.business_unit, CASE WHEN g % 3 = 0 THEN 'EXW' ELSE 'FOR' END,
          CASE WHEN g % 2 = 0 THEN 'tradeSales' ELSE 'projectSales' END, g % 22, 'Credit 15 days',
          (ARRAY[${statuses}])[1 + (g * 7) % ${ENQUIRY_STATUSES.length}], 1 + g % 5, g % 4, g % 3,
          (100000 + (g * 7919) % 50000000)::bigint, now() - (g * interval '10 minutes'), now()
        FROM generate_series(${from}, ${to}) g JOIN n ON true JOIN b ON b.i = g % n.c`),
      );
    }
    await database.executeSql('VACUUM ANALYZE rfqs');
    const loadSeconds = (performance.now() - t0) / 1000;
    console.log(
      `rfqs (${database.engine}): ${total.toLocaleString('en-IN')} RFQs in ${loadSeconds.toFixed(1)} s = ${Math.round(total / loadSeconds).toLocaleString('en-IN')} RFQs/s`,
    );
    const rm = callerWith({ rmEmail: 'rm@dom.example.in', businessUnits: ['DIRECT', 'UTCL'] });
    const admin = callerWith({});
    const q = (raw: Record<string, string>) => RfqListQuerySchema.parse({ pageSize: '20', ...raw });
    const first = q({});
    const tab = q({ statuses: 'SOURCING_REQUIRED', pricingBasis: 'FOR' });
    const deep = q({ pageNumber: '49' });
    const search = q({ search: 'RFQ-B00123' });
    const shown = await listRfqs(database.db, rm, first);
    console.log(`an RM's list: ${shown.totalElements} RFQs in scope, page of ${shown.content.length}`);
    const figures = {
      rm: await time(runs, () => listRfqs(database.db, rm, first)),
      tab: await time(runs, () => listRfqs(database.db, admin, tab)),
      deep: await time(runs, () => listRfqs(database.db, admin, deep)),
      search: await time(Math.min(runs, 100), () => listRfqs(database.db, admin, search)),
    };
    if (process.argv.includes('--explain')) {
      // The plans of the page and the capped count (what the list call runs), read with their buffers.
      const scoped = `rm_email = 'rm@dom.example.in' AND business_unit IN ('DIRECT', 'UTCL')`;
      const tabbed = `status IN ('SOURCING_REQUIRED') AND pricing_basis = 'FOR'`;
      for (const where of [scoped, tabbed]) {
        for (const query of [
          `SELECT * FROM rfqs WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 20`,
          `SELECT count(*) FROM (SELECT 1 FROM rfqs WHERE ${where} LIMIT 1001) x`,
        ]) {
          const plan = await database.executeSql<Record<string, string>>(
            `EXPLAIN (ANALYZE, BUFFERS) ${query}`,
          );
          console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
        }
      }
    }
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    for (const [label, f] of [
      ["an RM's page 1", figures.rm],
      ['admin, status tab + pricing basis, page 1', figures.tab],
      ['admin, page 50 (offset)', figures.deep],
      ['admin, search by RFQ key / buyer', figures.search],
    ] as const)
      console.log(`RFQ list, ${label}: p50 ${ms(f.p50)}, p95 ${ms(f.p95)}`);
    return { engine: database.engine, rfqs: total, ...figures };
  } finally {
    await cleanup();
  }
}
