import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { installAccessControl, routeNeedsDeclaration } from './access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('deny by default', () => {
  it('every API route of the app declares who may call it', () => {
    const apiRoutes = t.app.routeRegistry.filter((r) => routeNeedsDeclaration(r));
    expect(apiRoutes.map((r) => r.url)).toContain('/api/health');
    expect(apiRoutes.filter((r) => !r.access)).toEqual([]);
  });

  it('a route without a declaration stops the server from starting', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(
        async (api) => {
          installAccessControl(api);
          api.get('/forgotten', async () => ({ ok: true }));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/forgotten declares no access/);
  });
});
