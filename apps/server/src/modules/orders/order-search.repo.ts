import type { OrderSearchQuery } from '@dom/contract';
import { ORDER_OPEN_STATUSES, istDateOf } from '@dom/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type SQL, and, arrayOverlaps, asc, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
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
  // Partial and case-insensitive on the trigram indexes (issue 18; drizzle/…_search.sql).
  if (q.orderNumber)
    add(
      or(ilike(orders.orderKey, contains(q.orderNumber)), ilike(orders.orderNumber, contains(q.orderNumber))),
    );
  if (q.sourceSystemOrderId) add(eq(orders.sourceSystemOrderId, q.sourceSystemOrderId));
  if (q.partnerBuyerAccountId) add(eq(orders.buyerCode, q.partnerBuyerAccountId));
  if (q.sellerPoNumber) add(eq(orders.sellerPoNumber, q.sellerPoNumber));
  if (q.buyerPONumber) add(ilike(orders.buyerPoNumber, contains(q.buyerPONumber)));
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
  if (q.isDelayed !== undefined) {
    // The rule of isOrderDelayed: open and the delivery day (IST) has passed.
    const late = sql`(${orders.deliveryDate} < ${istDateOf(new Date())}::date AND ${inArray(orders.status, [...ORDER_OPEN_STATUSES])})`;
    add(q.isDelayed ? late : sql`NOT coalesce(${late}, false)`);
  }
  if (q.enhancerStatus) add(eq(orders.enhancerStatus, q.enhancerStatus));
  if (q.paymentEnhancerTypes) add(inArray(orders.enhancerType, q.paymentEnhancerTypes));
  if (q.itemCategoryLevel1) add(arrayOverlaps(orders.itemCategoriesL1, q.itemCategoryLevel1));
  if (q.rmRegion) add(eq(orders.rmRegion, q.rmRegion));
  if (q.grossMargin !== undefined) add(gte(orders.grossMarginBp, Math.round(q.grossMargin * 100)));
  if (q.grossMarginBelow !== undefined) add(lt(orders.grossMarginBp, Math.round(q.grossMarginBelow * 100)));
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

type SortField = OrderSearchQuery['sortBy'];

/** One sortable column: its SQL (a column or an indexed expression), its cast and a row's value. */
interface SortKey {
  expr: SQL | AnyPgColumn;
  cast: 'timestamptz' | 'bigint' | 'text' | 'date' | 'int';
  value: (row: OrderRow) => string;
}

// Nullable columns sort by an indexed expression with the nulls last ('~' after every PO number,
// a far date), so the keyset's row comparison never meets a NULL. Constants are raw: a bound
// parameter would not match the index expression.
const LAST_TEXT = sql.raw(`'~'`);
const LAST_DATE = sql.raw(`'9999-12-31'::date`);
const FAR_DATE = '9999-12-31';

/**
 * The sort whitelist: every field of ORDER_SORT_FIELDS with an index behind it (orders.schema.ts:
 * `orders_sort_*`), so a sorted page is an index walk and its keyset cursor a range.
 */
export const ORDER_SORTS: Record<SortField, SortKey> = {
  orderDate: { expr: orders.orderDate, cast: 'timestamptz', value: (r) => r.orderDate.toISOString() },
  totalValue: { expr: orders.totalPaise, cast: 'bigint', value: (r) => r.totalPaise.toString() },
  orderKey: { expr: orders.orderKey, cast: 'text', value: (r) => r.orderKey },
  orderNumber: { expr: orders.orderNumber, cast: 'text', value: (r) => r.orderNumber },
  buyerPONumber: {
    expr: sql`coalesce(${orders.buyerPoNumber}, ${LAST_TEXT})`,
    cast: 'text',
    value: (r) => r.buyerPoNumber ?? '~',
  },
  sellerPoNumber: {
    expr: sql`coalesce(${orders.sellerPoNumber}, ${LAST_TEXT})`,
    cast: 'text',
    value: (r) => r.sellerPoNumber ?? '~',
  },
  orderCategory: { expr: orders.orderCategory, cast: 'text', value: (r) => r.orderCategory },
  orderStatus: { expr: orders.status, cast: 'text', value: (r) => r.status },
  dueDate: {
    expr: sql`coalesce(${orders.dueDate}, ${LAST_DATE})`,
    cast: 'date',
    value: (r) => r.dueDate ?? FAR_DATE,
  },
  deliveryDate: {
    expr: sql`coalesce(${orders.deliveryDate}, ${LAST_DATE})`,
    cast: 'date',
    value: (r) => r.deliveryDate ?? FAR_DATE,
  },
  totalLineItems: { expr: orders.lineCount, cast: 'int', value: (r) => String(r.lineCount) },
  orderValueExclTaxPaise: {
    expr: sql`(${orders.totalPaise} - ${orders.taxPaise})`,
    cast: 'bigint',
    value: (r) => (r.totalPaise - r.taxPaise).toString(),
  },
  preTaxValuePaise: { expr: orders.preTaxPaise, cast: 'bigint', value: (r) => r.preTaxPaise.toString() },
  shippingCostPaise: { expr: orders.shippingPaise, cast: 'bigint', value: (r) => r.shippingPaise.toString() },
  sellerValuePaise: {
    expr: orders.sellerValuePaise,
    cast: 'bigint',
    value: (r) => r.sellerValuePaise.toString(),
  },
  creditDays: { expr: orders.creditDays, cast: 'int', value: (r) => String(r.creditDays) },
  sellerName: { expr: orders.sellerName, cast: 'text', value: (r) => r.sellerName },
  buyerName: { expr: orders.buyerName, cast: 'text', value: (r) => r.buyerName },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VALID_VALUE: Record<SortKey['cast'], (value: string) => boolean> = {
  timestamptz: (v) => !Number.isNaN(Date.parse(v)),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v),
  bigint: (v) => /^-?\d{1,19}$/.test(v),
  int: (v) => /^-?\d{1,9}$/.test(v),
  text: () => true,
};

/** The cursor is the last row's sort value and id; rows strictly beyond it in the sort order. */
export function cursorOf(q: Pick<OrderSearchQuery, 'sortBy'>, row: OrderRow): string {
  const value = ORDER_SORTS[q.sortBy].value(row);
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
    VALID_VALUE[ORDER_SORTS[q.sortBy].cast](value);
  if (!valid) throw badRequest([{ field, message: 'Not a cursor from this list' }]);
  return [value, id];
}

/** Rows strictly beyond (`after`) or strictly before (`before`) the cursor in the list's order. */
function cursorWhere(q: OrderSearchQuery, cursor: string, side: 'after' | 'before'): SQL {
  const [value, id] = parseCursor(q, cursor, side);
  const key = ORDER_SORTS[q.sortBy];
  const cast = sql.raw(key.cast);
  const forward = (q.sortOrder === 'asc') === (side === 'after');
  const op = sql.raw(forward ? '>' : '<');
  return sql`(${key.expr}, ${orders.id}) ${op} (${value}::${cast}, ${id}::uuid)`;
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
      .orderBy(idOrder(ORDER_SORTS[q.sortBy].expr), idOrder(orders.id))
      .limit(q.pageSize)
      .offset(offset);
    return db
      .select()
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(dir(ORDER_SORTS[q.sortBy].expr), dir(orders.id));
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
