import { describe, expect, it } from 'vitest';
import {
  APPROVAL_AUTHORITIES,
  landingKindFor,
  landingRouteFor,
  LANDING_ROUTES,
  ROLES,
  TEAM_ROLES,
} from './roles';
import { ownerScopeField } from './scope';
import { ADMIN_MENU } from './admin-menu';
import { menuRoutes } from './menu';
import { SELLER_MENU, SELLER_SHORT_MENU } from './seller-menu';

describe('roles', () => {
  it('lists the spec role names', () => {
    const labels = ROLES.map((role) => role.label);
    for (const name of [
      'Admin',
      'Admin Read Only',
      'Seller CSR',
      'Pivot User',
      'Credit Leadership',
      'Logistic Manager',
    ]) {
      expect(labels).toContain(name);
    }
    expect(new Set(ROLES.map((role) => role.value)).size).toBe(ROLES.length);
  });

  it('lists the ten team roles and five approval authorities', () => {
    expect(TEAM_ROLES).toHaveLength(10);
    expect(APPROVAL_AUTHORITIES.map((authority) => authority.value)).toEqual([
      'SALES',
      'FINANCE',
      'CREDIT',
      'CEO',
      'CO_OPTION',
    ]);
  });
});

describe('landing screens', () => {
  it('sends each kind to a screen of its menu', () => {
    expect(menuRoutes(ADMIN_MENU)).toContain(LANDING_ROUTES.admin);
    expect(menuRoutes(SELLER_MENU)).toContain(LANDING_ROUTES.seller);
    expect(menuRoutes(SELLER_SHORT_MENU)).toContain(LANDING_ROUTES.corporateSeller);
    expect(menuRoutes(ADMIN_MENU)).toContain(LANDING_ROUTES.default);
  });

  it('picks the kind from the roles', () => {
    expect(landingKindFor(['ADMIN_READ_ONLY'])).toBe('admin');
    expect(landingKindFor(['SELLER'])).toBe('seller');
    expect(landingKindFor(['SELLER_CSR'], { corporate: true })).toBe('corporateSeller');
    expect(landingKindFor(['FINANCE_OPS'])).toBe('default');
    expect(landingRouteFor(['SELLER', 'ADMIN'])).toBe('/sales-order');
  });
});

describe('ownerScopeField', () => {
  it('scopes relationship managers and DIRECT users by rmEmail', () => {
    expect(ownerScopeField({ teamRole: 'RELATIONSHIP_MANAGER', businessUnit: 'UBS' })).toBe('rmEmail');
    expect(ownerScopeField({ teamRole: null, businessUnit: 'DIRECT' })).toBe('rmEmail');
  });

  it('scopes UBS territory managers by tmEmail', () => {
    expect(ownerScopeField({ teamRole: 'TERRITORY_MANAGER', businessUnit: 'UBS' })).toBe('tmEmail');
  });

  it('leaves others and all-seeing users unscoped', () => {
    expect(ownerScopeField({ teamRole: 'TERRITORY_MANAGER', businessUnit: 'UTCL' })).toBeNull();
    expect(ownerScopeField({ teamRole: 'ORDER_MANAGER', businessUnit: null })).toBeNull();
    expect(ownerScopeField({ teamRole: null, businessUnit: 'DIRECT', seesAllOwners: true })).toBeNull();
  });
});
