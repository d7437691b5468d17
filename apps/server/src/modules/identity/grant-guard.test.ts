import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from './users.schema';
import { DEMO_PASSWORD } from '../../seed/demo-users';
import { roleAdmins } from './authorization.schema';
import { unitsOf } from './grant-guard';
import { hashPassword } from './password-hasher';
import { UserStateStore } from './user-state';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const groups: Record<string, string> = {};
let states: UserStateStore;

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<Res> =>
  t.app.inject({
    method,
    url: `/api/authorization${url}`,
    headers: bearer(tokens[who]!),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function ok(res: Res, status = 200): Res {
  if (res.statusCode !== status) throw new Error(`${res.statusCode}: ${res.body}`);
  return res;
}

/** A user made by admin through the API, then given a password directly so the test can sign in. */
async function granter(
  username: string,
  body: { roles: string[]; teamRole?: string; businessUnits: string[] },
  adminOf: string[] = [],
) {
  const res = ok(await call('admin', 'POST', '/users', { username, displayName: username, ...body }), 201);
  const id = res.json<{ id: string }>().id;
  ids[username] = id;
  if (adminOf.length > 0) {
    ok(
      await call('admin', 'PUT', `/users/${id}/roles`, {
        roles: body.roles.map((role) => ({ role, isAdmin: adminOf.includes(role) })),
      }),
    );
  }
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD), mustResetPassword: false })
    .where(eq(users.id, id));
  tokens[username] = await signIn(t, username);
}

// A desk that may do every kind of grant but holds only part of the catalogue, in DIRECT only.
const DESK_PERMISSIONS = [
  'Allow_User_Create',
  'Allow_Role_Delegation',
  'Allow_Permission_Manage',
  'Allow_Manager_Reassign',
  'Allow_Access_Grant',
  'Approve_Access_Request_Admin',
  'Display_Hr_Portal',
  'Display_Permission_Groups_Tab',
  'Display_Permissions_Tab',
  'Adm_Order_View',
];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  for (const name of ['admin', 'hr']) tokens[name] = await signIn(t, name);
  for (const u of await t.database.db.select().from(users)) ids[u.username] = u.id;
  states = new UserStateStore(t.database.db, { ttlMs: 0, revokedWindowMs: 60_000 });

  ok(await call('admin', 'PUT', '/roles/GRANT_DESK', { label: 'Grant desk' }));
  ok(await call('admin', 'PUT', '/roles/GRANT_DESK/permissions', { permissions: DESK_PERMISSIONS }));
  await granter('desk', { roles: ['EMPLOYEE', 'GRANT_DESK', 'SALES_OPS'], businessUnits: ['DIRECT'] }, [
    'SALES_OPS',
  ]);
  await granter('techadmin', { roles: ['TECH_ADMIN'], businessUnits: ['UBS'] });

  const group = async (name: string, permissions: string[]) => {
    groups[name] = ok(await call('admin', 'POST', '/permission-groups', { name, permissions }), 201).json<{
      id: string;
    }>().id;
  };
  await group('views', ['Adm_Order_View', 'Display_Hr_Portal']);
  await group('orders', ['Adm_Order_View', 'Allow_Order_Approval', 'Allow_Consignment_Void']);
  await group('quotes', ['Approve_Quote_UBS', 'Send_Quote_Direct']);
});
afterAll(async () => t.close());

describe('delegation can only narrow', () => {
  it('refuses HR creating an Order Manager (team role) with 403, and writes no user', async () => {
    const res = await call('hr', 'POST', '/users', {
      username: 'sneaky.om',
      displayName: 'Sneaky OM',
      roles: ['EMPLOYEE'],
      teamRole: 'ORDER_MANAGER',
    });
    expect(res.statusCode).toBe(403);
    const body = res.json<{ message: string; errorCode: string; details: { fields: { field: string }[] } }>();
    expect(body.errorCode).toBe('FORBIDDEN');
    expect(body.message).toMatch(
      /^You may not grant the team role ORDER_MANAGER: it carries \d+ permissions you do not hold \(/,
    );
    expect(body.details.fields[0]!.field).toBe('teamRole');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'sneaky.om'))).toEqual([]);
  });

  it('still lets HR create an Employee', async () => {
    const res = ok(
      await call('hr', 'POST', '/users', {
        username: 'plain.emp',
        displayName: 'Plain',
        roles: ['EMPLOYEE'],
      }),
      201,
    );
    ids['plain.emp'] = res.json<{ id: string }>().id;
  });

  it('refuses business units the granter does not work in, and "every unit" from a one-unit granter', async () => {
    const base = { displayName: 'Unit test', roles: ['EMPLOYEE'] };
    const ubs = await call('desk', 'POST', '/users', { ...base, username: 'u.ubs', businessUnits: ['UBS'] });
    expect(ubs.statusCode).toBe(403);
    expect(ubs.json().message).toBe('You may not grant the business units UBS: you do not work in them.');
    const all = await call('desk', 'POST', '/users', { ...base, username: 'u.all', businessUnits: [] });
    expect(all.statusCode).toBe(403);
    expect(all.json().details.fields[0].field).toBe('businessUnits');
    ok(await call('desk', 'POST', '/users', { ...base, username: 'u.utcl', businessUnits: ['UTCL'] }), 201);
  });

  it('lets a manager be set only by someone who holds the manager step of access requests', async () => {
    const res = await call('desk', 'POST', '/users', {
      username: 'u.managed',
      displayName: 'Managed',
      businessUnits: ['DIRECT'],
      managerId: ids.desk,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().details.fields[0].field).toBe('managerId');
    const move = await call('desk', 'PUT', `/users/${ids['plain.emp']}/manager`, { managerId: ids.desk });
    expect(move.statusCode).toBe(403);
    ok(await call('hr', 'PUT', `/users/${ids.rm}/manager`, { managerId: ids.hr }));
  });

  it('refuses roles carrying permissions the granter lacks, even with the isAdmin flag rule met', async () => {
    const emp = (await t.database.db.select().from(users).where(eq(users.username, 'u.utcl')))[0]!;
    // SALES_OPS: desk administers it and holds it → allowed.
    ok(
      await call('desk', 'PUT', `/users/${emp.id}/roles`, {
        roles: [
          { role: 'EMPLOYEE', isAdmin: false },
          { role: 'SALES_OPS', isAdmin: false },
        ],
      }),
    );
    // An isAdmin flag on a role the desk does not hold (a stale row) is not enough any more: the
    // desk would hand out Finance OPS permissions it lacks.
    await t.database.db.insert(roleAdmins).values({ userId: ids.desk!, role: 'FINANCE_OPS' });
    const res = await call('desk', 'PUT', `/users/${ids['plain.emp']}/roles`, {
      roles: [
        { role: 'EMPLOYEE', isAdmin: false },
        { role: 'FINANCE_OPS', isAdmin: false },
      ],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(
      /^You may not grant the roles FINANCE_OPS: it carries \d+ permissions you do not hold/,
    );
    expect(res.json().details.fields[0].field).toBe('roles');
    await t.database.db.delete(roleAdmins).where(eq(roleAdmins.role, 'FINANCE_OPS'));
  });

  it('refuses adding permissions the editor lacks to a role or a group, and members to a stronger group', async () => {
    const role = await call('techadmin', 'PUT', '/roles/EMPLOYEE/permissions', {
      permissions: ['Display_My_Profile_Tab', 'Allow_Access_Request', 'Allow_Order_Approval'],
    });
    expect(role.statusCode).toBe(403);
    expect(role.json().message).toMatch(/Allow_Order_Approval/);
    expect(role.json().details.fields[0].field).toBe('permissions');
    const grants = ok(await call('admin', 'GET', '/roles/EMPLOYEE/permissions')).json<{
      permissions: string[];
    }>();
    expect(grants.permissions).not.toContain('Allow_Order_Approval');

    const created = await call('techadmin', 'POST', '/permission-groups', {
      name: 'mine',
      permissions: ['Allow_Order_Approval'],
    });
    expect(created.statusCode).toBe(403);
    const edited = await call('techadmin', 'PUT', `/permission-groups/${groups.views}`, {
      name: 'views',
      permissions: ['Adm_Order_View', 'Display_Hr_Portal', 'Allow_Consignment_Void'],
    });
    expect(edited.statusCode).toBe(403);
    // Keeping what the group has (even what the editor lacks) and removing is not a grant.
    ok(
      await call('techadmin', 'PUT', `/permission-groups/${groups.views}`, {
        name: 'views',
        permissions: ['Adm_Order_View'],
      }),
    );

    const join = await call('techadmin', 'PUT', `/permission-groups/${groups.orders}/users`, {
      userIds: [ids['plain.emp']],
    });
    expect(join.statusCode).toBe(403);
    expect(join.json().details.fields[0].field).toBe('userIds');
    ok(
      await call('techadmin', 'PUT', `/permission-groups/${groups.views}/users`, {
        userIds: [ids['plain.emp']],
      }),
    );
  });

  it('refuses granting an access request for roles the granter could not assign', async () => {
    const rmToken = await signIn(t, 'rm');
    tokens.rm = rmToken;
    const decide = async (id: string) => {
      ok(await call('hr', 'POST', `/userRequest/${id}/manager-approval`, { version: 1 }));
      // The administrator's approval ends the engine's request; its callback grants (grant guard
      // included) in the same transaction, so a refused grant refuses the approval too.
      return call('desk', 'POST', `/userRequest/${id}/admin-approval`, { version: 2 });
    };
    const finance = ok(
      await call('rm', 'POST', '/userRequest', { roles: ['FINANCE_OPS'], reason: 'Cover for leave' }),
      201,
    );
    const refused = await decide(finance.json<{ id: string }>().id);
    expect(refused.statusCode).toBe(403);
    expect((await states.get(ids.rm!))!.roles).not.toContain('FINANCE_OPS');
    const mine = (await call('rm', 'GET', '/userRequest')).json<{
      content: { id: string; status: string }[];
    }>();
    expect(mine.content.find((r) => r.id === finance.json<{ id: string }>().id)?.status).toBe(
      'APPROVED_BY_MANAGER',
    );
    const sales = ok(
      await call('rm', 'POST', '/userRequest', { roles: ['SALES_OPS'], reason: 'Cover for leave' }),
      201,
    );
    ok(await decide(sales.json<{ id: string }>().id));
    expect((await states.get(ids.rm!))!.roles).toContain('SALES_OPS');
  });
});

describe('property: no created or edited user ever holds a permission its granter lacks', () => {
  const ROLES = ['EMPLOYEE', 'ADMIN', 'SALES_OPS', 'QA', 'HR', 'FINANCE_OPS', 'GRANT_DESK', 'TECH_ADMIN'];
  const TEAM = [null, 'ORDER_MANAGER', 'CONTACT_CENTRE', 'TERRITORY_MANAGER', 'CATEGORY_MANAGER'];
  const UNITS = ['DIRECT', 'UTCL', 'UBS'];
  let n = 0;
  const granted: Record<string, number> = {};

  const request = fc.record({
    granter: fc.constantFrom('admin', 'hr', 'desk', 'techadmin'),
    // Weighted towards what HR and the desk may give, so that grants go through as well as refusals.
    roles: fc.oneof(
      { arbitrary: fc.subarray(['EMPLOYEE', 'SALES_OPS']), weight: 2 },
      { arbitrary: fc.subarray(ROLES), weight: 1 },
    ),
    teamRole: fc.oneof(
      { arbitrary: fc.constant(null), weight: 3 },
      { arbitrary: fc.constantFrom(...TEAM), weight: 1 },
    ),
    businessUnits: fc.subarray(UNITS),
    withManager: fc.boolean(),
    edit: fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('roles' as const), roles: fc.subarray(ROLES, { minLength: 1 }) }),
        fc.record({
          kind: fc.constant('group' as const),
          group: fc.constantFrom('views', 'orders', 'quotes'),
        }),
      ),
      { nil: null },
    ),
  });

  /** What the user holds, resolved by the same code every request is authorised with. */
  const held = async (id: string) => {
    states.invalidate();
    const s = (await states.get(id))!;
    return { permissions: s.permissions, units: unitsOf(s.businessUnits) };
  };

  const assertNarrower = async (
    granterName: string,
    userId: string,
    before: Awaited<ReturnType<typeof held>> | null,
  ) => {
    const g = await held(ids[granterName]!);
    const after = await held(userId);
    const extra = [...after.permissions].filter((p) => !before?.permissions.has(p) && !g.permissions.has(p));
    expect(extra, `${granterName} conferred what they lack`).toEqual([]);
    const units = [...after.units].filter((u) => !before?.units.has(u) && !g.units.has(u));
    expect(units, `${granterName} conferred units they lack`).toEqual([]);
  };

  it('holds over random grant requests, and non-admins do get some grants through', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const username = `prop.${n++}`;
        const res = await call(r.granter, 'POST', '/users', {
          username,
          displayName: username,
          roles: r.roles,
          teamRole: r.teamRole,
          businessUnits: r.businessUnits,
          ...(r.withManager ? { managerId: ids.hr } : {}),
        });
        const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
        if (res.statusCode !== 201) {
          expect([400, 403]).toContain(res.statusCode);
          expect(row).toBeUndefined();
          return;
        }
        granted[r.granter] = (granted[r.granter] ?? 0) + 1;
        await assertNarrower(r.granter, row!.id, null);
        if (!r.edit) return;
        const before = await held(row!.id);
        const edit =
          r.edit.kind === 'roles'
            ? await call(r.granter, 'PUT', `/users/${row!.id}/roles`, {
                roles: r.edit.roles.map((role) => ({ role, isAdmin: false })),
              })
            : await call(r.granter, 'PUT', `/permission-groups/${groups[r.edit.group]}/users`, {
                userIds: [row!.id],
              });
        if (edit.statusCode === 200) await assertNarrower(r.granter, row!.id, before);
        else {
          expect([400, 403]).toContain(edit.statusCode);
          const after = await held(row!.id);
          expect([...after.permissions].sort()).toEqual([...before.permissions].sort());
        }
      }),
      { numRuns: 80, seed: 20261125 },
    );
    expect(granted.hr ?? 0).toBeGreaterThan(0);
    expect(granted.desk ?? 0).toBeGreaterThan(0);
  });
});
