import type {
  Page,
  PermissionCatalogueItem,
  PermissionGroup,
  Report,
  Resource,
  UpsertPermissionGroup,
  UpsertReport,
  UpsertResource,
  UserSummary,
} from '@dom/contract';
import {
  NEVER_GRANTED_PERMISSION,
  PERMISSION_FAMILIES,
  PERMISSION_NAMES,
  type PermissionFamily,
} from '@dom/domain';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';

// Query-cache keys: a save or delete refetches only its own list.
export const GROUPS_KEY = 'identity-permission-groups';
export const CATALOGUE_KEY = 'identity-permission-catalogue';
export const RESOURCES_KEY = 'identity-resources';
export const REPORTS_KEY = 'identity-reports';

const GROUPS = '/authorization/permission-groups';
const RESOURCES = '/authorization/resources';
const REPORTS = '/authorization/reports';

export const listGroups = (query: QueryParams) => apiGet<Page<PermissionGroup>>(GROUPS, query);

export function saveGroup(
  id: string | null,
  input: UpsertPermissionGroup,
  idempotencyKey?: string,
): Promise<PermissionGroup> {
  return id
    ? apiRequest<PermissionGroup>(`${GROUPS}/${id}`, { method: 'PUT', body: input, idempotencyKey })
    : apiPost<PermissionGroup>(GROUPS, input, { idempotencyKey });
}

export const deleteGroup = (id: string, idempotencyKey?: string) =>
  apiRequest<unknown>(`${GROUPS}/${id}`, { method: 'DELETE', idempotencyKey });

/** Every member of a group: the members call is paged, 100 at a time. */
export async function allGroupMembers(id: string): Promise<UserSummary[]> {
  const members: UserSummary[] = [];
  for (let pageNumber = 0; ; pageNumber += 1) {
    const page = await apiGet<Page<UserSummary>>(`${GROUPS}/${id}/users`, { pageNumber, pageSize: 100 });
    members.push(...page.content);
    if (page.content.length === 0 || members.length >= page.totalElements) return members;
  }
}

export const setGroupMembers = (id: string, userIds: string[], idempotencyKey?: string) =>
  apiRequest<PermissionGroup>(`${GROUPS}/${id}/users`, { method: 'PUT', body: { userIds }, idempotencyKey });

export const listPermissions = (query: QueryParams) =>
  apiGet<Page<PermissionCatalogueItem>>('/authorization/permission-catalogue', query);

export const listResources = (query: QueryParams) => apiGet<Page<Resource>>(RESOURCES, query);

export function saveResource(
  id: string | null,
  input: UpsertResource,
  idempotencyKey?: string,
): Promise<Resource> {
  return id
    ? apiRequest<Resource>(`${RESOURCES}/${id}`, { method: 'PUT', body: input, idempotencyKey })
    : apiPost<Resource>(RESOURCES, input, { idempotencyKey });
}

export const deleteResource = (id: string, idempotencyKey?: string) =>
  apiRequest<unknown>(`${RESOURCES}/${id}`, { method: 'DELETE', idempotencyKey });

export const listReports = (query: QueryParams) => apiGet<Page<Report>>(REPORTS, query);

export function saveReport(id: string | null, input: UpsertReport, idempotencyKey?: string): Promise<Report> {
  return id
    ? apiRequest<Report>(`${REPORTS}/${id}`, { method: 'PUT', body: input, idempotencyKey })
    : apiPost<Report>(REPORTS, input, { idempotencyKey });
}

/** The permission areas of the domain's catalogue, in its order. */
export const PERMISSION_AREAS = Object.keys(PERMISSION_FAMILIES) as PermissionFamily[];

/** Every grantable name, for the pickers (the catalogue is small enough to hold in the page). */
export const PERMISSION_CHOICES: readonly string[] = PERMISSION_NAMES.filter(
  (name) => name !== NEVER_GRANTED_PERMISSION,
);
