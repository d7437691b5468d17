import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';
import { AppError } from '../errors';
import { assertMove, statusChangedTopic } from './apply-move';
import type { Machine, MoveCaller } from './machine';

export interface AtOnceOptions<A extends string, Scope> {
  key: string;
  action: A;
  caller: MoveCaller<Scope>;
  /** Text columns (SQL names) set alongside the status. */
  change?: Record<string, string | null>;
  /** Extra facts for the audit row's `after` and the event's `detail`. */
  detail?: Record<string, unknown>;
}

/**
 * A move that needs nothing from the row but its state (cancel, reject) as ONE statement: lock the
 * row in scope and in a source state of the move, write the new state with the version bumped, and
 * insert the audit row and the `<entity>.status-changed` event — data-modifying CTEs, atomic without
 * BEGIN/COMMIT, one round trip instead of six. A second writer waits on the lock, then finds the
 * state moved on and matches nothing; nothing moved is then diagnosed as `applyMove` would: 404,
 * 403 or 409. Answers the written row as the database returns it (SQL column names).
 *
 * Needs a machine with `columns.key`, `columns.version` and `scopeWhere`.
 */
export async function applyMoveAtOnce<Row extends object, S extends string, A extends string, Scope, Line>(
  db: DbOrTx,
  machine: Machine<Row, S, A, Scope, Line>,
  opts: AtOnceOptions<A, Scope>,
): Promise<Record<string, unknown>> {
  const columns = getTableColumns(machine.table) as Record<string, PgColumn>;
  const name = (property: string | undefined) => {
    const found = property ? columns[property] : undefined;
    if (!found)
      throw new Error(`${machine.entity}: no column ${property ?? '(unset)'} for a one-statement move`);
    return sql.identifier(found.name);
  };
  const { id, status, version, key, updatedAt } = machine.columns;
  const { caller, action } = opts;
  const moves = machine.transitions.moves.filter(
    (m) => m.action === action && caller.permissions.has(m.permission),
  );
  const to = moves[0]?.to;
  if (to !== undefined && moves.every((m) => m.to === to)) {
    const froms = sql.join(
      moves.map((m) => sql`${m.from}`),
      sql`, `,
    );
    const sets: SQL[] = Object.entries(opts.change ?? {}).map(
      ([col, value]) => sql`${sql.identifier(col)} = ${value}`,
    );
    if (updatedAt) sets.push(sql`${name(updatedAt)} = now()`);
    const scope = machine.scopeWhere?.(caller.scope);
    const recordOf = (alias: string) =>
      sql.join(
        [
          ...(machine.audit?.facts ?? []).map((f) => sql`${f}::text, ${sql.raw(alias)}.${name(f)}`),
          sql`'status', ${sql.raw(alias)}.${name(status)}`,
          sql`'version', ${sql.raw(alias)}.${name(version)}`,
        ],
        sql`, `,
      );
    const audit = machine.audit;
    const auditAction = audit?.action ? audit.action(action) : `${machine.entity}.${action}`;
    if (audit?.entityIdOf)
      throw new Error(`${machine.entity}: a one-statement move records the row by its key`);
    const entityId = name(key);
    const detail = opts.detail ?? {};
    const { actorId, actingAsId, requestId } = caller.actor;
    const result: unknown = await db.execute(sql`
      WITH old AS (
        SELECT * FROM ${machine.table}
        WHERE ${name(key)} = ${opts.key} AND ${name(status)} IN (${froms}) ${scope ? sql`AND ${scope}` : sql``}
        FOR UPDATE
      ), upd AS (
        UPDATE ${machine.table} c SET ${name(status)} = ${to}, ${name(version)} = c.${name(version)} + 1
          ${sets.length > 0 ? sql`, ${sql.join(sets, sql`, `)}` : sql``}
        FROM old WHERE c.${name(id)} = old.${name(id)} AND c.${name(version)} = old.${name(version)}
        RETURNING c.*
      ), aud AS (
        INSERT INTO audit_log (actor_id, acting_as_id, action, entity_type, entity_id, before, after, request_id)
        SELECT ${actorId}, ${actingAsId}, ${auditAction}, ${audit?.entityType ?? machine.entity}, upd.${entityId},
          jsonb_build_object(${recordOf('old')}),
          jsonb_build_object(${recordOf('upd')}) || ${JSON.stringify(detail)}::jsonb,
          ${requestId}
        FROM upd JOIN old ON old.${name(id)} = upd.${name(id)}
      ), obx AS (
        INSERT INTO outbox (topic, payload)
        SELECT ${statusChangedTopic(machine.entity)}, jsonb_build_object('entity', ${machine.entity}::text,
          'key', upd.${name(key)}, 'action', ${action}::text, 'from', old.${name(status)}, 'to', upd.${name(status)})
          ${opts.detail ? sql`|| jsonb_build_object('detail', ${JSON.stringify(detail)}::jsonb)` : sql``}
        FROM upd JOIN old ON old.${name(id)} = upd.${name(id)}
      )
      SELECT * FROM upd`);
    const [row] = (result as { rows: Record<string, unknown>[] }).rows;
    if (row) return row;
  }
  // Nothing moved: say why, as the locking path would.
  const current = await machine.find(db, caller.scope, opts.key, { forUpdate: false, withLines: false });
  if (!current) throw new AppError('NOT_FOUND', `${machine.label} not found`);
  assertMove(machine, current.row[status] as S, action, caller);
  throw new AppError(
    'CONFLICT',
    `The ${machine.label.toLowerCase()} was changed by someone else. Reload and try again.`,
  );
}
