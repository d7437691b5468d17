// `npm run bench -- approvals [--requests N] [--runs R]`: generates N approval requests (set-based
// INSERT … SELECT generate_series over the seeded users: one in ten pending, two steps each, the
// current step's approvers a role or a named user), then times the Approval Center's log call as the
// screen asks for it: an admin's "all" page 1 and page 2,500 (halfway), an approver's "Waiting for me" (the
// default tab) and the same tab for someone nothing waits for.
// PGlite, or BENCH_DATABASE_URL (PostgreSQL). Target on PostgreSQL (issue 43): page 1 and "waiting
// for me" p95 ≤ 25 ms, page 2,500 ≤ 60 ms at 100,000 requests.
import { ApprovalListQuerySchema } from '@dom/contract';
import { type SQL, sql } from 'drizzle-orm';
import { numberArg, openBenchDatabase } from './bench-support';
import { runMigrations } from '../apps/server/src/platform/db/migrate';
import type { ApprovalCaller } from '../apps/server/src/modules/approvals/approval-policies';
import { approvalLog } from '../apps/server/src/modules/approvals/approvals.service';
import { syncAwaiting } from '../apps/server/src/modules/approvals/approvals.repo';
import { seed } from '../apps/server/src/seed/seed';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function time(runs: number, work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(10, runs); i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: pct(samples, 50), p95: pct(samples, 95) };
}

type Timing = { p50: number; p95: number };

export interface ApprovalFigures {
  engine: string;
  requests: number;
  first: Timing;
  deep: Timing;
  waiting: Timing;
  waitingEmpty: Timing;
}

const callerWith = (userId: string, roles: string[]): ApprovalCaller => ({
  userId,
  roles,
  scope: {},
  permissions: new Set(),
  actor: { actorId: userId, actingAsId: null, requestId: 'bench' },
});

export async function runApprovalsBench(
  size: { requests?: number; runs?: number } = {},
): Promise<ApprovalFigures> {
  const total = size.requests ?? numberArg('requests', 100_000);
  const runs = size.runs ?? numberArg('runs', 100);
  const batch = 25_000;
  const { database, cleanup } = await openBenchDatabase('dom_bench_approvals', 4);
  try {
    await runMigrations(database);
    await seed(database.db, { buyers: 20, sellers: 5, products: 20, transporters: 2, orders: 0 });
    const users = (await database.db.execute(
      sql`SELECT id::text AS id, username FROM users ORDER BY username`,
    )) as { rows: { id: string; username: string }[] };
    const approver = users.rows.find((u) => u.username !== 'admin') ?? users.rows[0]!;
    const t0 = performance.now();
    for (let from = 1; from <= total; from += batch) {
      const to = Math.min(total, from + batch - 1);
      // Requests: one in ten PENDING, the rest decided; newest first by created_at.
      await database.db.execute(
        sql.raw(`
        WITH u AS (SELECT row_number() OVER (ORDER BY id) - 1 AS i, id FROM users),
             n AS (SELECT count(*) AS c FROM users)
        INSERT INTO approval_requests (approval_key, subject_type, subject_key, summary, business_value_paise,
          requested_by, status, created_at, updated_at, decided_at)
        SELECT 'APB' || lpad(g::text, 7, '0'), 'bench/subject', 'S' || g, 'Bench request ' || g,
          (100000 + (g * 7919) % 50000000)::bigint, u.id,
          CASE WHEN g % 10 = 0 THEN 'PENDING' WHEN g % 10 < 7 THEN 'APPROVED' WHEN g % 10 < 9 THEN 'REJECTED'
            ELSE 'CANCELLED' END,
          now() - (g * interval '5 minutes'), now(),
          CASE WHEN g % 10 = 0 THEN NULL ELSE now() - (g * interval '5 minutes') + interval '1 hour' END
        FROM generate_series(${from}, ${to}) g JOIN n ON true JOIN u ON u.i = g % n.c`),
      );
      // Two steps each: FINANCE approves the first, a named user the second; a pending request waits
      // at its first step (even g / 20) or its second.
      await database.db.execute(
        sql.raw(`
        INSERT INTO approval_steps (request_id, position, code, label, participants, required_approvals, status)
        SELECT r.id, p, CASE p WHEN 1 THEN 'FIN' ELSE 'HEAD' END, CASE p WHEN 1 THEN 'Finance' ELSE 'Head' END,
          CASE p WHEN 1 THEN '[{"participation":"APPROVER","roleCode":"FINANCE"}]'::jsonb
            ELSE jsonb_build_array(jsonb_build_object('participation', 'APPROVER', 'userId', '${approver.id}'))
          END, 1,
          CASE WHEN r.status <> 'PENDING' THEN CASE r.status WHEN 'APPROVED' THEN 'APPROVED' WHEN 'REJECTED' THEN 'REJECTED'
              ELSE 'CANCELLED' END
            WHEN p = 1 AND g % 20 = 0 THEN 'REQUESTED' WHEN p = 1 THEN 'APPROVED' ELSE 'REQUESTED' END
        FROM generate_series(${from}, ${to}) g
        JOIN approval_requests r ON r.approval_key = 'APB' || lpad(g::text, 7, '0')
        CROSS JOIN generate_series(1, 2) p`),
      );
    }
    // Written here, not raised through the service: who may approve each pending one now.
    await syncAwaiting(database.db);
    await database.executeSql('VACUUM ANALYZE approval_requests');
    await database.executeSql('VACUUM ANALYZE approval_steps');
    const loadSeconds = (performance.now() - t0) / 1000;
    console.log(
      `approvals (${database.engine}): ${total.toLocaleString('en-IN')} requests in ${loadSeconds.toFixed(1)} s`,
    );
    const admin = callerWith(users.rows.find((u) => u.username === 'admin')!.id, ['ADMIN']);
    const finance = callerWith(approver.id, ['FINANCE']);
    const other = users.rows.find((u) => u.id !== approver.id && u.username !== 'admin')!;
    const nobody = callerWith(other.id, ['SALES']);
    const q = (raw: Record<string, string>) => ApprovalListQuerySchema.parse({ pageSize: '20', ...raw });
    const all = q({ view: 'all' });
    // Page 2,500 of 5,000 at 100,000 requests: halfway down the list, at any size.
    const deep = q({ view: 'all', pageNumber: String(Math.min(2_499, Math.floor(total / 40))) });
    const waiting = q({ view: 'waiting' });
    const shown = await approvalLog(database.db, finance, waiting);
    const none = await approvalLog(database.db, nobody, waiting);
    console.log(
      `waiting for the approver: ${shown.totalElements}${shown.totalIsCapped ? '+' : ''}; for someone else: ${none.totalElements}`,
    );
    // Each list call's statements explained as they run: a plan that reads all of approval_requests
    // (a sequential scan) fails the bench; --explain prints the plans.
    const seqScans: string[] = [];
    const explaining = (label: string) =>
      new Proxy(database.db, {
        get(target, prop, receiver) {
          if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
          return async (query: SQL) => {
            const plan = (await target.execute(sql`EXPLAIN ANALYZE ${query}`)) as {
              rows: Record<string, string>[];
            };
            const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
            if (process.argv.includes('--explain')) console.log(`── ${label}\n${text}`);
            // A sequential scan that stops early (the capped count's LIMIT) reads what an index would.
            for (const m of text.matchAll(/Seq Scan on approval_requests.*?actual time=\S+ rows=([\d.]+)/g))
              if (Number(m[1]) > 1_001) seqScans.push(`${label}: ${m[0]}`);
            return target.execute(query);
          };
        },
      });
    await approvalLog(explaining('all, page 1'), admin, all);
    await approvalLog(explaining('all, deep page'), admin, deep);
    await approvalLog(explaining('waiting for me'), finance, waiting);
    await approvalLog(explaining('waiting for me, nothing waits'), nobody, waiting);
    if (seqScans.length > 0)
      throw new Error(`Approval Center: a plan reads every request (${seqScans.join(', ')})`);
    const figures = {
      first: await time(runs, () => approvalLog(database.db, admin, all)),
      deep: await time(runs, () => approvalLog(database.db, admin, deep)),
      waiting: await time(runs, () => approvalLog(database.db, finance, waiting)),
      waitingEmpty: await time(runs, () => approvalLog(database.db, nobody, waiting)),
    };
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    for (const [label, f] of [
      ['admin, all, page 1', figures.first],
      [`admin, all, page ${deep.pageNumber + 1}`, figures.deep],
      ['an approver, waiting for me, page 1', figures.waiting],
      ['waiting for me, nothing waits', figures.waitingEmpty],
    ] as const)
      console.log(`Approval Center, ${label}: p50 ${ms(f.p50)}, p95 ${ms(f.p95)}`);
    return { engine: database.engine, requests: total, ...figures };
  } finally {
    await cleanup();
  }
}
