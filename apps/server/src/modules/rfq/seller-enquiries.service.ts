import type { SellerEnquiryDetail, SellerEnquiryQuery, SellerRfq } from '@dom/contract';
import { creditDaysMismatchWarning, rfqOperationAllowed } from '@dom/domain';
import { type SQL, and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { likePattern } from '../identity';
import { pageFrom, sellers, warehouses } from '../parties';
import { formatMilli, toMilli } from '../orders';
import { type SellerPriceRow, type SellerRfqRow, linesOf, pricesOf, sellerRfqScope } from './rfq.repo';
import { rfqs, sellerRfqs } from './rfq.schema';

const iso = (d: Date | string | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

/**
 * The seller portal's enquiries (`/seller-enquiries`): a seller sees only the seller RFQs addressed
 * to it, with the lines to price and its own answer, never another seller's prices nor the buyer's
 * price. Staff with the screen see every seller RFQ (the admin variant).
 */

export function presentSellerRfq(
  a: SellerRfqRow,
  prices: readonly SellerPriceRow[],
  buyerCreditDays: number,
): SellerRfq {
  return {
    sellerRfqKey: a.sellerRfqKey,
    rfqKey: '',
    sellerId: a.sellerId,
    sellerName: a.sellerName,
    status: a.status,
    source: a.source,
    capacity: a.capacity,
    validUntil: a.validUntil,
    sellerCreditDays: a.sellerCreditDays,
    preferredPaymentDays: a.preferredPaymentDays,
    creditDaysWarning: creditDaysMismatchWarning(buyerCreditDays, a.sellerCreditDays),
    respondedAt: iso(a.respondedAt),
    prices: prices
      .filter((p) => p.sellerRfqId === a.id)
      .map((p) => ({
        lineId: p.lineId,
        exWorksPaise: p.exWorksPaise.toString(),
        freightPaise: p.freightPaise.toString(),
      })),
  };
}

function sellerWhere(caller: Caller, q: SellerEnquiryQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [sellerRfqScope(caller.scope)];
  if (q.search) {
    const like = likePattern(q.search);
    parts.push(
      or(ilike(sellerRfqs.sellerRfqKey, like), ilike(rfqs.rfqKey, like), ilike(sellerRfqs.sellerName, like)),
    );
  }
  if (q.statuses && q.statuses.length > 0) parts.push(inArray(sellerRfqs.status, q.statuses));
  return and(...parts);
}

const item = (s: SellerRfqRow, r: typeof rfqs.$inferSelect) => ({
  sellerRfqKey: s.sellerRfqKey,
  rfqKey: r.rfqKey,
  sellerName: s.sellerName,
  pricingBasis: r.pricingBasis,
  status: s.status,
  lineCount: r.lineCount,
  sharedAt: iso(s.sharedAt) ?? '',
  respondedAt: iso(s.respondedAt),
  open: rfqOperationAllowed('sellerAnswer', r.status),
});

export async function listSellerEnquiries(db: DbOrTx, caller: Caller, q: SellerEnquiryQuery) {
  const where = sellerWhere(caller, q);
  const rows = await db
    .select({ s: sellerRfqs, r: rfqs })
    .from(sellerRfqs)
    .innerJoin(rfqs, eq(rfqs.id, sellerRfqs.rfqId))
    .where(where)
    .orderBy(desc(sellerRfqs.sharedAt), desc(sellerRfqs.id))
    .limit(q.pageSize)
    .offset(q.pageNumber * q.pageSize);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sellerRfqs)
    .innerJoin(rfqs, eq(rfqs.id, sellerRfqs.rfqId))
    .where(where);
  const total = Number(n?.n ?? 0);
  return pageFrom(
    rows.map(({ s, r }) => item(s, r)),
    q,
    { total, capped: false },
  );
}

export async function sellerEnquiryDetail(
  db: DbOrTx,
  caller: Caller,
  sellerRfqKey: string,
): Promise<SellerEnquiryDetail> {
  const [found] = await db
    .select({ s: sellerRfqs, r: rfqs })
    .from(sellerRfqs)
    .innerJoin(rfqs, eq(rfqs.id, sellerRfqs.rfqId))
    .where(and(eq(sellerRfqs.sellerRfqKey, sellerRfqKey), sellerRfqScope(caller.scope)));
  if (!found) throw new AppError('NOT_FOUND', 'Enquiry not found');
  const { s, r } = found;
  const lines = await linesOf(db, r.id);
  const prices = await pricesOf(db, [s.id]);
  return {
    ...item(s, r),
    deliveryState: r.buyerStateCode,
    lines: lines.map(({ line, consignmentLabel }) => ({
      lineId: line.id,
      consignmentLabel,
      productName: line.productName,
      sku: line.sku,
      unit: line.unit,
      quantity: formatMilli(toMilli(line.quantity)),
    })),
    answer: { ...presentSellerRfq(s, prices, r.buyerCreditDays), rfqKey: r.rfqKey },
    mayAnswer: caller.scope.sellerId !== undefined && rfqOperationAllowed('sellerAnswer', r.status),
  };
}

/** Sellers with a warehouse, by name: whom an enquiry may be shared with. */
export async function sellerOptions(db: DbOrTx, search: string | undefined) {
  const rows = await db
    .selectDistinct({ id: sellers.id, name: sellers.name, code: sellers.code })
    .from(sellers)
    .innerJoin(warehouses, eq(warehouses.sellerId, sellers.id))
    .where(
      search
        ? or(ilike(sellers.name, likePattern(search)), ilike(sellers.code, likePattern(search)))
        : undefined,
    )
    .orderBy(sellers.name)
    .limit(20);
  // Names repeat among sellers: the code tells them apart.
  return rows.map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }));
}
