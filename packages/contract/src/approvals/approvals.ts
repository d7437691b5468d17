import {
  APPROVAL_DECISION_ACTIONS,
  APPROVAL_ITEM_STATUSES,
  APPROVAL_PARTICIPATIONS,
  APPROVAL_STATUSES,
  APPROVAL_VIEWS,
  TIMELINE_DOT_COLOURS,
} from '@dom/domain';
import { z } from 'zod';
import { CommentSchema } from '../common/comment';
import { AllowedActionSchema } from '../common/allowed-action';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryList, queryText } from '../common/query';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const ApprovalStatusSchema = z.enum(values(APPROVAL_STATUSES));
export const ApprovalItemStatusSchema = z.enum(values(APPROVAL_ITEM_STATUSES));
export const ApprovalDecisionActionSchema = z.enum(values(APPROVAL_DECISION_ACTIONS));
export const ApprovalViewSchema = z.enum(APPROVAL_VIEWS);

/** An approval request's key: AP + digits. */
export const ApprovalKeySchema = z.string().trim().min(1, 'Give the approval key').max(40);
export const ApprovalKeyParamSchema = z.object({ approvalKey: ApprovalKeySchema });

const CommentText = CommentSchema.trim().max(1000, 'At most 1,000 characters');
const RequiredComment = CommentText.min(1, 'Enter a comment');

/** One fact shown with a request (doc 3 "Ad-hoc limit approval log": metaData list). */
export const ApprovalMetaDataSchema = z.object({
  label: z.string(),
  value: z.string(),
  enhancerType: z.string().nullable(),
});
export type ApprovalMetaData = z.infer<typeof ApprovalMetaDataSchema>;

/** `ApprovalRequest` (calls.tsv, doc 3 §7): raise a request on a subject its module registered. */
export const ApprovalRequestCreateSchema = z.object({
  subjectType: z.string().trim().min(1, 'Give the subject type').max(80),
  subjectKey: z.string().trim().min(1, 'Give the subject key').max(80),
  comment: RequiredComment,
});
export type ApprovalRequestCreate = z.infer<typeof ApprovalRequestCreateSchema>;

/** The Approval Center log: both filter sets of the spec, a view and paging. */
export const ApprovalListQuerySchema = PageQuerySchema.extend({
  view: z.preprocess((v) => (v === '' ? undefined : v), ApprovalViewSchema.default('waiting')),
  // Approval-center log filters.
  approvalLogKeys: queryList(z.string().max(40)),
  blockedReasons: queryList(z.string().max(80)),
  entityIds: queryList(z.string().max(80)),
  statusList: queryList(ApprovalStatusSchema),
  // Ad-hoc log filters.
  entityType: queryText(),
  statuses: queryList(ApprovalStatusSchema),
  enhancerTypes: queryList(z.string().max(80)),
  requestedByList: queryList(z.string().max(80)),
});
export type ApprovalListQuery = z.infer<typeof ApprovalListQuerySchema>;

export const ApprovalListItemSchema = z.object({
  approvalKey: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  summary: z.string(),
  /** Paise as digits. */
  businessValue: z.string(),
  enhancerType: z.string().nullable(),
  blockedReasons: z.array(z.string()),
  status: ApprovalStatusSchema,
  currentStep: z.string().nullable(),
  requestedBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The caller may approve it now (they are an approver of its current step and did not act). */
  awaitingMe: z.boolean(),
});
export type ApprovalListItem = z.infer<typeof ApprovalListItemSchema>;
export const ApprovalPageSchema = pageOf(ApprovalListItemSchema);

export const ApprovalParticipantSchema = z.object({
  participation: z.enum(APPROVAL_PARTICIPATIONS),
  roleCode: z.string().nullable(),
  userId: z.string().nullable(),
});

export const ApprovalStepSchema = z.object({
  position: z.number().int(),
  code: z.string(),
  label: z.string(),
  status: ApprovalItemStatusSchema,
  requiredApprovals: z.number().int(),
  approvals: z.number().int(),
  participants: z.array(ApprovalParticipantSchema),
});

export const ApprovalDecisionSchema = z.object({
  action: ApprovalDecisionActionSchema,
  stepLabel: z.string().nullable(),
  actor: z.object({ id: z.string(), name: z.string() }),
  comment: z.string().nullable(),
  at: z.string(),
});

export const ApprovalTimelineEntrySchema = z.object({
  title: z.string(),
  step: z.enum(Object.keys(TIMELINE_DOT_COLOURS) as ['pending', 'submitted', 'rejected', 'approved']),
  colour: z.string(),
  at: z.string().nullable(),
  by: z.string().nullable(),
  comment: z.string().nullable(),
});

/** What the caller may do on a request now (the server checks again). */
export const APPROVAL_ALLOWED_ACTIONS = ['approve', 'reject', 'requestChanges', 'cancel'] as const;
export const ApprovalActionSchema = z.enum(APPROVAL_ALLOWED_ACTIONS);
export type ApprovalAction = z.infer<typeof ApprovalActionSchema>;
/**
 * One of them as every area gives it (`AllowedActionSchema`): its call, which takes the request's
 * key and a comment in its body. No `to`: a decision ends the request only on its last step.
 */
export const ApprovalAllowedActionSchema = AllowedActionSchema.extend({ action: ApprovalActionSchema });
export type ApprovalAllowedAction = z.infer<typeof ApprovalAllowedActionSchema>;

export const ApprovalDetailSchema = ApprovalListItemSchema.extend({
  comment: z.string().nullable(),
  metaData: z.array(ApprovalMetaDataSchema),
  bulkApprovable: z.boolean(),
  version: z.number().int(),
  steps: z.array(ApprovalStepSchema),
  decisions: z.array(ApprovalDecisionSchema),
  timeline: z.array(ApprovalTimelineEntrySchema),
  allowedActions: z.array(ApprovalAllowedActionSchema),
});
export type ApprovalDetail = z.infer<typeof ApprovalDetailSchema>;

/** Approve, reject or ask for changes: the request and a comment (required but for approve). */
export const ApprovalDecisionBodySchema = z.object({
  approvalKey: ApprovalKeySchema,
  comment: CommentText.optional(),
});
export const ApprovalRequiredCommentBodySchema = z.object({
  approvalKey: ApprovalKeySchema,
  comment: RequiredComment,
});
export type ApprovalDecisionBody = z.infer<typeof ApprovalDecisionBodySchema>;

/** "approval-center log with status update": decide by the status the log shows. */
export const ApprovalStatusUpdateSchema = z.object({
  approvalKey: ApprovalKeySchema,
  status: z.enum(['APPROVED', 'REJECTED']),
  comment: CommentText.optional(),
});

export const ApprovalBulkApproveSchema = z.object({
  approvalKeys: z.array(ApprovalKeySchema).min(1, 'Pick at least one request').max(50, 'At most 50 at once'),
  comment: CommentText.optional(),
});

export const ApprovalBulkResultSchema = z.object({
  results: z.array(
    z.object({
      approvalKey: z.string(),
      ok: z.boolean(),
      status: ApprovalStatusSchema.nullable(),
      message: z.string().nullable(),
    }),
  ),
});

/** The registered subject types, for the filter. */
export const ApprovalSubjectTypesSchema = z.array(
  z.object({ subjectType: z.string(), label: z.string(), bulkApprovable: z.boolean() }),
);
