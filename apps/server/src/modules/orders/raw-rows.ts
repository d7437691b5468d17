import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

/** `db.execute` is typed per driver; both drivers answer `{ rows }`. */
export async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
