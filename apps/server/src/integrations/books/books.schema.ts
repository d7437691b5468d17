import { bigint, bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The local books simulator: what a real books system (Zoho Books…) would have received. */
export const booksSyncRecords = pgTable('books_sync_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  // The outbox message id: a redelivered message is recorded once.
  outboxId: bigint('outbox_id', { mode: 'number' }).notNull().unique(),
  kind: text('kind').notNull(),
  reference: text('reference').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
