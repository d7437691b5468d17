import type { TokenSet } from '@dom/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type Db, toCount } from '../../platform/db/database';
import { buyers } from '../parties/parties.schema';
import { foundInScope, scopeOf, scopeOfUser, scopeWhere, withActiveBusinessUnit } from './scope';

const BUYER_COLUMNS = { rmEmail: buyers.rmEmail, tmEmail: buyers.tmEmail, businessUnit: buyers.businessUnit };

// A small module as every later module will write it: the repo query carries the scope.
const routes =
  (db: Db): FastifyPluginAsyncZod =>
  async (api) => {
    api.get(
      '/test/buyers',
      {
        config: { access: { permission: 'Display_Buyer_Tab' } },
        schema: { querystring: z.object({ businessUnit: z.enum(['DIRECT', 'UBS', 'UTCL']).optional() }) },
      },
      async (request) => {
        const scope = withActiveBusinessUnit(scopeOf(request), request.query.businessUnit);
        const rows = await db
          .select()
          .from(buyers)
          .where(scopeWhere(scope, BUYER_COLUMNS))
          .orderBy(asc(buyers.code));
        return { codes: rows.map((r) => r.code) };
      },
    );
    api.get(
      '/test/buyers/:id',
      {
        config: { access: { permission: 'Display_Buyer_Tab' } },
        schema: { params: z.object({ id: z.uuid() }) },
      },
      async (request) => {
        const [row] = await db
          .select()
          .from(buyers)
          .where(and(eq(buyers.id, request.params.id), scopeWhere(scopeOf(request), BUYER_COLUMNS)));
        return foundInScope(row, 'Buyer');
      },
    );
  };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    routes: (ctx) => routes(ctx.database.db),
  });
});
afterAll(async () => t.close());

const get = async (who: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(await signIn(t, who)) });

describe('scopeOfUser', () => {
  const base = { email: null, roles: [], teamRole: null, businessUnits: [], sellerId: null, buyerId: null };
  it('narrows a relationship manager, and a DIRECT-only user, by rmEmail; DIRECT includes UTCL', () => {
    expect(
      scopeOfUser({
        ...base,
        email: 'RM@dom.example.in',
        teamRole: 'RELATIONSHIP_MANAGER',
        businessUnits: ['DIRECT'],
      }),
    ).toEqual({
      rmEmail: 'rm@dom.example.in',
      businessUnits: ['DIRECT', 'UTCL'],
    });
    expect(scopeOfUser({ ...base, email: 'x@dom.example.in', businessUnits: ['DIRECT'] })).toMatchObject({
      rmEmail: 'x@dom.example.in',
    });
  });

  it('narrows a UBS territory manager by tmEmail, a seller by its seller, a buyer by its buyer', () => {
    expect(
      scopeOfUser({ ...base, email: 'tm@x.in', teamRole: 'TERRITORY_MANAGER', businessUnits: ['UBS'] }),
    ).toEqual({
      tmEmail: 'tm@x.in',
      businessUnits: ['UBS'],
    });
    expect(scopeOfUser({ ...base, roles: ['SELLER'], sellerId: 's-1' })).toEqual({ sellerId: 's-1' });
    expect(scopeOfUser({ ...base, roles: ['BUYER'] }).buyerId).toBeDefined();
  });

  it('leaves admins and cross-unit staff un-narrowed by owner', () => {
    expect(
      scopeOfUser({ ...base, roles: ['ADMIN'], businessUnits: ['DIRECT'], teamRole: 'RELATIONSHIP_MANAGER' }),
    ).toEqual({});
    expect(
      scopeOfUser({
        ...base,
        roles: ['EMPLOYEE'],
        teamRole: 'ORDER_MANAGER',
        businessUnits: ['DIRECT', 'UBS'],
      }),
    ).toEqual({
      businessUnits: ['DIRECT', 'UTCL', 'UBS'],
    });
  });

  it('fails closed: an owner the table has no column for matches nothing', async () => {
    const where = scopeWhere({ sellerId: 'abc' }, BUYER_COLUMNS);
    const [row] = await t.database.db.select({ n: count() }).from(buyers).where(where);
    expect(toCount(row?.n)).toBe(0);
    expect(scopeWhere({}, BUYER_COLUMNS)).toBeUndefined();
  });
});

describe('scoped reads against the seeded buyers', () => {
  it('shows the relationship manager only the buyers whose rmEmail is theirs', async () => {
    const res = await get('rm', '/test/buyers');
    expect(res.statusCode).toBe(200);
    const mine = await t.database.db
      .select()
      .from(buyers)
      .where(and(eq(buyers.rmEmail, 'rm@dom.example.in'), inArray(buyers.businessUnit, ['DIRECT', 'UTCL'])))
      .orderBy(asc(buyers.code));
    expect(mine.length).toBeGreaterThan(0);
    expect(res.json().codes).toEqual(mine.map((b) => b.code));
  });

  it("answers 404 when the relationship manager asks for another RM's buyer", async () => {
    const [other] = await t.database.db
      .select()
      .from(buyers)
      .where(eq(buyers.rmEmail, 'rm2@dom.example.in'))
      .limit(1);
    const [own] = await t.database.db
      .select()
      .from(buyers)
      .where(eq(buyers.rmEmail, 'rm@dom.example.in'))
      .limit(1);
    const denied = await get('rm', `/test/buyers/${other!.id}`);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ message: 'Buyer not found', status: 404, errorCode: 'NOT_FOUND' });
    expect((await get('rm', `/test/buyers/${own!.id}`)).json().code).toBe(own!.code);
    expect((await get('admin', `/test/buyers/${other!.id}`)).statusCode).toBe(200);
  });

  it('shows the UBS territory manager only buyers whose tmEmail is theirs', async () => {
    const codes: string[] = (await get('tm', '/test/buyers')).json().codes;
    const mine = await t.database.db.select().from(buyers).where(eq(buyers.tmEmail, 'tm@dom.example.in'));
    expect(codes.sort()).toEqual(mine.map((b) => b.code).sort());
  });

  it('shows admins everything and narrows cross-unit staff to the active unit', async () => {
    const [all] = await t.database.db.select({ n: count() }).from(buyers);
    expect((await get('admin', '/test/buyers')).json().codes).toHaveLength(toCount(all?.n));
    const ubs = await t.database.db.select().from(buyers).where(eq(buyers.businessUnit, 'UBS'));
    expect(
      (await get('om', '/test/buyers?businessUnit=UBS')).json<{ codes: string[] }>().codes.sort(),
    ).toEqual(ubs.map((b) => b.code).sort());
    // rm does not work in UBS: asking for it shows nothing rather than someone else's records.
    expect((await get('rm', '/test/buyers?businessUnit=UBS')).json().codes).toEqual([]);
  });

  it('uses the scope of the user acted as', async () => {
    const admin = await signIn(t, 'admin');
    const rmUser = (
      await t.app.inject({
        method: 'GET',
        url: '/api/authorization/users?search=rm@dom',
        headers: bearer(admin),
      })
    ).json().content[0];
    const acting = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/act-as',
        headers: bearer(admin),
        payload: { userId: rmUser.id },
      })
    ).json<TokenSet>();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/buyers',
      headers: bearer(acting.access_token),
    });
    expect(res.json().codes).toEqual((await get('rm', '/test/buyers')).json().codes);
  });
});
