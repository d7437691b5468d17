import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listSimulatedSms } from '../../integrations/sms/sms-simulator';
import { auditLog } from '../../platform/db/schema/index';
import { users } from './users.schema';

type Page = { content: { username: string }[]; totalElements: number };

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  for (const name of ['admin', 'hr', 'rm']) tokens[name] = await signIn(t, name);
  for (const u of await t.database.db.select().from(users)) ids[u.username] = u.id;
});
afterAll(async () => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(tokens[who]!),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('HR portal', () => {
  it('creates a user with no password: the SMS carries no secret, the user sets one with a code to their phone', async () => {
    const res = await call('hr', 'POST', '/authorization/users', {
      username: 'Deepa.Rao',
      displayName: 'Deepa Rao',
      email: 'deepa.rao@dom.example.in',
      phone: '9876501234',
      roles: ['EMPLOYEE'],
      businessUnits: ['DIRECT'],
      managerId: ids.hr,
    });
    expect(res.statusCode).toBe(201);
    const user = res.json<{ id: string }>();
    expect(user).toMatchObject({
      username: 'deepa.rao',
      roles: ['EMPLOYEE'],
      isActive: true,
      managerId: ids.hr,
    });
    // No secret in the answer: the creator never learns a way into the account.
    expect(Object.keys(user)).not.toContain('temporaryPassword');
    expect(res.body).not.toMatch(/password/i);
    await t.ctx.outbox.drainOnce();
    const [welcome] = await listSimulatedSms(t.database.db, '9876501234', 1);
    expect(welcome!.template).toBe('WELCOME_SET_PASSWORD');
    expect(welcome!.body).toContain('Your username is deepa.rao');
    expect(welcome!.body).not.toMatch(/password is/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBeNull();

    // The user shows the number is theirs by the code sent to it, and chooses their own password.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/login/reset-password',
      payload: { username: 'deepa.rao' },
    });
    expect(asked.statusCode).toBe(200);
    await t.ctx.outbox.drainOnce();
    const [sms] = await listSimulatedSms(t.database.db, '9876501234', 1);
    const code = /^(\d{6}) is your DOM password reset code/.exec(sms!.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/login/confirm-password',
      payload: { username: 'deepa.rao', code, newPassword: 'Quiet-river-2026' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'deepa.rao', password: 'Quiet-river-2026' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toHaveProperty('access_token');

    expect(
      (await call('hr', 'POST', '/authorization/users', { username: 'deepa.rao', displayName: 'Again' }))
        .statusCode,
    ).toBe(409);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, user.id))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toContain('USER_CREATED');
    expect(audits[0]!.actorId).toBe(ids.hr);
  });

  it("refuses a mobile number that belongs to another user (the creator's own, say)", async () => {
    const res = await call('hr', 'POST', '/authorization/users', {
      username: 'borrowed.phone',
      displayName: 'Borrowed',
      phone: '+919876501234',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details.fields[0].field).toBe('phone');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'borrowed.phone'))).toEqual([]);
  });

  it('shows no password in demo mode either', async () => {
    const demo = await createTestApp({ seed: true, config: { demo: true } });
    try {
      const admin = await signIn(demo, 'admin');
      const res = await demo.app.inject({
        method: 'POST',
        url: '/api/authorization/users',
        headers: bearer(admin),
        payload: { username: 'trainee', displayName: 'Trainee' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).not.toHaveProperty('temporaryPassword');
    } finally {
      await demo.close();
    }
  });

  it('lets HR give only the base Employee role', async () => {
    const res = await call('hr', 'POST', '/authorization/users', {
      username: 'sneaky',
      displayName: 'Sneaky',
      roles: ['ADMIN'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You may not assign these roles: ADMIN');
    expect(
      (
        await call('hr', 'POST', '/authorization/users', {
          username: 'x1',
          displayName: 'X',
          roles: ['NO_SUCH'],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lists and searches users, paginated', async () => {
    const page = (await call('hr', 'GET', '/authorization/users?pageSize=20&search=dom.example.in')).json();
    expect(page.totalElements).toBeGreaterThanOrEqual(12);
    const rms = (await call('hr', 'GET', '/authorization/users?role=RELATIONSHIP_MANAGER')).json<Page>();
    expect(rms.content.map((u: { username: string }) => u.username).sort()).toEqual(['rm', 'rmubs']);
    expect((await call('rm', 'GET', '/authorization/users')).statusCode).toBe(403);
  });

  it('activates and deactivates users, but not oneself and not an Admin (unless an Admin)', async () => {
    const off = await call('hr', 'POST', `/authorization/users/${ids.support}/activation`, {
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect(
      (await call('hr', 'POST', `/authorization/users/${ids.support}/activation`, { isActive: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('hr', 'POST', `/authorization/users/${ids.hr}/activation`, { isActive: false })).statusCode,
    ).toBe(409);
    expect(
      (await call('hr', 'POST', `/authorization/users/${ids.admin}/activation`, { isActive: false }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('hr', 'POST', '/authorization/users/00000000-0000-4000-8000-000000000000/activation', {
          isActive: false,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('reassigns managers without making a reporting loop', async () => {
    const ok = await call('hr', 'PUT', `/authorization/users/${ids.om}/manager`, { managerId: ids.rm });
    expect(ok.json().managerId).toBe(ids.rm);
    const loop = await call('hr', 'PUT', `/authorization/users/${ids.rm}/manager`, { managerId: ids.om });
    expect(loop.statusCode).toBe(409);
    expect(
      (await call('hr', 'PUT', `/authorization/users/${ids.om}/manager`, { managerId: ids.om })).statusCode,
    ).toBe(400);
    const reportees = (await call('admin', 'GET', `/authorization/users/${ids.rm}/reportees`)).json<Page>();
    expect(reportees.content.map((u: { username: string }) => u.username)).toEqual(['om']);
  });
});

describe('assignable roles (isAdmin flag and manager id)', () => {
  it('lets an Admin assign roles with the isAdmin flag, and a role admin hand on only that role', async () => {
    const assign = await call('admin', 'PUT', `/authorization/users/${ids.hr}/roles`, {
      roles: [
        { role: 'EMPLOYEE', isAdmin: false },
        { role: 'HR', isAdmin: false },
        { role: 'CATEGORY_OPS', isAdmin: true },
      ],
      managerId: ids.admin,
    });
    expect(assign.statusCode).toBe(200);
    expect(assign.json().roles).toEqual([
      { role: 'EMPLOYEE', label: 'Employee', isAdmin: false },
      { role: 'HR', label: 'HR', isAdmin: false },
      { role: 'CATEGORY_OPS', label: 'Category OPS', isAdmin: true },
    ]);
    // HR cannot use the call without Allow_Role_Delegation; give it through a permission group.
    expect((await call('hr', 'PUT', `/authorization/users/${ids.cm}/roles`, { roles: [] })).statusCode).toBe(
      403,
    );
    const group = (
      await call('admin', 'POST', '/authorization/permission-groups', {
        name: 'Delegators',
        permissions: ['Allow_Role_Delegation'],
      })
    ).json();
    await call('admin', 'PUT', `/authorization/permission-groups/${group.id}/users`, { userIds: [ids.hr] });
    const path = `/authorization/users/${ids.logistics}/roles`;
    // logistics keeps LOGISTIC_MANAGER (no right needed) and gets CATEGORY_OPS, which hr administers.
    const handOn = await call('hr', 'PUT', path, {
      roles: [
        { role: 'LOGISTIC_MANAGER', isAdmin: false },
        { role: 'CATEGORY_OPS', isAdmin: false },
      ],
    });
    expect(handOn.statusCode).toBe(200);
    // Giving FINANCE_OPS, taking LOGISTIC_MANAGER away or passing a flag on is not hr's to do.
    const finance = await call('hr', 'PUT', path, {
      roles: [
        { role: 'LOGISTIC_MANAGER', isAdmin: false },
        { role: 'FINANCE_OPS', isAdmin: false },
      ],
    });
    expect(finance.statusCode).toBe(403);
    expect(finance.json().message).toContain('FINANCE_OPS');
    expect(
      (await call('hr', 'PUT', path, { roles: [{ role: 'CATEGORY_OPS', isAdmin: false }] })).statusCode,
    ).toBe(403);
    const flag = await call('hr', 'PUT', path, {
      roles: [
        { role: 'LOGISTIC_MANAGER', isAdmin: true },
        { role: 'CATEGORY_OPS', isAdmin: false },
      ],
    });
    expect(flag.statusCode).toBe(403);
    expect((await call('hr', 'PUT', `/authorization/users/${ids.hr}/roles`, { roles: [] })).statusCode).toBe(
      403,
    );
  });
});
