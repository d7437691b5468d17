import type { SellerSearchQuery } from '@dom/contract';
import { type SQL, and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { auditLog } from '../../platform/db/schema/index';
import { sellers } from './parties.schema';
import { type OwnerScope, scopeWhere } from '../identity';
import { afterNameCursor, cappedCount, contains } from './party-paging';

export type SellerRow = typeof sellers.$inferSelect;

/**
 * Sellers a user may see: a seller user only its own; staff by business unit. Sellers have no
 * rmEmail or tmEmail, so an owner-scoped user (relationship or territory manager) sees none.
 */
export function sellerScope(scope: OwnerScope): SQL | undefined {
  return scopeWhere(scope, { sellerId: sellers.id, businessUnit: sellers.businessUnit });
}

export function sellerFilters(scope: OwnerScope, q: SellerSearchQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [sellerScope(scope)];
  if (q.sellerName) parts.push(ilike(sellers.name, contains(q.sellerName)));
  if (q.sellerCode) parts.push(eq(sellers.code, q.sellerCode));
  if (q.sellerBooksId) parts.push(eq(sellers.booksId, q.sellerBooksId));
  if (q.gstNumber) parts.push(eq(sellers.gstin, q.gstNumber.replace(/\s/g, '').toUpperCase()));
  if (q.statuses) parts.push(inArray(sellers.onboardingStatus, q.statuses));
  if (q.sellerTypes) parts.push(inArray(sellers.sellerType, q.sellerTypes));
  if (q.businessUnits) parts.push(inArray(sellers.businessUnit, q.businessUnits));
  if (q.city) parts.push(ilike(sellers.city, contains(q.city)));
  if (q.stateCode) parts.push(eq(sellers.stateCode, q.stateCode));
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

export async function searchSellers(db: DbOrTx, scope: OwnerScope, q: SellerSearchQuery) {
  const filters = sellerFilters(scope, q);
  const where = q.after ? and(filters, afterNameCursor(q.after, sellers.name, sellers.id)) : filters;
  const rows = await db
    .select()
    .from(sellers)
    .where(where)
    .orderBy(asc(sellers.name), asc(sellers.id))
    .limit(q.pageSize)
    .offset(q.after ? 0 : q.pageNumber * q.pageSize);
  return { rows, ...(await cappedCount(db, sellers, filters)) };
}

export async function findSeller(
  db: DbOrTx,
  scope: OwnerScope,
  id: string,
  opts: { forUpdate?: boolean } = {},
) {
  const q = db
    .select()
    .from(sellers)
    .where(and(eq(sellers.id, id), sellerScope(scope)));
  const [row] = await (opts.forUpdate ? q.for('update') : q);
  return row;
}

/**
 * The audit rows of one kind of change to a seller, newest first (`audit_log_entity_idx` finds the
 * seller's rows; the action is filtered in SQL, so other changes never crowd the history out).
 */
export async function listSellerAudit(db: DbOrTx, sellerId: string, action: string, limit = 500) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entityType, 'seller'), eq(auditLog.entityId, sellerId), eq(auditLog.action, action)),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
