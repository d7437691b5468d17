import type { ConsignmentActionResult } from '@dom/contract';
import type { ConsignmentAction, ConsignmentStatus } from '@dom/domain';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import {
  type Recorded,
  SYSTEM,
  SYSTEM_ACTOR as RUNNER_SYSTEM_ACTOR,
  applyMove,
  recordMoves,
  recorded,
  writeMove,
} from '../../platform/moves';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from '../orders';
import { creditExceptionRequestEnds } from './consignment-exception-requests';
import { CONSIGNMENT_MACHINE } from './consignment-machine';
import {
  type ConsignmentChange,
  type ConsignmentLineRow,
  type ConsignmentRow,
  findConsignment,
} from './consignments.repo';

/** Who asks: the platform's one Caller (scope: which consignments they see; permissions: which moves). */
import type { Caller } from '../../platform/caller';

export type { Caller };

/** System moves (packing outcomes) have no caller: the table's Allow_System_Transition is the server's. */
export const SYSTEM_ACTOR: Actor = RUNNER_SYSTEM_ACTOR;

export function presentResult(row: ConsignmentRow): ConsignmentActionResult {
  return {
    consignmentKey: row.consignmentKey,
    status: row.status,
    trackingStatus: row.trackingStatus,
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
  /** For a system move that carries out a user's decision (an approval): the user the audit row names. */
  onBehalfOf?: Actor;
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
 * Every status change goes through the runner (ARCHITECTURE rule 2) with CONSIGNMENT_MACHINE: lock
 * the row in scope, ask the transition table (409 / 403), write the new state with a version guard,
 * and record the audit row and the `consignment.status-changed` event in the same statement. Here
 * only what is the consignment's own: a move is refused while the invoice is being voided, and the
 * void that holds the claim clears it. `caller` null is a system move.
 */
export async function transition(
  tx: DbOrTx,
  caller: Caller | null,
  key: string,
  action: ConsignmentAction,
  opts: TransitionOptions = {},
): Promise<ConsignmentRow> {
  const { check, change, holdsVoidClaim, ...rest } = opts;
  let from: ConsignmentStatus | undefined;
  const moved = await applyMove(tx, CONSIGNMENT_MACHINE, {
    ...rest,
    key,
    action,
    caller: caller ?? SYSTEM,
    check: async (row, to, lines) => {
      from = row.status;
      if (!holdsVoidClaim) assertNotBeingVoided(row, action);
      await check?.(row, to, lines);
    },
    change: async (row, to, lines) => ({
      ...(change ? await change(row, to, lines) : {}),
      ...(holdsVoidClaim ? { voidClaimedAt: null } : {}),
    }),
  });
  // A user's move out of PAYMENT_BLOCKED ends a credit exception still waiting for approval (the
  // approval's own move is a system move on the approver's behalf: caller null).
  if (caller && from === 'PAYMENT_BLOCKED') await creditExceptionRequestEnds(tx, caller, key);
  return moved;
}

/**
 * The write of an in-place change with its audit row and `consignment.<action>` event as ONE
 * statement (the runner's `writeMove`): version-guarded; answers the row as written, or nothing
 * when another writer moved the version on.
 */
export async function writeAndRecord(
  tx: DbOrTx,
  row: ConsignmentRow,
  change: ConsignmentChange,
  changesOf: (after: ConsignmentRow) => RecordedChange[],
  also?: SQL,
): Promise<ConsignmentRow | undefined> {
  return writeMove<ConsignmentRow, ConsignmentStatus, ConsignmentAction, OwnerScope, ConsignmentLineRow>(
    tx,
    CONSIGNMENT_MACHINE,
    row,
    change,
    (after) => changesOf(after).map(inPlace),
    also,
  );
}

export interface RecordedChange {
  actor: Actor;
  action: string;
  before: ConsignmentRow;
  after: ConsignmentRow;
  detail?: Record<string, unknown>;
}

const inPlace = (c: RecordedChange): Recorded =>
  recorded(CONSIGNMENT_MACHINE, c.actor, c.action, c.before, c.after, c.detail, { inPlace: true });

/** Audit rows and events of in-place changes, in one statement of the change's transaction. */
export async function recordChanges(tx: DbOrTx, changes: readonly RecordedChange[]): Promise<void> {
  const [first] = changes;
  if (first) await recordMoves(tx, CONSIGNMENT_MACHINE, first.after, changes.map(inPlace));
}

/** Audit row and outbox event of an in-place change (a row created, details edited). */
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
