import { IDENTITY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';

import { GRANT_ROLES, ROLES } from '@dom/domain';
import type { FilterOption } from '../../components/filter-bar/filter-types';

export const USERS_KEY = 'identity-users';

/** Users matching typed text, as options for the manager picker. */
export async function searchUsers(text: string): Promise<FilterOption[]> {
  const page = await call(IDENTITY_ENDPOINTS.users, { query: { search: text, pageSize: 20, pageNumber: 0 } });
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
