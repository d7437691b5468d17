import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { products } from './catalogue.schema';

/** A product row as the catalogue stores it. */
export type ProductRow = typeof products.$inferSelect;

/**
 * Active products whose name or SKU contains `text` (already a LIKE pattern, or undefined for
 * all), by name, at most `limit`.
 */
export async function searchActiveProducts(
  db: DbOrTx,
  pattern: string | undefined,
  limit: number,
): Promise<ProductRow[]> {
  const text = pattern ? or(ilike(products.name, pattern), ilike(products.sku, pattern)) : undefined;
  return db
    .select()
    .from(products)
    .where(and(eq(products.isActive, true), text))
    .orderBy(asc(products.name), asc(products.id))
    .limit(limit);
}

/** The active products among these SKUs (id and SKU). */
export async function activeProductsBySku(
  db: DbOrTx,
  skus: readonly string[],
): Promise<{ id: string; sku: string; unit: string }[]> {
  if (skus.length === 0) return [];
  return db
    .select({ id: products.id, sku: products.sku, unit: products.unit })
    .from(products)
    .where(and(inArray(products.sku, [...skus]), eq(products.isActive, true)));
}

/**
 * The catalogue's brands among these names, any case, each as the catalogue spells it: a brand is
 * what some product of the catalogue names ("ultratech" finds "UltraTech").
 */
export async function catalogueBrandsNamed(db: DbOrTx, names: readonly string[]): Promise<string[]> {
  const keys = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  if (keys.length === 0) return [];
  const rows = await db
    .selectDistinct({ brand: products.brand })
    .from(products)
    .where(inArray(sql`lower(${products.brand})`, keys));
  return rows.map((r) => r.brand);
}

/** The products with these ids (whatever their state). */
export async function productsByIds(db: DbOrTx, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
}

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
