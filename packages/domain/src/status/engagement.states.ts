import { defineStatusSet, type StatusDef } from './status-set';

export const MEETING_STATUSES = [
  { value: 'DRAFT', label: 'Draft', tone: 'default' },
  { value: 'SCHEDULED', label: 'Scheduled', tone: 'info' },
  { value: 'RESCHEDULED', label: 'Rescheduled', tone: 'warning' },
  { value: 'IN_PROGRESS', label: 'In Progress', tone: 'info' },
  { value: 'COMPLETED', label: 'Completed', tone: 'success' },
  { value: 'CANCELLED', label: 'Cancelled', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type MeetingStatus = (typeof MEETING_STATUSES)[number]['value'];
const meetings = defineStatusSet(MEETING_STATUSES);
export const isMeetingStatus = meetings.has;
export const meetingStatusLabel = meetings.label;
export const meetingStatusTone = meetings.tone;

/** The "upcoming" tab lists open meetings, the "completed" tab closed ones. */
export const OPEN_MEETING_STATUSES = [
  'SCHEDULED',
  'RESCHEDULED',
  'IN_PROGRESS',
  'DRAFT',
] as const satisfies readonly MeetingStatus[];
export const CLOSED_MEETING_STATUSES = ['COMPLETED', 'CANCELLED'] as const satisfies readonly MeetingStatus[];

export function isMeetingOpen(status: MeetingStatus): boolean {
  return (OPEN_MEETING_STATUSES as readonly string[]).includes(status);
}

export const LEAD_STATUSES = [
  { value: 'DRAFT', label: 'Draft', tone: 'default' },
  { value: 'OPEN', label: 'Open', tone: 'info' },
  { value: 'CONVERTED', label: 'Converted', tone: 'success' },
  { value: 'NOT_CONVERTED', label: 'Not Converted', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type LeadStatus = (typeof LEAD_STATUSES)[number]['value'];
const leads = defineStatusSet(LEAD_STATUSES);
export const isLeadStatus = leads.has;
export const leadStatusLabel = leads.label;
export const leadStatusTone = leads.tone;

export const REVIEW_STATUSES = [
  { value: 'EDITING', label: 'Editing', tone: 'info' },
  { value: 'PENDING_REVIEW', label: 'Pending Review', tone: 'warning' },
] as const satisfies readonly StatusDef[];

export type ReviewStatus = (typeof REVIEW_STATUSES)[number]['value'];
export const reviewStatusLabel = defineStatusSet(REVIEW_STATUSES).label;

export const NOTIFICATION_SEND_STATUSES = [
  { value: 'IN_PROGRESS', label: 'In Progress', tone: 'info' },
  { value: 'SENT', label: 'Sent', tone: 'success' },
  { value: 'FAILED', label: 'Failed', tone: 'error' },
] as const satisfies readonly StatusDef[];

export type NotificationSendStatus = (typeof NOTIFICATION_SEND_STATUSES)[number]['value'];
const notifications = defineStatusSet(NOTIFICATION_SEND_STATUSES);
export const isNotificationSendStatus = notifications.has;
export const notificationSendStatusLabel = notifications.label;
export const notificationSendStatusTone = notifications.tone;

// A created rule is live, so the rule engine shows it as ACTIVE (doc 1 §4).
export const RULE_STATUSES = [
  { value: 'DRAFT', label: 'DRAFT', tone: 'default' },
  { value: 'CREATED', label: 'ACTIVE', tone: 'success' },
] as const satisfies readonly StatusDef[];

export type RuleStatus = (typeof RULE_STATUSES)[number]['value'];
export const ruleStatusLabel = defineStatusSet(RULE_STATUSES).label;

export const VALIDITY_STATUSES = [
  { value: 'ACTIVE', label: 'Active', tone: 'success' },
  { value: 'INACTIVE', label: 'Expired', tone: 'default' },
] as const satisfies readonly StatusDef[];

export type ValidityStatus = (typeof VALIDITY_STATUSES)[number]['value'];
export const validityStatusLabel = defineStatusSet(VALIDITY_STATUSES).label;
