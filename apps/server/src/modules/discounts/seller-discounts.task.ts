import { type DiscountUnit, basisPointsToPercent, formatRupees } from '@dom/domain';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { sellers } from '../parties';
import { inactiveSku, registerTaskType, rowProblems, unknownSeller } from '../tasks';
import {
  codeCell,
  dayCell,
  optionalDayCell,
  productsBySku,
  readPercent,
  readRupees,
  sellerIdsByCode,
} from './discount-cells';
import { sellerDiscounts } from './discounts.schema';

/**
 * Doc 3's discount unit: % (PERCENTAGE) or ₹ (VALUE). The sheet takes either word, the symbol, or
 * FLAT (a flat amount per unit is the ₹ discount) and stores the spec's value.
 */
const UNIT_WORDS: Readonly<Record<string, DiscountUnit>> = {
  PERCENTAGE: 'PERCENTAGE',
  PERCENT: 'PERCENTAGE',
  '%': 'PERCENTAGE',
  VALUE: 'VALUE',
  FLAT: 'VALUE',
  '₹': 'VALUE',
};

/** The value of a row by its type: basis points for PERCENTAGE, paise per unit for VALUE. */
const readValue = (unit: DiscountUnit, text: string) =>
  unit === 'PERCENTAGE' ? readPercent(text) : readRupees(text, 'positive', 'a discount in rupees per unit');

const RowSchema = z
  .object({
    'Seller Code': codeCell('seller code'),
    SKU: z.string().trim().min(1, 'Enter the SKU').max(60, 'At most 60 characters'),
    'Discount Type': z.string().transform((text, ctx) => {
      const unit = UNIT_WORDS[text.trim().toUpperCase()];
      if (unit) return unit;
      ctx.addIssue({
        code: 'custom',
        message: 'Enter PERCENTAGE (%) or VALUE (₹ per unit; FLAT is read as VALUE)',
      });
      return z.NEVER;
    }),
    Value: z.string().trim(),
    'Valid From': dayCell('first day'),
    'Valid Until': optionalDayCell,
  })
  .superRefine((r, ctx) => {
    const value = readValue(r['Discount Type'], r.Value);
    if (!value.ok) ctx.addIssue({ code: 'custom', path: ['Value'], message: value.error });
    if (r['Valid Until'] !== '' && r['Valid Until'] < r['Valid From'])
      ctx.addIssue({
        code: 'custom',
        path: ['Valid Until'],
        message: `The last day comes before the first day (${r['Valid From']})`,
      });
  })
  .transform((r) => {
    const value = readValue(r['Discount Type'], r.Value);
    const read = value.ok ? value.value : null;
    return {
      sellerCode: r['Seller Code'],
      sku: r.SKU,
      discountUnit: r['Discount Type'],
      percentBps: typeof read === 'number' ? read : null,
      valuePaise: typeof read === 'bigint' ? read : null,
      validFrom: r['Valid From'],
      validUntil: r['Valid Until'] === '' ? null : r['Valid Until'],
    };
  });
type SellerDiscountRow = z.output<typeof RowSchema>;

/** The seller must be on the platform and the SKU active in the catalogue: one look-up each per chunk. */
async function validate(db: Db, rows: readonly { row: number; value: SellerDiscountRow }[]) {
  const [known, skus] = await Promise.all([
    sellerIdsByCode(
      db,
      rows.map((r) => r.value.sellerCode),
    ),
    productsBySku(
      db,
      rows.map((r) => r.value.sku),
    ),
  ]);
  return rowProblems(rows, (value) => [
    known.has(value.sellerCode) ? null : unknownSeller(value.sellerCode),
    skus.has(value.sku) ? null : inactiveSku(value.sku),
  ]);
}

/**
 * Upserts by (seller, product, valid from): the same row again, or a corrected value, type or last
 * day, updates it; a new first day is a new discount. One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly SellerDiscountRow[], ctx: { actorId: string | null }) {
  const [ids, skus] = await Promise.all([
    sellerIdsByCode(
      tx,
      rows.map((r) => r.sellerCode),
    ),
    productsBySku(
      tx,
      rows.map((r) => r.sku),
    ),
  ]);
  const values = rows.flatMap((r) => {
    const sellerId = ids.get(r.sellerCode);
    const product = skus.get(r.sku);
    return sellerId === undefined || product === undefined ? [] : [{ ...r, sellerId, product }];
  });
  if (values.length === 0) return 0;
  await tx.execute(sql`
    INSERT INTO seller_discounts (seller_id, product_id, sku, unit, discount_unit, percent_bps, value_paise,
                                  valid_from, valid_until, updated_by, updated_at)
    SELECT r.seller_id, r.product_id, r.sku, r.unit, r.discount_unit, r.percent_bps, r.value_paise,
           r.valid_from, r.valid_until, ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.sellerId))}::uuid[],
                ${sql.param(values.map((v) => v.product.id))}::uuid[],
                ${sql.param(values.map((v) => v.product.sku))}::text[],
                ${sql.param(values.map((v) => v.product.unit))}::text[],
                ${sql.param(values.map((v) => v.discountUnit))}::text[],
                ${sql.param(values.map((v) => v.percentBps))}::integer[],
                ${sql.param(values.map((v) => v.valuePaise?.toString() ?? null))}::bigint[],
                ${sql.param(values.map((v) => v.validFrom))}::date[],
                ${sql.param(values.map((v) => v.validUntil))}::date[])
      AS r(seller_id, product_id, sku, unit, discount_unit, percent_bps, value_paise, valid_from, valid_until)
    ON CONFLICT (seller_id, product_id, valid_from) DO UPDATE SET
      discount_unit = excluded.discount_unit,
      percent_bps = excluded.percent_bps,
      value_paise = excluded.value_paise,
      valid_until = excluded.valid_until,
      unit = excluded.unit,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at`);
  return values.length;
}

/** Every seller discount with the seller's code, keyset on id, 2,000 at a time, in the template's columns. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: { discount: typeof sellerDiscounts.$inferSelect; code: string }[] = await db
      .select({ discount: sellerDiscounts, code: sellers.code })
      .from(sellerDiscounts)
      .innerJoin(sellers, eq(sellers.id, sellerDiscounts.sellerId))
      .where(after ? gt(sellerDiscounts.id, after) : undefined)
      .orderBy(asc(sellerDiscounts.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map(({ discount: d, code }) => ({
      'Seller Code': code,
      SKU: d.sku,
      'Discount Type': d.discountUnit,
      Value:
        d.discountUnit === 'PERCENTAGE'
          ? basisPointsToPercent(BigInt(d.percentBps ?? 0))
          : formatRupees(d.valuePaise ?? 0n, { symbol: false }),
      'Valid From': d.validFrom,
      'Valid Until': d.validUntil ?? '',
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.discount.id;
  }
}

/**
 * Seller discounts by upload (doc 3 §7, pricing area "discounts"): what a seller gives off a SKU, as
 * the category desk agreed it. Keyed by SKU, not brand: orders, quotations and buyer prices all
 * name the SKU, and a brand is only a text on a product, so a brand key would reach whatever
 * products name the brand when the discount is read rather than the ones agreed. A brand-wide
 * discount is its SKUs' rows (the download gives them back). Allow_Discount_* in the spec's style.
 */
registerTaskType<SellerDiscountRow>({
  taskType: 'DISCOUNTS',
  label: 'Seller discounts (percentage or rupees per unit by seller and SKU)',
  area: 'pricing',
  uploadPermission: 'Allow_Discount_Upload',
  downloadPermission: 'Allow_Discount_Download',
  // Discounts are money: another person of the desk who may decide in the Approval Center checks
  // a file before its discounts are written (maker–checker, as buyer prices).
  checker: {
    summary: ({ rows, fileName }) => `Seller discounts: ${rows} ${rows === 1 ? 'row' : 'rows'}, ${fileName}`,
  },
  columns: [
    { name: 'Seller Code', help: "The seller's platform code.", required: true },
    { name: 'SKU', help: 'An active product of the catalogue.', required: true },
    {
      name: 'Discount Type',
      help: 'PERCENTAGE (%) or VALUE (₹ per the SKU’s unit; FLAT is read as VALUE).',
      required: true,
    },
    {
      name: 'Value',
      help: 'PERCENTAGE: 0 to 100, at most two decimals (12.5). VALUE: rupees per unit above 0 (for example 25.50).',
      required: true,
    },
    { name: 'Valid From', help: 'The first day the discount holds (YYYY-MM-DD).', required: true },
    { name: 'Valid Until', help: 'The last day it holds (YYYY-MM-DD); empty until replaced.' },
  ],
  sheetName: 'Seller Discounts',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.sellerCode}\u0000${r.sku}\u0000${r.validFrom}`,
  validate,
  write,
  exportRows,
});
