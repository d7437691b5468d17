import type { ConsignmentActionResult } from '@dom/contract';
import {
  CONSIGNMENT_TRANSITIONS,
  type ConsignmentAction,
  type ConsignmentStatus,
  type TrackingStatus,
} from '@dom/domain';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type SQL, sql } from 'drizzle-orm';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from '../orders';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rawRows } from '../orders';
import {
  type ConsignmentChange,
  type ConsignmentLineRow,
  type ConsignmentRow,
  findConsignment,
  findConsignmentWithLines,
} from './consignments.repo';
import { consignments } from './consignments.schema';

/** Who asks: their scope (which consignments they see) and permissions (which moves they may make). */
export interface Caller {
  scope: OwnerScope;
  permissions: ReadonlySet<string>;
  actor: Actor;
}

/** System moves (packing outcomes) have no caller: the table's Allow_System_Transition is the server's. */
export const SYSTEM_ACTOR: Actor = { actorId: null, actingAsId: null, requestId: 'system' };

export function presentResult(row: ConsignmentRow): ConsignmentActionResult {
  return {
    consignmentKey: row.consignmentKey,
    status: row.status as ConsignmentStatus,
    trackingStatus: (row.trackingStatus as TrackingStatus | null) ?? null,
    version: row.version,
    blockedReasons: row.blockedReasons,
    failureReason: row.failureReason,
  };
}

export interface TransitionOptions {
  /** Checks that need the locked row (quantities, required data); throw to refuse. */
  check?: (row: ConsignmentRow, to: ConsignmentStatus, lines: ConsignmentLineRow[]) => void | Promise<void>;
  /** Columns written with the status. */
  change?: (
    row: ConsignmentRow,
    to: ConsignmentStatus,
    lines: ConsignmentLineRow[],
  ) => ConsignmentChange | Promise<ConsignmentChange>;
  /** Read the lines with the locked row (same statement) and hand them to check and change. */
  withLines?: boolean;
  /**
   * `false` reads the row without `FOR UPDATE`: for a call outside a transaction, where the lock
   * would end with the read's own statement anyway and only cost a transaction id and a commit
   * (a WAL flush) per move. The version-guarded write decides a race as before.
   */
  lock?: boolean;
  /**
   * A data-modifying statement made in the same statement as the write, e.g. the lines'
   * quantities; it must join `upd` (the written row, none when another writer won) to act only
   * when the move lands.
   */
  alsoWrite?: (row: ConsignmentRow) => SQL;
  /** Extra facts for the audit row and the outbox event. */
  detail?: Record<string, unknown>;
  /** Only move when the row is in this state (system steps after an unlocked pause). */
  expectStatus?: ConsignmentStatus;
  /** This move is the void that holds the row's void claim (`claimVoid`); it clears it. */
  holdsVoidClaim?: boolean;
  /**
   * A system move made right after this one (acknowledge → prepare, submit → sendToSeller): one
   * write of the final state, both moves audited and announced, in the same statements.
   */
  then?: ConsignmentAction;
}

/** A void claim older than this is taken as abandoned (the process died at the portal). */
export const VOID_CLAIM_TTL_MS = 5 * 60 * 1000;

export const isVoidClaimed = (row: Pick<ConsignmentRow, 'voidClaimedAt'>, now = new Date()): boolean =>
  row.voidClaimedAt !== null && now.getTime() - row.voidClaimedAt.getTime() < VOID_CLAIM_TTL_MS;

/**
 * 409 while the invoice is being voided at the GST portal: a dispatch (or any change) now would
 * leave the consignment moving with a cancelled IRN and e-way bill.
 */
export function assertNotBeingVoided(row: ConsignmentRow, action: string): void {
  if (isVoidClaimed(row))
    throw new AppError(
      'VOID_IN_PROGRESS',
      `Cannot ${action}: the invoice of ${row.consignmentKey} is being voided. Reload and try again.`,
      { action },
      409,
    );
}

/**
 * Every status change goes through here (ARCHITECTURE rule 2): lock the row in scope, ask the
 * transition table (409 for a move it lacks, 403 without its permission), write the new state with a
 * version guard, and record the audit row and the outbox event in the same transaction.
 * `caller` null is a system move.
 */
export async function transition(
  tx: DbOrTx,
  caller: Caller | null,
  key: string,
  action: ConsignmentAction,
  opts: TransitionOptions = {},
): Promise<ConsignmentRow> {
  const forUpdate = opts.lock !== false;
  const found = opts.withLines
    ? await findConsignmentWithLines(tx, caller?.scope ?? null, key, { forUpdate })
    : await findConsignment(tx, caller?.scope ?? null, key, { forUpdate }).then((r) =>
        r ? { row: r, lines: [] } : undefined,
      );
  const { row, lines } = foundInScope(found, 'Consignment');
  if (opts.expectStatus && row.status !== opts.expectStatus)
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      `Cannot ${action} when the status is ${row.status}.`,
      { from: row.status, action },
      409,
    );
  const to = CONSIGNMENT_TRANSITIONS.getTarget(
    row.status as ConsignmentStatus,
    action,
    caller ? caller.permissions : undefined,
  );
  if (!opts.holdsVoidClaim) assertNotBeingVoided(row, action);
  const final = opts.then ? CONSIGNMENT_TRANSITIONS.getTarget(to, opts.then) : to;
  await opts.check?.(row, to, lines);
  const change = opts.change ? await opts.change(row, to, lines) : {};
  const actor = caller?.actor ?? SYSTEM_ACTOR;
  const updated = await writeAndRecord(
    tx,
    row,
    { ...change, status: final, ...(opts.holdsVoidClaim ? { voidClaimedAt: null } : {}) },
    (after) => [
      {
        actor,
        action,
        before: row,
        after: { ...after, status: to },
        ...(opts.detail ? { detail: opts.detail } : {}),
      },
      ...(opts.then
        ? [{ actor: SYSTEM_ACTOR, action: opts.then, before: { ...after, status: to }, after }]
        : []),
    ],
    opts.alsoWrite?.(row),
  );
  if (updated) return updated;
  // Outside a transaction the read holds no lock: another writer moved the row on. Say why, as a
  // locked read would have (409 for a move the new state does not allow).
  const current = foundInScope(await findConsignment(tx, caller?.scope ?? null, key), 'Consignment');
  CONSIGNMENT_TRANSITIONS.getTarget(current.status as ConsignmentStatus, action, caller?.permissions);
  throw new AppError('CONFLICT', 'The consignment was changed by someone else. Reload and try again.');
}

const COLUMNS = getTableColumns(consignments) as Record<string, PgColumn>;

/**
 * The write of a change with its audit rows and outbox events as ONE statement (data-modifying
 * CTEs): the version-guarded UPDATE, and the inserts only when it matched. Each value goes through
 * its column's encoder, as Drizzle's own update does. Answers the row as written, or nothing when
 * another writer moved the version on.
 */
export async function writeAndRecord(
  tx: DbOrTx,
  row: ConsignmentRow,
  change: ConsignmentChange,
  changesOf: (after: ConsignmentRow) => RecordedChange[],
  also?: SQL,
): Promise<ConsignmentRow | undefined> {
  const entries = Object.entries(change).filter(([, value]) => value !== undefined);
  const sets = entries.map(([name, value]) => {
    const column = COLUMNS[name];
    if (!column) throw new Error(`consignments has no column ${name}`);
    return sql`${sql.identifier(column.name)} = ${sql.param(value, column)}`;
  });
  const after: ConsignmentRow = { ...row, ...change, version: row.version + 1, updatedAt: new Date() };
  const { audits, events } = payloadsOf(changesOf(after));
  const [written] = await rawRows<{ version: number }>(
    tx,
    sql`
    WITH upd AS (
      UPDATE consignments SET ${sql.join([...sets, sql`version = version + 1`, sql`updated_at = now()`], sql`, `)}
      WHERE id = ${row.id} AND version = ${row.version}
      RETURNING version
    ), aud AS (
      INSERT INTO audit_log (actor_id, acting_as_id, action, entity_type, entity_id, before, after, request_id)
      SELECT x.actor_id, x.acting_as_id, x.action, 'consignment', x.entity_id, x.before, x.after, x.request_id
      FROM jsonb_to_recordset(${audits}::jsonb) AS x(actor_id text, acting_as_id text, action text,
        entity_id text, before jsonb, after jsonb, request_id text)
      WHERE EXISTS (SELECT 1 FROM upd)
    ), obx AS (
      INSERT INTO outbox (topic, payload)
      SELECT x.topic, x.payload FROM jsonb_to_recordset(${events}::jsonb) AS x(topic text, payload jsonb)
      WHERE EXISTS (SELECT 1 FROM upd)
    )${also ? sql`, also AS (${also})` : sql``}
    SELECT version FROM upd`,
  );
  return written ? after : undefined;
}

type Recorded = Pick<ConsignmentRow, 'consignmentKey' | 'orderKey' | 'status' | 'trackingStatus' | 'version'>;
export interface RecordedChange {
  actor: Actor;
  action: string;
  before: Recorded;
  after: Recorded;
  detail?: Record<string, unknown>;
}

/**
 * The audit rows and outbox events of one or more changes, in ONE statement (a data-modifying CTE):
 * in the change's transaction, so the row, its audit and its event commit together.
 */
function payloadsOf(changes: readonly RecordedChange[]): { audits: string; events: string } {
  const audits = changes.map((c) => ({
    actor_id: c.actor.actorId,
    acting_as_id: c.actor.actingAsId,
    action: `consignment.${c.action}`,
    entity_id: c.after.consignmentKey,
    before: { status: c.before.status, trackingStatus: c.before.trackingStatus, version: c.before.version },
    after: {
      status: c.after.status,
      trackingStatus: c.after.trackingStatus,
      version: c.after.version,
      ...c.detail,
    },
    request_id: c.actor.requestId,
  }));
  const events = changes.map((c) => ({
    topic: `consignment.${c.action}`,
    payload: {
      consignmentKey: c.after.consignmentKey,
      orderKey: c.after.orderKey,
      from: c.before.status,
      to: c.after.status,
    },
  }));
  return { audits: JSON.stringify(audits), events: JSON.stringify(events) };
}

export async function recordChanges(tx: DbOrTx, changes: readonly RecordedChange[]): Promise<void> {
  const { audits, events } = payloadsOf(changes);
  await tx.execute(sql`
    WITH aud AS (
      INSERT INTO audit_log (actor_id, acting_as_id, action, entity_type, entity_id, before, after, request_id)
      SELECT x.actor_id, x.acting_as_id, x.action, 'consignment', x.entity_id, x.before, x.after, x.request_id
      FROM jsonb_to_recordset(${audits}::jsonb) AS x(actor_id text, acting_as_id text, action text,
        entity_id text, before jsonb, after jsonb, request_id text)
    )
    INSERT INTO outbox (topic, payload)
    SELECT x.topic, x.payload FROM jsonb_to_recordset(${events}::jsonb) AS x(topic text, payload jsonb)`);
}

/** Audit row and outbox event of a change (a transition or an in-place update). */
export async function recordChange(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  before: ConsignmentRow,
  after: ConsignmentRow,
  detail?: Record<string, unknown>,
): Promise<void> {
  await recordChanges(tx, [{ actor, action, before, after, ...(detail ? { detail } : {}) }]);
}

/**
 * A change that is not a move of the table (invoice details, HSN, tracking URL…): allowed only in
 * the given states, with the given permission, version-guarded and audited like a move.
 */
export async function updateInPlace(
  tx: DbOrTx,
  caller: Caller,
  key: string,
  action: string,
  guard: { permission: string; statuses: readonly string[] },
  change: (row: ConsignmentRow) => ConsignmentChange | Promise<ConsignmentChange>,
  detail?: Record<string, unknown>,
): Promise<ConsignmentRow> {
  const row = foundInScope(await findConsignment(tx, caller.scope, key, { forUpdate: true }), 'Consignment');
  assertOperation(row, action, guard, caller.permissions);
  assertNotBeingVoided(row, action);
  const updated = await writeAndRecord(tx, row, await change(row), (after) => [
    { actor: caller.actor, action, before: row, after, ...(detail ? { detail } : {}) },
  ]);
  if (!updated)
    throw new AppError('CONFLICT', 'The consignment was changed by someone else. Reload and try again.');
  return updated;
}

export function assertOperation(
  row: ConsignmentRow,
  action: string,
  guard: { permission: string; statuses: readonly string[] },
  permissions: ReadonlySet<string>,
): void {
  if (!permissions.has(guard.permission))
    throw new AppError(
      'FORBIDDEN',
      `You are not allowed to ${action}: it needs ${guard.permission}.`,
      undefined,
      403,
    );
  if (!guard.statuses.includes(row.status))
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      `Cannot ${action} when the status is ${row.status}.`,
      { from: row.status, action },
      409,
    );
}
