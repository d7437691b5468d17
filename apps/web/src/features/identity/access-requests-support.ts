import { type AccessRequest, IDENTITY_ENDPOINTS, type Page } from '@dom/contract';
import { call } from '../../lib/api-client';

import type { QueryParams } from '../../lib/query-string';

export const ACCESS_REQUESTS_KEY = 'identity-access-requests';
export const DELEGATIONS_KEY = 'identity-delegations';

export type AccessRequestScope = 'mine' | 'reportees' | 'all';

export function listAccessRequests(
  scope: AccessRequestScope,
  query: QueryParams,
): Promise<Page<AccessRequest>> {
  return call(IDENTITY_ENDPOINTS.accessRequests, { query: { ...query, scope } });
}
