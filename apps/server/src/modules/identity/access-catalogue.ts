import { count, inArray } from 'drizzle-orm';
import {
  ADMIN_MENU,
  GRANT_ROLES,
  NEVER_GRANTED_PERMISSION,
  ROLE_GRANTS,
  SELLER_MENU,
  SELLER_SHORT_MENU,
} from '@dom/domain';
import type { Db } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import { authResources, authRoles, rolePermissions } from './authorization.schema';

/**
 * Brings the role table up to the domain's list: a role the database lacks is added with its
 * default grants (docs/roles.md). Roles already there keep the grants admins gave them. Safe to run
 * at every start, on every server.
 */
export async function syncSystemRoles(db: Db): Promise<string[]> {
  // Kept (issue 28): runs once at the server's start, outside any request.
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(authRoles)
      .values(GRANT_ROLES.map((r) => ({ name: r.value, label: r.label, kind: r.kind, isSystem: true })))
      .onConflictDoNothing()
      .returning({ name: authRoles.name });
    const names = inserted.map((r) => r.name);
    const grants = GRANT_ROLES.filter((r) => names.includes(r.value)).flatMap((r) =>
      ROLE_GRANTS[r.value]
        .filter((permission) => permission !== NEVER_GRANTED_PERMISSION)
        .map((permission) => ({ role: r.value, permission })),
    );
    for (let i = 0; i < grants.length; i += 1000) {
      await tx
        .insert(rolePermissions)
        .values(grants.slice(i, i + 1000))
        .onConflictDoNothing();
    }
    return names;
  });
}

/** The screens of the menus as protected resources, loaded once into an empty table. */
export async function seedScreenResources(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(authResources);
  if (toCount(row?.n) > 0) return 0;
  const seen = new Set<string>();
  const values = [
    ...ADMIN_MENU.map((g) => ({ g, portal: 'Admin' })),
    ...SELLER_MENU.map((g) => ({ g, portal: 'Seller portal' })),
    ...SELLER_SHORT_MENU.map((g) => ({ g, portal: 'Seller portal' })),
  ].flatMap(({ g, portal }) =>
    g.entries
      .filter((e) => {
        const key = `${e.route} ${e.permission}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((e) => ({
        name: `${e.label}`,
        kind: 'SCREEN',
        path: e.route,
        permission: e.permission,
        description: `${portal} menu, ${g.label}`,
      })),
  );
  await db.insert(authResources).values(values).onConflictDoNothing();
  return values.length;
}

export async function roleNamesExisting(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ name: authRoles.name })
    .from(authRoles)
    .where(inArray(authRoles.name, [...names]));
  return new Set(rows.map((r) => r.name));
}
