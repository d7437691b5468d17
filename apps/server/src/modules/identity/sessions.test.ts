import type { TokenSet } from '@dom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signInSession } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, authSessions } from '../../platform/db/schema/index';
import { users } from './users.schema';

let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, context: { identity: { now: () => clock } } });
});
afterAll(async () => t.close());

const minutes = (n: number) => n * 60_000;
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const refresh = (refreshToken: string, clientId = 'dom-web') =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
    }).toString(),
  });

describe('refresh tokens', () => {
  it('rotates on every use through the form-body token endpoint', async () => {
    const first = await signInSession(t, 'om');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const second = res.json<TokenSet>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await me(second.access_token)).statusCode).toBe(200);
    const third = await refresh(second.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again, and audits it', async () => {
    const first = await signInSession(t, 'cm');
    const second = (await refresh(first.refresh_token)).json<TokenSet>();
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errorCode).toBe('INVALID_GRANT');
    // The thief's copy and the legitimate one are both dead now, and so is the session's access token.
    expect((await refresh(second.refresh_token)).statusCode).toBe(400);
    expect((await me(second.access_token)).statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'REFRESH_TOKEN_REUSED'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.entityType).toBe('auth_session');
    const [session] = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, rows[0]!.entityId));
    expect(session?.revokedReason).toBe('REFRESH_TOKEN_REUSED');
    // Other sessions of the user are untouched.
    expect((await me(await signIn(t, 'cm'))).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token and a foreign client id', async () => {
    expect((await refresh('no-such-token')).statusCode).toBe(400);
    const s = await signInSession(t, 'om');
    const res = await refresh(s.refresh_token, 'someone-else');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('INVALID_CLIENT');
  });

  it('refuses a token request without a known grant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=admin&password=x',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('session lifetime', () => {
  it('lets an access token expire within ten minutes and refreshes it', async () => {
    const s = await signInSession(t, 'logistics');
    clock += minutes(10) + 1_000;
    const expired = await me(s.access_token);
    expect(expired.statusCode).toBe(401);
    const renewed = await refresh(s.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json<TokenSet>().access_token)).statusCode).toBe(200);
  });

  it('ends a session left idle past the idle limit', async () => {
    const s = await signInSession(t, 'logistics');
    clock += minutes(61);
    expect((await refresh(s.refresh_token)).statusCode).toBe(400);
  });

  it('ends every session at its absolute end (12 hours), however active', async () => {
    const { jwtVerify } = await import('jose');
    const started = clock;
    let s = await signInSession(t, 'finance');
    let endedAfter: number | null = null;
    for (let i = 0; i < 20 && endedAfter === null; i++) {
      clock += minutes(50);
      const res = await refresh(s.refresh_token);
      if (res.statusCode !== 200) {
        endedAfter = clock - started;
        break;
      }
      s = res.json<TokenSet>();
      // No token outlives the session.
      const { payload } = await jwtVerify(s.access_token, t.ctx.identity.keys.publicKey, {
        currentDate: new Date(clock),
      });
      expect(payload.exp! * 1000).toBeLessThanOrEqual(started + minutes(12 * 60) + 1_000);
    }
    expect(endedAfter).not.toBeNull();
    expect(endedAfter!).toBeGreaterThan(minutes(11 * 60));
    expect(endedAfter!).toBeLessThanOrEqual(minutes(12 * 60 + 50));
  });
});

describe('ending sessions', () => {
  it('signs out one session', async () => {
    const a = await signInSession(t, 'support');
    const b = await signInSession(t, 'support');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(a.access_token),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(a.access_token)).statusCode).toBe(401);
    expect((await refresh(a.refresh_token)).statusCode).toBe(400);
    expect((await me(b.access_token)).statusCode).toBe(200);
  });

  it('signs out everywhere (global sign-out), and a new sign-in works at once', async () => {
    const a = await signInSession(t, 'tm');
    const b = await signInSession(t, 'tm');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/global-sign-out',
      headers: bearer(a.access_token),
    });
    expect(out.statusCode).toBe(200);
    for (const s of [a, b]) {
      expect((await me(s.access_token)).statusCode).toBe(401);
      expect((await refresh(s.refresh_token)).statusCode).toBe(400);
    }
    const fresh = await signInSession(t, 'tm');
    expect((await me(fresh.access_token)).statusCode).toBe(200);
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(200);
  });

  it("ends a deactivated user's sessions at their next request", async () => {
    const victim = await signInSession(t, 'credit');
    const admin = await signIn(t, 'admin');
    const [credit] = await t.database.db.select().from(users).where(eq(users.username, 'credit'));
    expect((await me(victim.access_token)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/authorization/users/${credit!.id}/activation`,
      headers: bearer(admin),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await me(victim.access_token)).statusCode).toBe(401);
    expect((await refresh(victim.refresh_token)).statusCode).toBe(400);
    const on = await t.app.inject({
      method: 'POST',
      url: `/api/authorization/users/${credit!.id}/activation`,
      headers: bearer(admin),
      payload: { isActive: true },
    });
    expect(on.statusCode).toBe(200);
    // Reactivation does not revive old sessions, but the user may sign in again.
    expect((await me(victim.access_token)).statusCode).toBe(401);
    expect((await me(await signIn(t, 'credit'))).statusCode).toBe(200);
  });

  it('notices a deactivation made directly in the database within the cache time', async () => {
    const s = await signInSession(t, 'finance');
    expect((await me(s.access_token)).statusCode).toBe(200);
    const [row] = await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.username, 'finance'))
      .returning();
    clock += 6_000;
    expect((await me(s.access_token)).statusCode).toBe(401);
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, row!.id));
  });
});
