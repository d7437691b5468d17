import type { AccessRequestStatus } from '@dom/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';
import { at } from '../../platform/db/columns';

/** Roles that carry grants: the spec's groups, team roles, desks, and roles admins add. */
export const authRoles = pgTable('auth_roles', {
  name: text('name').primaryKey(),
  label: text('label').notNull(),
  kind: text('kind').notNull(),
  description: text('description'),
  isSystem: boolean('is_system').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The role → permission table the server resolves principals from (seeded from @dom/domain). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role')
      .notNull()
      .references(() => authRoles.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

/** The isAdmin flag of an assigned role: its holder may hand the role to others. */
export const roleAdmins = pgTable(
  'role_admins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role')
      .notNull()
      .references(() => authRoles.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const permissionGroups = pgTable('permission_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const permissionGroupPermissions = pgTable(
  'permission_group_permissions',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => permissionGroups.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.permission] })],
);

/** Users holding a permission group on top of their roles. */
export const permissionGroupMembers = pgTable(
  'permission_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => permissionGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('permission_group_members_user_idx').on(t.userId),
  ],
);

/** Screens and calls the product protects, each with the permission that opens it. */
export const authResources = pgTable(
  'auth_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    path: text('path').notNull(),
    permission: text('permission').notNull(),
    description: text('description'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_resources_kind_path_idx').on(t.kind, t.path, t.permission)],
);

/** Reports offered to users holding their permission (the manage-reports screen). */
export const authReports = pgTable('auth_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  category: text('category').notNull(),
  description: text('description'),
  url: text('url'),
  permission: text('permission').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A user's request for more access, moved through the domain's access-request transition table. */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissionGroupIds: uuid('permission_group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    reason: text('reason').notNull(),
    status: text('status').$type<AccessRequestStatus>().notNull().default('CREATED'),
    version: integer('version').notNull().default(1),
    managerId: uuid('manager_id'),
    managerDecidedBy: uuid('manager_decided_by'),
    adminDecidedBy: uuid('admin_decided_by'),
    decisionNote: text('decision_note'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('access_requests_requester_idx').on(t.requesterId, t.createdAt),
    index('access_requests_manager_idx').on(t.managerId, t.status),
    index('access_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** "Act as me": the delegator lets the delegate act as them until the delegation is removed. */
export const actAsDelegations = pgTable(
  'act_as_delegations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    delegatorId: uuid('delegator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateId: uuid('delegate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('act_as_delegations_active_idx')
      .on(t.delegatorId, t.delegateId)
      .where(sql`${t.revokedAt} is null`),
    index('act_as_delegations_delegate_idx').on(t.delegateId),
  ],
);
