import type { BusinessUnit } from '@dom/domain';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, paise } from '../../platform/db/columns';
import { products } from '../catalogue/catalogue.schema';
import { buyers } from '../parties/parties.schema';

/**
 * A seller's shared price (`/share-price`): a product in a region (a GST state code, or ALL),
 * ex-works and freight per unit, valid until a day. One row per seller, product and region;
 * sharing again renews it.
 */
export const sellerPrices = pgTable(
  'seller_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').notNull(),
    sellerName: text('seller_name').notNull(),
    productId: uuid('product_id').notNull(),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    unit: text('unit').notNull(),
    region: text('region').notNull().default('ALL'),
    exWorksPaise: paise('ex_works_paise').notNull(),
    freightPaise: paise('freight_paise').notNull(),
    validUntil: date('valid_until').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_prices_seller_product_region_idx').on(t.sellerId, t.productId, t.region),
    index('seller_prices_product_idx').on(t.productId, t.region),
    index('seller_prices_seller_updated_idx').on(t.sellerId, t.updatedAt),
  ],
);

/** Quotation automation's rule of a business unit (`/automate-quotation`). */
export const quotationAutomationRules = pgTable('quotation_automation_rules', {
  businessUnit: text('business_unit').$type<BusinessUnit>().primaryKey(),
  minMarginBp: integer('min_margin_bp').notNull(),
  useAnswers: boolean('use_answers').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: uuid('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A buyer-specific price (doc 3 §7 "buyer price", task type BUYER_PRICE): what a buyer pays per unit
 * of a product in a region (a GST state code, or ALL) from a day, until a day or until replaced. One
 * row per buyer, product, region and first day; an upload of the same row again updates it.
 */
export const buyerPrices = pgTable(
  'buyer_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    unit: text('unit').notNull(),
    region: text('region').notNull().default('ALL'),
    pricePaise: paise('price_paise').notNull(),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until'),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_prices_buyer_product_region_from_idx').on(
      t.buyerId,
      t.productId,
      t.region,
      t.validFrom,
    ),
    index('buyer_prices_product_idx').on(t.productId, t.region),
  ],
);
