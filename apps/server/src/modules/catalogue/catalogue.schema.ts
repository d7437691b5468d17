import { bigint, boolean, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';

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
