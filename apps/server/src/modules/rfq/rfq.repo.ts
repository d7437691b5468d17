import { type SQL, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import { type OwnerScope, likePattern, scopeWhere } from '../identity';
import {
  quotationLines,
  quotations,
  rfqConsignments,
  rfqLines,
  rfqOrders,
  rfqs,
  sellerRfqPrices,
  sellerRfqs,
} from './rfq.schema';

export type RfqRow = typeof rfqs.$inferSelect;
export type RfqLineRow = typeof rfqLines.$inferSelect;
export type SellerRfqRow = typeof sellerRfqs.$inferSelect;
export type SellerPriceRow = typeof sellerRfqPrices.$inferSelect;
export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationLineRow = typeof quotationLines.$inferSelect;

/** An RFQ belongs to its buyer's RM or TM and business unit; a seller sees none here (404). */
export const rfqScope = (scope: OwnerScope): SQL | undefined =>
  scopeWhere(scope, {
    rmEmail: rfqs.rmEmail,
    tmEmail: rfqs.tmEmail,
    buyerId: rfqs.buyerId,
    businessUnit: rfqs.businessUnit,
  });

export const quotationScope = (scope: OwnerScope): SQL | undefined =>
  scopeWhere(scope, {
    rmEmail: quotations.rmEmail,
    tmEmail: quotations.tmEmail,
    businessUnit: quotations.businessUnit,
  });

/** A seller sees only the seller RFQs addressed to it; staff see all. */
export const sellerRfqScope = (scope: OwnerScope): SQL | undefined =>
  scope.sellerId === undefined ? undefined : eq(sellerRfqs.sellerId, scope.sellerId);

export async function findRfq(
  db: DbOrTx,
  scope: OwnerScope | null,
  rfqKey: string,
  opts: { forUpdate?: boolean } = {},
): Promise<RfqRow | undefined> {
  const q = db
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.rfqKey, rfqKey), scope ? rfqScope(scope) : undefined));
  const [row] = await (opts.forUpdate ? q.for('update') : q);
  return row;
}

export async function findQuotation(
  db: DbOrTx,
  scope: OwnerScope | null,
  quotationKey: string,
  opts: { forUpdate?: boolean } = {},
): Promise<QuotationRow | undefined> {
  const q = db
    .select()
    .from(quotations)
    .where(and(eq(quotations.quotationKey, quotationKey), scope ? quotationScope(scope) : undefined));
  const [row] = await (opts.forUpdate ? q.for('update') : q);
  return row;
}

export async function linesOf(db: DbOrTx, rfqId: string) {
  return db
    .select({
      line: rfqLines,
      consignmentLabel: rfqConsignments.label,
      consignmentPosition: rfqConsignments.position,
      consignmentDeliveryDate: rfqConsignments.deliveryDate,
    })
    .from(rfqLines)
    .innerJoin(rfqConsignments, eq(rfqConsignments.id, rfqLines.consignmentId))
    .where(eq(rfqLines.rfqId, rfqId))
    .orderBy(asc(rfqConsignments.position), asc(rfqLines.position));
}

export async function sellerRfqsOf(db: DbOrTx, rfqId: string): Promise<SellerRfqRow[]> {
  return db
    .select()
    .from(sellerRfqs)
    .where(eq(sellerRfqs.rfqId, rfqId))
    .orderBy(asc(sellerRfqs.sellerRfqKey));
}

export async function pricesOf(db: DbOrTx, sellerRfqIds: readonly string[]): Promise<SellerPriceRow[]> {
  if (sellerRfqIds.length === 0) return [];
  return db
    .select()
    .from(sellerRfqPrices)
    .where(inArray(sellerRfqPrices.sellerRfqId, [...sellerRfqIds]));
}

export async function quotationsOf(db: DbOrTx, rfqId: string): Promise<QuotationRow[]> {
  return db.select().from(quotations).where(eq(quotations.rfqId, rfqId)).orderBy(desc(quotations.createdAt));
}

export async function quotationLinesOf(
  db: DbOrTx,
  quotationIds: readonly string[],
): Promise<QuotationLineRow[]> {
  if (quotationIds.length === 0) return [];
  return db
    .select()
    .from(quotationLines)
    .where(inArray(quotationLines.quotationId, [...quotationIds]));
}

export async function ordersOf(db: DbOrTx, rfqId: string): Promise<string[]> {
  const rows = await db
    .select({ orderKey: rfqOrders.orderKey })
    .from(rfqOrders)
    .where(eq(rfqOrders.rfqId, rfqId))
    .orderBy(asc(rfqOrders.orderKey));
  return rows.map((r) => r.orderKey);
}

/** The list's condition: scope, search (RFQ key, buyer name or code), statuses and pricing basis. */
export function rfqListWhere(
  scope: OwnerScope,
  q: { search?: string; statuses?: readonly string[]; pricingBasis?: string },
): SQL | undefined {
  const parts: (SQL | undefined)[] = [rfqScope(scope)];
  if (q.search) {
    const like = likePattern(q.search);
    parts.push(or(ilike(rfqs.rfqKey, like), ilike(rfqs.buyerName, like), ilike(rfqs.buyerCode, like)));
  }
  if (q.statuses && q.statuses.length > 0) parts.push(inArray(rfqs.status, q.statuses as RfqRow['status'][]));
  if (q.pricingBasis) parts.push(eq(rfqs.pricingBasis, q.pricingBasis as RfqRow['pricingBasis']));
  return and(...parts);
}

/** One page of the RFQ list, newest first (created_at, id: the indexes' order, so a page reads ~pageSize rows). */
export async function rfqListPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: { pageNumber: number; pageSize: number },
): Promise<RfqRow[]> {
  return db
    .select()
    .from(rfqs)
    .where(where)
    .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
    .limit(page.pageSize)
    .offset(page.pageNumber * page.pageSize);
}

export async function statusCounts(db: DbOrTx, where: SQL | undefined) {
  const rows = await db
    .select({ status: rfqs.status, n: count() })
    .from(rfqs)
    .where(where)
    .groupBy(rfqs.status);
  return rows.map((r) => ({ status: r.status, count: toCount(r.n) }));
}

/** The next key of a sequence: RFQ-100001, SRFQ-500001, QT-700001. */
export async function nextKey(
  tx: DbOrTx,
  seq: 'rfq_key_seq' | 'seller_rfq_key_seq' | 'quotation_key_seq',
  prefix: string,
): Promise<string> {
  const r = (await tx.execute(sql`SELECT nextval(${seq})::text AS n`)) as { rows: { n: string }[] };
  return `${prefix}${r.rows[0]!.n}`;
}

/** How many sellers answered an RFQ. */
export async function countResponses(tx: DbOrTx, rfqId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(sellerRfqs)
    .where(and(eq(sellerRfqs.rfqId, rfqId), eq(sellerRfqs.status, 'RESPONDED')));
  return toCount(row?.n);
}
