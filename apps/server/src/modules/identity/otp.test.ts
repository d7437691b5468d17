import type { TokenSet } from '@dom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInSession } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listSimulatedSms } from '../../integrations/sms/sms-simulator';
import { outbox } from '../../platform/db/schema/index';
import { users } from './users.schema';
import { INVALID_OTP_MESSAGE } from './auth-errors';

let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, context: { identity: { now: () => clock } } });
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/login/${url}`, payload });

async function phoneOf(username: string): Promise<string> {
  const [u] = await t.database.db.select().from(users).where(eq(users.username, username));
  return u!.phone!;
}

/** Delivers queued SMS through the simulator and reads the newest code sent to a user. */
async function lastCode(username: string): Promise<string> {
  await t.ctx.outbox.drainOnce();
  const [sms] = await listSimulatedSms(t.database.db, await phoneOf(username), 1);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${username}`);
  return code;
}

const tokenWith = (clientId: string, clientSecret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }).toString(),
  });

describe('OTP sign-in', () => {
  it('sends a 6-digit code by SMS through the outbox and signs in with the client-credentials grant', async () => {
    const sent = await post('request-otp', { username: 'rm' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ expiresInSeconds: 300, resendAfterSeconds: 30 });
    const { otpId } = sent.json();
    const code = await lastCode('rm');
    expect(code).toMatch(/^\d{6}$/);
    // Once delivered, the code no longer sits in the outbox.
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.topic, 'sms.send'));
    expect(rows.every((r) => !JSON.stringify(r.payload).includes(code))).toBe(true);

    const valid = await post('validate-otp', { otpId, otp: code });
    expect(valid.statusCode).toBe(200);
    const creds = valid.json<{ client_id: string; client_secret: string; expires_in: number }>();
    expect(creds.expires_in).toBe(120);
    const tokens = await tokenWith(creds.client_id, creds.client_secret);
    expect(tokens.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(tokens.json<TokenSet>().access_token),
    });
    expect(me.json().username).toBe('rm');
    // The one-time credentials and the code work once.
    expect((await tokenWith(creds.client_id, creds.client_secret)).statusCode).toBe(400);
    expect((await post('validate-otp', { otpId, otp: code })).statusCode).toBe(400);
  });

  it('accepts the credentials in an HTTP Basic header too', async () => {
    const { otpId } = (await post('request-otp', { username: 'om' })).json();
    const creds = (await post('validate-otp', { otpId, otp: await lastCode('om') })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${creds.client_id}:${creds.client_secret}`).toString('base64')}`,
      },
      payload: 'grant_type=client_credentials',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a malformed Basic header with the OAuth error, not a 500', async () => {
    const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;
    for (const authorization of [
      basic('%E0%A4%A:secret'),
      basic('client:%'),
      'Basic !!!',
      'Basic',
      basic('nocolon'),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/oauth2/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
        payload: 'grant_type=client_credentials',
      });
      expect(res.statusCode, authorization).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, errorCode: 'INVALID_CLIENT' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('finds the account by its mobile number', async () => {
    const phone = await phoneOf('cm');
    const sent = await post('request-otp', { phoneNumber: `+91${phone}` });
    const valid = await post('validate-otp', { otpId: sent.json().otpId, otp: await lastCode('cm') });
    expect(valid.statusCode).toBe(200);
  });

  it('answers an unknown account exactly like a known one, and sends nothing', async () => {
    const before = await listSimulatedSms(t.database.db, undefined, 100);
    const res = await post('request-otp', { username: 'no-such-user' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      'expiresInSeconds',
      'message',
      'otpId',
      'resendAfterSeconds',
    ]);
    await t.ctx.outbox.drainOnce();
    expect(await listSimulatedSms(t.database.db, undefined, 100)).toHaveLength(before.length);
    const guess = await post('validate-otp', { otpId: res.json().otpId, otp: '123456' });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe(INVALID_OTP_MESSAGE);
  });

  it('allows at most 5 tries', async () => {
    const { otpId } = (await post('request-otp', { username: 'logistics' })).json();
    const code = await lastCode('logistics');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post('validate-otp', { otpId, otp: wrong })).statusCode).toBe(400);
    expect((await post('validate-otp', { otpId, otp: code })).statusCode).toBe(400);
  });

  it('expires a code after 5 minutes', async () => {
    const { otpId } = (await post('request-otp', { username: 'finance' })).json();
    const code = await lastCode('finance');
    clock += 5 * 60_000 + 1_000;
    expect((await post('validate-otp', { otpId, otp: code })).statusCode).toBe(400);
  });

  it('resends only after the cooldown, and only the newest code works', async () => {
    const { otpId } = (await post('request-otp', { username: 'support' })).json();
    const first = await lastCode('support');
    const early = await post('resend-otp', { otpId });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^Please wait \d+ seconds before asking for a new OTP\.$/);
    clock += 31_000;
    const again = await post('resend-otp', { otpId });
    expect(again.statusCode).toBe(200);
    expect(again.json().otpId).toBe(otpId);
    const second = await lastCode('support');
    if (first !== second) expect((await post('validate-otp', { otpId, otp: first })).statusCode).toBe(400);
    expect((await post('validate-otp', { otpId, otp: second })).statusCode).toBe(200);
  });

  it('limits how many codes one name can ask for', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await post('request-otp', { username: 'tm' })).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toBe(429);
  });

  it('limits codes per name in one atomic step: of 12 asked at once, exactly 5 are sent', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post('request-otp', { username: 'hr' })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('shows the code in the server log in demo mode only', async () => {
    const lines: { obj: object; msg: string }[] = [];
    const client = {
      ip: '10.1.1.1',
      userAgent: null,
      requestId: 'r1',
      log: { info: (obj: object, msg: string) => lines.push({ obj, msg }) },
    };
    await t.ctx.identity.otp.requestLoginOtp({ username: 'seller' }, client);
    expect(lines).toEqual([]);
    const demo = await createTestApp({ seed: true, config: { demo: true } });
    try {
      await demo.ctx.identity.otp.requestLoginOtp({ username: 'seller' }, client);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.msg).toBe('demo mode: one-time code');
      expect(lines[0]!.obj).toMatchObject({
        username: 'seller',
        purpose: 'LOGIN',
        demoCode: expect.stringMatching(/^\d{6}$/),
      });
    } finally {
      await demo.close();
    }
  });
});

describe('password reset', () => {
  it('sends a code and sets a new password with it, ending every session', async () => {
    const old = await signInSession(t, 'readonly');
    const res = await post('reset-password', { username: 'readonly' });
    expect(res.statusCode).toBe(200);
    const code = await lastCode('readonly');
    const common = await post('confirm-password', { username: 'readonly', code, newPassword: 'qwerty123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toContain('too common');
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (
        await post('confirm-password', {
          username: 'readonly',
          code: wrongCode,
          newPassword: 'Monsoon over Pune',
        })
      ).statusCode,
    ).toBe(400);
    const ok = await post('confirm-password', {
      username: 'readonly',
      code,
      newPassword: 'Monsoon over Pune',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(old.access_token) }))
        .statusCode,
    ).toBe(401);
    await signInSession(t, 'readonly', { password: 'Monsoon over Pune' });
    expect(
      (await post('confirm-password', { username: 'readonly', code, newPassword: 'Another fine passphrase' }))
        .statusCode,
    ).toBe(400);
  });

  it('answers an unknown account like a known one', async () => {
    const res = await post('reset-password', { username: 'nobody-at-all' });
    expect(res.statusCode).toBe(200);
    const bad = await post('confirm-password', {
      username: 'nobody-at-all',
      code: '123456',
      newPassword: 'Monsoon over Pune',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(INVALID_OTP_MESSAGE);
  });
});
