import { CREDIT_DAYS_CAP, basisPointsToPercent, isIsoDate, percentToBasisPoints } from '@dom/domain';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { buyers } from '../parties';
import { type RowProblem, registerTaskType } from '../tasks';
import { buyerCashDiscounts } from './credit.schema';

const RowSchema = z
  .object({
    'Buyer Code': z.string().trim().min(1, 'Enter the buyer code').max(40, 'At most 40 characters'),
    'Cash Discount %': z.string().transform((text, ctx) => {
      const bps = percentToBasisPoints(text.trim().replace(/\s*%$/, ''));
      if (bps !== null && bps >= 0n && bps <= 10_000n) return Number(bps);
      ctx.addIssue({ code: 'custom', message: 'Enter a percentage from 0 to 100, at most 2 decimals' });
      return z.NEVER;
    }),
    'Pay Within Days': z.string().transform((text, ctx) => {
      const v = text.trim();
      if (/^\d{1,3}$/.test(v) && Number(v) <= CREDIT_DAYS_CAP) return Number(v);
      ctx.addIssue({
        code: 'custom',
        message: `Enter whole days from 0 to ${CREDIT_DAYS_CAP} (buyer credit days cannot exceed ${CREDIT_DAYS_CAP} days)`,
      });
      return z.NEVER;
    }),
    'Valid From': z
      .string()
      .trim()
      .refine((d) => isIsoDate(d), 'Enter the first day as a real date, YYYY-MM-DD'),
    Active: z.string().transform((text, ctx) => {
      const v = text.trim().toUpperCase();
      if (v === '' || v === 'Y' || v === 'YES') return true;
      if (v === 'N' || v === 'NO') return false;
      ctx.addIssue({ code: 'custom', message: 'Enter Y or N for active' });
      return z.NEVER;
    }),
  })
  .transform((r) => ({
    buyerCode: r['Buyer Code'],
    percentBps: r['Cash Discount %'],
    payWithinDays: r['Pay Within Days'],
    validFrom: r['Valid From'],
    active: r.Active,
  }));
type CashDiscountRow = z.output<typeof RowSchema>;

const buyerIdsByCode = async (db: DbOrTx, codes: readonly string[]) =>
  new Map(
    (
      await db
        .select({ id: buyers.id, code: buyers.code })
        .from(buyers)
        .where(inArray(buyers.code, [...new Set(codes)]))
    ).map((b) => [b.code, b.id]),
  );

/** The buyer must be on the platform: one look-up per chunk. */
async function validate(db: Db, rows: readonly { row: number; value: CashDiscountRow }[]) {
  const known = await buyerIdsByCode(
    db,
    rows.map((r) => r.value.buyerCode),
  );
  const problems = new Map<number, RowProblem[]>();
  for (const { row, value } of rows)
    if (!known.has(value.buyerCode))
      problems.set(row, [
        { column: 'Buyer Code', message: `Buyer ${value.buyerCode} is not on the platform` },
      ]);
  return problems;
}

/**
 * Upserts by (buyer, valid from): the same row again, or a corrected percentage, days or switch,
 * updates it in place; a new first day is a new term. One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly CashDiscountRow[], ctx: { actorId: string | null }) {
  const ids = await buyerIdsByCode(
    tx,
    rows.map((r) => r.buyerCode),
  );
  const values = rows.flatMap((r) => {
    const buyerId = ids.get(r.buyerCode);
    return buyerId === undefined ? [] : [{ ...r, buyerId }];
  });
  if (values.length === 0) return 0;
  await tx.execute(sql`
    INSERT INTO buyer_cash_discounts (buyer_id, percent_bps, pay_within_days, valid_from, is_active, updated_by, updated_at)
    SELECT r.buyer_id, r.percent_bps, r.pay_within_days, r.valid_from, r.is_active, ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.buyerId))}::uuid[],
                ${sql.param(values.map((v) => v.percentBps))}::integer[],
                ${sql.param(values.map((v) => v.payWithinDays))}::integer[],
                ${sql.param(values.map((v) => v.validFrom))}::date[],
                ${sql.param(values.map((v) => v.active))}::boolean[])
      AS r(buyer_id, percent_bps, pay_within_days, valid_from, is_active)
    ON CONFLICT (buyer_id, valid_from) DO UPDATE SET
      percent_bps = excluded.percent_bps,
      pay_within_days = excluded.pay_within_days,
      is_active = excluded.is_active,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at`);
  return values.length;
}

/** Every cash-discount term with the buyer's code, keyset on id, 2,000 at a time. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: { term: typeof buyerCashDiscounts.$inferSelect; code: string }[] = await db
      .select({ term: buyerCashDiscounts, code: buyers.code })
      .from(buyerCashDiscounts)
      .innerJoin(buyers, eq(buyers.id, buyerCashDiscounts.buyerId))
      .where(after ? gt(buyerCashDiscounts.id, after) : undefined)
      .orderBy(asc(buyerCashDiscounts.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map(({ term: c, code }) => ({
      'Buyer Code': code,
      'Cash Discount %': basisPointsToPercent(BigInt(c.percentBps)),
      'Pay Within Days': c.payWithinDays,
      'Valid From': c.validFrom,
      Active: c.isActive ? 'Y' : 'N',
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.term.id;
  }
}

/**
 * The buyers' cash-discount pass-through by upload (doc 3 §7, credit area "buyer cash-discount
 * pass-through"): the cash discount a buyer earns for paying within so many days, a credit term of
 * the buyer. Allow_Cash_Discount_* in the spec's style (it names none for the upload): the credit and
 * finance desks', as the virtual accounts.
 */
registerTaskType<CashDiscountRow>({
  taskType: 'CASH_DISCOUNT_PASS_THROUGH',
  label: 'Buyer cash-discount pass-through (cash discount for paying within days)',
  area: 'master-data',
  uploadPermission: 'Allow_Cash_Discount_Upload',
  downloadPermission: 'Allow_Cash_Discount_Download',
  // Discounts are money: another person of the credit or finance desk checks a file first.
  checker: {
    summary: ({ rows, fileName }) =>
      `Buyer cash discounts: ${rows} ${rows === 1 ? 'row' : 'rows'}, ${fileName}`,
  },
  columns: [
    { name: 'Buyer Code', help: "The buyer's platform code.", required: true },
    {
      name: 'Cash Discount %',
      help: 'The cash discount, 0 to 100, at most two decimals (1.5).',
      required: true,
    },
    {
      name: 'Pay Within Days',
      help: `The buyer earns the discount by paying within this many days: 0 to ${CREDIT_DAYS_CAP} (the credit-days cap).`,
      required: true,
    },
    { name: 'Valid From', help: 'The first day the term holds (YYYY-MM-DD).', required: true },
    { name: 'Active', help: 'Y (the default) or N.' },
  ],
  sheetName: 'Buyer Cash Discounts',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.buyerCode}\u0000${r.validFrom}`,
  validate,
  write,
  exportRows,
});
