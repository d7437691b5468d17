import type { TokenSet } from '@dom/contract';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth';
import { startTestIdentityProvider, type TestIdentityProvider } from '../../../test/oidc-test-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/db/schema/index';
import { users } from './users.schema';

const REDIRECT = 'http://localhost/login';
let idp: TestIdentityProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startTestIdentityProvider({
    redirectUri: REDIRECT,
    accounts: {
      meera: { email: 'Meera.Iyer@corp.example', name: 'Meera Iyer', phone: '+919812345678' },
      ravi: { email: 'ravi.k@corp.example', name: 'Ravi K' },
    },
  });
  t = await createTestApp({
    seed: true,
    config: {
      sso: {
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        providerName: 'CorporateSSO',
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const authorize = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/auth/sso/authorize?${new URLSearchParams(query).toString()}` });

const LINK = {
  identity_provider: 'CorporateSSO',
  redirect_uri: REDIRECT,
  scope: 'email openid phone profile',
  response_type: 'code',
  client_id: 'dom-web',
};

const exchange = (back: URL, overrides: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
      ...(back.searchParams.get('iss') ? { iss: back.searchParams.get('iss')! } : {}),
      client_id: 'dom-web',
      redirect_uri: REDIRECT,
      ...overrides,
    }).toString(),
  });

async function roundTrip(login: string): Promise<URL> {
  const start = await authorize(LINK);
  expect(start.statusCode).toBe(302);
  return idp.signInThrough(start.headers.location as string, login);
}

describe('single sign-on through a real OpenID Connect provider', () => {
  it('tells the sign-in page the provider name and scopes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sso' });
    expect(res.json()).toEqual({
      enabled: true,
      providerName: 'CorporateSSO',
      scopes: ['email', 'openid', 'phone', 'profile'],
    });
  });

  it('redirects to the provider with PKCE (S256), state, nonce and the four scopes', async () => {
    const res = await authorize(LINK);
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('email openid phone profile');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
  });

  it('signs in end to end, provisioning a Pivot User from the provider claims', async () => {
    const back = await roundTrip('meera');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    const res = await exchange(back);
    expect(res.statusCode).toBe(200);
    const tokens = res.json<TokenSet>();
    expect(Object.keys(tokens).sort()).toEqual([
      'access_token',
      'expires_in',
      'id_token',
      'refresh_token',
      'token_type',
    ]);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(tokens.access_token),
    });
    expect(me.json()).toMatchObject({
      username: 'corporatesso_meera.iyer@corp.example',
      displayName: 'Pivot User',
      isPivotUser: true,
      roles: ['PIVOT_USER'],
      email: 'meera.iyer@corp.example',
      phone: '9812345678',
    });
    // Customer-service staff get the support desk's screens.
    const perms = await t.app.inject({
      method: 'GET',
      url: '/api/authorization/permissions/PIVOT_USER',
      headers: bearer(tokens.access_token),
    });
    expect(perms.json().permissions).toContain('Display_Rfq_Tab');
    // The same person signing in again is the same user.
    const again = await exchange(await roundTrip('meera'));
    expect(again.statusCode).toBe(200);
    const rows = await t.database.db.select().from(users).where(like(users.username, 'corporatesso_meera%'));
    expect(rows).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, rows[0]!.id))
      .orderBy(auditLog.id);
    expect(audits.filter((a) => a.action === 'SIGN_IN_SUCCEEDED')).toHaveLength(2);
  });

  it('uses a state once: a replayed code is refused', async () => {
    const back = await roundTrip('ravi');
    expect((await exchange(back)).statusCode).toBe(200);
    const replay = await exchange(back);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorCode).toBe('INVALID_GRANT');
  });

  it('refuses a forged state, a wrong client and another return address', async () => {
    const back = await roundTrip('ravi');
    expect((await exchange(back, { state: 'forged-state' })).statusCode).toBe(400);
    expect((await exchange(back, { client_id: 'other-client' })).json().errorCode).toBe('INVALID_CLIENT');
    expect((await exchange(back, { redirect_uri: 'http://localhost/elsewhere' })).statusCode).toBe(400);
  });

  it('refuses a tampered code (the provider checks it with the PKCE verifier)', async () => {
    const back = await roundTrip('ravi');
    back.searchParams.set('code', `${back.searchParams.get('code')!}x`);
    const res = await exchange(back);
    expect(res.statusCode).toBe(400);
    const failed = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'SIGN_IN_FAILED'));
    expect(
      failed.some((r) => String((r.after as { reason?: string }).reason).startsWith('EXCHANGE_FAILED')),
    ).toBe(true);
  });

  it.each([
    ['another identity provider', { identity_provider: 'Other' }],
    ['another origin', { redirect_uri: 'http://evil.example/login' }],
    ['another page', { redirect_uri: 'http://localhost/dashboard' }],
    ['other scopes', { scope: 'openid email' }],
  ])('refuses a link with %s', async (_name, change) => {
    expect((await authorize({ ...LINK, ...change })).statusCode).toBe(400);
  });

  it('is off when not configured', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/sso' })).json().enabled).toBe(false);
      const res = await plain.app.inject({
        method: 'GET',
        url: `/api/auth/sso/authorize?${new URLSearchParams(LINK).toString()}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Single sign-on is not configured on this server.');
    } finally {
      await plain.close();
    }
  });
});
