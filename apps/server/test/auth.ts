import type { TokenSet } from '@dom/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../src/seed/demo-users';
import type { TestApp } from './test-app';

type AppLike = TestApp | FastifyInstance;
const appOf = (t: AppLike): FastifyInstance => ('app' in t ? t.app : t);

/** Signs in through POST /api/auth/login and answers the whole token set. Throws on anything else. */
export async function signInSession(
  t: AppLike,
  username: string,
  opts: { password?: string; loginType?: 'USERNAME' | 'EMPLOYEE' | 'CORPORATE_ID'; ip?: string } = {},
): Promise<TokenSet> {
  const res = await appOf(t).inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: opts.password ?? DEMO_PASSWORD, loginType: opts.loginType ?? 'USERNAME' },
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  if (res.statusCode !== 200)
    throw new Error(`sign-in as ${username} answered ${res.statusCode}: ${res.body}`);
  const body = res.json<TokenSet & { challengeName?: string }>();
  if (body.challengeName) throw new Error(`sign-in as ${username} asks for a new password first`);
  return body;
}

/**
 * A bearer access token for a demo user (needs `createTestApp({ seed: true })`), e.g.
 * `const token = await signIn(t, 'admin')` then `headers: bearer(token)`.
 */
export async function signIn(t: AppLike, username: string, password?: string): Promise<string> {
  return (await signInSession(t, username, password ? { password } : {})).access_token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Signs in as a demo user and answers request options with the bearer header, ready to spread. */
export async function as(t: AppLike, username: string): Promise<{ headers: { authorization: string } }> {
  return { headers: bearer(await signIn(t, username)) };
}

/**
 * Adds permissions to a role through the API, as an admin would (GET the role's grants, PUT them
 * back with the extra ones). Throws when either call is refused. Sign the role's user in afterwards:
 * a token carries the permissions it was issued with.
 */
export async function grantToRole(
  t: AppLike,
  admin: { headers: { authorization: string } },
  role: string,
  extra: readonly string[],
): Promise<void> {
  const url = `/api/authorization/roles/${role}/permissions`;
  const grants = await appOf(t).inject({ method: 'GET', url, ...admin });
  if (grants.statusCode !== 200) throw new Error(`GET ${url} answered ${grants.statusCode}: ${grants.body}`);
  const permissions = [...grants.json<{ permissions: string[] }>().permissions, ...extra];
  const put = await appOf(t).inject({ method: 'PUT', url, payload: { permissions }, ...admin });
  if (put.statusCode !== 200) throw new Error(`PUT ${url} answered ${put.statusCode}: ${put.body}`);
}
