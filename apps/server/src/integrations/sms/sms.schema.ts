import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The local SMS simulator's inbox: what a real gateway would have delivered. */
export const smsMessages = pgTable('sms_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  // The outbox message id: a redelivered message is recorded once.
  outboxId: bigint('outbox_id', { mode: 'number' }).notNull().unique(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  template: text('template').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
