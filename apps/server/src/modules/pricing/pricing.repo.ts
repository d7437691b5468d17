import { type SQL, and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import type { OwnerScope } from '../identity';
import { quotationAutomationRules, sellerPrices } from './pricing.schema';

export type SellerPriceRow = typeof sellerPrices.$inferSelect;
export type AutomationRuleRow = typeof quotationAutomationRules.$inferSelect;

/** A seller sees its own prices only; staff see every seller's. */
export const sellerPriceScope = (scope: OwnerScope): SQL | undefined =>
  scope.sellerId !== undefined ? eq(sellerPrices.sellerId, scope.sellerId) : undefined;

export function sharedPriceWhere(scope: OwnerScope, pattern: string | undefined): SQL | undefined {
  const text = pattern
    ? or(
        ilike(sellerPrices.productName, pattern),
        ilike(sellerPrices.sku, pattern),
        ilike(sellerPrices.sellerName, pattern),
      )
    : undefined;
  return and(sellerPriceScope(scope), text);
}

export async function pageOfSharedPrices(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select()
    .from(sellerPrices)
    .where(where)
    .orderBy(desc(sellerPrices.updatedAt), asc(sellerPrices.id))
    .limit(limit)
    .offset(offset);
}

/** Renews the price of (seller, product, region), or adds it. */
export async function upsertSellerPrice(
  db: DbOrTx,
  row: Omit<SellerPriceRow, 'id' | 'updatedAt'>,
): Promise<SellerPriceRow> {
  const [saved] = await db
    .insert(sellerPrices)
    .values(row)
    .onConflictDoUpdate({
      target: [sellerPrices.sellerId, sellerPrices.productId, sellerPrices.region],
      set: {
        exWorksPaise: row.exWorksPaise,
        freightPaise: row.freightPaise,
        validUntil: row.validUntil,
        sellerName: row.sellerName,
        updatedBy: row.updatedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!saved) throw new Error('seller price upsert returned no row');
  return saved;
}

export async function deleteSellerPrice(db: DbOrTx, scope: OwnerScope, id: string): Promise<boolean> {
  const gone = await db
    .delete(sellerPrices)
    .where(and(eq(sellerPrices.id, id), sellerPriceScope(scope)))
    .returning({ id: sellerPrices.id });
  return gone.length > 0;
}

/** The prices still valid on `today` for these products, in the region or All India. */
export async function validPricesOf(
  db: DbOrTx,
  productIds: readonly string[],
  region: string | undefined,
  today: string,
): Promise<SellerPriceRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(sellerPrices)
    .where(
      and(
        inArray(sellerPrices.productId, [...new Set(productIds)]),
        sql`${sellerPrices.validUntil} >= ${today}`,
        region ? inArray(sellerPrices.region, ['ALL', region]) : undefined,
      ),
    )
    .orderBy(asc(sellerPrices.exWorksPaise));
}

export async function automationRules(db: DbOrTx): Promise<AutomationRuleRow[]> {
  return db.select().from(quotationAutomationRules).orderBy(asc(quotationAutomationRules.businessUnit));
}

export async function saveAutomationRule(db: DbOrTx, row: Omit<AutomationRuleRow, 'updatedAt'>) {
  await db
    .insert(quotationAutomationRules)
    .values(row)
    .onConflictDoUpdate({
      target: quotationAutomationRules.businessUnit,
      set: {
        minMarginBp: row.minMarginBp,
        useAnswers: row.useAnswers,
        enabled: row.enabled,
        updatedBy: row.updatedBy,
        updatedAt: new Date(),
      },
    });
}
