import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Business codes kept as master data (reason lists, the bank master, the import-order dropdowns):
 * `/business-code/*` reads them; admins edit them as the BUSINESS_CODES task type. Seeded by the
 * migration with the lists business-codes.ts names.
 */
export const businessCodes = pgTable(
  'business_codes',
  {
    type: text('type').notNull(),
    code: text('code').notNull(),
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.code] })],
);
