import type { RolePermissions, UserAttributes } from '@dom/contract';
import { apiGet } from '../../lib/api-client';
import { readBusinessUnit, readTokens, writeBusinessUnit, writeRoles } from '../../lib/storage';
import { isBusinessUnit } from '@dom/domain';
import type { SessionUser } from '../session/session-context';

/**
 * The signed-in user as the server knows them: attributes from GET /auth/user, and the permissions
 * the server enforces for their roles in the active business unit (doc 1 §6). With no business
 * unit stored yet, the one the server answers becomes the stored one.
 */
export async function loadServerSessionUser(): Promise<SessionUser | null> {
  if (!readTokens()) return null;
  const user = await apiGet<UserAttributes>('/auth/user');
  let permissions: string[] = [];
  if (user.roles.length > 0) {
    const stored = readBusinessUnit();
    const answer = await apiGet<RolePermissions>(
      `/authorization/permissions/${encodeURIComponent(user.roles.join(','))}`,
      stored ? { businessUnit: stored } : undefined,
    );
    if (!stored && isBusinessUnit(answer.businessUnit)) writeBusinessUnit(answer.businessUnit);
    permissions = answer.permissions;
  }
  writeRoles(user.roles);
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    roles: user.roles,
    permissions,
    landingRoute: user.landingRoute,
    actor: user.actor ? { username: user.actor.username, displayName: user.actor.displayName } : null,
    email: user.email,
    phone: user.phone,
    businessUnits: user.businessUnits,
  };
}
