/** The scopes of the single-sign-on link (doc 1 §2). */
export const SSO_SCOPES = ['email', 'openid', 'phone', 'profile'] as const;

/** Who the corporate identity provider says signed in. */
export interface SsoIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  phone: string | null;
}

export interface SsoAuthorization {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface SsoCallback {
  /** The address the provider sent the browser back to, with code, state (and iss). */
  callbackUrl: URL;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** A corporate OpenID Connect issuer: authorization code with PKCE (S256), state and nonce. */
export interface SsoProvider {
  authorizationUrl(redirectUri: string): Promise<SsoAuthorization>;
  exchangeCode(callback: SsoCallback): Promise<SsoIdentity>;
}

export class SsoExchangeFailed extends Error {
  override readonly name = 'SsoExchangeFailed';
}
