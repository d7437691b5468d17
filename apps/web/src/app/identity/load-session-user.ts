import type { RolePermissions, UserAttributes } from '@dom/contract';
import { apiGet } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
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
    const path = `/authorization/permissions/${encodeURIComponent(user.roles.join(','))}`;
    let stored = readBusinessUnit();
    let answer: RolePermissions;
    try {
      answer = await apiGet<RolePermissions>(path, stored ? { businessUnit: stored } : undefined);
    } catch (error) {
      // A stored unit the user no longer works in (400): fall back to the one the server gives.
      if (!stored || !(error instanceof ApiError) || error.status !== 400) throw error;
      stored = null;
      // An empty unit header: the refused unit must not narrow the answer either.
      answer = await apiGet<RolePermissions>(path, undefined, { headers: { 'X-Business-Unit': '' } });
    }
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
