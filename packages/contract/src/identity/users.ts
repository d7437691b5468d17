import { z } from 'zod';
import { PageQuerySchema } from '../common/pagination';
import { queryBoolean, queryText } from '../common/query';
import { BusinessUnitSchema } from './authorization';

export const UserSummarySchema = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  teamRole: z.string().nullable(),
  businessUnits: z.array(z.string()),
  region: z.string().nullable(),
  managerId: z.uuid().nullable(),
  sellerId: z.uuid().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const UserListQuerySchema = PageQuerySchema.extend({
  search: queryText(),
  role: queryText(),
  isActive: queryBoolean(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

const Username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._@-]{1,99}$/, 'Use 2 to 100 letters, digits, dots, hyphens, underscores or @');

export const CreateUserSchema = z.object({
  username: Username,
  displayName: z.string().trim().min(1).max(200),
  email: z.email().max(200).nullish(),
  phone: z
    .string()
    .regex(/^(?:\+91)?[6-9]\d{9}$/, 'Enter a valid 10-digit phone number')
    .nullish(),
  roles: z.array(z.string().min(1).max(60)).max(20).default([]),
  teamRole: z.string().max(60).nullish(),
  businessUnits: z.array(BusinessUnitSchema).max(3).default([]),
  region: z.string().max(60).nullish(),
  managerId: z.uuid().nullish(),
  sellerId: z.uuid().nullish(),
});
export type CreateUser = z.infer<typeof CreateUserSchema>;

/**
 * The answer to a user's creation carries no secret: the new user sets their first password with a
 * code sent to their own mobile number ("Forgot password?"), which the welcome SMS explains.
 */
export const CreatedUserSchema = UserSummarySchema;
export type CreatedUser = z.infer<typeof CreatedUserSchema>;

export const ActivationSchema = z.object({ isActive: z.boolean() });
export type Activation = z.infer<typeof ActivationSchema>;

export const ReassignManagerSchema = z.object({ managerId: z.uuid().nullable() });
export type ReassignManager = z.infer<typeof ReassignManagerSchema>;

export const AssignedRoleSchema = z.object({
  role: z.string().min(1).max(60),
  isAdmin: z.boolean().default(false),
});

/** The hr-portal's assignable roles: each role with its isAdmin flag, and the manager id. */
export const AssignRolesSchema = z.object({
  roles: z.array(AssignedRoleSchema).max(20),
  managerId: z.uuid().nullish(),
});
export type AssignRoles = z.infer<typeof AssignRolesSchema>;

export const UserRolesSchema = z.object({
  userId: z.uuid(),
  managerId: z.uuid().nullable(),
  roles: z.array(z.object({ role: z.string(), label: z.string(), isAdmin: z.boolean() })),
});
export type UserRoles = z.infer<typeof UserRolesSchema>;
