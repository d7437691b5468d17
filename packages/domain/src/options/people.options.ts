import type { Option } from './option';

export const MANAGER_ROLES = [
  { value: 'ORDER_MANAGER', label: 'Order Manager' },
  { value: 'RELATIONSHIP_MANAGER', label: 'Relationship Manager' },
  { value: 'CATEGORY_MANAGER', label: 'Category Manager' },
  { value: 'LOGISTICS_MANAGER', label: 'Logistics Manager' },
  { value: 'CLUSTER_HEAD', label: 'Cluster Head' },
  { value: 'REGIONAL_HEAD', label: 'Regional Head' },
  { value: 'CATEGORY_HEAD', label: 'Category Head' },
] as const satisfies readonly Option[];
export type ManagerRole = (typeof MANAGER_ROLES)[number]['value'];

export const APPROVAL_PARTICIPANT_ROLES = [
  { value: 'APPROVER', label: 'Approver' },
  { value: 'REVIEWER', label: 'Reviewer' },
  { value: 'REJECTOR', label: 'Rejector' },
] as const satisfies readonly Option[];
export type ApprovalParticipantRole = (typeof APPROVAL_PARTICIPANT_ROLES)[number]['value'];

export const CONTACT_ROLES = [
  { value: 'SITE_COORDINATOR', label: 'Site Coordinator' },
  { value: 'PROCUREMENT', label: 'Procurement' },
  { value: 'FINANCE', label: 'Finance' },
  { value: 'PROMOTER', label: 'Promoter' },
  { value: 'SALES', label: 'Sales' },
  { value: 'ACCOUNTS_MANAGER', label: 'Accounts Manager' },
  { value: 'OPERATIONS', label: 'Operations' },
  { value: 'OWNER_PROMOTER', label: 'Owner/Promoter' },
  { value: 'OTHER', label: 'Other' },
] as const satisfies readonly Option[];
export type ContactRole = (typeof CONTACT_ROLES)[number]['value'];

/** The department a proof-of-delivery contact is filed under (doc 2 §9). */
export const POD_CONTACT_DEPARTMENT = 'Site Co-ordinator';

export const CONTACT_CHANNELS = [
  { value: 'SMS', label: 'SMS' },
  { value: 'EMAIL', label: 'Email' },
  { value: 'WHATSAPP', label: 'WhatsApp' },
] as const satisfies readonly Option[];
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]['value'];

// Buyer communication preferences travel in lower case (doc 2 §3).
export const COMMUNICATION_PREFERENCES = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const satisfies readonly Option[];
export type CommunicationPreference = (typeof COMMUNICATION_PREFERENCES)[number]['value'];

export const PARTNER_TYPES = [
  { value: 'SELLER', label: 'Seller' },
  { value: 'SALES_PROMOTOR', label: 'Sales Promotor' },
  { value: 'SALES_PARTNER_RM', label: 'Sales Partner RM' },
] as const satisfies readonly Option[];
export type PartnerType = (typeof PARTNER_TYPES)[number]['value'];

export const DEFAULT_SELLER_TYPE = 'INDIRECT';
