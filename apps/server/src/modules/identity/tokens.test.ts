import { generateKeyPairSync } from 'node:crypto';
import { type JSONWebKeySet, SignJWT, createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInSession } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/db/schema/index';
import { users } from './users.schema';

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
  adminId = admin!.id;
});
afterAll(async () => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

async function forge(claims: { iss?: string; aud?: string; exp?: number; typ?: string; key?: 'other' }) {
  const { keys, config } = t.ctx.identity;
  const now = Math.floor(Date.now() / 1000);
  const key = claims.key === 'other' ? generateKeyPairSync('ed25519').privateKey : keys.privateKey;
  const session = await signInSession(t, 'admin');
  const sid = (await jwtVerify(session.access_token, keys.publicKey)).payload.sid as string;
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid, typ: claims.typ ?? 'at+jwt' })
    .setSubject(adminId)
    .setIssuer(claims.iss ?? config.auth.issuer)
    .setAudience(claims.aud ?? config.auth.audience)
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 300)
    .sign(key);
}

describe('tokens', () => {
  it('publishes a key set at /.well-known/jwks.json that verifies issued access and id tokens', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(res.statusCode).toBe(200);
    const jwks = res.json<JSONWebKeySet>();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwks.keys[0]!.d).toBeUndefined();
    const set = createLocalJWKSet(jwks);
    const session = await signInSession(t, 'rm');
    const { auth } = t.ctx.config;
    const access = await jwtVerify(session.access_token, set, {
      issuer: auth.issuer,
      audience: auth.audience,
      typ: 'at+jwt',
    });
    expect(decodeProtectedHeader(session.access_token).kid).toBe(jwks.keys[0]!.kid);
    expect(access.payload.exp! - access.payload.iat!).toBeLessThanOrEqual(600);
    const id = await jwtVerify(session.id_token, set, { issuer: auth.issuer, audience: auth.clientId });
    expect(id.payload).toMatchObject({
      username: 'rm',
      groups: ['RELATIONSHIP_MANAGER'],
      email: 'rm@dom.example.in',
    });
    expect(id.payload.exp! - id.payload.iat!).toBeLessThanOrEqual(600);
  });

  it('keeps the signing key across restarts (stored once in the database)', async () => {
    const { signingKeysFor } = await import('./signing-keys');
    const again = await signingKeysFor(t.database.db, undefined);
    expect(again.kid).toBe(t.ctx.identity.keys.kid);
  });

  it.each([
    ['a wrong issuer', { iss: 'https://evil.example' }],
    ['a wrong audience', { aud: 'another-api' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 5 }],
    ['an id token used as an access token', { typ: 'JWT' }],
    ['another signing key', { key: 'other' as const }],
  ])('refuses %s with 401', async (_name, claims) => {
    const token = await forge(claims);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Unauthorised access.',
      status: 401,
      errorCode: 'UNAUTHENTICATED',
    });
    expect(res.headers['www-authenticate']).toBe('Bearer realm="dom", error="invalid_token"');
  });

  it('accepts a well-formed forged-looking token only when everything checks out', async () => {
    expect((await me(await forge({}))).statusCode).toBe(200);
  });

  it('a token whose signature is copied from a verified one is refused, though the cache knows that signature', async () => {
    // The verified-token cache is keyed by the token's last characters: a token that ends like a
    // verified one (its signature) but says something else must be checked in full, and fail.
    const session = await signInSession(t, 'seller');
    expect((await me(session.access_token)).statusCode).toBe(200);
    const [header, payload, signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: adminId })).toString('base64url');
    const forged = `${header}.${tampered}.${signature}`;
    expect(forged.slice(-32)).toBe(session.access_token.slice(-32));
    const res = await me(forged);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="dom", error="invalid_token"');
    // The genuine token still works (the forgery did not evict or replace its cached verdict wrongly).
    const again = await me(session.access_token);
    expect(again.statusCode).toBe(200);
    expect(again.json().username).toBe('seller');
  });

  it("answers 401 'Unauthorised access.' without a token and audits it", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/authorization/roles' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorised access.');
    expect(res.headers['www-authenticate']).toBe('Bearer realm="dom"');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(bad.statusCode).toBe(401);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ACCESS_DENIED'));
    expect(
      rows.some(
        (r) =>
          r.entityId === 'GET /api/authorization/roles' && (r.after as { status: number }).status === 401,
      ),
    ).toBe(true);
  });

  it("answers 403 'You are not authorized to access this resource' without the permission, before reading the body", async () => {
    const seller = await signInSession(t, 'seller');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/authorization/roles',
      headers: bearer(seller.access_token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'You are not authorized to access this resource',
      status: 403,
      errorCode: 'FORBIDDEN',
    });
    // An invalid body does not tell an unauthorised caller what the body should be.
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/users',
      headers: bearer(seller.access_token),
      payload: { nonsense: true },
    });
    expect(post.statusCode).toBe(403);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ACCESS_DENIED'));
    const denied = rows.find((r) => r.entityId === 'POST /api/authorization/users');
    expect(denied?.actorId).not.toBeNull();
    expect(denied?.after).toMatchObject({ status: 403, reason: 'permission' });
  });
});
