import { aliasedTable, and, count, desc, eq, inArray } from 'drizzle-orm';
import type {
  AccessRequest,
  AccessRequestDecision,
  AccessRequestListQuery,
  CreateAccessRequest,
  Page,
} from '@dom/contract';
import { type AccessRequestAction, holdsPermission, type Permission } from '@dom/domain';
import { recordAudit } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { users } from './users.schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { FORBIDDEN_MESSAGE, type Principal } from '../../platform/http/access';
import type { actorOf } from '../../platform/http/request-context';
import { applyMove } from '../../platform/moves';
import { enqueueOutbox } from '../../platform/outbox';
import { ACCESS_REQUEST_MACHINE } from './access-request-machine';
import type { RequestAuth } from './authenticator';
import { assertUserGrant, shapeOfUser } from './grant-guard';
import { accessRequests, authRoles, permissionGroupMembers, permissionGroups } from './authorization.schema';
import { pageOf, pageWindow } from './paging';
import type { UserStateStore } from './user-state';

type Actor = ReturnType<typeof actorOf>;
type Row = typeof accessRequests.$inferSelect;

const requester = aliasedTable(users, 'requester');

function present(row: Row, requesterName: string): AccessRequest {
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
  };
}

const ADMIN_DESK: readonly Permission[] = [
  'Approve_Access_Request_Admin',
  'Allow_Access_Grant',
  'Allow_Access_Request_Reject',
];

/**
 * Requests for access (doc 1 §6): the requester asks, their manager approves, an admin approves and
 * grants (or anyone entitled rejects). Every move goes through the domain's transition table.
 */
export class AccessRequestsService {
  constructor(
    private readonly db: Db,
    private readonly states: UserStateStore,
  ) {}

  async create(input: CreateAccessRequest, auth: RequestAuth, actor: Actor): Promise<AccessRequest> {
    const roles = [...new Set(input.roles)];
    const groupIds = [...new Set(input.permissionGroupIds)];
    if (roles.length > 0) {
      const known = await this.db
        .select({ name: authRoles.name })
        .from(authRoles)
        .where(inArray(authRoles.name, roles));
      if (known.length !== roles.length) throw badRequest([{ field: 'roles', message: 'Unknown roles' }]);
    }
    if (groupIds.length > 0) {
      const known = await this.db
        .select({ id: permissionGroups.id })
        .from(permissionGroups)
        .where(inArray(permissionGroups.id, groupIds));
      if (known.length !== groupIds.length) {
        throw badRequest([{ field: 'permissionGroupIds', message: 'Unknown permission groups' }]);
      }
    }
    const me = auth.effective;
    const [manager] = await this.db
      .select({ managerId: users.managerId })
      .from(users)
      .where(eq(users.id, me.id));
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(accessRequests)
        .values({
          requesterId: me.id,
          roles,
          permissionGroupIds: groupIds,
          reason: input.reason,
          managerId: manager?.managerId ?? null,
        })
        .returning();
      if (!created) throw new Error('access request insert returned no row');
      await recordAudit(tx, {
        ...actor,
        action: 'ACCESS_REQUESTED',
        entityType: 'access_request',
        entityId: created.id,
        after: { roles, permissionGroupIds: groupIds },
      });
      await enqueueOutbox(tx, 'access-request.created', {
        id: created.id,
        requesterId: me.id,
        managerId: created.managerId,
      });
      return created;
    });
    return present(row, me.displayName);
  }

  async list(
    query: AccessRequestListQuery,
    principal: Principal,
    auth: RequestAuth,
  ): Promise<Page<AccessRequest>> {
    const me = auth.effective.id;
    let scope;
    if (query.scope === 'mine') scope = eq(accessRequests.requesterId, me);
    else if (query.scope === 'reportees') {
      if (!holdsPermission(principal.permissions, 'Approve_Access_Request_Manager'))
        throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
      scope = eq(accessRequests.managerId, me);
    } else {
      if (!ADMIN_DESK.some((p) => principal.permissions.has(p)))
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
    return pageOf(
      rows.map((r) => present(r.row, r.name)),
      total?.n,
      query,
    );
  }

  /**
   * One move of the table, under a row lock and a version check. A manager decides only for their
   * own reportees: another manager's request answers 404. Granting applies the roles and groups.
   */
  async decide(
    id: string,
    action: AccessRequestAction,
    input: AccessRequestDecision,
    principal: Principal,
    auth: RequestAuth,
    actor: Actor,
  ): Promise<AccessRequest> {
    const me = auth.effective.id;
    const result = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(accessRequests).where(eq(accessRequests.id, id)).for('update');
      if (!row) return null;
      if (action === 'approveAsManager' && row.managerId !== me) return null;
      if (row.requesterId === me && action !== 'reject') {
        throw new AppError('FORBIDDEN', 'You cannot decide your own access request.');
      }
      const updated = await applyMove(tx, ACCESS_REQUEST_MACHINE, {
        key: id,
        action,
        caller: { scope: null, permissions: principal.permissions, actor },
        // The version the decider saw: a decision on a request changed since is refused.
        check: (current) => {
          if (current.version !== input.version)
            throw new AppError(
              'CONFLICT',
              'This request was changed by someone else. Reload it and try again.',
            );
        },
        change: () => ({
          ...(action === 'approveAsManager' ? { managerDecidedBy: me } : {}),
          ...(action === 'approveAsAdmin' || action === 'grant' ? { adminDecidedBy: me } : {}),
          ...(input.note ? { decisionNote: input.note } : {}),
        }),
        detail: { note: input.note ?? null, requesterId: row.requesterId },
      });
      if (updated.status === 'GRANTED') await this.apply(tx, row, auth);
      const [who] = await tx
        .select({ name: users.displayName })
        .from(users)
        .where(eq(users.id, row.requesterId));
      return { updated, name: who?.name ?? '' };
    });
    if (!result) throw notFound('Access request');
    if (result.updated.status === 'GRANTED') this.states.invalidate(result.updated.requesterId);
    return present(result.updated, result.name);
  }

  /** Granting applies the roles and groups asked for, if the granter may give them (grant-guard). */
  private async apply(tx: Tx, row: Row, auth: RequestAuth): Promise<void> {
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
