/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU } from './admin-menu';
import { NEVER_GRANTED_PERMISSION } from './display.permissions';
import {
  maySeeScreen,
  screenPermissions,
  activeMenuEntry,
  firstPathSegment,
  menuPermissions,
  menuRoutes,
  routeKey,
  visibleMenu,
  type Menu,
} from './menu';
import { isPermission } from './permissions';
import { DEFAULT_ROLE_GRANTS } from './role-grants';
import { SELLER_MENU, SELLER_SHORT_MENU } from './seller-menu';

// The spec lives beside the repository (../shared/spec), which a clone elsewhere does not have;
// docs/spec/screens.tsv is the committed copy, and while the spec is beside us they must agree.
const SHARED_SCREENS_TSV = new URL('../../../../../shared/spec/screens.tsv', import.meta.url);
const SCREENS_TSV = new URL('../../../../docs/spec/screens.tsv', import.meta.url);

interface ScreenRow {
  readonly menu: string;
  readonly group: string;
  readonly route: string;
}

function readScreens(): ScreenRow[] {
  const [, ...lines] = readFileSync(SCREENS_TSV, 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [menu = '', group = '', route = ''] = line.split('\t');
    return { menu, group, route: route.trim() };
  });
}

const ALL_MENUS: readonly [string, Menu][] = [
  ['admin', ADMIN_MENU],
  ['seller', SELLER_MENU],
  ['sellerShort', SELLER_SHORT_MENU],
];

describe('menus against screens.tsv', () => {
  const screens = readScreens();

  it.runIf(existsSync(SHARED_SCREENS_TSV))('the committed copy equals the spec beside the repository', () => {
    expect(readFileSync(SCREENS_TSV, 'utf8')).toBe(readFileSync(SHARED_SCREENS_TSV, 'utf8'));
  });

  it('reads the screen list', () => {
    expect(screens.filter((row) => row.menu === 'admin').length).toBeGreaterThan(90);
    expect(screens.filter((row) => row.menu === 'seller')).toHaveLength(10);
  });

  it('puts every admin route in its spec group, in the spec order', () => {
    const fromTsv = screens.filter((row) => row.menu === 'admin').map((row) => `${row.group} ${row.route}`);
    const fromMenu = ADMIN_MENU.flatMap((group) =>
      group.entries.map((entry) => `${group.label} ${entry.route}`),
    );
    expect(fromMenu).toEqual(fromTsv);
  });

  it('lists the seller portal routes in the spec order', () => {
    expect(menuRoutes(SELLER_MENU)).toEqual(
      screens.filter((row) => row.menu === 'seller').map((row) => row.route),
    );
    expect(menuRoutes(SELLER_SHORT_MENU)).toEqual(['/consignments', '/master-data']);
  });

  it('covers every menu route of the TSV', () => {
    const routes = new Set(ALL_MENUS.flatMap(([, menu]) => menuRoutes(menu)));
    for (const row of screens.filter((screen) => screen.menu !== 'public'))
      expect(routes).toContain(row.route);
  });
});

describe('menu entries', () => {
  it.each(ALL_MENUS)('%s menu uses catalogue permissions only', (_name, menu) => {
    for (const permission of menuPermissions(menu)) expect(isPermission(permission), permission).toBe(true);
  });

  it('gives every entry and group an i18n key and a label, one label per key', () => {
    const labelsByKey = new Map<string, string>();
    for (const [, menu] of ALL_MENUS) {
      for (const group of menu) {
        expect(group.labelKey).toMatch(/^menu\.group\.[a-zA-Z]+$/);
        for (const entry of group.entries) {
          expect(entry.labelKey).toMatch(/^menu\.[a-zA-Z]+$/);
          expect(entry.label.trim()).not.toBe('');
          const known = labelsByKey.get(entry.labelKey);
          if (known !== undefined) expect(entry.label, entry.labelKey).toBe(known);
          labelsByKey.set(entry.labelKey, entry.label);
        }
      }
    }
  });

  it('derives keys from routes', () => {
    expect(routeKey('/sales-order')).toBe('salesOrder');
    expect(routeKey('/recon/latest-run')).toBe('reconLatestRun');
    expect(routeKey('/region_hierarchy')).toBe('regionHierarchy');
    expect(ADMIN_MENU[0]?.entries[0]?.labelKey).toBe('menu.salesOrder');
  });

  it('gates menus by the spec permission names', () => {
    const permissionOf = (menu: Menu, route: string) =>
      menu.flatMap((group) => group.entries).find((entry) => entry.route === route)?.permission;
    expect(permissionOf(ADMIN_MENU, '/sales-order')).toBe('Adm_Order_View');
    expect(permissionOf(ADMIN_MENU, '/purchase-order')).toBe('Display_PO_Orders');
    expect(permissionOf(ADMIN_MENU, '/automate-quotation')).toBe('Allow_Quotation_Automation');
    expect(permissionOf(ADMIN_MENU, '/recon/summary')).toBe('Display_Recon');
    expect(permissionOf(ADMIN_MENU, '/bre')).toBe('Display_BRE');
    expect(permissionOf(SELLER_MENU, '/my-dashboard')).toBe('Display_Seller_Dashboard');
    expect(permissionOf(SELLER_MENU, '/quotations')).toBe(NEVER_GRANTED_PERMISSION);
    // Seller Reports and Invoices use the second variant of the admin permission.
    expect(permissionOf(ADMIN_MENU, '/reports')).toBe('Display_Reports_Tab');
    expect(permissionOf(SELLER_MENU, '/reports')).toBe('Display_Reports_Tab_V2');
    expect(permissionOf(SELLER_MENU, '/invoices')).toBe('Display_Invoices_Tab_V2');
  });
});

describe('visibleMenu', () => {
  it('keeps entries whose permission is held and drops empty groups', () => {
    const visible = visibleMenu(ADMIN_MENU, ['Adm_Order_View', 'Display_Recon', 'Display_BRE']);
    expect(visible.map((group) => group.id)).toEqual(['buyer', 'system', 'rules']);
    expect(visible[0]?.entries.map((entry) => entry.route)).toEqual(['/sales-order']);
    expect(visible[1]?.entries.map((entry) => entry.route)).toEqual(['/recon/latest-run', '/recon/summary']);
  });

  it('hides unbuilt screens when told which are built', () => {
    const visible = visibleMenu(ADMIN_MENU, new Set(['Adm_Order_View', 'Display_Recon']), ['/recon/summary']);
    expect(menuRoutes(visible)).toEqual(['/recon/summary']);
  });

  it('shows nothing without permissions and leaves the menu unchanged', () => {
    expect(visibleMenu(ADMIN_MENU, [])).toEqual([]);
    expect(ADMIN_MENU[0]?.entries.length).toBe(11);
  });

  it('never shows seller Quotations, whatever the role', () => {
    for (const grants of Object.values(DEFAULT_ROLE_GRANTS)) {
      expect(menuRoutes(visibleMenu(SELLER_MENU, grants))).not.toContain('/quotations');
    }
    expect(menuRoutes(visibleMenu(SELLER_MENU, DEFAULT_ROLE_GRANTS.seller))).toEqual([
      '/my-dashboard',
      '/consignments',
      '/seller-payments',
      '/invoices',
      '/reports',
      '/seller-enquiries',
      '/share-price',
      '/turn-over-discount',
      '/sales-data',
    ]);
  });

  it('shows admin the whole admin menu and read-only all but the quotation automation', () => {
    expect(menuRoutes(visibleMenu(ADMIN_MENU, DEFAULT_ROLE_GRANTS.admin))).toEqual(menuRoutes(ADMIN_MENU));
    const readOnly = menuRoutes(visibleMenu(ADMIN_MENU, DEFAULT_ROLE_GRANTS.readonly));
    expect(readOnly).toEqual(menuRoutes(ADMIN_MENU).filter((route) => route !== '/automate-quotation'));
  });
});

describe('activeMenuEntry', () => {
  it('finds the group and item from the first path segment', () => {
    const active = activeMenuEntry(ADMIN_MENU, '/consignments/CN-1#documents');
    expect(active?.group.id).toBe('buyer');
    expect(active?.entry.route).toBe('/consignments');
  });

  it('ignores query and hash', () => {
    expect(activeMenuEntry(ADMIN_MENU, '/bre?tab=2#rules')?.entry.route).toBe('/bre');
  });

  it('prefers the entry the path starts with when routes share a segment', () => {
    expect(activeMenuEntry(ADMIN_MENU, '/recon/summary')?.entry.route).toBe('/recon/summary');
    expect(activeMenuEntry(ADMIN_MENU, '/recon/summary/2024')?.entry.route).toBe('/recon/summary');
    expect(activeMenuEntry(ADMIN_MENU, '/recon/details/7')?.entry.route).toBe('/recon/latest-run');
  });

  it('takes the first group for a route listed twice', () => {
    expect(activeMenuEntry(ADMIN_MENU, '/nps-imports')?.group.id).toBe('customerExperience');
  });

  it('does not match a longer segment that merely starts alike', () => {
    expect(activeMenuEntry(ADMIN_MENU, '/buyer-entity/42')?.entry.route).toBe('/buyer-entity');
    expect(activeMenuEntry(ADMIN_MENU, '/buyer')?.entry.route).toBe('/buyer');
  });

  it('answers null for the root and unknown screens', () => {
    expect(activeMenuEntry(ADMIN_MENU, '/')).toBeNull();
    expect(activeMenuEntry(ADMIN_MENU, '/nowhere')).toBeNull();
    expect(activeMenuEntry(SELLER_MENU, '/invoices/INV-9')?.group.id).toBe('sellerPortal');
  });

  it('reads the first segment', () => {
    expect(firstPathSegment('/a/b?c#d')).toBe('a');
    expect(firstPathSegment('')).toBeNull();
  });
});

describe("a screen's permission (the no-access page)", () => {
  const MENUS = [ADMIN_MENU, SELLER_MENU, SELLER_SHORT_MENU];

  it("is its menu entry's, for the screen and the screens under it", () => {
    // The admin's quotations and the seller's share the address: either permission opens it.
    expect(screenPermissions(MENUS, '/quotations')).toEqual([
      'Display_Quotations_Tab',
      'Display_Seller_Quotations',
    ]);
    expect(screenPermissions(MENUS, '/permissions')).toEqual(['Display_Permissions_Tab']);
    expect(screenPermissions(MENUS, '/sales-order/:key')).toEqual(screenPermissions(MENUS, '/sales-order'));
    // `/buyer-entity` is not under `/buyer`: the longest entry route is the screen's own.
    expect(screenPermissions(MENUS, '/buyer-entity/list')).not.toEqual(screenPermissions(MENUS, '/buyer'));
    // Not in any menu: nothing the web refuses; the server decides.
    expect(screenPermissions(MENUS, '/not-in-a-menu/:id')).toEqual([]);
  });

  it('opens for a holder of any one of its permissions, and refuses the rm quotations and permissions', () => {
    const rm = DEFAULT_ROLE_GRANTS.rm;
    expect(maySeeScreen(MENUS, '/quotations', rm)).toBe(false);
    expect(maySeeScreen(MENUS, '/permissions', rm)).toBe(false);
    expect(maySeeScreen(MENUS, '/sales-order', rm)).toBe(true);
    expect(maySeeScreen(MENUS, '/not-in-a-menu', [])).toBe(true);
    expect(maySeeScreen(MENUS, '/my-profile', [])).toBe(false);
    expect(maySeeScreen(MENUS, '/quotations', DEFAULT_ROLE_GRANTS.cm)).toBe(true);
  });
});
