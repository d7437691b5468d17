import { BUSINESS_UNITS, type BusinessUnit, CREDIT_DAYS_CAP, isBusinessUnit } from '@dom/domain';
import { asc, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { catalogueBrandsNamed } from '../catalogue';
import { type RowProblem, registerTaskType } from '../tasks';
import { brandConfigs } from './supply.schema';
import { wholeDays, yesNo } from './task-cells';

const MAX_LEAD_DAYS = 365;
const UNITS = BUSINESS_UNITS.map((u) => u.value);
const UNITS_TEXT = `${UNITS.slice(0, -1).join(', ')} or ${UNITS[UNITS.length - 1]}`;

const RowSchema = z
  .object({
    Brand: z.string().trim().min(1, 'Enter the brand').max(120, 'At most 120 characters'),
    'Business Unit': z.string().transform((text, ctx): BusinessUnit => {
      const v = text.trim().toUpperCase();
      if (isBusinessUnit(v)) return v;
      ctx.addIssue({ code: 'custom', message: `Enter the business unit: ${UNITS_TEXT}` });
      return z.NEVER;
    }),
    Active: yesNo('active'),
    'Lead Time Days': wholeDays(MAX_LEAD_DAYS, `Enter whole days from 0 to ${MAX_LEAD_DAYS}`),
    'Credit Days': wholeDays(CREDIT_DAYS_CAP, `Credit days cannot exceed ${CREDIT_DAYS_CAP} days`),
  })
  .superRefine((r, ctx) => {
    // An active brand needs its terms; an inactive one may leave them empty.
    if (r.Active === true && r['Lead Time Days'] === null)
      ctx.addIssue({
        code: 'custom',
        path: ['Lead Time Days'],
        message: 'Enter the lead time in days for an active brand',
      });
    if (r.Active === true && r['Credit Days'] === null)
      ctx.addIssue({
        code: 'custom',
        path: ['Credit Days'],
        message: 'Enter the credit days for an active brand',
      });
  })
  .transform((r) => ({
    brand: r.Brand,
    businessUnit: r['Business Unit'],
    active: r.Active,
    leadTimeDays: r['Lead Time Days'],
    creditDays: r['Credit Days'],
  }));
type BrandConfigRow = z.output<typeof RowSchema>;

const brandKey = (brand: string) => brand.trim().toLowerCase();

/** The catalogue's spelling of each brand of a chunk, by its lower-case name: one look-up. */
const catalogueBrands = async (db: DbOrTx, names: readonly string[]) =>
  new Map((await catalogueBrandsNamed(db, names)).map((b) => [brandKey(b), b]));

/** Every brand must be one some product of the catalogue names (any case). */
async function validate(db: Db, rows: readonly { row: number; value: BrandConfigRow }[]) {
  const brands = await catalogueBrands(
    db,
    rows.map((r) => r.value.brand),
  );
  const problems = new Map<number, RowProblem[]>();
  for (const { row, value } of rows)
    if (!brands.has(brandKey(value.brand)))
      problems.set(row, [
        { column: 'Brand', message: `Brand ${value.brand} is not a brand of the catalogue` },
      ]);
  return problems;
}

/**
 * Upserts by (brand as the catalogue spells it, business unit): a second upload updates the terms
 * in place. One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly BrandConfigRow[], ctx: { actorId: string | null }) {
  const brands = await catalogueBrands(
    tx,
    rows.map((r) => r.brand),
  );
  const values = rows.flatMap((r) => {
    const brand = brands.get(brandKey(r.brand));
    return brand === undefined ? [] : [{ ...r, brand }];
  });
  if (values.length === 0) return 0;
  await tx.execute(sql`
    INSERT INTO brand_configs (brand, business_unit, is_active, lead_time_days, credit_days, updated_by, updated_at)
    SELECT r.brand, r.business_unit, r.is_active, r.lead_time_days, r.credit_days, ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.brand))}::text[],
                ${sql.param(values.map((v) => v.businessUnit))}::text[],
                ${sql.param(values.map((v) => v.active))}::boolean[],
                ${sql.param(values.map((v) => v.leadTimeDays))}::integer[],
                ${sql.param(values.map((v) => v.creditDays))}::integer[])
      AS r(brand, business_unit, is_active, lead_time_days, credit_days)
    ON CONFLICT (brand, business_unit) DO UPDATE SET
      is_active = excluded.is_active,
      lead_time_days = excluded.lead_time_days,
      credit_days = excluded.credit_days,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at`);
  return values.length;
}

/** Every brand configuration, keyset on id, 2,000 at a time. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: (typeof brandConfigs.$inferSelect)[] = await db
      .select()
      .from(brandConfigs)
      .where(after ? gt(brandConfigs.id, after) : undefined)
      .orderBy(asc(brandConfigs.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map((r) => ({
      Brand: r.brand,
      'Business Unit': r.businessUnit,
      Active: r.isActive ? 'Y' : 'N',
      'Lead Time Days': r.leadTimeDays ?? '',
      'Credit Days': r.creditDays ?? '',
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.id;
  }
}

/**
 * A brand's terms per business unit (doc 3 §7, supply area "brand config"): active or not, lead
 * time and credit days (at most 21, doc 3's cap). Allow_Brand_Config_* in the spec's style (it
 * names none).
 */
registerTaskType<BrandConfigRow>({
  taskType: 'BRAND_CONFIG',
  label: 'Brand configuration (lead time and credit days by business unit)',
  area: 'ops-supply',
  uploadPermission: 'Allow_Brand_Config_Upload',
  downloadPermission: 'Allow_Brand_Config_Download',
  columns: [
    { name: 'Brand', help: 'A brand of the catalogue (as its products name it).', required: true },
    { name: 'Business Unit', help: `${UNITS_TEXT}.`, required: true },
    { name: 'Active', help: 'Y when the brand is sold in the unit, N when not.', required: true },
    {
      name: 'Lead Time Days',
      help: `Whole days from 0 to ${MAX_LEAD_DAYS}; needed for an active brand.`,
    },
    {
      name: 'Credit Days',
      help: `Whole days from 0 to ${CREDIT_DAYS_CAP}; needed for an active brand.`,
    },
  ],
  sheetName: 'Brand Config',
  rowSchema: RowSchema,
  naturalKey: (r) => `${brandKey(r.brand)}\u0000${r.businessUnit}`,
  validate,
  write,
  exportRows,
});
