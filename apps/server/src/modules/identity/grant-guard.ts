import { eq, inArray } from 'drizzle-orm';
import { type BusinessUnit, TEAM_ROLES, expandBusinessUnits } from '@dom/domain';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import type { RequestAuth } from './authenticator';
import {
  authRoles,
  permissionGroupMembers,
  permissionGroupPermissions,
  roleAdmins,
  rolePermissions,
} from './authorization.schema';
import { offeredUnits } from './unit-permissions';

/**
 * Delegation can only narrow (docs/roles.md, "Who may grant what"). Every path that gives a user
 * anything — roles and their isAdmin flags, the team role, permission groups, business units, a
 * manager, act-as delegation, a role's or a group's permissions — asks this module first:
 *
 * - an Admin may grant anything (the one explicit rule; Admin holds every grantable permission);
 * - anyone else may confer only permissions they hold themselves (the effective permissions of the
 *   grantee after the change, less those held before, must be a subset of the granter's), and only
 *   business units they work in;
 * - roles also keep the older rule: the base Employee role, or a role the granter administers
 *   (isAdmin flag);
 * - making someone a manager hands them the manager step of their reportee's access requests, so
 *   only a granter holding that step (Approve_Access_Request_Manager) may set a manager.
 *
 * Refusals are 403 naming the field and what the granter does not hold.
 */

/** Anyone who may create users may give the base Employee role; other roles need the isAdmin flag. */
export const BASE_ROLE = 'EMPLOYEE';
/** The one explicit rule: an Admin may grant anything. */
export const GRANT_ANYTHING_ROLE = 'ADMIN';
/** What a manager gets over a reportee: the manager step of their access requests. */
export const MANAGER_POWER = 'Approve_Access_Request_Manager';

// The authenticator never lends these while acting as someone (authenticator.ts, NOT_WHILE_ACTING).
const NOT_WHILE_ACTING = new Set(['Allow_Act_As_User', 'Allow_Act_As_Me_Delegation']);
const TEAM_ROLE_VALUES = new Set<string>(TEAM_ROLES.map((r) => r.value));
const SHOWN = 5;

/** What a user holds that a grant can change. */
export interface GrantShape {
  roles: readonly string[];
  teamRole: string | null;
  businessUnits: readonly string[];
  permissionGroupIds: readonly string[];
}

const NOTHING: GrantShape = { roles: [], teamRole: null, businessUnits: [], permissionGroupIds: [] };

/** What an existing user holds (their row, and the permission groups they are a member of). */
export async function shapeOfUser(
  db: DbOrTx,
  user: { id: string; roles: readonly string[]; teamRole: string | null; businessUnits: readonly string[] },
): Promise<GrantShape> {
  const groups = await db
    .select({ id: permissionGroupMembers.groupId })
    .from(permissionGroupMembers)
    .where(eq(permissionGroupMembers.userId, user.id));
  return {
    roles: user.roles,
    teamRole: user.teamRole,
    businessUnits: user.businessUnits,
    permissionGroupIds: groups.map((g) => g.id),
  };
}

/** The person granting, as the server enforces them on this request. */
interface Granter {
  id: string;
  grantsAnything: boolean;
  permissions: ReadonlySet<string>;
  units: ReadonlySet<BusinessUnit>;
}

export function granterOf(auth: RequestAuth): Granter {
  const acting = auth.actor.id !== auth.effective.id;
  const permissions = acting
    ? new Set([...auth.effective.permissions].filter((p) => !NOT_WHILE_ACTING.has(p)))
    : auth.effective.permissions;
  return {
    id: auth.effective.id,
    grantsAnything: auth.effective.roles.includes(GRANT_ANYTHING_ROLE),
    permissions,
    units: unitsOf(auth.effective.businessUnits),
  };
}

/** The units a user's records are scoped to: their own (DIRECT bringing UTCL), or all when none is set. */
export function unitsOf(businessUnits: readonly string[]): Set<BusinessUnit> {
  return new Set(expandBusinessUnits(offeredUnits(businessUnits)));
}

function refuse(field: string, message: string): AppError {
  return new AppError('FORBIDDEN', message, { fields: [{ field, message }] });
}

function listed(items: readonly string[]): string {
  const sorted = [...items].sort();
  const more = sorted.length > SHOWN ? ` and ${sorted.length - SHOWN} more` : '';
  return `${sorted.slice(0, SHOWN).join(', ')}${more}`;
}

/** The grants of some roles (the role_permissions table the user state is loaded from). */
export async function grantsOfRoles(db: DbOrTx, roleKeys: readonly string[]): Promise<Set<string>> {
  if (roleKeys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(inArray(rolePermissions.role, [...roleKeys]));
  return new Set(rows.map((r) => r.permission));
}

async function grantsOfGroups(db: DbOrTx, groupIds: readonly string[]): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ permission: permissionGroupPermissions.permission })
    .from(permissionGroupPermissions)
    .where(inArray(permissionGroupPermissions.groupId, [...groupIds]));
  return new Set(rows.map((r) => r.permission));
}

/**
 * The core rule: `permissions` (what the grant confers, by the field that confers it) must all be
 * held by the granter. The first field carrying something the granter lacks is named.
 */
function assertHeld(
  granter: Granter,
  conferred: { field: string; what: string; permissions: Iterable<string> }[],
) {
  if (granter.grantsAnything) return;
  for (const { field, what, permissions } of conferred) {
    const lacking = [...new Set(permissions)].filter((p) => !granter.permissions.has(p));
    if (lacking.length > 0) {
      throw refuse(
        field,
        `You may not grant ${what}: it carries ${lacking.length} permission${lacking.length === 1 ? '' : 's'} you do not hold (${listed(lacking)}).`,
      );
    }
  }
}

/** Refuses unknown roles and team roles with 400 (before any right is weighed). */
async function assertKnownRoles(db: DbOrTx, roles: readonly string[], teamRole: string | null) {
  const names = [...new Set(roles)];
  if (names.length > 0) {
    const known = await db
      .select({ name: authRoles.name })
      .from(authRoles)
      .where(inArray(authRoles.name, names));
    const missing = names.filter((n) => !known.some((k) => k.name === n));
    if (missing.length > 0)
      throw badRequest([{ field: 'roles', message: `Unknown roles: ${missing.join(', ')}` }]);
  }
  if (teamRole !== null && !TEAM_ROLE_VALUES.has(teamRole)) {
    throw badRequest([{ field: 'teamRole', message: 'Unknown team role' }]);
  }
}

/**
 * Roles a caller may give or take (and whose isAdmin flag they may set): every role for an Admin;
 * else Employee (without the flag) and the roles they administer.
 */
async function assertRoleRights(
  db: DbOrTx,
  granter: Granter,
  roles: { role: string; isAdmin: boolean }[],
): Promise<void> {
  if (granter.grantsAnything || roles.length === 0) return;
  const administered = await db
    .select({ role: roleAdmins.role })
    .from(roleAdmins)
    .where(eq(roleAdmins.userId, granter.id));
  const mine = new Set(administered.map((r) => r.role));
  const refused = roles
    .filter((r) => !mine.has(r.role) && (r.role !== BASE_ROLE || r.isAdmin))
    .map((r) => r.role);
  if (refused.length > 0) {
    const message = `You may not assign these roles: ${[...new Set(refused)].join(', ')}`;
    throw new AppError('FORBIDDEN', message, { fields: [{ field: 'roles', message }] });
  }
}

export interface UserGrant {
  /** What the user holds now; null for a new user. */
  before: GrantShape | null;
  after: GrantShape;
  /** Roles given, taken or whose isAdmin flag changes, with the flag they end with. */
  changedRoles?: { role: string; isAdmin: boolean }[];
  /** The manager is set or changed. */
  managerChanged?: boolean;
}

/**
 * A user is created or edited: refuses (403, naming the field) anything the granter may not give.
 * Unknown roles or team roles answer 400.
 */
export async function assertUserGrant(db: DbOrTx, auth: RequestAuth, grant: UserGrant): Promise<void> {
  const { after } = grant;
  const before = grant.before ?? NOTHING;
  const addedRoles = [...new Set(after.roles)].filter((r) => !before.roles.includes(r));
  const addedGroups = after.permissionGroupIds.filter((g) => !before.permissionGroupIds.includes(g));
  const teamRoleChanged = after.teamRole !== null && after.teamRole !== before.teamRole;
  await assertKnownRoles(db, addedRoles, teamRoleChanged ? after.teamRole : null);
  const granter = granterOf(auth);
  const changed = grant.changedRoles ?? addedRoles.map((role) => ({ role, isAdmin: false }));
  await assertRoleRights(db, granter, changed);
  if (granter.grantsAnything) return;

  if (grant.managerChanged && !granter.permissions.has(MANAGER_POWER)) {
    throw refuse(
      'managerId',
      `You may not set a manager: a manager decides their reportee's access requests (${MANAGER_POWER}), which you do not hold.`,
    );
  }

  // What the user will hold, less what they held: nothing in it may be missing from the granter.
  const beforeKeys = before.teamRole ? [...before.roles, before.teamRole] : [...before.roles];
  const held = new Set([
    ...(await grantsOfRoles(db, beforeKeys)),
    ...(await grantsOfGroups(db, before.permissionGroupIds)),
  ]);
  const fresh = (set: Set<string>) => [...set].filter((p) => !held.has(p));
  assertHeld(granter, [
    ...(addedRoles.length > 0
      ? [
          {
            field: 'roles',
            what: `the roles ${addedRoles.join(', ')}`,
            permissions: fresh(await grantsOfRoles(db, addedRoles)),
          },
        ]
      : []),
    ...(teamRoleChanged && after.teamRole
      ? [
          {
            field: 'teamRole',
            what: `the team role ${after.teamRole}`,
            permissions: fresh(await grantsOfRoles(db, [after.teamRole])),
          },
        ]
      : []),
    ...(addedGroups.length > 0
      ? [
          {
            field: 'permissionGroupIds',
            what: 'these permission groups',
            permissions: fresh(await grantsOfGroups(db, addedGroups)),
          },
        ]
      : []),
  ]);

  // Business units scope records: a user may be given only units the granter works in. No unit at
  // all means every unit, so only a granter working in every unit may leave it empty.
  // A new user has no units yet (an existing user's empty list means every unit).
  const beforeUnits = grant.before ? unitsOf(before.businessUnits) : new Set<BusinessUnit>();
  const newUnits = [...unitsOf(after.businessUnits)].filter(
    (u) => !granter.units.has(u) && !beforeUnits.has(u),
  );
  if (newUnits.length > 0) {
    throw refuse(
      'businessUnits',
      after.businessUnits.length === 0
        ? `You may not leave the business units empty (every unit): you work only in ${listed([...granter.units])}.`
        : `You may not grant the business units ${listed(newUnits)}: you do not work in them.`,
    );
  }
}

/** Permissions added to a role or a permission group reach every holder: only held ones may be added. */
export function assertPermissionsGrant(
  auth: RequestAuth,
  added: readonly string[],
  field: string,
  what: string,
): void {
  assertHeld(granterOf(auth), [{ field, what, permissions: added }]);
}

/** Users added to a permission group receive its permissions. */
export async function assertGroupMembershipGrant(
  db: DbOrTx,
  auth: RequestAuth,
  groupId: string,
  addedUserIds: readonly string[],
): Promise<void> {
  if (addedUserIds.length === 0) return;
  assertHeld(granterOf(auth), [
    { field: 'userIds', what: 'membership of this group', permissions: await grantsOfGroups(db, [groupId]) },
  ]);
}

/**
 * "Act as me" lends the delegator's own permissions (less the act-as ones, never lent) in their own
 * units, so it always narrows; it goes through the guard so the rule stays in one place.
 */
export function assertActAsGrant(auth: RequestAuth): void {
  const lent = [...auth.effective.permissions].filter((p) => !NOT_WHILE_ACTING.has(p));
  assertHeld(granterOf(auth), [{ field: 'delegateUserId', what: 'acting as you', permissions: lent }]);
}
