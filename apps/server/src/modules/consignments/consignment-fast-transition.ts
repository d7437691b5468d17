import type { ConsignmentActionResult } from '@dom/contract';
import {
  CONSIGNMENT_TRANSITIONS,
  type ConsignmentAction,
  type ConsignmentStatus,
  type TrackingStatus,
} from '@dom/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { foundInScope } from '../identity';
import { rawRows } from '../orders';
import type { Caller } from './consignment-transition';
import { consignmentScope, findConsignment } from './consignments.repo';

/** Text columns a one-statement move may set alongside the status. */
export type TextChange = Partial<
  Record<'cancel_reason' | 'cancel_comment' | 'failure_reason', string | null>
>;

interface Moved {
  consignment_key: string;
  status: string;
  tracking_status: string | null;
  version: number;
  blocked_reasons: string[];
  failure_reason: string | null;
}

/**
 * A move that needs nothing from the row but its state (cancel, reject) as ONE statement: lock the
 * row in scope and in a source state of the move, write the new state with the version bumped, and
 * insert the audit row and the outbox event — data-modifying CTEs, atomic without BEGIN/COMMIT, one
 * round trip instead of six. A second writer waits on the lock, then finds the state moved on and
 * matches nothing. No row is then diagnosed like `transition` would: 404, 403 or 409.
 */
export async function transitionAtOnce(
  db: DbOrTx,
  caller: Caller,
  key: string,
  action: ConsignmentAction,
  change: TextChange,
  detail: Record<string, unknown> = {},
): Promise<ConsignmentActionResult> {
  const moves = CONSIGNMENT_TRANSITIONS.moves.filter(
    (m) => m.action === action && caller.permissions.has(m.permission),
  );
  const to = moves[0]?.to;
  const scope = consignmentScope(caller.scope);
  if (to && moves.every((m) => m.to === to)) {
    const froms = sql.join(
      moves.map((m) => sql`${m.from}`),
      sql`, `,
    );
    const sets: SQL[] = Object.entries(change).map(
      ([column, value]) => sql`${sql.identifier(column)} = ${value}`,
    );
    const setExtra = sets.length > 0 ? sql`, ${sql.join(sets, sql`, `)}` : sql``;
    const { actorId, actingAsId, requestId } = caller.actor;
    const [row] = await rawRows<
      Moved & { old_status: string; old_tracking: string | null; old_version: number }
    >(
      db,
      sql`
      WITH old AS (
        SELECT id, status, tracking_status, version FROM consignments
        WHERE consignment_key = ${key} AND status IN (${froms}) ${scope ? sql`AND ${scope}` : sql``}
        FOR UPDATE
      ), upd AS (
        UPDATE consignments c SET status = ${to}, version = c.version + 1, updated_at = now() ${setExtra}
        FROM old WHERE c.id = old.id AND c.version = old.version
        RETURNING c.consignment_key, c.order_key, c.status, c.tracking_status, c.version, c.blocked_reasons,
          c.failure_reason, old.status AS old_status, old.tracking_status AS old_tracking, old.version AS old_version
      ), aud AS (
        INSERT INTO audit_log (actor_id, acting_as_id, action, entity_type, entity_id, before, after, request_id)
        SELECT ${actorId}, ${actingAsId}, ${`consignment.${action}`}, 'consignment', upd.consignment_key,
          jsonb_build_object('status', upd.old_status, 'trackingStatus', upd.old_tracking, 'version', upd.old_version),
          jsonb_build_object('status', upd.status, 'trackingStatus', upd.tracking_status, 'version', upd.version)
            || ${JSON.stringify(detail)}::jsonb,
          ${requestId}
        FROM upd
      ), obx AS (
        INSERT INTO outbox (topic, payload)
        SELECT ${`consignment.${action}`}, jsonb_build_object('consignmentKey', upd.consignment_key,
          'orderKey', upd.order_key, 'from', upd.old_status, 'to', upd.status)
        FROM upd
      )
      SELECT * FROM upd`,
    );
    if (row)
      return {
        consignmentKey: row.consignment_key,
        status: row.status as ConsignmentStatus,
        trackingStatus: (row.tracking_status as TrackingStatus | null) ?? null,
        version: Number(row.version),
        blockedReasons: row.blocked_reasons,
        failureReason: row.failure_reason,
      };
  }
  // Nothing moved: say why, as the locking path would.
  const current = foundInScope(await findConsignment(db, caller.scope, key), 'Consignment');
  CONSIGNMENT_TRANSITIONS.getTarget(current.status as ConsignmentStatus, action, caller.permissions);
  throw new AppError('CONFLICT', 'The consignment was changed by someone else. Reload and try again.');
}
