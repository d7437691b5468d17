import { CONSIGNMENT_TRANSITIONS, type ConsignmentAction } from '@dom/domain';
import { z } from 'zod';

/**
 * The outbox's topics and what each carries: one map of topic → zod payload schema. The server
 * enqueues through `enqueueOutbox(tx, topic, payload)`, typed by this map, so an unknown topic or a
 * wrong payload does not compile; the dispatcher parses each row with its topic's schema before a
 * handler sees it. Topics keep the names they were born with (three styles, see below): consumers
 * and tests already use them.
 */

/**
 * Every status move of every state machine, under `<entity>.status-changed`. The state-machine
 * runner emits exactly this shape: the entity's name, its key (order key, consignment key, invoice
 * number…), the move and the states on either side.
 */
export const StatusChangedSchema = z.object({
  entity: z.string().min(1),
  key: z.string().min(1),
  action: z.string().min(1),
  from: z.string(),
  to: z.string(),
  detail: z.record(z.string(), z.unknown()).optional(),
});
export type StatusChanged = z.infer<typeof StatusChangedSchema>;

/** The aggregates whose moves announce themselves under `<entity>.status-changed`. */
export const STATUS_CHANGED_ENTITIES = [
  'order',
  'consignment',
  'consignment-tracking',
  'invoice',
  'invoice-revision',
  'buyer',
  'seller',
  'job-work',
  'access-request',
  'notification',
  'approval-request',
  'approval-step',
  'task',
  'task-job',
  'rfq',
  'quotation',
  'credit-lead',
  'adhoc-limit',
] as const;
export type StatusChangedEntity = (typeof STATUS_CHANGED_ENTITIES)[number];
export type StatusChangedTopic = `${StatusChangedEntity}.status-changed`;

/**
 * A consignment change as the consignment area records it (one `consignment.<action>` row per move
 * or in-place update, written in the change's own statement).
 */
export const ConsignmentChangedSchema = z.object({
  consignmentKey: z.string(),
  orderKey: z.string(),
  from: z.string(),
  to: z.string(),
});
export type ConsignmentChanged = z.infer<typeof ConsignmentChangedSchema>;

/** The in-place consignment changes (not moves of the status table) that announce themselves too. */
export const CONSIGNMENT_UPDATE_ACTIONS = [
  'addInvoiceDetails',
  'create-by-split',
  'ewayBillVehicles',
  'extendEwayBill',
  'modify',
  'request',
  'requestPreTransitTrip',
  'retriggerEwayBill',
  'split',
  'stockTransfer',
  'transportationRequest',
  'updateDetails',
  'updateDraftPack',
  'updateHsn',
  'updateLogistics',
  'updatePreTransitTrip',
  'updateTrackingUrl',
] as const;
export type ConsignmentUpdateAction = (typeof CONSIGNMENT_UPDATE_ACTIONS)[number];
export type ConsignmentChangeTopic = `consignment.${ConsignmentAction | ConsignmentUpdateAction}`;

const statusChanged = Object.fromEntries(
  STATUS_CHANGED_ENTITIES.map((entity) => [`${entity}.status-changed`, StatusChangedSchema]),
) as Record<StatusChangedTopic, typeof StatusChangedSchema>;

/** The topics with their own names and payloads. */
const NAMED_EVENTS = {
  // identity
  'access-request.created': z.object({
    id: z.string(),
    requesterId: z.string(),
    managerId: z.string().nullable(),
  }),
  // orders
  'order.created': z.object({ orderKey: z.string() }),
  'order.approved': z.object({ orderKey: z.string() }),
  'order.cancelled': z.object({ orderKey: z.string(), partial: z.boolean() }),
  'order.acknowledged': z.object({ orderKey: z.string(), rejected: z.boolean() }),
  // credit
  'invoice.posted': z.object({ booksInvoiceId: z.string(), orderKey: z.string() }),
  'invoice.tagged': z.object({
    invoiceIds: z.array(z.string()),
    tags: z.array(z.string()),
    mode: z.enum(['ADD', 'REMOVE', 'REPLACE']),
  }),
  'invoice-revision.requested': z.object({ requestId: z.string(), orderKey: z.string() }),
  'ledger.entry-posted': z.object({
    buyerId: z.string(),
    entryId: z.union([z.string(), z.number()]),
    type: z.string(),
  }),
  'payment.recorded': z.object({ booksPaymentId: z.string(), buyerId: z.string() }),
  'payment.matched': z.object({ settlementId: z.string(), booksInvoiceId: z.string() }),
  // consignments
  'books.sync-pod': z.object({ consignmentKey: z.string(), documentIds: z.array(z.string()) }),
  'notification.buyer-pod': z.object({ consignmentKey: z.string(), buyerId: z.string() }),
  // notifications: one delivery attempt of one notification log row
  'notification.deliver': z.object({ logId: z.number().int().positive() }),
  // integrations
  'sms.send': z.object({
    /** Ten-digit Indian mobile number, or +91 followed by it. */
    to: z.string(),
    body: z.string(),
    /** What kind of message (LOGIN_OTP, PASSWORD_RESET, ...). */
    template: z.string(),
    /** The body holds a secret (a one-time code): blanked in the outbox once delivered. */
    sensitive: z.boolean().optional(),
  }),
};

/** Every `consignment.<action>` topic (each move of the table, each in-place change) carries the change. */
const consignmentChanged = Object.fromEntries(
  [...new Set([...CONSIGNMENT_TRANSITIONS.rows.map((r) => r.action), ...CONSIGNMENT_UPDATE_ACTIONS])].map(
    (action) => [`consignment.${action}`, ConsignmentChangedSchema],
  ),
) as Record<ConsignmentChangeTopic, typeof ConsignmentChangedSchema>;

/** Topic → payload schema, for every topic the server writes to the outbox. */
export const EVENTS = { ...statusChanged, ...consignmentChanged, ...NAMED_EVENTS };
export type EventMap = typeof EVENTS;
export type EventTopic = keyof EventMap;
/** What a producer writes (defaults not yet applied). */
export type EventInput<T extends EventTopic> = z.input<EventMap[T]>;
/** What a handler receives (parsed). */
export type EventPayload<T extends EventTopic> = z.output<EventMap[T]>;

/** The schema of a topic, or undefined for a topic the map does not know. */
export function eventSchemaOf(topic: string): z.ZodType | undefined {
  return Object.hasOwn(EVENTS, topic) ? EVENTS[topic as EventTopic] : undefined;
}

/** Whether a string names a known topic (the runtime twin of `EventTopic`). */
export function isEventTopic(topic: string): topic is EventTopic {
  return eventSchemaOf(topic) !== undefined;
}
