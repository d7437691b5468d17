import { bigserial, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The local stand-in for the e-mail and WhatsApp channels: what a real provider would have delivered. */
export const simulatedMessages = pgTable(
  'simulated_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    // The delivery's reference (the outbox message id): a redelivered message is recorded once.
    reference: text('reference').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('simulated_messages_ref_idx').on(t.channel, t.reference)],
);
