import { GST_STATES, INDIAN_REGIONS } from '@dom/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { type RowProblem, registerTaskType } from '../tasks';
import { productRegions, products } from './catalogue.schema';
import { yesNo } from './task-cells';

const REGION_VALUES: readonly string[] = INDIAN_REGIONS.map((r) => r.value);
const STATE_CODES: readonly string[] = GST_STATES.map((s) => s.code);
const MAX_LEAD_DAYS = 365;

const RowSchema = z
  .object({
    SKU: z.string().trim().min(1, 'Enter the SKU').max(60, 'At most 60 characters'),
    'Region or State': z.string().transform((text, ctx) => {
      const v = text.trim().toUpperCase();
      // A state by its GST code: "7" is typed for Delhi's 07 as often as not.
      const code = /^\d{1,2}$/.test(v) ? v.padStart(2, '0') : v;
      if (REGION_VALUES.includes(code) || STATE_CODES.includes(code)) return code;
      ctx.addIssue({
        code: 'custom',
        message:
          v === ''
            ? 'Enter a region (NORTH, SOUTH, EAST, WEST, CENTRAL) or a two-digit GST state code'
            : `${text.trim()} is neither a region (NORTH, SOUTH, EAST, WEST, CENTRAL) nor a GST state code`,
      });
      return z.NEVER;
    }),
    Serviceable: yesNo('serviceable'),
    'Lead Time Days': z.string().transform((text, ctx) => {
      const v = text.trim();
      if (v === '') return null;
      if (!/^\d{1,3}$/.test(v) || Number(v) > MAX_LEAD_DAYS) {
        ctx.addIssue({ code: 'custom', message: `Enter whole days from 0 to ${MAX_LEAD_DAYS}` });
        return z.NEVER;
      }
      return Number(v);
    }),
  })
  .superRefine((r, ctx) => {
    if (r.Serviceable && r['Lead Time Days'] === null)
      ctx.addIssue({
        code: 'custom',
        path: ['Lead Time Days'],
        message: 'Enter the lead time in days for a serviceable SKU',
      });
  })
  .transform((r) => ({
    sku: r.SKU,
    place: r['Region or State'],
    serviceable: r.Serviceable,
    leadTimeDays: r['Lead Time Days'],
  }));
type ProductRegionRow = z.output<typeof RowSchema>;

const activeBySku = async (db: DbOrTx, skus: readonly string[]) =>
  new Map(
    (
      await db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(and(inArray(products.sku, [...new Set(skus)]), eq(products.isActive, true)))
    ).map((p) => [p.sku, p.id]),
  );

/** Every SKU must be an active product of the catalogue: one look-up per chunk. */
async function validate(db: Db, rows: readonly { row: number; value: ProductRegionRow }[]) {
  const known = await activeBySku(
    db,
    rows.map((r) => r.value.sku),
  );
  const problems = new Map<number, RowProblem[]>();
  for (const { row, value } of rows)
    if (!known.has(value.sku))
      problems.set(row, [
        { column: 'SKU', message: `SKU ${value.sku} is not an active product in the catalogue` },
      ]);
  return problems;
}

/**
 * Upserts by (product, place): a repeated chunk or a second upload of the same file updates the
 * same rows. One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly ProductRegionRow[], ctx: { actorId: string | null }) {
  const ids = await activeBySku(
    tx,
    rows.map((r) => r.sku),
  );
  const values = rows.flatMap((r) => {
    const productId = ids.get(r.sku);
    return productId === undefined ? [] : [{ productId, ...r }];
  });
  if (values.length === 0) return 0;
  await tx.execute(sql`
    INSERT INTO product_regions (product_id, sku, place, serviceable, lead_time_days, updated_by, updated_at)
    SELECT r.product_id, r.sku, r.place, r.serviceable, r.lead_time_days, ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.productId))}::uuid[],
                ${sql.param(values.map((v) => v.sku))}::text[],
                ${sql.param(values.map((v) => v.place))}::text[],
                ${sql.param(values.map((v) => v.serviceable))}::boolean[],
                ${sql.param(values.map((v) => v.leadTimeDays))}::int[])
      AS r(product_id, sku, place, serviceable, lead_time_days)
    ON CONFLICT (product_id, place) DO UPDATE SET
      sku = excluded.sku,
      serviceable = excluded.serviceable,
      lead_time_days = excluded.lead_time_days,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at`);
  return values.length;
}

/** Every row, keyset on id, 2,000 at a time, in the template's columns. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: (typeof productRegions.$inferSelect)[] = await db
      .select()
      .from(productRegions)
      .where(after ? gt(productRegions.id, after) : undefined)
      .orderBy(asc(productRegions.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map((r) => ({
      SKU: r.sku,
      'Region or State': r.place,
      Serviceable: r.serviceable ? 'Y' : 'N',
      'Lead Time Days': r.leadTimeDays === null ? '' : String(r.leadTimeDays),
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.id;
  }
}

/**
 * Which SKUs are served where (doc 3 §7, promise area "product region"): a SKU in a region or a
 * state, served or not, with its lead time. The spec names no permission of its own, so
 * Allow_Product_Region_* in its style.
 */
registerTaskType<ProductRegionRow>({
  taskType: 'PRODUCT_REGION',
  label: 'Product serviceability by region or state',
  area: 'promise',
  uploadPermission: 'Allow_Product_Region_Upload',
  downloadPermission: 'Allow_Product_Region_Download',
  columns: [
    { name: 'SKU', help: 'An active product of the catalogue.', required: true },
    {
      name: 'Region or State',
      help: 'A region (NORTH, SOUTH, EAST, WEST, CENTRAL) or a two-digit GST state code (27 for Maharashtra).',
      required: true,
    },
    { name: 'Serviceable', help: 'Y when the SKU is served there, N when it is not.', required: true },
    {
      name: 'Lead Time Days',
      help: 'Days from order to delivery, 0 to 365 (needed when serviceable).',
    },
  ],
  sheetName: 'Product Regions',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.sku}\u0000${r.place}`,
  validate,
  write,
  exportRows,
});
