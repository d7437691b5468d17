// Two servers on one PostgreSQL (issue #30): two real server processes, both API and worker, share a
// database copied from the seeded template; a bounded mixed load is sent to both, and what must
// happen once happens once. PostgreSQL lane only (PGlite is one process by design).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TASK_CHUNK_ROWS } from '@dom/domain';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { type Database, openPostgres } from '../src/platform/db/database';
import { JobRunner } from '../src/platform/jobs';
import { serverRoot } from '../src/platform/paths';
import { DEMO_PASSWORD } from '../src/seed/demo-users';
import { tinyPdf } from '../src/seed/tiny-pdf';
import { UNCLAIMED_UPLOADS_JOB } from '../src/modules/files/files.background';
import { SECONDARY_SALES_HEADER } from '../src/modules/tasks/secondary-sales.task';
import { testEngine, withDatabase } from './engine';

const HARNESS = path.join(serverRoot(), 'test', 'cluster-server.ts');

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startServer(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', HARNESS], {
    cwd: serverRoot(),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JOBS: '1',
      RESUMABLE_LEASE_MS: '1500',
      RESUMABLE_POLL_MS: '300',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out += b.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const line = out.split('\n').find((l) => l.startsWith('LISTENING'));
    if (line) return { child, base: `http://127.0.0.1:${line.split(' ')[1]}`, output: () => out };
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    if (Date.now() > deadline) throw new Error(`server did not listen:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function call(
  server: Server,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; key?: string } = {},
) {
  const res = await fetch(`${server.base}/api${url}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, text, json: <T>() => JSON.parse(text) as T };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(testEngine() !== 'postgres')('two servers on one PostgreSQL', () => {
  const dataDirs = [0, 1, 2].map(() => mkdtempSync(path.join(os.tmpdir(), 'dom-two-servers-')));
  const tpl = inject('dbTemplate') as { url: string; seededName: string };
  const name = `dom_two_${randomBytes(5).toString('hex')}`;
  let url = '';
  let a: Server;
  let b: Server;
  let c: Server | undefined;
  let db: Database;
  const counts: Record<string, number> = {};

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: tpl.url });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${tpl.seededName}`);
    } finally {
      await admin.end();
    }
    url = withDatabase(tpl.url, name);
    db = await openPostgres({ url, max: 2 });
    [a, b] = await Promise.all([startServer(url, dataDirs[0]!), startServer(url, dataDirs[1]!)]);
  }, 180_000);

  afterAll(async () => {
    console.warn(`two servers: ${JSON.stringify(counts)}`);
    const servers = [a, b, c].filter((s): s is Server => s !== undefined);
    for (const s of servers)
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => exited(s.child)));
    await db?.close();
    const admin = new pg.Client({ connectionString: tpl.url });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${name} with (force)`);
    } finally {
      await admin.end();
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const signIn = async (server: Server, username: string, password = DEMO_PASSWORD) =>
    call(server, 'POST', '/auth/login', { body: { username, password } });

  it('a session from one server is good on the other; the sign-in throttle counts failures across both', async () => {
    const signed = await signIn(a, 'admin');
    expect(signed.status, signed.text).toBe(200);
    const token = signed.json<{ access_token: string }>().access_token;
    expect((await call(b, 'GET', '/auth/user', { token })).status).toBe(200);

    // Four failures alternating between the servers, the fifth on either locks the account.
    const failures: number[] = [];
    for (let i = 0; i < 4; i++)
      failures.push((await signIn(i % 2 === 0 ? a : b, 'tm', `wrong-password-${i}`)).status);
    expect(failures).toEqual([400, 400, 400, 400]);
    const fifth = await signIn(b, 'tm', 'wrong-password-5');
    expect(fifth.status, fifth.text).toBe(429);
    // Locked on both: even the right password.
    expect((await signIn(a, 'tm')).status).toBe(429);
    expect((await signIn(b, 'tm')).status).toBe(429);
    counts.signInFailuresAcrossBoth = 5;
  });

  it('no write lost or doubled: the same key on both servers writes once, distinct keys write each', async () => {
    const token = (await signIn(b, 'admin')).json<{ access_token: string }>().access_token;
    const key = `two-servers-${randomBytes(4).toString('hex')}`;
    const same = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', '/campaign', {
          token,
          key,
          body: { name: 'Two servers, one key', audience: 'SELLERS', channel: 'EMAIL' },
        }),
      ),
    );
    expect(same.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    for (const r of same) expect([201, 409], r.text).toContain(r.status);
    const distinct = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', '/campaign', {
          token,
          key: `${key}-${i}`,
          body: { name: `Two servers ${i}`, audience: 'SELLERS', channel: 'EMAIL' },
        }),
      ),
    );
    for (const r of distinct) expect(r.status, r.text).toBe(201);
    const rows = await db.executeSql<{ name: string; n: number }>(
      `SELECT name, count(*)::int AS n FROM campaigns WHERE name LIKE 'Two servers%' GROUP BY name`,
    );
    expect(rows.rows.find((r) => r.name === 'Two servers, one key')?.n).toBe(1);
    expect(rows.rows.filter((r) => r.name !== 'Two servers, one key')).toHaveLength(20);
    for (const r of rows.rows) expect(r.n, r.name).toBe(1);
    counts.writes = rows.rows.length;
  });

  it('a campaign sent to both servers at once is sent once; each outbox event and each notification runs once', async () => {
    const token = (await signIn(a, 'admin')).json<{ access_token: string }>().access_token;
    const made = await call(a, 'POST', '/campaign', {
      token,
      body: { name: 'Two servers send', audience: 'SELLERS', channel: 'EMAIL' },
    });
    expect(made.status, made.text).toBe(201);
    const id = made.json<{ id: number }>().id;
    const sends = await Promise.all([
      call(a, 'POST', `/campaign/${id}/send`, { token }),
      call(b, 'POST', `/campaign/${id}/send`, { token }),
    ]);
    expect(sends.map((s) => s.status).sort()).toEqual([200, 409]);
    const ref = `campaign ${id}`;
    const logs = async () =>
      (
        await db.executeSql<{ id: number; status: string; attempts: number }>(
          `SELECT id, status, attempts FROM notification_logs WHERE source_ref = $1`,
          [ref],
        )
      ).rows;
    expect((await logs()).length).toBeGreaterThan(1);
    await until('every survey message sent', async () => (await logs()).every((l) => l.status === 'SENT'));
    const sent = await logs();
    for (const l of sent) expect(l.attempts, `log ${l.id}`).toBe(1);
    const events = (
      await db.executeSql<{ attempts: number; processed: boolean }>(
        `SELECT attempts, processed_at IS NOT NULL AS processed FROM outbox
          WHERE topic = 'notification.deliver' AND (payload->>'logId')::bigint = ANY($1::bigint[])`,
        [sent.map((l) => l.id)],
      )
    ).rows;
    expect(events).toHaveLength(sent.length);
    for (const e of events) expect(e).toEqual({ attempts: 1, processed: true });
    const delivered = await db.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM simulated_messages WHERE channel = 'EMAIL' AND body LIKE '%/feedback/%'
         AND reference IN (SELECT id::text FROM outbox WHERE topic = 'notification.deliver'
           AND (payload->>'logId')::bigint = ANY($1::bigint[]))`,
      [sent.map((l) => l.id)],
    );
    expect(delivered.rows[0]?.n).toBe(sent.length);
    counts.notifications = sent.length;
    counts.outboxEvents = events.length;
    counts.simulatedMessages = Number(delivered.rows[0]?.n ?? 0);
  });

  it('jobs queued from a third process run once each, on whichever server takes them', async () => {
    const database = await openPostgres({ url, max: 2 });
    const runner = new JobRunner(database, { runWorkers: false });
    runner.define(UNCLAIMED_UPLOADS_JOB, async () => undefined);
    await runner.start();
    try {
      const ids = await Promise.all(
        Array.from({ length: 8 }, () => runner.enqueue(UNCLAIMED_UPLOADS_JOB, {})),
      );
      for (const id of ids) expect((await runner.waitFor(id, 60_000)).status).toBe('COMPLETED');
      const jobs = await database.executeSql<{ state: string; retry_count: number }>(
        `SELECT state, retry_count FROM pgboss.job WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      expect(jobs.rows).toHaveLength(ids.length);
      for (const j of jobs.rows) expect(j).toEqual({ state: 'completed', retry_count: 0 });
      counts.jobs = ids.length;
    } finally {
      await runner.stop();
      await database.close();
    }
  });

  it('an approval decided on both servers at once is decided once; an upload address issued by one is used once on either', async () => {
    const [held] = (
      await db.executeSql<{ consignment_key: string }>(
        `UPDATE consignments SET status = 'PAYMENT_BLOCKED', blocked_reasons = ARRAY['OPS_CREDIT_BLOCKED'],
            total_paise = 500000
          WHERE consignment_key = (SELECT consignment_key FROM consignments ORDER BY consignment_key LIMIT 1)
          RETURNING consignment_key`,
      )
    ).rows;
    const om = (await signIn(a, 'om')).json<{ access_token: string }>().access_token;
    const finance = (await signIn(b, 'finance')).json<{ access_token: string }>().access_token;
    const raised = await call(a, 'POST', '/approval-request', {
      token: om,
      body: {
        subjectType: 'consignment/credit-exception',
        subjectKey: held!.consignment_key,
        comment: 'Buyer paid by cheque; clearing tomorrow',
      },
    });
    expect(raised.status, raised.text).toBe(201);
    const approvalKey = raised.json<{ approvalKey: string }>().approvalKey;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', '/approval-center/approve', {
          token: finance,
          key: `two-servers-approve-${approvalKey}-${i}`,
          body: { approvalKey, comment: 'Checked the ledger' },
        }),
      ),
    );
    const codes = answers.map((r) => r.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const decisions = await db.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM approval_decisions d JOIN approval_requests r ON r.id = d.request_id
        WHERE r.approval_key = $1`,
      [approvalKey],
    );
    expect(decisions.rows[0]?.n).toBe(1);
    const audited = await db.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity_id = $1 AND action = 'approval-request.approve'`,
      [approvalKey],
    );
    expect(audited.rows[0]?.n).toBe(1);
    counts.approvalCalls = answers.length;
    counts.approvalDecisions = 1;

    const admin = (await signIn(a, 'admin')).json<{ access_token: string }>().access_token;
    const address = await call(a, 'POST', '/tasks/upload/signedUrl', {
      token: admin,
      body: { purpose: 'ENHANCER_DOCUMENTS', fileName: 'proof.pdf' },
    });
    expect(address.status, address.text).toBe(200);
    const target = address.json<{ url: string }>().url;
    const postTo = async (server: Server) => {
      const form = new FormData();
      form.append('file', new Blob([tinyPdf('proof')]), 'proof.pdf');
      const headers = { authorization: `Bearer ${admin}` };
      return (await fetch(`${server.base}${target}`, { method: 'POST', body: form, headers })).status;
    };
    const uses = await Promise.all([postTo(b), postTo(a)]);
    expect(uses.sort()).toEqual([201, 409]);
  });

  it('a server killed in the middle of a task commit: the other takes the commit over and finishes it, no row doubled', async () => {
    c = await startServer(url, dataDirs[2]!, { HANG_AFTER_TASK_CHUNK: '1' });
    const hr = (await signIn(c, 'hr')).json<{ access_token: string }>().access_token;
    const skus = (await db.executeSql<{ sku: string }>('SELECT sku FROM products ORDER BY sku LIMIT 3')).rows;
    const n = TASK_CHUNK_ROWS * 2 + 500;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Secondary Sales');
    sheet.addRow([...SECONDARY_SALES_HEADER]);
    for (let i = 0; i < n; i++)
      sheet.addRow([
        `TWO/${Math.floor(i / 4)}`,
        (i % 4) + 1,
        '2026-10-05',
        'D001',
        'Shree Traders',
        `R${i % 97}`,
        'Sai Hardware',
        '',
        'Pune',
        'Maharashtra',
        '411001',
        'UltraTech',
        skus[i % skus.length]?.sku ?? '',
        'Cement OPC 53',
        'BAG',
        '10',
        '385.50',
        '28',
        '3855.00',
        'Anil',
      ]);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(await book.xlsx.writeBuffer())]), 'sales.xlsx');
    const uploaded = await fetch(`${c.base}/api/tasks/SECONDARY_SALES/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hr}` },
      body: form,
    });
    const preview = (await uploaded.json()) as { task: { taskId: string; errorCount: number } };
    expect(uploaded.status, JSON.stringify(preview)).toBe(201);
    expect(preview.task.errorCount).toBe(0);
    const taskId = preview.task.taskId;
    const started = await call(c, 'POST', '/extraction/initiate', { token: hr, body: { taskId } });
    expect(started.status, started.text).toBeLessThan(300);
    await until(
      'the commit hangs after its second chunk',
      async () => c!.output().includes(`HUNG task ${taskId}`),
      120_000,
    );
    const written = async () =>
      Number(
        (
          await db.executeSql<{ n: number }>(
            `SELECT count(*)::int AS n FROM secondary_sales WHERE invoice_number LIKE 'TWO/%'`,
          )
        ).rows[0]?.n ?? 0,
      );
    expect(await written()).toBe(TASK_CHUNK_ROWS * 2);
    c.child.kill('SIGKILL');
    await exited(c.child);
    // The other servers' workers take the commit over once its lease lapses, and finish it.
    const task = async () =>
      (await call(b, 'GET', `/tasks/${taskId}`, { token: hr })).json<{
        status: string;
        writtenRows: number;
        finishedOn: string | null;
      }>();
    await until(
      'the commit finishes on another server',
      async () => (await task()).finishedOn !== null,
      120_000,
    );
    expect(await task()).toMatchObject({ status: 'COMPLETED', writtenRows: n });
    expect(await written()).toBe(n);
    const attempts = await db.executeSql<{ attempts: number }>(`SELECT attempts FROM tasks WHERE id = $1`, [
      taskId,
    ]);
    expect(attempts.rows[0]?.attempts).toBe(2);
    counts.taskRowsCommittedAcrossKill = n;
  }, 300_000);
});
