import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The marketplace's own GST registrations, one per state it trades from (the "GST infos" of
 * `/sales-order/gstInfo/v1/getActiveGstInfos`). Whether one is in force is the GST portal's answer
 * (the GSTIN register), not a flag kept here; `isEnabled` is only the marketplace switching a
 * registration off for new orders.
 */
export const companyGstRegistrations = pgTable('company_gst_registrations', {
  gstin: text('gstin').primaryKey(),
  stateCode: text('state_code').notNull(),
  stateName: text('state_name').notNull(),
  legalName: text('legal_name').notNull(),
  addressLine1: text('address_line1').notNull(),
  city: text('city').notNull(),
  pinCode: text('pin_code').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
