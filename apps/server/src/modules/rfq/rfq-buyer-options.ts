import type { BusinessUnit } from '@dom/domain';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Caller, OwnerScope } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { likePattern } from '../identity';
import { buyers } from '../parties';

/** The enquiry wizard's buyer choice: buyers the caller may raise an enquiry for (as `createRfq` checks). */
export async function buyerOptions(db: DbOrTx, caller: Caller, search: string | undefined) {
  const s = caller.scope;
  if (s.sellerId !== undefined) return [];
  const rows = await db
    .select({ id: buyers.id, name: buyers.name, code: buyers.code, unit: buyers.businessUnit })
    .from(buyers)
    .where(
      and(
        s.rmEmail !== undefined ? eq(buyers.rmEmail, s.rmEmail) : undefined,
        s.tmEmail !== undefined ? eq(buyers.tmEmail, s.tmEmail) : undefined,
        s.buyerId !== undefined ? eq(buyers.id, s.buyerId) : undefined,
        s.businessUnits ? inArray(buyers.businessUnit, s.businessUnits as BusinessUnit[]) : undefined,
        search
          ? or(ilike(buyers.name, likePattern(search)), ilike(buyers.code, likePattern(search)))
          : undefined,
      ),
    )
    .orderBy(asc(buyers.name), asc(buyers.id))
    .limit(20);
  return rows.map((b) => ({ value: b.id, label: `${b.name} (${b.code}) · ${b.unit}` }));
}

/** Whether the caller may raise an enquiry for this buyer (its RM, TM, unit; never a seller). */
export async function findBuyerInScope(db: DbOrTx, caller: Caller, buyerId: string): Promise<boolean> {
  const [b] = await db.select().from(buyers).where(eq(buyers.id, buyerId));
  return b !== undefined && buyerWithinScope(caller.scope, b);
}

/** The same for a buyer already read: whether a user of this scope may raise an enquiry for it. */
export function buyerWithinScope(
  s: OwnerScope,
  b: { id: string; rmEmail: string | null; tmEmail: string | null; businessUnit: string },
): boolean {
  if (s.sellerId !== undefined) return false;
  if (s.rmEmail !== undefined && b.rmEmail !== s.rmEmail) return false;
  if (s.tmEmail !== undefined && b.tmEmail !== s.tmEmail) return false;
  if (s.buyerId !== undefined && b.id !== s.buyerId) return false;
  if (s.businessUnits && !s.businessUnits.includes(b.businessUnit as BusinessUnit)) return false;
  return true;
}
