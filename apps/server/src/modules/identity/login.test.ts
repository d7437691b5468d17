import type { TokenSet } from '@dom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signInSession } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/db/schema/index';
import { users } from './users.schema';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { INVALID_CREDENTIALS_MESSAGE } from './auth-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

let ipCounter = 10;
const freshIp = () => `10.0.0.${ipCounter++}`;

const login = (body: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip });

async function auditRows(action: string, entityId?: string) {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(
      entityId
        ? and(eq(auditLog.action, action), eq(auditLog.entityId, entityId))
        : eq(auditLog.action, action),
    );
  return rows;
}

describe('password sign-in', () => {
  it('answers id, access and refresh tokens for a demo user', async () => {
    const res = await login({ username: 'admin', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<TokenSet & Record<string, unknown>>();
    expect(body).toMatchObject({ token_type: 'Bearer' });
    expect(body.expires_in).toBeGreaterThan(0);
    expect(body.expires_in).toBeLessThanOrEqual(600);
    for (const k of ['access_token', 'id_token', 'refresh_token']) expect(typeof body[k]).toBe('string');
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(body.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      username: 'admin',
      roles: ['ADMIN'],
      landingRoute: '/sales-order',
      actor: null,
    });
  });

  it('accepts the login name in any case and the e-mail address', async () => {
    expect((await login({ username: 'RM', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await login({ username: 'finance@dom.example.in', password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('lets staff use employee login and sellers use corporate-ID login, not the other way round', async () => {
    expect((await login({ username: 'om', password: DEMO_PASSWORD, loginType: 'EMPLOYEE' })).statusCode).toBe(
      200,
    );
    const sellerAsEmployee = await login({
      username: 'seller',
      password: DEMO_PASSWORD,
      loginType: 'EMPLOYEE',
    });
    expect(sellerAsEmployee.statusCode).toBe(400);
    expect(sellerAsEmployee.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);
    const staffAsCorporate = await login({
      username: 'om',
      password: DEMO_PASSWORD,
      loginType: 'CORPORATE_ID',
    });
    expect(staffAsCorporate.statusCode).toBe(400);
    const corporate = await login({ username: 'seller', password: DEMO_PASSWORD, loginType: 'CORPORATE_ID' });
    expect(corporate.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(corporate.json<TokenSet>().access_token),
    });
    expect(me.json()).toMatchObject({ corporate: true, landingRoute: '/consignments' });
    const plain = await signIn(t, 'seller');
    const me2 = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(plain) });
    expect(me2.json()).toMatchObject({ corporate: false, landingRoute: '/my-dashboard' });
  });

  it('answers an unknown user and a wrong password alike, in comparable time, and audits both', async () => {
    const timed = async (body: Record<string, unknown>) => {
      const t0 = performance.now();
      const res = await login(body);
      return { res, ms: performance.now() - t0 };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const unknown = [];
    const wrong = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await timed({ username: `nobody-here-${i}`, password: 'whatever-123' }));
      wrong.push(await timed({ username: 'cm', password: `not-the-password-${i}` }));
    }
    for (const { res } of [...unknown, ...wrong]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: INVALID_CREDENTIALS_MESSAGE,
        status: 400,
        errorCode: 'INVALID_CREDENTIALS',
      });
    }
    // Without the throwaway hash an unknown name would answer in about a millisecond.
    expect(median(unknown.map((u) => u.ms))).toBeGreaterThan(median(wrong.map((w) => w.ms)) * 0.4);
    const failed = await auditRows('SIGN_IN_FAILED');
    expect(failed.map((r) => (r.after as { reason: string }).reason)).toEqual(
      expect.arrayContaining(['UNKNOWN_USER', 'WRONG_PASSWORD']),
    );
    expect(failed.some((r) => r.entityId === 'name:nobody-here-0')).toBe(true);
    expect((await auditRows('SIGN_IN_SUCCEEDED')).length).toBeGreaterThan(0);
  });

  it('refuses a deactivated user with the same message', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.username, 'credit'));
    const res = await login({ username: 'credit', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.username, 'credit'));
  });
});

describe('throttling', () => {
  it('locks an account after 5 failures with a clear message, known or not, from any address', async () => {
    for (const name of ['logistics', 'ghost-account']) {
      for (let i = 1; i <= 4; i++) {
        const res = await login({ username: name, password: `wrong-${i}-password` });
        expect(res.statusCode).toBe(400);
      }
      const fifth = await login({ username: name, password: 'wrong-5-password' });
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().errorCode).toBe('SIGN_IN_LOCKED');
      expect(fifth.json().message).toMatch(/^Too many failed attempts\. Sign-in is locked for 1 minute/);
      // Locked: even the right password from a new address is refused until the lock ends.
      const right = await login({ username: name, password: DEMO_PASSWORD });
      expect(right.statusCode).toBe(429);
    }
    expect((await auditRows('SIGN_IN_LOCKED')).length).toBeGreaterThanOrEqual(2);
  });

  it('does not lock an address after 5 failures across accounts: colleagues behind one NAT sign in', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await login({ username: `someone-${i}`, password: 'bad-password-x' }, ip)).statusCode).toBe(
        400,
      );
    }
    expect((await login({ username: 'someone-5', password: 'bad-password-x' }, ip)).statusCode).toBe(400);
    expect((await login({ username: 'support', password: DEMO_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it("forgets an account's failures after a successful sign-in", async () => {
    for (let i = 0; i < 4; i++) await login({ username: 'tm', password: 'wrong-password-tm' });
    expect((await login({ username: 'tm', password: DEMO_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login({ username: 'tm', password: 'wrong-password-tm' })).statusCode).toBe(400);
    }
  });
});

describe('first sign-in with a temporary password', () => {
  it("asks for a new password ('Password Reset Required') and signs in with it", async () => {
    await t.database.db.update(users).set({ mustResetPassword: true }).where(eq(users.username, 'hr'));
    const res = await login({ username: 'hr', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const challenge = res.json();
    expect(challenge).toMatchObject({
      challengeName: 'NEW_PASSWORD_REQUIRED',
      message: 'Password Reset Required',
      username: 'hr',
    });
    expect(challenge.access_token).toBeUndefined();

    const respond = (newPassword: string, session = challenge.session as string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/respond-to-challenge',
        payload: { username: 'hr', session, newPassword },
      });
    const common = await respond('password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toContain('too common');
    const short = await respond('short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('at least 8 characters');
    // A refused password spends the challenge only when accepted: the first two did not.
    const forged = await respond('a long enough passphrase', `${challenge.session as string}x`);
    expect(forged.statusCode).toBe(400);
    const ok = await respond('Chai and biscuits at four');
    expect(ok.statusCode).toBe(200);
    expect(typeof ok.json().access_token).toBe('string');
    const again = await respond('Another long passphrase');
    expect(again.statusCode).toBe(400);
    expect(
      (await login({ username: 'hr', password: 'Chai and biscuits at four' })).json().access_token,
    ).toBeDefined();
  });
});

describe('update-password-v1', () => {
  it('changes the password, refuses a wrong current one, and ends the other sessions', async () => {
    const other = await signInSession(t, 'om');
    const mine = await signInSession(t, 'om');
    const change = (oldPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authorization/users/update-password-v1',
        headers: bearer(mine.access_token),
        payload: { oldPassword, newPassword },
      });
    const wrong = await change('not-my-password', 'A brand new passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('current password is not correct');
    const same = await change(DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.statusCode).toBe(400);
    const ok = await change(DEMO_PASSWORD, 'A brand new passphrase');
    expect(ok.statusCode).toBe(200);
    const otherNow = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(other.access_token),
    });
    expect(otherNow.statusCode).toBe(401);
    const mineNow = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(mine.access_token),
    });
    expect(mineNow.statusCode).toBe(200);
    expect((await login({ username: 'om', password: 'A brand new passphrase' })).statusCode).toBe(200);
    expect((await auditRows('PASSWORD_CHANGED')).length).toBeGreaterThan(0);
  });
});
