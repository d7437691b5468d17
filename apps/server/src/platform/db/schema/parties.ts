import type { BuyerOnboardingStatus, SellerOnboardingStatus } from '@dom/domain';
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
  uniqueIndex,
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
    onboardingStatus: text('onboarding_status').$type<BuyerOnboardingStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Identifiers in the books, CRM and allied systems, and the sales partner who brought the buyer.
    booksBuyerId: text('books_buyer_id'),
    crmBuyerId: text('crm_buyer_id'),
    crmBuyerContactId: text('crm_buyer_contact_id'),
    alliedCode: text('allied_code'),
    salesPartner: text('sales_partner'),
    salesPartnerKey: text('sales_partner_key'),
    parentEntity: text('parent_entity'),
    gstTreatment: text('gst_treatment').notNull().default('business_gst'),
    msmeNumber: text('msme_number'),
    // The buyer's refund account (bank details tab, View_Buyer_Bank_Details).
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    bankIfsc: text('bank_ifsc'),
    bankName: text('bank_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buyers_name_idx').on(t.name),
    // One buyer per GSTIN, so two concurrent on-boardings cannot both pass the check ('' = none).
    uniqueIndex('buyers_gstin_unique_idx')
      .on(t.gstin)
      .where(sql`${t.gstin} <> ''`),
    index('buyers_phone_idx').on(t.phone),
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
    /** IFSC of the early-payment account. */
    bankIfsc: text('bank_ifsc'),
    onboardingStatus: text('onboarding_status').$type<SellerOnboardingStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sellerType: text('seller_type').notNull().default('INDIRECT'),
    addressLine2: text('address_line2'),
    country: text('country').notNull().default('India'),
    addressBookId: text('address_book_id'),
    tdsTaxName: text('tds_tax_name'),
    tdsTaxId: text('tds_tax_id'),
    // The rest of the early-payment bank details (doc 2 §3); every change is audited.
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    bankName: text('bank_name'),
    bankBranch: text('bank_branch'),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sellers_name_idx').on(t.name), index('sellers_gstin_idx').on(t.gstin)],
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
    sourceCode: text('source_code'),
    warehouseType: text('warehouse_type').notNull().default('WAREHOUSE'),
    region: text('region'),
    country: text('country').notNull().default('India'),
    stateCode: text('state_code'),
  },
  (t) => [
    index('warehouses_seller_idx').on(t.sellerId),
    uniqueIndex('warehouses_source_code_idx').on(t.sourceCode),
  ],
);

export const transporters = pgTable('transporters', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  gstin: text('gstin').notNull(),
  transportMode: text('transport_mode').notNull(),
  contactName: text('contact_name'),
  phone: text('phone'),
  isActive: boolean('is_active').notNull().default(true),
  /**
   * What `gstin` holds: a GSTIN, or a transporter id (TRANSIN) of an unregistered transporter.
   * Both go on e-way bills as the transporter id.
   */
  idKind: text('id_kind').notNull().default('GSTIN'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
