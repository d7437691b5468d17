import { apiPost } from '../../lib/api-client';
import { readStored, STORAGE_KEYS } from '../../lib/storage';
import { MISSING_TOKENS, NO_REFRESH_TOKEN, WEB_CLIENT_ID, storeTokenSet } from './token-set';

/** The token endpoint takes a form body (doc 1 §7). */
function tokenRequest(fields: Record<string, string>): Promise<unknown> {
  return apiPost('/oauth2/token', new URLSearchParams(fields), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

async function exchange(fields: Record<string, string>): Promise<void> {
  const answer = await tokenRequest(fields);
  if (!storeTokenSet(answer)) throw new Error(MISSING_TOKENS);
}

/** The OTP flow's one-time client credentials, redeemed for tokens. */
export function exchangeClientCredentials(clientId: string, clientSecret: string): Promise<void> {
  return exchange({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
}

/** Where the identity provider sends the user back: `/login` on this origin. */
export function ssoRedirectUri(origin: string = window.location.origin): string {
  return `${origin}/login`;
}

export function exchangeSsoCode(code: string, state: string, iss: string | null): Promise<void> {
  return exchange({
    grant_type: 'authorization_code',
    code,
    state,
    client_id: WEB_CLIENT_ID,
    redirect_uri: ssoRedirectUri(),
    ...(iss ? { iss } : {}),
  });
}

/**
 * Spends the stored refresh token for a new token set. The refresh runs without the 401 hook's
 * retry: its own 401 means the session is over.
 */
export async function refreshTokens(): Promise<void> {
  const refreshToken = readStored(STORAGE_KEYS.refreshToken);
  if (!refreshToken) throw new Error(NO_REFRESH_TOKEN);
  const response = await fetch('/api/oauth2/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: WEB_CLIENT_ID,
    }),
  });
  if (!response.ok) throw new Error(`Token refresh failed with status ${response.status}`);
  if (!storeTokenSet(await response.json())) throw new Error(MISSING_TOKENS);
}
