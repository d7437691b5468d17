import { asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { Page, PermissionGroup, UpsertPermissionGroup, UserSummary } from '@dom/contract';
import { recordAudit } from '../../platform/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { type AfterCommit, afterCommit } from '../../platform/db/steps';
import { users } from './users.schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { actorOf } from '../../platform/http/request-context';
import type { RequestAuth } from './authenticator';
import { permissionGroupMembers, permissionGroupPermissions, permissionGroups } from './authorization.schema';
import { assertGroupMembershipGrant, assertPermissionsGrant } from './grant-guard';
import { assertGrantable } from './permission-catalogue';
import { isUniqueViolation, likePattern, pageOf, pageWindow } from './paging';
import type { UserStateStore } from './user-state';
import { summaryOf } from './user-summary';

type Actor = ReturnType<typeof actorOf>;
type ListQuery = { pageNumber: number; pageSize: number; search?: string | undefined };

/** Permission groups: named sets of permissions held by their members on top of their roles. */
export class PermissionGroupsService {
  constructor(
    private readonly db: Db,
    private readonly states: UserStateStore,
  ) {}

  private async groupRows(ids: string[], db: DbOrTx = this.db): Promise<PermissionGroup[]> {
    if (ids.length === 0) return [];
    const groups = await db.select().from(permissionGroups).where(inArray(permissionGroups.id, ids));
    const perms = await db
      .select()
      .from(permissionGroupPermissions)
      .where(inArray(permissionGroupPermissions.groupId, ids))
      .orderBy(asc(permissionGroupPermissions.permission));
    const members = await db
      .select({ groupId: permissionGroupMembers.groupId, n: count() })
      .from(permissionGroupMembers)
      .where(inArray(permissionGroupMembers.groupId, ids))
      .groupBy(permissionGroupMembers.groupId);
    return ids.flatMap((id) => {
      const g = groups.find((x) => x.id === id);
      if (!g) return [];
      return [
        {
          id: g.id,
          name: g.name,
          description: g.description,
          permissions: perms.filter((p) => p.groupId === id).map((p) => p.permission),
          memberCount: Number(members.find((m) => m.groupId === id)?.n ?? 0),
        },
      ];
    });
  }

  async listGroups(query: ListQuery): Promise<Page<PermissionGroup>> {
    const where = query.search ? ilike(permissionGroups.name, likePattern(query.search)) : undefined;
    const { offset, limit } = pageWindow(query);
    const ids = await this.db
      .select({ id: permissionGroups.id })
      .from(permissionGroups)
      .where(where)
      .orderBy(asc(permissionGroups.name))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(permissionGroups).where(where);
    return pageOf(await this.groupRows(ids.map((r) => r.id)), total?.n, query);
  }

  async getGroup(id: string, db: DbOrTx = this.db): Promise<PermissionGroup> {
    const [group] = await this.groupRows([id], db);
    if (!group) throw notFound('Permission group');
    return group;
  }

  /** Creates (no id) or replaces a group; its members' permissions change at their next request. */
  async saveGroup(
    tx: Tx,
    id: string | null,
    input: UpsertPermissionGroup,
    auth: RequestAuth,
    actor: Actor,
  ): Promise<AfterCommit<PermissionGroup>> {
    const permissions = [...new Set(input.permissions)].sort();
    assertGrantable(permissions, 'permissions');
    let savedId: string;
    try {
      savedId = await (async () => {
        const values = { name: input.name, description: input.description ?? null, updatedAt: new Date() };
        const [row] = id
          ? await tx.update(permissionGroups).set(values).where(eq(permissionGroups.id, id)).returning()
          : await tx.insert(permissionGroups).values(values).returning();
        if (!row) throw notFound('Permission group');
        // Every member gets what is added: only permissions the editor holds may be added.
        const old = await tx
          .delete(permissionGroupPermissions)
          .where(eq(permissionGroupPermissions.groupId, row.id))
          .returning();
        const had = new Set(old.map((o) => o.permission));
        assertPermissionsGrant(
          auth,
          permissions.filter((p) => !had.has(p)),
          'permissions',
          'these permissions to the group',
        );
        if (permissions.length > 0) {
          await tx
            .insert(permissionGroupPermissions)
            .values(permissions.map((permission) => ({ groupId: row.id, permission })));
        }
        await recordAudit(tx, {
          ...actor,
          action: id ? 'PERMISSION_GROUP_UPDATED' : 'PERMISSION_GROUP_CREATED',
          entityType: 'permission_group',
          entityId: row.id,
          after: { ...values, permissions },
        });
        return row.id;
      })();
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError('CONFLICT', 'A permission group with this name exists already.');
      throw err;
    }
    return afterCommit(async () => {
      this.states.invalidate();
      return this.getGroup(savedId);
    });
  }

  async deleteGroup(tx: Tx, id: string, actor: Actor): Promise<AfterCommit<undefined>> {
    const deleted = await (async () => {
      const [row] = await tx.delete(permissionGroups).where(eq(permissionGroups.id, id)).returning();
      if (row)
        await recordAudit(tx, {
          ...actor,
          action: 'PERMISSION_GROUP_DELETED',
          entityType: 'permission_group',
          entityId: id,
          before: row,
        });
      return row;
    })();
    if (!deleted) throw notFound('Permission group');
    return afterCommit(async () => {
      this.states.invalidate();
      return undefined;
    });
  }

  async groupMembers(id: string, query: ListQuery): Promise<Page<UserSummary>> {
    await this.getGroup(id);
    const { offset, limit } = pageWindow(query);
    const where = eq(permissionGroupMembers.groupId, id);
    const rows = await this.db
      .select({ user: users })
      .from(permissionGroupMembers)
      .innerJoin(users, eq(users.id, permissionGroupMembers.userId))
      .where(where)
      .orderBy(asc(users.username))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(permissionGroupMembers).where(where);
    return pageOf(
      rows.map((r) => summaryOf(r.user)),
      total?.n,
      query,
    );
  }

  async setGroupMembers(
    tx: Tx,
    id: string,
    userIds: readonly string[],
    auth: RequestAuth,
    actor: Actor,
  ): Promise<AfterCommit<PermissionGroup>> {
    await this.getGroup(id, tx);
    const wanted = [...new Set(userIds)];
    const before = await (async () => {
      if (wanted.length > 0) {
        const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, wanted));
        if (found.length !== wanted.length)
          throw badRequest([{ field: 'userIds', message: 'Some users do not exist' }]);
      }
      const old = await tx
        .delete(permissionGroupMembers)
        .where(eq(permissionGroupMembers.groupId, id))
        .returning();
      const had = new Set(old.map((o) => o.userId));
      await assertGroupMembershipGrant(
        tx,
        auth,
        id,
        wanted.filter((u) => !had.has(u)),
      );
      if (wanted.length > 0) {
        await tx.insert(permissionGroupMembers).values(wanted.map((userId) => ({ groupId: id, userId })));
      }
      await recordAudit(tx, {
        ...actor,
        action: 'PERMISSION_GROUP_MEMBERS_CHANGED',
        entityType: 'permission_group',
        entityId: id,
        before: { userIds: old.map((o) => o.userId) },
        after: { userIds: wanted },
      });
      return old.map((o) => o.userId);
    })();
    return afterCommit(async () => {
      for (const userId of new Set([...before, ...wanted])) this.states.invalidate(userId);
      return this.getGroup(id);
    });
  }
}
