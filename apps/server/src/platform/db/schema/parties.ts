import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** People who sign in: staff, seller users and buyer users. Roles are identity-service group names. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    displayName: text('display_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    teamRole: text('team_role'),
    businessUnits: text('business_units')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    region: text('region'),
    sellerId: uuid('seller_id'),
    buyerId: uuid('buyer_id'),
    managerId: uuid('manager_id'),
    isActive: boolean('is_active').notNull().default(true),
    mustResetPassword: boolean('must_reset_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_email_idx').on(t.email)],
);

export const buyers = pgTable(
  'buyers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    gstin: text('gstin').notNull(),
    pan: text('pan').notNull(),
    stateCode: text('state_code').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    region: text('region').notNull(),
    businessUnit: text('business_unit').notNull(),
    rmEmail: text('rm_email'),
    tmEmail: text('tm_email'),
    contactName: text('contact_name'),
    phone: text('phone'),
    email: text('email'),
    isMsme: boolean('is_msme').notNull().default(false),
    onboardingStatus: text('onboarding_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buyers_name_idx').on(t.name),
    index('buyers_rm_idx').on(t.rmEmail),
    index('buyers_tm_idx').on(t.tmEmail),
  ],
);

export const sellers = pgTable(
  'sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    gstin: text('gstin').notNull(),
    pan: text('pan').notNull(),
    stateCode: text('state_code').notNull(),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    region: text('region').notNull(),
    businessUnit: text('business_unit').notNull(),
    booksId: text('books_id'),
    contactName: text('contact_name'),
    phone: text('phone'),
    email: text('email'),
    bankIfsc: text('bank_ifsc'),
    onboardingStatus: text('onboarding_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sellers_name_idx').on(t.name)],
);

export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    name: text('name').notNull(),
    gstin: text('gstin').notNull(),
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('warehouses_seller_idx').on(t.sellerId)],
);

export const transporters = pgTable('transporters', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  gstin: text('gstin').notNull(),
  transportMode: text('transport_mode').notNull(),
  contactName: text('contact_name'),
  phone: text('phone'),
  isActive: boolean('is_active').notNull().default(true),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    level1Category: text('level1_category').notNull(),
    hsn: text('hsn').notNull(),
    unit: text('unit').notNull(),
    gstRateBasisPoints: integer('gst_rate_bp').notNull(),
    /** List price per unit in paise. */
    listPricePaise: bigint('list_price_paise', { mode: 'bigint' }).notNull(),
    weightPerUnit: numeric('weight_per_unit', { precision: 14, scale: 3 }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('products_category_idx').on(t.category, t.subcategory),
    index('products_name_idx').on(t.name),
  ],
);
