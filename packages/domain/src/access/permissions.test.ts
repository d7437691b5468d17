import { describe, expect, it } from 'vitest';
import { NEVER_GRANTED_PERMISSION } from './display.permissions';
import {
  isPermission,
  isViewPermission,
  PERMISSION_FAMILIES,
  PERMISSION_NAMES,
  PERMISSIONS,
  permissionFamily,
  permissionKind,
} from './permissions';

// Every permission name the spec documents show (doc 1 §6, doc 2 §6, doc 3 §6).
const SPEC_NAMES = [
  'Adm_Order_View',
  'Display_PO_Orders',
  'Ful_Consignment_View',
  'Display_Credit_Memo_Tab',
  'Display_Buyer_Tab',
  'Display_Roles_Dashboard_Tab',
  'Display_Resources_Tab',
  'Display_Hr_Portal',
  'Display_Warehouse_Tab',
  'Display_Sales_Dashboard_Tab',
  'Display_Logistics_Control_Tower',
  'View_Credit_Program',
  'Display_Factoring_Center',
  'Display_TOD',
  'Display_Inventory_Tab',
  'Display_Approval_Center_Tab',
  'Display_BRE',
  'Display_Seller_Dashboard',
  'Display_Seller_Payments_UBS',
  'Display_Share_Price_Seller',
  'Display_Seller_Tod',
  'Display_Seller_Sales_Data',
  'Allow_Quotation_Automation',
  'Display_Recon',
  'Display_Reports_Superset',
];

describe('the permission catalogue', () => {
  it('holds every name the spec shows', () => {
    for (const name of SPEC_NAMES) expect(isPermission(name), name).toBe(true);
  });

  it('lists each name once, in exactly one family', () => {
    expect(new Set(PERMISSION_NAMES).size).toBe(PERMISSION_NAMES.length);
    const total = Object.values(PERMISSION_FAMILIES).reduce((sum, names) => sum + names.length, 0);
    expect(total).toBe(PERMISSION_NAMES.length);
    expect(PERMISSION_NAMES.length).toBeGreaterThan(250);
  });

  it('names follow the house pattern', () => {
    for (const name of PERMISSION_NAMES) expect(name).toMatch(/^[A-Z][A-Za-z]*(_[A-Za-z0-9]+)+$/);
  });

  it('maps each name to itself', () => {
    expect(PERMISSIONS.Adm_Order_View).toBe('Adm_Order_View');
    expect(Object.keys(PERMISSIONS)).toHaveLength(PERMISSION_NAMES.length);
    for (const [key, value] of Object.entries(PERMISSIONS)) expect(value).toBe(key);
  });

  it('covers the families the spec names', () => {
    for (const name of [
      'Allow_Consignment_Dispatch',
      'Allow_Consignment_Cancel',
      'Allow_Consignment_Pack',
      'Allow_Consignment_Undo_Packing',
      'Allow_Consignment_Void',
      'Allow_Consignment_Reverse',
      'Allow_Retry_Eway_Bill',
      'Allow_Buyer_Cash_Discount_Create',
      'Allow_Payment_Reminder_Send',
      'Allow_Role_Upsert',
      'Approve_Quote_Direct',
      'Approve_Quote_UTCL',
      'Approve_Quote_UBS',
      'Allow_Act_As_User',
    ]) {
      expect(isPermission(name), name).toBe(true);
    }
    expect(permissionFamily('Allow_Consignment_Void')).toBe('consignment');
    expect(permissionFamily('Allow_Act_As_User')).toBe('delegation');
  });

  it('tells view permissions from actions', () => {
    expect(isViewPermission('Display_Buyer_Tab')).toBe(true);
    expect(isViewPermission('Adm_Order_View')).toBe(true);
    expect(isViewPermission('View_Credit_Program')).toBe(true);
    expect(isViewPermission('Allow_Quotation_Automation')).toBe(false);
    expect(isViewPermission('Approve_Quote_UBS')).toBe(false);
    expect(isViewPermission(NEVER_GRANTED_PERMISSION)).toBe(false);
  });

  it('classifies every permission as a view or an action by its name', () => {
    expect(permissionKind('Ful_Consignment_View')).toBe('view');
    expect(permissionKind('Display_Seller_Documents_Tab')).toBe('view');
    expect(permissionKind('View_Buyer_Ledger')).toBe('view');
    expect(permissionKind(NEVER_GRANTED_PERMISSION)).toBe('view');
    expect(permissionKind('Allow_Consignment_Pack')).toBe('action');
    expect(permissionKind('Approve_Exceptional_Approval')).toBe('action');
    expect(permissionKind('Send_Quote_UBS')).toBe('action');
    // The never-granted one is a view nobody holds; every other view is a read-only grant.
    for (const name of PERMISSION_NAMES)
      expect(isViewPermission(name), name).toBe(
        permissionKind(name) === 'view' && name !== NEVER_GRANTED_PERMISSION,
      );
  });

  it('rejects unknown names', () => {
    expect(isPermission('Display_Everything')).toBe(false);
    expect(isPermission(42)).toBe(false);
  });
});
