import { ALL_ENDPOINTS, defineEndpoint } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { accessConfigOf, route } from './route';
import { CONSIGNMENT_TRANSITIONS } from '@dom/domain';

// Test endpoints: a public create (201), a public delete (204) and one behind a permission.
const CREATE = defineEndpoint({
  id: 'test.create',
  method: 'POST',
  path: '/test/items/:group',
  access: { public: 'a test' },
  params: z.object({ group: z.string().min(2) }),
  query: z.object({ dryRun: z.enum(['yes', 'no']).default('no') }),
  body: z.object({ name: z.string().min(2, 'Name is too short') }),
  response: z.object({ id: z.string(), group: z.string(), name: z.string(), dryRun: z.boolean() }),
  status: 201,
});
const REMOVE = defineEndpoint({
  id: 'test.remove',
  method: 'DELETE',
  path: '/test/items/:group',
  access: { public: 'a test' },
  params: z.object({ group: z.string() }),
  status: 204,
});
const GUARDED = defineEndpoint({
  id: 'test.guarded',
  method: 'GET',
  path: '/test/guarded',
  access: 'Adm_Order_View',
  response: z.object({ ok: z.boolean() }),
});

const routes = (): FastifyPluginAsyncZod => async (app) => {
  route(app, CREATE, async (request, reply) => {
    const item = {
      id: 'i-1',
      group: request.params.group,
      name: request.body.name,
      dryRun: request.query.dryRun === 'yes',
    };
    // A repeat finds what it would create: 200, with a field the schema does not carry.
    if (request.body.name === 'Again') return reply.status(200).send({ ...item, internal: 'x' });
    return item;
  });
  route(app, REMOVE, async () => undefined);
  route(app, GUARDED, async () => ({ ok: true }));
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ routes });
});
afterAll(async () => t.close());

describe('route(app, endpoint, handler)', () => {
  it('registers the method and path, parses params, query and body, and answers the status', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/items/ab?dryRun=yes',
      payload: { name: 'Bolt' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 'i-1', group: 'ab', name: 'Bolt', dryRun: true });
  });

  it('answers a create found again with 200, serialised by the same schema', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/items/ab', payload: { name: 'Again' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'i-1', group: 'ab', name: 'Again', dryRun: false });
  });

  it('refuses a body its schema refuses, with the field error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/items/ab', payload: { name: 'B' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Name is too short');
  });

  it('answers 204 with no body for an endpoint that declares it', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/test/items/ab' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('guards with the access the endpoint declares and lists it in the route registry', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/guarded' })).statusCode).toBe(401);
    const record = t.app.routeRegistry.find((r) => r.method === 'GET' && r.url === '/api/test/guarded');
    expect(record?.access).toEqual({ permission: 'Adm_Order_View' });
  });

  it('maps every kind of catalogue access to its route declaration', () => {
    expect(accessConfigOf('signed-in').access).toEqual({ authenticated: true });
    expect(accessConfigOf({ public: 'why' }).access).toEqual({ public: true, why: 'why' });
    expect(accessConfigOf('Allow_Order_Edit').access).toEqual({ permission: 'Allow_Order_Edit' });
    const rule = accessConfigOf({ rule: 'r', table: CONSIGNMENT_TRANSITIONS, actions: ['cancel'] }).access;
    expect(rule).toMatchObject({ rule: 'r' });
    expect('anyOf' in rule && rule.anyOf.length).toBeGreaterThan(0);
  });
});

describe('the endpoint catalogue, against the app', () => {
  it('has every endpoint registered under /api with the access the catalogue declares', () => {
    const missing: string[] = [];
    const drifted: string[] = [];
    for (const endpoint of ALL_ENDPOINTS) {
      const url = `/api${endpoint.path}`;
      const record = t.app.routeRegistry.find((r) => r.method === endpoint.method && r.url === url);
      if (!record) {
        missing.push(`${endpoint.id}: ${endpoint.method} ${url}`);
        continue;
      }
      const declared = accessConfigOf(endpoint.access).access;
      if (JSON.stringify(record.access) !== JSON.stringify(declared)) {
        drifted.push(`${endpoint.id}: ${JSON.stringify(record.access)} ≠ ${JSON.stringify(declared)}`);
      }
    }
    expect(missing).toEqual([]);
    expect(drifted).toEqual([]);
  });
});
