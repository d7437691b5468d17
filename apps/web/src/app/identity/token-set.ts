import type { NewPasswordChallenge, TokenSet } from '@dom/contract';
import { readStored, STORAGE_KEYS, writeTokens } from '../../lib/storage';
import { decodeJwtPayload } from '../../lib/jwt';

/** The web's OAuth client name at the token endpoint (the server's AUTH_CLIENT_ID default). */
export const WEB_CLIENT_ID = 'dom-web';

/** A token counts as expired this long before it really expires (doc 1 §3). */
export const EXPIRY_MARGIN_SECONDS = 30;

export const NO_REFRESH_TOKEN = 'No refresh token found';
export const MISSING_TOKENS = 'Token refresh response missing required tokens';

const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// Hand-written checks rather than the contract's zod schemas: these run on the sign-in page,
// whose bundle is kept small. The types still come from the contract.
export function isTokenSet(value: unknown): value is TokenSet {
  return (
    isRecord(value) && filled(value.access_token) && filled(value.id_token) && filled(value.refresh_token)
  );
}

export function isNewPasswordChallenge(value: unknown): value is NewPasswordChallenge {
  return (
    isRecord(value) &&
    value.challengeName === 'NEW_PASSWORD_REQUIRED' &&
    filled(value.session) &&
    filled(value.username)
  );
}

/** Stores the three tokens of an answer; false when the answer lacks one or storage refuses. */
export function storeTokenSet(answer: unknown): boolean {
  if (!isTokenSet(answer)) return false;
  return writeTokens({
    accessToken: answer.access_token,
    idToken: answer.id_token,
    refreshToken: answer.refresh_token,
  });
}

/** True when the token is unreadable, has no expiry, or expires within the margin. */
export function isTokenExpiring(token: string | null, nowMs: number = Date.now()): boolean {
  const exp = decodeJwtPayload(token)?.exp;
  if (typeof exp !== 'number') return true;
  return exp * 1000 - nowMs <= EXPIRY_MARGIN_SECONDS * 1000;
}

export function storedAccessToken(): string | null {
  return readStored(STORAGE_KEYS.accessToken);
}
