import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { istDateOf, validateSellerPriceValidity } from '@dom/domain';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { activeProductsBySku, productsByIds } from '../catalogue';
import { sellers } from '../parties';
import { inactiveSku, registerTaskType, rowProblems, unknownSeller } from '../tasks';
import { sellerPrices } from './pricing.schema';

/** A GST state code (two digits) or ALL, as `/share-price` takes a region. */
const REGION = /^(ALL|\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Rupees with at most two decimals, as paise. */
const rupees = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, `Enter the ${what} in rupees (for example 385.50)`)
    .transform((v) => BigInt(Math.round(Number(v) * 100)));

const RowSchema = z
  .object({
    'Seller Code': z.string().trim().min(1, 'Enter the seller code').max(40, 'At most 40 characters'),
    SKU: z.string().trim().min(1, 'Enter the SKU').max(60, 'At most 60 characters'),
    Region: z
      .string()
      .trim()
      .transform((r) => (r === '' ? 'ALL' : r.toUpperCase()))
      .pipe(z.string().regex(REGION, 'Enter ALL or a two-digit GST state code')),
    'Ex Works Price': rupees('ex-works price'),
    Freight: z
      .string()
      .trim()
      .transform((v) => (v === '' ? '0' : v))
      .pipe(rupees('freight')),
    'Valid Until': z
      .string()
      .trim()
      .regex(DAY, 'Enter the date as YYYY-MM-DD')
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a real date')
      // A seller's price holds from today to 180 days ahead, as when it is shared one at a time.
      .superRefine((d, ctx) => {
        const problem = validateSellerPriceValidity(d, istDateOf(new Date()));
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .transform((r) => ({
    sellerCode: r['Seller Code'],
    sku: r.SKU,
    region: r.Region,
    exWorksPaise: r['Ex Works Price'],
    freightPaise: r.Freight,
    validUntil: r['Valid Until'],
  }));
type PriceRow = z.output<typeof RowSchema>;

const sellersByCode = async (db: DbOrTx, codes: readonly string[]) =>
  new Map(
    (
      await db
        .select({ id: sellers.id, code: sellers.code, name: sellers.name })
        .from(sellers)
        .where(inArray(sellers.code, [...new Set(codes)]))
    ).map((s) => [s.code, s]),
  );

/** The seller codes and SKUs must exist (the SKU active in the catalogue): one look-up each per chunk. */
async function validate(db: Db, rows: readonly { row: number; value: PriceRow }[]) {
  const known = await sellersByCode(
    db,
    rows.map((r) => r.value.sellerCode),
  );
  const skus = new Set(
    (
      await activeProductsBySku(
        db,
        rows.map((r) => r.value.sku),
      )
    ).map((p) => p.sku),
  );
  return rowProblems(rows, (value) => [
    known.has(value.sellerCode) ? null : unknownSeller(value.sellerCode),
    skus.has(value.sku) ? null : inactiveSku(value.sku),
  ]);
}

/**
 * Upserts by (seller, product, region), as sharing a price again renews it: a repeated chunk
 * rewrites the same rows. The commit's own checks ran before, so every code resolves.
 */
async function write(tx: DbOrTx, rows: readonly PriceRow[], ctx: { actorId: string | null }) {
  const byCode = await sellersByCode(
    tx,
    rows.map((r) => r.sellerCode),
  );
  const bySku = new Map(
    (
      await activeProductsBySku(
        tx,
        rows.map((r) => r.sku),
      )
    ).map((p) => [p.sku, p]),
  );
  const names = new Map(
    (
      await productsByIds(
        tx,
        [...bySku.values()].map((p) => p.id),
      )
    ).map((p) => [p.id, p.name]),
  );
  const values = rows.flatMap((r) => {
    const seller = byCode.get(r.sellerCode);
    const product = bySku.get(r.sku);
    if (!seller || !product) return [];
    return [
      {
        sellerId: seller.id,
        sellerName: seller.name,
        productId: product.id,
        sku: product.sku,
        productName: names.get(product.id) ?? product.sku,
        unit: product.unit,
        region: r.region,
        exWorksPaise: r.exWorksPaise,
        freightPaise: r.freightPaise,
        validUntil: r.validUntil,
        updatedBy: ctx.actorId,
        updatedAt: new Date(),
      },
    ];
  });
  if (values.length === 0) return 0;
  await tx
    .insert(sellerPrices)
    .values(values)
    .onConflictDoUpdate({
      target: [sellerPrices.sellerId, sellerPrices.productId, sellerPrices.region],
      set: {
        exWorksPaise: sql`excluded.ex_works_paise`,
        freightPaise: sql`excluded.freight_paise`,
        validUntil: sql`excluded.valid_until`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return values.length;
}

const inRupees = (p: bigint): string => {
  const whole = p / 100n;
  const part = (p % 100n).toString().padStart(2, '0');
  return `${whole}.${part}`;
};

/** Every shared price, keyset on id, 2,000 at a time, with the seller's code. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: { price: typeof sellerPrices.$inferSelect; code: string }[] = await db
      .select({ price: sellerPrices, code: sellers.code })
      .from(sellerPrices)
      .innerJoin(sellers, eq(sellers.id, sellerPrices.sellerId))
      .where(after ? gt(sellerPrices.id, after) : undefined)
      .orderBy(asc(sellerPrices.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map(({ price: p, code }) => ({
      'Seller Code': code,
      SKU: p.sku,
      Region: p.region,
      'Ex Works Price': inRupees(p.exWorksPaise),
      Freight: inRupees(p.freightPaise),
      'Valid Until': p.validUntil,
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.price.id;
  }
}

/**
 * Seller prices by upload (doc 3 §7, pricing area "prices"): the rows `/share-price` keeps, many at
 * once. The spec names no permission of its own for the pricing uploads, so the generic bulk ones.
 */
registerTaskType<PriceRow>({
  taskType: 'SELLER_PRICES',
  label: 'Seller prices (ex-works and freight by region)',
  area: 'pricing',
  uploadPermission: 'Allow_Bulk_Upload',
  downloadPermission: 'Allow_Bulk_Download',
  columns: [
    { name: 'Seller Code', help: "The seller's platform code.", required: true },
    { name: 'SKU', help: 'An active product of the catalogue.', required: true },
    { name: 'Region', help: 'ALL (the default) or a two-digit GST state code.' },
    { name: 'Ex Works Price', help: 'Rupees per unit, at most two decimals.', required: true },
    { name: 'Freight', help: 'Rupees per unit (0 when empty).' },
    { name: 'Valid Until', help: 'The last day the price holds (YYYY-MM-DD).', required: true },
  ],
  sheetName: 'Seller Prices',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.sellerCode}\u0000${r.sku}\u0000${r.region}`,
  validate,
  write,
  exportRows,
});
