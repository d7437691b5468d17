import { type SQL, getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';
import { runStatement } from '../db/reusable-query';
import { AppError } from '../errors';
import { assertMove, statusChangedTopic } from './apply-move';
import type { Machine, MoveCaller } from './machine';

/**
 * The module's own part of a one-statement move: SQL text built once per `shape`, whose
 * parameters are named by `p(0)`, `p(1)`… (the runner numbers them). It may refer to `old`, the
 * row as read (not locked) in the caller's scope and in a source state of the move, by its SQL
 * column names (id, key, status, version, the audit facts and the columns named in `reads`).
 */
export interface OneStatementPart {
  /** Everything the text below depends on, besides the number of the parameters. */
  shape: string;
  /** Further columns (Drizzle property names) `old` must carry for this part. */
  reads?: readonly string[];
  build: (p: (i: number) => string) => {
    /** CTEs placed after `old` (`name AS (…), name AS (…)`), read-only. */
    ctes?: string;
    /** A condition on `old` and those CTEs: the move is written only when it holds. */
    guard?: string;
    /** Further assignments of the UPDATE (`value_paise = (SELECT … FROM tot)`); `c` is the row. */
    sets?: string;
    /** Data-modifying CTEs that must join `upd` (the written row: none when nothing moved). */
    after?: string;
  };
  params: readonly unknown[];
}

export interface OneStatementOptions<A extends string, Scope, Row> {
  key: string;
  action: A;
  caller: MoveCaller<Scope>;
  /** A system move made right after this one (acknowledge → prepare), recorded in the same statement. */
  then?: A;
  /** Extra facts for the first move's audit `after` and event `detail`. */
  detail?: Record<string, unknown>;
  part?: OneStatementPart;
  /** The columns (Drizzle property names) answered, as the row was written, under those names. */
  returning: readonly (keyof Row & string)[];
}

interface Built {
  text: string;
  /** Number of the module's parameters (they come after the scope's). */
  partParams: number;
}

const texts = new WeakMap<object, Map<string, Built>>();
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Drizzle's renderer of the database or transaction (what its own `execute` uses). */
const dialectOf = (db: DbOrTx) =>
  (db as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } }).dialect;

/**
 * A move (and the system move that follows it, `then`) as ONE statement and one round trip, the
 * module's checks written as guards: read the row in the caller's scope and in a source state the
 * caller may move it from (no lock), let the module's CTEs read what its guard and its columns
 * need, write the final state guarded by the version read (a concurrent writer that committed
 * first makes it match nothing, as `writeMove`'s guard does), the module's own writes joined to
 * the written row, and the same audit rows and `<entity>.status-changed` events `applyMove`
 * records — all in data-modifying CTEs, so all land or none does.
 *
 * Answers the written row's `returning` columns, or `undefined` when nothing moved (not found,
 * out of scope, a state or permission the move lacks, a guard of the module, a concurrent
 * writer): the caller then makes the move the general way (`applyMove`), which either makes it or
 * says precisely why not. The text is built once per machine, move, scope shape and part shape;
 * only the values travel (prepared by name on PostgreSQL).
 *
 * Needs a machine with `columns.key`, `columns.version` and `scopeWhere`, whose audit names the
 * row by its key.
 */
export async function applyMoveInOneStatement<
  Row extends object,
  S extends string,
  A extends string,
  Scope,
  Line,
>(
  db: DbOrTx,
  machine: Machine<Row, S, A, Scope, Line>,
  opts: OneStatementOptions<A, Scope, Row>,
): Promise<Partial<Row> | undefined> {
  const { caller, action, then } = opts;
  const moves = machine.transitions.moves.filter(
    (m) => m.action === action && caller.permissions.has(m.permission),
  );
  const to = moves[0]?.to;
  // No move the caller may make, or one whose target depends on the state: the general way says why.
  if (to === undefined || !moves.every((m) => m.to === to)) return undefined;
  const final = then ? machine.transitions.targetOf(to, then) : to;
  if (final === null) return undefined;
  const scope = machine.scopeWhere?.(caller.scope);
  const scopeQuery = scope ? dialectOf(db).sqlToQuery(scope) : null;
  const froms = [...new Set(moves.map((m) => m.from))].sort();
  const shape = [
    action,
    then ?? '',
    froms.join(','),
    opts.detail ? 'detail' : '',
    opts.returning.join(','),
    scopeQuery?.sql ?? '',
    scopeQuery?.params.length ?? 0,
    opts.part?.shape ?? '',
    opts.part?.reads?.join(',') ?? '',
  ].join('|');
  let byShape = texts.get(machine);
  if (!byShape) {
    byShape = new Map();
    texts.set(machine, byShape);
  }
  let built = byShape.get(shape);
  if (!built) {
    built = buildText(machine, {
      action,
      then,
      to,
      final,
      froms,
      scopeSql: scopeQuery?.sql ?? null,
      scopeParams: scopeQuery?.params.length ?? 0,
      part: opts.part,
      detail: opts.detail !== undefined,
      returning: opts.returning,
    });
    byShape.set(shape, built);
  }
  const partParams = opts.part?.params ?? [];
  if (partParams.length !== built.partParams)
    throw new Error(
      `${machine.entity}.${action}: the part gives ${partParams.length} parameters, not ${built.partParams}`,
    );
  const { actorId, actingAsId, requestId } = caller.actor;
  const params = [
    ...(scopeQuery?.params ?? []),
    ...partParams,
    opts.key,
    actorId,
    actingAsId,
    requestId,
    ...(opts.detail ? [JSON.stringify(opts.detail)] : []),
  ];
  const [row] = await runStatement<Partial<Row>>(db, built.text, params);
  return row;
}

function buildText<Row extends object, S extends string, A extends string, Scope, Line>(
  machine: Machine<Row, S, A, Scope, Line>,
  o: {
    action: A;
    then: A | undefined;
    to: S;
    final: S;
    froms: readonly S[];
    scopeSql: string | null;
    scopeParams: number;
    part: OneStatementPart | undefined;
    detail: boolean;
    returning: readonly string[];
  },
): Built {
  const columns = getTableColumns(machine.table) as Record<string, PgColumn>;
  const name = (property: string | undefined) => {
    const found = property ? columns[property] : undefined;
    if (!found)
      throw new Error(`${machine.entity}: no column ${property ?? '(unset)'} for a one-statement move`);
    return quoted(found.name);
  };
  const { id, status, version, key, updatedAt } = machine.columns;
  if (!version || !key) throw new Error(`${machine.entity}: a one-statement move needs a version and a key`);
  if (machine.audit?.entityIdOf)
    throw new Error(`${machine.entity}: a one-statement move records the row by its key`);
  const facts = machine.audit?.facts ?? [];
  const read = [...new Set([id, key, status, version, ...facts, ...(o.part?.reads ?? [])])].map(name);
  let n = o.scopeParams;
  const partBase = n;
  const part = o.part?.build((i) => `$${partBase + i + 1}`) ?? {};
  const partParams = o.part?.params.length ?? 0;
  n += partParams;
  const next = () => `$${++n}`;
  const keyParam = next();
  const actorId = next();
  const actingAsId = next();
  const requestId = next();
  const detail = o.detail ? next() : null;
  const table = quoted(getTableName(machine.table));
  const [S_ID, S_KEY, S_STATUS, S_VERSION] = [name(id), name(key), name(status), name(version)];
  // The audit row's before/after as `recorded` makes them: the facts, the status, the version.
  const record = (alias: string, statusSql: string, versionAlias: string) =>
    `jsonb_build_object(${[
      ...facts.map((f) => `${literal(f)}::text, ${alias}.${name(f)}`),
      `'status', ${statusSql}`,
      `'version', ${versionAlias}.${S_VERSION}`,
    ].join(', ')})`;
  const auditAction = (a: string) =>
    literal(machine.audit?.action ? machine.audit.action(a) : `${machine.entity}.${a}`);
  const entityType = literal(machine.audit?.entityType ?? machine.entity);
  // Move 1 (the caller's): old → upd with the middle state; move 2 (the system's `then`): the
  // middle state → the final one, at the written version (as `applyMove` records them).
  const middle = o.then ? `${literal(o.to)}::text` : `upd.${S_STATUS}`;
  const audits = [
    `SELECT 1 AS n, ${actorId}::text AS actor_id, ${actingAsId}::text AS acting_as_id, ${auditAction(o.action)} AS action,
        upd.${S_KEY} AS entity_id, ${record('old', `old.${S_STATUS}`, 'old')} AS before,
        ${record('upd', middle, 'upd')}${detail ? ` || ${detail}::jsonb` : ''} AS after,
        ${requestId}::text AS request_id
      FROM upd JOIN old ON old.${S_ID} = upd.${S_ID}`,
    ...(o.then
      ? [
          `SELECT 2, NULL::text, NULL::text, ${auditAction(o.then)}, upd.${S_KEY}, ${record('upd', middle, 'upd')},
        ${record('upd', `upd.${S_STATUS}`, 'upd')}, 'system'::text
      FROM upd`,
        ]
      : []),
  ];
  const event = (actionName: string, from: string, toSql: string, withDetail: boolean) =>
    `jsonb_build_object('entity', ${literal(machine.entity)}::text, 'key', upd.${S_KEY}, 'action', ${literal(actionName)}::text,
        'from', ${from}, 'to', ${toSql})${withDetail && detail ? ` || jsonb_build_object('detail', ${detail}::jsonb)` : ''}`;
  const events = [
    `SELECT 1 AS n, ${event(o.action, `old.${S_STATUS}`, middle, true)} AS payload FROM upd JOIN old ON old.${S_ID} = upd.${S_ID}`,
    ...(o.then ? [`SELECT 2, ${event(o.then, middle, `upd.${S_STATUS}`, false)} FROM upd`] : []),
  ];
  const sets = [
    `${S_STATUS} = ${literal(o.final)}`,
    `${S_VERSION} = c.${S_VERSION} + 1`,
    ...(updatedAt ? [`${name(updatedAt)} = now()`] : []),
    ...(part.sets ? [part.sets] : []),
  ];
  // `upd` carries SQL names (the audit rows read them); the answer names them by property.
  const returned = [...new Set([id, key, status, version, ...facts, ...o.returning])].map(name);
  const text = `WITH old AS (
      SELECT ${read.join(', ')} FROM ${table}
      WHERE ${S_KEY} = ${keyParam} AND ${S_STATUS} IN (${o.froms.map(literal).join(', ')})${o.scopeSql ? ` AND ${o.scopeSql}` : ''}
    )${part.ctes ? `, ${part.ctes}` : ''}, upd AS (
      UPDATE ${table} c SET ${sets.join(', ')}
      FROM old WHERE c.${S_ID} = old.${S_ID} AND c.${S_VERSION} = old.${S_VERSION}${part.guard ? ` AND (${part.guard})` : ''}
      RETURNING ${returned.map((col) => `c.${col}`).join(', ')}
    )${part.after ? `, ${part.after}` : ''}, aud AS (
      INSERT INTO audit_log (actor_id, acting_as_id, action, entity_type, entity_id, before, after, request_id)
      SELECT a.actor_id, a.acting_as_id, a.action, ${entityType}, a.entity_id, a.before, a.after, a.request_id
      FROM (${audits.join('\n      UNION ALL ')}) a ORDER BY a.n
    ), obx AS (
      INSERT INTO outbox (topic, payload)
      SELECT ${literal(statusChangedTopic(machine.entity))}, e.payload
      FROM (${events.join('\n      UNION ALL ')}) e ORDER BY e.n
    )
    SELECT ${o.returning.map((p) => `upd.${name(p)} AS ${quoted(p)}`).join(', ')} FROM upd`;
  return { text, partParams };
}

/**
 * Why a one-statement move wrote nothing, as the locking path would say it: 404 (not found or out
 * of scope), 409 / 403 (the state now lacks the move, or the caller may not make it), else 409
 * CONFLICT (another writer moved the version on). Always throws.
 */
export async function refuseUnmoved<Row extends object, S extends string, A extends string, Scope, Line>(
  db: DbOrTx,
  machine: Machine<Row, S, A, Scope, Line>,
  key: string,
  action: A,
  caller: MoveCaller<Scope>,
): Promise<never> {
  const current = await machine.find(db, caller.scope, key, { forUpdate: false, withLines: false });
  if (!current) throw new AppError('NOT_FOUND', `${machine.label} not found`);
  assertMove(machine, current.row[machine.columns.status] as S, action, caller);
  throw new AppError(
    'CONFLICT',
    `The ${machine.label.toLowerCase()} was changed by someone else. Reload and try again.`,
  );
}
