import {
  type CommunicationPreferences,
  NOTIFICATION_ENDPOINTS,
  type NotificationLog,
  type NotificationLogQuery,
  type NotificationTemplate,
  allowedAction,
} from '@dom/contract';
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_LANGUAGES,
  NOTIFICATION_MAX_ATTEMPTS,
  type NotificationChannel,
  type NotificationLanguage,
  TEMPLATE_CHANNELS,
  notificationEvent,
  notificationRetryDelayMs,
  renderTemplate,
  unknownPlaceholders,
} from '@dom/domain';
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, lt, or } from 'drizzle-orm';
import type { Channels } from '../../integrations/messaging/channel';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { SYSTEM, type MoveActor, applyMove } from '../../platform/moves';
import { enqueueOutbox } from '../../platform/outbox';
import { likePattern } from '../identity';
import { NOTIFICATION_MACHINE } from './notification-machine';
import { notificationLogs, notificationPreferences, notificationTemplates } from './notifications.schema';
import type { Recipient } from './recipients';

type LogRow = typeof notificationLogs.$inferSelect;
type TemplateRow = typeof notificationTemplates.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---------------------------------------------------------------- templates

/** Writes the default words of every event (missing rows only): admins' edits are kept. */
export async function ensureDefaultTemplates(db: DbOrTx): Promise<void> {
  const rows = NOTIFICATION_EVENTS.flatMap((event) =>
    event.recipients.flatMap((recipientType) =>
      TEMPLATE_CHANNELS.flatMap((channel) =>
        NOTIFICATION_LANGUAGES.map((language) => ({
          eventCode: event.code,
          channel,
          recipientType,
          language,
          subject: channel === 'EMAIL' ? event.text[language].subject : null,
          body: event.text[language].body,
        })),
      ),
    ),
  );
  await db.insert(notificationTemplates).values(rows).onConflictDoNothing();
}

function presentTemplate(row: TemplateRow): NotificationTemplate {
  return {
    id: row.id,
    eventCode: row.eventCode,
    channel: row.channel as NotificationChannel,
    recipientType: row.recipientType as NotificationTemplate['recipientType'],
    language: row.language as NotificationLanguage,
    subject: row.subject,
    body: row.body,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export async function listTemplates(
  db: Db,
  query: { eventCode?: string | undefined; channel?: string[] | undefined; language?: string[] | undefined },
) {
  const where: SQL[] = [];
  if (query.eventCode) where.push(eq(notificationTemplates.eventCode, query.eventCode));
  if (query.channel) where.push(inArray(notificationTemplates.channel, query.channel));
  if (query.language) where.push(inArray(notificationTemplates.language, query.language));
  const rows = await db
    .select()
    .from(notificationTemplates)
    .where(and(...where))
    .orderBy(
      asc(notificationTemplates.eventCode),
      asc(notificationTemplates.recipientType),
      asc(notificationTemplates.channel),
      asc(notificationTemplates.language),
    );
  return {
    events: NOTIFICATION_EVENTS.map((e) => ({
      code: e.code,
      label: e.label,
      recipients: [...e.recipients],
      placeholders: Object.keys(e.sample),
      sample: { ...e.sample },
    })),
    templates: rows.map(presentTemplate),
  };
}

/** A 400 naming the placeholders the event does not know, field by field. */
function assertKnownPlaceholders(eventCode: string, text: { subject?: string | null; body: string }): void {
  const event = notificationEvent(eventCode);
  const known = Object.keys(event?.sample ?? {});
  const fields = (['subject', 'body'] as const).flatMap((field) => {
    const unknown = unknownPlaceholders(text[field] ?? '', known);
    return unknown.length === 0
      ? []
      : [
          {
            field,
            message: `Unknown placeholder${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `{{${u}}}`).join(', ')}: this event offers ${known.map((k) => `{{${k}}}`).join(', ')}`,
          },
        ];
  });
  if (fields.length > 0)
    throw new AppError('VALIDATION_FAILED', fields.map((f) => f.message).join('; '), { fields });
}

export function previewTemplate(body: {
  eventCode: string;
  channel: NotificationChannel;
  subject?: string | null | undefined;
  body: string;
}) {
  assertKnownPlaceholders(body.eventCode, body);
  const sample = notificationEvent(body.eventCode)?.sample ?? {};
  return {
    subject: body.channel === 'EMAIL' && body.subject ? renderTemplate(body.subject, sample) : null,
    body: renderTemplate(body.body, sample),
  };
}

export async function updateTemplate(
  db: Db,
  id: number,
  body: { subject?: string | null | undefined; body: string; active?: boolean | undefined },
  actor: MoveActor,
): Promise<NotificationTemplate> {
  const [row] = await db.select().from(notificationTemplates).where(eq(notificationTemplates.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Notification template not found');
  assertKnownPlaceholders(row.eventCode, body);
  if (row.channel === 'EMAIL' && !body.subject?.trim())
    throw new AppError('VALIDATION_FAILED', 'An e-mail template needs a subject', {
      fields: [{ field: 'subject', message: 'subject is required for e-mail' }],
    });
  const [updated] = await db
    .update(notificationTemplates)
    .set({
      subject: row.channel === 'EMAIL' ? (body.subject ?? null) : null,
      body: body.body,
      ...(body.active !== undefined ? { active: body.active } : {}),
      updatedAt: new Date(),
      updatedBy: actor.actorId,
    })
    .where(eq(notificationTemplates.id, id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', 'Notification template not found');
  return presentTemplate(updated);
}

// ---------------------------------------------------------------- sending

export interface NotifyInput {
  eventCode: string;
  /** What caused it (an outbox message, a campaign…): with the channel and address, never notified twice. */
  cause: string;
  sourceRef: string | null;
  recipients: readonly Recipient[];
  data: Readonly<Record<string, string>>;
  /** Only these channels (all three when absent). */
  channels?: readonly NotificationChannel[];
}

const addressOf = (r: Recipient, channel: NotificationChannel) => (channel === 'EMAIL' ? r.email : r.phone);
const allowedBy = (r: Recipient, channel: NotificationChannel) =>
  channel === 'EMAIL' ? r.prefs.email : channel === 'SMS' ? r.prefs.sms : r.prefs.whatsapp;

/**
 * Writes one log row per recipient and channel the templates, addresses and the recipient's
 * preferences allow, and queues its delivery, in the caller's transaction. Answers the new log ids
 * (a cause seen before adds nothing).
 */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<number[]> {
  if (input.recipients.length === 0) return [];
  const templates = await tx
    .select()
    .from(notificationTemplates)
    .where(eq(notificationTemplates.eventCode, input.eventCode));
  const templateFor = (channel: string, type: string, language: string) =>
    templates.find((t) => t.channel === channel && t.recipientType === type && t.language === language) ??
    templates.find((t) => t.channel === channel && t.recipientType === type && t.language === 'en');
  const ids: number[] = [];
  for (const recipient of input.recipients)
    for (const channel of input.channels ?? TEMPLATE_CHANNELS) {
      const template = templateFor(channel, recipient.type, recipient.language);
      const address = addressOf(recipient, channel)?.trim();
      if (!template?.active || !address || !allowedBy(recipient, channel)) continue;
      const data = { ...input.data, name: recipient.name };
      const [row] = await tx
        .insert(notificationLogs)
        .values({
          eventCode: input.eventCode,
          channel,
          recipientType: recipient.type,
          recipientUserId: recipient.userId,
          recipientName: recipient.name,
          recipient: address,
          language: template.language,
          subject: channel === 'EMAIL' && template.subject ? renderTemplate(template.subject, data) : null,
          body: renderTemplate(template.body, data),
          sourceRef: input.sourceRef,
          dedupeKey: `${input.cause}|${recipient.type}|${channel}|${address.toLowerCase()}`,
        })
        .onConflictDoNothing()
        .returning({ id: notificationLogs.id });
      if (!row) continue;
      await enqueueOutbox(tx, 'notification.deliver', { logId: row.id });
      ids.push(row.id);
    }
  return ids;
}

export interface DeliveryOptions {
  channels: Channels;
  now: () => Date;
  maxAttempts?: number;
  retryBaseMs?: number;
}

/**
 * One delivery attempt of a log row (the `notification.deliver` handler). Sent → SENT. A failure
 * before the last attempt stays IN_PROGRESS with the error and the time of the next attempt (the
 * next delivery is queued with that back-off); the last failure moves it to FAILED. A row that is
 * no longer IN_PROGRESS (a redelivered message) is left alone.
 */
export async function deliver(
  db: Db,
  logId: number,
  reference: string,
  opts: DeliveryOptions,
): Promise<void> {
  const [log] = await db.select().from(notificationLogs).where(eq(notificationLogs.id, logId));
  if (!log || log.status !== 'IN_PROGRESS') return;
  const adapter = opts.channels[log.channel as NotificationChannel];
  const attempts = log.attempts + 1;
  try {
    await adapter.send(
      { to: log.recipient, subject: log.subject, body: log.body, template: log.eventCode },
      reference,
    );
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    // Kept (issue 28): an outbox handler runs outside any request (no transaction is held over the
    // channel's call): the failed attempt's bookkeeping is this delivery's own one transaction.
    await db.transaction(async (tx) => {
      if (attempts >= (opts.maxAttempts ?? NOTIFICATION_MAX_ATTEMPTS)) {
        await applyMove(tx, NOTIFICATION_MACHINE, {
          key: String(logId),
          action: 'markFailed',
          caller: SYSTEM,
          change: () => ({ attempts, lastError: error, nextAttemptAt: null }),
          detail: { error },
        });
        return;
      }
      const next = new Date(opts.now().getTime() + notificationRetryDelayMs(attempts, opts.retryBaseMs));
      await tx
        .update(notificationLogs)
        .set({ attempts, lastError: error, nextAttemptAt: next, updatedAt: new Date() })
        .where(and(eq(notificationLogs.id, logId), eq(notificationLogs.status, 'IN_PROGRESS')));
      await enqueueOutbox(tx, 'notification.deliver', { logId }, { availableAt: next });
    });
    return;
  }
  // Kept (issue 28): the channel was called outside any transaction; its result is recorded here.
  await db.transaction((tx) =>
    applyMove(tx, NOTIFICATION_MACHINE, {
      key: String(logId),
      action: 'markSent',
      caller: SYSTEM,
      change: () => ({ attempts, lastError: null, nextAttemptAt: null, sentAt: opts.now() }),
    }),
  );
}

// ---------------------------------------------------------------- logs

/**
 * A survey's answer link carries its key (the token): the log shows where a message pointed, never
 * the key, so reading the log answers no one's survey.
 */
export function maskSecretLinks(text: string): string;
export function maskSecretLinks(text: string | null): string | null;
export function maskSecretLinks(text: string | null): string | null {
  return text === null ? null : text.replace(/(\/feedback\/)[A-Za-z0-9_-]+/g, '$1••••••');
}

function presentLog(row: LogRow, permissions: ReadonlySet<string>): NotificationLog {
  return {
    id: row.id,
    eventCode: row.eventCode,
    channel: row.channel as NotificationChannel,
    recipientType: row.recipientType as NotificationLog['recipientType'],
    recipientName: row.recipientName,
    recipient: row.recipient,
    language: row.language as NotificationLanguage,
    subject: maskSecretLinks(row.subject),
    body: maskSecretLinks(row.body),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: iso(row.nextAttemptAt),
    lastError: row.lastError,
    sourceRef: row.sourceRef,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    allowedActions:
      row.status === 'FAILED' && permissions.has('Allow_Notification_Retrigger')
        ? [allowedAction('retrigger', NOTIFICATION_ENDPOINTS.retrigger, { id: String(row.id) })]
        : [],
  };
}

const IST_OFFSET = '+05:30';

export async function listLogs(db: Db, query: NotificationLogQuery, permissions: ReadonlySet<string>) {
  const where: SQL[] = [];
  if (query.status) where.push(inArray(notificationLogs.status, query.status));
  if (query.channel) where.push(inArray(notificationLogs.channel, query.channel));
  if (query.recipientType) where.push(inArray(notificationLogs.recipientType, query.recipientType));
  if (query.eventCode) where.push(inArray(notificationLogs.eventCode, query.eventCode));
  if (query.recipient) {
    const like = likePattern(query.recipient);
    const either = or(ilike(notificationLogs.recipient, like), ilike(notificationLogs.recipientName, like));
    if (either) where.push(either);
  }
  // Dates are Indian calendar days.
  if (query.fromDate)
    where.push(gte(notificationLogs.createdAt, new Date(`${query.fromDate}T00:00:00${IST_OFFSET}`)));
  if (query.toDate) {
    const end = new Date(`${query.toDate}T00:00:00${IST_OFFSET}`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(notificationLogs.createdAt, end));
  }
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notificationLogs)
      .where(cond)
      .orderBy(desc(notificationLogs.createdAt), desc(notificationLogs.id))
      .limit(query.pageSize)
      .offset(query.pageNumber * query.pageSize),
    db.select({ n: count() }).from(notificationLogs).where(cond),
  ]);
  const totalElements = Number(total?.n ?? 0);
  return {
    content: rows.map((r) => presentLog(r, permissions)),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalElements,
    totalPages: Math.ceil(totalElements / query.pageSize),
    totalIsCapped: false,
  };
}

/**
 * Sends a FAILED notification again: IN_PROGRESS with a fresh attempt count and a queued delivery.
 * A retrigger of a row already IN_PROGRESS answers it unchanged (a double click sends once); a SENT
 * row cannot be retriggered (409).
 */
export async function retrigger(
  tx: Tx,
  caller: { permissions: ReadonlySet<string>; actor: MoveActor },
  id: number,
): Promise<NotificationLog> {
  const found = await NOTIFICATION_MACHINE.find(tx, null, String(id), {
    forUpdate: true,
    withLines: false,
  });
  if (!found) throw new AppError('NOT_FOUND', 'Notification not found');
  if (found.row.status === 'IN_PROGRESS') return presentLog(found.row, caller.permissions);
  const moved = await applyMove(tx, NOTIFICATION_MACHINE, {
    key: String(id),
    action: 'retrigger',
    caller: { scope: null, permissions: caller.permissions, actor: caller.actor },
    change: () => ({ attempts: 0, lastError: null, nextAttemptAt: null }),
  });
  await enqueueOutbox(tx, 'notification.deliver', { logId: id });
  return presentLog(moved, caller.permissions);
}

// ---------------------------------------------------------------- preferences

export async function preferencesOf(db: DbOrTx, userId: string): Promise<CommunicationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row
    ? {
        email: row.email,
        sms: row.sms,
        whatsapp: row.whatsapp,
        language: row.language as NotificationLanguage,
      }
    : { email: true, sms: true, whatsapp: true, language: 'en' };
}

export async function setPreferences(
  db: Db,
  userId: string,
  prefs: CommunicationPreferences,
): Promise<CommunicationPreferences> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...prefs })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...prefs, updatedAt: new Date() } });
  return preferencesOf(db, userId);
}
