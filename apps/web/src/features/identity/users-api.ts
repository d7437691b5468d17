import {
  type CreateUser,
  type CreatedUser,
  IDENTITY_ENDPOINTS,
  type Page,
  type UserRoles,
  type UserSummary,
} from '@dom/contract';
import { GRANT_ROLES, ROLES } from '@dom/domain';
import type { FilterOption } from '../../components/filter-bar/filter-types';
import { call } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';

export const USERS_KEY = 'identity-users';

export function listUsers(query: QueryParams): Promise<Page<UserSummary>> {
  return call(IDENTITY_ENDPOINTS.users, { query });
}

export function getUser(id: string): Promise<UserSummary> {
  return call(IDENTITY_ENDPOINTS.user, { params: { id } });
}

export function createUser(input: CreateUser, idempotencyKey?: string): Promise<CreatedUser> {
  return call(IDENTITY_ENDPOINTS.createUser, { body: input }, { idempotencyKey });
}

export function setActivation(id: string, isActive: boolean, idempotencyKey?: string): Promise<UserSummary> {
  return call(IDENTITY_ENDPOINTS.setActivation, { params: { id }, body: { isActive } }, { idempotencyKey });
}

export function reassignManager(
  id: string,
  managerId: string | null,
  idempotencyKey?: string,
): Promise<UserSummary> {
  return call(
    IDENTITY_ENDPOINTS.reassignManager,
    { params: { id }, body: { managerId } },
    { idempotencyKey },
  );
}

export function userRoles(id: string): Promise<UserRoles> {
  return call(IDENTITY_ENDPOINTS.userRoles, { params: { id } });
}

export function assignRoles(
  id: string,
  roles: { role: string; isAdmin: boolean }[],
  managerId: string | null,
  idempotencyKey?: string,
): Promise<UserRoles> {
  return call(
    IDENTITY_ENDPOINTS.assignRoles,
    { params: { id }, body: { roles, managerId } },
    { idempotencyKey },
  );
}

/** Users matching typed text, as options for the manager picker. */
export async function searchUsers(text: string): Promise<FilterOption[]> {
  const page = await listUsers({ search: text, pageSize: 20, pageNumber: 0 });
  return page.content.map((u) => ({ value: u.id, label: `${u.displayName} (${u.username})` }));
}

/** The roles of the domain's catalogue, labelled as the spec names them. */
export const ROLE_OPTIONS: readonly FilterOption[] = ROLES.map((r) => ({ value: r.value, label: r.label }));

// Team and desk roles too (Cluster Head, Order Manager): grants and role lists show them.
const ROLE_LABELS = new Map<string, string>(GRANT_ROLES.map((r) => [r.value, r.label]));

/** The spec's name of a role ('Relationship Manager'), or the role itself when not in the catalogue. */
export function roleLabel(role: string): string {
  return ROLE_LABELS.get(role) ?? role;
}
