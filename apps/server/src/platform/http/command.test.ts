import { defineEndpoint } from '@dom/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { as } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { AppContext } from '../../context';
import { AppError } from '../errors';
import { command } from './route';

// A command that writes two rows, then refuses when asked to: the refusal must take both rows back.
const WRITE = defineEndpoint({
  id: 'test.command-write',
  method: 'POST',
  path: '/test/command-items',
  access: 'signed-in',
  body: z.object({ name: z.string(), refuse: z.boolean() }),
  response: z.object({ userId: z.string() }),
});

const routes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    command(app, ctx.database.db, WRITE, async (tx, caller, request) => {
      for (const part of ['a', 'b'])
        await tx.execute(
          sql`INSERT INTO test_command_items (name) VALUES (${`${request.body.name}-${part}`})`,
        );
      if (request.body.refuse) throw new AppError('CONFLICT', 'Refused after writing', undefined, 409);
      return { userId: caller.userId };
    });
  };

let t: TestApp;
const count = async (name: string) =>
  Number(
    (
      await t.database.executeSql<{ n: string }>(
        `SELECT count(*) AS n FROM test_command_items WHERE name LIKE '${name}-%'`,
      )
    ).rows[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp({ seed: true, routes });
  await t.database.executeSql('CREATE TABLE test_command_items (name text NOT NULL)');
}, 180_000);
afterAll(async () => t?.close());

describe('command(app, db, endpoint, handler)', () => {
  it('hands the command the caller and one transaction that commits its writes together', async () => {
    const om = await as(t, 'om');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/command-items',
      headers: om.headers,
      payload: { name: 'kept', refuse: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [user] = (await t.database.executeSql<{ id: string }>(`SELECT id FROM users WHERE username = 'om'`))
      .rows;
    expect(res.json()).toEqual({ userId: user!.id });
    expect(await count('kept')).toBe(2);
  });

  it('rolls every write back when the command refuses, and answers the refusal', async () => {
    const om = await as(t, 'om');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/command-items',
      headers: om.headers,
      payload: { name: 'undone', refuse: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('Refused after writing');
    expect(await count('undone')).toBe(0);
  });

  it('answers 401 without a caller and writes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/command-items',
      payload: { name: 'anonymous', refuse: false },
    });
    expect(res.statusCode).toBe(401);
    expect(await count('anonymous')).toBe(0);
  });
});
