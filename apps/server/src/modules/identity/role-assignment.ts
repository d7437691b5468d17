import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { users } from '../../platform/db/schema/parties';
import { AppError, badRequest } from '../../platform/errors';
import type { RequestAuth } from './authenticator';
import { authRoles, roleAdmins } from './authorization.schema';

/** Anyone who may create users may give the base Employee role; other roles need the isAdmin flag. */
export const BASE_ROLE = 'EMPLOYEE';

/** Roles a caller may hand out: every role for an Admin; else Employee and the roles they administer. */
export async function assertCanAssign(
  db: DbOrTx,
  auth: RequestAuth,
  roles: { role: string; isAdmin: boolean }[],
): Promise<void> {
  const names = [...new Set(roles.map((r) => r.role))];
  if (names.length > 0) {
    const known = await db
      .select({ name: authRoles.name })
      .from(authRoles)
      .where(inArray(authRoles.name, names));
    const missing = names.filter((n) => !known.some((k) => k.name === n));
    if (missing.length > 0)
      throw badRequest([{ field: 'roles', message: `Unknown roles: ${missing.join(', ')}` }]);
  }
  if (auth.effective.roles.includes('ADMIN')) return;
  const administered = await db
    .select({ role: roleAdmins.role })
    .from(roleAdmins)
    .where(eq(roleAdmins.userId, auth.effective.id));
  const mine = new Set(administered.map((r) => r.role));
  const refused = roles
    .filter((r) => !mine.has(r.role) && (r.role !== BASE_ROLE || r.isAdmin))
    .map((r) => r.role);
  if (refused.length > 0) {
    throw new AppError('FORBIDDEN', `You may not assign these roles: ${[...new Set(refused)].join(', ')}`);
  }
}

export async function assertManager(
  tx: DbOrTx,
  userId: string | null,
  managerId: string | null | undefined,
): Promise<void> {
  if (!managerId) return;
  if (managerId === userId)
    throw badRequest([{ field: 'managerId', message: 'A user cannot manage themself' }]);
  // Walk up from the new manager: meeting the user would make a reporting loop.
  let cursor: string | null = managerId;
  for (let depth = 0; cursor && depth < 100; depth++) {
    const [row] = await tx
      .select({ id: users.id, managerId: users.managerId })
      .from(users)
      .where(eq(users.id, cursor));
    if (!row) throw badRequest([{ field: 'managerId', message: 'No such manager' }]);
    if (userId && row.managerId === userId) {
      throw new AppError('CONFLICT', 'This manager reports to the user already; choose another manager.');
    }
    cursor = row.managerId;
  }
}
