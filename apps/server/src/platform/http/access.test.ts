import { CONSIGNMENT_TRANSITIONS } from '@dom/domain';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  assertAccess,
  byTable,
  installAccessControl,
  needs,
  permissionsOfAccess,
  publicRoute,
  routeNeedsDeclaration,
  signedIn,
} from './access';

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

describe('the access vocabulary', () => {
  const asUser = (...permissions: string[]) =>
    ({
      principal: { userId: 'u', username: 'u', roles: [], permissions: new Set(permissions) },
    }) as unknown as FastifyRequest;
  const status = (request: FastifyRequest, config: { access: Parameters<typeof assertAccess>[1] }) => {
    try {
      assertAccess(request, config.access);
      return 200;
    } catch (err) {
      return (err as { status: number }).status;
    }
  };

  it("reads a table rule's permissions off the transition table", () => {
    const rule = byTable('credit exception', CONSIGNMENT_TRANSITIONS, [
      'creditException',
      'releaseRelatedParty',
    ]);
    expect(permissionsOfAccess(rule.access)).toEqual([
      'Allow_Credit_Exception',
      'Approve_Exceptional_Approval',
    ]);
    expect(() => byTable('nothing', CONSIGNMENT_TRANSITIONS, [])).toThrow(/names no move/);
  });

  it('lets a table rule through with any one of its permissions, and refuses without', () => {
    const rule = byTable('credit exception', CONSIGNMENT_TRANSITIONS, [
      'creditException',
      'releaseRelatedParty',
    ]);
    expect(status(asUser('Approve_Exceptional_Approval'), rule)).toBe(200);
    expect(status(asUser('Allow_Credit_Exception'), rule)).toBe(200);
    expect(status(asUser('Ful_Consignment_View'), rule)).toBe(403);
    expect(status({ principal: null } as unknown as FastifyRequest, rule)).toBe(401);
  });

  it('checks one permission, a session, or nothing', () => {
    expect(status(asUser('Allow_Pod_Upload'), needs('Allow_Pod_Upload'))).toBe(200);
    expect(status(asUser('Ful_Consignment_View'), needs('Allow_Pod_Upload'))).toBe(403);
    expect(status(asUser(), signedIn())).toBe(200);
    expect(status({ principal: null } as unknown as FastifyRequest, signedIn())).toBe(401);
    expect(status({ principal: null } as unknown as FastifyRequest, publicRoute('a test'))).toBe(200);
    // @ts-expect-error a misspelt permission is a type error
    needs('Allow_Pod_Uplod');
  });
});
