import type { BuyerEntityInsights, InsightFigures } from '@dom/contract';
import { addDays, istDateOf } from '@dom/domain';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { type BuyerInsight, buyerInsightsOf } from '../credit-limits';
import { foundInScope } from '../identity';
import { entityBuyers, findEntityByKey } from './credit-leads.repo';

const BUCKETS = ['0-30', '31-60', '61-90', '90+'];

/** Basis points of a part of a whole; null when the whole is nothing. */
const bp = (part: bigint, whole: bigint) => (whole > 0n ? Number((part * 10_000n) / whole) : null);

/** The figures of one buyer, or of several summed (the entity's). */
function figuresOf(rows: readonly BuyerInsight[]): InsightFigures {
  const sum = (k: keyof BuyerInsight) => rows.reduce((t, r) => t + (r[k] as bigint), 0n);
  const count = (k: keyof BuyerInsight) => rows.reduce((t, r) => t + (r[k] as number), 0);
  const invoiced = sum('invoicedPaise');
  const collected = sum('collectedPaise');
  const totalLimit = sum('limitPaise') + sum('enhancersPaise') + sum('adhocPaise');
  const utilised = sum('utilisedPaise');
  const lastOrder = rows
    .map((r) => r.lastOrderDate)
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  return {
    ordersCount: count('ordersCount'),
    orderValuePaise: sum('orderValuePaise').toString(),
    lastOrderDate: lastOrder ?? null,
    invoicesCount: count('invoicesCount'),
    invoicedPaise: invoiced.toString(),
    collectedPaise: collected.toString(),
    collectionBp: bp(collected, invoiced),
    openInvoices: count('openInvoices'),
    overdueInvoices: count('overdueInvoices'),
    oldestOverdueDays: Math.max(0, ...rows.map((r) => r.oldestOverdueDays)),
    totalLimitPaise: totalLimit.toString(),
    utilisedPaise: utilised.toString(),
    availablePaise: sum('availablePaise').toString(),
    utilisationBp: bp(utilised, totalLimit),
    overduePaise: sum('overduePaise').toString(),
    overdueInterestPaise: sum('overdueInterestPaise').toString(),
    overdueBuckets: BUCKETS.map((bucket) => ({
      bucket,
      paise: rows
        .reduce((t, r) => t + (r.overdueBuckets.find((b) => b.bucket === bucket)?.paise ?? 0n), 0n)
        .toString(),
    })),
  };
}

/**
 * Buyer-entity insights (doc 3 §7 `buyerEntity/insights`): the entity in the caller's scope (404
 * otherwise), its buyers' orders, invoices, collections and overdue of the last 12 months and their
 * credit position — from the credit-limits area's query, summed for the entity.
 */
export async function entityInsights(
  db: DbOrTx,
  caller: Caller,
  entityKey: string,
  now: Date,
): Promise<BuyerEntityInsights> {
  const entity = foundInScope(await findEntityByKey(db, caller.scope, entityKey), 'Buyer entity');
  const members = await entityBuyers(db, entity.id);
  const today = istDateOf(now);
  const rows = await buyerInsightsOf(
    db,
    members.map((m) => m.buyerId),
    today,
  );
  return {
    entityKey: entity.entityKey,
    name: entity.name,
    asOf: today,
    periodFrom: addDays(today, -365),
    total: figuresOf(rows),
    buyers: rows.map((r) => ({
      ...figuresOf([r]),
      buyerId: r.buyerId,
      buyerName: r.buyerName,
      buyerCode: members.find((m) => m.buyerId === r.buyerId)?.code ?? '',
    })),
  };
}
