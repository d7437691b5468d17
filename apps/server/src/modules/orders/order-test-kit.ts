import type { Database } from '../../platform/db/database';

/** The first order key matching a condition on `orders o` (tests pick seeded orders by shape). */
export async function pickOrderKey(database: Database, where: string): Promise<string> {
  const r = await database.executeSql<{ order_key: string }>(
    `SELECT o.order_key FROM orders o WHERE ${where} ORDER BY o.order_key LIMIT 1`,
  );
  const key = r.rows[0]?.order_key;
  if (!key) throw new Error(`no seeded order where ${where}`);
  return key;
}

interface Queryable {
  query: (...args: unknown[]) => unknown;
}

/**
 * Counts the SQL statements a piece of work sends. Both drizzle drivers send every statement
 * through their client's `query`, so wrapping it counts exactly what reaches the database.
 */
export async function countStatements(database: Database, work: () => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { session: { client: Queryable } }).session.client;
  const original = client.query;
  let n = 0;
  client.query = (...args: unknown[]) => {
    n += 1;
    return original.apply(client, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return n;
}
