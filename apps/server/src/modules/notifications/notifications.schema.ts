import type { NotificationSendStatus } from '@dom/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from '../../platform/db/columns';
import { users } from '../identity/users.schema';

/** The words of one event for one channel, recipient type and language; admins edit them. */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: serial('id').primaryKey(),
    eventCode: text('event_code').notNull(),
    channel: text('channel').notNull(),
    recipientType: text('recipient_type').notNull(),
    language: text('language').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('notification_templates_key_idx').on(t.eventCode, t.channel, t.recipientType, t.language),
  ],
);

/** One notification: an event to one recipient on one channel, and how its delivery went. */
export const notificationLogs = pgTable(
  'notification_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventCode: text('event_code').notNull(),
    channel: text('channel').notNull(),
    recipientType: text('recipient_type').notNull(),
    recipientUserId: uuid('recipient_user_id'),
    recipientName: text('recipient_name'),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').$type<NotificationSendStatus>().notNull().default('IN_PROGRESS'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastError: text('last_error'),
    sourceRef: text('source_ref'),
    // What made it, per recipient and channel: the same cause never notifies twice.
    dedupeKey: text('dedupe_key').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('notification_logs_dedupe_idx').on(t.dedupeKey),
    index('notification_logs_created_idx').on(t.createdAt),
    index('notification_logs_status_idx').on(t.status, t.createdAt),
  ],
);

/** A user's communication preferences; a user without a row receives every channel in English. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  whatsapp: boolean('whatsapp').notNull().default(true),
  language: text('language').notNull().default('en'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A feedback campaign: an audience, a template and a channel; sent once. */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  audience: text('audience').$type<'BUYERS' | 'SELLERS'>().notNull(),
  region: text('region'),
  channel: text('channel').notNull(),
  eventCode: text('event_code').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
  sentAt: at('sent_at'),
});

/** One recipient of a sent campaign, the token of their answer link, and their score. */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    partyId: uuid('party_id').notNull(),
    name: text('name').notNull(),
    token: text('token').notNull(),
    score: smallint('score'),
    comment: text('comment'),
    /** When the recipient first answered (a correction keeps it: the window runs from here). */
    respondedAt: at('responded_at'),
    /** The SHA-256 of the key handed to whoever answered first; only it corrects the answer. */
    correctionKeyHash: text('correction_key_hash'),
  },
  (t) => [
    uniqueIndex('campaign_recipients_token_idx').on(t.token),
    uniqueIndex('campaign_recipients_party_idx').on(t.campaignId, t.partyId),
    index('campaign_recipients_scored_idx')
      .on(t.campaignId)
      .where(sql`${t.score} IS NOT NULL`),
  ],
);
