import type { BusinessUnit } from '@dom/domain';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, qty } from '../../platform/db/columns';
import { products } from '../catalogue/catalogue.schema';
import { sellers, warehouses } from '../parties/parties.schema';

/**
 * A seller's stock (doc 3 §7 supply area "inventory", task type INVENTORY): what a seller has of a
 * product in one of its warehouses, in the product's unit, as of a day. One row per seller, product
 * and warehouse; an upload of the same row again updates it.
 */
export const sellerInventory = pgTable(
  'seller_inventory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    sku: text('sku').notNull(),
    unit: text('unit').notNull(),
    availableQuantity: qty('available_quantity').notNull(),
    asOf: date('as_of').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_inventory_seller_product_warehouse_idx').on(t.sellerId, t.productId, t.warehouseId),
    index('seller_inventory_product_idx').on(t.productId),
    index('seller_inventory_warehouse_idx').on(t.warehouseId),
  ],
);

/**
 * What a seller offers where (doc 3 §7 supply area "assortment", task type ASSORTMENT): a product
 * listed or not in a region (a two-digit GST state code, or ALL), with an optional minimum order
 * quantity in the product's unit. One row per seller, product and region.
 */
export const sellerAssortments = pgTable(
  'seller_assortments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    unit: text('unit').notNull(),
    region: text('region').notNull().default('ALL'),
    isListed: boolean('is_listed').notNull().default(true),
    minOrderQuantity: qty('min_order_quantity'),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_assortments_seller_product_region_idx').on(t.sellerId, t.productId, t.region),
    index('seller_assortments_product_idx').on(t.productId, t.region),
  ],
);

/**
 * A brand's terms in a business unit (doc 3 §7 supply area "brand config", task type BRAND_CONFIG):
 * active or not, lead time and credit days (doc 3's cap of 21). The brand as the catalogue spells
 * it. One row per brand and business unit.
 */
export const brandConfigs = pgTable(
  'brand_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    businessUnit: text('business_unit').$type<BusinessUnit>().notNull(),
    isActive: boolean('is_active').notNull(),
    leadTimeDays: integer('lead_time_days'),
    creditDays: integer('credit_days'),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brand_configs_brand_unit_idx').on(t.brand, t.businessUnit)],
);
