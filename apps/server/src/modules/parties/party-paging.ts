import type { Page, PageQuery } from '@dom/contract';
import { type SQL, count, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';

/** Counts stop here, as on the order list: a count is a hint, not worth a full scan per page. */
export const COUNT_CAP = 1_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%text%` for ILIKE with the user's % and _ taken literally. */
export const contains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A name-sorted list's cursor: the last row's name and id. */
export function nameCursorOf(row: { name: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.name, row.id])).toString('base64url');
}

/** Rows strictly after the cursor in (name, id) order; a foreign or mangled cursor is a 400 on `after`. */
export function afterNameCursor(cursor: string, name: AnyPgColumn, id: AnyPgColumn): SQL {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const [value, key] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
  if (typeof value !== 'string' || typeof key !== 'string' || !UUID.test(key))
    throw badRequest([{ field: 'after', message: 'Not a cursor from this list' }]);
  return sql`(${name}, ${id}) > (${value}, ${key}::uuid)`;
}

/** How many rows match, stopping at COUNT_CAP + 1. */
export async function cappedCount(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number; capped: boolean }> {
  const inner = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('x');
  const [row] = await db.select({ n: count() }).from(inner);
  const n = toCount(row?.n);
  return { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}

export function pageFrom<T>(
  content: T[],
  query: PageQuery,
  counted: { total: number; capped: boolean },
): Page<T> {
  return {
    content,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalElements: counted.total,
    totalPages: Math.ceil(counted.total / query.pageSize),
    totalIsCapped: counted.capped,
  };
}

/** The page a tab answers while its data lives in an area not built yet. */
export function emptyPage<T>(query: PageQuery): Page<T> {
  return pageFrom<T>([], query, { total: 0, capped: false });
}

/** 1234567890 → ******7890: account numbers leave the server masked. */
export function maskAccount(value: string | null): string | null {
  if (!value) return null;
  return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}
