import type {
  ApprovalDecisionAction,
  ApprovalItemStatus,
  ApprovalParticipant,
  ApprovalStatus,
} from '@dom/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, paise } from '../../platform/db/columns';
import { users } from '../identity/users.schema';

/** Approval keys are AP + this number (a sequence: concurrent requests never collide). */
export const approvalKeySeq = pgSequence('approval_key_seq', { startWith: 100001 });

/** One fact shown with a request (the spec's metaData list). */
export interface ApprovalMetaDataEntry {
  label: string;
  value: string;
  enhancerType: string | null;
}

/**
 * An approval request (maker–checker): its subject (a type a module registered a policy for, the
 * subject's key and a summary for the list), the business value in paise, who raised it and its
 * status under APPROVAL_TRANSITIONS. At most one PENDING request per subject.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    approvalKey: text('approval_key').notNull().unique(),
    subjectType: text('subject_type').notNull(),
    subjectKey: text('subject_key').notNull(),
    summary: text('summary').notNull(),
    businessValuePaise: paise('business_value_paise').notNull(),
    metaData: jsonb('meta_data').$type<ApprovalMetaDataEntry[]>().notNull().default([]),
    /** The first metaData entry's enhancer type (the spec shows the first item that has one). */
    enhancerType: text('enhancer_type'),
    blockedReasons: text('blocked_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comment: text('comment'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    /**
     * Who changed the subject while an earlier request of it was pending (the request was then
     * withdrawn and this one raised with the changed facts): like the requester, none of them decides.
     */
    changedBy: uuid('changed_by')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status').$type<ApprovalStatus>().notNull().default('PENDING'),
    /**
     * Who may approve it now, while it is PENDING: its current step's approvers as `user:<id>` and
     * `role:<code>` (empty once it ended). Kept by the service whenever a step or the request moves
     * (syncAwaiting), so "waiting for me" is a lookup in its GIN index, not a read of every step.
     */
    awaitingApprovers: text('awaiting_approvers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('approval_requests_status_idx').on(t.status, t.createdAt),
    // The log's order (newest first): pages walk it instead of sorting every request.
    index('approval_requests_created_idx').on(t.createdAt, t.approvalKey),
    index('approval_requests_awaiting_idx').using('gin', t.awaitingApprovers),
    index('approval_requests_requested_by_idx').on(t.requestedBy, t.createdAt),
    index('approval_requests_subject_idx').on(t.subjectType, t.subjectKey),
    uniqueIndex('approval_requests_one_pending_idx')
      .on(t.subjectType, t.subjectKey)
      .where(sql`status = 'PENDING'`),
  ],
);

/** The ordered steps of a request, each an approval item under APPROVAL_ITEM_TRANSITIONS. */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => approvalRequests.id),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    participants: jsonb('participants').$type<ApprovalParticipant[]>().notNull(),
    /** How many different approvers the step needs. */
    requiredApprovals: integer('required_approvals').notNull().default(1),
    status: text('status').$type<ApprovalItemStatus>().notNull().default('REQUESTED'),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('approval_steps_request_position_idx').on(t.requestId, t.position)],
);

/**
 * Who did what on a request, when, with which comment. One person acts once per request: the
 * unique index holds it even if two of their calls race past the service's check.
 */
export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => approvalRequests.id),
    stepId: uuid('step_id').references(() => approvalSteps.id),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<ApprovalDecisionAction>().notNull(),
    comment: text('comment'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('approval_decisions_one_per_person_idx').on(t.requestId, t.actorId)],
);
