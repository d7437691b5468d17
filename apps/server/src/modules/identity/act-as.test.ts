import type { TokenSet } from '@dom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, signInSession } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/db/schema/index';
import { users } from './users.schema';

let t: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  for (const u of await t.database.db.select().from(users)) ids[u.username] = u.id;
});
afterAll(async () => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('act as another user', () => {
  it('lets a permitted user act as another; requests and audit rows record both', async () => {
    const admin = await signInSession(t, 'admin');
    const start = await call(admin.access_token, 'POST', '/auth/act-as', { userId: ids.rm });
    expect(start.statusCode).toBe(200);
    const acting = start.json<TokenSet>();
    const me = (await call(acting.access_token, 'GET', '/auth/user')).json<object>();
    expect(me).toMatchObject({
      username: 'rm',
      roles: ['RELATIONSHIP_MANAGER'],
      actor: { id: ids.admin, username: 'admin' },
    });
    // rm's permissions apply: the roles dashboard is closed to rm.
    expect((await call(acting.access_token, 'GET', '/authorization/roles')).statusCode).toBe(403);
    const made = await call(acting.access_token, 'POST', '/authorization/userRequest', {
      roles: ['QA'],
      reason: 'Testing as rm',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().requesterId).toBe(ids.rm);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'ACCESS_REQUESTED'), eq(auditLog.entityId, made.json<{ id: string }>().id)),
      );
    expect(row).toMatchObject({ actorId: ids.admin, actingAsId: ids.rm });
    const denied = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ACCESS_DENIED'));
    expect(denied.at(-1)).toMatchObject({ actorId: ids.admin, actingAsId: ids.rm });
    const started = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ACT_AS_STARTED'));
    expect(started[0]).toMatchObject({ actorId: ids.admin, actingAsId: ids.rm });

    // Acting never lends the power to act as yet another user.
    const chained = await call(
      acting.access_token,
      'GET',
      `/authorization/users/${ids.rm}/user-roles-permissions`,
    );
    expect(chained.json().permissions).not.toContain('Allow_Act_As_User');

    const back = await call(acting.access_token, 'POST', '/auth/act-as/stop');
    expect(back.statusCode).toBe(200);
    const self = (await call(back.json<TokenSet>().access_token, 'GET', '/auth/user')).json<object>();
    expect(self).toMatchObject({ username: 'admin', actor: null });
    // The refresh token handed out before switching is superseded.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&client_id=dom-web&refresh_token=${encodeURIComponent(admin.refresh_token)}`,
    });
    expect(stale.statusCode).toBe(400);
  });

  it('refuses users without the permission or a delegation', async () => {
    const rm = await signIn(t, 'rm');
    expect((await call(rm, 'POST', '/auth/act-as', { userId: ids.tm })).statusCode).toBe(403);
    expect((await call(rm, 'GET', '/auth/act-as/candidates')).json().totalElements).toBe(0);
    expect((await call(rm, 'POST', '/auth/act-as/stop')).statusCode).toBe(409);
  });

  it('lets a user delegate "act as me", and ends the acting when the delegation is removed', async () => {
    const admin = await signIn(t, 'admin');
    const added = await call(admin, 'POST', '/authorization/act-as-delegations', { delegateUserId: ids.om });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ delegator: { username: 'admin' }, delegate: { username: 'om' } });
    expect(
      (await call(admin, 'POST', '/authorization/act-as-delegations', { delegateUserId: ids.om })).statusCode,
    ).toBe(409);

    const om = await signIn(t, 'om');
    const listed = (await call(om, 'GET', '/authorization/act-as-delegations')).json<{
      received: { delegator: { username: string } }[];
    }>();
    expect(listed.received.map((d: { delegator: { username: string } }) => d.delegator.username)).toEqual([
      'admin',
    ]);
    expect(
      (await call(om, 'GET', '/auth/act-as/candidates'))
        .json<{ content: { username: string }[] }>()
        .content.map((u: { username: string }) => u.username),
    ).toEqual(['admin']);
    const acting = (await call(om, 'POST', '/auth/act-as', { userId: ids.admin })).json<TokenSet>();
    expect((await call(acting.access_token, 'GET', '/auth/user')).json()).toMatchObject({
      username: 'admin',
      actor: { username: 'om' },
    });
    // Not someone who did not delegate.
    expect((await call(om, 'POST', '/auth/act-as', { userId: ids.cm })).statusCode).toBe(403);
    // om cannot remove admin's delegation (om lacks the permission); a stranger's id answers 404.
    expect(
      (await call(om, 'DELETE', `/authorization/act-as-delegations/${added.json().id}`)).statusCode,
    ).toBe(403);
    const rmToken = await signIn(t, 'rm');
    expect(
      (await call(rmToken, 'DELETE', `/authorization/act-as-delegations/${added.json().id}`)).statusCode,
    ).toBe(403);

    expect(
      (await call(admin, 'DELETE', `/authorization/act-as-delegations/${added.json().id}`)).statusCode,
    ).toBe(204);
    expect((await call(acting.access_token, 'GET', '/auth/user')).statusCode).toBe(401);
    expect(
      (await call(admin, 'DELETE', `/authorization/act-as-delegations/${added.json().id}`)).statusCode,
    ).toBe(404);
  });

  it('ends the acting when the user acted as is deactivated', async () => {
    const admin = await signIn(t, 'admin');
    const acting = (await call(admin, 'POST', '/auth/act-as', { userId: ids.cm })).json<TokenSet>();
    expect((await call(acting.access_token, 'GET', '/auth/user')).statusCode).toBe(200);
    await call(admin, 'POST', `/authorization/users/${ids.cm}/activation`, { isActive: false });
    expect((await call(acting.access_token, 'GET', '/auth/user')).statusCode).toBe(401);
    expect((await call(admin, 'POST', '/auth/act-as', { userId: ids.cm })).statusCode).toBe(404);
  });
});
