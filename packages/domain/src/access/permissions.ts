import {
  ADMIN_PERMISSIONS,
  APPROVAL_PERMISSIONS,
  CATALOGUE_PERMISSIONS,
  CONSIGNMENT_PERMISSIONS,
  CREDIT_PERMISSIONS,
  DELEGATION_PERMISSIONS,
  DISCOUNT_PERMISSIONS,
  ENGAGEMENT_PERMISSIONS,
  INVOICE_PERMISSIONS,
  LOGISTICS_PERMISSIONS,
  ORDER_PERMISSIONS,
  PARTY_PERMISSIONS,
  PAYMENT_PERMISSIONS,
  PROCUREMENT_PERMISSIONS,
  QUOTATION_PERMISSIONS,
  SYSTEM_PERMISSIONS,
} from './action.permissions';
import {
  MENU_DISPLAY_PERMISSIONS,
  NEVER_GRANTED_PERMISSION,
  SELLER_DISPLAY_PERMISSIONS,
  TAB_PERMISSIONS,
} from './display.permissions';

export const PERMISSION_FAMILIES = {
  menu: MENU_DISPLAY_PERMISSIONS,
  sellerMenu: [...SELLER_DISPLAY_PERMISSIONS, NEVER_GRANTED_PERMISSION],
  tab: TAB_PERMISSIONS,
  order: ORDER_PERMISSIONS,
  consignment: CONSIGNMENT_PERMISSIONS,
  invoice: INVOICE_PERMISSIONS,
  party: PARTY_PERMISSIONS,
  quotation: QUOTATION_PERMISSIONS,
  logistics: LOGISTICS_PERMISSIONS,
  procurement: PROCUREMENT_PERMISSIONS,
  credit: CREDIT_PERMISSIONS,
  payment: PAYMENT_PERMISSIONS,
  discount: DISCOUNT_PERMISSIONS,
  catalogue: CATALOGUE_PERMISSIONS,
  engagement: ENGAGEMENT_PERMISSIONS,
  approval: APPROVAL_PERMISSIONS,
  admin: ADMIN_PERMISSIONS,
  delegation: DELEGATION_PERMISSIONS,
  system: SYSTEM_PERMISSIONS,
} as const;

export type PermissionFamily = keyof typeof PERMISSION_FAMILIES;
export type Permission = (typeof PERMISSION_FAMILIES)[PermissionFamily][number];

const FAMILY_ENTRIES = Object.entries(PERMISSION_FAMILIES) as [PermissionFamily, readonly Permission[]][];

/** Every permission name, each once, menu permissions first. */
export const PERMISSION_NAMES: readonly Permission[] = FAMILY_ENTRIES.flatMap(([, names]) => names);

/** `PERMISSIONS.Adm_Order_View === 'Adm_Order_View'`: typo-proof references in code. */
export const PERMISSIONS = Object.fromEntries(PERMISSION_NAMES.map((name) => [name, name])) as {
  readonly [P in Permission]: P;
};

const FAMILY_OF = new Map<string, PermissionFamily>(
  FAMILY_ENTRIES.flatMap(([family, names]) => names.map((name) => [name, family] as const)),
);

/**
 * Whether the granted names hold `permission`. Checks name a permission through this (or another
 * `Permission`-typed place), never as a plain string, so a misspelt name fails the typecheck.
 */
export function holdsPermission(granted: ReadonlySet<string>, permission: Permission): boolean {
  return granted.has(permission);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && FAMILY_OF.has(value);
}

export function permissionFamily(permission: Permission): PermissionFamily {
  const family = FAMILY_OF.get(permission);
  if (family === undefined) throw new Error(`Unknown permission ${permission}`);
  return family;
}

/**
 * What a permission lets its holder do, read off its name: `view` shows a screen, tab or data and
 * changes nothing (`Display_*`, `View_*`, `*_View`); `action` changes something (`Allow_*`,
 * `Approve_*`, `Send_*`…). A route that changes data must be guarded by an action permission (the
 * server's route walk checks it).
 */
export type PermissionKind = 'view' | 'action';

export function permissionKind(permission: Permission): PermissionKind {
  return /^(Display_|View_)|_View$/.test(permission) ? 'view' : 'action';
}

/** Read-only permissions a role may be granted (the never-granted seller Quotations one excluded). */
export function isViewPermission(permission: Permission): boolean {
  return permissionKind(permission) === 'view' && permission !== NEVER_GRANTED_PERMISSION;
}
