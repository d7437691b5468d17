import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The GSTIN registry simulator's register: what the GST portal's taxpayer search would answer. */
export const gstinRegistrations = pgTable('gstin_registrations', {
  gstin: text('gstin').primaryKey(),
  /** ACTIVE, CANCELLED or SUSPENDED. */
  status: text('status').notNull(),
  cancelledOn: date('cancelled_on'),
  legalName: text('legal_name').notNull(),
  stateCode: text('state_code').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
