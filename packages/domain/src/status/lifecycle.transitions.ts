import type { Permission } from '../access/permissions';
import type {
  LeadStatus,
  MeetingStatus,
  NotificationSendStatus,
  ReviewStatus,
  RuleStatus,
  ValidityStatus,
} from './engagement.states';
import type { FileStatus, JobStatus } from './file-job.states';
import { defineTransitions } from './transitions';

const SYSTEM = 'Allow_System_Transition';

export type FileAction =
  | 'cancel'
  | 'start'
  | 'complete'
  | 'completePartially'
  | 'fail'
  | 'failEnrichment'
  | 'exceedMaxLimit'
  | 'retry'
  | 'exhaustRetries';

export const FILE_TRANSITIONS = defineTransitions<FileStatus, FileAction, Permission>([
  { from: 'CREATED', to: 'IN_PROGRESS', action: 'start', permission: SYSTEM },
  // A bulk task refused before its commit (the upload wizard's cancel, a file found unreadable).
  { from: 'CREATED', to: 'FAILED', action: 'cancel', permission: SYSTEM },
  { from: 'IN_PROGRESS', to: 'COMPLETED', action: 'complete', permission: SYSTEM },
  { from: 'IN_PROGRESS', to: 'PARTIAL_COMPLETED', action: 'completePartially', permission: SYSTEM },
  { from: 'IN_PROGRESS', to: 'FAILED', action: 'fail', permission: SYSTEM },
  { from: 'IN_PROGRESS', to: 'ENRICHMENT_FAILED', action: 'failEnrichment', permission: SYSTEM },
  { from: 'IN_PROGRESS', to: 'FAILED_MAX_LIMIT', action: 'exceedMaxLimit', permission: SYSTEM },
  {
    from: ['FAILED', 'ENRICHMENT_FAILED'],
    to: 'IN_PROGRESS',
    action: 'retry',
    permission: 'Allow_Import_Retry',
  },
  {
    from: ['FAILED', 'ENRICHMENT_FAILED'],
    to: 'RETRY_COUNT_EXHAUSTED',
    action: 'exhaustRetries',
    permission: SYSTEM,
  },
]);

export type JobAction = 'start' | 'complete' | 'exhaustRetries' | 'rerun';

export const JOB_TRANSITIONS = defineTransitions<JobStatus, JobAction, Permission>([
  { from: 'DRAFT', to: 'RUNNING', action: 'start', permission: SYSTEM },
  { from: 'RUNNING', to: 'COMPLETED', action: 'complete', permission: SYSTEM },
  { from: 'RUNNING', to: 'FAILED_MAX_LIMIT', action: 'exhaustRetries', permission: SYSTEM },
  { from: 'FAILED_MAX_LIMIT', to: 'RUNNING', action: 'rerun', permission: 'Allow_Import_Retry' },
]);

export type MeetingAction = 'schedule' | 'reschedule' | 'start' | 'complete' | 'cancel';

export const MEETING_TRANSITIONS = defineTransitions<MeetingStatus, MeetingAction, Permission>([
  { from: 'DRAFT', to: 'SCHEDULED', action: 'schedule', permission: 'Allow_Meeting_Create' },
  {
    from: ['SCHEDULED', 'RESCHEDULED'],
    to: 'RESCHEDULED',
    action: 'reschedule',
    permission: 'Allow_Meeting_Edit',
  },
  {
    from: ['SCHEDULED', 'RESCHEDULED'],
    to: 'IN_PROGRESS',
    action: 'start',
    permission: 'Allow_Meeting_Edit',
  },
  {
    from: ['SCHEDULED', 'RESCHEDULED', 'IN_PROGRESS'],
    to: 'COMPLETED',
    action: 'complete',
    permission: 'Allow_Meeting_Edit',
  },
  {
    from: ['DRAFT', 'SCHEDULED', 'RESCHEDULED', 'IN_PROGRESS'],
    to: 'CANCELLED',
    action: 'cancel',
    permission: 'Allow_Meeting_Cancel',
  },
]);

export type LeadAction = 'open' | 'convert' | 'markNotConverted' | 'reopen';

export const LEAD_TRANSITIONS = defineTransitions<LeadStatus, LeadAction, Permission>([
  { from: 'DRAFT', to: 'OPEN', action: 'open', permission: 'Allow_Lead_Create' },
  { from: 'OPEN', to: 'CONVERTED', action: 'convert', permission: 'Allow_Lead_Convert' },
  { from: 'OPEN', to: 'NOT_CONVERTED', action: 'markNotConverted', permission: 'Allow_Lead_Convert' },
  { from: 'NOT_CONVERTED', to: 'OPEN', action: 'reopen', permission: 'Allow_Lead_Create' },
]);

export type ReviewAction = 'submitForReview' | 'sendBackForEditing';

// The review pair guards seller bill edits: the editor submits, the approver may send it back.
export const REVIEW_TRANSITIONS = defineTransitions<ReviewStatus, ReviewAction, Permission>([
  { from: 'EDITING', to: 'PENDING_REVIEW', action: 'submitForReview', permission: 'Allow_Seller_Bill_Edit' },
  {
    from: 'PENDING_REVIEW',
    to: 'EDITING',
    action: 'sendBackForEditing',
    permission: 'Approve_Seller_Bill_Edit',
  },
]);

export type NotificationSendAction = 'markSent' | 'markFailed' | 'retrigger';

export const NOTIFICATION_SEND_TRANSITIONS = defineTransitions<
  NotificationSendStatus,
  NotificationSendAction,
  Permission
>([
  { from: 'IN_PROGRESS', to: 'SENT', action: 'markSent', permission: SYSTEM },
  { from: 'IN_PROGRESS', to: 'FAILED', action: 'markFailed', permission: SYSTEM },
  { from: 'FAILED', to: 'IN_PROGRESS', action: 'retrigger', permission: 'Allow_Notification_Retrigger' },
]);

export type RuleAction = 'activate';

export const RULE_TRANSITIONS = defineTransitions<RuleStatus, RuleAction, Permission>([
  { from: 'DRAFT', to: 'CREATED', action: 'activate', permission: 'Allow_Rule_Manage' },
]);

export type ValidityAction = 'expire' | 'renew';

export const VALIDITY_TRANSITIONS = defineTransitions<ValidityStatus, ValidityAction, Permission>([
  { from: 'ACTIVE', to: 'INACTIVE', action: 'expire', permission: SYSTEM },
  { from: 'INACTIVE', to: 'ACTIVE', action: 'renew', permission: 'Allow_Rule_Manage' },
]);
