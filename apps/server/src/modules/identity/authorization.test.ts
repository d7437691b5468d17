import { GRANT_ROLES } from '@dom/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/db/schema/index';
import { users } from './users.schema';
import { UNIT_RM_USERS } from '../../seed/unit-rm-users.seed';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  for (const name of ['admin', 'rm', 'tm', 'om', 'seller', 'hr', 'cm']) tokens[name] = await signIn(t, name);
  for (const u of await t.database.db.select().from(users)) ids[u.username] = u.id;
});
afterAll(async () => t.close());

const get = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tokens[who]!) });
const send = (who: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(tokens[who]!),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('permissions of roles (doc 1 §7)', () => {
  it("answers a user's own permissions for their own roles, with their business unit", async () => {
    const res = await get('rm', '/authorization/permissions/RELATIONSHIP_MANAGER');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      roles: ['RELATIONSHIP_MANAGER'],
      businessUnit: 'DIRECT',
      businessUnits: ['DIRECT'],
    });
    expect(body.permissions).toEqual(
      expect.arrayContaining(['Send_Quote_Direct', 'Send_Quote_UTCL', 'Display_Buyer_Tab']),
    );
    expect(body.permissions).not.toContain('Allow_Order_Approval');
    expect(
      (await get('rm', '/authorization/permissions/RELATIONSHIP_MANAGER?businessUnit=UBS')).statusCode,
    ).toBe(400);
  });

  it('scopes business-unit actions to the active unit (DIRECT includes UTCL)', async () => {
    const ubs = (await get('admin', '/authorization/permissions/ADMIN?businessUnit=UBS')).json();
    expect(ubs.businessUnit).toBe('UBS');
    expect(ubs.permissions).toContain('Send_Quote_UBS');
    expect(ubs.permissions).not.toContain('Send_Quote_Direct');
    const direct = (await get('admin', '/authorization/permissions/ADMIN?businessUnit=DIRECT')).json();
    expect(direct.permissions).toEqual(expect.arrayContaining(['Send_Quote_Direct', 'Send_Quote_UTCL']));
    expect(direct.permissions).not.toContain('Send_Quote_UBS');
    const none = (await get('admin', '/authorization/permissions/ADMIN')).json();
    expect(none.businessUnit).toBe('DIRECT');
    expect(none.businessUnits).toEqual(['DIRECT', 'UBS']);
  });

  it("shows other roles' permissions only to those who may see the permissions screen", async () => {
    expect((await get('rm', '/authorization/permissions/ADMIN')).statusCode).toBe(403);
    const seller = await get('admin', '/authorization/permissions/SELLER');
    expect(seller.statusCode).toBe(200);
    expect(seller.json().permissions).toContain('Display_Seller_Dashboard');
    expect(seller.json().permissions).not.toContain('Display_Seller_Quotations');
  });

  it('answers display options: menu and tab permissions and the landing screen', async () => {
    const res = await get('seller', '/authorization/userDisplayOptions/SELLER');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ landingRoute: string; permissions: string[] }>();
    expect(body.landingRoute).toBe('/my-dashboard');
    expect(body.permissions).toContain('Display_Seller_Dashboard');
    expect(body.permissions.every((p: string) => /^(Display_|View_)|_View$/.test(p))).toBe(true);
  });

  it("answers a user's roles and permissions to themself and to the roles dashboard", async () => {
    const own = await get('om', `/authorization/users/${ids.om}/user-roles-permissions`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ username: 'om', roles: ['EMPLOYEE'], teamRole: 'ORDER_MANAGER' });
    expect(own.json().permissions).toContain('Allow_Order_Approval');
    expect((await get('rm', `/authorization/users/${ids.admin}/user-roles-permissions`)).statusCode).toBe(
      403,
    );
    const byHr = await get('hr', `/authorization/users/${ids.rm}/user-roles-permissions`);
    expect(byHr.statusCode).toBe(200);
    expect(
      (await get('admin', '/authorization/users/00000000-0000-4000-8000-000000000000/user-roles-permissions'))
        .statusCode,
    ).toBe(404);
  });
});

describe('roles and grants', () => {
  it('lists every role, paginated', async () => {
    const first = (await get('admin', '/authorization/roles?pageSize=20')).json();
    expect(first.totalElements).toBe(GRANT_ROLES.length);
    expect(first.content).toHaveLength(20);
    expect(first.totalPages).toBe(Math.ceil(GRANT_ROLES.length / 20));
    const second = (await get('admin', '/authorization/roles?pageSize=20&pageNumber=1')).json();
    expect(second.content).toHaveLength(GRANT_ROLES.length - 20);
    const rm = (await get('admin', '/authorization/roles?search=relationship')).json().content[0];
    expect(rm).toMatchObject({ name: 'RELATIONSHIP_MANAGER', kind: 'GROUP', isSystem: true });
    // The demo `rm` and the unit RMs (the UBS one, rmubs).
    expect(rm.userCount).toBe(1 + UNIT_RM_USERS.length);
    expect(rm.permissionCount).toBeGreaterThan(10);
  });

  it('creates a role, grants it, and its holders get the grants at their next request', async () => {
    const created = await send('admin', 'PUT', '/authorization/roles/PRICING_DESK', {
      label: 'Pricing desk',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'PRICING_DESK',
      kind: 'CUSTOM',
      isSystem: false,
      permissionCount: 0,
    });
    const bad = await send('admin', 'PUT', '/authorization/roles/PRICING_DESK/permissions', {
      permissions: ['Not_A_Permission'],
    });
    expect(bad.statusCode).toBe(400);
    const hidden = await send('admin', 'PUT', '/authorization/roles/PRICING_DESK/permissions', {
      permissions: ['Display_Seller_Quotations'],
    });
    expect(hidden.statusCode).toBe(400);
    const grants = await send('admin', 'PUT', '/authorization/roles/PRICING_DESK/permissions', {
      permissions: ['Display_Discover_Price_Tab', 'Allow_Quotation_Automation'],
    });
    expect(grants.json()).toEqual({
      role: 'PRICING_DESK',
      permissions: ['Allow_Quotation_Automation', 'Display_Discover_Price_Tab'],
    });
    expect(
      (await get('cm', '/authorization/permission-catalogue?search=Allow_Quotation_Automation')).statusCode,
    ).toBe(403);
    const assign = await send('admin', 'PUT', `/authorization/users/${ids.cm}/roles`, {
      roles: [
        { role: 'CATEGORY_OPS', isAdmin: false },
        { role: 'PRICING_DESK', isAdmin: false },
      ],
    });
    expect(assign.statusCode).toBe(200);
    const perms = (await get('cm', '/authorization/permissions/CATEGORY_OPS,PRICING_DESK')).json()
      .permissions;
    expect(perms).toContain('Allow_Quotation_Automation');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'ROLE_GRANTS_CHANGED'));
    expect(audit.at(-1)?.after).toEqual({
      permissions: ['Allow_Quotation_Automation', 'Display_Discover_Price_Tab'],
    });
  });

  it('lists the permission catalogue with the roles holding each', async () => {
    const res = await get('admin', '/authorization/permission-catalogue?family=delegation&pageSize=50');
    expect(res.statusCode).toBe(200);
    const items = res.json<{ content: { name: string; roles: string[]; isView: boolean }[] }>().content;
    expect(items.map((i: { name: string }) => i.name)).toEqual([
      'Allow_Act_As_User',
      'Allow_Act_As_Me_Delegation',
    ]);
    expect(items[0]!.roles).toEqual(['ADMIN']);
    expect(items[0]!.isView).toBe(false);
  });
});

describe('permission groups', () => {
  it('gives members the permissions of the group until they leave it', async () => {
    const created = await send('admin', 'POST', '/authorization/permission-groups', {
      name: 'Recon viewers',
      description: 'See the reconciliation screens',
      permissions: ['Display_Recon'],
    });
    expect(created.statusCode).toBe(201);
    const group = created.json<{ id: string }>();
    expect(
      (
        await send('admin', 'POST', '/authorization/permission-groups', {
          name: 'Recon viewers',
          permissions: [],
        })
      ).statusCode,
    ).toBe(409);
    const has = async () =>
      (await get('om', `/authorization/users/${ids.om}/user-roles-permissions`))
        .json<{ permissions: string[] }>()
        .permissions.includes('Display_Recon');
    expect(await has()).toBe(false);
    const members = await send('admin', 'PUT', `/authorization/permission-groups/${group.id}/users`, {
      userIds: [ids.om],
    });
    expect(members.json().memberCount).toBe(1);
    expect(await has()).toBe(true);
    const listed = (await get('admin', `/authorization/permission-groups/${group.id}/users`)).json<{
      content: { username: string }[];
    }>();
    expect(listed.content.map((u: { username: string }) => u.username)).toEqual(['om']);
    expect((await send('admin', 'DELETE', `/authorization/permission-groups/${group.id}`)).statusCode).toBe(
      204,
    );
    expect(await has()).toBe(false);
  });
});

describe('resources and reports', () => {
  it('lists the menu screens as resources and manages them', async () => {
    const res = (await get('admin', '/authorization/resources?search=hr-portal')).json();
    expect(res.content).toEqual([
      expect.objectContaining({ kind: 'SCREEN', path: '/hr-portal', permission: 'Display_Hr_Portal' }),
    ]);
    const body = {
      name: 'Buyer export',
      kind: 'API',
      path: 'GET /api/buyers/export',
      permission: 'Allow_Ledger_Export',
    };
    const created = await send('admin', 'POST', '/authorization/resources', body);
    expect(created.statusCode).toBe(201);
    expect((await send('admin', 'POST', '/authorization/resources', body)).statusCode).toBe(409);
    expect((await send('admin', 'DELETE', `/authorization/resources/${created.json().id}`)).statusCode).toBe(
      204,
    );
    expect((await send('admin', 'DELETE', `/authorization/resources/${created.json().id}`)).statusCode).toBe(
      404,
    );
  });

  it('offers each user only the active reports they hold the permission of', async () => {
    const report = {
      name: 'Overdue by buyer',
      category: 'Credit',
      permission: 'View_Overdue_Reminder',
      url: '/reports/overdue',
    };
    expect((await send('admin', 'POST', '/authorization/reports', report)).statusCode).toBe(201);
    const mine = (who: string) =>
      get(who, '/authorization/my-reports').then((r) =>
        r.json<{ content: { name: string }[] }>().content.map((x) => x.name),
      );
    expect(await mine('rm')).toEqual(['Overdue by buyer']);
    expect(await mine('seller')).toEqual([]);
    expect((await get('admin', '/authorization/reports')).json().totalElements).toBe(1);
  });
});
