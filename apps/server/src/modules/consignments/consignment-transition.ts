import type { ConsignmentActionResult } from '@dom/contract';
import {
  CONSIGNMENT_TRANSITIONS,
  type ConsignmentAction,
  type ConsignmentStatus,
  type TrackingStatus,
} from '@dom/domain';
import { recordAudit } from '../../platform/audit';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { enqueueOutbox } from '../../platform/outbox';
import { type OwnerScope, foundInScope } from '../identity/scope';
import type { Actor } from '../orders/order-approval.service';
import {
  type ConsignmentChange,
  type ConsignmentRow,
  findConsignment,
  updateConsignment,
} from './consignments.repo';

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
  check?: (row: ConsignmentRow, to: ConsignmentStatus) => void | Promise<void>;
  /** Columns written with the status. */
  change?: (row: ConsignmentRow, to: ConsignmentStatus) => ConsignmentChange | Promise<ConsignmentChange>;
  /** Extra facts for the audit row and the outbox event. */
  detail?: Record<string, unknown>;
  /** Only move when the row is in this state (system steps after an unlocked pause). */
  expectStatus?: ConsignmentStatus;
  /** This move is the void that holds the row's void claim (`claimVoid`); it clears it. */
  holdsVoidClaim?: boolean;
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
  const row = foundInScope(
    await findConsignment(tx, caller?.scope ?? null, key, { forUpdate: true }),
    'Consignment',
  );
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
  await opts.check?.(row, to);
  const change = opts.change ? await opts.change(row, to) : {};
  const updated = await updateConsignment(tx, row, {
    ...change,
    status: to,
    ...(opts.holdsVoidClaim ? { voidClaimedAt: null } : {}),
  });
  if (!updated)
    throw new AppError('CONFLICT', 'The consignment was changed by someone else. Reload and try again.');
  await recordChange(tx, caller?.actor ?? SYSTEM_ACTOR, action, row, updated, opts.detail);
  return updated;
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
  await recordAudit(tx, {
    ...actor,
    action: `consignment.${action}`,
    entityType: 'consignment',
    entityId: after.consignmentKey,
    before: { status: before.status, trackingStatus: before.trackingStatus, version: before.version },
    after: { status: after.status, trackingStatus: after.trackingStatus, version: after.version, ...detail },
  });
  await enqueueOutbox(tx, `consignment.${action}`, {
    consignmentKey: after.consignmentKey,
    orderKey: after.orderKey,
    from: before.status,
    to: after.status,
  });
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
  const updated = await updateConsignment(tx, row, await change(row));
  if (!updated)
    throw new AppError('CONFLICT', 'The consignment was changed by someone else. Reload and try again.');
  await recordChange(tx, caller.actor, action, row, updated, detail);
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
