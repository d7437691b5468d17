import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './db/database';
import { settings } from './db/schema/index';

/**
 * Reads a setting, creating it once with `make()` when absent. Stored in the database so every
 * server on one PostgreSQL shares the value (e.g. the secret that signs file URLs).
 */
export async function ensureSetting(db: DbOrTx, key: string, make: () => string): Promise<string> {
  await db.insert(settings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`Setting ${key} could not be read`);
  return row.value;
}

export const randomSecret = (): string => randomBytes(32).toString('base64url');
