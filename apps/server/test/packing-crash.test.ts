// Fault run: the server process is killed (SIGKILL) in the middle of packing — after the e-invoice
// portal has registered the IRN, before the consignment has recorded it — and a new server is started
// on the same data folder. The packing job's lease lapses, the new server's worker takes the job over,
// asks the portal again (which answers the IRN it registered) and carries the consignment to PACKED:
// one IRN, one audit trail, one invoice on the buyer's ledger. Real processes on a PGlite data folder,
// so it runs in the PGlite lane only.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { istDateOf } from '@dom/domain';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../src/app';
import { registerModuleBackground } from '../src/background';
import { createContext } from '../src/context';
import { type Database, openPglite } from '../src/platform/db/database';
import { serverRoot } from '../src/platform/paths';
import { createConsignment, driveTo } from '../src/modules/consignments/consignment-test-kit';
import { as } from './auth';
import { testEngine } from './engine';
import { type TestApp, testConfig } from './test-app';

const HARNESS = path.join(serverRoot(), 'test', 'packing-crash-server.ts');
const LEASE_MS = 1_500;

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves when the output has a line starting with `prefix` (answers the line). */
  waitFor: (prefix: string, timeoutMs?: number) => Promise<string>;
}

/** Starts the real server on the data folder; answers once it listens. */
async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', HARNESS], {
    cwd: serverRoot(),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      RESUMABLE_LEASE_MS: String(LEASE_MS),
      RESUMABLE_POLL_MS: '300',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out += b.toString()));
  const waitFor = async (prefix: string, timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = out.split('\n').find((l) => l.startsWith(prefix));
      if (line) return line;
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
      if (Date.now() > deadline) throw new Error(`no "${prefix}" within ${timeoutMs} ms:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const port = Number((await waitFor('LISTENING')).split(' ')[1]);
  return { child, port, output: () => out, waitFor };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe.skipIf(testEngine() !== 'pglite')('packing survives a crash of the server', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dom-pack-crash-'));
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a new server takes the packing job over and packs the consignment exactly once', async () => {
    // A consignment ready to pack, made through the API of an in-process app on the data folder.
    const tpl = inject('dbTemplate');
    if (tpl.engine !== 'pglite') throw new Error('PGlite lane only');
    let database: Database = await openPglite({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([readFileSync(tpl.seededFile)]),
    });
    const ctx = await createContext(testConfig({ dataDir }), database);
    registerModuleBackground(ctx);
    const app = await buildApp(ctx, { logger: false, webDistDir: null });
    const t: TestApp = { app, ctx, database, close: async () => undefined };
    const om = await as(t, 'om');
    const today = istDateOf(new Date());
    const { consignmentKey: key } = await createConsignment(t, om);
    await driveTo(t, om, key, 'READY_TO_PROCESS', today);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...om })
    ).json<{ totalPaise: string }>();
    await app.close();
    await database.close();

    // Server 1 packs; the portal registers the IRN and the process is killed before it is recorded.
    const first = await startServer(dataDir, { PAUSE_AFTER_IRN: '1' });
    children.push(first.child);
    const invoiceNumber = `INV/CRASH/${Date.now() % 100_000}`;
    const packing = fetch(`http://127.0.0.1:${first.port}/api/consignment/pack-consignment-byId-v2`, {
      method: 'POST',
      headers: { ...om.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        consignmentKey: key,
        distanceKm: 120,
        invoice: { invoiceNumber, invoiceDate: today, invoiceAmountPaise: detail.totalPaise },
      }),
    }).then(
      (res) => res.status,
      () => 'no answer' as const,
    );
    const paused = await first.waitFor('PAUSED after IRN');
    const irn = paused.split(' ').at(-1);
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(await packing).toBe('no answer');

    // Server 2 on the same folder: its worker takes the job over once the lease lapses.
    const second = await startServer(dataDir);
    children.push(second.child);
    const deadline = Date.now() + 60_000;
    let status = '';
    while (Date.now() < deadline) {
      const res = await fetch(`http://127.0.0.1:${second.port}/api/shipment/consignment/${key}`, {
        headers: om.headers,
      });
      status = ((await res.json()) as { status: string }).status;
      if (status !== 'PACKING_IN_PROGRESS') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe('PACKED');
    second.child.kill('SIGTERM');
    await exited(second.child);

    database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const one = async <T>(text: string, values: unknown[] = [key]) =>
        (await database.executeSql<T>(text, values)).rows;
      const [row] = await one<{ status: string; irn: string }>(
        'SELECT status, irn FROM consignments WHERE consignment_key = $1',
      );
      expect(row).toEqual({ status: 'PACKED', irn });
      // One IRN registered at the portal for the invoice.
      expect(
        await one<{ irn: string }>('SELECT irn FROM gst_sim_irns WHERE document_number = $1', [
          invoiceNumber,
        ]),
      ).toEqual([{ irn }]);
      // One audit trail: the user's move into packing and the system's move out, once each.
      const audit = await one<{ action: string }>(
        "SELECT action FROM audit_log WHERE entity_type = 'consignment' AND entity_id = $1 AND action IN ('consignment.pack', 'consignment.packingSucceeded', 'consignment.failIrnGeneration', 'consignment.failInvoiceGeneration', 'consignment.failInvoiceSending', 'consignment.failEwayBill') ORDER BY id",
      );
      expect(audit.map((a) => a.action)).toEqual(['consignment.pack', 'consignment.packingSucceeded']);
      // One invoice on the buyer's ledger, one ledger entry for it.
      const invoices = await one<{ id: string }>('SELECT id FROM credit_invoices WHERE consignment_key = $1');
      expect(invoices).toHaveLength(1);
      const entries = await one<{ n: string }>(
        'SELECT count(*)::text AS n FROM credit_ledger_entries WHERE invoice_id = $1',
        [invoices[0]!.id],
      );
      expect(entries).toEqual([{ n: '1' }]);
      // The dispatch advice and the packing list, once each.
      const documents = await one<{ file_name: string }>(
        'SELECT d.file_name FROM consignment_documents d JOIN consignments c ON c.id = d.consignment_id WHERE c.consignment_key = $1 ORDER BY d.file_name',
      );
      expect(documents.map((d) => d.file_name)).toEqual([
        `dispatch-advice-${key}.pdf`,
        `packing-list-${key}.pdf`,
      ]);
      // One job, taken over once: the second attempt asked the portal again and got the same IRN.
      const jobs = await one<{
        outcome: string;
        attempts: number;
        steps: { irn?: { irn: string; duplicate: boolean } };
      }>(
        "SELECT outcome, attempts, steps FROM resumable_jobs WHERE kind = 'consignment.packing' AND subject = $1",
      );
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({
        outcome: 'DONE',
        attempts: 2,
        steps: { irn: { irn, duplicate: true } },
      });
    } finally {
      await database.close();
    }
  }, 240_000);
});
