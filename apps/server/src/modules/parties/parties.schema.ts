import type { BuyerOnboardingStatus, SellerOnboardingStatus } from '@dom/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/users.schema';
import { at } from '../../platform/db/columns';

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

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A buyer's people: roles, channels and how they like to be told (doc 2 §3). */
export const buyerContacts = pgTable(
  'buyer_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    name: text('name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    designation: text('designation'),
    department: text('department'),
    roles: textList('roles'),
    channels: textList('channels'),
    communicationPreferences: textList('communication_preferences'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('buyer_contacts_buyer_idx').on(t.buyerId)],
);

/** Shipping and billing addresses of a buyer; `externalAddressId` is the books system's id. */
export const buyerAddresses = pgTable(
  'buyer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    addressType: text('address_type').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    companyName: text('company_name'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    cityName: text('city_name').notNull(),
    stateCode: text('state_code').notNull(),
    stateName: text('state_name').notNull(),
    countryCode: text('country_code').notNull().default('IN'),
    countryName: text('country_name').notNull().default('India'),
    postalCode: text('postal_code').notNull(),
    regionName: text('region_name'),
    gstNum: text('gst_num'),
    emailId: text('email_id'),
    phoneNumber: text('phone_number'),
    externalAddressId: text('external_address_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('buyer_addresses_buyer_idx').on(t.buyerId),
    index('buyer_addresses_gst_idx').on(t.gstNum),
    uniqueIndex('buyer_addresses_external_idx').on(t.buyerId, t.externalAddressId),
  ],
);

/** People at a seller (sellerContact/search); `userId` when the person signs in to the portal. */
export const sellerContacts = pgTable(
  'seller_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('seller_contacts_seller_idx').on(t.sellerId)],
);

export const warehouseContacts = pgTable(
  'warehouse_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    name: text('name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    designation: text('designation'),
  },
  (t) => [index('warehouse_contacts_warehouse_idx').on(t.warehouseId)],
);

/** Transporters a seller works with (GET/POST ops-supply/seller/transporter). */
export const sellerTransporters = pgTable(
  'seller_transporters',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => transporters.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.transporterId] }),
    index('seller_transporters_transporter_idx').on(t.transporterId),
  ],
);

/**
 * Which sales partner RM looks after a buyer (doc 3 §7 "partner RM" uploads, task type PARTNER_RM):
 * a buyer and an active user holding the Sales Partner RM role, by e-mail (stored in lower case),
 * active or not. One row per buyer and e-mail; an upload of it again updates it.
 */
export const buyerPartnerRms = pgTable(
  'buyer_partner_rms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    partnerRmEmail: text('partner_rm_email').notNull(),
    /** The user the e-mail named when the row was last uploaded. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    isActive: boolean('is_active').notNull().default(true),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_partner_rms_buyer_email_idx').on(t.buyerId, t.partnerRmEmail),
    index('buyer_partner_rms_email_idx').on(t.partnerRmEmail),
  ],
);

/**
 * A buyer's promoters and directors (doc 3 §7 "promoter" uploads, task type PROMOTER): name, PAN
 * (upper case), mobile (10 digits), e-mail, shareholding in basis points (0.01 %; a buyer's
 * promoters hold at most 100 % together, which the upload checks) and DIN. One row per buyer and PAN.
 */
export const buyerPromoters = pgTable(
  'buyer_promoters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    name: text('name').notNull(),
    pan: text('pan').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    shareholdingBps: integer('shareholding_bps').notNull(),
    din: text('din'),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_promoters_buyer_pan_idx').on(t.buyerId, t.pan),
    check('buyer_promoters_shareholding_range', sql`${t.shareholdingBps} BETWEEN 0 AND 10000`),
  ],
);
