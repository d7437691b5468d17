import { EventEmitter } from 'node:events';
import { TransitionError } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { AppError } from '../errors';

const routes = (): FastifyPluginAsyncZod => async (api) => {
  api.post(
    '/test/echo',
    {
      config: { access: { public: true, why: 'test' } },
      schema: {
        body: z.object({ name: z.string().min(2, 'Name is too short'), qty: z.number().nonnegative() }),
        querystring: z.object({ pageSize: z.coerce.number().int().optional() }),
      },
    },
    async (request) => ({ ok: true, name: request.body.name }),
  );
  api.get('/test/boom', { config: { access: { public: true, why: 'test' } } }, async () => {
    throw new Error('secret internal detail at /srv/app.ts:12');
  });
  api.get('/test/conflict', { config: { access: { public: true, why: 'test' } } }, async () => {
    throw new AppError('TRANSITION_NOT_ALLOWED', 'An order in DELIVERED cannot be cancelled');
  });
  api.get('/test/transition', { config: { access: { public: true, why: 'test' } } }, async () => {
    throw new TransitionError('TRANSITION_NOT_ALLOWED', 'DELIVERED', 'cancel', null);
  });
  api.get('/test/transition-forbidden', { config: { access: { public: true, why: 'test' } } }, async () => {
    throw new TransitionError('TRANSITION_FORBIDDEN', 'ORDERED', 'approve', 'Approve_Order');
  });
  api.get('/test/async-throw', { config: { access: { public: true, why: 'test' } } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    throw new Error('late failure');
  });
  api.get('/test/emitter-error', { config: { access: { public: true, why: 'test' } } }, async () => {
    new EventEmitter().emit('error', new Error('no listener'));
    return { ok: true };
  });
  api.get('/test/secret', { config: { access: { permission: 'Adm_Order_View' } } }, async () => ({
    ok: true,
  }));
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ routes });
});
afterAll(async () => t.close());

describe('the HTTP platform', () => {
  it('answers a path parameter over the router limit in the error shape, with the security headers', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const raw = await fetch(`${address}/api/purchase-orders/${'9'.repeat(150)}`);
    expect(raw.status).toBe(414);
    const body = (await raw.json()) as { status: number; errorCode: string; message: string };
    expect(body).toMatchObject({ status: 414, errorCode: 'URI_TOO_LONG' });
    expect(body.message).toMatch(/too long/i);
    expect(raw.headers.get('x-content-type-options')).toBe('nosniff');
    expect(raw.headers.get('content-security-policy')).toBeTruthy();
    const bad = await fetch(`${address}/api/purchase-orders/%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: 400, errorCode: 'BAD_URL' });
    expect(bad.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers health with the database engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.database.engine).toBe(t.database.engine);
  });

  it('tells liveness from readiness; readiness needs every migration', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().status).toBe('ok');
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: true, migrations: true });
    const newest = 'SELECT max(created_at) FROM drizzle.__drizzle_migrations';
    const saved = await t.database.executeSql<{ id: number; created_at: string }>(
      `SELECT id, created_at::text FROM drizzle.__drizzle_migrations WHERE created_at = (${newest})`,
    );
    const row = saved.rows[0];
    try {
      await t.database.executeSql(
        `UPDATE drizzle.__drizzle_migrations SET created_at = 1 WHERE id = ${row?.id}`,
      );
      const behind = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({ status: 'not-ready', database: true, migrations: false });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await t.database.executeSql(
        `UPDATE drizzle.__drizzle_migrations SET created_at = ${row?.created_at} WHERE id = ${row?.id}`,
      );
    }
  });

  it('an async throw or an emitter error in a handler is a 500 and the next request is served', async () => {
    for (const url of ['/api/test/async-throw', '/api/test/emitter-error']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json().errorCode).toBe('INTERNAL');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No API route POST /api/no/such/thing',
      status: 404,
      errorCode: 'NOT_FOUND',
    });
  });

  it('names every bad field on a validation failure', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'a', qty: -1 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('VALIDATION_FAILED');
    expect(body.status).toBe(400);
    const fields = (body.details.fields as { field: string; message: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['name', 'qty']);
    expect(body.message).toContain('name: Name is too short');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('hides internal errors behind a generic message without a stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong. Please try again.',
      status: 500,
      errorCode: 'INTERNAL',
    });
    expect(res.body).not.toContain('secret internal detail');
  });

  it('maps typed errors to their status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('TRANSITION_NOT_ALLOWED');
  });

  it('answers a refused state change with 409, and a forbidden one with 403', async () => {
    const conflict = await t.app.inject({ method: 'GET', url: '/api/test/transition' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ errorCode: 'TRANSITION_NOT_ALLOWED', status: 409 });
    expect(conflict.json().message).toContain('DELIVERED');
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/test/transition-forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errorCode).toBe('TRANSITION_FORBIDDEN');
  });

  it('refuses a protected route without a session (401) and the spec message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/secret' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorised access.');
  });

  it('echoes the request id and sends security headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123-def-456' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123-def-456');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // JSON answers: the strict API set; the docs page: the page policy.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(String(docs.headers['content-security-policy'])).toContain("default-src 'self'");
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a body above the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(2 * 1024 * 1024), qty: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('publishes the OpenAPI description and the docs page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json<{ paths: Record<string, unknown> }>().paths)).toContain('/api/health');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});
