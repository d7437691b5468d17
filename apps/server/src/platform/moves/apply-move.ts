import { type SQL, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';
import { runStatement } from '../db/reusable-query';
import { AppError } from '../errors';
import {
  type Machine,
  type MoveActor,
  type MoveCaller,
  SYSTEM,
  SYSTEM_ACTOR,
  type System,
  statusOf,
} from './machine';

/** The one event of every move: `<entity>.status-changed`. */
export type StatusChangedTopic = `${string}.status-changed`;

export interface StatusChanged {
  entity: string;
  key: string;
  action: string;
  from: string;
  to: string;
  detail?: Record<string, unknown>;
}

export const statusChangedTopic = (entity: string): StatusChangedTopic => `${entity}.status-changed`;

export interface MoveOptions<Row, S extends string, A extends string, Scope, Line> {
  /** The row's key (what the machine's `find` looks it up by). */
  key: string;
  action: A;
  /** The caller (scope, permissions, actor) or `SYSTEM`. */
  caller: MoveCaller<Scope> | System;
  /**
   * For a `SYSTEM` move that follows a user's own move (a consignment created plans its order):
   * the user the audit row names. The move is still unscoped and unchecked for permissions.
   */
  onBehalfOf?: MoveActor;
  /** Checks that need the locked row (quantities, required data); throw to refuse. */
  check?: (row: Row, to: S, lines: Line[]) => void | Promise<void>;
  /** Columns written with the status (Drizzle property names). */
  change?: (row: Row, to: S, lines: Line[]) => Partial<Row> | Promise<Partial<Row>>;
  /** Extra facts for the audit row's `after` and the event's `detail`. */
  detail?: Record<string, unknown>;
  /** Read the lines with the locked row and hand them to check and change. */
  withLines?: boolean;
  /**
   * `false` reads the row without `FOR UPDATE`: for a call outside a transaction, where the lock
   * would end with the read's own statement anyway. The guarded write decides a race as before.
   */
  lock?: boolean;
  /** Only move when the row is in this state (system steps after an unlocked pause). */
  expectStatus?: S;
  /**
   * A system move made right after this one (acknowledge → prepare): one write of the final
   * state, both moves audited and announced, in the same statement.
   */
  then?: A;
  /**
   * A data-modifying statement made in the same statement as the write; it must join `upd` (the
   * written row, none when another writer won) to act only when the move lands.
   */
  alsoWrite?: (row: Row) => SQL;
}

/** One move (or in-place change) as recorded: the audit row and the event of it. */
export interface Recorded {
  actor: MoveActor;
  action: string;
  /** The event's topic: `<entity>.status-changed` for a move, `<entity>.<action>` for an in-place change. */
  topic: string;
  from: string;
  to: string;
  versionBefore: number | null;
  versionAfter: number | null;
  factsBefore: Record<string, unknown>;
  factsAfter: Record<string, unknown>;
  detail?: Record<string, unknown>;
}

function column(
  machine: { entity: string; table: Machine<object, string, string, unknown>['table'] },
  name: string,
): PgColumn {
  const found = (getTableColumns(machine.table) as Record<string, PgColumn>)[name];
  if (!found) throw new Error(`${machine.entity}: the table has no column ${name}`);
  return found;
}

const conflict = (label: string) =>
  new AppError('CONFLICT', `The ${label.toLowerCase()} was changed by someone else. Reload and try again.`);

/**
 * Every status change goes through here (ARCHITECTURE rule 2): find the row in the caller's scope
 * (locked), ask the machine's transition table (409 for a move it lacks, 403 without its
 * permission: the domain's messages), run the move's checks, then write the new state guarded by
 * the version (or, for a table without one, by the status) together with ONE audit row and ONE
 * `<entity>.status-changed` event per move — one statement, so all commit together or none does.
 * When another writer won, the move is diagnosed again on the row as it is now: 409 (the new state
 * lacks the move) or 409 CONFLICT "changed by someone else".
 */
export async function applyMove<Row extends object, S extends string, A extends string, Scope, Line>(
  tx: DbOrTx,
  machine: Machine<Row, S, A, Scope, Line>,
  opts: MoveOptions<Row, S, A, Scope, Line>,
): Promise<Row> {
  const caller = opts.caller === SYSTEM ? null : opts.caller;
  const found = await machine.find(tx, caller?.scope ?? null, opts.key, {
    forUpdate: opts.lock !== false,
    withLines: opts.withLines === true,
  });
  if (!found) throw new AppError('NOT_FOUND', `${machine.label} not found`);
  const { row, lines } = found;
  const from = statusOf(machine, row);
  if (opts.expectStatus !== undefined && from !== opts.expectStatus)
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      `Cannot ${opts.action} when the status is ${from}.`,
      { from, action: opts.action },
      409,
    );
  const to = assertMove(machine, from, opts.action, opts.caller);
  await opts.check?.(row, to, lines);
  const final = opts.then ? machine.transitions.getTarget(to, opts.then) : to;
  const change = opts.change ? await opts.change(row, to, lines) : {};
  const actor = caller?.actor ?? opts.onBehalfOf ?? SYSTEM_ACTOR;
  const written = await writeMove<Row, S, A, Scope, Line>(
    tx,
    machine,
    row,
    { ...change, [machine.columns.status]: final },
    (after) => {
      const middle = { ...after, [machine.columns.status]: to } as Row;
      return [
        recorded(machine, actor, opts.action, row, opts.then ? middle : after, opts.detail),
        ...(opts.then ? [recorded(machine, SYSTEM_ACTOR, opts.then, middle, after)] : []),
      ];
    },
    opts.alsoWrite?.(row),
  );
  if (written) return written;
  // Outside a lock another writer moved the row on: say why, as a locked read would have.
  const current = await machine.find(tx, caller?.scope ?? null, opts.key, {
    forUpdate: false,
    withLines: false,
  });
  if (!current) throw new AppError('NOT_FOUND', `${machine.label} not found`);
  assertMove(machine, statusOf(machine, current.row), opts.action, opts.caller);
  throw conflict(machine.label);
}

/**
 * The guard alone: throws the domain's refusal (409 / 403) when `action` is not a move from `from`
 * for the caller. For a caller that found nothing moved and must say why.
 */
export function assertMove<S extends string, A extends string, Scope>(
  machine: Pick<Machine<object, S, A, Scope>, 'transitions' | 'notAllowed'>,
  from: S,
  action: A,
  caller: MoveCaller<Scope> | System,
): S {
  if (machine.notAllowed && machine.transitions.targetOf(from, action) === null)
    throw new AppError('TRANSITION_NOT_ALLOWED', machine.notAllowed(from, action), { from, action }, 409);
  return machine.transitions.getTarget(from, action, caller === SYSTEM ? undefined : caller.permissions);
}

/**
 * The record of one change of a row: a move of its status (the default), or, with `inPlace`, a
 * change of other columns that the module allows outside the table (audited and announced as
 * `<entity>.<action>`).
 */
export function recorded<Row extends object, S extends string, A extends string, Scope, Line>(
  machine: Machine<Row, S, A, Scope, Line>,
  actor: MoveActor,
  action: string,
  before: Row,
  after: Row,
  detail?: Record<string, unknown>,
  opts: { inPlace?: boolean } = {},
): Recorded {
  const version = machine.columns.version;
  const facts = (row: Row) =>
    Object.fromEntries((machine.audit?.facts ?? []).map((name) => [name, row[name] ?? null]));
  return {
    actor,
    action,
    topic: opts.inPlace ? `${machine.entity}.${action}` : statusChangedTopic(machine.entity),
    from: statusOf(machine, before),
    to: statusOf(machine, after),
    versionBefore: version ? Number(before[version]) : null,
    versionAfter: version ? Number(after[version]) : null,
    factsBefore: facts(before),
    factsAfter: facts(after),
    ...(detail ? { detail } : {}),
  };
}

/**
 * The write of a move with its audit rows and events as ONE statement (data-modifying CTEs): the
 * guarded UPDATE, and the inserts only when it matched. Each value goes through its column's
 * encoder, as Drizzle's own update does. Answers the row as written, or nothing when another
 * writer won. `changesOf` gets the row as written and names the moves it records.
 */
export async function writeMove<Row extends object, S extends string, A extends string, Scope, Line>(
  tx: DbOrTx,
  machine: Machine<Row, S, A, Scope, Line>,
  row: Row,
  change: Partial<Row>,
  changesOf: (after: Row) => Recorded[],
  also?: SQL,
): Promise<Row | undefined> {
  const { id, status, version, updatedAt } = machine.columns;
  const names = Object.keys(change).filter(
    (name) => change[name as keyof Row] !== undefined && name !== version && name !== updatedAt,
  );
  const bumped: Record<string, unknown> = {};
  if (version) bumped[version] = Number(row[version]) + 1;
  if (updatedAt) bumped[updatedAt] = new Date();
  const after = { ...row, ...change, ...bumped } as Row;
  const { audits, events } = payloadsOf(machine, row, changesOf(after));
  // The module's own statement is rendered by drizzle and comes first, so its parameters keep
  // their numbers; the runner's text around it is built once per shape (writeText) and only the
  // values are encoded here, each by its column's encoder as drizzle's update does. Rendering the
  // whole statement through drizzle on every move cost about 20 % of a move's CPU in node.
  const alsoQuery = also ? dialectOf(tx).sqlToQuery(also) : null;
  const text = writeText(machine, names, alsoQuery?.params.length ?? 0);
  const params: unknown[] = alsoQuery ? [...alsoQuery.params] : [];
  names.forEach((name, i) => params.push(encoded(text.columns[i], change[name as keyof Row])));
  params.push(encoded(text.idColumn, row[id]), version ? row[version] : row[status], audits, events);
  const rows = await runStatement(
    tx,
    alsoQuery ? `${text.head}, also AS (${alsoQuery.sql})${text.tail}` : `${text.head}${text.tail}`,
    params,
  );
  return rows.length > 0 ? after : undefined;
}

const encoded = (target: PgColumn | undefined, value: unknown): unknown =>
  value === null || value === undefined || !target ? value : target.mapToDriverValue(value);

/** Drizzle's renderer of the database or transaction (what its own `execute` uses). */
const dialectOf = (db: DbOrTx) =>
  (db as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } }).dialect;

interface WriteText {
  /** The CTEs up to the outbox's, parameters numbered after the module's `also` statement. */
  head: string;
  tail: string;
  columns: PgColumn[];
  idColumn: PgColumn;
}

const writeTexts = new WeakMap<object, Map<string, WriteText>>();
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The fixed text of a move's statement for a machine, the columns it sets and the number of
 * parameters before them: the guarded UPDATE, and the audit and outbox inserts only when it
 * matched (data-modifying CTEs).
 */
function writeText<Row extends object, S extends string, A extends string, Scope, Line>(
  machine: Machine<Row, S, A, Scope, Line>,
  names: readonly string[],
  offset: number,
): WriteText {
  let byShape = writeTexts.get(machine);
  if (!byShape) {
    byShape = new Map();
    writeTexts.set(machine, byShape);
  }
  const shape = `${names.join(',')}|${offset}`;
  const found = byShape.get(shape);
  if (found) return found;
  const { id, status, version, updatedAt } = machine.columns;
  const columns = names.map((name) => column(machine, name));
  let n = offset;
  const next = () => `$${++n}`;
  const sets = [
    ...columns.map((c) => `${quoted(c.name)} = ${next()}`),
    ...(version
      ? [`${quoted(column(machine, version).name)} = ${quoted(column(machine, version).name)} + 1`]
      : []),
    ...(updatedAt ? [`${quoted(column(machine, updatedAt).name)} = now()`] : []),
  ];
  const idColumn = column(machine, id);
  const where = `${quoted(idColumn.name)} = ${next()} AND ${quoted(column(machine, version ?? status).name)} = ${next()}`;
  const audits = next();
  const events = next();
  const text: WriteText = {
    head: `WITH upd AS (
      UPDATE ${quoted(getTableName(machine.table))} SET ${sets.join(', ')} WHERE ${where}
      RETURNING 1 AS moved
    ), aud AS (${AUDIT_INSERT_HEAD}${audits}${AUDIT_INSERT_TAIL} WHERE EXISTS (SELECT 1 FROM upd)
    ), obx AS (${OUTBOX_INSERT_HEAD}${events}${OUTBOX_INSERT_TAIL} WHERE EXISTS (SELECT 1 FROM upd))`,
    tail: ' SELECT moved FROM upd',
    columns,
    idColumn,
  };
  byShape.set(shape, text);
  return text;
}

/**
 * The audit row and the event of moves made another way (a row created in its first state, a
 * move decided by a one-statement write): the same records `applyMove` writes, in one statement
 * of the caller's transaction.
 */
export async function recordMoves<Row extends object, S extends string, A extends string, Scope, Line>(
  tx: DbOrTx,
  machine: Machine<Row, S, A, Scope, Line>,
  row: Row,
  moves: readonly Recorded[],
): Promise<void> {
  const { audits, events } = payloadsOf<Row, S, A, Scope, Line>(machine, row, moves);
  await tx.execute(sql`
    WITH aud AS (${auditInsert(audits, sql``)})
    ${outboxInsert(events, sql``)}`);
}

function payloadsOf<Row extends object, S extends string, A extends string, Scope, Line>(
  machine: Machine<Row, S, A, Scope, Line>,
  row: Row,
  moves: readonly Recorded[],
): { audits: string; events: string } {
  const key = machine.keyOf(row);
  const entityId = machine.audit?.entityIdOf?.(row) ?? key;
  const versioned = (v: number | null) => (v === null ? {} : { version: v });
  const audits = moves.map((m) => ({
    actor_id: m.actor.actorId,
    acting_as_id: m.actor.actingAsId,
    action: machine.audit?.action ? machine.audit.action(m.action) : `${machine.entity}.${m.action}`,
    entity_type: machine.audit?.entityType ?? machine.entity,
    entity_id: entityId,
    before: { ...m.factsBefore, status: m.from, ...versioned(m.versionBefore) },
    after: { ...m.factsAfter, status: m.to, ...versioned(m.versionAfter), ...m.detail },
    request_id: m.actor.requestId,
  }));
  const events = moves.map((m) => {
    const payload: StatusChanged = {
      entity: machine.entity,
      key,
      action: m.action,
      from: m.from,
      to: m.to,
      ...(m.detail ? { detail: m.detail } : {}),
    };
    return { topic: m.topic, payload };
  });
  return { audits: JSON.stringify(audits), events: JSON.stringify(events) };
}

// The only INSERT INTO audit_log outside `audit.ts`: the runner's, one row per move.
const AUDIT_INSERT_HEAD = `
      INSERT INTO audit_log (actor_id, acting_as_id, action, entity_type, entity_id, before, after, request_id)
      SELECT x.actor_id, x.acting_as_id, x.action, x.entity_type, x.entity_id, x.before, x.after, x.request_id
      FROM jsonb_to_recordset(`;
const AUDIT_INSERT_TAIL = `::jsonb) AS x(actor_id text, acting_as_id text, action text,
        entity_type text, entity_id text, before jsonb, after jsonb, request_id text)`;
const OUTBOX_INSERT_HEAD = `
      INSERT INTO outbox (topic, payload)
      SELECT x.topic, x.payload FROM jsonb_to_recordset(`;
const OUTBOX_INSERT_TAIL = `::jsonb) AS x(topic text, payload jsonb)`;

const auditInsert = (audits: string, when: SQL) =>
  sql`${sql.raw(AUDIT_INSERT_HEAD)}${audits}${sql.raw(AUDIT_INSERT_TAIL)} ${when}`;

const outboxInsert = (events: string, when: SQL) =>
  sql`${sql.raw(OUTBOX_INSERT_HEAD)}${events}${sql.raw(OUTBOX_INSERT_TAIL)} ${when}`;
