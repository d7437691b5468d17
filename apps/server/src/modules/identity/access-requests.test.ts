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
    const req = created.json<{ id: string; approvalKey: string }>();
    expect(req).toMatchObject({
      status: 'CREATED',
      requesterId: ids.rm,
      managerId: ids.hr,
      version: 1,
      requesterName: 'Priya Nair',
      approvalStatus: 'PENDING_APPROVAL',
      approvalStatusLabel: 'Pending Approval',
    });
    expect(created.json<{ approvalKey: string }>().approvalKey).toMatch(/^AP/);
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
    // The manager step behind it, the admin may approve it now (the server's allowed actions).
    const forAdmin = (await call('admin', 'GET', '/userRequest?scope=all&pageSize=100'))
      .json<Page<{ id: string; allowedActions: { action: string }[] }>>()
      .content.find((r) => r.id === req.id);
    expect(forAdmin?.allowedActions.map((a) => a.action)).toEqual(['approveAsAdmin', 'reject']);
    const stale = await call('admin', 'POST', `/userRequest/${req.id}/admin-approval`, { version: 1 });
    expect(stale.statusCode).toBe(409);
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
    // The administrator's approval ends the engine's request: its callback moves the access request
    // to APPROVED_BY_ADMIN and GRANTED and applies the role, in the same transaction.
    const byAdmin = await call('admin', 'POST', `/userRequest/${req.id}/admin-approval`, { version: 2 });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      status: 'GRANTED',
      version: 4,
      adminDecidedBy: ids.admin,
      approvalStatus: 'APPROVED',
      approvalStatusLabel: 'Approved',
    });
    expect(await hasCreditMemo()).toBe(true);
    // Granted already: the table has no further move.
    expect((await call('admin', 'POST', `/userRequest/${req.id}/grant`, { version: 4 })).statusCode).toBe(
      409,
    );

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, req.id))
      .orderBy(auditLog.id);
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

const center = (who: string, url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api${url}`,
    headers: bearer(tokens[who]!),
    ...(payload ? { payload } : {}),
  });

describe('access requests on the approvals engine', () => {
  it('raises an approval request (manager step, then admin); the admin approves in the Approval Center and that grants', async () => {
    const req = (await request('tm', ['QA'], 'I review the QA reports this month')).json<{
      id: string;
      approvalKey: string;
      managerId: string;
    }>();
    const detail = (await center('admin', `/approval-center/request/${req.approvalKey}`)).json<{
      status: string;
      entityType: string;
      entityId: string;
      steps: { code: string; status: string }[];
    }>();
    expect(detail).toMatchObject({
      status: 'PENDING',
      entityType: 'identity/access-request',
      entityId: req.id,
    });
    expect(detail.steps.map((s) => s.code)).toEqual(['MANAGER', 'ADMIN']);
    // The admin is not the manager: the manager step is not theirs to approve.
    const early = await center('admin', '/approval-center/approve', {
      approvalKey: req.approvalKey,
      comment: 'Looks fine',
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().errorCode).toBe('APPROVAL_NOT_PARTICIPANT');
    const manager = Object.keys(ids).find((name) => ids[name] === req.managerId)!;
    tokens[manager] ??= await signIn(t, manager);
    // The manager decides from their reportees' queue (Approve_Access_Request_Manager); the
    // Approval Center's routes need Approve_Approval_Request, which a line manager need not hold.
    const byManager = await call(manager, 'POST', `/userRequest/${req.id}/manager-approval`, {
      version: 1,
      note: 'Needed for the audit',
    });
    expect(byManager.statusCode).toBe(200);
    const mine = async () =>
      (await call('tm', 'GET', '/userRequest'))
        .json<Page<{ id: string; status: string }>>()
        .content.find((r) => r.id === req.id);
    expect(await mine()).toMatchObject({ status: 'APPROVED_BY_MANAGER', managerDecidedBy: req.managerId });
    const byAdmin = await center('admin', '/approval-center/approve', {
      approvalKey: req.approvalKey,
      comment: 'Granted',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ status: 'APPROVED' });
    expect(await mine()).toMatchObject({
      status: 'GRANTED',
      adminDecidedBy: ids.admin,
      approvalStatusLabel: 'Approved',
    });
    const [tm] = await t.database.db.select().from(users).where(eq(users.id, ids.tm!));
    expect(tm!.roles).toContain('QA');
  });

  it('never lets the requester approve their own request, on either path', async () => {
    // The administrator asks for access; the admin step names their own role.
    const req = (await request('admin', ['QA'], 'Cover for the QA lead')).json<{
      id: string;
      approvalKey: string;
    }>();
    const own = await center('admin', '/approval-center/approve', {
      approvalKey: req.approvalKey,
      comment: 'Mine',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().errorCode).toBe('APPROVAL_OWN_REQUEST');
    const ownByEndpoint = await call('admin', 'POST', `/userRequest/${req.id}/admin-approval`, {
      version: 1,
    });
    expect(ownByEndpoint.statusCode).toBe(403);
    // The requester may withdraw it: the engine's request is cancelled, the access request REJECTED.
    const withdrawn = await call('admin', 'POST', `/userRequest/${req.id}/reject`, {
      version: 1,
      note: 'No longer needed',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      status: 'REJECTED',
      approvalStatus: 'NOT_REQUESTED',
      approvalStatusLabel: 'Not Requested',
    });
  });

  it('a rejection on the engine rejects the access request with its comment and label', async () => {
    const req = (await request('rm', ['QA'], 'For the quarter close')).json<{
      id: string;
      approvalKey: string;
    }>();
    const rejected = await center('admin', '/approval-center/reject', {
      approvalKey: req.approvalKey,
      comment: 'Ask your manager first',
    });
    expect(rejected.statusCode).toBe(200);
    const [row] = (await call('rm', 'GET', '/userRequest?status=REJECTED'))
      .json<Page<{ id: string; decisionNote: string; approvalStatusLabel: string }>>()
      .content.filter((r) => r.id === req.id);
    expect(row).toMatchObject({ decisionNote: 'Ask your manager first', approvalStatusLabel: 'Rejected' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, req.id))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['ACCESS_REQUESTED', 'ACCESS_REQUEST_REJECTED']);
  });
});

describe('the requester withdraws their own access request (docs/decisions.md)', () => {
  type Listed = Page<{ id: string; allowedActions: { action: string; endpoint: string; to: string }[] }>;
  const actionsOf = async (who: string, scope: string, id: string) =>
    (await call(who, 'GET', `/userRequest?scope=${scope}&pageSize=100`))
      .json<Listed>()
      .content.find((r) => r.id === id)
      ?.allowedActions.map((a) => a.action);

  it('withdraws without Allow_Access_Request_Reject; anyone else needs it (403), cannot see it (404); ended 409', async () => {
    const rmPermissions = (await call('rm', 'GET', `/users/${ids.rm}/user-roles-permissions`)).json<{
      permissions: string[];
    }>().permissions;
    expect(rmPermissions).not.toContain('Allow_Access_Request_Reject');
    const req = (await request('rm', ['QA'], 'Cover the QA desk')).json<{
      id: string;
      approvalKey: string;
      managerId: string;
      allowedActions: { action: string; endpoint: string; params: object; to: string }[];
    }>();
    expect(req.managerId).toBe(ids.hr);
    // The server says who may do what: the requester may withdraw it (the reject endpoint)…
    expect(req.allowedActions).toEqual([
      {
        action: 'withdraw',
        endpoint: 'identity.access-requests.reject',
        params: { id: req.id },
        to: 'REJECTED',
      },
    ]);
    expect(await actionsOf('rm', 'mine', req.id)).toEqual(['withdraw']);
    // …their manager may approve it but not reject it; the admin may reject it, and approve it
    // only once the manager has.
    expect(await actionsOf('hr', 'reportees', req.id)).toEqual(['approveAsManager']);
    expect(await actionsOf('admin', 'all', req.id)).toEqual(['reject']);

    // Another user without the permission who sees it (the manager): 403, nothing changes.
    const byManager = await call('hr', 'POST', `/userRequest/${req.id}/reject`, { version: 1 });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe(
      'Only the person who asked for this access, or someone allowed to reject access requests, can withdraw it.',
    );
    // Someone who cannot see it: 404.
    expect((await call('seller', 'POST', `/userRequest/${req.id}/reject`, { version: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('tm', 'POST', `/userRequest/${req.id}/reject`, { version: 1 })).statusCode).toBe(404);

    // The requester withdraws: the engine's request is cancelled, the access request REJECTED.
    const withdrawn = await call('rm', 'POST', `/userRequest/${req.id}/reject`, {
      version: 1,
      note: 'Not needed after all',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      status: 'REJECTED',
      decisionNote: 'Not needed after all',
      approvalStatus: 'NOT_REQUESTED',
      allowedActions: [],
    });
    const approval = await center('admin', `/approval-center/request/${req.approvalKey}`);
    expect(approval.json()).toMatchObject({ status: 'CANCELLED' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, req.id))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([
      ['ACCESS_REQUESTED', ids.rm],
      ['ACCESS_REQUEST_REJECTED', ids.rm],
    ]);
    expect(await actionsOf('admin', 'all', req.id)).toEqual([]);

    // Ended: 409 to everybody, the requester and the others alike.
    for (const who of ['rm', 'hr', 'admin']) {
      const again = await call(who, 'POST', `/userRequest/${req.id}/reject`, { version: 2 });
      expect(again.statusCode, who).toBe(409);
    }
  });
});
