import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from './demo-roles';
import { NEVER_GRANTED_PERMISSION } from './display.permissions';
import { isPermission, isViewPermission } from './permissions';
import { DEFAULT_ROLE_GRANTS } from './role-grants';
import {
  DEMO_EXTRA_ROLES,
  GRANT_ROLES,
  ROLE_GRANTS,
  defaultGrantsOfRoles,
  isGrantRole,
} from './role-grant-table';
import { ROLES, TEAM_ROLES } from './roles';

describe('ROLE_GRANTS', () => {
  it('has a row for every group, every team role and the HR desk, once each', () => {
    const values = GRANT_ROLES.map((role) => role.value);
    expect(new Set(values).size).toBe(values.length);
    for (const role of [...ROLES, ...TEAM_ROLES]) expect(values).toContain(role.value);
    expect(values).toContain('HR');
    expect(Object.keys(ROLE_GRANTS).sort()).toEqual([...values].sort());
  });

  it.each(Object.entries(ROLE_GRANTS))(
    '%s holds catalogue permissions only, never the hidden one',
    (_r, grants) => {
      expect(new Set(grants).size).toBe(grants.length);
      for (const permission of grants) expect(isPermission(permission), permission).toBe(true);
      expect(grants).not.toContain(NEVER_GRANTED_PERMISSION);
    },
  );

  it('gives every demo user exactly the documented defaults of its demo role', () => {
    for (const demo of DEMO_ROLES) {
      const roles = [
        demo.role,
        ...(DEMO_EXTRA_ROLES[demo.value] ?? []),
        ...(demo.teamRole ? [demo.teamRole] : []),
      ];
      expect([...defaultGrantsOfRoles(roles)].sort(), demo.value).toEqual(
        [...DEFAULT_ROLE_GRANTS[demo.value]].sort(),
      );
    }
  });

  it('keeps read-only roles read-only and buyers out of the back office', () => {
    expect(ROLE_GRANTS.QA.every(isViewPermission)).toBe(true);
    expect(ROLE_GRANTS.ADMIN_READ_ONLY.every(isViewPermission)).toBe(true);
    expect(ROLE_GRANTS.BUYER).toEqual([]);
    expect(ROLE_GRANTS.EMPLOYEE).toEqual(['Display_My_Profile_Tab', 'Allow_Access_Request']);
  });

  it('puts approval steps with the leads, not with their desks', () => {
    expect(ROLE_GRANTS.CATEGORY_OPS).not.toContain('Approve_Payment_Request_Category_Lead');
    expect(ROLE_GRANTS.CATEGORY_LEAD).toContain('Approve_Payment_Request_Category_Lead');
    expect(ROLE_GRANTS.FINANCE_OPS).not.toContain('Approve_Credit_Lead_Finance');
    expect(ROLE_GRANTS.FINANCE_LEAD).toContain('Approve_Credit_Lead_Finance');
    expect(ROLE_GRANTS.SALES_OPS).not.toContain('Approve_Credit_Lead_Sales');
    expect(ROLE_GRANTS.SALES_LEAD).toContain('Approve_Credit_Lead_Sales');
    expect(ROLE_GRANTS.PIVOT_LEADERSHIP).toContain('Approve_Credit_Lead_Ceo');
    expect(
      Object.entries(ROLE_GRANTS)
        .filter(([, g]) => g.includes('Allow_Act_As_User'))
        .map(([r]) => r),
    ).toEqual(['ADMIN']);
  });

  it('gives the master-data task types to their desks: lane rates to logistics, partner RMs and promoters to the sales leads', () => {
    const holders = (permission: string) =>
      Object.entries(ROLE_GRANTS)
        .filter(([, g]) => (g as readonly string[]).includes(permission))
        .map(([r]) => r)
        .sort();
    expect(holders('Allow_Logistics_Upload')).toEqual(['ADMIN', 'LOGISTICS_MANAGER', 'LOGISTIC_MANAGER']);
    for (const permission of ['Allow_Partner_Rm_Upload', 'Allow_Promoter_Upload', 'Allow_Promoter_Download'])
      expect(holders(permission), permission).toEqual([
        'ADMIN',
        'REGIONAL_HEAD',
        'SALES_LEAD',
        'SALES_LEADERSHIP',
      ]);
    for (const role of ['LOGISTIC_MANAGER', 'SALES_LEAD', 'REGIONAL_HEAD'] as const)
      expect(ROLE_GRANTS[role], role).toContain('Display_Master_Data_Tab');
  });

  it('ignores unknown role names', () => {
    expect(isGrantRole('NOT_A_ROLE')).toBe(false);
    expect(defaultGrantsOfRoles(['NOT_A_ROLE']).size).toBe(0);
    expect(defaultGrantsOfRoles(['EMPLOYEE', 'NOT_A_ROLE']).size).toBe(2);
  });
});
