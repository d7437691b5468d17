import { decodeJwtPayload } from '../../lib/jwt';
import { readRoles, readTokens } from '../../lib/storage';
import type { SessionUser } from './session-context';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The user as far as the stored tokens tell: names from the identity token's claims, roles from the
 * stored identity-service groups, permissions from a `permissions` claim when the token carries one.
 * Without all three tokens or with an unreadable identity token there is no session.
 */
export function readStoredSessionUser(): SessionUser | null {
  const tokens = readTokens();
  if (!tokens) return null;
  const claims = decodeJwtPayload(tokens.idToken);
  if (!claims) return null;
  const username =
    text(claims['cognito:username']) ??
    text(claims.preferred_username) ??
    text(claims.username) ??
    text(claims.sub);
  if (!username) return null;
  const tokenRoles = strings(claims['cognito:groups']);
  const storedRoles = readRoles();
  return {
    username,
    displayName: text(claims.name) ?? username,
    roles: storedRoles.length > 0 ? storedRoles : tokenRoles,
    permissions: strings(claims.permissions),
  };
}
