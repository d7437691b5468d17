import type { AdhocLimit } from '@dom/contract';
import {
  APPROVAL_MESSAGES,
  type EnhancerType,
  adhocActiveOn,
  adhocLimitApprovalSteps,
  formatInrWithSymbol,
} from '@dom/domain';
import type { z } from 'zod';
import {
  type AdhocLogQuerySchema,
  type AdhocUpsertSchema,
  CREDIT_UPLOAD_MAX_FILES,
  FILE_NOT_AVAILABLE_MESSAGE,
} from '@dom/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { files } from '../../platform/db/schema/index';
import { recordAudit } from '../../platform/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { type AfterCommit, afterCommit, callThenWrite } from '../../platform/db/steps';
import { AppError, badRequest } from '../../platform/errors';
import { SYSTEM, applyMove, assertMove, recordMoves, recorded } from '../../platform/moves';
import {
  type ApprovalCaller,
  decideIn,
  raiseApprovalIn,
  runAfterCommit,
  registerApprovalPolicy,
  subjectChanged,
} from '../approvals';
import { foundInScope, type OwnerScope, users } from '../identity';
import { buyers } from '../parties';
import { ADHOC_LIMIT_MACHINE, type AdhocLimitRow, serialOfAdhocKey } from './adhoc-limit-machine';
import { creditAdhocLimits } from './credit-limits.schema';
import type { CreditUploads } from './credit-uploads';
import { creditStateOf, positionAdhoc, type AdhocRow } from './credit-position.repo';
import { adhocKey, buyerInScope, buyerScope, presentPosition } from './credit-limits.service';

/** The files' owner type of an ad-hoc limit's documents. */
export const ADHOC_OWNER = 'adhoc-limit';

/** The approvals engine's subject type of an ad-hoc limit. */
export const ADHOC_SUBJECT = 'credit/adhoc-limit';

type AdhocUpsert = z.infer<typeof AdhocUpsertSchema>;
type AdhocLogQuery = z.infer<typeof AdhocLogQuerySchema>;

const serialOfKey = serialOfAdhocKey;

/** The engine's outcome as the machine's move. */
const MOVE_OF_OUTCOME = { APPROVED: 'approve', REJECTED: 'reject', CANCELLED: 'withdraw' } as const;

/** Segregation of duties: whoever asked for an ad-hoc limit never decides it, not even acting as another. */
function assertNotOwnRequest(row: AdhocLimitRow, by: { actorId: string | null; actingAsId: string | null }) {
  if (row.requestedBy === by.actorId || row.requestedBy === by.actingAsId)
    throw new AppError('APPROVAL_OWN_REQUEST', APPROVAL_MESSAGES.ownRequest, undefined, 403);
}

type AdhocDocument = AdhocLimit['documents'][number];

function present(
  row: AdhocRow,
  buyerName: string,
  requestedByName: string,
  documents: AdhocDocument[],
  today: string,
  /** Who reads it: their own pending request is not theirs to decide. */
  viewerId: string,
): AdhocLimit {
  return {
    mayDecide: row.status === 'PENDING' && row.requestedBy !== viewerId,
    id: row.id,
    adhocKey: adhocKey(row.serial),
    buyerId: row.buyerId,
    buyerName,
    amountPaise: row.amountPaise.toString(),
    startDate: row.startDate,
    expiryDate: row.expiryDate,
    enhancerType: (row.enhancerType as EnhancerType | null) ?? null,
    reason: row.reason,
    documentNames: row.documentNames,
    documents,
    status: row.status,
    active: adhocActiveOn(positionAdhoc(row), today),
    approvalKey: row.approvalKey,
    requestedBy: row.requestedBy,
    requestedByName,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const requester = sql<string>`coalesce((SELECT ${users.displayName} FROM ${users} WHERE ${users.id} = ${creditAdhocLimits.requestedBy}), '')`;

/** The request's files (owner type `adhoc-limit`), oldest first. */
const adhocDocuments = sql<
  AdhocDocument[]
>`coalesce((SELECT json_agg(json_build_object('fileId', f.id, 'fileName', f.name, 'sizeBytes', f.size_bytes) ORDER BY f.created_at, f.id) FROM ${files} f WHERE f.owner_type = ${ADHOC_OWNER} AND f.owner_id = ${creditAdhocLimits.id}::text AND f.deleted_at IS NULL), '[]'::json)`;

async function findAdhoc(tx: DbOrTx, scope: OwnerScope, where: ReturnType<typeof eq>, lock = false) {
  const q = tx
    .select({
      a: creditAdhocLimits,
      buyerName: buyers.name,
      requestedByName: requester,
      documents: adhocDocuments,
    })
    .from(creditAdhocLimits)
    .innerJoin(buyers, eq(buyers.id, creditAdhocLimits.buyerId))
    .where(and(where, buyerScope(scope)));
  const [row] = await (lock ? q.for('update', { of: creditAdhocLimits }) : q);
  return row;
}

/**
 * Whether the buyer may be given an ad-hoc limit now: it has a credit account, no ad-hoc limit is
 * pending, and (when an amount is given) it is more than zero. Answers the position as well.
 */
export async function checkEligibility(
  db: Db,
  scope: OwnerScope,
  buyerId: string,
  amountPaise: string | undefined,
  today: string,
) {
  await buyerInScope(db, scope, buyerId);
  const state = foundInScope((await creditStateOf(db, buyerId, today)) ?? undefined, 'Buyer');
  const reasons: string[] = [];
  if (!state.receivables.hasAccount) reasons.push('The buyer has no credit account.');
  const [pending] = await db
    .select({ n: count() })
    .from(creditAdhocLimits)
    .where(and(eq(creditAdhocLimits.buyerId, buyerId), eq(creditAdhocLimits.status, 'PENDING')));
  if ((pending?.n ?? 0) > 0) reasons.push('An ad-hoc limit of this buyer is already waiting for approval.');
  if (amountPaise !== undefined && BigInt(amountPaise) <= 0n)
    reasons.push('The amount must be more than zero.');
  return { eligible: reasons.length === 0, reasons, position: presentPosition(buyerId, state, today) };
}

/** A request keeps at most 5 files (those it had and those added now). */
async function documentsWithin(tx: DbOrTx, adhocId: string, added: number) {
  if (added === 0) return;
  const [n] = await tx
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.ownerType, ADHOC_OWNER), eq(files.ownerId, adhocId), isNull(files.deletedAt)));
  if (Number(n?.n ?? 0) > CREDIT_UPLOAD_MAX_FILES)
    throw badRequest([
      { field: 'uploadKeys', message: `You can only select up to ${CREDIT_UPLOAD_MAX_FILES} files.` },
    ]);
}

/** A fresh signed link of one of the request's files (in the caller's scope), else 404. */
export async function adhocDocumentUrl(
  db: Db,
  scope: OwnerScope,
  id: string,
  fileId: string,
  uploads: CreditUploads,
): Promise<{ url: string }> {
  foundInScope(await findAdhoc(db, scope, eq(creditAdhocLimits.id, id)), 'Ad-hoc limit');
  const [f] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.ownerType, ADHOC_OWNER),
        eq(files.ownerId, id),
        isNull(files.deletedAt),
      ),
    );
  if (!f || !(await uploads.hasBytes(f))) throw new AppError('NOT_FOUND', FILE_NOT_AVAILABLE_MESSAGE);
  return { url: await uploads.downloadUrl(f.id) };
}

/**
 * Requests an ad-hoc limit (or changes one still PENDING) and raises its approval through the
 * engine: the row and the request are made one after the other; a refused raise takes the new row
 * back with it.
 */
export async function upsertAdhoc(
  db: Db,
  caller: ApprovalCaller,
  input: AdhocUpsert,
  today: string,
  uploads: CreditUploads,
): Promise<AdhocLimit> {
  if (!input.id && input.startDate < today)
    throw badRequest([{ field: 'startDate', message: 'The start must not be in the past' }]);
  // The scope first: nothing of a buyer outside it is read back or kept.
  await buyerInScope(db, caller.scope, input.buyerId);
  // The audit rows name the files kept, never the upload keys.
  const { uploadKeys: _keys, ...asked } = input;
  // The uploads are confirmed first (their own commit), then the limit in one transaction; a refusal
  // discards the confirmed uploads again.
  return callThenWrite(db, {
    call: () => uploads.confirm(caller, 'ADHOC_DOC_UPLOAD', input.uploadKeys, 'uploadKeys', true),
    undo: (confirmed) => uploads.discard(confirmed),
    write: async (tx, confirmed) => {
      const logged = { ...asked, fileIds: confirmed.map((f) => f.id) };
      const { row } = await (async (): Promise<{ row: AdhocLimitRow; created: boolean }> => {
        await buyerInScope(tx, caller.scope, input.buyerId);
        const values = {
          buyerId: input.buyerId,
          amountPaise: BigInt(input.amountPaise),
          startDate: input.startDate,
          expiryDate: input.expiryDate,
          enhancerType: input.enhancerType ?? null,
          reason: input.reason,
          documentNames: input.documentNames,
        };
        if (input.id) {
          const found = await findAdhoc(tx, caller.scope, eq(creditAdhocLimits.id, input.id), true);
          const before = foundInScope(found, 'Ad-hoc limit').a;
          if (before.status !== 'PENDING')
            throw new AppError(
              'CONFLICT',
              `Only a pending ad-hoc limit can be changed; this one is ${before.status}.`,
            );
          if (before.buyerId !== input.buyerId)
            throw badRequest([{ field: 'buyerId', message: 'An ad-hoc limit stays with its buyer' }]);
          await tx
            .update(creditAdhocLimits)
            .set({ ...values, version: before.version + 1, updatedAt: new Date() })
            .where(eq(creditAdhocLimits.id, before.id));
          // The engine withdraws the request drawn from the old facts and raises one from the new
          // (the policy's onChange): the card always shows what an approval applies, and whoever
          // changed it never decides it.
          const approvalKey = await subjectChanged(db, tx, caller, ADHOC_SUBJECT, adhocKey(before.serial));
          const [updated] = await tx
            .update(creditAdhocLimits)
            .set({ approvalKey: approvalKey ?? before.approvalKey })
            .where(eq(creditAdhocLimits.id, before.id))
            .returning();
          await recordAudit(tx, {
            actorId: caller.actor.actorId,
            actingAsId: caller.actor.actingAsId,
            requestId: caller.actor.requestId,
            action: 'credit-adhoc-limit.update',
            entityType: 'credit_adhoc_limit',
            entityId: before.id,
            after: logged,
          });
          const kept = await uploads.claim(tx, caller, 'ADHOC_DOC_UPLOAD', confirmed, before.id);
          await documentsWithin(tx, before.id, kept.length);
          return { row: updated!, created: false };
        }
        const [pending] = await tx
          .select({ n: count() })
          .from(creditAdhocLimits)
          .where(and(eq(creditAdhocLimits.buyerId, input.buyerId), eq(creditAdhocLimits.status, 'PENDING')));
        if ((pending?.n ?? 0) > 0)
          throw new AppError('CONFLICT', 'An ad-hoc limit of this buyer is already waiting for approval.');
        const [inserted] = await tx
          .insert(creditAdhocLimits)
          .values({ ...values, status: 'PENDING', requestedBy: caller.userId })
          .returning();
        // Born PENDING: recorded (audit row and event) as the runner records a move.
        const made = recorded(ADHOC_LIMIT_MACHINE, caller.actor, 'request', inserted!, inserted!, logged);
        await recordMoves(tx, ADHOC_LIMIT_MACHINE, inserted!, [{ ...made, from: '' }]);
        await uploads.claim(tx, caller, 'ADHOC_DOC_UPLOAD', confirmed, inserted!.id);
        // The approval request in the same transaction: when the engine refuses it, nothing of the
        // limit is kept (row, audit row, event, documents).
        const approvalKey = await raiseApprovalIn(db, tx, caller, {
          subjectType: ADHOC_SUBJECT,
          subjectKey: adhocKey(inserted!.serial),
          comment: input.reason,
        });
        const [withKey] = await tx
          .update(creditAdhocLimits)
          .set({ approvalKey })
          .where(eq(creditAdhocLimits.id, inserted!.id))
          .returning();
        return { row: withKey!, created: true };
      })();
      const found = await findAdhoc(tx, caller.scope, eq(creditAdhocLimits.id, row.id));
      const r = foundInScope(found, 'Ad-hoc limit');
      return present(r.a, r.buyerName, r.requestedByName, r.documents, today, caller.userId);
    },
  });
}

/**
 * Approves or rejects: the machine's table says whether the move exists from the limit's state (409)
 * and whether the caller may make it (403); the approvals engine then decides (never one's own
 * request), and its outcome moves the limit through the runner in the deciding transaction.
 */
export async function updateAdhocStatus(
  db: Db,
  tx: Tx,
  caller: ApprovalCaller,
  input: { id: string; status: 'APPROVED' | 'REJECTED'; comment?: string },
  today: string,
): Promise<AfterCommit<AdhocLimit>> {
  const found = foundInScope(
    await findAdhoc(tx, caller.scope, eq(creditAdhocLimits.id, input.id)),
    'Ad-hoc limit',
  );
  const action = input.status === 'APPROVED' ? 'approve' : 'reject';
  assertMove(ADHOC_LIMIT_MACHINE, found.a.status, action, caller);
  assertNotOwnRequest(found.a, caller.actor);
  if (!found.a.approvalKey)
    throw new AppError(
      'APPROVAL_ENDED',
      `${adhocKey(found.a.serial)} has no approval request.`,
      undefined,
      409,
    );
  const then = await decideIn(
    db,
    tx,
    caller,
    found.a.approvalKey,
    action,
    input.comment ?? (input.status === 'APPROVED' ? 'Approved' : 'Rejected'),
  );
  return afterCommit(async () => {
    await runAfterCommit(then);
    const after = foundInScope(
      await findAdhoc(db, caller.scope, eq(creditAdhocLimits.id, input.id)),
      'Ad-hoc limit',
    );
    return present(after.a, after.buyerName, after.requestedByName, after.documents, today, caller.userId);
  });
}

/** The engine's policy for ad-hoc limits: decided by the credit or finance desk, never by its requester. */
export function registerAdhocPolicy(db: Db): void {
  registerApprovalPolicy(db, {
    subjectType: ADHOC_SUBJECT,
    label: 'Ad-hoc limit',
    // A pending limit may still be changed (doc 3: upsert): the change raises a new request.
    onChange: 'resubmit',
    describe: async (tx, key, who) => {
      const serial = serialOfKey(key);
      if (serial === null) return undefined;
      const row = await findAdhoc(tx, who.scope, eq(creditAdhocLimits.serial, serial));
      if (!row) return undefined;
      if (row.a.status !== 'PENDING')
        throw new AppError('TRANSITION_NOT_ALLOWED', `${key} is ${row.a.status}.`, undefined, 409);
      return {
        summary: `Ad-hoc limit ${key} of ${formatInrWithSymbol(row.a.amountPaise)} for ${row.buyerName}`,
        businessValuePaise: row.a.amountPaise,
        metaData: [
          { label: 'Buyer', value: row.buyerName, enhancerType: null },
          {
            label: 'Amount',
            value: formatInrWithSymbol(row.a.amountPaise),
            enhancerType: row.a.enhancerType,
          },
          { label: 'Start date', value: row.a.startDate, enhancerType: null },
          { label: 'Expiry date', value: row.a.expiryDate, enhancerType: null },
          { label: 'Reason', value: row.a.reason, enhancerType: null },
        ],
      };
    },
    steps: () => adhocLimitApprovalSteps(),
    // The engine's decision moves the limit on behalf of whoever ended it (the engine checked their
    // step; the machine checks again that the requester does not decide their own request).
    onDecided: async (tx, request, outcome, by) => {
      const action = MOVE_OF_OUTCOME[outcome];
      await applyMove(tx, ADHOC_LIMIT_MACHINE, {
        key: request.subjectKey,
        action,
        caller: SYSTEM,
        onBehalfOf: by,
        check: (row) => {
          if (action !== 'withdraw') assertNotOwnRequest(row, by);
        },
        change: () => ({ decidedBy: by.actorId, decidedAt: new Date() }),
        detail: { approvalKey: request.approvalKey },
      });
      return undefined;
    },
  });
}

/**
 * Marks approved ad-hoc limits past their expiry EXPIRED (the scheduled job; the figures never count
 * them anyway): one system move each through the runner, audited and announced.
 */
export async function expireAdhocLimits(tx: Tx, today: string): Promise<{ expired: number }> {
  const due = await tx
    .select({ serial: creditAdhocLimits.serial })
    .from(creditAdhocLimits)
    .where(and(eq(creditAdhocLimits.status, 'APPROVED'), lt(creditAdhocLimits.expiryDate, today)))
    .orderBy(asc(creditAdhocLimits.serial));
  for (const { serial } of due)
    await applyMove(tx, ADHOC_LIMIT_MACHINE, {
      key: adhocKey(serial),
      action: 'expire',
      caller: SYSTEM,
      expectStatus: 'APPROVED',
      detail: { on: today },
    });
  return { expired: due.length };
}

/** The ad-hoc limit approval log with its filters, newest first, in the caller's scope. */
export async function adhocLog(
  db: Db,
  viewer: { scope: OwnerScope; userId: string },
  q: AdhocLogQuery,
  today: string,
) {
  const { scope } = viewer;
  const where = and(
    buyerScope(scope),
    q.entityIds ? inArray(creditAdhocLimits.buyerId, q.entityIds) : undefined,
    q.statuses ? inArray(creditAdhocLimits.status, q.statuses) : undefined,
    q.enhancerTypes ? inArray(creditAdhocLimits.enhancerType, q.enhancerTypes) : undefined,
    q.requestedByList
      ? or(
          inArray(sql`${creditAdhocLimits.requestedBy}::text`, q.requestedByList),
          inArray(
            creditAdhocLimits.requestedBy,
            db.select({ id: users.id }).from(users).where(inArray(users.username, q.requestedByList)),
          ),
        )
      : undefined,
    q.fromDate ? gte(sql`${creditAdhocLimits.createdAt}::date`, q.fromDate) : undefined,
    q.toDate ? lte(sql`${creditAdhocLimits.createdAt}::date`, q.toDate) : undefined,
  );
  const rows = await db
    .select({
      a: creditAdhocLimits,
      buyerName: buyers.name,
      requestedByName: requester,
      documents: adhocDocuments,
    })
    .from(creditAdhocLimits)
    .innerJoin(buyers, eq(buyers.id, creditAdhocLimits.buyerId))
    .where(where)
    .orderBy(desc(creditAdhocLimits.createdAt), desc(creditAdhocLimits.serial))
    .limit(q.pageSize)
    .offset(q.pageNumber * q.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(creditAdhocLimits)
    .innerJoin(buyers, eq(buyers.id, creditAdhocLimits.buyerId))
    .where(where);
  const n = Number(total?.n ?? 0);
  return {
    content: rows.map((r) => present(r.a, r.buyerName, r.requestedByName, r.documents, today, viewer.userId)),
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    totalElements: n,
    totalPages: Math.ceil(n / q.pageSize),
    totalIsCapped: false,
  };
}

export async function requestedByList(db: Db, scope: OwnerScope) {
  const rows = await db
    .selectDistinct({ userId: creditAdhocLimits.requestedBy, name: users.displayName })
    .from(creditAdhocLimits)
    .innerJoin(buyers, eq(buyers.id, creditAdhocLimits.buyerId))
    .innerJoin(users, eq(users.id, creditAdhocLimits.requestedBy))
    .where(buyerScope(scope))
    .orderBy(asc(users.displayName));
  return rows;
}
