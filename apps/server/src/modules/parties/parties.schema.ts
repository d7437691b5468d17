import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers, sellers, transporters, users, warehouses } from '../../platform/db/schema/parties';
import { at } from '../../platform/db/columns';

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
