import { aliasedTable, and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  ACCESS_REQUEST_DECISIONS,
  type AccessRequest,
  type AccessRequestAllowedAction,
  type AccessRequestDecision,
  type AccessRequestListQuery,
  type CreateAccessRequest,
  IDENTITY_ENDPOINTS,
  type Page,
  allowedAction,
} from '@dom/contract';
import {
  ACCESS_REQUEST_TRANSITIONS,
  type AccessRequestAction,
  type ApprovalStatus,
  type ApprovalStepPlan,
  type Role,
  exceptionalApprovalOf,
  exceptionalApprovalStatusLabel,
  holdsPermission,
  type Permission,
} from '@dom/domain';
import type { Caller } from '../../platform/caller';
import { recordAudit } from '../../platform/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { type AfterCommit, afterCommit } from '../../platform/db/steps';
import { users } from './users.schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { FORBIDDEN_MESSAGE } from '../../platform/http/access';
import { type MoveActor, SYSTEM, applyMove } from '../../platform/moves';
import { enqueueOutbox } from '../../platform/outbox';
import { ACCESS_REQUEST_MACHINE } from './access-request-machine';
import type { AccessRequestPolicy, ApprovalEnginePort } from './access-request-ports';
import type { RequestAuth } from './authenticator';
import { assertUserGrant, shapeOfUser } from './grant-guard';
import {
  accessRequests,
  authRoles,
  permissionGroupMembers,
  permissionGroups,
  rolePermissions,
} from './authorization.schema';
import { pageOf, pageWindow } from './paging';
import type { UserStateStore } from './user-state';

type Row = typeof accessRequests.$inferSelect;

/** The subject type of access requests on the approvals engine. */
export const ACCESS_REQUEST_SUBJECT = 'identity/access-request';

/** The engine's steps: the requester's manager (when they have one), then the administrators. */
export const ACCESS_REQUEST_STEPS = { manager: 'MANAGER', admin: 'ADMIN' } as const;

const requester = aliasedTable(users, 'requester');

/** The user a caller acts for (their own id, or the user they act as). */
const effectiveId = (caller: Pick<Caller, 'userId' | 'actor'>): string =>
  caller.actor.actingAsId ?? caller.userId;
const actedFor = (actor: MoveActor): string | null => actor.actingAsId ?? actor.actorId;

type ApprovalState = { approvalKey: string; status: ApprovalStatus };

function present(
  row: Row,
  requesterName: string,
  approval: ApprovalState | undefined,
  caller: Caller,
): AccessRequest {
  const approvalStatus = exceptionalApprovalOf(approval?.status);
  return {
    id: row.id,
    requesterId: row.requesterId,
    requesterName,
    roles: row.roles,
    permissionGroupIds: row.permissionGroupIds,
    reason: row.reason,
    status: row.status,
    managerId: row.managerId,
    managerDecidedBy: row.managerDecidedBy,
    adminDecidedBy: row.adminDecidedBy,
    decisionNote: row.decisionNote,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    approvalKey: approval?.approvalKey ?? null,
    approvalStatus,
    approvalStatusLabel: exceptionalApprovalStatusLabel(approvalStatus),
    allowedActions: allowedActionsOf(row, approval, caller),
  };
}

/**
 * What the caller may do to a request now, as `decide` would allow it. Its requester: `withdraw`
 * while it is pending (the reject endpoint, no permission asked). Anyone else: the table's moves
 * their permissions allow, a manager's approval only on their reportee's request, the admin's once
 * the manager step is behind it. A request whose engine approval has ended offers nothing but a
 * left-over grant.
 */
function allowedActionsOf(
  row: Row,
  approval: ApprovalState | undefined,
  caller: Caller,
): AccessRequestAllowedAction[] {
  const me = effectiveId(caller);
  // Without an engine request (none are now) the table alone decides.
  const open = approval === undefined || approval.status === 'PENDING';
  const params = { id: row.id };
  if (row.requesterId === me) {
    const to = ACCESS_REQUEST_TRANSITIONS.targetOf(row.status, 'reject');
    return open && to ? [allowedAction('withdraw', IDENTITY_ENDPOINTS.reject, params, to)] : [];
  }
  const managerStepDone = row.status === 'APPROVED_BY_MANAGER' || row.managerId === null;
  return ACCESS_REQUEST_TRANSITIONS.nextActions(row.status, caller.permissions)
    .filter((move) => {
      switch (move.action) {
        case 'approveAsManager':
          return open && row.managerId === me;
        case 'approveAsAdmin':
          return approval === undefined || (open && managerStepDone);
        case 'grant':
          return true;
        case 'reject':
          return open;
      }
    })
    .map((move) => allowedAction(move.action, ACCESS_REQUEST_DECISIONS[move.action], params, move.to));
}

const ADMIN_DESK: readonly Permission[] = [
  'Approve_Access_Request_Admin',
  'Allow_Access_Grant',
  'Allow_Access_Request_Reject',
];

const REJECT_PERMISSION: Permission = 'Allow_Access_Request_Reject';

/** Who sees a request (the lists' scopes): its requester, their manager, the admin desk. */
function sees(row: Row, caller: Caller): boolean {
  const me = effectiveId(caller);
  return (
    row.requesterId === me ||
    (row.managerId === me && holdsPermission(caller.permissions, 'Approve_Access_Request_Manager')) ||
    ADMIN_DESK.some((p) => caller.permissions.has(p))
  );
}

const rejectNotAllowed = () =>
  new AppError(
    'FORBIDDEN',
    'Only the person who asked for this access, or someone allowed to reject access requests, can withdraw it.',
  );

/** Which engine step each endpoint's decision may act on (the transition table's action). */
const STEP_OF_ACTION: Partial<Record<AccessRequestAction, string>> = {
  approveAsManager: ACCESS_REQUEST_STEPS.manager,
  approveAsAdmin: ACCESS_REQUEST_STEPS.admin,
};

/**
 * Requests for access (doc 1 §6) on the approvals engine: the requester asks, which raises an
 * approval request (policy `identity/access-request`: the requester's manager, then an
 * administrator); each approved step moves the access request through its transition table, and the
 * last one grants the roles and groups in the same transaction. Nobody decides their own request.
 * docs/decisions.md "Access requests on the approvals engine".
 */
export class AccessRequestsService {
  private engine: ApprovalEnginePort | null = null;

  constructor(
    private readonly db: Db,
    private readonly states: UserStateStore,
  ) {}

  /** Connects the approvals engine (through identity's port) and registers the policy. */
  connect(engine: ApprovalEnginePort): void {
    this.engine = engine;
    engine.register(this.db, this.policy());
  }

  private approvals(): ApprovalEnginePort {
    if (!this.engine) throw new Error('access requests: the approvals engine is not connected');
    return this.engine;
  }

  /** Files an access request with its approval request, in the request's transaction. */
  async create(tx: Tx, caller: Caller, input: CreateAccessRequest): Promise<AccessRequest> {
    const roles = [...new Set(input.roles)];
    const groupIds = [...new Set(input.permissionGroupIds)];
    if (roles.length > 0) {
      const known = await tx
        .select({ name: authRoles.name })
        .from(authRoles)
        .where(inArray(authRoles.name, roles));
      if (known.length !== roles.length) throw badRequest([{ field: 'roles', message: 'Unknown roles' }]);
    }
    if (groupIds.length > 0) {
      const known = await tx
        .select({ id: permissionGroups.id })
        .from(permissionGroups)
        .where(inArray(permissionGroups.id, groupIds));
      if (known.length !== groupIds.length) {
        throw badRequest([{ field: 'permissionGroupIds', message: 'Unknown permission groups' }]);
      }
    }
    const me = effectiveId(caller);
    const [mine] = await tx
      .select({ managerId: users.managerId, displayName: users.displayName })
      .from(users)
      .where(eq(users.id, me));
    const engine = this.approvals();
    const [created] = await tx
      .insert(accessRequests)
      .values({
        requesterId: me,
        roles,
        permissionGroupIds: groupIds,
        reason: input.reason,
        managerId: mine?.managerId ?? null,
      })
      .returning();
    if (!created) throw new Error('access request insert returned no row');
    await recordAudit(tx, {
      ...caller.actor,
      action: 'ACCESS_REQUESTED',
      entityType: 'access_request',
      entityId: created.id,
      after: { roles, permissionGroupIds: groupIds },
    });
    await enqueueOutbox(tx, 'access-request.created', {
      id: created.id,
      requesterId: me,
      managerId: created.managerId,
    });
    // The approval request is raised in the same transaction: no access request without one.
    const key = await engine.raise(this.db, tx, caller, {
      subjectType: ACCESS_REQUEST_SUBJECT,
      subjectKey: created.id,
      comment: input.reason,
    });
    return present(created, mine?.displayName ?? '', { approvalKey: key, status: 'PENDING' }, caller);
  }

  async list(query: AccessRequestListQuery, caller: Caller): Promise<Page<AccessRequest>> {
    const me = effectiveId(caller);
    let scope;
    if (query.scope === 'mine') scope = eq(accessRequests.requesterId, me);
    else if (query.scope === 'reportees') {
      if (!holdsPermission(caller.permissions, 'Approve_Access_Request_Manager'))
        throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
      scope = eq(accessRequests.managerId, me);
    } else {
      if (!ADMIN_DESK.some((p) => caller.permissions.has(p)))
        throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
      scope = undefined;
    }
    const where = and(scope, query.status ? eq(accessRequests.status, query.status) : undefined);
    const { offset, limit } = pageWindow(query);
    const rows = await this.db
      .select({ row: accessRequests, name: requester.displayName })
      .from(accessRequests)
      .innerJoin(requester, eq(requester.id, accessRequests.requesterId))
      .where(where)
      .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(accessRequests).where(where);
    const approvals = await this.approvals().states(
      this.db,
      ACCESS_REQUEST_SUBJECT,
      rows.map((r) => r.row.id),
    );
    return pageOf(
      rows.map((r) => present(r.row, r.name, approvals.get(r.row.id), caller)),
      total?.n,
      query,
    );
  }

  /**
   * A decision from the access-request endpoints. Manager and admin approvals and rejections are
   * the engine's decisions on the request's approval (maker–checker, participants, one decision
   * per person); the requester's own reject withdraws it, with no permission asked (the engine's
   * withdrawal, as in the Approval Center: docs/decisions.md), while anyone else's reject needs
   * Allow_Access_Request_Reject (403). A request the caller cannot see answers 404 (a manager
   * decides only their reportees'), an ended one 409 to everybody; the decision names the version
   * it saw (409 when changed).
   * `grant` stays a move of the table for a request left APPROVED_BY_ADMIN (none are now: the
   * engine's approval grants at once).
   */
  async decide(
    tx: Tx,
    caller: Caller,
    id: string,
    action: AccessRequestAction,
    input: AccessRequestDecision,
  ): Promise<AccessRequest | AfterCommit<AccessRequest>> {
    const me = effectiveId(caller);
    const [row] = await tx.select().from(accessRequests).where(eq(accessRequests.id, id));
    if (!row || !sees(row, caller)) throw notFound('Access request');
    if (action === 'approveAsManager' && row.managerId !== me) throw notFound('Access request');
    if (action === 'grant') return this.grantLeftOver(tx, row, input, caller);
    const withdrawing = action === 'reject' && row.requesterId === me;

    const engine = this.approvals();
    const approval = (await engine.states(tx, ACCESS_REQUEST_SUBJECT, [id])).get(id);
    if (!approval || approval.status !== 'PENDING') {
      // Ended on the engine: the table says which move is no longer possible (409).
      await this.moveUnderVersion(tx, row, action, input, caller, withdrawing);
      return this.one(tx, id, caller);
    }
    // The reject endpoint asks no permission (its requester's withdrawal): anyone else needs it.
    if (action === 'reject' && !withdrawing && !caller.permissions.has(REJECT_PERMISSION))
      throw rejectNotAllowed();
    if (row.version !== input.version) throw staleRequest();
    const note = input.note?.trim() || undefined;
    // The requester withdraws their own request: the engine lets a requester do that without any
    // permission (docs/decisions.md), so nothing is lent.
    if (withdrawing) {
      const then = await engine.cancel(
        this.db,
        tx,
        caller,
        approval.approvalKey,
        note ?? 'Withdrawn by the requester',
      );
      return afterCommit(async () => {
        await then();
        return this.one(this.db, id, caller);
      });
    }
    // The endpoint's own permission (the access-request move's: Approve_Access_Request_Manager or
    // _Admin, checked by the route; Allow_Access_Request_Reject, checked above) is the authority
    // to decide here;
    // the engine still checks the step's participants and maker–checker.
    const deciding: Caller = {
      ...caller,
      permissions: new Set([...caller.permissions, 'Approve_Approval_Request']),
    };
    if (row.requesterId === me) throw new AppError('FORBIDDEN', 'You cannot decide your own access request.');
    const then = await engine.decide(
      this.db,
      tx,
      deciding,
      approval.approvalKey,
      action === 'reject' ? 'reject' : 'approve',
      note,
      {
        expect: (_request, stepCode) => {
          const wanted = STEP_OF_ACTION[action];
          if (wanted && stepCode !== wanted)
            throw new AppError(
              'TRANSITION_NOT_ALLOWED',
              wanted === ACCESS_REQUEST_STEPS.admin
                ? 'The manager has not approved this request yet.'
                : 'This request is past the manager step.',
              undefined,
              409,
            );
        },
      },
    );
    return afterCommit(async () => {
      await then();
      // A grant changed the requester's roles: their cached state goes (again, now it is committed).
      this.states.invalidate(row.requesterId);
      return this.one(this.db, id, caller);
    });
  }

  private async one(db: DbOrTx, id: string, caller: Caller): Promise<AccessRequest> {
    const [found] = await db
      .select({ row: accessRequests, name: requester.displayName })
      .from(accessRequests)
      .innerJoin(requester, eq(requester.id, accessRequests.requesterId))
      .where(eq(accessRequests.id, id));
    if (!found) throw notFound('Access request');
    const approval = (await this.approvals().states(db, ACCESS_REQUEST_SUBJECT, [id])).get(id);
    return present(found.row, found.name, approval, caller);
  }

  /**
   * A move of the table by the caller's own permission (the runner answers 409 / 403); the
   * requester's withdrawal is their right, a system move made on their behalf (409 still).
   */
  private async moveUnderVersion(
    tx: Tx,
    row: Row,
    action: AccessRequestAction,
    input: AccessRequestDecision,
    caller: Caller,
    withdrawing = false,
  ): Promise<Row> {
    return applyMove(tx, ACCESS_REQUEST_MACHINE, {
      key: row.id,
      action,
      ...(withdrawing
        ? { caller: SYSTEM, onBehalfOf: caller.actor }
        : { caller: { scope: null, permissions: caller.permissions, actor: caller.actor } }),
      check: (current) => {
        if (current.version !== input.version) throw staleRequest();
      },
      change: () => ({
        ...(action === 'grant' ? { adminDecidedBy: effectiveId(caller) } : {}),
        ...(input.note ? { decisionNote: input.note } : {}),
      }),
      detail: { note: input.note ?? null, requesterId: row.requesterId },
    });
  }

  private async grantLeftOver(
    tx: Tx,
    row: Row,
    input: AccessRequestDecision,
    caller: Caller,
  ): Promise<AfterCommit<AccessRequest>> {
    if (row.requesterId === effectiveId(caller))
      throw new AppError('FORBIDDEN', 'You cannot decide your own access request.');
    const moved = await applyMove(tx, ACCESS_REQUEST_MACHINE, {
      key: row.id,
      action: 'grant',
      caller: { scope: null, permissions: caller.permissions, actor: caller.actor },
      check: (current) => {
        if (current.version !== input.version) throw staleRequest();
      },
      change: () => ({
        adminDecidedBy: effectiveId(caller),
        ...(input.note ? { decisionNote: input.note } : {}),
      }),
      detail: { note: input.note ?? null, requesterId: row.requesterId },
    });
    await this.apply(tx, moved, caller.actor);
    return afterCommit(async () => {
      this.states.invalidate(row.requesterId);
      return this.one(this.db, row.id, caller);
    });
  }

  /** The policy the engine calls: who decides, and what each decision does to the access request. */
  private policy(): AccessRequestPolicy {
    const move = async (
      tx: DbOrTx,
      id: string,
      action: AccessRequestAction,
      decidedBy: MoveActor,
      change: Partial<Row>,
    ): Promise<Row> =>
      applyMove(tx, ACCESS_REQUEST_MACHINE, {
        key: id,
        action,
        // The engine checked who may decide (its step's participants); the move is recorded on
        // behalf of the decider.
        caller: SYSTEM,
        onBehalfOf: decidedBy,
        change: () => change,
        detail: { approvedOnTheEngine: true },
      });
    return {
      subjectType: ACCESS_REQUEST_SUBJECT,
      label: 'Access request',
      steps: () => [],
      describe: async (tx, id) => {
        const [found] = await tx
          .select({ row: accessRequests, name: requester.displayName })
          .from(accessRequests)
          .innerJoin(requester, eq(requester.id, accessRequests.requesterId))
          .where(eq(accessRequests.id, id));
        if (!found) return undefined;
        const { row } = found;
        const holders = async (permission: Permission): Promise<Role[]> =>
          (
            await tx
              .select({ role: rolePermissions.role })
              .from(rolePermissions)
              .where(eq(rolePermissions.permission, permission))
          ).map((r) => r.role as Role);
        const rejectors = (await holders('Allow_Access_Request_Reject')).map((roleCode) => ({
          participation: 'REJECTOR' as const,
          roleCode,
        }));
        const plan: ApprovalStepPlan[] = [];
        if (row.managerId)
          plan.push({
            code: ACCESS_REQUEST_STEPS.manager,
            label: 'Manager',
            participants: [{ participation: 'APPROVER', userId: row.managerId }, ...rejectors],
            requiredApprovals: 1,
          });
        plan.push({
          code: ACCESS_REQUEST_STEPS.admin,
          label: 'Administrator',
          participants: [
            ...(await holders('Approve_Access_Request_Admin')).map((roleCode) => ({
              participation: 'APPROVER' as const,
              roleCode,
            })),
            ...rejectors,
          ],
          requiredApprovals: 1,
        });
        const asked = [...row.roles, ...row.permissionGroupIds.map(() => 'permission group')];
        return {
          summary: `${found.name} asks for ${asked.join(', ')}`,
          businessValuePaise: 0n,
          metaData: [
            { label: 'Roles', value: row.roles.join(', ') || '—', enhancerType: null },
            {
              label: 'Permission groups',
              value: String(row.permissionGroupIds.length),
              enhancerType: null,
            },
            { label: 'Reason', value: row.reason, enhancerType: null },
          ],
          plan,
        };
      },
      onStepApproved: async (tx, request, stepCode, decidedBy, comment) => {
        if (stepCode !== ACCESS_REQUEST_STEPS.manager) return;
        await move(tx, request.subjectKey, 'approveAsManager', decidedBy, {
          managerDecidedBy: actedFor(decidedBy),
          ...(comment ? { decisionNote: comment } : {}),
        });
      },
      onDecided: async (tx, request, outcome, decidedBy, comment) => {
        if (outcome !== 'APPROVED') {
          await move(tx, request.subjectKey, 'reject', decidedBy, comment ? { decisionNote: comment } : {});
          return;
        }
        // The administrator's approval, then the grant: both moves and the grant in this transaction.
        const byAdmin = {
          adminDecidedBy: actedFor(decidedBy),
          ...(comment ? { decisionNote: comment } : {}),
        };
        await move(tx, request.subjectKey, 'approveAsAdmin', decidedBy, byAdmin);
        const granted = await move(tx, request.subjectKey, 'grant', decidedBy, byAdmin);
        await this.apply(tx, granted, decidedBy);
        const requesterId = granted.requesterId;
        // The cached state of the requester is dropped now; a rollback only costs a reload.
        this.states.invalidate(requesterId);
      },
    };
  }

  /**
   * Granting applies the roles and groups asked for, if the deciding administrator may give them
   * (grant-guard: nobody hands out what they do not hold).
   */
  private async apply(tx: DbOrTx, row: Row, decidedBy: MoveActor): Promise<void> {
    const granterId = decidedBy.actorId;
    const actor = granterId ? await this.states.get(granterId) : null;
    const effective = decidedBy.actingAsId ? await this.states.get(decidedBy.actingAsId) : actor;
    if (!actor || !effective) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    const auth: RequestAuth = { sessionId: '', actor, effective, corporate: false };
    const [user] = await tx.select().from(users).where(eq(users.id, row.requesterId)).for('update');
    if (!user) throw notFound('User');
    const before = await shapeOfUser(tx, user);
    const roles = [...new Set([...before.roles, ...row.roles])];
    await assertUserGrant(tx, auth, {
      before,
      after: {
        ...before,
        roles,
        permissionGroupIds: [...new Set([...before.permissionGroupIds, ...row.permissionGroupIds])],
      },
    });
    if (row.roles.length > 0) {
      await tx.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, row.requesterId));
    }
    if (row.permissionGroupIds.length > 0) {
      await tx
        .insert(permissionGroupMembers)
        .values(row.permissionGroupIds.map((groupId) => ({ groupId, userId: row.requesterId })))
        .onConflictDoNothing();
    }
  }
}

const staleRequest = () =>
  new AppError('CONFLICT', 'This request was changed by someone else. Reload it and try again.');
