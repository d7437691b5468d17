// `npm run bench -- credit [--buyers N] [--runs R]`: the consignment credit check (`evaluateCredit`:
// the order, the buyer's derived credit state, its policy, the GSTINs' standing and the order's
// enhancers, then every rule of doc 3 §4) for one consignment at a time, on the demo data grown to
// N buyers (20,000 by default). PGlite, or a fresh PostgreSQL on BENCH_DATABASE_URL.
// Reports the SQL statements one check sends (counted on the driver) and its p50/p95 latency.
// Targets on PostgreSQL (issue 20): ≤ 5 statements, p95 ≤ 10 ms.
import { istDateOf } from '@dom/domain';
import { sql } from 'drizzle-orm';
import { numberArg, openBenchDatabase } from './bench-support';
import { runMigrations } from '../apps/server/src/platform/db/migrate';
import { consignments } from '../apps/server/src/modules/consignments';
import { evaluateCredit } from '../apps/server/src/modules/consignments/consignment-credit.rules';
import { seed } from '../apps/server/src/seed/seed';
import { countStatements } from '../apps/server/test/statement-counter';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export interface CreditFigures {
  engine: string;
  buyers: number;
  consignments: number;
  /** The most statements one check sent, and how many a typical one did (the median). */
  maxStatements: number;
  medianStatements: number;
  p50: number;
  p95: number;
}

export async function runCreditBench(size: { buyers?: number; runs?: number } = {}): Promise<CreditFigures> {
  const buyers = size.buyers ?? numberArg('buyers', 20_000);
  const runs = size.runs ?? numberArg('runs', 2_000);
  const { database, cleanup } = await openBenchDatabase('dom_bench_credit', 4);
  try {
    await runMigrations(database);
    const t0 = performance.now();
    await seed(database.db, { buyers, sellers: 200, products: 1_000, transporters: 4, orders: 4_000 });
    await database.executeSql('VACUUM ANALYZE');
    console.log(
      `credit (${database.engine}): demo data with ${buyers.toLocaleString('en-IN')} buyers in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const rows = await database.db
      .select()
      .from(consignments)
      .where(sql`${consignments.status} NOT IN ('CANCELLED')`)
      .orderBy(consignments.consignmentKey)
      .limit(500);
    if (rows.length === 0) throw new Error('no consignment in the bench data');
    const today = istDateOf(new Date());
    // Warm up (prepared statements, caches), counting each check's statements on the way.
    const counts: number[] = [];
    for (const row of rows) {
      const { statements } = await countStatements(() => evaluateCredit(database.db, row, today));
      counts.push(statements.length);
    }
    counts.sort((a, b) => a - b);
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const row = rows[i % rows.length]!;
      const s = performance.now();
      await evaluateCredit(database.db, row, today);
      samples.push(performance.now() - s);
    }
    samples.sort((a, b) => a - b);
    const figures: CreditFigures = {
      engine: database.engine,
      buyers,
      consignments: rows.length,
      maxStatements: counts[counts.length - 1] ?? 0,
      medianStatements: pct(counts, 50),
      p50: pct(samples, 50),
      p95: pct(samples, 95),
    };
    console.log(
      `credit check (${database.engine}, ${buyers.toLocaleString('en-IN')} buyers, ${rows.length} consignments, ${runs} checks one at a time): ` +
        `statements per check median ${figures.medianStatements}, max ${figures.maxStatements}; ` +
        `p50 ${figures.p50.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms`,
    );
    return figures;
  } finally {
    await cleanup();
  }
}
