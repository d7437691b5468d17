import type { AccessRequest, CreateAccessRequest, Delegation, Delegations, Page } from '@dom/contract';
import type { AccessRequestAction } from '@dom/domain';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';

export const ACCESS_REQUESTS_KEY = 'identity-access-requests';
export const DELEGATIONS_KEY = 'identity-delegations';

export type AccessRequestScope = 'mine' | 'reportees' | 'all';

export function listAccessRequests(
  scope: AccessRequestScope,
  query: QueryParams,
): Promise<Page<AccessRequest>> {
  return apiGet<Page<AccessRequest>>('/authorization/userRequest', { ...query, scope });
}

export function requestAccess(input: CreateAccessRequest, idempotencyKey?: string): Promise<AccessRequest> {
  return apiPost<AccessRequest>('/authorization/userRequest', input, { idempotencyKey });
}

/** Each move of the access-request table has its own address (the server's route per action). */
const ACTION_PATHS: Record<AccessRequestAction, string> = {
  approveAsManager: 'manager-approval',
  approveAsAdmin: 'admin-approval',
  grant: 'grant',
  reject: 'reject',
};

export function decideAccessRequest(
  request: AccessRequest,
  action: AccessRequestAction,
): Promise<AccessRequest> {
  return apiPost<AccessRequest>(`/authorization/userRequest/${request.id}/${ACTION_PATHS[action]}`, {
    version: request.version,
  });
}

export function listDelegations(): Promise<Delegations> {
  return apiGet<Delegations>('/authorization/act-as-delegations');
}

export function addDelegation(delegateUserId: string): Promise<Delegation> {
  return apiPost<Delegation>('/authorization/act-as-delegations', { delegateUserId });
}

export function removeDelegation(id: string): Promise<unknown> {
  return apiRequest(`/authorization/act-as-delegations/${id}`, { method: 'DELETE' });
}

/** Starts acting as another user: the answer is a new token set for the acting session. */
export function startActingAs(userId: string): Promise<unknown> {
  return apiPost('/auth/act-as', { userId });
}
