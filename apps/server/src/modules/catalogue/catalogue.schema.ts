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
import { buyers } from '../parties/parties.schema';

/** The catalogue of products orders are placed for (SKU, HSN, unit, GST rate, list price). */
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

/**
 * Where a product is served (doc 3 §7 promise area "product region", task type PRODUCT_REGION): a
 * SKU in a region (NORTH, SOUTH, EAST, WEST, CENTRAL) or a state (its two-digit GST code), served or
 * not, and the lead time in days. One row per product and place; an upload of it again updates it.
 */
export const productRegions = pgTable(
  'product_regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    /** A region value or a two-digit GST state code. */
    place: text('place').notNull(),
    serviceable: boolean('serviceable').notNull(),
    leadTimeDays: integer('lead_time_days'),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_regions_product_place_idx').on(t.productId, t.place)],
);

/**
 * A buyer's brands (doc 3 §7 promise area "buyer brand mapping", task type BUYER_BRAND_MAPPING): a
 * buyer and a brand of the catalogue, active or not. One row per buyer and brand.
 */
export const buyerBrandMappings = pgTable(
  'buyer_brand_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    brand: text('brand').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_brand_mappings_buyer_brand_idx').on(t.buyerId, t.brand),
    index('buyer_brand_mappings_brand_idx').on(t.brand),
  ],
);
