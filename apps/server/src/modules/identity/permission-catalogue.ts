import { asc, inArray } from 'drizzle-orm';
import type { Page, PermissionCatalogueItem } from '@dom/contract';
import {
  NEVER_GRANTED_PERMISSION,
  PERMISSION_NAMES,
  type Permission,
  isPermission,
  isViewPermission,
  permissionFamily,
} from '@dom/domain';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { rolePermissions } from './authorization.schema';
import { pageOfList } from './paging';

/** Only catalogue permissions may be granted, and never the hidden seller Quotations one. */
export function assertGrantable(
  permissions: readonly string[],
  field: string,
): asserts permissions is Permission[] {
  const unknown = permissions.filter((p) => !isPermission(p));
  if (unknown.length > 0)
    throw badRequest([{ field, message: `Unknown permissions: ${unknown.slice(0, 5).join(', ')}` }]);
  if (permissions.includes(NEVER_GRANTED_PERMISSION)) {
    throw badRequest([{ field, message: `${NEVER_GRANTED_PERMISSION} is never granted` }]);
  }
}

/** The permission catalogue of @dom/domain, a page at a time, with the roles holding each. */
export async function permissionCatalogue(
  db: Db,
  query: {
    pageNumber: number;
    pageSize: number;
    search?: string | undefined;
    family?: string | undefined;
  },
): Promise<Page<PermissionCatalogueItem>> {
  const search = query.search?.toLowerCase();
  const names = PERMISSION_NAMES.filter(
    (p) =>
      (!search || p.toLowerCase().includes(search)) &&
      (!query.family || permissionFamily(p) === query.family),
  );
  const page = pageOfList(names, query);
  const holders = page.content.length
    ? await db
        .select({ role: rolePermissions.role, permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(inArray(rolePermissions.permission, page.content))
        .orderBy(asc(rolePermissions.role))
    : [];
  return {
    ...page,
    content: page.content.map((name) => ({
      name,
      family: permissionFamily(name),
      isView: isViewPermission(name),
      roles: holders.filter((h) => h.permission === name).map((h) => h.role),
    })),
  };
}
