import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { canonicalJson } from './idempotency';

let t: TestApp;
let effects = 0;
let failNext = false;

const routes = (): FastifyPluginAsyncZod => async (api) => {
  api.post(
    '/test/pay',
    {
      config: { access: { public: true, why: 'test' } },
      schema: { body: z.object({ amountPaise: z.string() }) },
    },
    async (request, reply) => {
      if (failNext) {
        failNext = false;
        throw new Error('bank adapter down');
      }
      effects++;
      return reply.status(201).send({ paymentNumber: effects, amountPaise: request.body.amountPaise });
    },
  );
};

beforeAll(async () => {
  t = await createTestApp({ routes });
});
afterAll(async () => t.close());

const pay = (key: string | undefined, amountPaise: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/pay',
    payload: { amountPaise },
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('Idempotency-Key', () => {
  it('replays the first answer for a repeat and has no second effect', async () => {
    const before = effects;
    const first = await pay('pay-key-0001', '10000');
    const second = await pay('pay-key-0001', '10000');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(effects).toBe(before + 1);
  });

  it('refuses the same key with a different body', async () => {
    await pay('pay-key-0002', '10000');
    const other = await pay('pay-key-0002', '99999');
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('frees the key when the first attempt failed with a server error', async () => {
    failNext = true;
    const failed = await pay('pay-key-0003', '500');
    expect(failed.statusCode).toBe(500);
    const retry = await pay('pay-key-0003', '500');
    expect(retry.statusCode).toBe(201);
  });

  it('rejects a malformed key naming the header', async () => {
    const res = await pay('short', '1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Idempotency-Key');
  });

  it('without a key every call has its effect', async () => {
    const before = effects;
    await pay(undefined, '1');
    await pay(undefined, '1');
    expect(effects).toBe(before + 2);
  });
});

describe('canonicalJson', () => {
  it('ignores key order and undefined members', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe(
      canonicalJson({ a: [1, { d: 2 }], b: 1 }),
    );
  });
});
