import type { OrderSearchQuery } from '@dom/contract';
import { type SQL, and, arrayOverlaps, asc, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { type OwnerScope, scopeWhere } from '../identity';
import { orders } from './orders.schema';
import { rawRows } from './raw-rows';

/** Counts stop here: a page count over a million rows is not worth a full scan per page. */
export const COUNT_CAP = 1_000;

export type OrderRow = typeof orders.$inferSelect;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The day boundaries are IST midnights: the screens' dates are Indian dates (doc 1 §3).
const istMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+05:30`);
const nextDay = (isoDate: string) => new Date(istMidnight(isoDate).getTime() + 86_400_000);

export function orderFilters(scope: OwnerScope, q: OrderSearchQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    scopeWhere(scope, {
      rmEmail: orders.rmEmail,
      tmEmail: orders.tmEmail,
      sellerId: orders.sellerId,
      buyerId: orders.buyerId,
      businessUnit: orders.businessUnit,
    }),
  ];
  const add = (cond: SQL | undefined) => parts.push(cond);
  if (q.sourceSystemOrderId) add(eq(orders.sourceSystemOrderId, q.sourceSystemOrderId));
  if (q.partnerBuyerAccountId) add(eq(orders.buyerCode, q.partnerBuyerAccountId));
  if (q.sellerPoNumber) add(eq(orders.sellerPoNumber, q.sellerPoNumber));
  if (q.buyerPONumber) add(eq(orders.buyerPoNumber, q.buyerPONumber));
  if (q.prNumber) add(eq(orders.prNumber, q.prNumber));
  if (q.orderStates) add(inArray(orders.status, q.orderStates));
  if (q.missingDocumentTypes) add(arrayOverlaps(orders.missingDocumentTypes, q.missingDocumentTypes));
  if (q.orderManager) add(ilike(orders.orderManager, contains(q.orderManager)));
  if (q.businessUnits) add(inArray(orders.businessUnit, q.businessUnits));
  if (q.buyerAccount) add(ilike(orders.buyerName, contains(q.buyerAccount)));
  if (q.rmName) add(ilike(orders.rmName, contains(q.rmName)));
  if (q.cmName) add(ilike(orders.cmName, contains(q.cmName)));
  if (q.rmEmail) add(eq(orders.rmEmail, q.rmEmail.toLowerCase()));
  if (q.tmEmail) add(eq(orders.tmEmail, q.tmEmail.toLowerCase()));
  if (q.startDate) add(gte(orders.orderDate, istMidnight(q.startDate)));
  if (q.endDate) add(lt(orders.orderDate, nextDay(q.endDate)));
  if (q.sellerBooksId) add(eq(orders.sellerBooksId, q.sellerBooksId));
  if (q.orderCategory) add(inArray(orders.orderCategory, q.orderCategory));
  if (q.isDelayed !== undefined) add(eq(orders.isDelayed, q.isDelayed));
  if (q.enhancerStatus) add(eq(orders.enhancerStatus, q.enhancerStatus));
  if (q.paymentEnhancerTypes) add(inArray(orders.enhancerType, q.paymentEnhancerTypes));
  if (q.itemCategoryLevel1) add(arrayOverlaps(orders.itemCategoriesL1, q.itemCategoryLevel1));
  if (q.rmRegion) add(eq(orders.rmRegion, q.rmRegion));
  if (q.grossMargin !== undefined) add(gte(orders.grossMarginBp, Math.round(q.grossMargin * 100)));
  if (q.grossMarginBelow !== undefined) add(lt(orders.grossMarginBp, Math.round(q.grossMarginBelow * 100)));
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

const SORT_COLUMN = {
  orderDate: orders.orderDate,
  totalValue: orders.totalPaise,
  orderKey: orders.orderKey,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CAST = { orderDate: 'timestamptz', totalValue: 'bigint', orderKey: 'text' } as const;

/** The cursor is the last row's sort value and id; rows strictly beyond it in the sort order. */
export function cursorOf(q: Pick<OrderSearchQuery, 'sortBy'>, row: OrderRow): string {
  const value =
    q.sortBy === 'orderDate'
      ? row.orderDate.toISOString()
      : q.sortBy === 'totalValue'
        ? row.totalPaise.toString()
        : row.orderKey;
  return Buffer.from(JSON.stringify([value, row.id])).toString('base64url');
}

function parseCursor(q: OrderSearchQuery, cursor: string, field: 'after' | 'before'): [string, string] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const [value, id] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
  const valid =
    typeof value === 'string' &&
    typeof id === 'string' &&
    UUID.test(id) &&
    (q.sortBy !== 'orderDate' || !Number.isNaN(Date.parse(value))) &&
    (q.sortBy !== 'totalValue' || /^-?\d{1,19}$/.test(value));
  if (!valid) throw badRequest([{ field, message: 'Not a cursor from this list' }]);
  return [value, id];
}

/** Rows strictly beyond (`after`) or strictly before (`before`) the cursor in the list's order. */
function cursorWhere(q: OrderSearchQuery, cursor: string, side: 'after' | 'before'): SQL {
  const [value, id] = parseCursor(q, cursor, side);
  const cast = sql.raw(CAST[q.sortBy]);
  const forward = (q.sortOrder === 'asc') === (side === 'after');
  const op = sql.raw(forward ? '>' : '<');
  return sql`(${SORT_COLUMN[q.sortBy]}, ${orders.id}) ${op} (${value}::${cast}, ${id}::uuid)`;
}

export interface SearchOptions {
  /** Leave out the capped count (the export pages through the list and never shows a total). */
  count?: boolean;
}

/**
 * One page and a capped count: two statements. The page query picks ids first (an index-only walk
 * of the sort index) and joins the wide rows for those ids only, so deep pages skip cheap index
 * entries rather than whole rows. `after` pages forward and `before` backward by keyset (the
 * neighbours of a page cost what the first page does); `pageNumber` is an offset, for jumps only.
 * A `before` page that runs out early is the start of the list: the first page is answered.
 */
export async function searchOrders(
  db: DbOrTx,
  scope: OwnerScope,
  q: OrderSearchQuery,
  opts: SearchOptions = {},
): Promise<{ rows: OrderRow[]; total: number; capped: boolean; first: boolean }> {
  const filters = orderFilters(scope, q);
  const backward = !q.after && Boolean(q.before);
  const cursor = q.after
    ? cursorWhere(q, q.after, 'after')
    : q.before
      ? cursorWhere(q, q.before, 'before')
      : undefined;
  const dir = q.sortOrder === 'asc' ? asc : desc;
  const walk = (q.sortOrder === 'asc') !== backward ? asc : desc;
  const page = async (where: SQL | undefined, offset: number, idOrder: typeof asc) => {
    const ids = db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(idOrder(SORT_COLUMN[q.sortBy]), idOrder(orders.id))
      .limit(q.pageSize)
      .offset(offset);
    return db
      .select()
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(dir(SORT_COLUMN[q.sortBy]), dir(orders.id));
  };
  let rows = await page(
    cursor ? and(filters, cursor) : filters,
    cursor ? 0 : q.pageNumber * q.pageSize,
    walk,
  );
  let first = !cursor && q.pageNumber === 0;
  if (backward && rows.length < q.pageSize) {
    rows = await page(filters, 0, dir);
    first = true;
  }
  if (opts.count === false) return { rows, total: 0, capped: false, first };
  const counted = await rawRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${orders} WHERE ${filters ?? sql`true`} LIMIT ${COUNT_CAP + 1}) x`,
  );
  const n = toCount(counted[0]?.n);
  return { rows, total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP, first };
}
