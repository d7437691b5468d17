import {
  ACCESS_REQUEST_STATUSES,
  EXCEPTIONAL_APPROVAL_STATUSES,
  COMMENT_MAX_LENGTH,
  COMMENT_SAFE_PATTERN,
  COMMENT_SPECIAL_CHARACTERS_MESSAGE,
  COMMENT_TOO_LONG_MESSAGE,
} from '@dom/domain';
import { z } from 'zod';
import { allowedActionTo } from '../common/allowed-action';
import { PageQuerySchema } from '../common/pagination';

export const AccessRequestStatusSchema = z.enum(
  ACCESS_REQUEST_STATUSES.map((s) => s.value) as [
    'CREATED',
    'APPROVED_BY_MANAGER',
    'APPROVED_BY_ADMIN',
    'GRANTED',
    'REJECTED',
  ],
);

const Comment = z
  .string()
  .trim()
  .max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG_MESSAGE)
  .regex(COMMENT_SAFE_PATTERN, COMMENT_SPECIAL_CHARACTERS_MESSAGE);

/** POST /authorization/userRequest: ask for roles and/or permission groups, with a reason. */
export const CreateAccessRequestSchema = z
  .object({
    roles: z.array(z.string().min(1).max(60)).max(20).default([]),
    permissionGroupIds: z.array(z.uuid()).max(20).default([]),
    reason: Comment.min(1, 'Say why you need this access'),
  })
  .refine((v) => v.roles.length + v.permissionGroupIds.length > 0, {
    message: 'Choose at least one role or permission group',
    path: ['roles'],
  });
export type CreateAccessRequest = z.infer<typeof CreateAccessRequestSchema>;

/**
 * What the caller may do to a request now: the moves of the access-request table they may make on
 * it (each its own endpoint), or, on their own pending request, `withdraw` (the reject endpoint,
 * which asks the requester no permission: docs/decisions.md).
 */
export const ACCESS_REQUEST_ALLOWED_ACTIONS = [
  'approveAsManager',
  'approveAsAdmin',
  'grant',
  'reject',
  'withdraw',
] as const;
export type AccessRequestAllowedActionName = (typeof ACCESS_REQUEST_ALLOWED_ACTIONS)[number];
export const AccessRequestAllowedActionSchema = allowedActionTo(AccessRequestStatusSchema).extend({
  action: z.enum(ACCESS_REQUEST_ALLOWED_ACTIONS),
});
export type AccessRequestAllowedAction = z.infer<typeof AccessRequestAllowedActionSchema>;

export const AccessRequestSchema = z.object({
  id: z.uuid(),
  requesterId: z.uuid(),
  requesterName: z.string(),
  roles: z.array(z.string()),
  permissionGroupIds: z.array(z.uuid()),
  reason: z.string(),
  status: AccessRequestStatusSchema,
  managerId: z.uuid().nullable(),
  managerDecidedBy: z.uuid().nullable(),
  adminDecidedBy: z.uuid().nullable(),
  decisionNote: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The approvals engine's request that decides it (Approval Center), if one was raised. */
  approvalKey: z.string().nullable(),
  /** The engine's state as the exceptional-approval set says it (Not Requested … Rejected). */
  approvalStatus: z.enum(
    EXCEPTIONAL_APPROVAL_STATUSES.map((s) => s.value) as [
      'NOT_REQUESTED',
      'PENDING_APPROVAL',
      'APPROVED',
      'REJECTED',
    ],
  ),
  approvalStatusLabel: z.string(),
  /** What the caller may do to it now (none once it has ended). */
  allowedActions: z.array(AccessRequestAllowedActionSchema),
});
export type AccessRequest = z.infer<typeof AccessRequestSchema>;

export const ACCESS_REQUEST_SCOPES = ['mine', 'reportees', 'all'] as const;
export const AccessRequestListQuerySchema = PageQuerySchema.extend({
  scope: z.enum(ACCESS_REQUEST_SCOPES).default('mine'),
  status: AccessRequestStatusSchema.optional(),
});
export type AccessRequestListQuery = z.infer<typeof AccessRequestListQuerySchema>;

/** A decision names the version it saw; a request changed meanwhile answers 409. */
export const AccessRequestDecisionSchema = z.object({
  version: z.number().int().min(1),
  note: Comment.optional(),
});
export type AccessRequestDecision = z.infer<typeof AccessRequestDecisionSchema>;
