import type { BusinessUnit } from '../options/business-unit.options';
import type { Option } from '../options/option';
import type { Role, TeamRole } from './roles';

export interface DemoRoleDef extends Option {
  /** The identity-service group the demo user belongs to. */
  readonly role: Role;
  readonly teamRole: TeamRole | null;
  readonly businessUnit: BusinessUnit | null;
}

// One demo user per kind of worker; the identity module seeds a user named after each value.
export const DEMO_ROLES = [
  { value: 'admin', label: 'Admin', role: 'ADMIN', teamRole: null, businessUnit: null },
  {
    value: 'readonly',
    label: 'Admin Read Only',
    role: 'ADMIN_READ_ONLY',
    teamRole: null,
    businessUnit: null,
  },
  {
    value: 'rm',
    label: 'Relationship Manager',
    role: 'RELATIONSHIP_MANAGER',
    teamRole: 'RELATIONSHIP_MANAGER',
    businessUnit: 'DIRECT',
  },
  {
    value: 'tm',
    label: 'Territory Manager',
    role: 'SALES_OPS',
    teamRole: 'TERRITORY_MANAGER',
    businessUnit: 'UBS',
  },
  { value: 'om', label: 'Order Manager', role: 'EMPLOYEE', teamRole: 'ORDER_MANAGER', businessUnit: null },
  {
    value: 'cm',
    label: 'Category Manager',
    role: 'CATEGORY_OPS',
    teamRole: 'CATEGORY_MANAGER',
    businessUnit: null,
  },
  {
    value: 'logistics',
    label: 'Logistic Manager',
    role: 'LOGISTIC_MANAGER',
    teamRole: 'LOGISTICS_MANAGER',
    businessUnit: null,
  },
  { value: 'finance', label: 'Finance OPS', role: 'FINANCE_OPS', teamRole: null, businessUnit: null },
  { value: 'credit', label: 'Credit OPS', role: 'CREDIT_OPS', teamRole: null, businessUnit: null },
  {
    value: 'support',
    label: 'Customer Support',
    role: 'EMPLOYEE',
    teamRole: 'CONTACT_CENTRE',
    businessUnit: null,
  },
  { value: 'seller', label: 'Seller', role: 'SELLER', teamRole: null, businessUnit: null },
  { value: 'hr', label: 'HR', role: 'EMPLOYEE', teamRole: null, businessUnit: null },
] as const satisfies readonly DemoRoleDef[];

export type DemoRole = (typeof DEMO_ROLES)[number]['value'];
