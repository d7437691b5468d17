// `npm run bench -- search [--orders N] [--buyers B] [--invoices I] [--runs R]`: generates N orders
// (the orders bench's set-based generator), B buyers and I invoices (one per order, set-based, as
// many as there are orders at most), then times the global search (GET /search/global's service)
// for 4-character partial terms, as the admin (every group, no scope) and as a relationship
// manager (scoped). PGlite, or BENCH_DATABASE_URL (the budget is PostgreSQL's).
// Target on PostgreSQL at 1M orders, 200k buyers, 1M invoices: p95 ≤ 30 ms (issue 18).
import type { GlobalSearchQuery } from '@dom/contract';
import { sql } from 'drizzle-orm';
import { numberArg, openBenchDatabase } from './bench-support';
import { type Database, openPostgres } from '../apps/server/src/platform/db/database';
import type { Caller } from '../apps/server/src/platform/caller';
import { runMigrations } from '../apps/server/src/platform/db/migrate';
import { generateOrders } from '../apps/server/src/modules/orders/order-generator';
import { globalSearch } from '../apps/server/src/modules/search/global-search.service';
import { seed } from '../apps/server/src/seed/seed';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export interface SearchFigures {
  engine: string;
  orders: number;
  buyers: number;
  invoices: number;
  admin: { p50: number; p95: number };
  rm: { p50: number; p95: number };
}

const PERMISSIONS = new Set([
  'Adm_Order_View',
  'Ful_Consignment_View',
  'Display_Buyer_Tab',
  'Display_Seller_Profiles_Tab',
  'View_Buyer_Ledger',
]);
const callerWith = (scope: Caller['scope']): Caller => ({
  userId: '00000000-0000-0000-0000-000000000000',
  scope,
  permissions: PERMISSIONS,
  roles: [],
  email: null,
  actor: { actorId: null, actingAsId: null, requestId: 'bench' },
});

/** 4-character terms: digits of order numbers (the common case) and parts of buyer names. */
function termsFor(orders: number, names: readonly string[], count: number): string[] {
  let x = 20261125;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x;
  };
  return Array.from({ length: count }, (_, k) => {
    if (k % 4 === 3 && names.length > 0) {
      const name = names[next() % names.length] ?? 'Shar';
      const at = next() % Math.max(1, name.length - 4);
      return name
        .slice(at, at + 4)
        .trim()
        .padEnd(4, 'a');
    }
    return String(1 + (next() % orders))
      .padStart(8, '0')
      .slice(-4);
  });
}

async function time(
  runs: number,
  terms: readonly string[],
  work: (q: GlobalSearchQuery) => Promise<unknown>,
) {
  for (let i = 0; i < Math.min(20, runs); i += 1)
    await work({ q: terms[i % terms.length] ?? '1234', limit: 5 });
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await work({ q: terms[(i + 20) % terms.length] ?? '1234', limit: 5 });
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: pct(samples, 50), p95: pct(samples, 95) };
}

/** Orders generated+1 … total as copies of orders 1 … generated: own keys, numbers and dates. */
async function copyOrders(database: Database, generated: number, total: number) {
  const own: Record<string, string> = {
    order_key: `'SO' || lpad(i::text, 8, '0')`,
    source_system_order_id: `'SRC-' || (1000000 + i)`,
    order_number: `'ORD-' || lpad(i::text, 8, '0')`,
    buyer_po_number: `'PO/' || (2025 + i % 2) || '/' || lpad(i::text, 7, '0')`,
    seller_po_number: `'SPO/' || lpad(i::text, 8, '0')`,
    pr_number: `CASE WHEN i % 4 = 0 THEN 'PR-' || (500000 + i) END`,
    order_date: `o.order_date - make_interval(mins => (i * 13) % 1440)`,
  };
  const columns = (
    await database.executeSql<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = 'orders' AND column_name NOT IN ('id', 'created_at', 'updated_at')
       ORDER BY ordinal_position`,
    )
  ).rows.map((r) => r.name);
  const values = columns.map((c) => own[c] ?? `o.${c}`);
  for (let from = generated + 1; from <= total; from += 100_000) {
    const to = Math.min(total, from + 100_000 - 1);
    await database.executeSql(
      `INSERT INTO orders (${columns.join(', ')})
       SELECT ${values.join(', ')} FROM generate_series(${from}, ${to}) i
       JOIN orders o ON o.order_key = 'SO' || lpad((1 + (i - 1) % ${generated})::text, 8, '0')`,
    );
  }
}

async function load(database: Database, orders: number, buyerCount: number, invoices: number) {
  await runMigrations(database);
  const t0 = performance.now();
  await seed(database.db, {
    buyers: buyerCount,
    sellers: 400,
    products: 2_000,
    transporters: 10,
    orders: 0,
  });
  const batch = 50_000;
  // The orders generator (lines, charges, prices) is slow on a loaded machine; search reads only
  // the order row. The first batch comes from the generator, the rest are copies of it with
  // their own ids, numbers and dates (every searched column is the copy's own).
  const generated = Math.min(orders, numberArg('generated', batch));
  for (let from = 1; from <= generated; from += batch)
    await generateOrders(database.db, from, Math.min(generated, from + batch - 1));
  if (orders > generated) await copyOrders(database, generated, orders);
  // One invoice per order, numbered and with an IRN as the e-invoice portal gives them.
  for (let from = 1; from <= invoices; from += batch) {
    const to = Math.min(invoices, from + batch - 1);
    await database.db.execute(sql`
      INSERT INTO credit_invoices (invoice_number, books_invoice_id, order_id, order_key, buyer_id, buyer_name,
        books_buyer_id, buyer_gstin, seller_id, seller_name, seller_gstin, business_unit, rm_email, tm_email,
        invoice_date, due_date, max_due_date, amount_paise, open_paise, status, irn)
      SELECT 'INV/' || (2025 + i % 2) || '/' || lpad(i::text, 8, '0'), 'BI-' || i, o.id, o.order_key, o.buyer_id,
        o.buyer_name, 'BB-' || i, b.gstin, o.seller_id, o.seller_name, s.gstin, o.business_unit, o.rm_email,
        o.tm_email, (o.order_date)::date, (o.order_date)::date + 30, (o.order_date)::date + 45, o.total_paise,
        CASE WHEN i % 3 = 0 THEN 0 ELSE o.total_paise END, CASE WHEN i % 3 = 0 THEN 'PAID' ELSE 'OPEN' END,
        md5('irn' || i) || md5('irn2' || i)
      FROM generate_series(${from}::int, ${to}::int) i
      JOIN orders o ON o.order_key = 'SO' || lpad(i::text, 8, '0')
      JOIN buyers b ON b.id = o.buyer_id
      JOIN sellers s ON s.id = o.seller_id
    `);
  }
  await database.executeSql('VACUUM ANALYZE');
  const loadSeconds = (performance.now() - t0) / 1000;
  console.log(
    `search (${database.engine}): ${orders.toLocaleString('en-IN')} orders, ${buyerCount.toLocaleString('en-IN')} buyers, ${invoices.toLocaleString('en-IN')} invoices loaded in ${loadSeconds.toFixed(1)} s`,
  );
}

export async function runSearchBench(
  size: { orders?: number; buyers?: number; invoices?: number; runs?: number } = {},
): Promise<SearchFigures> {
  const pg = Boolean(process.env.BENCH_DATABASE_URL);
  const orders = size.orders ?? numberArg('orders', pg ? 1_000_000 : 50_000);
  const buyerCount = size.buyers ?? numberArg('buyers', pg ? 200_000 : 10_000);
  const invoices = Math.min(orders, size.invoices ?? numberArg('invoices', orders));
  const runs = size.runs ?? numberArg('runs', 200);
  // BENCH_REUSE_DATABASE_URL: time against a database an earlier run kept (BENCH_KEEP_DATABASE=1).
  const reuse = process.env.BENCH_REUSE_DATABASE_URL;
  const { database, cleanup } = reuse
    ? { database: await openPostgres({ url: reuse, max: 10 }), cleanup: () => Promise.resolve() }
    : await openBenchDatabase('dom_bench_search', 10);
  try {
    if (!reuse) await load(database, orders, buyerCount, invoices);
    const counted = (
      await database.executeSql<{ o: number; b: number; i: number }>(
        `SELECT (SELECT count(*) FROM orders)::int AS o, (SELECT count(*) FROM buyers)::int AS b,
           (SELECT count(*) FROM credit_invoices)::int AS i`,
      )
    ).rows[0];
    if (counted) console.log(`timing over ${counted.o} orders, ${counted.b} buyers, ${counted.i} invoices`);
    const names = (
      await database.executeSql<{ name: string }>('SELECT name FROM buyers ORDER BY code LIMIT 500')
    ).rows.map((r) => r.name);
    const terms = termsFor(orders, names, 400);
    const admin = callerWith({});
    const rm = callerWith({ rmEmail: 'rm@dom.example.in', businessUnits: ['DIRECT', 'UTCL'] });
    const sample = await globalSearch(database.db, admin, { q: terms[0] ?? '1234', limit: 5 });
    console.log(
      `a sample: "${sample.q}" → ${sample.groups.map((g) => `${g.kind} ${g.hits.length}`).join(', ') || 'nothing'}`,
    );
    const adminTimes = await time(runs, terms, (q) => globalSearch(database.db, admin, q));
    const rmTimes = await time(runs, terms, (q) => globalSearch(database.db, rm, q));
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    console.log(
      `global search, 4 characters, admin (every group): p50 ${ms(adminTimes.p50)}, p95 ${ms(adminTimes.p95)}`,
    );
    console.log(
      `global search, 4 characters, an RM (scoped): p50 ${ms(rmTimes.p50)}, p95 ${ms(rmTimes.p95)}`,
    );
    return { engine: database.engine, orders, buyers: buyerCount, invoices, admin: adminTimes, rm: rmTimes };
  } finally {
    await cleanup();
  }
}
