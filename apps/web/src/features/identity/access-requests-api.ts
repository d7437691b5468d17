import {
  type AccessRequest,
  type AccessRequestAllowedAction,
  type CreateAccessRequest,
  type Delegation,
  type Delegations,
  IDENTITY_ENDPOINTS,
  type Page,
} from '@dom/contract';
import { call } from '../../lib/api-client';
import { callAllowedAction } from '../../lib/allowed-actions';
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

export function requestAccess(input: CreateAccessRequest, idempotencyKey?: string): Promise<AccessRequest> {
  return call(IDENTITY_ENDPOINTS.requestAccess, { body: input }, { idempotencyKey });
}

/**
 * One of the actions the server allows on a request (each move of the access-request table has
 * its own endpoint; the requester's withdrawal is the reject endpoint), with the version seen.
 */
export function decideAccessRequest(
  request: AccessRequest,
  action: AccessRequestAllowedAction,
): Promise<AccessRequest> {
  return callAllowedAction<AccessRequest>(action, { version: request.version });
}

export function listDelegations(): Promise<Delegations> {
  return call(IDENTITY_ENDPOINTS.delegations);
}

export function addDelegation(delegateUserId: string): Promise<Delegation> {
  return call(IDENTITY_ENDPOINTS.addDelegation, { body: { delegateUserId } });
}

export function removeDelegation(id: string): Promise<unknown> {
  return call(IDENTITY_ENDPOINTS.removeDelegation, { params: { id } });
}

/** Starts acting as another user: the answer is a new token set for the acting session. */
export function startActingAs(userId: string): Promise<unknown> {
  return call(IDENTITY_ENDPOINTS.actAs, { body: { userId } });
}
