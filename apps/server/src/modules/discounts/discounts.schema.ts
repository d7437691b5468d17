import type { DiscountUnit } from '@dom/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, paise } from '../../platform/db/columns';
import { products } from '../catalogue/catalogue.schema';
import { buyers, sellers } from '../parties/parties.schema';

/**
 * A seller's discount on a SKU that the category desk agreed with the seller (doc 3 §7, pricing area
 * "discounts"): a percentage (`PERCENTAGE`, in basis points: 1250 = 12.5 %) or a value in rupees per
 * the SKU's unit (`VALUE`, doc 3's "Discount unit: % (PERCENTAGE) or ₹ (VALUE)"), from a first day
 * to an optional last day. One row per seller, product and first day; the same row again updates it.
 */
export const sellerDiscounts = pgTable(
  'seller_discounts',
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
    discountUnit: text('discount_unit').$type<DiscountUnit>().notNull(),
    /** PERCENTAGE: 0–10,000 basis points; null for VALUE. */
    percentBps: integer('percent_bps'),
    /** VALUE: rupees per unit in paise, above 0; null for PERCENTAGE. */
    valuePaise: paise('value_paise'),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until'),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seller_discounts_seller_product_from_idx').on(t.sellerId, t.productId, t.validFrom),
    index('seller_discounts_product_idx').on(t.productId),
    check(
      'seller_discounts_value_by_unit',
      sql`(${t.discountUnit} = 'PERCENTAGE' AND ${t.percentBps} BETWEEN 0 AND 10000 AND ${t.valuePaise} IS NULL) OR (${t.discountUnit} = 'VALUE' AND ${t.valuePaise} > 0 AND ${t.percentBps} IS NULL)`,
    ),
    check(
      'seller_discounts_until_after_from',
      sql`${t.validUntil} IS NULL OR ${t.validUntil} >= ${t.validFrom}`,
    ),
  ],
);

/**
 * Turnover discount (TOD) slabs of a buyer for a period (doc 3: a financial year `FY2026-27` or a
 * quarter `FY2026-27 Q1`, quarters from April): the buyer's turnover in the period from
 * `turnover_from` up to (not including) `turnover_to` (null: no upper bound) earns `percent_bps`.
 * The slabs of one buyer and period do not overlap (the upload checks it); one row per buyer,
 * period and turnover from.
 */
export const buyerTodSlabs = pgTable(
  'buyer_tod_slabs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id),
    /** `FY2026-27` or `FY2026-27 Q1`. */
    period: text('period').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    turnoverFromPaise: paise('turnover_from_paise').notNull(),
    turnoverToPaise: paise('turnover_to_paise'),
    percentBps: integer('percent_bps').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buyer_tod_slabs_buyer_period_from_idx').on(t.buyerId, t.period, t.turnoverFromPaise),
    check('buyer_tod_slabs_percent_range', sql`${t.percentBps} BETWEEN 0 AND 10000`),
    check(
      'buyer_tod_slabs_turnover_range',
      sql`${t.turnoverFromPaise} >= 0 AND (${t.turnoverToPaise} IS NULL OR ${t.turnoverToPaise} > ${t.turnoverFromPaise})`,
    ),
  ],
);
