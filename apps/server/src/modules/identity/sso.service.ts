import { and, eq, gt, lt } from 'drizzle-orm';
import type { SsoAuthorizeQuery, SsoSettings, TokenSet } from '@dom/contract';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/database';
import { users } from './users.schema';
import { AppError, badRequest } from '../../platform/errors';
import {
  SSO_SCOPES,
  SsoExchangeFailed,
  type SsoIdentity,
  type SsoProvider,
} from '../../integrations/sso/sso-provider';
import { invalidClient, invalidGrant } from './auth-errors';
import { ssoStates } from './identity.schema';
import type { ClientInfo, SessionService } from './sessions.service';
import { auditSignIn } from './sign-in-audit';
import { ssoLoginPrefix } from './user-display';

const STATE_LIFETIME_MS = 10 * 60_000;

/** Single sign-on for customer-service staff; SSO users are provisioned as Pivot Users on first sign-in. */
export class SsoService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly provider: SsoProvider | null,
    private readonly sessions: SessionService,
    private readonly now: () => number = Date.now,
  ) {}

  settings(): SsoSettings {
    return {
      enabled: this.provider !== null,
      providerName: this.config.auth.ssoProviderName,
      scopes: [...SSO_SCOPES],
    };
  }

  private requireProvider(): SsoProvider {
    if (!this.provider) {
      throw new AppError(
        'SSO_NOT_CONFIGURED',
        'Single sign-on is not configured on this server.',
        undefined,
        404,
      );
    }
    return this.provider;
  }

  /** Checks the link, keeps PKCE verifier and nonce under the state, answers the provider's address. */
  async authorize(query: SsoAuthorizeQuery, requestOrigin: string): Promise<string> {
    const provider = this.requireProvider();
    if (query.identity_provider !== this.config.auth.ssoProviderName) {
      throw badRequest([{ field: 'identity_provider', message: 'Unknown identity provider' }]);
    }
    if (query.scope !== undefined) {
      const asked = new Set(query.scope.split(/[\s+]+/).filter(Boolean));
      if (asked.size !== SSO_SCOPES.length || !SSO_SCOPES.every((s) => asked.has(s))) {
        throw badRequest([{ field: 'scope', message: `Use the scopes ${SSO_SCOPES.join(' ')}` }]);
      }
    }
    if (query.client_id !== undefined && query.client_id !== this.config.auth.clientId) throw invalidClient();
    assertLoginReturn(query.redirect_uri, requestOrigin);
    const auth = await provider.authorizationUrl(query.redirect_uri);
    const now = this.now();
    await this.db.delete(ssoStates).where(lt(ssoStates.expiresAt, new Date(now)));
    await this.db.insert(ssoStates).values({
      state: auth.state,
      codeVerifier: auth.codeVerifier,
      nonce: auth.nonce,
      redirectUri: query.redirect_uri,
      createdAt: new Date(now),
      expiresAt: new Date(now + STATE_LIFETIME_MS),
    });
    return auth.url;
  }

  /** The authorization-code grant: state used once, PKCE and nonce checked by openid-client. */
  async exchange(
    input: { code: string; state: string; redirect_uri: string; client_id: string; iss?: string | undefined },
    client: ClientInfo,
  ): Promise<TokenSet> {
    const provider = this.requireProvider();
    if (input.client_id !== this.config.auth.clientId) throw invalidClient();
    const [saved] = await this.db
      .delete(ssoStates)
      .where(and(eq(ssoStates.state, input.state), gt(ssoStates.expiresAt, new Date(this.now()))))
      .returning();
    if (!saved || saved.redirectUri !== input.redirect_uri) {
      await auditSignIn(this.db, {
        action: 'SIGN_IN_FAILED',
        userId: null,
        method: 'SSO',
        client,
        reason: 'BAD_STATE',
      });
      throw invalidGrant('This single sign-on attempt has expired. Please try again.');
    }
    const callbackUrl = new URL(saved.redirectUri);
    callbackUrl.searchParams.set('code', input.code);
    callbackUrl.searchParams.set('state', input.state);
    if (input.iss) callbackUrl.searchParams.set('iss', input.iss);
    let identity: SsoIdentity;
    try {
      identity = await provider.exchangeCode({
        callbackUrl,
        state: saved.state,
        codeVerifier: saved.codeVerifier,
        nonce: saved.nonce,
      });
    } catch (err) {
      if (!(err instanceof SsoExchangeFailed)) throw err;
      await auditSignIn(this.db, {
        action: 'SIGN_IN_FAILED',
        userId: null,
        method: 'SSO',
        client,
        reason: `EXCHANGE_FAILED: ${err.message.slice(0, 200)}`,
      });
      throw invalidGrant('Single sign-on did not complete. Please try again.');
    }
    const user = await this.provision(identity);
    if (!user.isActive) {
      await auditSignIn(this.db, {
        action: 'SIGN_IN_FAILED',
        userId: user.id,
        method: 'SSO',
        client,
        reason: 'INACTIVE',
      });
      throw invalidGrant('Single sign-on did not complete. Please try again.');
    }
    const tokens = await this.sessions.start(user.id, 'SSO', client);
    await auditSignIn(this.db, { action: 'SIGN_IN_SUCCEEDED', userId: user.id, method: 'SSO', client });
    return tokens;
  }

  /** `<provider>_<e-mail or subject>`: found, refreshed from the provider's claims, or created. */
  private async provision(identity: SsoIdentity): Promise<{ id: string; isActive: boolean }> {
    const username =
      `${ssoLoginPrefix(this.config.auth.ssoProviderName)}${identity.email ?? identity.subject}`.toLowerCase();
    const phone = identity.phone?.replace(/\D/g, '').slice(-10) ?? null;
    const [row] = await this.db
      .insert(users)
      .values({
        username,
        displayName: identity.name ?? identity.email ?? username,
        email: identity.email,
        phone: phone && /^[6-9]\d{9}$/.test(phone) ? phone : null,
        roles: ['PIVOT_USER'],
      })
      .onConflictDoUpdate({
        target: users.username,
        set: {
          ...(identity.name ? { displayName: identity.name } : {}),
          ...(identity.email ? { email: identity.email } : {}),
          updatedAt: new Date(this.now()),
        },
      })
      .returning({ id: users.id, isActive: users.isActive });
    if (!row) throw new Error('SSO user upsert returned no row');
    return row;
  }
}

/** The return address must be `/login` on the origin the browser is using (doc 1 §2). */
export function assertLoginReturn(redirectUri: string, requestOrigin: string): void {
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    throw badRequest([{ field: 'redirect_uri', message: 'Not an address' }]);
  }
  if (
    target.origin !== new URL(requestOrigin).origin ||
    target.pathname !== '/login' ||
    target.search ||
    target.hash
  ) {
    throw badRequest([{ field: 'redirect_uri', message: 'The return address must be /login on this site' }]);
  }
}
