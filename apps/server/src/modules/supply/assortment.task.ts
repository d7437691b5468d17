import { asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { sellers } from '../parties';
import { type RowProblem, registerTaskType } from '../tasks';
import { productsBySku, sellerProblem, sellersByCode, skuProblem } from './supply-lookups';
import { sellerAssortments } from './supply.schema';
import { quantityInUnit, quantityOut, quantityText, regionCell, yesNo } from './task-cells';

const RowSchema = z
  .object({
    'Seller Code': z.string().trim().min(1, 'Enter the seller code').max(40, 'At most 40 characters'),
    SKU: z.string().trim().min(1, 'Enter the SKU').max(60, 'At most 60 characters'),
    Region: regionCell(),
    Listed: yesNo('listed', true),
    'Minimum Order Quantity': z.string().transform((text, ctx) => {
      if (text.trim() === '') return null;
      const q = quantityText(text);
      if (q === null || Number(q) <= 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter a minimum order quantity above 0, at most 3 decimals, or leave it empty',
        });
        return z.NEVER;
      }
      return q;
    }),
  })
  .transform((r) => ({
    sellerCode: r['Seller Code'],
    sku: r.SKU,
    region: r.Region,
    listed: r.Listed,
    minOrderQuantity: r['Minimum Order Quantity'],
  }));
type AssortmentRow = z.output<typeof RowSchema>;

const lookUp = (db: DbOrTx, rows: readonly AssortmentRow[]) =>
  Promise.all([
    sellersByCode(
      db,
      rows.map((r) => r.sellerCode),
    ),
    productsBySku(
      db,
      rows.map((r) => r.sku),
    ),
  ]);

/**
 * Per chunk: the seller active, the SKU an active product, and the minimum order quantity whole
 * for a unit counted in pieces. One look-up each.
 */
async function validate(db: Db, rows: readonly { row: number; value: AssortmentRow }[]) {
  const [known, skus] = await lookUp(
    db,
    rows.map((r) => r.value),
  );
  const problems = new Map<number, RowProblem[]>();
  for (const { row, value } of rows) {
    const product = skus.get(value.sku);
    const found = [
      sellerProblem(value.sellerCode, known.get(value.sellerCode)),
      skuProblem(value.sku, product !== undefined),
    ].filter((p): p is RowProblem => p !== null);
    if (product && value.minOrderQuantity !== null) {
      const unitIssue = quantityInUnit(value.minOrderQuantity, product.unit);
      if (unitIssue) found.push({ column: 'Minimum Order Quantity', message: unitIssue });
    }
    if (found.length > 0) problems.set(row, found);
  }
  return problems;
}

/**
 * Upserts by (seller, product, region): the same row again updates whether it is listed and its
 * minimum. One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly AssortmentRow[], ctx: { actorId: string | null }) {
  const [known, skus] = await lookUp(tx, rows);
  const values = rows.flatMap((r) => {
    const seller = known.get(r.sellerCode);
    const product = skus.get(r.sku);
    return seller === undefined || product === undefined ? [] : [{ ...r, sellerId: seller.id, product }];
  });
  if (values.length === 0) return 0;
  await tx.execute(sql`
    INSERT INTO seller_assortments (seller_id, product_id, sku, unit, region, is_listed, min_order_quantity, updated_by, updated_at)
    SELECT r.seller_id, r.product_id, r.sku, r.unit, r.region, r.is_listed, r.min_order_quantity,
           ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.sellerId))}::uuid[],
                ${sql.param(values.map((v) => v.product.id))}::uuid[],
                ${sql.param(values.map((v) => v.product.sku))}::text[],
                ${sql.param(values.map((v) => v.product.unit))}::text[],
                ${sql.param(values.map((v) => v.region))}::text[],
                ${sql.param(values.map((v) => v.listed))}::boolean[],
                ${sql.param(values.map((v) => v.minOrderQuantity))}::numeric[])
      AS r(seller_id, product_id, sku, unit, region, is_listed, min_order_quantity)
    ON CONFLICT (seller_id, product_id, region) DO UPDATE SET
      is_listed = excluded.is_listed,
      min_order_quantity = excluded.min_order_quantity,
      unit = excluded.unit,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at`);
  return values.length;
}

/** Every assortment row with the seller's code, keyset on id, 2,000 at a time. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: {
      id: string;
      code: string;
      sku: string;
      region: string;
      listed: boolean;
      moq: string | null;
    }[] = await db
      .select({
        id: sellerAssortments.id,
        code: sellers.code,
        sku: sellerAssortments.sku,
        region: sellerAssortments.region,
        listed: sellerAssortments.isListed,
        moq: sellerAssortments.minOrderQuantity,
      })
      .from(sellerAssortments)
      .innerJoin(sellers, eq(sellers.id, sellerAssortments.sellerId))
      .where(after ? gt(sellerAssortments.id, after) : undefined)
      .orderBy(asc(sellerAssortments.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map((r) => ({
      'Seller Code': r.code,
      SKU: r.sku,
      Region: r.region,
      Listed: r.listed ? 'Y' : 'N',
      'Minimum Order Quantity': r.moq === null ? '' : quantityOut(r.moq),
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.id;
  }
}

/**
 * What a seller offers where (doc 3 §7, supply area "assortment"): seller, SKU, region (ALL or a
 * GST state), listed or not, an optional minimum order quantity. Allow_Assortment_* in the spec's
 * style (it names none).
 */
registerTaskType<AssortmentRow>({
  taskType: 'ASSORTMENT',
  label: 'Assortment (what a seller offers, by SKU and region)',
  area: 'ops-supply',
  uploadPermission: 'Allow_Assortment_Upload',
  downloadPermission: 'Allow_Assortment_Download',
  columns: [
    { name: 'Seller Code', help: "The seller's platform code (an on-boarded seller).", required: true },
    { name: 'SKU', help: 'An active product of the catalogue.', required: true },
    { name: 'Region', help: 'ALL (the default) or a two-digit GST state code.' },
    { name: 'Listed', help: 'Y (the default) when the seller offers the SKU there, N when not.' },
    {
      name: 'Minimum Order Quantity',
      help: "Optional, above 0 in the SKU's unit: whole numbers for bags, boxes and pieces, up to 3 decimals for MT.",
    },
  ],
  sheetName: 'Assortment',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.sellerCode}\u0000${r.sku}\u0000${r.region}`,
  validate,
  write,
  exportRows,
});
