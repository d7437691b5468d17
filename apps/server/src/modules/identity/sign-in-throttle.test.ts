import type { TokenSet } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { verifyPassword } from './password-hasher';
import { ACCOUNT_POLICY, ADDRESS_POLICY, waitMs } from './sign-in-throttle';

/**
 * Every password check goes through this counter, and can be held at a gate: a burst is let through
 * only once every request has either been answered or reached the check, so a check-then-count race
 * shows every time, without sleeps.
 */
const verifier = { calls: 0, gate: null as Promise<void> | null };
const countedCheck = async (storedHash: string | null, password: string) => {
  verifier.calls++;
  if (verifier.gate) await verifier.gate;
  return verifyPassword(storedHash, password);
};

vi.setConfig({ testTimeout: 60_000 });

let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    context: { identity: { now: () => clock, verifyPassword: countedCheck } },
  });
});
afterAll(async () => t.close());

let ipCounter = 1;
const freshIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

type Attempt = { username: string; password: string; ip?: string };

const login = (app: TestApp, a: Attempt, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: a.username, password: a.password },
    remoteAddress: a.ip ?? freshIp(),
    headers,
  });

/** Sends attempts at once, holds every password check until all are answered or checking. */
async function burst(attempts: Attempt[], send = (a: Attempt) => login(t, a)) {
  let release = () => {};
  verifier.gate = new Promise<void>((resolve) => (release = resolve));
  const checksBefore = verifier.calls;
  let answered = 0;
  const pending = attempts.map((a) =>
    send(a).then((res) => {
      answered++;
      return res;
    }),
  );
  await vi.waitFor(
    () => expect(answered + verifier.calls - checksBefore).toBeGreaterThanOrEqual(attempts.length),
    {
      timeout: 30_000,
      interval: 5,
    },
  );
  verifier.gate = null;
  release();
  const answers = await Promise.all(pending);
  return { answers, checks: verifier.calls - checksBefore, codes: answers.map((r) => r.statusCode) };
}

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;
const wrong = (username: string, i = 0): Attempt => ({ username, password: `wrong-password-${i}` });

describe('sign-in throttle: one atomic step before the password check', () => {
  it('lets exactly five of 30 parallel wrong passwords for one account be checked, from 30 addresses', async () => {
    const { checks, codes } = await burst(Array.from({ length: 30 }, (_, i) => wrong('logistics', i)));
    expect(checks).toBe(5);
    expect(count(codes, 400)).toBe(4);
    expect(count(codes, 429)).toBe(26);
  });

  it('after the lock expires, a burst of 30 gets one check, and a right password inside it gets no tokens', async () => {
    const { answers } = await burst([wrong('logistics')]);
    expect(answers[0]!.statusCode).toBe(429);
    const retryAfter = answers[0]!.json<{ details: { retryAfterSeconds: number } }>().details
      .retryAfterSeconds;
    clock += (retryAfter + 1) * 1000;

    // 29 wrong guesses at once; once they are all answered or checking, the right password.
    let release = () => {};
    verifier.gate = new Promise<void>((resolve) => (release = resolve));
    const before = verifier.calls;
    let answered = 0;
    const guesses = Array.from({ length: 29 }, (_, i) =>
      login(t, wrong('logistics', i)).then((r) => {
        answered++;
        return r;
      }),
    );
    await vi.waitFor(() => expect(answered + verifier.calls - before).toBeGreaterThanOrEqual(29), {
      timeout: 30_000,
      interval: 5,
    });
    const right = login(t, { username: 'logistics', password: DEMO_PASSWORD }).then((r) => {
      answered++;
      return r;
    });
    await vi.waitFor(() => expect(answered + verifier.calls - before).toBeGreaterThanOrEqual(30), {
      timeout: 30_000,
      interval: 5,
    });
    verifier.gate = null;
    release();
    const codes = (await Promise.all(guesses)).map((r) => r.statusCode);
    const rightAnswer = await right;

    expect(verifier.calls - before).toBe(1);
    expect(count(codes, 429)).toBe(29);
    expect(rightAnswer.statusCode).toBe(429);
    expect(rightAnswer.json()).not.toHaveProperty('access_token');
    expect(rightAnswer.json().message).toMatch(
      /^Too many failed attempts\. Sign-in is locked for 2 minutes;/,
    );
  });

  it("does not let one account's failures from an address stop a colleague at the same address", async () => {
    const office = freshIp();
    for (let i = 1; i <= 4; i++) {
      expect((await login(t, { ...wrong('finance', i), ip: office })).statusCode).toBe(400);
    }
    expect((await login(t, { ...wrong('finance', 5), ip: office })).statusCode).toBe(429);
    expect((await login(t, { ...wrong('finance', 6), ip: office })).statusCode).toBe(429);
    // The colleague behind the same NAT signs in, and so does the next one.
    const colleague = await login(t, { username: 'cm', password: DEMO_PASSWORD, ip: office });
    expect(colleague.statusCode).toBe(200);
    expect(typeof colleague.json<TokenSet>().access_token).toBe('string');
    expect((await login(t, { username: 'om', password: DEMO_PASSWORD, ip: office })).statusCode).toBe(200);
  });

  it('slows an address that sprays many accounts: exactly its free failures are checked in a burst', async () => {
    const sprayer = freshIp();
    // 5 failures on one name, and a success that gives its attempt back: 5 counted.
    for (let i = 1; i <= 5; i++) await login(t, { ...wrong('credit', i), ip: sprayer });
    expect((await login(t, { username: 'support', password: DEMO_PASSWORD, ip: sprayer })).statusCode).toBe(
      200,
    );
    const { checks, codes } = await burst(
      Array.from({ length: 40 }, (_, i) => ({ ...wrong(`sprayed-${i}`), ip: sprayer })),
    );
    // The address allows 29 free failures, the 30th is checked and earns the first wait.
    expect(checks).toBe(ADDRESS_POLICY.freeFailures + 1 - 5);
    expect(count(codes, 400)).toBe(ADDRESS_POLICY.freeFailures - 5);
    expect(count(codes, 429)).toBe(40 - count(codes, 400));
    // Now even a right password from that address waits; from elsewhere it is fine.
    const blocked = await login(t, { username: 'rm', password: DEMO_PASSWORD, ip: sprayer });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().details.retryAfterSeconds).toBe(30);
    expect(blocked.headers['retry-after']).toBe('30');
    expect(blocked.json().message).toBe(
      'Too many failed attempts. Sign-in is locked for 30 seconds; please try again later.',
    );
    expect((await login(t, { username: 'rm', password: DEMO_PASSWORD })).statusCode).toBe(200);
    clock += 31_000;
    expect((await login(t, { username: 'rm', password: DEMO_PASSWORD, ip: sprayer })).statusCode).toBe(200);
  });
});

describe('sign-in throttle: progressive delay on the injected clock', () => {
  const lockOf = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(429);
    return (res.json() as { details: { retryAfterSeconds: number } }).details.retryAfterSeconds;
  };

  it('waits 1, 2, 4 … minutes after the fifth failure, refuses without a check while waiting, clears on success', async () => {
    for (let i = 1; i <= 4; i++) expect((await login(t, wrong('tm', i))).statusCode).toBe(400);
    expect(lockOf(await login(t, wrong('tm', 5)))).toBe(60);

    let checks = verifier.calls;
    clock += 59_000;
    const early = await login(t, { username: 'tm', password: DEMO_PASSWORD });
    expect(lockOf(early)).toBe(1);
    expect(early.json<{ message: string }>().message).toMatch(/locked for 1 second;/);
    expect(verifier.calls).toBe(checks);

    clock += 2_000;
    expect(lockOf(await login(t, wrong('tm', 6)))).toBe(120);
    clock += 119_000;
    expect(lockOf(await login(t, wrong('tm', 7)))).toBe(1);
    clock += 2_000;
    expect(lockOf(await login(t, wrong('tm', 8)))).toBe(240);
    clock += 241_000;
    checks = verifier.calls;
    expect((await login(t, { username: 'tm', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect(verifier.calls).toBe(checks + 1);
    // A success clears the account: four free failures again.
    for (let i = 1; i <= 4; i++) expect((await login(t, wrong('tm', i))).statusCode).toBe(400);
  });

  it('caps the wait at fifteen minutes, per key kind', () => {
    expect([4, 5, 6, 7, 8, 9, 20].map((n) => waitMs(ACCOUNT_POLICY, n) / 1000)).toEqual([
      0, 60, 120, 240, 480, 900, 900,
    ]);
    expect([29, 30, 31, 32, 35, 40].map((n) => waitMs(ADDRESS_POLICY, n) / 1000)).toEqual([
      0, 30, 60, 120, 900, 900,
    ]);
  });
});

describe('sign-in throttle behind a proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({
      seed: true,
      // As the server reads it from the environment.
      config: { trustProxy: loadConfig({ TRUST_PROXY: '1', NODE_ENV: 'test' }).trustProxy },
      context: { identity: { now: () => clock, verifyPassword: countedCheck } },
    });
  });
  afterAll(async () => proxied.close());

  it('counts the address the proxy saw, whatever the client wrote further left in X-Forwarded-For', async () => {
    // Each request claims another address in front; the proxy appends the one it saw.
    const { checks, codes } = await burst(
      Array.from({ length: 31 }, (_, i) => ({ ...wrong(`proxied-${i}`), ip: `192.0.2.${i + 1}` })),
      (a) => login(proxied, { ...a, ip: '127.0.0.1' }, { 'x-forwarded-for': `${a.ip}, 203.0.113.7` }),
    );
    expect(checks).toBe(ADDRESS_POLICY.freeFailures + 1);
    expect(count(codes, 429)).toBe(2);
  });
});
