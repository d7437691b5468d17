import { eq } from 'drizzle-orm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, outbox } from '../../platform/db/schema/index';
import { users } from './users.schema';

type Page<T> = { content: T[]; totalElements: number };

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  for (const name of ['admin', 'hr', 'rm', 'tm', 'seller']) tokens[name] = await signIn(t, name);
  for (const u of await t.database.db.select().from(users)) ids[u.username] = u.id;
});
afterAll(async () => t.close());

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/authorization${url}`,
    headers: bearer(tokens[who]!),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const request = (who: string, roles: string[], reason = 'I cover credit memos this quarter') =>
  call(who, 'POST', '/userRequest', { roles, reason });

describe('access requests', () => {
  it('goes CREATED → APPROVED_BY_MANAGER → APPROVED_BY_ADMIN → GRANTED, and the role applies', async () => {
    const created = await request('rm', ['CREDIT_OPS']);
    expect(created.statusCode).toBe(201);
    const req = created.json<{ id: string }>();
    expect(req).toMatchObject({
      status: 'CREATED',
      requesterId: ids.rm,
      managerId: ids.hr,
      version: 1,
      requesterName: 'Priya Nair',
    });
    expect(
      (await call('rm', 'GET', '/userRequest'))
        .json<Page<{ id: string }>>()
        .content.map((r: { id: string }) => r.id),
    ).toEqual([req.id]);
    const queue = (await call('hr', 'GET', '/userRequest?scope=reportees&status=CREATED')).json<
      Page<{ id: string }>
    >();
    expect(queue.content.map((r: { id: string }) => r.id)).toEqual([req.id]);

    const byManager = await call('hr', 'POST', `/userRequest/${req.id}/manager-approval`, {
      version: 1,
      note: 'Fine by me',
    });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json()).toMatchObject({
      status: 'APPROVED_BY_MANAGER',
      version: 2,
      managerDecidedBy: ids.hr,
    });
    const stale = await call('admin', 'POST', `/userRequest/${req.id}/admin-approval`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    const byAdmin = await call('admin', 'POST', `/userRequest/${req.id}/admin-approval`, { version: 2 });
    expect(byAdmin.json()).toMatchObject({ status: 'APPROVED_BY_ADMIN', version: 3 });
    const hasCreditMemo = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/authorization/users/${ids.rm}/user-roles-permissions`,
          headers: bearer(tokens.rm!),
        })
      )
        .json<{ permissions: string[] }>()
        .permissions.includes('Allow_Credit_Memo_Create');
    expect(await hasCreditMemo()).toBe(false);
    const granted = await call('admin', 'POST', `/userRequest/${req.id}/grant`, { version: 3 });
    expect(granted.json()).toMatchObject({ status: 'GRANTED', adminDecidedBy: ids.admin });
    expect(await hasCreditMemo()).toBe(true);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, req.id));
    expect(audits.map((a) => a.action)).toEqual([
      'ACCESS_REQUESTED',
      'ACCESS_REQUEST_APPROVED_BY_MANAGER',
      'ACCESS_REQUEST_APPROVED_BY_ADMIN',
      'ACCESS_REQUEST_GRANTED',
    ]);
    const events = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, 'access-request.status-changed'));
    expect(events).toHaveLength(3);
  });

  it('refuses a move the transition table lacks (409) and one the user may not make (403)', async () => {
    const req = (await request('tm', ['FINANCE_OPS'])).json();
    const early = await call('admin', 'POST', `/userRequest/${req.id}/grant`, { version: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('TRANSITION_NOT_ALLOWED');
    expect(
      (await call('rm', 'POST', `/userRequest/${req.id}/manager-approval`, { version: 1 })).statusCode,
    ).toBe(403);
    const rejected = await call('admin', 'POST', `/userRequest/${req.id}/reject`, {
      version: 1,
      note: 'Not needed',
    });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', decisionNote: 'Not needed' });
    expect(
      (await call('admin', 'POST', `/userRequest/${req.id}/admin-approval`, { version: 2 })).statusCode,
    ).toBe(409);
  });

  it("answers another manager's request as missing", async () => {
    const req = (await request('tm', ['QA'])).json();
    // admin holds the manager permission but is not tm's manager.
    expect(
      (await call('admin', 'POST', `/userRequest/${req.id}/manager-approval`, { version: 1 })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('admin', 'POST', '/userRequest/00000000-0000-4000-8000-000000000000/reject', {
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('checks what is asked for, and who may list what', async () => {
    expect((await request('rm', ['NOT_A_ROLE'])).statusCode).toBe(400);
    expect((await call('rm', 'POST', '/userRequest', { roles: [], reason: 'Nothing' })).statusCode).toBe(400);
    const markup = await call('rm', 'POST', '/userRequest', { roles: ['QA'], reason: '<b>urgent</b>' });
    expect(markup.statusCode).toBe(400);
    expect(markup.json().message).toContain('Please avoid special charatcters like <, >, and &.');
    expect((await request('seller', ['QA'])).statusCode).toBe(403);
    expect((await call('rm', 'GET', '/userRequest?scope=all')).statusCode).toBe(403);
    expect((await call('rm', 'GET', '/userRequest?scope=reportees')).statusCode).toBe(403);
    const all = (await call('admin', 'GET', '/userRequest?scope=all&pageSize=20')).json();
    expect(all.totalElements).toBe(3);
  });
});
