import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Plays the browser: follows the authorization address through the provider's login and consent
   * screens (development interactions) and answers the final redirect to the app's /login.
   */
  signInThrough(authorizeUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export interface TestAccount {
  email?: string;
  name?: string;
  phone?: string;
}

/** A real OpenID Connect provider (oidc-provider) on 127.0.0.1, as the corporate identity provider. */
export async function startTestIdentityProvider(opts: {
  redirectUri: string;
  accounts: Record<string, TestAccount>;
}): Promise<TestIdentityProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'dom-test-client';
  const clientSecret = 'a-test-secret-that-is-long-enough-for-hs256';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx: unknown, id: string) {
      const account = opts.accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            ...(account.email ? { email: account.email, email_verified: true } : {}),
            ...(account.name ? { name: account.name } : {}),
            ...(account.phone ? { phone_number: account.phone } : {}),
          };
        },
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      phone: ['phone_number'],
      profile: ['name'],
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-signing-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  });
  // The provider's own warnings (development keys, development interactions) are expected here.
  provider.on('server_error', (...args: unknown[]) => console.error('test identity provider error', args[1]));
  server.on('request', provider.callback());

  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: string, form?: Record<string, string>): Promise<{ res: Response; html: string }> => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    remember(res);
    return { res, html: await res.text() };
  };

  return {
    issuer,
    clientId,
    clientSecret,
    async signInThrough(authorizeUrl, login) {
      jar.clear();
      let { res } = await go(authorizeUrl);
      for (let step = 0; step < 10; step++) {
        const location = res.headers.get('location');
        if (!location) throw new Error(`identity provider answered ${res.status} without a redirect`);
        const next = new URL(location, issuer);
        if (next.origin !== issuer) return next;
        const interaction = /^\/interaction\/([^/]+)$/.exec(next.pathname);
        if (!interaction) {
          ({ res } = await go(next.href));
          continue;
        }
        // Show the screen (as a browser would) and submit what it asks: the login or the consent.
        const { html } = await go(next.href);
        const prompt = /name="prompt" value="login"/.test(html) ? 'login' : 'consent';
        ({ res } = await go(next.href, prompt === 'login' ? { prompt, login, password: 'any' } : { prompt }));
      }
      throw new Error('identity provider kept redirecting');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
