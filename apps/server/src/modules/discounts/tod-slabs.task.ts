import {
  FINANCIAL_PERIOD_MESSAGE,
  basisPointsToPercent,
  formatRupees,
  parseFinancialPeriod,
} from '@dom/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { buyers } from '../parties';
import { type RowProblem, registerTaskType } from '../tasks';
import { buyerIdsByCode, codeCell, readCell, readPercent, readRupees } from './discount-cells';
import { buyerTodSlabs } from './discounts.schema';

const RowSchema = z
  .object({
    'Buyer Code': codeCell('buyer code'),
    Period: z.string().transform((text, ctx) => {
      const period = parseFinancialPeriod(text);
      if (period) return period;
      ctx.addIssue({ code: 'custom', message: FINANCIAL_PERIOD_MESSAGE });
      return z.NEVER;
    }),
    'Turnover From': readCell((text) => readRupees(text, 'zero', 'a turnover')),
    'Turnover To': z.string().transform((text, ctx) => {
      if (text.trim() === '') return null;
      const read = readRupees(text, 'positive', 'a turnover');
      if (read.ok) return read.value;
      ctx.addIssue({ code: 'custom', message: read.error });
      return z.NEVER;
    }),
    'Discount %': readCell(readPercent),
  })
  .superRefine((r, ctx) => {
    const to = r['Turnover To'];
    if (to !== null && to <= r['Turnover From'])
      ctx.addIssue({
        code: 'custom',
        path: ['Turnover To'],
        message: `Enter a Turnover To above the Turnover From (${formatRupees(r['Turnover From'])}), or leave it empty for no upper bound`,
      });
  })
  .transform((r) => ({
    buyerCode: r['Buyer Code'],
    period: r.Period.label,
    periodStart: r.Period.start,
    periodEnd: r.Period.end,
    fromPaise: r['Turnover From'],
    toPaise: r['Turnover To'],
    percentBps: r['Discount %'],
  }));
type TodSlabRow = z.output<typeof RowSchema>;

/** A slab's turnover range: from `from` up to, not including, `to` (null: no upper bound). */
interface Slab {
  from: bigint;
  to: bigint | null;
  /** The file's row that set it; undefined for a stored slab. */
  row?: number;
}

const overlap = (a: Slab, b: Slab) => a.from < (b.to ?? a.from + 1n) && b.from < (a.to ?? b.from + 1n);
const rangeText = (s: Slab) =>
  s.to === null ? `${formatRupees(s.from)} and above` : `${formatRupees(s.from)} to ${formatRupees(s.to)}`;
const groupOf = (buyerId: string, period: string) => `${buyerId}\u0000${period}`;

/** The stored slabs of these buyers and periods, by buyer and period (one query). */
async function storedSlabs(db: DbOrTx, pairs: readonly { buyerId: string; period: string }[]) {
  const groups = new Map<string, Map<bigint, Slab>>();
  if (pairs.length === 0) return groups;
  const found = await db
    .select({
      buyerId: buyerTodSlabs.buyerId,
      period: buyerTodSlabs.period,
      from: buyerTodSlabs.turnoverFromPaise,
      to: buyerTodSlabs.turnoverToPaise,
    })
    .from(buyerTodSlabs)
    .where(
      and(
        inArray(buyerTodSlabs.buyerId, [...new Set(pairs.map((p) => p.buyerId))]),
        inArray(buyerTodSlabs.period, [...new Set(pairs.map((p) => p.period))]),
      ),
    );
  for (const s of found) {
    const key = groupOf(s.buyerId, s.period);
    const group = groups.get(key) ?? new Map<bigint, Slab>();
    group.set(s.from, { from: s.from, to: s.to });
    groups.set(key, group);
  }
  return groups;
}

/**
 * The slabs of one buyer and period must not overlap: the rows are taken in file order, each as if
 * the ones before it were written (a row whose Turnover From is a stored slab's replaces that slab),
 * and a row whose range overlaps another slab of the buyer and period — stored, or an earlier row —
 * is refused on its Turnover From. Answers the row numbers refused with their message.
 */
function overlapsOf(
  rows: readonly { row: number; buyerId: string; value: TodSlabRow }[],
  stored: Map<string, Map<bigint, Slab>>,
): Map<number, string> {
  const refused = new Map<number, string>();
  for (const { row, buyerId, value } of rows) {
    const key = groupOf(buyerId, value.period);
    const group = stored.get(key) ?? new Map<bigint, Slab>();
    stored.set(key, group);
    const slab: Slab = { from: value.fromPaise, to: value.toPaise, row };
    const other = [...group.values()].find((s) => s.from !== slab.from && overlap(s, slab));
    if (other)
      refused.set(
        row,
        other.row === undefined
          ? `The slab overlaps the stored slab ${rangeText(other)} of ${value.period} (a slab with the same Turnover From replaces it)`
          : `The slab overlaps row ${other.row} (${rangeText(other)}, ${value.period})`,
      );
    else group.set(slab.from, slab);
  }
  return refused;
}

/**
 * Per chunk: the buyer is on the platform, and the slab overlaps no other slab of the buyer and
 * period, stored or in the file (in the chunk; at the commit the chunks before are written, so a
 * file's later chunks are checked against its earlier ones).
 */
async function validate(db: Db, rows: readonly { row: number; value: TodSlabRow }[]) {
  const known = await buyerIdsByCode(
    db,
    rows.map((r) => r.value.buyerCode),
  );
  const problems = new Map<number, RowProblem[]>();
  const onPlatform = rows.flatMap((r) => {
    const buyerId = known.get(r.value.buyerCode);
    if (buyerId !== undefined) return [{ ...r, buyerId }];
    problems.set(r.row, [
      { column: 'Buyer Code', message: `Buyer ${r.value.buyerCode} is not on the platform` },
    ]);
    return [];
  });
  const stored = await storedSlabs(
    db,
    onPlatform.map((r) => ({ buyerId: r.buyerId, period: r.value.period })),
  );
  for (const [row, message] of overlapsOf(onPlatform, stored))
    problems.set(row, [{ column: 'Turnover From', message }]);
  return problems;
}

/**
 * Upserts by (buyer, period, turnover from): the same slab again, or a corrected upper bound or
 * percentage, updates it in place. The TOD writes take one lock and check the overlap again against
 * the slabs as they are now (another upload may have written since the checks), leaving out a row
 * that would overlap. One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly TodSlabRow[], ctx: { actorId: string | null }) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('buyer_tod_slabs'))`);
  const ids = await buyerIdsByCode(
    tx,
    rows.map((r) => r.buyerCode),
  );
  const placed = rows.flatMap((value, i) => {
    const buyerId = ids.get(value.buyerCode);
    return buyerId === undefined ? [] : [{ row: i, buyerId, value }];
  });
  const refused = overlapsOf(
    placed,
    await storedSlabs(
      tx,
      placed.map((p) => ({ buyerId: p.buyerId, period: p.value.period })),
    ),
  );
  const values = placed.filter((p) => !refused.has(p.row)).map((p) => ({ ...p.value, buyerId: p.buyerId }));
  if (values.length === 0) return 0;
  await tx.execute(sql`
    INSERT INTO buyer_tod_slabs (buyer_id, period, period_start, period_end, turnover_from_paise,
                                 turnover_to_paise, percent_bps, updated_by, updated_at)
    SELECT r.buyer_id, r.period, r.period_start, r.period_end, r.from_paise, r.to_paise, r.percent_bps,
           ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.buyerId))}::uuid[],
                ${sql.param(values.map((v) => v.period))}::text[],
                ${sql.param(values.map((v) => v.periodStart))}::date[],
                ${sql.param(values.map((v) => v.periodEnd))}::date[],
                ${sql.param(values.map((v) => v.fromPaise.toString()))}::bigint[],
                ${sql.param(values.map((v) => v.toPaise?.toString() ?? null))}::bigint[],
                ${sql.param(values.map((v) => v.percentBps))}::integer[])
      AS r(buyer_id, period, period_start, period_end, from_paise, to_paise, percent_bps)
    ON CONFLICT (buyer_id, period, turnover_from_paise) DO UPDATE SET
      turnover_to_paise = excluded.turnover_to_paise,
      percent_bps = excluded.percent_bps,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at`);
  return values.length;
}

/** Every slab with the buyer's code, keyset on id, 2,000 at a time, in the template's columns. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: { slab: typeof buyerTodSlabs.$inferSelect; code: string }[] = await db
      .select({ slab: buyerTodSlabs, code: buyers.code })
      .from(buyerTodSlabs)
      .innerJoin(buyers, eq(buyers.id, buyerTodSlabs.buyerId))
      .where(after ? gt(buyerTodSlabs.id, after) : undefined)
      .orderBy(asc(buyerTodSlabs.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map(({ slab: s, code }) => ({
      'Buyer Code': code,
      Period: s.period,
      'Turnover From': formatRupees(s.turnoverFromPaise, { symbol: false }),
      'Turnover To': s.turnoverToPaise === null ? '' : formatRupees(s.turnoverToPaise, { symbol: false }),
      'Discount %': basisPointsToPercent(BigInt(s.percentBps)),
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.slab.id;
  }
}

/**
 * Turnover discount slabs by upload (doc 3 §7, pricing area "TOD"): what percentage a buyer earns
 * on its turnover in a financial year or quarter, slab by slab. Allow_Tod_Upload is the spec's TOD
 * upload permission; Allow_Tod_Download in its style.
 */
registerTaskType<TodSlabRow>({
  taskType: 'TOD',
  label: 'Turnover discount (TOD) slabs by buyer and period',
  area: 'pricing',
  uploadPermission: 'Allow_Tod_Upload',
  downloadPermission: 'Allow_Tod_Download',
  // Discounts are money: a checker of the desk approves the file before its slabs are written.
  checker: {
    summary: ({ rows, fileName }) => `TOD slabs: ${rows} ${rows === 1 ? 'row' : 'rows'}, ${fileName}`,
  },
  columns: [
    { name: 'Buyer Code', help: "The buyer's platform code.", required: true },
    {
      name: 'Period',
      help: 'A financial year (FY2026-27) or quarter (FY2026-27 Q1; quarters start in April).',
      required: true,
    },
    {
      name: 'Turnover From',
      help: 'Rupees: the slab starts at this turnover in the period (0 for the first slab).',
      required: true,
    },
    {
      name: 'Turnover To',
      help: 'Rupees, above Turnover From: the slab ends below this turnover (the next slab starts here); empty for no upper bound.',
    },
    { name: 'Discount %', help: 'The turnover discount, 0 to 100, at most two decimals.', required: true },
  ],
  sheetName: 'TOD Slabs',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.buyerCode}\u0000${r.period}\u0000${r.fromPaise}`,
  validate,
  write,
  exportRows,
});
