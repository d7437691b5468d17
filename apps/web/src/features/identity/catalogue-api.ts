import {
  IDENTITY_ENDPOINTS,
  type PermissionGroup,
  type Report,
  type Resource,
  type UpsertPermissionGroup,
  type UpsertReport,
  type UpsertResource,
  type UserSummary,
} from '@dom/contract';
import {
  NEVER_GRANTED_PERMISSION,
  PERMISSION_FAMILIES,
  PERMISSION_NAMES,
  type PermissionFamily,
} from '@dom/domain';
import { call } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';

// Query-cache keys: a save or delete refetches only its own list.
export const GROUPS_KEY = 'identity-permission-groups';
export const CATALOGUE_KEY = 'identity-permission-catalogue';
export const RESOURCES_KEY = 'identity-resources';
export const REPORTS_KEY = 'identity-reports';

const on = IDENTITY_ENDPOINTS;

export const listGroups = (query: QueryParams) => call(on.groups, { query });

export function saveGroup(
  id: string | null,
  input: UpsertPermissionGroup,
  idempotencyKey?: string,
): Promise<PermissionGroup> {
  return id
    ? call(on.saveGroup, { params: { id }, body: input }, { idempotencyKey })
    : call(on.createGroup, { body: input }, { idempotencyKey });
}

export const deleteGroup = (id: string, idempotencyKey?: string) =>
  call(on.deleteGroup, { params: { id } }, { idempotencyKey });

/** Every member of a group: the members call is paged, 100 at a time. */
export async function allGroupMembers(id: string): Promise<UserSummary[]> {
  const members: UserSummary[] = [];
  for (let pageNumber = 0; ; pageNumber += 1) {
    const page = await call(on.groupMembers, { params: { id }, query: { pageNumber, pageSize: 100 } });
    members.push(...page.content);
    if (page.content.length === 0 || members.length >= page.totalElements) return members;
  }
}

export const setGroupMembers = (id: string, userIds: string[], idempotencyKey?: string) =>
  call(on.setGroupMembers, { params: { id }, body: { userIds } }, { idempotencyKey });

export const listPermissions = (query: QueryParams) => call(on.permissionCatalogue, { query });

export const listResources = (query: QueryParams) => call(on.resources, { query });

export function saveResource(
  id: string | null,
  input: UpsertResource,
  idempotencyKey?: string,
): Promise<Resource> {
  return id
    ? call(on.saveResource, { params: { id }, body: input }, { idempotencyKey })
    : call(on.createResource, { body: input }, { idempotencyKey });
}

export const deleteResource = (id: string, idempotencyKey?: string) =>
  call(on.deleteResource, { params: { id } }, { idempotencyKey });

export const listReports = (query: QueryParams) => call(on.reports, { query });

export function saveReport(id: string | null, input: UpsertReport, idempotencyKey?: string): Promise<Report> {
  return id
    ? call(on.saveReport, { params: { id }, body: input }, { idempotencyKey })
    : call(on.createReport, { body: input }, { idempotencyKey });
}

/** The permission areas of the domain's catalogue, in its order. */
export const PERMISSION_AREAS = Object.keys(PERMISSION_FAMILIES) as PermissionFamily[];

/** Every grantable name, for the pickers (the catalogue is small enough to hold in the page). */
export const PERMISSION_CHOICES: readonly string[] = PERMISSION_NAMES.filter(
  (name) => name !== NEVER_GRANTED_PERMISSION,
);
