import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const textOf = (first: unknown): string =>
  typeof first === 'string'
    ? first
    : first !== null && typeof first === 'object' && 'text' in first && typeof first.text === 'string'
      ? first.text
      : String(first);

/**
 * The SQL statements `work` sends to the database, whichever engine (node-postgres pools and PGlite
 * are both watched while it runs). Nothing else may use the database meanwhile: every statement in
 * the window is counted.
 */
export async function countStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const poolQuery = pg.Pool.prototype.query;
  const pgliteQuery = PGlite.prototype.query;
  const patchedPool = function (this: pg.Pool, ...args: unknown[]) {
    statements.push(textOf(args[0]));
    return (poolQuery as (...a: unknown[]) => unknown).apply(this, args);
  };
  const patchedPglite = function (this: PGlite, ...args: unknown[]) {
    statements.push(textOf(args[0]));
    return (pgliteQuery as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Pool.prototype.query = patchedPool as typeof poolQuery;
  PGlite.prototype.query = patchedPglite as typeof pgliteQuery;
  try {
    const result = await work();
    return { result, statements };
  } finally {
    pg.Pool.prototype.query = poolQuery;
    PGlite.prototype.query = pgliteQuery;
  }
}
