import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from './db/schema/index';
import { AppError } from './errors';
import { describeError, redactUrl } from './logging';

// Issue 15: "the error log carried the full SQL parameters — including an argon2 password hash and
// personal data". Every secret below is provoked into an error or a log call; none may be written.
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$9b2s3cr3tD1g3stV4lu3';
const PHONE = '9876501234';
const EMAIL = 'priya.secret@example.in';
const TOKEN = 'tok_5up3r53cr3tT0k3nV4lu3';
const OTP = '418263';
const PAN = 'ABCDE1234F';
const ACCOUNT = '001234567890123';
const SECRETS = [HASH, PHONE, EMAIL, TOKEN, OTP, PAN, ACCOUNT];

const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };

const routes =
  (t: () => TestApp): FastifyPluginAsyncZod =>
  async (api) => {
    const open = { access: { public: true as const, why: 'test' } };
    // A query that fails with the secrets as its parameters (a uuid column given a password hash).
    api.get('/test/log/db', { config: open }, async () => {
      await t()
        .database.db.select()
        .from(users)
        .where(and(eq(users.id, HASH), eq(users.phone, PHONE), eq(users.email, EMAIL)));
      return { ok: true };
    });
    api.get('/test/log/nested', { config: open }, async () => {
      const err = new Error('adapter refused', { cause: new AppError('X', 'inner', { otp: OTP }) });
      Object.assign(err, { request: { body: { phoneNumber: PHONE, password: HASH, nested: { pan: PAN } } } });
      throw err;
    });
    api.get('/test/log/calls', { config: open }, async (request) => {
      request.log.info(
        { user: { email: EMAIL, accountNumber: ACCOUNT, items: [{ token: TOKEN }] } },
        'signed',
      );
      try {
        await t().database.db.select().from(users).where(eq(users.id, TOKEN));
      } catch (err) {
        // An error logged as the first argument becomes the line's message.
        request.log.error(err);
      }
      return { ok: true };
    });
  };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ routes: () => routes(() => t), logger: { level: 'info', stream } });
});
afterAll(async () => t.close());

const leaks = () => SECRETS.filter((s) => lines.some((line) => line.includes(s)));

describe('logs never carry secrets', () => {
  it('a failed query logs its statement and error, never its parameters', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/test/log/db' });
    expect(res.statusCode).toBe(500);
    const logged = lines.join('');
    expect(logged).toContain('unexpected error');
    expect(logged).toContain('select');
    expect(leaks()).toEqual([]);
  });

  it('nested error fields, causes, logged objects and errors logged bare are redacted by key', async () => {
    lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/test/log/nested' })).statusCode).toBe(500);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/log/calls' })).statusCode).toBe(200);
    expect(lines.join('')).toContain('adapter refused');
    expect(lines.join('')).toContain('[redacted]');
    expect(leaks()).toEqual([]);
  });

  it('request lines mask secret query parameters (signed links) and never carry credentials', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: `/api/health?token=${TOKEN}&page=2`,
      headers: { authorization: `Bearer ${TOKEN}`, cookie: `refresh=${TOKEN}` },
    });
    expect(lines.join('')).toContain('page=2');
    expect(leaks()).toEqual([]);
  });

  it('background reports (console) are redacted the same way', async () => {
    let caught: unknown;
    try {
      await t.database.db.select().from(users).where(eq(users.id, HASH));
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(Error);
    const text = describeError(caught);
    expect(text).toContain('select');
    expect(text).not.toContain(HASH);
    expect(redactUrl(`/api/files/x?sig=${TOKEN}&exp=1`)).toBe('/api/files/x?sig=[redacted]&exp=1');
  });
});
