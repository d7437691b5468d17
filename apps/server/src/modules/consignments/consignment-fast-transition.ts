import type { ConsignmentActionResult } from '@dom/contract';
import type { ConsignmentAction, ConsignmentStatus, TrackingStatus } from '@dom/domain';
import type { DbOrTx } from '../../platform/db/database';
import { applyMoveAtOnce } from '../../platform/moves';
import { CONSIGNMENT_MACHINE } from './consignment-machine';
import type { Caller } from './consignment-transition';

/** Text columns a one-statement move may set alongside the status. */
export type TextChange = Partial<
  Record<'cancel_reason' | 'cancel_comment' | 'failure_reason', string | null>
>;

/** The written row as the database answers it (SQL column names). */
interface Moved {
  consignment_key: string;
  status: ConsignmentStatus;
  tracking_status: TrackingStatus | null;
  version: number;
  blocked_reasons: string[];
  failure_reason: string | null;
}

/**
 * A move that needs nothing from the row but its state (cancel, reject) as ONE statement: the
 * runner's `applyMoveAtOnce` with CONSIGNMENT_MACHINE (lock in scope and in a source state, write,
 * audit row and event — one round trip instead of six; nothing moved is diagnosed as 404/403/409).
 */
export async function transitionAtOnce(
  db: DbOrTx,
  caller: Caller,
  key: string,
  action: ConsignmentAction,
  change: TextChange,
  detail: Record<string, unknown> = {},
): Promise<ConsignmentActionResult> {
  const row = await applyMoveAtOnce(db, CONSIGNMENT_MACHINE, { key, action, caller, change, detail });
  const moved = row as unknown as Moved;
  return {
    consignmentKey: moved.consignment_key,
    status: moved.status,
    trackingStatus: moved.tracking_status ?? null,
    version: Number(moved.version),
    blockedReasons: moved.blocked_reasons,
    failureReason: moved.failure_reason,
  };
}
