import type { AnyEndpoint } from './endpoint';
import { APPROVAL_ENDPOINTS } from './approvals/approval-endpoints';
import { CONSIGNMENT_ENDPOINTS } from './consignments/consignment-endpoints';
import { CREDIT_ENDPOINTS } from './credit/credit-endpoints';
import { CREDIT_LIMIT_CHANGE_ENDPOINTS } from './credit/credit-limit-change';
import { CREDIT_LEAD_ENDPOINTS } from './credit-leads/credit-lead-endpoints';
import { CREDIT_LIMITS_ENDPOINTS } from './credit-limits/credit-limits-endpoints';
import { DOCUMENT_ENDPOINTS } from './documents/document-endpoints';
import { FILE_ENDPOINTS } from './common/file-endpoints';
import { IDENTITY_ENDPOINTS } from './identity/identity-endpoints';
import { NOTIFICATION_ENDPOINTS } from './notifications/notification-endpoints';
import { ORDER_ENDPOINTS } from './orders/order-endpoints';
import { PARTY_ENDPOINTS } from './parties/party-endpoints';
import { PREFERENCE_ENDPOINTS } from './preferences/preference-endpoints';
import { REFERENCE_ENDPOINTS } from './reference/reference-data';
import { RFQ_ENDPOINTS } from './rfq/rfq-endpoints';
import { PRICING_ENDPOINTS } from './pricing/pricing-endpoints';
import { RFQ_DOCUMENT_ENDPOINTS } from './rfq/rfq-documents';
import { SEARCH_ENDPOINTS } from './search/search';
import { TASK_ENDPOINTS } from './tasks/task-endpoints';

/** Every area's catalogue, by area: a new area adds its one line here. */
export const AREA_CATALOGUES = {
  orders: ORDER_ENDPOINTS,
  consignments: CONSIGNMENT_ENDPOINTS,
  credit: CREDIT_ENDPOINTS,
  creditLimit: CREDIT_LIMIT_CHANGE_ENDPOINTS,
  creditLeads: CREDIT_LEAD_ENDPOINTS,
  creditLimits: CREDIT_LIMITS_ENDPOINTS,
  parties: PARTY_ENDPOINTS,
  identity: IDENTITY_ENDPOINTS,
  reference: REFERENCE_ENDPOINTS,
  notifications: NOTIFICATION_ENDPOINTS,
  approvals: APPROVAL_ENDPOINTS,
  tasks: TASK_ENDPOINTS,
  rfq: RFQ_ENDPOINTS,
  pricing: PRICING_ENDPOINTS,
  rfqDocuments: RFQ_DOCUMENT_ENDPOINTS,
  preferences: PREFERENCE_ENDPOINTS,
  search: SEARCH_ENDPOINTS,
  documents: DOCUMENT_ENDPOINTS,
  files: FILE_ENDPOINTS,
} as const;

/** Every endpoint of the catalogue, in area order. */
export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(AREA_CATALOGUES).flatMap(
  (area: Readonly<Record<string, AnyEndpoint>>) => Object.values(area),
);

/** The endpoint with this id (allowed actions carry ids; the web resolves them here). */
export function endpointById(id: string): AnyEndpoint | undefined {
  return ALL_ENDPOINTS.find((e) => e.id === id);
}
