import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUSINESS_UNITS, TransitionError } from '@dom/domain';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db';
import type { Database } from './platform/db/database';
import { AppError } from './platform/errors';
import { type Machine, type MoveCaller, applyMove } from './platform/moves';
import { serverRoot } from './platform/paths';
import { CONSIGNMENT_MACHINE, TRACKING_MACHINE } from './modules/consignments/consignment-machine';
import { INVOICE_MACHINE, INVOICE_REVISION_MACHINE } from './modules/credit/credit-machines';
import { CREDIT_LEAD_MACHINE } from './modules/credit-leads/credit-lead-machine';
import { ADHOC_LIMIT_MACHINE } from './modules/credit-limits/adhoc-limit-machine';
import { APPROVAL_REQUEST_MACHINE, APPROVAL_STEP_MACHINE } from './modules/approvals/approval-machines';
import { ACCESS_REQUEST_MACHINE } from './modules/identity/access-request-machine';
import { NOTIFICATION_MACHINE } from './modules/notifications/notification-machine';
import { JOB_WORK_MACHINE, ORDER_MACHINE } from './modules/orders/order-machine';
import { BUYER_ONBOARDING_MACHINE, SELLER_ONBOARDING_MACHINE } from './modules/parties/onboarding-machines';
import { ENQUIRY_MACHINES, QUOTATION_MACHINES } from './modules/rfq/rfq-machines';
import { TASK_JOB_MACHINE, TASK_MACHINE } from './modules/tasks/task-machines';

/**
 * The state matrix on the real tables: every machine the server declares, each (state, action) of
 * its transition table, walked through the runner on a real row of the machine's own table (the
 * demo data, or one row added where the demo has none). A move the table has lands: the row is
 * in the target state, with one audit row and one `<entity>.status-changed` event more. From every
 * other state the runner answers 409 with the domain's message and writes nothing.
 * (`platform/moves/apply-move.test.ts` walks the same tables on a test table, with 403s and races.)
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each machine has its own row, state and scope types
type AnyMachine = Machine<any, any, any, any, any>;

interface Subject {
  machine: AnyMachine;
  /** Its name in the test list when the entity alone is ambiguous (one machine per business unit). */
  name?: string;
  /** The key the machine finds a row by: a real row of its table. */
  key: (db: Database) => Promise<string>;
}

const first = async (db: Database, query: string, params: unknown[] = []): Promise<string> => {
  const [row] = (await db.executeSql<{ key: string }>(query, params)).rows;
  if (!row) throw new Error(`No row for: ${query}`);
  return row.key;
};

const SUBJECTS: readonly Subject[] = [
  {
    machine: ORDER_MACHINE,
    key: (db) => first(db, 'SELECT order_key AS key FROM orders ORDER BY id LIMIT 1'),
  },
  {
    machine: JOB_WORK_MACHINE,
    // The demo has no job work: one on the first order's first line.
    key: (db) =>
      first(
        db,
        `INSERT INTO order_job_works (order_id, order_line_id, process, job_worker, quantity)
         SELECT l.order_id, l.id, 'Cutting', 'Matrix Works', 1 FROM order_lines l ORDER BY l.id LIMIT 1
         RETURNING id::text AS key`,
      ),
  },
  {
    machine: CONSIGNMENT_MACHINE,
    key: (db) => first(db, 'SELECT consignment_key AS key FROM consignments ORDER BY id LIMIT 1'),
  },
  {
    machine: TRACKING_MACHINE,
    key: (db) => first(db, 'SELECT consignment_key AS key FROM consignments ORDER BY id DESC LIMIT 1'),
  },
  {
    machine: INVOICE_MACHINE,
    key: (db) => first(db, 'SELECT id::text AS key FROM credit_invoices ORDER BY id LIMIT 1'),
  },
  {
    machine: INVOICE_REVISION_MACHINE,
    key: (db) => first(db, 'SELECT id::text AS key FROM invoice_revisions ORDER BY id LIMIT 1'),
  },
  {
    machine: BUYER_ONBOARDING_MACHINE,
    key: (db) => first(db, 'SELECT id::text AS key FROM buyers ORDER BY id LIMIT 1'),
  },
  {
    machine: SELLER_ONBOARDING_MACHINE,
    key: (db) => first(db, 'SELECT id::text AS key FROM sellers ORDER BY id LIMIT 1'),
  },
  {
    machine: CREDIT_LEAD_MACHINE,
    key: (db) => first(db, 'SELECT lead_key AS key FROM credit_leads ORDER BY lead_key LIMIT 1'),
  },
  {
    machine: ADHOC_LIMIT_MACHINE,
    // The demo has no ad-hoc limit: one for the first buyer with a credit account, asked by the first user.
    key: (db) =>
      first(
        db,
        `INSERT INTO credit_adhoc_limits (buyer_id, amount_paise, start_date, expiry_date, reason, status, requested_by)
         SELECT a.buyer_id, 1000000, current_date, current_date + 30, 'State matrix', 'PENDING',
                (SELECT id FROM users ORDER BY id LIMIT 1)
           FROM buyer_credit_accounts a ORDER BY a.buyer_id LIMIT 1
         RETURNING 'AH' || lpad(serial::text, 6, '0') AS key`,
      ),
  },
  {
    machine: ACCESS_REQUEST_MACHINE,
    // The demo has no access request: one by the first user.
    key: (db) =>
      first(
        db,
        `INSERT INTO access_requests (requester_id, reason)
         SELECT id, 'State matrix' FROM users ORDER BY id LIMIT 1 RETURNING id::text AS key`,
      ),
  },
  {
    machine: TASK_MACHINE,
    // The demo has no bulk task: one upload by the first user.
    key: (db) =>
      first(
        db,
        `INSERT INTO tasks (task_type, area, kind, created_by)
         SELECT 'STATE_MATRIX', 'master-data', 'UPLOAD', id FROM users ORDER BY id LIMIT 1
         RETURNING id::text AS key`,
      ),
  },
  {
    machine: TASK_JOB_MACHINE,
    key: (db) =>
      first(
        db,
        `INSERT INTO tasks (task_type, area, kind, created_by)
         SELECT 'STATE_MATRIX', 'master-data', 'UPLOAD', id FROM users ORDER BY id LIMIT 1
         RETURNING id::text AS key`,
      ),
  },
  {
    machine: APPROVAL_REQUEST_MACHINE,
    // The demo has no approval request: one by the first user, on a subject of its own.
    key: (db) =>
      first(
        db,
        `INSERT INTO approval_requests (approval_key, subject_type, subject_key, summary, business_value_paise, requested_by)
         SELECT 'AP-MATRIX', 'STATE_MATRIX', 'MATRIX-1', 'State matrix', 100000, id FROM users ORDER BY id LIMIT 1
         RETURNING approval_key AS key`,
      ),
  },
  {
    machine: APPROVAL_STEP_MACHINE,
    key: (db) =>
      first(
        db,
        `WITH request AS (
           INSERT INTO approval_requests (approval_key, subject_type, subject_key, summary, business_value_paise, requested_by)
           SELECT 'AP-MATRIX-STEP', 'STATE_MATRIX', 'MATRIX-2', 'State matrix', 100000, id FROM users ORDER BY id LIMIT 1
           RETURNING id)
         INSERT INTO approval_steps (request_id, position, code, label, participants)
         SELECT id, 1, 'L1', 'Level 1', '[]'::jsonb FROM request RETURNING id::text AS key`,
      ),
  },
  {
    machine: NOTIFICATION_MACHINE,
    // One log of its own (the demo's may be deduplicated against by the notifier).
    key: (db) =>
      first(
        db,
        `INSERT INTO notification_logs (event_code, channel, recipient_type, recipient, language, body, dedupe_key)
         VALUES ('STATE_MATRIX', 'EMAIL', 'USER', 'matrix@example.in', 'en', 'State matrix', 'state-matrix')
         RETURNING id::text AS key`,
      ),
  },
  // One enquiry and one quotation machine per business unit (each unit has its own table of moves).
  ...BUSINESS_UNITS.map(({ value: unit }): Subject => ({
    machine: ENQUIRY_MACHINES[unit],
    name: `rfq ${unit}`,
    key: (db) =>
      first(db, 'SELECT rfq_key AS key FROM rfqs WHERE business_unit = $1 ORDER BY id LIMIT 1', [unit]),
  })),
  ...BUSINESS_UNITS.map(({ value: unit }): Subject => ({
    machine: QUOTATION_MACHINES[unit],
    name: `quotation ${unit}`,
    // One quotation on the unit's first RFQ of the demo.
    key: (db) =>
      first(
        db,
        `INSERT INTO quotations (quotation_key, rfq_id, rfq_key, buyer_name, business_unit, total_paise, cost_paise, margin_bp)
           SELECT 'QT-MATRIX-' || business_unit, id, rfq_key, buyer_name, business_unit, 100000, 90000, 1000 FROM rfqs
           WHERE business_unit = $1 ORDER BY id LIMIT 1 RETURNING quotation_key AS key`,
        [unit],
      ),
  })),
];

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
});
afterAll(async () => db.close());

const columnName = (machine: AnyMachine, property: string): string => {
  const column = (getTableColumns(machine.table) as Record<string, PgColumn>)[property];
  if (!column) throw new Error(`${machine.entity}: no column ${property}`);
  return column.name;
};

async function counts(): Promise<{ audits: number; events: number }> {
  const [row] = (
    await db.executeSql<{ audits: number; events: number }>(
      `SELECT (SELECT count(*)::int FROM audit_log) AS audits, (SELECT count(*)::int FROM outbox) AS events`,
    )
  ).rows;
  return row ?? { audits: 0, events: 0 };
}

/** The refusal a move met: its status and message (200 when it landed). */
async function outcome(move: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await move;
    return { status: 200, message: '' };
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, message: err.message };
    if (err instanceof TransitionError)
      return { status: err.code === 'TRANSITION_FORBIDDEN' ? 403 : 409, message: err.message };
    throw err;
  }
}

/** Every machine a module declares: the exports of its `*-machine.ts` / `*-machines.ts` files. */
async function declaredMachines(): Promise<Map<AnyMachine, string>> {
  const modules = join(serverRoot(), 'src/modules');
  const found = new Map<AnyMachine, string>();
  const isMachine = (v: unknown): v is AnyMachine =>
    typeof v === 'object' && v !== null && 'transitions' in v && 'table' in v && 'find' in v;
  for (const area of readdirSync(modules)) {
    for (const file of readdirSync(join(modules, area))) {
      if (!/-machines?\.ts$/.test(file)) continue;
      const exports = (await import(join(modules, area, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (isMachine(value)) found.set(value, `${area}/${file} ${name}`);
        // A machine per business unit (or other key): a record of machines.
        else if (typeof value === 'object' && value !== null)
          for (const [k, v] of Object.entries(value))
            if (isMachine(v)) found.set(v, `${area}/${file} ${name}.${k}`);
      }
    }
  }
  return found;
}

it('walks every machine the modules declare', async () => {
  const declared = await declaredMachines();
  expect(declared.size).toBeGreaterThanOrEqual(SUBJECTS.length);
  const walked = new Set(SUBJECTS.map((s) => s.machine));
  const missing = [...declared].filter(([machine]) => !walked.has(machine)).map(([, where]) => where);
  expect(missing, 'machines without a row in the state matrix').toEqual([]);
});

describe.each(SUBJECTS.map((s) => [s.name ?? s.machine.entity, s] as const))(
  'the %s machine on its table',
  (_name, s) => {
    const entity = s.machine.entity;
    it('moves every (state, action) of its table, and refuses every other with the domain’s 409', async () => {
      const { machine } = s;
      const key = await s.key(db);
      const table = getTableName(machine.table);
      const statusColumn = columnName(machine, machine.columns.status);
      const idColumn = columnName(machine, machine.columns.id);
      const found = await machine.find(db.db, null, key, { forUpdate: false, withLines: false });
      expect(found, `${entity} ${key}`).toBeDefined();
      const id = String(found?.row[machine.columns.id]);
      const statusNow = async () =>
        (
          await db.executeSql<{ status: string }>(
            `SELECT ${statusColumn} AS status FROM ${table} WHERE ${idColumn} = $1`,
            [id],
          )
        ).rows[0]?.status;

      const caller: MoveCaller<unknown> = {
        // An empty owner scope narrows nothing (a machine without scope ignores it).
        scope: machine === ACCESS_REQUEST_MACHINE ? null : {},
        permissions: new Set(machine.transitions.moves.map((m) => m.permission)),
        actor: { actorId: null, actingAsId: null, requestId: 'state-matrix' },
      };
      const moves = machine.transitions.moves as readonly { from: string; to: string; action: string }[];
      const states = [...new Set(moves.flatMap((m) => [m.from, m.to]))];
      const actions = [...new Set(moves.map((m) => m.action))];
      let moved = 0;
      for (const from of states) {
        for (const action of actions) {
          await db.executeSql(`UPDATE ${table} SET ${statusColumn} = $1 WHERE ${idColumn} = $2`, [from, id]);
          const before = await counts();
          const target = machine.transitions.targetOf(from, action);
          const result = await outcome(applyMove(db.db, machine, { key, action, caller }));
          if (target === null) {
            const message =
              machine.notAllowed?.(from, action) ?? `Cannot ${action} when the status is ${from}.`;
            expect(result, `${action} from ${from}`).toEqual({ status: 409, message });
            expect(await counts(), `${action} from ${from} writes nothing`).toEqual(before);
            expect(await statusNow()).toBe(from);
            continue;
          }
          expect(result, `${action} from ${from}`).toEqual({ status: 200, message: '' });
          expect(await statusNow(), `${action} from ${from}`).toBe(target);
          expect(await counts(), `${action} from ${from} is audited and announced`).toEqual({
            audits: before.audits + 1,
            events: before.events + 1,
          });
          const [event] = (
            await db.executeSql<{ topic: string; payload: Record<string, unknown> }>(
              'SELECT topic, payload FROM outbox ORDER BY id DESC LIMIT 1',
            )
          ).rows;
          expect(event?.topic).toBe(`${entity}.status-changed`);
          expect(event?.payload).toMatchObject({ entity, action, from, to: target });
          moved++;
        }
      }
      expect(moved).toBe(machine.transitions.moves.length);
    });
  },
);
