import type { ConsignmentSearch } from '@dom/contract';
import {
  CONSIGNMENT_STATUSES,
  type ConsignmentStatus,
  addDays,
  ewayBillExpiryWindow,
  istMidnight,
  isConsignmentStatus,
  isTrackingStatus,
  normalizeVehicleNumber,
} from '@dom/domain';
import { type SQL, and, arrayOverlaps, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import type { OwnerScope } from '../identity';
import { quantityByUnit } from './consignment-money';
import { rawRows } from '../orders';
import { type ConsignmentRow, consignmentScope } from './consignments.repo';
import { consignments } from './consignments.schema';

export const COUNT_CAP = 1_000;
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The where-clause of a search: scope first (rule 4), then every filter given. */
export function consignmentFilters(
  scope: OwnerScope,
  q: ConsignmentSearch,
  now: Date,
  opts: { withStatus?: boolean } = {},
): SQL | undefined {
  const parts: (SQL | undefined)[] = [consignmentScope(scope)];
  const add = (cond: SQL | undefined) => parts.push(cond);
  if (q.consignmentId) add(eq(consignments.consignmentKey, q.consignmentId.toUpperCase()));
  if (q.orderKey) add(eq(consignments.orderKey, q.orderKey));
  if (q.purchaseOrderNo) add(eq(consignments.purchaseOrderNo, q.purchaseOrderNo));
  if (q.buyerInvoiceNumber) add(eq(consignments.buyerInvoiceNumber, q.buyerInvoiceNumber.toUpperCase()));
  if (q.sellerBillId) add(eq(consignments.sellerBillId, q.sellerBillId));
  if (q.sellerName) add(ilike(consignments.sellerName, contains(q.sellerName)));
  if (q.logisticProvider) add(eq(consignments.logisticProvider, q.logisticProvider));
  if (q.sourceName) add(ilike(consignments.sourceName, contains(q.sourceName)));
  if (q.vehicleNo) add(eq(consignments.vehicleNo, normalizeVehicleNumber(q.vehicleNo)));
  if (q.buyerName) add(ilike(consignments.buyerName, contains(q.buyerName)));
  if (opts.withStatus !== false && q.consignmentStatus)
    add(inArray(consignments.status, q.consignmentStatus.filter(isConsignmentStatus)));
  if (q.consignmentSubStatus)
    add(inArray(consignments.trackingStatus, q.consignmentSubStatus.filter(isTrackingStatus)));
  if (q.sourceCodes) add(inArray(consignments.warehouseId, q.sourceCodes));
  if (q.blockedReasons) add(arrayOverlaps(consignments.blockedReasons, q.blockedReasons));
  if (q.currentPohStatus) add(inArray(consignments.currentPohStatus, q.currentPohStatus));
  if (q.ewayBillExpiryDays !== undefined) {
    const window = ewayBillExpiryWindow(q.ewayBillExpiryDays, now);
    if (window.start) add(gte(consignments.ewayBillValidUntil, istMidnight(window.start)));
    add(lt(consignments.ewayBillValidUntil, istMidnight(addDays(window.end, 1))));
  }
  if (q.dispatchClarity !== undefined) add(eq(consignments.dispatchClarity, q.dispatchClarity));
  if (q.rmEmails)
    add(
      inArray(
        consignments.rmEmail,
        q.rmEmails.map((e) => e.toLowerCase()),
      ),
    );
  if (q.businessUnits) add(inArray(consignments.businessUnit, q.businessUnits));
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

export function cursorOf(row: ConsignmentRow): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

function afterCursor(cursor: string): SQL {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const [value, id] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
  if (
    typeof value !== 'string' ||
    typeof id !== 'string' ||
    !UUID.test(id) ||
    Number.isNaN(Date.parse(value))
  )
    throw badRequest([{ field: 'after', message: 'Not a cursor from this list' }]);
  return sql`(${consignments.createdAt}, ${consignments.id}) < (${value}::timestamptz, ${id}::uuid)`;
}

/** Newest first; a page by keyset (after) or offset, and a capped count. */
export async function searchConsignments(db: DbOrTx, scope: OwnerScope, q: ConsignmentSearch, now: Date) {
  const filters = consignmentFilters(scope, q, now);
  const where = q.after ? and(filters, afterCursor(q.after)) : filters;
  const rows = await db
    .select()
    .from(consignments)
    .where(where)
    .orderBy(desc(consignments.createdAt), desc(consignments.id))
    .limit(q.pageSize)
    .offset(q.after ? 0 : q.pageNumber * q.pageSize);
  const counted = await rawRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${consignments} WHERE ${filters ?? sql`true`} LIMIT ${COUNT_CAP + 1}) x`,
  );
  const n = toCount(counted[0]?.n);
  return { rows, total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}

/**
 * Tab counts: the same filters without the status filter, per status — each counted only up to
 * COUNT_CAP + 1 rows (an index range per status, never a full scan), and the total likewise.
 */
export async function countByStatus(db: DbOrTx, scope: OwnerScope, q: ConsignmentSearch, now: Date) {
  const filters = consignmentFilters(scope, q, now, { withStatus: false }) ?? sql`true`;
  const statuses = sql.join(
    CONSIGNMENT_STATUSES.map((s) => sql`(${s.value})`),
    sql`, `,
  );
  const rows = await rawRows<{ status: ConsignmentStatus; n: unknown }>(
    db,
    sql`SELECT s.status, (SELECT count(*) FROM (SELECT 1 FROM ${consignments}
          WHERE ${consignments.status} = s.status AND ${filters} LIMIT ${COUNT_CAP + 1}) x) AS n
        FROM (VALUES ${statuses}) AS s(status)`,
  );
  const [total] = await rawRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${consignments} WHERE ${filters} LIMIT ${COUNT_CAP + 1}) x`,
  );
  const capped = (n: number) => ({ count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP });
  return {
    counts: rows.map((r) => ({ status: r.status, ...capped(toCount(r.n)) })).filter((r) => r.count > 0),
    total: capped(toCount(total?.n)),
  };
}

/**
 * Quantities per consignment of a page (one statement), each unit on its own: bags and tonnes are
 * never added together ("120 BAG + 3.500 MT"); pieces as whole numbers.
 */
export async function quantitiesOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rawRows<{ id: string; unit: string; q: string }>(
    db,
    sql`SELECT consignment_id AS id, unit, sum(coalesce(acknowledged_qty, requested_qty))::text AS q FROM consignment_lines WHERE consignment_id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) GROUP BY consignment_id, unit ORDER BY consignment_id, unit`,
  );
  const byId = new Map<string, { unit: string; quantity: string }[]>();
  for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), { unit: r.unit, quantity: r.q }]);
  return new Map([...byId].map(([id, lines]) => [id, quantityByUnit(lines)]));
}
