import { IDENTITY_ENDPOINTS, type UserSummary } from '@dom/contract';
import {
  NEVER_GRANTED_PERMISSION,
  PERMISSION_FAMILIES,
  PERMISSION_NAMES,
  type PermissionFamily,
} from '@dom/domain';
import { call } from '../../lib/api-client';

// Query-cache keys: a save or delete refetches only its own list.
export const GROUPS_KEY = 'identity-permission-groups';
export const CATALOGUE_KEY = 'identity-permission-catalogue';
export const RESOURCES_KEY = 'identity-resources';
export const REPORTS_KEY = 'identity-reports';

const on = IDENTITY_ENDPOINTS;

/** Every member of a group: the members call is paged, 100 at a time. */
export async function allGroupMembers(id: string): Promise<UserSummary[]> {
  const members: UserSummary[] = [];
  for (let pageNumber = 0; ; pageNumber += 1) {
    const page = await call(on.groupMembers, { params: { id }, query: { pageNumber, pageSize: 100 } });
    members.push(...page.content);
    if (page.content.length === 0 || members.length >= page.totalElements) return members;
  }
}

/** The permission areas of the domain's catalogue, in its order. */
export const PERMISSION_AREAS = Object.keys(PERMISSION_FAMILIES) as PermissionFamily[];

/** Every grantable name, for the pickers (the catalogue is small enough to hold in the page). */
export const PERMISSION_CHOICES: readonly string[] = PERMISSION_NAMES.filter(
  (name) => name !== NEVER_GRANTED_PERMISSION,
);
