import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { buyers } from '../parties';
import { registerTaskType, rowProblems, unknownBuyer } from '../tasks';
import { buyerBrandMappings, products } from './catalogue.schema';
import { yesNo } from './task-cells';

const RowSchema = z
  .object({
    'Buyer Code': z.string().trim().min(1, 'Enter the buyer code').max(40, 'At most 40 characters'),
    Brand: z.string().trim().min(1, 'Enter the brand').max(120, 'At most 120 characters'),
    Active: z
      .string()
      .transform((v) => (v.trim() === '' ? 'Y' : v))
      .pipe(yesNo('active')),
  })
  .transform((r) => ({ buyerCode: r['Buyer Code'], brand: r.Brand, active: r.Active }));
type BuyerBrandRow = z.output<typeof RowSchema>;

const brandKey = (brand: string) => brand.trim().toLowerCase();

/** Buyer code → buyer id, for the codes of a chunk. */
const buyerIdsByCode = async (db: DbOrTx, codes: readonly string[]) =>
  new Map(
    (
      await db
        .select({ id: buyers.id, code: buyers.code })
        .from(buyers)
        .where(inArray(buyers.code, [...new Set(codes)]))
    ).map((b) => [b.code, b.id]),
  );

/**
 * The catalogue's brands among these names, as the catalogue spells them, by their lower-case name
 * ("ultratech" finds "UltraTech"): a brand is what some product of the catalogue names.
 */
const catalogueBrands = async (db: DbOrTx, names: readonly string[]) =>
  new Map(
    (
      await db
        .selectDistinct({ brand: products.brand })
        .from(products)
        .where(inArray(sql`lower(${products.brand})`, [...new Set(names.map(brandKey))]))
    ).map((p) => [brandKey(p.brand), p.brand]),
  );

/** The buyer must be on the platform and the brand one of the catalogue's: one look-up each per chunk. */
async function validate(db: Db, rows: readonly { row: number; value: BuyerBrandRow }[]) {
  const [known, brands] = await Promise.all([
    buyerIdsByCode(
      db,
      rows.map((r) => r.value.buyerCode),
    ),
    catalogueBrands(
      db,
      rows.map((r) => r.value.brand),
    ),
  ]);
  return rowProblems(rows, (value) => [
    known.has(value.buyerCode) ? null : unknownBuyer(value.buyerCode),
    brands.has(brandKey(value.brand))
      ? null
      : { column: 'Brand', message: `Brand ${value.brand} is not a brand of the catalogue` },
  ]);
}

/**
 * Upserts by (buyer, brand) with the catalogue's spelling of the brand, so a repeated chunk or a
 * second upload updates the same mapping (its active flag). One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly BuyerBrandRow[], ctx: { actorId: string | null }) {
  const [ids, brands] = await Promise.all([
    buyerIdsByCode(
      tx,
      rows.map((r) => r.buyerCode),
    ),
    catalogueBrands(
      tx,
      rows.map((r) => r.brand),
    ),
  ]);
  const values = rows.flatMap((r) => {
    const buyerId = ids.get(r.buyerCode);
    const brand = brands.get(brandKey(r.brand));
    return buyerId === undefined || brand === undefined ? [] : [{ buyerId, brand, active: r.active }];
  });
  if (values.length === 0) return 0;
  await tx.execute(sql`
    INSERT INTO buyer_brand_mappings (buyer_id, brand, is_active, updated_by, updated_at)
    SELECT r.buyer_id, r.brand, r.is_active, ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.buyerId))}::uuid[],
                ${sql.param(values.map((v) => v.brand))}::text[],
                ${sql.param(values.map((v) => v.active))}::boolean[]) AS r(buyer_id, brand, is_active)
    ON CONFLICT (buyer_id, brand) DO UPDATE SET
      is_active = excluded.is_active,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at`);
  return values.length;
}

/** Every mapping with the buyer's code, keyset on id, 2,000 at a time. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: { id: string; code: string; brand: string; active: boolean }[] = await db
      .select({
        id: buyerBrandMappings.id,
        code: buyers.code,
        brand: buyerBrandMappings.brand,
        active: buyerBrandMappings.isActive,
      })
      .from(buyerBrandMappings)
      .innerJoin(buyers, eq(buyers.id, buyerBrandMappings.buyerId))
      .where(after ? gt(buyerBrandMappings.id, after) : undefined)
      .orderBy(asc(buyerBrandMappings.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map((r) => ({ 'Buyer Code': r.code, Brand: r.brand, Active: r.active ? 'Y' : 'N' }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.id;
  }
}

/**
 * Which brands a buyer buys (doc 3 §7, promise area "buyer brand mapping"): buyer code, a brand of
 * the catalogue, active or not. Allow_Buyer_Brand_Mapping_* in the spec's style (it names none).
 */
registerTaskType<BuyerBrandRow>({
  taskType: 'BUYER_BRAND_MAPPING',
  label: 'Buyer brand mapping',
  area: 'promise',
  uploadPermission: 'Allow_Buyer_Brand_Mapping_Upload',
  downloadPermission: 'Allow_Buyer_Brand_Mapping_Download',
  columns: [
    { name: 'Buyer Code', help: "The buyer's platform code.", required: true },
    { name: 'Brand', help: 'A brand of the catalogue (as its products name it).', required: true },
    { name: 'Active', help: 'Y (the default) to map the brand, N to end the mapping.' },
  ],
  sheetName: 'Buyer Brands',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.buyerCode}\u0000${brandKey(r.brand)}`,
  validate,
  write,
  exportRows,
});
