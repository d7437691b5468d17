import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  MOBILE_MESSAGE,
  PAN_MESSAGE,
  basisPointsToPercent,
  isPan,
  normalizeMobile,
  percentToBasisPoints,
} from '@dom/domain';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { type RowProblem, registerTaskType } from '../tasks';
import { buyerPromoters, buyers } from './parties.schema';

/** 100 % in basis points (0.01 %). */
const WHOLE_BPS = 10_000;

const SHAREHOLDING_MESSAGE = 'Enter a percentage from 0 to 100, at most 2 decimals (such as 25.50)';

const RowSchema = z
  .object({
    'Buyer Code': z.string().trim().min(1, 'Enter the buyer code').max(40, 'At most 40 characters'),
    'Promoter Name': z
      .string()
      .transform((v) => v.trim().replace(/\s+/g, ' '))
      .pipe(z.string().min(1, "Enter the promoter's name").max(120, 'At most 120 characters')),
    PAN: z.string().transform((text, ctx) => {
      const v = text.replace(/\s+/g, '').toUpperCase();
      if (isPan(v)) return v;
      ctx.addIssue({
        code: 'custom',
        message: v === '' ? "Enter the promoter's PAN" : `${PAN_MESSAGE}: 10 characters, such as ABCPK1234F`,
      });
      return z.NEVER;
    }),
    Mobile: z.string().transform((text, ctx) => {
      const v = normalizeMobile(text);
      if (v !== null) return v;
      ctx.addIssue({
        code: 'custom',
        message: text.trim() === '' ? "Enter the promoter's mobile number" : MOBILE_MESSAGE,
      });
      return z.NEVER;
    }),
    Email: z.string().transform((text, ctx) => {
      const v = text.trim().toLowerCase();
      if (v === '') return null;
      if (v.length <= 254 && EMAIL_PATTERN.test(v)) return v;
      ctx.addIssue({ code: 'custom', message: `${EMAIL_MESSAGE}, or leave it empty` });
      return z.NEVER;
    }),
    'Shareholding %': z.string().transform((text, ctx) => {
      const v = text.trim().replace(/\s*%$/, '');
      const bps = v === '' ? null : percentToBasisPoints(v);
      if (bps !== null && bps >= 0n && bps <= BigInt(WHOLE_BPS)) return Number(bps);
      ctx.addIssue({
        code: 'custom',
        message: v === '' ? 'Enter the shareholding in per cent (0 for none)' : SHAREHOLDING_MESSAGE,
      });
      return z.NEVER;
    }),
    DIN: z.string().transform((text, ctx) => {
      const v = text.replace(/\s+/g, '');
      if (v === '') return null;
      if (/^\d{8}$/.test(v)) return v;
      ctx.addIssue({
        code: 'custom',
        message: 'Enter the DIN as 8 digits (leading zeros kept), or leave it empty',
      });
      return z.NEVER;
    }),
  })
  .transform((r) => ({
    buyerCode: r['Buyer Code'],
    name: r['Promoter Name'],
    pan: r.PAN,
    mobile: r.Mobile,
    email: r.Email,
    shareholdingBps: r['Shareholding %'],
    din: r.DIN,
  }));
type PromoterRow = z.output<typeof RowSchema>;

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
 * Per chunk: the buyer is on the platform, and its promoters hold at most 100 % together — the
 * chunk's rows of the buyer plus the promoters stored for it under other PANs (a PAN of the chunk
 * replaces its stored row). When the sum passes 100 %, every row of that buyer in the chunk is
 * refused on Shareholding % (which row is wrong is the uploader's call), so nothing of it is written
 * and the stored promoters stay as they were. Rows that failed the schema are not in the sum: their
 * stored row, if any, stays and counts. A commit takes the chunks in turn, each seeing the earlier
 * chunks written, so a buyer's rows split over two chunks of 2,000 are summed there (the preview
 * sums within a chunk).
 */
async function validate(db: Db, rows: readonly { row: number; value: PromoterRow }[]) {
  const known = await buyerIdsByCode(
    db,
    rows.map((r) => r.value.buyerCode),
  );
  const stored: { buyerId: string; pan: string; bps: number }[] =
    known.size === 0
      ? []
      : await db
          .select({
            buyerId: buyerPromoters.buyerId,
            pan: buyerPromoters.pan,
            bps: buyerPromoters.shareholdingBps,
          })
          .from(buyerPromoters)
          .where(inArray(buyerPromoters.buyerId, [...new Set(known.values())]));
  const problems = new Map<number, RowProblem[]>();
  const byBuyer = new Map<string, { row: number; value: PromoterRow }[]>();
  for (const r of rows) {
    const buyerId = known.get(r.value.buyerCode);
    if (buyerId === undefined) {
      problems.set(r.row, [
        { column: 'Buyer Code', message: `Buyer ${r.value.buyerCode} is not on the platform` },
      ]);
      continue;
    }
    byBuyer.set(buyerId, [...(byBuyer.get(buyerId) ?? []), r]);
  }
  for (const [buyerId, own] of byBuyer) {
    const pans = new Set(own.map((r) => r.value.pan));
    const others = stored.filter((s) => s.buyerId === buyerId && !pans.has(s.pan));
    const total =
      others.reduce((sum, s) => sum + s.bps, 0) + own.reduce((sum, r) => sum + r.value.shareholdingBps, 0);
    if (total <= WHOLE_BPS) continue;
    const code = own[0]!.value.buyerCode;
    const message =
      others.length > 0
        ? `The promoters of buyer ${code} would hold ${basisPointsToPercent(BigInt(total))} % together with the ${others.length} stored under other PANs; at most 100 %`
        : `The promoters of buyer ${code} would hold ${basisPointsToPercent(BigInt(total))} % together; at most 100 %`;
    for (const r of own) problems.set(r.row, [{ column: 'Shareholding %', message }]);
  }
  return problems;
}

/**
 * Upserts by (buyer, PAN): the same promoter again updates name, mobile, e-mail, shareholding and
 * DIN in place. One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly PromoterRow[], ctx: { actorId: string | null }) {
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
    INSERT INTO buyer_promoters (buyer_id, name, pan, mobile, email, shareholding_bps, din, updated_by, updated_at)
    SELECT r.buyer_id, r.name, r.pan, r.mobile, r.email, r.shareholding_bps, r.din, ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.buyerId))}::uuid[],
                ${sql.param(values.map((v) => v.name))}::text[],
                ${sql.param(values.map((v) => v.pan))}::text[],
                ${sql.param(values.map((v) => v.mobile))}::text[],
                ${sql.param(values.map((v) => v.email))}::text[],
                ${sql.param(values.map((v) => v.shareholdingBps))}::integer[],
                ${sql.param(values.map((v) => v.din))}::text[])
      AS r(buyer_id, name, pan, mobile, email, shareholding_bps, din)
    ON CONFLICT (buyer_id, pan) DO UPDATE SET
      name = excluded.name,
      mobile = excluded.mobile,
      email = excluded.email,
      shareholding_bps = excluded.shareholding_bps,
      din = excluded.din,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at`);
  return values.length;
}

/** Every buyer's promoters with the buyer's code, keyset on id, 2,000 at a time, in the template's columns. */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: { promoter: typeof buyerPromoters.$inferSelect; code: string }[] = await db
      .select({ promoter: buyerPromoters, code: buyers.code })
      .from(buyerPromoters)
      .innerJoin(buyers, eq(buyers.id, buyerPromoters.buyerId))
      .where(after ? gt(buyerPromoters.id, after) : undefined)
      .orderBy(asc(buyerPromoters.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map(({ promoter: p, code }) => ({
      'Buyer Code': code,
      'Promoter Name': p.name,
      PAN: p.pan,
      Mobile: p.mobile,
      Email: p.email ?? '',
      'Shareholding %': basisPointsToPercent(BigInt(p.shareholdingBps)),
      DIN: p.din ?? '',
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.promoter.id;
  }
}

/**
 * A buyer's promoters and directors (doc 3 §7, supply area "promoter"): name, PAN, mobile, e-mail,
 * shareholding and DIN, at most 100 % together per buyer. Allow_Promoter_* in the spec's style (it
 * names none), held by Admin and the sales leads who manage the buyers.
 */
registerTaskType<PromoterRow>({
  taskType: 'PROMOTER',
  label: 'Promoters and directors of buyers',
  area: 'ops-supply',
  uploadPermission: 'Allow_Promoter_Upload',
  downloadPermission: 'Allow_Promoter_Download',
  columns: [
    { name: 'Buyer Code', help: "The buyer's platform code.", required: true },
    { name: 'Promoter Name', help: 'As on the PAN card.', required: true },
    { name: 'PAN', help: '10 characters (such as ABCPK1234F); one row per PAN and buyer.', required: true },
    {
      name: 'Mobile',
      help: '10 digits starting with 6 to 9 (+91 or a leading 0 is dropped).',
      required: true,
    },
    { name: 'Email', help: 'Optional.' },
    {
      name: 'Shareholding %',
      help: "The promoter's share, 0 to 100 with at most 2 decimals; a buyer's promoters hold at most 100 % together.",
      required: true,
    },
    { name: 'DIN', help: 'Director Identification Number, 8 digits (optional).' },
  ],
  sheetName: 'Promoters',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.buyerCode}\u0000${r.pan}`,
  validate,
  write,
  exportRows,
});
