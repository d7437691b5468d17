import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { routeNeedsDeclaration } from '../../platform/http/access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

const concrete = (url: string) =>
  url
    .replace(/:id\b/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:(roles|name)\b/g, 'ADMIN')
    .replace(/:\w+/g, 'x');

const protectedRoutes = () =>
  t.app.routeRegistry.filter((r) => routeNeedsDeclaration(r) && r.access && !('public' in r.access));

describe('every route of the app, walked', () => {
  it('has identity routes among the declared ones', () => {
    const urls = protectedRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/authorization/userDisplayOptions/:roles',
        'GET /api/authorization/permissions/:roles',
        'GET /api/authorization/users/:id/user-roles-permissions',
        'POST /api/authorization/userRequest',
        'POST /api/authorization/users/update-password-v1',
      ]),
    );
  });

  it('answers 401 to every protected route without a session', async () => {
    for (const route of protectedRoutes()) {
      const res = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: concrete(route.url),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to every route whose permission the user lacks', async () => {
    const seller = await signIn(t, 'seller');
    const sellerPermissions = new Set(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/authorization/permissions/SELLER',
          headers: bearer(seller),
        })
      ).json().permissions as string[],
    );
    let checked = 0;
    for (const route of protectedRoutes()) {
      if (!route.access || !('permission' in route.access) || sellerPermissions.has(route.access.permission))
        continue;
      const res = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: concrete(route.url),
        headers: bearer(seller),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
