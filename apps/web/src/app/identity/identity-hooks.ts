import { configureAuthHooks } from '../../lib/api-client';
import { clearSession } from '../../lib/storage';
import { refreshTokens } from './token-calls';
import { isTokenExpiring, storedAccessToken } from './token-set';

/**
 * Plugs the identity layer into the API client: the access token is sent, renewed when it expires
 * within 30 s or after a 401 (one refresh for all waiting calls), and the session is forgotten when
 * it cannot be renewed. The shell adds the message and the move to '/' once it is mounted.
 */
export function installIdentityHooks(): void {
  configureAuthHooks({
    getToken: storedAccessToken,
    tokenExpiring: () => isTokenExpiring(storedAccessToken()),
    refresh: () => refreshTokens().then(() => true),
    onSessionExpired: clearSession,
  });
}
