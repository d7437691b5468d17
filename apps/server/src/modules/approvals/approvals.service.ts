import {
  APPROVAL_ENDPOINTS,
  type AnyEndpoint,
  type ApprovalAllowedAction,
  type ApprovalDetail,
  type ApprovalListItem,
  type ApprovalListQuery,
  type ApprovalRequestCreate,
  type Page,
  allowedAction,
} from '@dom/contract';
import {
  APPROVAL_MESSAGES,
  CAN_APPROVE,
  CAN_REJECT,
  CAN_REQUEST_CHANGES,
  type ApprovalDecisionAction,
  type ApprovalParticipation,
  type ApprovalStatus,
  approvalTimeline,
  participatesIn,
  planErrors,
} from '@dom/domain';
import { recordAudit } from '../../platform/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { type AfterCommit, afterCommit, savepoint } from '../../platform/db/steps';
import { AppError, badRequest } from '../../platform/errors';
import { SYSTEM, applyMove, recordMoves, recorded } from '../../platform/moves';
import {
  APPROVAL_REQUEST_MACHINE,
  APPROVAL_STEP_MACHINE,
  type ApprovalRequestRow,
  type ApprovalStepRow,
} from './approval-machines';
import { type ApprovalCaller, policyOf, registeredPolicies } from './approval-policies';
import {
  decisionsOf,
  findVisible,
  hasActed,
  latestFor,
  listApprovals,
  nextApprovalKey,
  pendingFor,
  stepsOf,
  syncAwaiting,
  userNames,
} from './approvals.repo';
import { approvalDecisions, approvalRequests, approvalSteps } from './approvals.schema';

const iso = (d: Date | string | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The open step a decision acts on: the first one not yet approved (steps run in order). */
const currentStep = (steps: readonly ApprovalStepRow[]): ApprovalStepRow | undefined =>
  steps.find((s) => s.status === 'REQUESTED' || s.status === 'REVIEWED');

const actorOf = (caller: ApprovalCaller) => ({ userId: caller.userId, roles: caller.roles });

/** Cancelling someone else's request (an administrator's); the requester withdraws without it. */
const CANCEL_PERMISSION = 'Allow_Approval_Request_Cancel';

// ---------------------------------------------------------------------------------------------
// Raising a request (`ApprovalRequest`)

/**
 * Raises a request in the request's transaction and answers it. `db` names the engine whose
 * policies decide (the registry is per database); no transaction is opened on it.
 */
export async function raiseApproval(
  db: Db,
  tx: Tx,
  caller: ApprovalCaller,
  body: ApprovalRequestCreate,
): Promise<ApprovalDetail> {
  const key = await raiseApprovalIn(db, tx, caller, body);
  return approvalDetail(tx, caller, key);
}

/**
 * Raises a request inside the caller's transaction (a module that creates its subject and asks for
 * its approval at once: an access request). Answers the approval key.
 */
export async function raiseApprovalIn(
  db: Db,
  tx: DbOrTx,
  caller: ApprovalCaller,
  body: ApprovalRequestCreate,
): Promise<string> {
  return raiseFor(db, tx, caller, body, { requestedBy: caller.userId, changedBy: [] });
}

/**
 * Raises a request whose facts are read in `caller`'s scope, in the name of `makers.requestedBy`
 * (the caller, or the first requester when a change raises it again) with those who changed it.
 */
async function raiseFor(
  db: Db,
  tx: DbOrTx,
  caller: ApprovalCaller,
  body: ApprovalRequestCreate,
  makers: { requestedBy: string; changedBy: readonly string[] },
): Promise<string> {
  const policy = policyOf(db, body.subjectType);
  if (!policy)
    throw new AppError(
      'APPROVAL_UNKNOWN_SUBJECT',
      `subjectType: no approval policy for ${body.subjectType}`,
      { fields: [{ field: 'subjectType', message: `No approval policy for ${body.subjectType}` }] },
      400,
    );
  const facts = await policy.describe(tx, body.subjectKey, caller);
  if (!facts) throw new AppError('NOT_FOUND', `${policy.label}: ${body.subjectKey} not found`);
  const pending = await pendingFor(tx, policy.subjectType, body.subjectKey);
  if (pending)
    throw new AppError(
      'CONFLICT',
      `An approval request for ${body.subjectKey} is already pending (${pending.approvalKey}).`,
      { approvalKey: pending.approvalKey },
      409,
    );
  const plan = facts.plan ?? policy.steps(facts.businessValuePaise);
  const problems = planErrors(plan);
  if (problems.length > 0) throw new Error(`${policy.subjectType}: ${problems.join('; ')}`);
  const approvalKey = await nextApprovalKey(tx);
  let row: ApprovalRequestRow | undefined;
  try {
    [row] = await tx
      .insert(approvalRequests)
      .values({
        approvalKey,
        subjectType: policy.subjectType,
        subjectKey: body.subjectKey,
        summary: facts.summary,
        businessValuePaise: facts.businessValuePaise,
        metaData: facts.metaData,
        enhancerType: facts.metaData.find((m) => m.enhancerType)?.enhancerType ?? null,
        blockedReasons: facts.blockedReasons ?? [],
        comment: body.comment,
        requestedBy: makers.requestedBy,
        changedBy: [...makers.changedBy],
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('CONFLICT', `An approval request for ${body.subjectKey} is already pending.`);
    throw err;
  }
  await tx.insert(approvalSteps).values(
    plan.map((s, i) => ({
      requestId: row!.id,
      position: i + 1,
      code: s.code,
      label: s.label,
      participants: [...s.participants],
      requiredApprovals: s.requiredApprovals,
    })),
  );
  await syncAwaiting(tx, row!.id);
  // The request is born PENDING: recorded (audit row and event) as the runner records a move.
  const made = recorded(APPROVAL_REQUEST_MACHINE, caller.actor, 'raise', row!, row!, {
    subjectType: policy.subjectType,
    subjectKey: body.subjectKey,
    businessValuePaise: facts.businessValuePaise.toString(),
    steps: plan.map((s) => s.code),
  });
  await recordMoves(tx, APPROVAL_REQUEST_MACHINE, row!, [{ ...made, from: '' }]);
  return approvalKey;
}

/** The latest approval request of each subject (any status), for subjects that show its state. */
export async function approvalStatesOf(
  db: DbOrTx,
  subjectType: string,
  subjectKeys: readonly string[],
): Promise<Map<string, { approvalKey: string; status: ApprovalStatus }>> {
  return latestFor(db, subjectType, subjectKeys);
}

// ---------------------------------------------------------------------------------------------
// Decisions

export type DecisionKind = 'approve' | 'reject' | 'requestChanges';

const DECISION: Record<
  DecisionKind,
  { action: ApprovalDecisionAction; as: readonly ApprovalParticipation[] }
> = {
  approve: { action: 'APPROVE', as: CAN_APPROVE },
  reject: { action: 'REJECT', as: CAN_REJECT },
  requestChanges: { action: 'REQUEST_CHANGES', as: CAN_REQUEST_CHANGES },
};

/** Locks the request (row lock: concurrent decisions on it wait here) and checks it is still open. */
async function lockOpen(tx: DbOrTx, caller: ApprovalCaller, key: string): Promise<ApprovalRequestRow> {
  if (!(await findVisible(tx, caller, key))) throw new AppError('NOT_FOUND', 'Approval request not found');
  const found = await APPROVAL_REQUEST_MACHINE.find(tx, null, key, { forUpdate: true, withLines: false });
  if (!found) throw new AppError('NOT_FOUND', 'Approval request not found');
  if (found.row.status !== 'PENDING')
    throw new AppError(
      'APPROVAL_ENDED',
      APPROVAL_MESSAGES.ended(found.row.status),
      { status: found.row.status },
      409,
    );
  return found.row;
}

/** The work a policy hands back to run once the deciding transaction has committed (or nothing). */
export type AfterDecision = (() => Promise<unknown>) | null;

/**
 * One decision on a request, as a command in the request's transaction (the route answers the
 * request once it committed, after the policy's after-commit work has run).
 */
export async function decide(
  db: Db,
  tx: Tx,
  caller: ApprovalCaller,
  key: string,
  kind: DecisionKind,
  comment: string | undefined,
): Promise<AfterCommit<ApprovalDetail>> {
  const after = await decideIn(db, tx, caller, key, kind, comment);
  return afterCommit(async () => {
    await runAfterCommit(after);
    return approvalDetail(db, caller, key);
  });
}

/**
 * One decision on a request, in the caller's transaction: the request row locked (50 concurrent calls
 * queue on it and find it decided or acted on), the maker–checker rules, the decision row (one per
 * person, held by a unique index too), the step's and the request's moves through the runner, an
 * audit row, and the policy's callback when the request ends.
 */
export async function decideIn(
  db: Db,
  tx: Tx,
  caller: ApprovalCaller,
  key: string,
  kind: DecisionKind,
  comment: string | undefined,
  options: {
    /** A subject's own check, under the request's lock (the step a subject's endpoint may decide). */
    expect?: (request: ApprovalRequestRow, stepCode: string | undefined) => void;
  } = {},
): Promise<AfterDecision> {
  const request = await lockOpen(tx, caller, key);
  const then = await decideOn(db, tx, caller, request, kind, comment, options);
  // Whatever moved (a step approved or sent back, the request ended), who may approve it now.
  await syncAwaiting(tx, request.id);
  return then;
}

async function decideOn(
  db: Db,
  tx: Tx,
  caller: ApprovalCaller,
  request: ApprovalRequestRow,
  kind: DecisionKind,
  comment: string | undefined,
  options: { expect?: (request: ApprovalRequestRow, stepCode: string | undefined) => void },
): Promise<AfterDecision> {
  const { action, as } = DECISION[kind];
  if (options.expect) {
    const open = currentStep(await stepsOf(tx, request.id, false));
    options.expect(request, open?.code);
  }
  if (isRequester(request, caller))
    throw new AppError('APPROVAL_OWN_REQUEST', APPROVAL_MESSAGES.ownRequest, undefined, 403);
  if (changedIt(request, caller))
    throw new AppError('APPROVAL_OWN_REQUEST', APPROVAL_MESSAGES.changedRequest, undefined, 403);
  if (await hasActed(tx, request.id, caller.userId))
    throw new AppError('APPROVAL_ALREADY_ACTED', APPROVAL_MESSAGES.actedAlready, undefined, 409);
  const steps = await stepsOf(tx, request.id, true);
  const step = currentStep(steps);
  if (!step) throw new AppError('APPROVAL_ENDED', APPROVAL_MESSAGES.ended(request.status), undefined, 409);
  if (!participatesIn(step, actorOf(caller), as))
    throw new AppError(
      'APPROVAL_NOT_PARTICIPANT',
      APPROVAL_MESSAGES.notParticipant(step.label),
      undefined,
      403,
    );
  try {
    await tx.insert(approvalDecisions).values({
      requestId: request.id,
      stepId: step.id,
      actorId: caller.userId,
      action,
      comment: comment?.trim() || null,
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('APPROVAL_ALREADY_ACTED', APPROVAL_MESSAGES.actedAlready, undefined, 409);
    throw err;
  }
  await recordAudit(tx, {
    actorId: caller.actor.actorId,
    actingAsId: caller.actor.actingAsId,
    action: `approval-request.decision.${action}`,
    entityType: 'approval_request',
    entityId: request.approvalKey,
    before: { status: request.status, step: step.code, stepStatus: step.status },
    after: { action, step: step.code, comment: comment?.trim() || null },
    requestId: caller.actor.requestId,
  });
  const onBehalfOf = caller.actor;
  const detail = { approvalKey: request.approvalKey, step: step.code, comment: comment?.trim() || null };
  if (kind === 'requestChanges') {
    if (step.status === 'REQUESTED')
      await applyMove(tx, APPROVAL_STEP_MACHINE, {
        key: step.id,
        action: 'review',
        caller: SYSTEM,
        onBehalfOf,
        detail,
      });
    return null;
  }
  if (kind === 'reject') {
    await applyMove(tx, APPROVAL_STEP_MACHINE, {
      key: step.id,
      action: 'deny',
      caller: SYSTEM,
      onBehalfOf,
      detail,
    });
    const ended = await applyMove(tx, APPROVAL_REQUEST_MACHINE, {
      key: request.approvalKey,
      action: 'reject',
      caller: { ...caller, scope: null },
      change: () => ({ decidedAt: new Date() }),
      detail,
    });
    return endWith(db, tx, ended, 'REJECTED', caller, comment?.trim() || null);
  }
  // Approve: the step lands once it has as many different approvers as it needs.
  const approvals = (await decisionsOf(tx, request.id)).filter(
    (d) => d.stepId === step.id && d.action === 'APPROVE',
  ).length;
  if (approvals < step.requiredApprovals) return null;
  await applyMove(tx, APPROVAL_STEP_MACHINE, {
    key: step.id,
    action: 'approve',
    caller: SYSTEM,
    onBehalfOf,
    detail,
  });
  if (steps.some((s) => s.id !== step.id && (s.status === 'REQUESTED' || s.status === 'REVIEWED'))) {
    await policyOf(db, request.subjectType)?.onStepApproved?.(
      tx,
      request,
      step.code,
      caller.actor,
      comment?.trim() || null,
    );
    return null;
  }
  const ended = await applyMove(tx, APPROVAL_REQUEST_MACHINE, {
    key: request.approvalKey,
    action: 'approve',
    caller: { ...caller, scope: null },
    change: () => ({ decidedAt: new Date() }),
    detail,
  });
  return endWith(db, tx, ended, 'APPROVED', caller, comment?.trim() || null);
}

/**
 * The work a policy handed back, once the decision has committed (a consignment's packing run). Its
 * failure is the subject's own outcome, not the decision's: the decision stands and is answered.
 */
export async function runAfterCommit(after: AfterDecision): Promise<void> {
  if (!after) return;
  try {
    await after();
  } catch {
    // The subject's module recorded what went wrong on the subject (a worker retries open jobs).
  }
}

/** The policy's callback, in the deciding transaction; its after-commit work is handed back. */
async function endWith(
  db: Db,
  tx: DbOrTx,
  request: ApprovalRequestRow,
  outcome: 'APPROVED' | 'REJECTED' | 'CANCELLED',
  caller: ApprovalCaller,
  comment: string | null = null,
): Promise<(() => Promise<unknown>) | null> {
  const policy = policyOf(db, request.subjectType);
  if (!policy) return null;
  const then = await policy.onDecided(tx, request, outcome, caller.actor, comment);
  return then ?? null;
}

/** Whether the caller raised the request (also when acting as its requester). */
const isRequester = (request: Pick<ApprovalRequestRow, 'requestedBy'>, caller: ApprovalCaller): boolean =>
  request.requestedBy === caller.userId || request.requestedBy === caller.actor.actingAsId;

/** Everyone a change is made by: the user, and whoever acts for them or as whom they act. */
const peopleOf = (caller: ApprovalCaller): string[] =>
  [caller.userId, caller.actor.actorId, caller.actor.actingAsId].filter((id): id is string => !!id);

/** Whether the caller changed the subject while an earlier request of it was pending. */
const changedIt = (request: Pick<ApprovalRequestRow, 'changedBy'>, caller: ApprovalCaller): boolean =>
  peopleOf(caller).some((id) => request.changedBy.includes(id));

/**
 * A subject's module reports a change of its subject, in the change's transaction (issue 30 §1: an
 * approval decides what was asked). Nothing pending: nothing to do (null). Pending, the policy's
 * `onChange` says what happens: `freeze` (the default) refuses the change, 409; `resubmit` withdraws
 * the pending request (a CANCEL decision and move in the changer's name, no callback: the subject
 * stays waiting) and raises a new one with the facts read now, the first requester keeping the
 * request and the changer added to those who may not decide it. Answers the pending request's key.
 */
export async function subjectChanged(
  db: Db,
  tx: DbOrTx,
  changer: ApprovalCaller,
  subjectType: string,
  subjectKey: string,
): Promise<string | null> {
  const pending = await pendingFor(tx, subjectType, subjectKey);
  if (!pending) return null;
  const found = await APPROVAL_REQUEST_MACHINE.find(tx, null, pending.approvalKey, {
    forUpdate: true,
    withLines: false,
  });
  if (!found || found.row.status !== 'PENDING') return null;
  const request = found.row;
  const policy = policyOf(db, subjectType);
  if (policy?.onChange !== 'resubmit')
    throw new AppError(
      'APPROVAL_SUBJECT_FROZEN',
      APPROVAL_MESSAGES.frozen(`${policy?.label ?? subjectType} ${subjectKey}`, request.approvalKey),
      { approvalKey: request.approvalKey },
      409,
    );
  await withdrawFor(tx, request, changer, APPROVAL_MESSAGES.superseded);
  const changedBy = [...new Set([...request.changedBy, ...peopleOf(changer)])].filter(
    (id) => id !== request.requestedBy,
  );
  return raiseFor(
    db,
    tx,
    changer,
    { subjectType, subjectKey, comment: request.comment ?? APPROVAL_MESSAGES.superseded },
    { requestedBy: request.requestedBy, changedBy },
  );
}

/** Withdraws a pending request in `by`'s name as the consequence of a change to its subject (no callback). */
async function withdrawFor(
  tx: DbOrTx,
  request: ApprovalRequestRow,
  by: ApprovalCaller,
  comment: string,
): Promise<void> {
  await tx
    .insert(approvalDecisions)
    .values({ requestId: request.id, stepId: null, actorId: by.userId, action: 'CANCEL', comment })
    .onConflictDoNothing();
  await applyMove(tx, APPROVAL_REQUEST_MACHINE, {
    key: request.approvalKey,
    action: 'cancel',
    caller: SYSTEM,
    onBehalfOf: by.actor,
    change: () => ({ decidedAt: new Date() }),
    detail: { approvalKey: request.approvalKey, comment },
  });
  await syncAwaiting(tx, request.id);
}

/**
 * A subject's module reports that its subject ended while an approval of it may be pending (a
 * quotation cancelled, a lead archived), in the ending's transaction: the pending request is
 * withdrawn in the ender's name, so nobody is left to approve what no longer exists (an approval
 * of it would apply nothing). Answers the withdrawn request's key, or null when none was pending.
 */
export async function subjectEnded(
  tx: DbOrTx,
  ender: ApprovalCaller,
  subjectType: string,
  subjectKey: string,
): Promise<string | null> {
  const pending = await pendingFor(tx, subjectType, subjectKey);
  if (!pending) return null;
  const found = await APPROVAL_REQUEST_MACHINE.find(tx, null, pending.approvalKey, {
    forUpdate: true,
    withLines: false,
  });
  if (!found || found.row.status !== 'PENDING') return null;
  await withdrawFor(tx, found.row, ender, APPROVAL_MESSAGES.subjectEnded);
  return found.row.approvalKey;
}

/**
 * Withdraws a pending request. Its requester may always withdraw their own (doc 3's approval model:
 * withdrawing is the requester's right, no permission asked — docs/decisions.md); anyone else
 * cancelling someone else's request needs `Allow_Approval_Request_Cancel` (the cancel move's
 * permission), else 403. An ended request answers 409 to everybody.
 */
export async function cancelApproval(
  db: Db,
  tx: Tx,
  caller: ApprovalCaller,
  key: string,
  comment: string,
): Promise<AfterCommit<ApprovalDetail>> {
  const after = await cancelApprovalIn(db, tx, caller, key, comment);
  return afterCommit(async () => {
    await runAfterCommit(after);
    return approvalDetail(db, caller, key);
  });
}

/** Withdraws a pending request in the caller's transaction; answers the policy's after-commit work. */
export async function cancelApprovalIn(
  db: Db,
  tx: Tx,
  caller: ApprovalCaller,
  key: string,
  comment: string,
): Promise<AfterDecision> {
  const request = await lockOpen(tx, caller, key);
  const own = isRequester(request, caller);
  if (!own && !caller.permissions.has(CANCEL_PERMISSION))
    throw new AppError('FORBIDDEN', APPROVAL_MESSAGES.cancelNotAllowed, undefined, 403);
  if (await hasActed(tx, request.id, caller.userId))
    throw new AppError('APPROVAL_ALREADY_ACTED', APPROVAL_MESSAGES.actedAlready, undefined, 409);
  await tx
    .insert(approvalDecisions)
    .values({ requestId: request.id, stepId: null, actorId: caller.userId, action: 'CANCEL', comment });
  const ended = await applyMove(tx, APPROVAL_REQUEST_MACHINE, {
    key: request.approvalKey,
    action: 'cancel',
    // The requester's withdrawal is their right, not the move's permission: a system move made on
    // their behalf (the audit row names them). Anyone else moves as themselves, permission checked.
    caller: own ? SYSTEM : { ...caller, scope: null },
    onBehalfOf: own ? caller.actor : undefined,
    change: () => ({ decidedAt: new Date() }),
    detail: { approvalKey: request.approvalKey, comment },
  });
  await syncAwaiting(tx, request.id);
  return endWith(db, tx, ended, 'CANCELLED', caller, comment);
}

/**
 * Approves several requests in the request's transaction, each under its own savepoint: a refusal
 * takes back that request's decision only and is answered, not thrown. The policies' after-commit
 * work runs once everything has committed.
 */
export async function bulkApprove(
  db: Db,
  tx: Tx,
  caller: ApprovalCaller,
  keys: readonly string[],
  comment: string | undefined,
) {
  const results: {
    approvalKey: string;
    ok: boolean;
    status: ApprovalStatus | null;
    message: string | null;
  }[] = [];
  const afters: AfterDecision[] = [];
  for (const key of [...new Set(keys)]) {
    try {
      const status = await savepoint(tx, async (sp) => {
        const visible = await findVisible(sp, caller, key);
        if (!visible) throw new AppError('NOT_FOUND', 'Approval request not found');
        if (!policyOf(db, visible.subjectType)?.bulkApprovable)
          throw new AppError('CONFLICT', APPROVAL_MESSAGES.noBulk);
        afters.push(await decideIn(db, sp, caller, key, 'approve', comment));
        return (await approvalDetail(sp, caller, key)).status;
      });
      results.push({ approvalKey: key, ok: true, status, message: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ approvalKey: key, ok: false, status: null, message: err.message });
    }
  }
  return afterCommit(async () => {
    for (const after of afters) await runAfterCommit(after);
    return { results };
  });
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function approvalLog(
  db: Db,
  caller: ApprovalCaller,
  q: ApprovalListQuery,
): Promise<Page<ApprovalListItem>> {
  const { rows, total, capped } = await listApprovals(db, caller, q);
  return {
    content: rows.map((r) => ({
      approvalKey: r.approval_key,
      entityType: r.subject_type,
      entityId: r.subject_key,
      summary: r.summary,
      businessValue: String(r.business_value_paise),
      enhancerType: r.enhancer_type,
      blockedReasons: r.blocked_reasons ?? [],
      status: r.status,
      currentStep: r.current_step,
      requestedBy: { id: r.requested_by, name: r.requested_by_name },
      createdAt: iso(r.created_at)!,
      decidedAt: iso(r.decided_at),
      awaitingMe: r.awaiting_me === true || (r.awaiting_me as unknown) === 't',
    })),
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    totalElements: total,
    totalPages: Math.ceil(total / q.pageSize),
    totalIsCapped: capped,
  };
}

export async function approvalDetail(
  db: DbOrTx,
  caller: ApprovalCaller,
  key: string,
): Promise<ApprovalDetail> {
  const request = await findVisible(db, caller, key);
  if (!request) throw new AppError('NOT_FOUND', 'Approval request not found');
  const [steps, decisions] = await Promise.all([stepsOf(db, request.id), decisionsOf(db, request.id)]);
  const names = await userNames(db, [request.requestedBy]);
  const requesterName = names.get(request.requestedBy) ?? '';
  const stepLabel = new Map(steps.map((s) => [s.id, s.label]));
  const step = request.status === 'PENDING' ? currentStep(steps) : undefined;
  const acted = decisions.some((d) => d.actorId === caller.userId);
  const mayDecide =
    step !== undefined &&
    !acted &&
    !isRequester(request, caller) &&
    !changedIt(request, caller) &&
    caller.permissions.has('Approve_Approval_Request');
  const allowed: ApprovalAllowedAction[] = [];
  // The calls take the request's key in their body, so no path params.
  const may = (action: ApprovalAllowedAction['action'], endpoint: AnyEndpoint) =>
    allowed.push(allowedAction(action, endpoint, {}));
  if (mayDecide && participatesIn(step, actorOf(caller), CAN_APPROVE))
    may('approve', APPROVAL_ENDPOINTS.approve);
  if (mayDecide && participatesIn(step, actorOf(caller), CAN_REJECT))
    may('reject', APPROVAL_ENDPOINTS.reject);
  if (mayDecide && participatesIn(step, actorOf(caller), CAN_REQUEST_CHANGES))
    may('requestChanges', APPROVAL_ENDPOINTS.requestChanges);
  if (
    request.status === 'PENDING' &&
    !acted &&
    (isRequester(request, caller) || caller.permissions.has(CANCEL_PERMISSION))
  )
    may('cancel', APPROVAL_ENDPOINTS.cancel);
  const decided = decisions.map((d) => ({
    action: d.action,
    stepLabel: d.stepId ? (stepLabel.get(d.stepId) ?? null) : null,
    actor: { id: d.actorId, name: d.actorName },
    comment: d.comment,
    at: iso(d.createdAt)!,
  }));
  return {
    approvalKey: request.approvalKey,
    entityType: request.subjectType,
    entityId: request.subjectKey,
    summary: request.summary,
    businessValue: request.businessValuePaise.toString(),
    enhancerType: request.enhancerType,
    blockedReasons: request.blockedReasons,
    status: request.status,
    currentStep: step?.label ?? null,
    requestedBy: { id: request.requestedBy, name: requesterName },
    createdAt: iso(request.createdAt)!,
    decidedAt: iso(request.decidedAt),
    awaitingMe: allowed.some((a) => a.action === 'approve'),
    comment: request.comment,
    metaData: request.metaData,
    bulkApprovable: policyOf(db, request.subjectType)?.bulkApprovable === true,
    version: request.version,
    steps: steps.map((s) => ({
      position: s.position,
      code: s.code,
      label: s.label,
      status: s.status,
      requiredApprovals: s.requiredApprovals,
      approvals: decisions.filter((d) => d.stepId === s.id && d.action === 'APPROVE').length,
      participants: s.participants.map((p) => ({
        participation: p.participation,
        roleCode: 'roleCode' in p ? p.roleCode : null,
        userId: 'userId' in p ? p.userId : null,
      })),
    })),
    decisions: decided,
    timeline: approvalTimeline(
      {
        status: request.status,
        requestedByName: requesterName,
        createdAt: iso(request.createdAt)!,
        comment: request.comment,
      },
      steps.map((s) => ({ label: s.label, status: s.status, requiredApprovals: s.requiredApprovals })),
      decided.map((d) => ({
        stepLabel: d.stepLabel,
        action: d.action,
        actorName: d.actor.name,
        comment: d.comment,
        at: d.at,
      })),
    ).map((e) => ({ ...e })),
    allowedActions: allowed,
  };
}

export function subjectTypes(db: Db) {
  return registeredPolicies(db).map((p) => ({
    subjectType: p.subjectType,
    label: p.label,
    bulkApprovable: p.bulkApprovable === true,
  }));
}

/** Guards a comment the contract made optional where a decision needs one. */
export function requireComment(comment: string | undefined): string {
  if (!comment?.trim()) throw badRequest([{ field: 'comment', message: APPROVAL_MESSAGES.commentRequired }]);
  return comment.trim();
}
