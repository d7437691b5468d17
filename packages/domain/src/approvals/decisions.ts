import type {
  ApprovalItemStatus,
  ApprovalStatus,
  ExceptionalApprovalStatus,
  TimelineStep,
} from '../status/approval.states';
import { TIMELINE_DOT_COLOURS } from '../status/approval.states';

/** What a person does on a request; each person acts once per request. */
export const APPROVAL_DECISION_ACTIONS = [
  { value: 'APPROVE', label: 'Approved' },
  { value: 'REJECT', label: 'Rejected' },
  { value: 'REQUEST_CHANGES', label: 'Changes requested' },
  { value: 'CANCEL', label: 'Cancelled' },
] as const;
export type ApprovalDecisionAction = (typeof APPROVAL_DECISION_ACTIONS)[number]['value'];

/** The refusals of the engine, worded once for the server and the tests. */
export const APPROVAL_MESSAGES = {
  ownRequest: 'You raised this request: someone else must decide it (maker–checker).',
  changedRequest: 'You changed this request: someone else must decide it (maker–checker).',
  frozen: (what: string, approvalKey: string) =>
    `${what} is waiting for approval (${approvalKey}): it cannot be changed until it is decided or withdrawn.`,
  superseded: 'Changed while waiting for approval: a new request with the changed facts replaces this one.',
  subjectEnded: 'Closed while waiting for approval: there is nothing left to decide.',
  actedAlready: 'You have already acted on this request; each person acts once.',
  ended: (status: string) =>
    `This approval request is already ${status.toLowerCase()}; it takes no more decisions.`,
  notParticipant: (step: string) => `You are not an approver of the current step (${step}).`,
  noBulk: 'This kind of request cannot be approved in bulk.',
  cancelNotAllowed:
    'Only the person who raised this request, or someone allowed to cancel requests, can withdraw it.',
  commentRequired: 'Add a comment',
} as const;

/** The views of the Approval Center. */
export const APPROVAL_VIEWS = ['waiting', 'raised', 'all'] as const;
export type ApprovalView = (typeof APPROVAL_VIEWS)[number];

export interface TimelineEntry {
  readonly title: string;
  readonly step: TimelineStep;
  readonly colour: (typeof TIMELINE_DOT_COLOURS)[TimelineStep];
  readonly at: string | null;
  readonly by: string | null;
  readonly comment: string | null;
}

interface StepFacts {
  label: string;
  status: ApprovalItemStatus;
  requiredApprovals: number;
}
interface DecisionFacts {
  stepLabel: string | null;
  action: ApprovalDecisionAction;
  actorName: string;
  comment: string | null;
  at: string;
}

const entry = (
  title: string,
  step: TimelineStep,
  at: string | null,
  by: string | null,
  comment: string | null,
): TimelineEntry => ({ title, step, colour: TIMELINE_DOT_COLOURS[step], at, by, comment });

/**
 * The timeline of a request: submitted (blue), then every decision in order — approved green,
 * rejected red, changes asked and cancellation blue — then each step still open as pending (orange).
 */
export function approvalTimeline(
  request: { status: ApprovalStatus; requestedByName: string; createdAt: string; comment: string | null },
  steps: readonly StepFacts[],
  decisions: readonly DecisionFacts[],
): TimelineEntry[] {
  const out: TimelineEntry[] = [
    entry('Submitted', 'submitted', request.createdAt, request.requestedByName, request.comment),
  ];
  for (const d of decisions) {
    const where = d.stepLabel ? ` (${d.stepLabel})` : '';
    if (d.action === 'APPROVE') out.push(entry(`Approved${where}`, 'approved', d.at, d.actorName, d.comment));
    else if (d.action === 'REJECT')
      out.push(entry(`Rejected${where}`, 'rejected', d.at, d.actorName, d.comment));
    else if (d.action === 'REQUEST_CHANGES')
      out.push(entry(`Changes requested${where}`, 'submitted', d.at, d.actorName, d.comment));
    else out.push(entry('Cancelled', 'rejected', d.at, d.actorName, d.comment));
  }
  if (request.status === 'PENDING')
    for (const s of steps)
      if (s.status === 'REQUESTED' || s.status === 'REVIEWED') {
        const approvals = decisions.filter((d) => d.stepLabel === s.label && d.action === 'APPROVE').length;
        const count = s.requiredApprovals > 1 ? ` ${approvals}/${s.requiredApprovals}` : '';
        out.push(entry(`Pending: ${s.label}${count}`, 'pending', null, null, null));
      }
  return out;
}

/**
 * The exceptional-approval label a subject shows (doc 2, doc 3 §4: Not Requested, Pending
 * Approval, Approved, Rejected), read from the engine's request of that subject: none, or one
 * withdrawn, is Not Requested.
 */
export function exceptionalApprovalOf(status: ApprovalStatus | null | undefined): ExceptionalApprovalStatus {
  switch (status) {
    case 'PENDING':
      return 'PENDING_APPROVAL';
    case 'APPROVED':
      return 'APPROVED';
    case 'REJECTED':
      return 'REJECTED';
    default:
      return 'NOT_REQUESTED';
  }
}
