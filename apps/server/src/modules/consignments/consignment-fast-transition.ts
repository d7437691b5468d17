import type { ConsignmentActionResult } from '@dom/contract';
import type { ConsignmentAction, TrackingStatus } from '@dom/domain';
import type { DbOrTx } from '../../platform/db/database';
import { type OneStatementPart, applyMoveInOneStatement, refuseUnmoved } from '../../platform/moves';
import { CONSIGNMENT_MACHINE } from './consignment-machine';
import type { Caller } from './consignment-transition';

/** Text columns a one-statement move may set alongside the status. */
export type TextChange = Partial<
  Record<'cancel_reason' | 'cancel_comment' | 'failure_reason', string | null>
>;

const TEXT_COLUMNS = new Set(['cancel_reason', 'cancel_comment', 'failure_reason']);

interface Written {
  consignmentKey: string;
  status: ConsignmentActionResult['status'];
  trackingStatus: TrackingStatus | null;
  version: number;
  blockedReasons: string[];
  failureReason: string | null;
}

/** The columns of `change` as the statement's part: its text built once per set of columns. */
function textPart(change: TextChange): OneStatementPart | undefined {
  const columns = Object.keys(change)
    .filter((c) => TEXT_COLUMNS.has(c))
    .sort();
  if (columns.length === 0) return undefined;
  return {
    shape: `text:${columns.join(',')}`,
    build: (p) => ({ sets: columns.map((c, i) => `"${c}" = ${p(i)}::text`).join(', ') }),
    params: columns.map((c) => change[c as keyof TextChange] ?? null),
  };
}

/**
 * A move that needs nothing from the row but its state (cancel, reject) as ONE statement: the
 * runner's `applyMoveInOneStatement` with CONSIGNMENT_MACHINE (read in scope and in a source state,
 * version-guarded write, audit row and event — one round trip; its text built once, only the values
 * sent). Nothing moved is diagnosed as the locking path would: 404, 403 or 409.
 */
export async function transitionAtOnce(
  db: DbOrTx,
  caller: Caller,
  key: string,
  action: ConsignmentAction,
  change: TextChange,
  detail: Record<string, unknown> = {},
): Promise<ConsignmentActionResult> {
  const part = textPart(change);
  const written = (await applyMoveInOneStatement(db, CONSIGNMENT_MACHINE, {
    key,
    action,
    caller,
    detail,
    ...(part ? { part } : {}),
    returning: ['consignmentKey', 'status', 'trackingStatus', 'version', 'blockedReasons', 'failureReason'],
  })) as Written | undefined;
  if (!written) return refuseUnmoved(db, CONSIGNMENT_MACHINE, key, action, caller);
  return {
    consignmentKey: written.consignmentKey,
    status: written.status,
    trackingStatus: written.trackingStatus ?? null,
    version: Number(written.version),
    blockedReasons: written.blockedReasons,
    failureReason: written.failureReason,
  };
}
