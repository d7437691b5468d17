import { describe, expect, it } from 'vitest';
import { CONSIGNMENT_TRANSITIONS } from '../status/consignment.transitions';
import { ENQUIRY_TRANSITIONS } from '../status/enquiry.transitions';
import { QUOTATION_TRANSITIONS } from '../status/quotation.transitions';
import { DEMO_ROLES } from './demo-roles';
import { NEVER_GRANTED_PERMISSION } from './display.permissions';
import { isPermission, isViewPermission, PERMISSION_NAMES } from './permissions';
import { DEFAULT_ROLE_GRANTS, defaultPermissionsOf } from './role-grants';
import { ROLES } from './roles';

const DEMO_USERS = [
  'admin',
  'readonly',
  'rm',
  'tm',
  'om',
  'cm',
  'logistics',
  'finance',
  'credit',
  'support',
  'seller',
  'hr',
];

describe('DEFAULT_ROLE_GRANTS', () => {
  it('has every demo role, each mapped to a spec role', () => {
    expect(Object.keys(DEFAULT_ROLE_GRANTS).sort()).toEqual([...DEMO_USERS].sort());
    expect(DEMO_ROLES.map((role) => role.value)).toEqual(DEMO_USERS);
    const roles = ROLES.map((role) => role.value as string);
    for (const demo of DEMO_ROLES) expect(roles).toContain(demo.role);
  });

  it.each(Object.entries(DEFAULT_ROLE_GRANTS))(
    '%s holds only catalogue permissions, once each',
    (_role, grants) => {
      expect(grants.length).toBeGreaterThan(0);
      expect(new Set(grants).size).toBe(grants.length);
      for (const permission of grants) expect(isPermission(permission), permission).toBe(true);
    },
  );

  it('no role holds the never-granted seller Quotations permission', () => {
    for (const grants of Object.values(DEFAULT_ROLE_GRANTS))
      expect(grants).not.toContain(NEVER_GRANTED_PERMISSION);
  });

  it('admin holds everything else', () => {
    expect(DEFAULT_ROLE_GRANTS.admin).toHaveLength(PERMISSION_NAMES.length - 1);
  });

  it('read-only holds view permissions only, all of them', () => {
    expect(DEFAULT_ROLE_GRANTS.readonly.every(isViewPermission)).toBe(true);
    expect(DEFAULT_ROLE_GRANTS.readonly).toContain('Adm_Order_View');
    expect(DEFAULT_ROLE_GRANTS.readonly).not.toContain('Allow_Order_Approval');
  });

  it('gives each worker the moves of their job and not others', () => {
    const seller = defaultPermissionsOf('seller');
    expect(CONSIGNMENT_TRANSITIONS.canTransition('REQUESTED', 'acknowledge', seller)).toBe(true);
    expect(CONSIGNMENT_TRANSITIONS.canTransition('PAYMENT_BLOCKED', 'creditException', seller)).toBe(false);
    expect(
      CONSIGNMENT_TRANSITIONS.canTransition(
        'PAYMENT_BLOCKED',
        'creditException',
        defaultPermissionsOf('credit'),
      ),
    ).toBe(true);
    expect(
      CONSIGNMENT_TRANSITIONS.canTransition(
        'READY_FOR_SHIPMENT',
        'confirmDispatch',
        defaultPermissionsOf('logistics'),
      ),
    ).toBe(true);

    const enquiry = ENQUIRY_TRANSITIONS.DIRECT;
    expect(enquiry.canTransition('DRAFT', 'receiveRequest', defaultPermissionsOf('support'))).toBe(true);
    expect(enquiry.canTransition('REQUEST_RECEIVED', 'sourcingRequired', defaultPermissionsOf('rm'))).toBe(
      true,
    );
    expect(enquiry.canTransition('SOURCING_REQUIRED', 'sourcingCompleted', defaultPermissionsOf('cm'))).toBe(
      true,
    );
    expect(enquiry.canTransition('SOURCING_REQUIRED', 'sourcingCompleted', defaultPermissionsOf('rm'))).toBe(
      false,
    );

    expect(
      QUOTATION_TRANSITIONS.UBS.canTransition('APPROVED', 'sendToSeller', defaultPermissionsOf('tm')),
    ).toBe(true);
    expect(
      QUOTATION_TRANSITIONS.UBS.canTransition('APPROVED', 'sendToSeller', defaultPermissionsOf('rm')),
    ).toBe(false);
  });

  it('only admin acts as another user or moves states on the system behalf', () => {
    for (const [role, grants] of Object.entries(DEFAULT_ROLE_GRANTS)) {
      if (role === 'admin') continue;
      expect(grants, role).not.toContain('Allow_Act_As_User');
      expect(grants, role).not.toContain('Allow_System_Transition');
    }
  });
});
