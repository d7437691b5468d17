import type { Option } from '../options/option';

// Identity-service groups (doc 1 §6, doc 3 §6). Values are group names in UPPER_SNAKE, as the spec's
// RELATIONSHIP_MANAGER and FINANCE_OPS show them; labels are the spec's names.
export const ROLES = [
  { value: 'ADMIN', label: 'Admin' },
  { value: 'ADMIN_READ_ONLY', label: 'Admin Read Only' },
  { value: 'SELLER', label: 'Seller' },
  { value: 'SELLER_CSR', label: 'Seller CSR' },
  { value: 'SELLER_ONBOARDED', label: 'Seller Onboarded' },
  { value: 'BUYER', label: 'Buyer' },
  { value: 'EMPLOYEE', label: 'Employee' },
  { value: 'TECH_ADMIN', label: 'Tech Admin' },
  { value: 'QA', label: 'QA' },
  { value: 'PIVOT_USER', label: 'Pivot User' },
  { value: 'PRODUCT_ADMIN', label: 'Product Admin' },
  { value: 'CATALOGUE_OPS', label: 'Catalogue OPS' },
  { value: 'CATEGORY_OPS', label: 'Category OPS' },
  { value: 'CATEGORY_LEAD', label: 'Category Lead' },
  { value: 'CATEGORY_LEADERSHIP', label: 'Category Leadership' },
  { value: 'CREDIT_OPS', label: 'Credit OPS' },
  { value: 'CREDIT_LEAD', label: 'Credit Lead' },
  { value: 'CREDIT_LEADERSHIP', label: 'Credit Leadership' },
  { value: 'FINANCE_OPS', label: 'Finance OPS' },
  { value: 'FINANCE_LEAD', label: 'Finance Lead' },
  { value: 'FINANCE_LEADERSHIP', label: 'Finance Leadership' },
  { value: 'PIVOT_LEADERSHIP', label: 'Pivot Leadership' },
  { value: 'SALES_OPS', label: 'Sales OPS' },
  { value: 'SALES_LEAD', label: 'Sales Lead' },
  { value: 'SALES_LEADERSHIP', label: 'Sales Leadership' },
  { value: 'LOGISTIC_MANAGER', label: 'Logistic Manager' },
  { value: 'RELATIONSHIP_MANAGER', label: 'Relationship Manager' },
] as const satisfies readonly Option[];
export type Role = (typeof ROLES)[number]['value'];

export const TEAM_ROLES = [
  { value: 'ORDER_MANAGER', label: 'Order Manager' },
  { value: 'CATEGORY_MANAGER', label: 'Category Manager' },
  { value: 'RELATIONSHIP_MANAGER', label: 'Relationship Manager' },
  { value: 'CUSTOMER_CHAMPION', label: 'Customer Champion' },
  { value: 'TERRITORY_MANAGER', label: 'Territory Manager' },
  { value: 'CLUSTER_HEAD', label: 'Cluster Head' },
  { value: 'REGIONAL_HEAD', label: 'Regional Head' },
  { value: 'CATEGORY_HEAD', label: 'Category Head' },
  { value: 'LOGISTICS_MANAGER', label: 'Logistics Manager' },
  { value: 'CONTACT_CENTRE', label: 'Contact Centre' },
] as const satisfies readonly Option[];
export type TeamRole = (typeof TEAM_ROLES)[number]['value'];

export const APPROVAL_AUTHORITIES = [
  { value: 'SALES', label: 'Sales' },
  { value: 'FINANCE', label: 'Finance' },
  { value: 'CREDIT', label: 'Credit' },
  { value: 'CEO', label: 'CEO' },
  { value: 'CO_OPTION', label: 'Co-option' },
] as const satisfies readonly Option[];
export type ApprovalAuthority = (typeof APPROVAL_AUTHORITIES)[number]['value'];

export const LANDING_KINDS = ['admin', 'seller', 'corporateSeller', 'default'] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

// Each kind lands on the first screen of the menu it sees; the short seller menu (corporate
// sellers) starts at consignments, and a user with no menu at all lands on their own profile.
export const LANDING_ROUTES: Readonly<Record<LandingKind, string>> = {
  admin: '/sales-order',
  seller: '/my-dashboard',
  corporateSeller: '/consignments',
  default: '/my-profile',
};

const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'ADMIN_READ_ONLY', 'TECH_ADMIN'];
const SELLER_ROLES: readonly Role[] = ['SELLER', 'SELLER_CSR', 'SELLER_ONBOARDED'];

export function landingKindFor(roles: readonly string[], options: { corporate?: boolean } = {}): LandingKind {
  if (roles.some((role) => (ADMIN_ROLES as readonly string[]).includes(role))) return 'admin';
  if (roles.some((role) => (SELLER_ROLES as readonly string[]).includes(role))) {
    return options.corporate === true ? 'corporateSeller' : 'seller';
  }
  return 'default';
}

export function landingRouteFor(roles: readonly string[], options: { corporate?: boolean } = {}): string {
  return LANDING_ROUTES[landingKindFor(roles, options)];
}
