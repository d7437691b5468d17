import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type {
  Page,
  RoleGrants,
  RolePermissions,
  RoleRow,
  UpsertRole,
  UserDisplayOptions,
  UserRolesPermissions,
} from '@dom/contract';
import {
  type BusinessUnit,
  expandBusinessUnits,
  isBusinessUnit,
  isPermission,
  isViewPermission,
  landingRouteFor,
  holdsPermission,
} from '@dom/domain';
import { recordAudit } from '../../platform/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { type AfterCommit, afterCommit } from '../../platform/db/steps';
import { users } from './users.schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { assertPermissionsGrant } from './grant-guard';
import { assertGrantable } from './permission-catalogue';
import type { Caller } from '../../platform/caller';
import { FORBIDDEN_MESSAGE } from '../../platform/http/access';
import type { actorOf } from '../../platform/http/request-context';
import type { RequestAuth } from './authenticator';
import {
  authRoles,
  permissionGroupMembers,
  permissionGroups,
  roleAdmins,
  rolePermissions,
} from './authorization.schema';
import { likePattern, pageOf, pageWindow } from './paging';
import { unitOfPermission } from './unit-permissions';
import type { UserStateStore } from './user-state';

type Actor = ReturnType<typeof actorOf>;

const forbidden = () => new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);

export function parseRoles(param: string): string[] {
  return [
    ...new Set(
      param
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ];
}

/** Role → permission reads and edits, and the doc's permission calls. */
export class AuthorizationService {
  constructor(
    private readonly db: Db,
    private readonly states: UserStateStore,
  ) {}

  async grantsOfRoles(roles: readonly string[]): Promise<Set<string>> {
    if (roles.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(inArray(rolePermissions.role, [...roles]));
    return new Set(rows.map((r) => r.permission));
  }

  /**
   * The caller's own roles answer the permissions the server actually enforces for them (groups,
   * team role and permission groups). Other roles need the permissions screen's permission.
   */
  private async permissionsFor(roles: string[], caller: Caller, auth: RequestAuth): Promise<Set<string>> {
    const own = new Set(auth.effective.roles);
    if (roles.every((r) => own.has(r))) return new Set(caller.permissions);
    if (!holdsPermission(caller.permissions, 'Display_Permissions_Tab')) throw forbidden();
    return this.grantsOfRoles(roles);
  }

  async permissionsOfRoles(
    rolesParam: string,
    businessUnit: BusinessUnit | undefined,
    caller: Caller,
    auth: RequestAuth,
  ): Promise<RolePermissions> {
    const roles = parseRoles(rolesParam);
    const permissions = await this.permissionsFor(roles, caller, auth);
    const units = auth.effective.businessUnits.filter(isBusinessUnit);
    const offered: BusinessUnit[] = units.length > 0 ? units : ['DIRECT', 'UBS', 'UTCL'];
    if (
      businessUnit &&
      !offered.includes(businessUnit) &&
      !expandBusinessUnits(offered).includes(businessUnit)
    ) {
      throw badRequest([{ field: 'businessUnit', message: 'You do not work in this business unit' }]);
    }
    // With no unit asked for, the user's first unit is answered, and the web stores it (doc 1 §6).
    const unit = businessUnit ?? offered[0] ?? null;
    const inUnit = unit ? expandBusinessUnits([unit]) : null;
    const list = [...permissions].filter((p) => {
      const u = unitOfPermission(p);
      return u === null || inUnit === null || inUnit.includes(u);
    });
    return { roles, businessUnit: unit, businessUnits: offered, permissions: list.sort() };
  }

  async displayOptions(rolesParam: string, caller: Caller, auth: RequestAuth): Promise<UserDisplayOptions> {
    const roles = parseRoles(rolesParam);
    const permissions = await this.permissionsFor(roles, caller, auth);
    const display = [...permissions].filter((p) => isPermission(p) && isViewPermission(p)).sort();
    return {
      roles,
      permissions: display,
      landingRoute: landingRouteFor(roles, { corporate: auth.corporate }),
    };
  }

  async userRolesPermissions(
    userId: string,
    caller: Caller,
    auth: RequestAuth,
  ): Promise<UserRolesPermissions> {
    const self = userId === auth.effective.id;
    if (
      !self &&
      !holdsPermission(caller.permissions, 'Display_Roles_Dashboard_Tab') &&
      !holdsPermission(caller.permissions, 'Display_Hr_Portal')
    ) {
      throw forbidden();
    }
    const state = await this.states.get(userId);
    if (!state) throw notFound('User');
    const groups = await this.db
      .select({ id: permissionGroups.id, name: permissionGroups.name })
      .from(permissionGroups)
      .innerJoin(permissionGroupMembers, eq(permissionGroupMembers.groupId, permissionGroups.id))
      .where(eq(permissionGroupMembers.userId, userId))
      .orderBy(asc(permissionGroups.name));
    const admins = await this.db
      .select({ role: roleAdmins.role })
      .from(roleAdmins)
      .where(eq(roleAdmins.userId, userId));
    return {
      userId,
      username: state.username,
      roles: [...state.roles],
      teamRole: state.teamRole,
      businessUnits: state.businessUnits.filter(isBusinessUnit),
      adminOfRoles: admins.map((a) => a.role).sort(),
      permissionGroups: groups,
      permissions: [...state.permissions].sort(),
    };
  }

  async listRoles(query: {
    pageNumber: number;
    pageSize: number;
    search?: string | undefined;
  }): Promise<Page<RoleRow>> {
    const where = query.search
      ? or(
          ilike(authRoles.name, likePattern(query.search)),
          ilike(authRoles.label, likePattern(query.search)),
        )
      : undefined;
    const { offset, limit } = pageWindow(query);
    const rows = await this.db
      .select({
        name: authRoles.name,
        label: authRoles.label,
        kind: authRoles.kind,
        description: authRoles.description,
        isSystem: authRoles.isSystem,
        permissionCount: sql<number>`(select count(*) from ${rolePermissions} where ${rolePermissions.role} = ${authRoles.name})::int`,
        userCount: sql<number>`(select count(*) from ${users} where ${authRoles.name} = any(${users.roles}) or ${users.teamRole} = ${authRoles.name})::int`,
      })
      .from(authRoles)
      .where(where)
      .orderBy(asc(authRoles.name))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(authRoles).where(where);
    return pageOf(
      rows.map((r) => ({
        ...r,
        kind: r.kind as RoleRow['kind'],
        permissionCount: Number(r.permissionCount),
        userCount: Number(r.userCount),
      })),
      total?.n,
      query,
    );
  }

  async upsertRole(tx: Tx, name: string, input: UpsertRole, actor: Actor): Promise<AfterCommit<RoleRow>> {
    const [before] = await tx.select().from(authRoles).where(eq(authRoles.name, name));
    const values = { label: input.label, description: input.description ?? null, updatedAt: new Date() };
    if (before) await tx.update(authRoles).set(values).where(eq(authRoles.name, name));
    else await tx.insert(authRoles).values({ name, kind: 'CUSTOM', isSystem: false, ...values });
    await recordAudit(tx, {
      ...actor,
      action: before ? 'ROLE_UPDATED' : 'ROLE_CREATED',
      entityType: 'role',
      entityId: name,
      before: before ? { label: before.label, description: before.description } : null,
      after: { label: input.label, description: input.description ?? null },
    });
    // The role as the list shows it, read once the request has committed.
    return afterCommit(async () => {
      const page = await this.listRoles({ pageNumber: 0, pageSize: 20, search: name });
      const row = page.content.find((r) => r.name === name);
      if (!row) throw notFound('Role');
      return row;
    });
  }

  async roleGrants(name: string, db: DbOrTx = this.db): Promise<RoleGrants> {
    const [role] = await db.select({ name: authRoles.name }).from(authRoles).where(eq(authRoles.name, name));
    if (!role) throw notFound('Role');
    const rows = await db
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.role, name))
      .orderBy(asc(rolePermissions.permission));
    return { role: name, permissions: rows.map((r) => r.permission) };
  }

  /** Replaces a role's grants; every holder's permissions change at their next request. */
  async putRoleGrants(
    tx: Tx,
    name: string,
    permissions: readonly string[],
    auth: RequestAuth,
    actor: Actor,
  ): Promise<AfterCommit<RoleGrants>> {
    const wanted = [...new Set(permissions)].sort();
    assertGrantable(wanted, 'permissions');
    const before = await this.roleGrants(name, tx);
    // Every holder of the role gets what is added: only permissions the editor holds may be added.
    assertPermissionsGrant(
      auth,
      wanted.filter((p) => !before.permissions.includes(p)),
      'permissions',
      `these permissions to the role ${name}`,
    );
    await tx.delete(rolePermissions).where(eq(rolePermissions.role, name));
    if (wanted.length > 0) {
      await tx.insert(rolePermissions).values(wanted.map((permission) => ({ role: name, permission })));
    }
    await recordAudit(tx, {
      ...actor,
      action: 'ROLE_GRANTS_CHANGED',
      entityType: 'role',
      entityId: name,
      before: { permissions: before.permissions },
      after: { permissions: wanted },
    });
    return afterCommit(async () => {
      this.states.invalidate();
      return { role: name, permissions: wanted };
    });
  }
}
