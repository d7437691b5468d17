import { EVENTS, type EventTopic } from '@dom/contract';

/**
 * Outbox topics that are written on purpose with no handler, each with the reason. Every other
 * topic of `EVENTS` (@dom/contract) must have a handler registered through src/background.ts (a
 * module manifest's `background` or an integration's): event-consumers.test.ts fails otherwise.
 * A new topic either gets a consumer or a line here that says why nobody needs to read it.
 */
const AUDIT_TRAIL =
  'the audit log row written in the same statement is the record of this change; nothing reacts to it yet';
const CONSIGNMENT_CHANGE = `a consignment change under its action's name (consignment.status-changed carries the moves that notify): ${AUDIT_TRAIL}`;

/** `consignment.<action>`: one topic per action of the consignment table and per in-place change. */
const CONSIGNMENT_ACTION_TOPICS = Object.keys(EVENTS).filter(
  (topic) => topic.startsWith('consignment.') && topic !== 'consignment.status-changed',
) as EventTopic[];

export const NO_CONSUMER_REASON: Partial<Record<EventTopic, string>> = {
  'order.status-changed': `order moves: the named order events (order.created, order.approved, order.cancelled) carry what notifies; ${AUDIT_TRAIL}`,
  'consignment-tracking.status-changed': `tracking moves (out for delivery, exception…): ${AUDIT_TRAIL}`,
  'invoice.status-changed': `invoice moves: invoice.posted carries what notifies and syncs; ${AUDIT_TRAIL}`,
  'invoice-revision.status-changed': `revision moves: invoice-revision.requested notifies the approvers; ${AUDIT_TRAIL}`,
  'job-work.status-changed': `job-work moves: ${AUDIT_TRAIL}`,
  'approval-request.status-changed': `approval decisions: the subject's policy acts in the deciding transaction and the Approval Center reads the table; ${AUDIT_TRAIL}`,
  'approval-step.status-changed': `approval step moves: ${AUDIT_TRAIL}`,
  'task.status-changed': `bulk task moves: the upload wizard polls the task; ${AUDIT_TRAIL}`,
  'task-job.status-changed': `bulk task job moves: ${AUDIT_TRAIL}`,
  'access-request.status-changed': `access-request decisions: access-request.created notifies the manager; ${AUDIT_TRAIL}`,
  'rfq.status-changed': `enquiry moves: the RFQ's activity log reads them; ${AUDIT_TRAIL}`,
  'quotation.status-changed': `quotation moves: approval through the engine; placing the order makes the orders (each announces order.created), links them and moves the quotation in one transaction, so nothing waits on this event; ${AUDIT_TRAIL}`,
  'credit-lead.status-changed': `credit lead moves: the approval engine's outcome moves the lead and sets the limit in its transaction; ${AUDIT_TRAIL}`,
  'adhoc-limit.status-changed': `ad-hoc limit moves: the approval engine's outcome moves the limit in its transaction, the nightly job expires it, and the credit position reads the table; ${AUDIT_TRAIL}`,
  'notification.status-changed':
    'a notification log row moving (sent, failed, retriggered): the log row is the record',
  ...Object.fromEntries(CONSIGNMENT_ACTION_TOPICS.map((topic) => [topic, CONSIGNMENT_CHANGE])),
};
