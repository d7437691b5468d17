import { BUSINESS_UNITS } from '@dom/domain';
import { z } from 'zod';
import { PageQuerySchema } from '../common/pagination';
import { queryText } from '../common/query';

export const BusinessUnitSchema = z.enum(
  BUSINESS_UNITS.map((unit) => unit.value) as ['DIRECT', 'UBS', 'UTCL'],
);

const RoleName = z
  .string()
  .trim()
  .regex(
    /^[A-Z][A-Z0-9_]{1,59}$/,
    'Use 2 to 60 capital letters, digits or underscores, starting with a letter',
  );
const PermissionName = z.string().min(1).max(120);

/** `{roles}` in a path: one or more role names separated by commas. */
export const RolesParamSchema = z.object({ roles: z.string().min(1).max(2000) });

export const PermissionsQuerySchema = z.object({ businessUnit: BusinessUnitSchema.optional() });

/** Permissions of roles, optionally scoped to the active business unit (doc 1 §6). */
export const RolePermissionsSchema = z.object({
  roles: z.array(z.string()),
  businessUnit: BusinessUnitSchema.nullable(),
  businessUnits: z.array(BusinessUnitSchema),
  permissions: z.array(z.string()),
});
export type RolePermissions = z.infer<typeof RolePermissionsSchema>;

export const UserDisplayOptionsSchema = z.object({
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  landingRoute: z.string(),
});
export type UserDisplayOptions = z.infer<typeof UserDisplayOptionsSchema>;

export const UserRolesPermissionsSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  roles: z.array(z.string()),
  teamRole: z.string().nullable(),
  businessUnits: z.array(BusinessUnitSchema),
  adminOfRoles: z.array(z.string()),
  permissionGroups: z.array(z.object({ id: z.uuid(), name: z.string() })),
  permissions: z.array(z.string()),
});
export type UserRolesPermissions = z.infer<typeof UserRolesPermissionsSchema>;

export const ROLE_KINDS = ['GROUP', 'TEAM', 'DESK', 'CUSTOM'] as const;
export const RoleSchema = z.object({
  name: z.string(),
  label: z.string(),
  kind: z.enum(ROLE_KINDS),
  description: z.string().nullable(),
  isSystem: z.boolean(),
  permissionCount: z.number().int(),
  userCount: z.number().int(),
});
export type RoleRow = z.infer<typeof RoleSchema>;

export const RoleListQuerySchema = PageQuerySchema.extend({ search: queryText() });
export const RoleNameParamSchema = z.object({ name: RoleName });

export const UpsertRoleSchema = z.object({
  label: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).nullish(),
});
export type UpsertRole = z.infer<typeof UpsertRoleSchema>;

export const RoleGrantsSchema = z.object({ role: z.string(), permissions: z.array(z.string()) });
export type RoleGrants = z.infer<typeof RoleGrantsSchema>;
export const PutRoleGrantsSchema = z.object({ permissions: z.array(PermissionName).max(2000) });
export type PutRoleGrants = z.infer<typeof PutRoleGrantsSchema>;

export const PermissionCatalogueQuerySchema = PageQuerySchema.extend({
  search: queryText(),
  family: queryText(),
});
export const PermissionCatalogueItemSchema = z.object({
  name: z.string(),
  family: z.string(),
  isView: z.boolean(),
  roles: z.array(z.string()),
});
export type PermissionCatalogueItem = z.infer<typeof PermissionCatalogueItemSchema>;

export const PermissionGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
  memberCount: z.number().int(),
});
export type PermissionGroup = z.infer<typeof PermissionGroupSchema>;
export const UpsertPermissionGroupSchema = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).nullish(),
  permissions: z.array(PermissionName).max(2000),
});
export type UpsertPermissionGroup = z.infer<typeof UpsertPermissionGroupSchema>;
export const GroupMembersSchema = z.object({ userIds: z.array(z.uuid()).max(1000) });
export type GroupMembers = z.infer<typeof GroupMembersSchema>;

export const RESOURCE_KINDS = ['SCREEN', 'API', 'REPORT'] as const;
export const ResourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  path: z.string(),
  permission: z.string(),
  description: z.string().nullable(),
});
export type Resource = z.infer<typeof ResourceSchema>;
export const UpsertResourceSchema = z.object({
  name: z.string().trim().min(1).max(200),
  kind: z.enum(RESOURCE_KINDS),
  path: z.string().trim().min(1).max(300),
  permission: PermissionName,
  description: z.string().trim().max(500).nullish(),
});
export type UpsertResource = z.infer<typeof UpsertResourceSchema>;

export const ReportSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  permission: z.string(),
  isActive: z.boolean(),
});
export type Report = z.infer<typeof ReportSchema>;
export const UpsertReportSchema = z.object({
  name: z.string().trim().min(1).max(200),
  category: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).nullish(),
  url: z.string().trim().max(500).nullish(),
  permission: PermissionName,
  isActive: z.boolean().default(true),
});
export type UpsertReport = z.infer<typeof UpsertReportSchema>;

export const ListQuerySchema = PageQuerySchema.extend({ search: queryText() });
export const IdParamSchema = z.object({ id: z.uuid({ message: 'id must be a uuid' }) });
