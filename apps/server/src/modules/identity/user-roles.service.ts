import { eq, inArray } from 'drizzle-orm';
import type { AssignRoles, UserRoles } from '@dom/contract';
import { recordAudit } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { type AfterCommit, afterCommit } from '../../platform/db/steps';
import { users } from './users.schema';
import { AppError, notFound } from '../../platform/errors';
import type { actorOf } from '../../platform/http/request-context';
import type { RequestAuth } from './authenticator';
import { authRoles, roleAdmins } from './authorization.schema';
import { assertUserGrant, shapeOfUser } from './grant-guard';
import { assertManager } from './role-assignment';
import type { UserStateStore } from './user-state';
import { summaryOf } from './user-summary';

type Actor = ReturnType<typeof actorOf>;

/** The hr-portal's assignable roles: a user's roles with their isAdmin flags, and the manager id. */
export class UserRolesService {
  constructor(
    private readonly db: Db,
    private readonly states: UserStateStore,
  ) {}

  async roles(id: string): Promise<UserRoles> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound('User');
    const user = summaryOf(row);
    const admins = await this.db
      .select({ role: roleAdmins.role })
      .from(roleAdmins)
      .where(eq(roleAdmins.userId, id));
    const labels = user.roles.length
      ? await this.db.select().from(authRoles).where(inArray(authRoles.name, user.roles))
      : [];
    return {
      userId: id,
      managerId: user.managerId,
      roles: user.roles.map((role) => ({
        role,
        label: labels.find((l) => l.name === role)?.label ?? role,
        isAdmin: admins.some((a) => a.role === role),
      })),
    };
  }

  async assignRoles(
    tx: Tx,
    id: string,
    input: AssignRoles,
    auth: RequestAuth,
    actor: Actor,
  ): Promise<AfterCommit<UserRoles>> {
    if (id === auth.actor.id || id === auth.effective.id) {
      throw new AppError('FORBIDDEN', 'You cannot change your own roles.');
    }
    const roles = [...new Set(input.roles.map((r) => r.role))];
    const adminOf = [...new Set(input.roles.filter((r) => r.isAdmin).map((r) => r.role))];
    const done = await (async () => {
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!before) return false;
      const flagged = (
        await tx.select({ role: roleAdmins.role }).from(roleAdmins).where(eq(roleAdmins.userId, id))
      ).map((r) => r.role);
      // Giving or taking away a role, or its isAdmin flag, needs the right to assign that role;
      // roles the user keeps unchanged need none.
      const changed = [
        ...roles.filter((r) => !before.roles.includes(r)),
        ...before.roles.filter((r) => !roles.includes(r)),
        ...adminOf.filter((r) => !flagged.includes(r)),
        ...flagged.filter((r) => roles.includes(r) && !adminOf.includes(r)),
      ];
      const held = await shapeOfUser(tx, before);
      await assertUserGrant(tx, auth, {
        before: held,
        after: { ...held, roles },
        changedRoles: [...new Set(changed)].map((role) => ({
          role,
          isAdmin: adminOf.includes(role) || flagged.includes(role),
        })),
        managerChanged: !!input.managerId && input.managerId !== before.managerId,
      });
      if (input.managerId !== undefined) await assertManager(tx, id, input.managerId);
      await tx
        .update(users)
        .set({
          roles,
          ...(input.managerId !== undefined ? { managerId: input.managerId } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      await tx.delete(roleAdmins).where(eq(roleAdmins.userId, id));
      if (adminOf.length > 0)
        await tx.insert(roleAdmins).values(adminOf.map((role) => ({ userId: id, role })));
      await recordAudit(tx, {
        ...actor,
        action: 'ROLES_ASSIGNED',
        entityType: 'user',
        entityId: id,
        before: { roles: before.roles, managerId: before.managerId },
        after: { roles, adminOf, managerId: input.managerId ?? before.managerId },
      });
      return true;
    })();
    if (!done) throw notFound('User');
    return afterCommit(async () => {
      this.states.invalidate(id);
      return this.roles(id);
    });
  }
}
