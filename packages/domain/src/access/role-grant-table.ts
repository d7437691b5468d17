import { ADMIN_PERMISSIONS, CATALOGUE_PERMISSIONS, QUOTATION_PERMISSIONS } from './action.permissions';
import type { DemoRole } from './demo-roles';
import { NEVER_GRANTED_PERMISSION, SELLER_DISPLAY_PERMISSIONS } from './display.permissions';
import { isViewPermission, PERMISSION_NAMES, type Permission } from './permissions';
import { DEFAULT_ROLE_GRANTS } from './role-grants';
import { ROLES, TEAM_ROLES, type Role, type TeamRole } from './roles';

/**
 * Roles that carry grants on the server: the identity-service groups, the team roles (a team role
 * adds the desk's grants to a plain group such as Employee) and the HR desk, which the spec names as
 * a kind of user but not as a group. An admin may add more roles at run time.
 */
export type GrantRoleKind = 'GROUP' | 'TEAM' | 'DESK';
export type GrantRole = Role | TeamRole | 'HR';

export interface GrantRoleDef {
  readonly value: GrantRole;
  readonly label: string;
  readonly kind: GrantRoleKind;
}

const GROUP_VALUES = new Set<string>(ROLES.map((role) => role.value));

export const GRANT_ROLES: readonly GrantRoleDef[] = [
  ...ROLES.map((role) => ({ value: role.value, label: role.label, kind: 'GROUP' as const })),
  // Relationship Manager is both a group and a team role; one row serves both.
  ...TEAM_ROLES.filter((role) => !GROUP_VALUES.has(role.value)).map((role) => ({
    value: role.value,
    label: role.label,
    kind: 'TEAM' as const,
  })),
  { value: 'HR', label: 'HR', kind: 'DESK' },
];

const unique = (permissions: readonly Permission[]): readonly Permission[] => [...new Set(permissions)];
const without = (permissions: readonly Permission[], drop: readonly Permission[]): readonly Permission[] =>
  permissions.filter((permission) => !drop.includes(permission));

const INTERNAL_BASE: readonly Permission[] = ['Display_My_Profile_Tab', 'Allow_Access_Request'];
const VIEW_ALL: readonly Permission[] = PERMISSION_NAMES.filter(isViewPermission);
const CATALOGUE_SCREENS: readonly Permission[] = [
  'Display_Catalogue_Images_Tab',
  'Display_Category_View_Tab',
  'Display_Attributes_Tab',
  'Display_Attributes_Set_Mapping_Tab',
  'Display_Attribute_Sets_Tab',
  'Display_Products_View_Tab',
  'Display_Report_Category_View_Tab',
  'Display_Products_Tab',
  'Display_Master_Data_Tab',
  'Display_Pim_Imports_Category_Tab',
  'Display_Pim_Imports_Attribute_Set_Tab',
  'Display_Pim_Imports_Attribute_Tab',
  'Display_Pim_Imports_Attribute_To_Attribute_Set_Mapping_Tab',
  'Display_Pim_Imports_Attribute_Set_To_Category_Mapping_Tab',
  'Display_Pim_Imports_Channel_Attribute_Mapping_Tab',
  'Display_Pim_Imports_Product_Tab',
  'Display_Pim_Imports_Product_Channel_Attribute_Tab',
  'Display_Pim_Imports_Attribute_Possible_Values_Tab',
  'Display_Pim_Imports_Report_Category_Tab',
];
const ALL_QUOTE_BU: readonly Permission[] = QUOTATION_PERMISSIONS.filter((p) => /_Quote_/.test(p));
const LEADERSHIP_REPORTS: readonly Permission[] = [
  'Display_Reports_Tab',
  'Display_Data_Lake_Reports_Tab',
  'Display_Reports_Superset',
  'Display_Approval_Center_Tab',
];

const D = DEFAULT_ROLE_GRANTS;
/**
 * The buyers' sales partner RMs and promoters (task types PARTNER_RM and PROMOTER on /master-data):
 * the sales leads who manage the buyers keep them, not every RM.
 */
const BUYER_PARTNER_MASTER_DATA: readonly Permission[] = [
  'Display_Master_Data_Tab',
  'Allow_Partner_Rm_Upload',
  'Allow_Partner_Rm_Download',
  'Allow_Promoter_Upload',
  'Allow_Promoter_Download',
];
const salesLead = unique([
  ...D.rm,
  ...D.tm,
  ...ALL_QUOTE_BU,
  'Approve_Credit_Lead_Sales',
  'Allow_Enquiry_Reassign',
  'Allow_Quotation_Cancel',
  'Approve_Exceptional_Approval',
  'Approve_Approval_Request',
  ...BUYER_PARTNER_MASTER_DATA,
]);
const categoryLead = unique([
  ...D.cm,
  'Approve_Purchase_Requisition_Category_Lead',
  'Approve_Payment_Request_Category_Lead',
  'Approve_Seller_Bill_Edit',
  'Allow_Quotation_Cancel',
  'Allow_Enquiry_Reassign',
  'Approve_Approval_Request',
]);
// The credit desk already gives the credit step of credit leads and ad-hoc limits.
const creditLead = unique([...D.credit, 'Approve_Early_Payment']);
// The finance desk already gives every payment approval but the category lead's.
const financeLead = unique([...D.finance, 'Approve_Credit_Lead_Finance', 'Approve_Approval_Request']);

/**
 * The default grants of every role (docs/roles.md gives the reasons). The grants of a user are the
 * union over their groups and their team role. A demo user's union equals DEFAULT_ROLE_GRANTS for
 * that demo role (a test checks it), so the two tables cannot drift apart.
 */
export const ROLE_GRANTS: Readonly<Record<GrantRole, readonly Permission[]>> = {
  ADMIN: D.admin,
  ADMIN_READ_ONLY: D.readonly,
  SELLER: D.seller,
  SELLER_CSR: without(D.seller, ['Allow_Seller_Tds_Upload', 'Allow_Tod_Submit']),
  SELLER_ONBOARDED: unique([...SELLER_DISPLAY_PERMISSIONS, 'Ful_Consignment_View']),
  BUYER: [],
  EMPLOYEE: INTERNAL_BASE,
  TECH_ADMIN: unique([
    ...VIEW_ALL,
    ...without(ADMIN_PERMISSIONS, ['Allow_Access_Grant', 'Approve_Access_Request_Admin']),
    'Allow_Import_Retry',
    'Allow_Bulk_Download',
    'Allow_Notification_Retrigger',
    'Allow_Transaction_Retry',
  ]),
  QA: VIEW_ALL,
  PIVOT_USER: D.support,
  PRODUCT_ADMIN: unique([
    ...INTERNAL_BASE,
    ...CATALOGUE_SCREENS,
    ...CATALOGUE_PERMISSIONS,
    'Allow_Bulk_Download',
    'Allow_Import_Retry',
  ]),
  CATALOGUE_OPS: unique([
    ...INTERNAL_BASE,
    ...CATALOGUE_SCREENS,
    'Allow_Catalogue_Edit',
    'Allow_Catalogue_Image_Upload',
    'Allow_Pim_Import_Upload',
    'Allow_Master_Data_Download',
  ]),
  CATEGORY_OPS: D.cm,
  CATEGORY_LEAD: categoryLead,
  CATEGORY_LEADERSHIP: unique([...categoryLead, ...LEADERSHIP_REPORTS, 'Approve_Pim_Import']),
  CREDIT_OPS: D.credit,
  CREDIT_LEAD: creditLead,
  CREDIT_LEADERSHIP: unique([...creditLead, ...LEADERSHIP_REPORTS, 'Approve_Credit_Lead_Co_Option']),
  FINANCE_OPS: D.finance,
  FINANCE_LEAD: financeLead,
  FINANCE_LEADERSHIP: unique([...financeLead, ...LEADERSHIP_REPORTS, 'Approve_Credit_Lead_Co_Option']),
  PIVOT_LEADERSHIP: unique([
    ...VIEW_ALL,
    ...INTERNAL_BASE,
    'Approve_Credit_Lead_Ceo',
    'Approve_Exceptional_Approval',
    // The CEO step of the Approval Center's chains (credit leads, money approvals) is theirs.
    'Approve_Approval_Request',
  ]),
  SALES_OPS: D.tm,
  SALES_LEAD: salesLead,
  SALES_LEADERSHIP: unique([...salesLead, ...LEADERSHIP_REPORTS, 'Allow_Quotation_Automation']),
  LOGISTIC_MANAGER: D.logistics,
  RELATIONSHIP_MANAGER: D.rm,
  ORDER_MANAGER: D.om,
  CATEGORY_MANAGER: D.cm,
  CUSTOMER_CHAMPION: unique([
    ...D.support,
    'Display_Payment_Reminder_Tab',
    'View_Overdue_Reminder',
    'Allow_Payment_Reminder_Send',
  ]),
  TERRITORY_MANAGER: D.tm,
  CLUSTER_HEAD: unique([...D.rm, 'Approve_Quote_Direct', 'Approve_Quote_UTCL', 'Allow_Enquiry_Reassign']),
  REGIONAL_HEAD: unique([
    ...D.rm,
    ...D.tm,
    ...ALL_QUOTE_BU,
    'Allow_Enquiry_Reassign',
    'Approve_Credit_Lead_Sales',
    ...BUYER_PARTNER_MASTER_DATA,
  ]),
  CATEGORY_HEAD: categoryLead,
  LOGISTICS_MANAGER: D.logistics,
  CONTACT_CENTRE: D.support,
  HR: D.hr,
};

export function isGrantRole(value: unknown): value is GrantRole {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ROLE_GRANTS, value);
}

/** The union of the default grants of the given roles (unknown role names add nothing). */
export function defaultGrantsOfRoles(roles: readonly string[]): ReadonlySet<Permission> {
  const out = new Set<Permission>();
  for (const role of roles)
    if (isGrantRole(role)) for (const permission of ROLE_GRANTS[role]) out.add(permission);
  out.delete(NEVER_GRANTED_PERMISSION);
  return out;
}

/** Roles a demo user holds beyond its group (doc: the HR desk is not a spec group). */
export const DEMO_EXTRA_ROLES: Readonly<Partial<Record<DemoRole, readonly GrantRole[]>>> = { hr: ['HR'] };
