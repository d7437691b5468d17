import type { BuyerSearchQuery } from '@dom/contract';
import { type SQL, and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { buyerCreditAccounts } from '../credit';
import { buyers } from './parties.schema';
import { type OwnerScope, scopeWhere } from '../identity';
import { afterNameCursor, cappedCount, contains } from './party-paging';

export type BuyerRow = typeof buyers.$inferSelect;

/** Buyers a user may see: rmEmail, tmEmail, their own buyer, their business units. */
export function buyerScope(scope: OwnerScope): SQL | undefined {
  return scopeWhere(scope, {
    rmEmail: buyers.rmEmail,
    tmEmail: buyers.tmEmail,
    buyerId: buyers.id,
    businessUnit: buyers.businessUnit,
  });
}

/** Phones are stored as ten digits; people type +91 and spaces. */
export const tenDigitPhone = (text: string): string => text.replace(/[\s-]/g, '').replace(/^\+91/, '');

export function buyerFilters(scope: OwnerScope, q: BuyerSearchQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [buyerScope(scope)];
  if (q.buyerName) parts.push(ilike(buyers.name, contains(q.buyerName)));
  if (q.buyerPhoneNumber) parts.push(eq(buyers.phone, tenDigitPhone(q.buyerPhoneNumber)));
  if (q.buyerGstNum) parts.push(eq(buyers.gstin, q.buyerGstNum.replace(/\s/g, '').toUpperCase()));
  if (q.booksBuyerId) parts.push(eq(buyers.booksBuyerId, q.booksBuyerId));
  if (q.crmBuyerId) parts.push(eq(buyers.crmBuyerId, q.crmBuyerId));
  if (q.buyerAlliedCode) parts.push(eq(buyers.alliedCode, q.buyerAlliedCode));
  if (q.partnerBuyerAccountId) parts.push(eq(buyers.code, q.partnerBuyerAccountId));
  if (q.businessUnits) parts.push(inArray(buyers.businessUnit, q.businessUnits));
  if (q.statuses) parts.push(inArray(buyers.onboardingStatus, q.statuses));
  if (q.salesPartner)
    parts.push(
      or(ilike(buyers.salesPartner, contains(q.salesPartner)), eq(buyers.salesPartnerKey, q.salesPartner)),
    );
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

/** One page by name (keyset with `after`, offset otherwise) and a capped count. */
export async function searchBuyers(db: DbOrTx, scope: OwnerScope, q: BuyerSearchQuery) {
  const filters = buyerFilters(scope, q);
  const where = q.after ? and(filters, afterNameCursor(q.after, buyers.name, buyers.id)) : filters;
  const rows = await db
    .select()
    .from(buyers)
    .where(where)
    .orderBy(asc(buyers.name), asc(buyers.id))
    .limit(q.pageSize)
    .offset(q.after ? 0 : q.pageNumber * q.pageSize);
  return { rows, ...(await cappedCount(db, buyers, filters)) };
}

/** The buyer by id within the user's scope, with its credit account when it has one. */
export async function findBuyer(
  db: DbOrTx,
  scope: OwnerScope,
  id: string,
  opts: { forUpdate?: boolean } = {},
) {
  const q = db
    .select({ buyer: buyers, credit: buyerCreditAccounts })
    .from(buyers)
    .leftJoin(buyerCreditAccounts, eq(buyerCreditAccounts.buyerId, buyers.id))
    .where(and(eq(buyers.id, id), buyerScope(scope)));
  const [row] = await (opts.forUpdate ? q.for('update', { of: buyers }) : q);
  return row;
}
