import * as oidc from 'openid-client';
import type { SsoConfig } from '../../config';
import {
  SSO_SCOPES,
  type SsoAuthorization,
  type SsoCallback,
  SsoExchangeFailed,
  type SsoIdentity,
  type SsoProvider,
} from './sso-provider';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * The real adapter, on openid-client. The issuer's metadata is discovered on first use (and again
 * after a failure). Plain http is allowed only for an issuer on this machine (the test provider).
 */
export class OidcSsoProvider implements SsoProvider {
  private config: Promise<oidc.Configuration> | null = null;

  constructor(private readonly cfg: SsoConfig) {}

  private configuration(): Promise<oidc.Configuration> {
    if (!this.config) {
      const issuer = new URL(this.cfg.issuer);
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      this.config = oidc
        .discovery(issuer, this.cfg.clientId, this.cfg.clientSecret, undefined, {
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((err: unknown) => {
          this.config = null;
          throw err;
        });
    }
    return this.config;
  }

  async authorizationUrl(redirectUri: string): Promise<SsoAuthorization> {
    const config = await this.configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SSO_SCOPES.join(' '),
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, codeVerifier, nonce };
  }

  async exchangeCode(callback: SsoCallback): Promise<SsoIdentity> {
    const config = await this.configuration();
    let tokens;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callback.callbackUrl, {
        pkceCodeVerifier: callback.codeVerifier,
        expectedState: callback.state,
        expectedNonce: callback.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw new SsoExchangeFailed(err instanceof Error ? err.message : String(err));
    }
    const claims = tokens.claims();
    if (!claims) throw new SsoExchangeFailed('the identity provider sent no ID token');
    let profile: Record<string, unknown> = claims;
    if (!text(claims.email) && tokens.access_token && config.serverMetadata().userinfo_endpoint) {
      // Some providers put profile claims only in userinfo.
      profile = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
    }
    return {
      subject: claims.sub,
      email: text(profile.email)?.toLowerCase() ?? null,
      emailVerified: profile.email_verified === true,
      name: text(profile.name),
      phone: text(profile.phone_number),
    };
  }
}
