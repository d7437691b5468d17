import { GST_STATES, formatRupees, isIsoDate, tryParseRupees } from '@dom/domain';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { activeProductsBySku } from '../catalogue';
import { buyers } from '../parties';
import { inactiveSku, registerTaskType, rowProblems, unknownBuyer } from '../tasks';
import { buyerPrices } from './pricing.schema';

const REGIONS: readonly string[] = ['ALL', ...GST_STATES.map((s) => s.code)];

const day = (what: string) =>
  z
    .string()
    .trim()
    .refine((d) => isIsoDate(d), `Enter the ${what} as a real date, YYYY-MM-DD`);

const RowSchema = z
  .object({
    'Buyer Code': z.string().trim().min(1, 'Enter the buyer code').max(40, 'At most 40 characters'),
    SKU: z.string().trim().min(1, 'Enter the SKU').max(60, 'At most 60 characters'),
    Region: z.string().transform((text, ctx) => {
      const v = text.trim().toUpperCase();
      if (v === '') return 'ALL';
      const code = /^\d$/.test(v) ? `0${v}` : v;
      if (REGIONS.includes(code)) return code;
      ctx.addIssue({ code: 'custom', message: 'Enter ALL or a two-digit GST state code' });
      return z.NEVER;
    }),
    Price: z.string().transform((text, ctx) => {
      const parsed = tryParseRupees(text);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      if (parsed.paise <= 0n) {
        ctx.addIssue({ code: 'custom', message: 'Enter a price above 0' });
        return z.NEVER;
      }
      return parsed.paise;
    }),
    'Valid From': day('first day'),
    'Valid Until': z
      .string()
      .trim()
      .refine(
        (d) => d === '' || isIsoDate(d),
        'Enter the last day as a real date, YYYY-MM-DD, or leave it empty',
      ),
  })
  .superRefine((r, ctx) => {
    if (r['Valid Until'] !== '' && r['Valid Until'] < r['Valid From'])
      ctx.addIssue({
        code: 'custom',
        path: ['Valid Until'],
        message: `The last day comes before the first day (${r['Valid From']})`,
      });
  })
  .transform((r) => ({
    buyerCode: r['Buyer Code'],
    sku: r.SKU,
    region: r.Region,
    pricePaise: r.Price,
    validFrom: r['Valid From'],
    validUntil: r['Valid Until'] === '' ? null : r['Valid Until'],
  }));
type BuyerPriceRow = z.output<typeof RowSchema>;

const buyerIdsByCode = async (db: DbOrTx, codes: readonly string[]) =>
  new Map(
    (
      await db
        .select({ id: buyers.id, code: buyers.code })
        .from(buyers)
        .where(inArray(buyers.code, [...new Set(codes)]))
    ).map((b) => [b.code, b.id]),
  );

const productsBySku = async (db: DbOrTx, skus: readonly string[]) =>
  new Map((await activeProductsBySku(db, [...new Set(skus)])).map((p) => [p.sku, p]));

/** The buyer must be on the platform and the SKU active in the catalogue: one look-up each per chunk. */
async function validate(db: Db, rows: readonly { row: number; value: BuyerPriceRow }[]) {
  const [known, skus] = await Promise.all([
    buyerIdsByCode(
      db,
      rows.map((r) => r.value.buyerCode),
    ),
    productsBySku(
      db,
      rows.map((r) => r.value.sku),
    ),
  ]);
  return rowProblems(rows, (value) => [
    known.has(value.buyerCode) ? null : unknownBuyer(value.buyerCode),
    skus.has(value.sku) ? null : inactiveSku(value.sku),
  ]);
}

/**
 * Upserts by (buyer, product, region, valid from): the same price again, or a corrected amount or
 * last day, updates the row; a new first day is a new price. One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly BuyerPriceRow[], ctx: { actorId: string | null }) {
  const [ids, skus] = await Promise.all([
    buyerIdsByCode(
      tx,
      rows.map((r) => r.buyerCode),
    ),
    productsBySku(
      tx,
      rows.map((r) => r.sku),
    ),
  ]);
  const values = rows.flatMap((r) => {
    const buyerId = ids.get(r.buyerCode);
    const product = skus.get(r.sku);
    return buyerId === undefined || product === undefined ? [] : [{ ...r, buyerId, product }];
  });
  if (values.length === 0) return 0;
  await tx.execute(sql`
    INSERT INTO buyer_prices (buyer_id, product_id, sku, unit, region, price_paise, valid_from, valid_until, updated_by, updated_at)
    SELECT r.buyer_id, r.product_id, r.sku, r.unit, r.region, r.price_paise, r.valid_from, r.valid_until,
           ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.buyerId))}::uuid[],
                ${sql.param(values.map((v) => v.product.id))}::uuid[],
                ${sql.param(values.map((v) => v.product.sku))}::text[],
                ${sql.param(values.map((v) => v.product.unit))}::text[],
                ${sql.param(values.map((v) => v.region))}::text[],
                ${sql.param(values.map((v) => v.pricePaise.toString()))}::bigint[],
                ${sql.param(values.map((v) => v.validFrom))}::date[],
                ${sql.param(values.map((v) => v.validUntil))}::date[])
      AS r(buyer_id, product_id, sku, unit, region, price_paise, valid_from, valid_until)
    ON CONFLICT (buyer_id, product_id, region, valid_from) DO UPDATE SET
      price_paise = excluded.price_paise,
      valid_until = excluded.valid_until,
      unit = excluded.unit,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at`);
  return values.length;
}

/** Every buyer price with the buyer's code, keyset on id, 2,000 at a time, in the template's columns. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: { price: typeof buyerPrices.$inferSelect; code: string }[] = await db
      .select({ price: buyerPrices, code: buyers.code })
      .from(buyerPrices)
      .innerJoin(buyers, eq(buyers.id, buyerPrices.buyerId))
      .where(after ? gt(buyerPrices.id, after) : undefined)
      .orderBy(asc(buyerPrices.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map(({ price: p, code }) => ({
      'Buyer Code': code,
      SKU: p.sku,
      Region: p.region,
      Price: formatRupees(p.pricePaise, { symbol: false }),
      'Valid From': p.validFrom,
      'Valid Until': p.validUntil ?? '',
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.price.id;
  }
}

/**
 * Buyer-specific prices by upload (doc 3 §7, pricing area "buyer price"): what a buyer pays per unit
 * of a SKU in a region over a period. The spec names no permission of its own, so
 * Allow_Buyer_Price_* in its style (the category desk's, as the seller-facing MOV rules are).
 */
registerTaskType<BuyerPriceRow>({
  taskType: 'BUYER_PRICE',
  label: 'Buyer prices (price per unit by buyer, SKU and region)',
  area: 'pricing',
  uploadPermission: 'Allow_Buyer_Price_Upload',
  downloadPermission: 'Allow_Buyer_Price_Download',
  // Prices are money: another person of the desk who may decide in the Approval Center (a
  // category lead, an admin) checks a file before its prices are written (maker–checker).
  checker: {
    summary: ({ rows, fileName }) => `Buyer prices: ${rows} ${rows === 1 ? 'row' : 'rows'}, ${fileName}`,
  },
  columns: [
    { name: 'Buyer Code', help: "The buyer's platform code.", required: true },
    { name: 'SKU', help: 'An active product of the catalogue.', required: true },
    { name: 'Region', help: 'ALL (the default) or a two-digit GST state code.' },
    {
      name: 'Price',
      help: "Rupees per the SKU's unit (bag, MT, …), at most two decimals (for example 1,250.50).",
      required: true,
    },
    { name: 'Valid From', help: 'The first day the price holds (YYYY-MM-DD).', required: true },
    { name: 'Valid Until', help: 'The last day it holds (YYYY-MM-DD); empty until replaced.' },
  ],
  sheetName: 'Buyer Prices',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.buyerCode}\u0000${r.sku}\u0000${r.region}\u0000${r.validFrom}`,
  validate,
  write,
  exportRows,
});
