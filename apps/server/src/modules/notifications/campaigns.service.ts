import { randomBytes } from 'node:crypto';
import type { Campaign } from '@dom/contract';
import { type NotificationChannel, npsScore } from '@dom/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
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
  db: Db,
  id: number,
  feedbackUrl: (token: string) => string,
): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(campaigns)
      .set({ sentAt: new Date() })
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
    }
    return present(claimed, { recipients: parties.length, scores: [] });
  });
}

/** A recipient's answer from their link: the last answer counts. */
export async function answerFeedback(
  db: Db,
  token: string,
  body: { score: number; comment?: string | undefined },
) {
  const [row] = await db
    .update(campaignRecipients)
    .set({ score: body.score, comment: body.comment ?? null, respondedAt: new Date() })
    .where(eq(campaignRecipients.token, token))
    .returning({ id: campaignRecipients.id });
  if (!row) throw new AppError('NOT_FOUND', 'This feedback link is not valid');
  return { recorded: true };
}
