import { and, asc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { buyers, sellers } from '../parties';
import { type RowProblem, registerTaskType } from '../tasks';
import { campaignRecipients, campaigns } from './notifications.schema';

/**
 * NPS imports (`/nps-imports`, doc 3 §7 "Notifications, reports, other"): the scores a campaign's
 * recipients gave outside the answer link (a call centre, a survey tool), uploaded as a task. A row
 * names the campaign and the party (its buyer or seller code, by the campaign's audience) and sets
 * that recipient's score; the campaign's NPS (% promoters − % detractors) then counts it. Keyed by
 * (campaign, party): a re-run sets the same scores again.
 */
const RowSchema = z
  .object({
    'Campaign ID': z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,8}$/, 'Enter the campaign’s number')
      .transform(Number),
    'Party Code': z.string().trim().min(1, 'Enter the buyer or seller code').max(64, 'At most 64 characters'),
    Score: z
      .string()
      .trim()
      .regex(/^(10|\d)$/, 'Enter a score from 0 to 10')
      .transform(Number),
    Comment: z.string().trim().max(500, 'At most 500 characters'),
  })
  .transform((r) => ({
    campaignId: r['Campaign ID'],
    partyCode: r['Party Code'],
    score: r.Score,
    comment: r.Comment || null,
  }));
type NpsRow = z.output<typeof RowSchema>;

/** The recipient ids of the rows' (campaign, party code) pairs: one look-up per audience. */
async function recipientsOf(db: DbOrTx, rows: readonly NpsRow[]): Promise<Map<string, number>> {
  const ids = [...new Set(rows.map((r) => r.campaignId))];
  const codes = [...new Set(rows.map((r) => r.partyCode))];
  const found = new Map<string, number>();
  for (const [audience, table] of [
    ['BUYERS', buyers],
    ['SELLERS', sellers],
  ] as const) {
    const hits = await db
      .select({ id: campaignRecipients.id, campaignId: campaignRecipients.campaignId, code: table.code })
      .from(campaignRecipients)
      .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
      .innerJoin(table, eq(table.id, campaignRecipients.partyId))
      .where(
        and(
          eq(campaigns.audience, audience),
          inArray(campaignRecipients.campaignId, ids),
          inArray(table.code, codes),
        ),
      );
    for (const h of hits) found.set(`${h.campaignId}\u0000${h.code}`, h.id);
  }
  return found;
}

const keyOf = (r: NpsRow) => `${r.campaignId}\u0000${r.partyCode}`;

async function validate(db: Db, rows: readonly { row: number; value: NpsRow }[]) {
  const found = await recipientsOf(
    db,
    rows.map((r) => r.value),
  );
  const problems = new Map<number, RowProblem[]>();
  for (const r of rows)
    if (!found.has(keyOf(r.value)))
      problems.set(r.row, [
        {
          column: 'Party Code',
          message: `${r.value.partyCode} did not receive campaign ${r.value.campaignId}`,
        },
      ]);
  return problems;
}

/** One statement per chunk: the recipients' scores set from unnest'ed arrays. */
async function write(tx: DbOrTx, rows: readonly NpsRow[]) {
  const found = await recipientsOf(tx, rows);
  const known = rows.filter((r) => found.has(keyOf(r)));
  if (known.length === 0) return 0;
  await tx.execute(sql`
    UPDATE campaign_recipients AS c
    SET score = r.score, comment = r.comment, responded_at = coalesce(c.responded_at, now())
    FROM unnest(${sql.param(known.map((r) => found.get(keyOf(r))))}::bigint[],
                ${sql.param(known.map((r) => r.score))}::smallint[],
                ${sql.param(known.map((r) => r.comment))}::text[]) AS r(id, score, comment)
    WHERE c.id = r.id`);
  return known.length;
}

interface ScoredRow {
  id: number;
  campaignId: number;
  buyerCode: string | null;
  sellerCode: string | null;
  score: number | null;
  comment: string | null;
}

/** The scored recipients of every campaign, by campaign and recipient. */
async function* exportRows(db: Db) {
  let after: { campaignId: number; id: number } | null = null;
  for (;;) {
    const batch: ScoredRow[] = await db
      .select({
        id: campaignRecipients.id,
        campaignId: campaignRecipients.campaignId,
        buyerCode: buyers.code,
        sellerCode: sellers.code,
        score: campaignRecipients.score,
        comment: campaignRecipients.comment,
      })
      .from(campaignRecipients)
      .leftJoin(buyers, eq(buyers.id, campaignRecipients.partyId))
      .leftJoin(sellers, eq(sellers.id, campaignRecipients.partyId))
      .where(
        and(
          isNotNull(campaignRecipients.score),
          after
            ? or(
                gt(campaignRecipients.campaignId, after.campaignId),
                and(eq(campaignRecipients.campaignId, after.campaignId), gt(campaignRecipients.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(campaignRecipients.campaignId), asc(campaignRecipients.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map((r) => ({
      'Campaign ID': r.campaignId,
      'Party Code': r.buyerCode ?? r.sellerCode ?? '',
      Score: r.score ?? '',
      Comment: r.comment ?? '',
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = { campaignId: last.campaignId, id: last.id };
  }
}

registerTaskType<NpsRow>({
  taskType: 'NPS_IMPORT',
  label: 'NPS scores',
  area: 'master-data',
  uploadPermission: 'Allow_Master_Data_Upload',
  downloadPermission: 'Allow_Master_Data_Download',
  columns: [
    { name: 'Campaign ID', help: 'The campaign’s number (Campaigns screen).', required: true },
    {
      name: 'Party Code',
      help: 'The buyer’s or seller’s code, by the campaign’s audience.',
      required: true,
    },
    { name: 'Score', help: '0 to 10: 9–10 promoter, 7–8 passive, 0–6 detractor.', required: true },
    { name: 'Comment', help: 'What they said, if anything.' },
  ],
  sheetName: 'NPS Scores',
  rowSchema: RowSchema,
  naturalKey: keyOf,
  validate,
  write,
  exportRows,
});
