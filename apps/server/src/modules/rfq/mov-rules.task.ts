import { formatRupees, tryParseRupees } from '@dom/domain';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { sellers } from '../parties';
import { type RowProblem, registerTaskType } from '../tasks';
import { movRules } from './rfq.schema';

/** The Seller Code that names the default rule (every seller without a rule of its own). */
export const DEFAULT_MOV_CODE = 'DEFAULT';
const NO_SELLER = '00000000-0000-0000-0000-000000000000';

const RowSchema = z
  .object({
    'Seller Code': z
      .string()
      .trim()
      .min(1, `Enter the seller code, or ${DEFAULT_MOV_CODE} for the default rule`)
      .max(40, 'At most 40 characters'),
    'Minimum Order Value': z.string().transform((text, ctx) => {
      const parsed = tryParseRupees(text);
      if (!parsed.ok) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.error });
        return z.NEVER;
      }
      if (parsed.paise < 0n) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Enter an amount of 0 or more' });
        return z.NEVER;
      }
      return parsed.paise;
    }),
  })
  .transform((r) => {
    const code = r['Seller Code'];
    return {
      // null: the default rule.
      sellerCode: code.toUpperCase() === DEFAULT_MOV_CODE ? null : code,
      minOrderValuePaise: r['Minimum Order Value'],
    };
  });
type MovRow = z.output<typeof RowSchema>;

const sellerIdsByCode = async (db: DbOrTx, rows: readonly MovRow[]) => {
  const codes = [...new Set(rows.flatMap((r) => (r.sellerCode === null ? [] : [r.sellerCode])))];
  if (codes.length === 0) return new Map<string, string>();
  const found = await db
    .select({ id: sellers.id, code: sellers.code })
    .from(sellers)
    .where(inArray(sellers.code, codes));
  return new Map(found.map((s) => [s.code, s.id]));
};

/** Every seller code must be a seller on the platform: one look-up per chunk. */
async function validate(db: Db, rows: readonly { row: number; value: MovRow }[]) {
  const known = await sellerIdsByCode(
    db,
    rows.map((r) => r.value),
  );
  const problems = new Map<number, RowProblem[]>();
  for (const { row, value } of rows)
    if (value.sellerCode !== null && !known.has(value.sellerCode))
      problems.set(row, [
        { column: 'Seller Code', message: `Seller ${value.sellerCode} is not on the platform` },
      ]);
  return problems;
}

/**
 * Upserts one rule per seller (and the default) on the table's own unique key, so a repeated chunk
 * or a second upload of the same file rewrites the same rules: never a second rule for a seller.
 * One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly MovRow[]) {
  const ids = await sellerIdsByCode(tx, rows);
  const values = rows.flatMap((r) => {
    const sellerId = r.sellerCode === null ? null : ids.get(r.sellerCode);
    return sellerId === undefined ? [] : [{ sellerId, paise: r.minOrderValuePaise }];
  });
  if (values.length === 0) return 0;
  await tx.execute(sql`
    INSERT INTO mov_rules (seller_id, min_order_value_paise)
    SELECT r.seller_id, r.paise
    FROM unnest(${sql.param(values.map((v) => v.sellerId))}::uuid[],
                ${sql.param(values.map((v) => v.paise.toString()))}::bigint[]) AS r(seller_id, paise)
    ON CONFLICT (coalesce(seller_id, ${NO_SELLER}::uuid))
    DO UPDATE SET min_order_value_paise = excluded.min_order_value_paise`);
  return values.length;
}

/** Every rule, keyset on id, 2,000 at a time: the default as DEFAULT, the others by seller code. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: { id: string; paise: bigint; code: string | null }[] = await db
      .select({ id: movRules.id, paise: movRules.minOrderValuePaise, code: sellers.code })
      .from(movRules)
      .leftJoin(sellers, eq(sellers.id, movRules.sellerId))
      .where(after ? gt(movRules.id, after) : undefined)
      .orderBy(asc(movRules.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map((r) => ({
      'Seller Code': r.code ?? DEFAULT_MOV_CODE,
      'Minimum Order Value': formatRupees(r.paise, { symbol: false }),
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.id;
  }
}

/**
 * Minimum order value rules by upload (doc 3 §7, supply area "MOV"): the rules
 * `ops-supply/mov/validate`, the quotation and place order read (`rfq-mov.service.ts`).
 */
registerTaskType<MovRow>({
  taskType: 'MOV_RULES',
  label: 'Minimum order value (MOV) by seller',
  area: 'ops-supply',
  uploadPermission: 'Allow_Mov_Upload',
  downloadPermission: 'Allow_Mov_Download',
  columns: [
    {
      name: 'Seller Code',
      help: `The seller's platform code, or ${DEFAULT_MOV_CODE} for the rule of every seller without one.`,
      required: true,
    },
    {
      name: 'Minimum Order Value',
      help: 'Rupees (for example 25,000 or 25000.50): what the seller must be paid for its lines of an order.',
      required: true,
    },
  ],
  sheetName: 'MOV Rules',
  rowSchema: RowSchema,
  naturalKey: (r) => r.sellerCode ?? `\u0000${DEFAULT_MOV_CODE}`,
  validate,
  write,
  exportRows,
});
