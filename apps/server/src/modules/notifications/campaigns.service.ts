import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Campaign } from '@dom/contract';
import { type NotificationChannel, SURVEY_LINK_MESSAGES, npsScore } from '@dom/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { buyers, sellers } from '../parties';
import { AppError } from '../../platform/errors';
import type { MoveActor } from '../../platform/moves';
import { likePattern } from '../identity';
import { campaignRecipients, campaigns } from './notifications.schema';
import { notify } from './notifications.service';
import { partyRecipients } from './recipients';

type CampaignRow = typeof campaigns.$inferSelect;

/** The most parties one campaign reaches (a send is one transaction). */
export const CAMPAIGN_MAX_RECIPIENTS = 5_000;

async function statsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { recipients: number; scores: number[] }>();
  const rows = await db
    .select({ campaignId: campaignRecipients.campaignId, score: campaignRecipients.score })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.campaignId, ids));
  const stats = new Map<number, { recipients: number; scores: number[] }>();
  for (const r of rows) {
    const s = stats.get(r.campaignId) ?? { recipients: 0, scores: [] };
    s.recipients++;
    if (r.score !== null) s.scores.push(r.score);
    stats.set(r.campaignId, s);
  }
  return stats;
}

function present(row: CampaignRow, stats?: { recipients: number; scores: number[] }): Campaign {
  return {
    id: row.id,
    name: row.name,
    audience: row.audience,
    region: row.region,
    channel: row.channel as NotificationChannel,
    eventCode: row.eventCode,
    status: row.sentAt ? 'SENT' : 'DRAFT',
    recipients: stats?.recipients ?? 0,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    nps: npsScore(stats?.scores ?? []),
  };
}

export async function listCampaigns(
  db: Db,
  q: { pageNumber: number; pageSize: number; name?: string | undefined },
) {
  const where = q.name ? ilike(campaigns.name, likePattern(q.name)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(q.pageSize)
      .offset(q.pageNumber * q.pageSize),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  const stats = await statsOf(
    db,
    rows.map((r) => r.id),
  );
  const totalElements = Number(total?.n ?? 0);
  return {
    content: rows.map((r) => present(r, stats.get(r.id))),
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    totalElements,
    totalPages: Math.ceil(totalElements / q.pageSize),
    totalIsCapped: false,
  };
}

export async function createCampaign(
  db: Db,
  body: {
    name: string;
    audience: 'BUYERS' | 'SELLERS';
    region?: string | undefined;
    channel: string;
    eventCode: string;
  },
  actor: MoveActor,
): Promise<Campaign> {
  const [row] = await db
    .insert(campaigns)
    .values({
      name: body.name,
      audience: body.audience,
      region: body.region ?? null,
      channel: body.channel,
      eventCode: body.eventCode,
      createdBy: actor.actorId,
    })
    .returning();
  if (!row) throw new Error('campaign insert returned no row');
  return present(row);
}

/**
 * How many parties a send of this campaign would reach now: its audience in its region, at most the
 * send's cap (the same choice `sendCampaign` makes), for the confirmation before sending.
 */
async function audienceSize(tx: DbOrTx, campaign: Pick<CampaignRow, 'audience' | 'region'>): Promise<number> {
  const table = campaign.audience === 'BUYERS' ? buyers : sellers;
  const where = campaign.region ? eq(table.region, campaign.region) : undefined;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(
      sql`(${tx.select({ id: table.id }).from(table).where(where).limit(CAMPAIGN_MAX_RECIPIENTS)}) AS audience`,
    );
  return row?.n ?? 0;
}

export async function campaignDetail(db: Db, id: number) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Campaign not found');
  const people = await db
    .select()
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, id))
    .orderBy(sql`${campaignRecipients.respondedAt} DESC NULLS LAST`, asc(campaignRecipients.name));
  const scores = people.flatMap((p) => (p.score === null ? [] : [p.score]));
  return {
    ...present(row, { recipients: people.length, scores }),
    audienceSize: row.sentAt ? null : await audienceSize(db, row),
    responses: people.map((p) => ({
      recipientName: p.name,
      score: p.score,
      comment: p.comment,
      respondedAt: p.respondedAt ? p.respondedAt.toISOString() : null,
    })),
  };
}

/**
 * Sends a campaign once: every party of the audience (in the region, when given) gets an answer
 * link with its own token, and its people the survey on the campaign's channel. A second send is
 * refused (409); two sends at once send once (the claim on `sent_at`).
 */
export async function sendCampaign(
  tx: Tx,
  id: number,
  feedbackUrl: (token: string) => string,
  now: () => Date = () => new Date(),
  /** Hears each answer link as it is made (demo mode writes them to the server's log). */
  onLink?: (link: string) => void,
): Promise<Campaign> {
  const [claimed] = await tx
    .update(campaigns)
    .set({ sentAt: now() })
    .where(and(eq(campaigns.id, id), isNull(campaigns.sentAt)))
    .returning();
  if (!claimed) {
    const [exists] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
    if (!exists) throw new AppError('NOT_FOUND', 'Campaign not found');
    throw new AppError('TRANSITION_NOT_ALLOWED', 'This campaign has been sent already.', { id }, 409);
  }
  const table = claimed.audience === 'BUYERS' ? buyers : sellers;
  const parties = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(claimed.region ? eq(table.region, claimed.region) : undefined)
    .orderBy(asc(table.name))
    .limit(CAMPAIGN_MAX_RECIPIENTS);
  const type = claimed.audience === 'BUYERS' ? 'BUYER' : 'SELLER';
  for (const party of parties) {
    const token = randomBytes(18).toString('base64url');
    await tx
      .insert(campaignRecipients)
      .values({ campaignId: id, partyId: party.id, name: party.name, token });
    await notify(tx, {
      eventCode: claimed.eventCode,
      cause: `campaign:${id}:${party.id}`,
      sourceRef: `campaign ${id}`,
      recipients: await partyRecipients(tx, type, party.id),
      data: { campaign: claimed.name, link: feedbackUrl(token) },
      channels: [claimed.channel as NotificationChannel],
    });
    onLink?.(feedbackUrl(token));
  }
  return present(claimed, { recipients: parties.length, scores: [] });
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const hashOf = (key: string) => createHash('sha256').update(key).digest();

/** Whether `key` is the one whose hash was kept (constant time). */
function holdsKey(stored: string | null, key: string | undefined): boolean {
  if (!stored || !key) return false;
  const expected = Buffer.from(stored, 'hex');
  const given = hashOf(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A recipient's answer from their link. The link works `linkDays` after the campaign was sent and
 * answers once: the first answer hands back a correction key, and only that key changes the answer,
 * within `correctionHours` of it (the SURVEY_CORRECTION_HOURS setting). Anyone else holding the link (a log reader, a forwarded
 * message) gets 409 and changes nothing.
 */
export async function answerFeedback(
  db: Db,
  token: string,
  body: { score: number; comment?: string | undefined; correctionKey?: string | undefined },
  opts: { now: () => Date; linkDays: number; correctionHours: number },
) {
  const now = opts.now();
  const [link] = await db
    .select({
      id: campaignRecipients.id,
      respondedAt: campaignRecipients.respondedAt,
      correctionKeyHash: campaignRecipients.correctionKeyHash,
      sentAt: campaigns.sentAt,
    })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .where(eq(campaignRecipients.token, token));
  if (!link) throw new AppError('NOT_FOUND', SURVEY_LINK_MESSAGES.invalid);
  if (!link.sentAt || now.getTime() > link.sentAt.getTime() + opts.linkDays * DAY_MS)
    throw new AppError('TRANSITION_NOT_ALLOWED', SURVEY_LINK_MESSAGES.expired, undefined, 409);
  const answer = { score: body.score, comment: body.comment ?? null };
  if (link.respondedAt === null) {
    const key = randomBytes(24).toString('base64url');
    // Of two first answers at once, one is recorded; the other is an answer already given.
    const [first] = await db
      .update(campaignRecipients)
      .set({ ...answer, respondedAt: now, correctionKeyHash: hashOf(key).toString('hex') })
      .where(and(eq(campaignRecipients.id, link.id), isNull(campaignRecipients.respondedAt)))
      .returning({ respondedAt: campaignRecipients.respondedAt });
    if (first?.respondedAt)
      return {
        recorded: true,
        correctionKey: key,
        correctableUntil: new Date(now.getTime() + opts.correctionHours * HOUR_MS).toISOString(),
      };
  }
  const [answered] = await db
    .select({ respondedAt: campaignRecipients.respondedAt, hash: campaignRecipients.correctionKeyHash })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.id, link.id));
  const until = new Date((answered?.respondedAt ?? now).getTime() + opts.correctionHours * HOUR_MS);
  if (!holdsKey(answered?.hash ?? null, body.correctionKey) || now.getTime() > until.getTime())
    throw new AppError('TRANSITION_NOT_ALLOWED', SURVEY_LINK_MESSAGES.answered, undefined, 409);
  await db.update(campaignRecipients).set(answer).where(eq(campaignRecipients.id, link.id));
  return { recorded: true, correctionKey: body.correctionKey!, correctableUntil: until.toISOString() };
}
