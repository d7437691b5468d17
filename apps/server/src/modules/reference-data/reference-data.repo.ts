import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { buyers } from '../parties';
import { businessCodes } from './reference-data.schema';

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

/** The active business codes of some types (all types when none), in list order. */
export async function listBusinessCodes(
  db: DbOrTx,
  types?: readonly string[],
): Promise<{ type: string; code: string; value: string }[]> {
  return db
    .select({ type: businessCodes.type, code: businessCodes.code, value: businessCodes.value })
    .from(businessCodes)
    .where(and(eq(businessCodes.isActive, true), types ? inArray(businessCodes.type, [...types]) : undefined))
    .orderBy(asc(businessCodes.type), asc(businessCodes.sortOrder), asc(businessCodes.code));
}
