import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { buyers, products } from '../../platform/db/schema/index';

/** The level-1 categories of the catalogue, sorted. */
export async function listL1Categories(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ c: products.level1Category })
    .from(products)
    .orderBy(asc(products.level1Category));
  return rows.map((r) => r.c);
}

/** Category and subcategory pairs of the catalogue (the reporting categories). */
export async function listReportingCategories(
  db: DbOrTx,
): Promise<{ category: string; subcategory: string }[]> {
  return db
    .selectDistinct({ category: products.category, subcategory: products.subcategory })
    .from(products)
    .orderBy(asc(products.category), asc(products.subcategory));
}

/** Regions with the states they hold, from the buyers' addresses. */
export async function listRegionHierarchy(db: DbOrTx): Promise<{ region: string; states: string[] }[]> {
  const rows = await db
    .selectDistinct({ region: buyers.region, state: buyers.state })
    .from(buyers)
    .orderBy(asc(buyers.region), asc(buyers.state));
  const regions = new Map<string, string[]>();
  for (const { region, state } of rows) {
    if (!region) continue;
    regions.set(region, [...(regions.get(region) ?? []), state]);
  }
  return [...regions].map(([region, states]) => ({ region, states }));
}
