import {
  ACCESS_REQUEST_TRANSITIONS,
  APPROVAL_ITEM_TRANSITIONS,
  APPROVAL_TRANSITIONS,
  BUYER_ONBOARDING_TRANSITIONS,
  CONSIGNMENT_TRANSITIONS,
  INVOICE_REVISION_TRANSITIONS,
  INVOICE_TRANSITIONS,
  JOB_WORK_TRANSITIONS,
  ORDER_TRANSITIONS,
  SELLER_ONBOARDING_TRANSITIONS,
  TRACKING_TRANSITIONS,
  type TransitionTable,
} from '@dom/domain';
import type { StatusChangedEntity } from '@dom/contract';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import {
  SYSTEM,
  applyMove,
  applyMoveAtOnce,
  applyMoveInOneStatement,
  type Machine,
  type MoveCaller,
} from './index';

/**
 * The state matrix of every machine the server declares: each (state, action) of its transition
 * table walked through the runner on a real database. A move the table has lands with exactly one
 * audit row and one `<entity>.status-changed` event; one it lacks answers 409 and one the caller
 * may not make answers 403, and neither writes anything.
 */
// A table of the test's own: the runner needs only an id, a key, a status and a version.
const movables = pgTable('test_movables', {
  id: text('id').primaryKey(),
  rowKey: text('row_key').notNull(),
  status: text('status').notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
type Movable = typeof movables.$inferSelect;

const machineOf = <S extends string, A extends string>(
  entity: StatusChangedEntity,
  transitions: TransitionTable<S, A>,
) =>
  ({
    entity,
    label: 'Movable',
    table: movables,
    columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt', key: 'rowKey' },
    transitions,
    find: async (db, _scope, key, { forUpdate }) => {
      const q = db.select().from(movables).where(eq(movables.rowKey, key));
      const [row] = await (forUpdate ? q.for('update') : q);
      return row ? { row, lines: [] } : undefined;
    },
    keyOf: (row) => row.rowKey,
    scopeWhere: () => undefined,
  }) satisfies Machine<Movable, S, A, null>;

const actor = { actorId: null, actingAsId: null, requestId: 'matrix' };
const everyone = <S extends string, A extends string>(t: TransitionTable<S, A>): MoveCaller<null> => ({
  scope: null,
  permissions: new Set(t.moves.map((m) => m.permission)),
  actor,
});
const nobody: MoveCaller<null> = { scope: null, permissions: new Set(), actor };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.executeSql(
    `CREATE TABLE test_movables (id text PRIMARY KEY, row_key text NOT NULL, status text NOT NULL,
       version integer NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
  );
});
afterAll(async () => database.close());

/** One row in `status`, and the audit rows and events before the move. */
async function fresh(status: string) {
  await database.executeSql('DELETE FROM test_movables');
  await database.executeSql(`INSERT INTO test_movables VALUES ('m1', 'K1', $1, 7, now())`, [status]);
  return counts();
}

async function counts() {
  const [row] = (
    await database.executeSql<{ audits: number; events: number }>(
      `SELECT (SELECT count(*)::int FROM audit_log WHERE entity_id = 'K1') AS audits,
              (SELECT count(*)::int FROM outbox WHERE payload->>'key' = 'K1') AS events`,
    )
  ).rows;
  return row ?? { audits: 0, events: 0 };
}

const statusNow = async () => (await database.db.select().from(movables).where(eq(movables.id, 'm1')))[0];

async function refusal(move: Promise<unknown>): Promise<number> {
  try {
    await move;
  } catch (err) {
    if (err instanceof AppError) return err.status;
    if (err instanceof Error && 'code' in err)
      return (err as Error & { code: string }).code === 'TRANSITION_FORBIDDEN' ? 403 : 409;
    throw err;
  }
  return 200;
}

function matrix<S extends string, A extends string>(
  entity: StatusChangedEntity,
  transitions: TransitionTable<S, A>,
) {
  describe(`the ${entity} machine`, () => {
    const machine = machineOf(entity, transitions);
    const states = [...new Set(transitions.moves.flatMap((m) => [m.from, m.to]))];
    const actions = [...new Set(transitions.moves.map((m) => m.action))];

    it('walks every (state, action): allowed moves land once, recorded; the rest write nothing', async () => {
      for (const from of states)
        for (const action of actions) {
          const before = await fresh(from);
          const target = transitions.targetOf(from, action);
          const move = applyMove(database.db, machine, { key: 'K1', action, caller: everyone(transitions) });
          if (target === null) {
            expect(await refusal(move), `${action} from ${from}`).toBe(409);
            expect(await counts()).toEqual(before);
            expect((await statusNow())?.status).toBe(from);
            continue;
          }
          const moved = await move;
          expect(moved.status, `${action} from ${from}`).toBe(target);
          expect(await statusNow()).toMatchObject({ status: target, version: 8 });
          expect(await counts()).toEqual({ audits: before.audits + 1, events: before.events + 1 });
          const [event] = (
            await database.executeSql<{ topic: string; payload: unknown }>(
              `SELECT topic, payload FROM outbox WHERE payload->>'key' = 'K1' ORDER BY id DESC LIMIT 1`,
            )
          ).rows;
          expect(event).toEqual({
            topic: `${entity}.status-changed`,
            payload: { entity, key: 'K1', action, from, to: target },
          });
        }
    });

    it('answers 403 to a caller without the move’s permission, and a system move needs none', async () => {
      for (const m of transitions.moves) {
        const before = await fresh(m.from);
        const move = applyMove(database.db, machine, { key: 'K1', action: m.action, caller: nobody });
        expect(await refusal(move), `${m.action} from ${m.from}`).toBe(403);
        expect(await counts()).toEqual(before);
        const system = await applyMove(database.db, machine, { key: 'K1', action: m.action, caller: SYSTEM });
        expect(system.status).toBe(m.to);
      }
    });
  });
}

matrix('order', ORDER_TRANSITIONS);
matrix('job-work', JOB_WORK_TRANSITIONS);
matrix('consignment', CONSIGNMENT_TRANSITIONS);
matrix('consignment-tracking', TRACKING_TRANSITIONS);
matrix('invoice', INVOICE_TRANSITIONS);
matrix('invoice-revision', INVOICE_REVISION_TRANSITIONS);
matrix('buyer', BUYER_ONBOARDING_TRANSITIONS);
matrix('seller', SELLER_ONBOARDING_TRANSITIONS);
matrix('access-request', ACCESS_REQUEST_TRANSITIONS);
matrix('approval-request', APPROVAL_TRANSITIONS);
matrix('approval-step', APPROVAL_ITEM_TRANSITIONS);

describe('the runner', () => {
  const machine = machineOf('order', ORDER_TRANSITIONS);
  const caller = everyone(ORDER_TRANSITIONS);

  it('writes nothing and answers 409 CONFLICT when another writer moved the version on', async () => {
    const before = await fresh('ORDERED');
    const move = applyMove(database.db, machine, {
      key: 'K1',
      action: 'approve',
      caller,
      lock: false,
      // Another writer lands between the read and the write (the state still allows the move).
      check: async () => {
        await database.db.execute(sql`UPDATE test_movables SET version = version + 1 WHERE id = 'm1'`);
      },
    });
    await expect(move).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(await counts()).toEqual(before);
    expect((await statusNow())?.status).toBe('ORDERED');
  });

  it('records the detail in the audit row and the event, and the change with the status', async () => {
    await fresh('ORDERED');
    await applyMove(database.db, machine, {
      key: 'K1',
      action: 'approve',
      caller,
      detail: { reason: 'margin' },
    });
    const [audit] = (
      await database.executeSql<{ action: string; after: Record<string, unknown> }>(
        `SELECT action, after FROM audit_log WHERE entity_id = 'K1' ORDER BY id DESC LIMIT 1`,
      )
    ).rows;
    expect(audit).toEqual({
      action: 'order.approve',
      after: { status: 'ORDER_APPROVED', version: 8, reason: 'margin' },
    });
  });

  it('makes a one-statement move with the same records, and diagnoses one that cannot land', async () => {
    const before = await fresh('ORDERED');
    const row = await applyMoveAtOnce(database.db, machine, { key: 'K1', action: 'cancel', caller });
    expect(row).toMatchObject({ status: 'CANCELLED', version: 8 });
    expect(await counts()).toEqual({ audits: before.audits + 1, events: before.events + 1 });
    const again = applyMoveAtOnce(database.db, machine, { key: 'K1', action: 'cancel', caller });
    expect(await refusal(again)).toBe(409);
    expect(
      await refusal(applyMoveAtOnce(database.db, machine, { key: 'K2', action: 'cancel', caller })),
    ).toBe(404);
  });

  it('makes a move (and its system follow-up) in one statement, recorded exactly as applyMove records it', async () => {
    const records = async () => ({
      audits: (
        await database.executeSql(
          `SELECT actor_id, acting_as_id, action, entity_type, entity_id, before, after, request_id
           FROM audit_log WHERE entity_id = 'K1' ORDER BY id`,
        )
      ).rows,
      events: (
        await database.executeSql(
          `SELECT topic, payload FROM outbox WHERE payload->>'key' = 'K1' ORDER BY id`,
        )
      ).rows,
    });
    const clean = async (status: string) => {
      await fresh(status);
      await database.executeSql(`DELETE FROM audit_log WHERE entity_id = 'K1'`);
      await database.executeSql(`DELETE FROM outbox WHERE payload->>'key' = 'K1'`);
    };
    const who = (t: TransitionTable<string, string>): MoveCaller<null> => ({
      ...everyone(t),
      actor: { actorId: 'u-1', actingAsId: 'u-2', requestId: 'req-1' },
    });
    const cases = [
      {
        entity: 'order' as const,
        table: ORDER_TRANSITIONS as TransitionTable<string, string>,
        from: 'ORDERED',
        action: 'approve',
        then: undefined,
        to: 'ORDER_APPROVED',
      },
      {
        entity: 'consignment' as const,
        table: CONSIGNMENT_TRANSITIONS as TransitionTable<string, string>,
        from: 'REQUESTED',
        action: 'acknowledge',
        then: 'prepare',
        to: 'READY_TO_PROCESS',
      },
    ];
    for (const c of cases) {
      const m = machineOf(c.entity, c.table);
      const opts = {
        key: 'K1',
        action: c.action,
        caller: who(c.table),
        detail: { note: 'n' },
        ...(c.then ? { then: c.then } : {}),
      };
      await clean(c.from);
      await applyMove(database.db, m, opts);
      const general = await records();
      expect(general.audits).toHaveLength(c.then ? 2 : 1);
      await clean(c.from);
      const row = await applyMoveInOneStatement(database.db, m, {
        ...opts,
        returning: ['status', 'version'],
      });
      expect(row).toEqual({ status: c.to, version: 8 });
      expect(await records()).toEqual(general);
    }
  });

  it('writes nothing and answers undefined when the state, the permission or the module’s guard refuses', async () => {
    const machine = machineOf('order', ORDER_TRANSITIONS);
    const guarded = (value: string) => ({
      key: 'K1',
      action: 'approve' as const,
      caller,
      returning: ['status'] as const,
      part: {
        shape: 'test-guard',
        build: (p: (i: number) => string) => ({ guard: `${p(0)}::int = 1` }),
        params: [value],
      },
    });
    const before = await fresh('ORDERED');
    expect(await applyMoveInOneStatement(database.db, machine, guarded('0'))).toBeUndefined();
    expect(
      await applyMoveInOneStatement(database.db, machine, { ...guarded('1'), caller: nobody }),
    ).toBeUndefined();
    expect(
      await applyMoveInOneStatement(database.db, machine, { ...guarded('1'), key: 'K2' }),
    ).toBeUndefined();
    expect(await counts()).toEqual(before);
    expect(await statusNow()).toMatchObject({ status: 'ORDERED', version: 7 });
    expect(await applyMoveInOneStatement(database.db, machine, guarded('1'))).toEqual({
      status: 'ORDER_APPROVED',
    });
    expect(await applyMoveInOneStatement(database.db, machine, guarded('1'))).toBeUndefined();
    expect(await counts()).toEqual({ audits: before.audits + 1, events: before.events + 1 });
  });
});
