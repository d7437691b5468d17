import { type SQL, and, asc, count, desc, eq, exists, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { buyerCreditAccounts } from '../credit';
import { type OwnerScope, likePattern, scopeWhere } from '../identity';
import { buyers } from '../parties';
import {
  buyerEntities,
  buyerEntityMembers,
  buyerEntityTags,
  creditLeadChecks,
  creditLeadVaultScores,
  creditLeads,
} from './credit-leads.schema';

export type CreditLeadRow = typeof creditLeads.$inferSelect;
export type BuyerEntityRow = typeof buyerEntities.$inferSelect;

/** The leads a caller may see: those of their buyers (a lead carries its buyer's owner columns). */
export const leadScope = (scope: OwnerScope) =>
  scopeWhere(scope, {
    rmEmail: creditLeads.rmEmail,
    tmEmail: creditLeads.tmEmail,
    buyerId: creditLeads.buyerId,
    businessUnit: creditLeads.businessUnit,
  });

const buyerScope = (scope: OwnerScope) =>
  scopeWhere(scope, {
    rmEmail: buyers.rmEmail,
    tmEmail: buyers.tmEmail,
    buyerId: buyers.id,
    businessUnit: buyers.businessUnit,
  });

/** The entities a caller may see: those with at least one buyer in their scope. */
export function entityScope(db: DbOrTx, scope: OwnerScope): SQL | undefined {
  const narrowed = buyerScope(scope);
  if (!narrowed) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(buyerEntityMembers)
      .innerJoin(buyers, eq(buyers.id, buyerEntityMembers.buyerId))
      .where(and(eq(buyerEntityMembers.entityId, buyerEntities.id), narrowed)),
  );
}

export async function nextKey(tx: DbOrTx, sequence: 'credit_lead_key_seq' | 'buyer_entity_key_seq') {
  const r = (await tx.execute<{ n: string }>(sql`SELECT nextval(${sequence})::text AS n`)) as {
    rows: { n: string }[];
  };
  return r.rows[0]!.n;
}

export async function findLead(
  db: DbOrTx,
  scope: OwnerScope | null,
  leadKey: string,
  forUpdate = false,
): Promise<CreditLeadRow | undefined> {
  const q = db
    .select()
    .from(creditLeads)
    .where(and(eq(creditLeads.leadKey, leadKey), scope ? leadScope(scope) : undefined));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row;
}

export async function findEntityByKey(db: DbOrTx, scope: OwnerScope, entityKey: string) {
  const [row] = await db
    .select()
    .from(buyerEntities)
    .where(and(eq(buyerEntities.entityKey, entityKey), entityScope(db, scope)));
  return row;
}

export async function entitiesByKeys(db: DbOrTx, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(buyerEntities)
    .where(inArray(buyerEntities.entityKey, [...keys]));
}

export async function entitiesByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(buyerEntities)
    .where(inArray(buyerEntities.id, [...ids]));
}

/** The buyers of an entity with their credit accounts. */
export async function entityBuyers(db: DbOrTx, entityId: string) {
  return db
    .select({
      buyerId: buyers.id,
      code: buyers.code,
      name: buyers.name,
      gstin: buyers.gstin,
      businessUnit: buyers.businessUnit,
      rmEmail: buyers.rmEmail,
      tmEmail: buyers.tmEmail,
      limitPaise: sql<string>`coalesce(${buyerCreditAccounts.limitPaise}, 0)::text`,
      // Utilised is the ledger's outstanding, as on the limit screen and in the credit check.
      utilisedPaise: sql<string>`(SELECT coalesce(sum(l.debit_paise - l.credit_paise), 0)::text FROM credit_ledger_entries l WHERE l.buyer_id = ${buyers.id})`,
    })
    .from(buyerEntityMembers)
    .innerJoin(buyers, eq(buyers.id, buyerEntityMembers.buyerId))
    .leftJoin(buyerCreditAccounts, eq(buyerCreditAccounts.buyerId, buyers.id))
    .where(eq(buyerEntityMembers.entityId, entityId))
    .orderBy(asc(buyers.code));
}

export async function taggedEntitiesOf(db: DbOrTx, entityId: string) {
  return db
    .select({
      entityKey: buyerEntities.entityKey,
      name: buyerEntities.name,
      pan: buyerEntities.pan,
      relation: buyerEntityTags.relation,
    })
    .from(buyerEntityTags)
    .innerJoin(buyerEntities, eq(buyerEntities.id, buyerEntityTags.taggedEntityId))
    .where(eq(buyerEntityTags.entityId, entityId))
    .orderBy(asc(buyerEntities.entityKey));
}

/** The entity list: per entity its GSTINs, buyers, limits (sum over its buyers) and tags. */
export async function listEntities(
  db: DbOrTx,
  scope: OwnerScope,
  text: string | undefined,
  page: { pageNumber: number; pageSize: number },
) {
  const where = and(
    entityScope(db, scope),
    text
      ? or(
          ilike(buyerEntities.name, likePattern(text)),
          ilike(buyerEntities.pan, likePattern(text)),
          eq(buyerEntities.entityKey, text.toUpperCase()),
        )
      : undefined,
  );
  // The subqueries name the outer row as `buyer_entities.id`: drizzle writes a lone table's column
  // unqualified ("id"), which inside a subquery means the inner table's own id (a buyer's, a ledger
  // entry's), not the entity's.
  const rows = await db
    .select({
      entityId: buyerEntities.id,
      entityKey: buyerEntities.entityKey,
      name: buyerEntities.name,
      pan: buyerEntities.pan,
      gstins: sql<
        string[]
      >`coalesce((SELECT array_agg(b.gstin ORDER BY b.gstin) FROM buyer_entity_members m JOIN buyers b ON b.id = m.buyer_id WHERE m.entity_id = buyer_entities.id), '{}')`,
      buyerCount: sql<number>`(SELECT count(*)::int FROM buyer_entity_members m WHERE m.entity_id = buyer_entities.id)`,
      limitPaise: sql<string>`(SELECT coalesce(sum(a.limit_paise), 0)::text FROM buyer_entity_members m JOIN buyer_credit_accounts a ON a.buyer_id = m.buyer_id WHERE m.entity_id = buyer_entities.id)`,
      utilisedPaise: sql<string>`(SELECT coalesce(sum(l.debit_paise - l.credit_paise), 0)::text FROM buyer_entity_members m JOIN credit_ledger_entries l ON l.buyer_id = m.buyer_id WHERE m.entity_id = buyer_entities.id)`,
      taggedCount: sql<number>`(SELECT count(*)::int FROM buyer_entity_tags t WHERE t.entity_id = buyer_entities.id)`,
    })
    .from(buyerEntities)
    .where(where)
    .orderBy(asc(buyerEntities.name), asc(buyerEntities.entityKey))
    .limit(page.pageSize)
    .offset(page.pageNumber * page.pageSize);
  const [total] = await db.select({ n: count() }).from(buyerEntities).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Leads in scope, with the entity's key and the buyer's name, newest first. */
export async function listLeads(
  db: DbOrTx,
  scope: OwnerScope,
  q: {
    status?: string | undefined;
    text?: string | undefined;
    buyerEntityKey?: string | undefined;
    statuses?: readonly string[];
  },
  page: { pageNumber: number; pageSize: number },
) {
  const base = and(
    leadScope(scope),
    q.text
      ? or(ilike(creditLeads.companyName, likePattern(q.text)), eq(creditLeads.leadKey, q.text.toUpperCase()))
      : undefined,
    q.buyerEntityKey ? eq(buyerEntities.entityKey, q.buyerEntityKey) : undefined,
    q.statuses ? inArray(creditLeads.status, [...q.statuses] as CreditLeadRow['status'][]) : undefined,
  );
  const where = and(base, q.status ? eq(creditLeads.status, q.status as CreditLeadRow['status']) : undefined);
  const rows = await db
    .select({
      leadKey: creditLeads.leadKey,
      status: creditLeads.status,
      companyName: creditLeads.companyName,
      buyerEntityKey: buyerEntities.entityKey,
      buyerName: buyers.name,
      requestedLimitPaise: creditLeads.requestedLimitPaise,
      requestedPeriodDays: creditLeads.requestedPeriodDays,
      vaultScore: creditLeads.vaultScore,
      approvalKey: creditLeads.approvalKey,
      createdAt: creditLeads.createdAt,
    })
    .from(creditLeads)
    .innerJoin(buyerEntities, eq(buyerEntities.id, creditLeads.entityId))
    .innerJoin(buyers, eq(buyers.id, creditLeads.buyerId))
    .where(where)
    .orderBy(desc(creditLeads.createdAt), desc(creditLeads.leadKey))
    .limit(page.pageSize)
    .offset(page.pageNumber * page.pageSize);
  const counts = await db
    .select({ status: creditLeads.status, n: count() })
    .from(creditLeads)
    .innerJoin(buyerEntities, eq(buyerEntities.id, creditLeads.entityId))
    .where(base)
    .groupBy(creditLeads.status);
  const byStatus = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
  const total = q.status ? (byStatus[q.status] ?? 0) : Object.values(byStatus).reduce((a, b) => a + b, 0);
  return { rows, total, counts: byStatus };
}

export async function checksOf(db: DbOrTx, leadId: string) {
  return db
    .select()
    .from(creditLeadChecks)
    .where(eq(creditLeadChecks.leadId, leadId))
    .orderBy(asc(creditLeadChecks.check));
}

export async function vaultScoresOf(db: DbOrTx, leadId: string) {
  return db
    .select()
    .from(creditLeadVaultScores)
    .where(eq(creditLeadVaultScores.leadId, leadId))
    .orderBy(asc(creditLeadVaultScores.at), asc(creditLeadVaultScores.id));
}

export async function saveCheck(tx: DbOrTx, row: typeof creditLeadChecks.$inferInsert) {
  await tx
    .insert(creditLeadChecks)
    .values(row)
    .onConflictDoUpdate({
      target: [creditLeadChecks.leadId, creditLeadChecks.check],
      set: {
        outcome: row.outcome,
        summary: row.summary,
        result: row.result,
        ranAt: row.ranAt,
        ranBy: row.ranBy,
      },
    });
}

export async function addVaultScore(tx: DbOrTx, row: typeof creditLeadVaultScores.$inferInsert) {
  await tx.insert(creditLeadVaultScores).values(row);
}

export async function insertLead(tx: DbOrTx, row: typeof creditLeads.$inferInsert) {
  const [lead] = await tx.insert(creditLeads).values(row).returning();
  return lead!;
}

export async function updateLead(tx: DbOrTx, id: string, version: number, set: Partial<CreditLeadRow>) {
  const [lead] = await tx
    .update(creditLeads)
    .set({ ...set, version: version + 1, updatedAt: new Date() })
    .where(and(eq(creditLeads.id, id), eq(creditLeads.version, version)))
    .returning();
  return lead;
}

export async function isEntityMember(db: DbOrTx, entityId: string, buyerId: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(buyerEntityMembers)
    .where(and(eq(buyerEntityMembers.entityId, entityId), eq(buyerEntityMembers.buyerId, buyerId)));
  return row !== undefined;
}

export async function findBuyer(db: DbOrTx, scope: OwnerScope, buyerId: string) {
  const [row] = await db
    .select()
    .from(buyers)
    .where(and(eq(buyers.id, buyerId), buyerScope(scope)));
  return row;
}

/** The latest lead (the CAM) of each entity, with who owns it; entities without one are absent. */
export async function latestLeadsOf(db: DbOrTx, entityIds: readonly string[]) {
  if (entityIds.length === 0) return [];
  return db
    .selectDistinctOn([creditLeads.entityId], {
      entityId: creditLeads.entityId,
      leadKey: creditLeads.leadKey,
      status: creditLeads.status,
      rmEmail: creditLeads.rmEmail,
      createdBy: creditLeads.createdBy,
      updatedAt: creditLeads.updatedAt,
    })
    .from(creditLeads)
    .where(and(inArray(creditLeads.entityId, [...entityIds]), ne(creditLeads.status, 'ARCHIVED')))
    .orderBy(creditLeads.entityId, desc(creditLeads.createdAt));
}
