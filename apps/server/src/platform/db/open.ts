import path from 'node:path';
import type { Config } from '../../config';
import { lockDataDir } from './data-dir-lock';
import { type Database, openPglite, openPostgres } from './database';
import { runMigrations } from './migrate';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openPostgres({
      url: config.databaseUrl,
      preparedStatements: config.databasePreparedStatements,
    });
    await runMigrations(database);
    return database;
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
    await runMigrations(database);
    const close = database.close.bind(database);
    database.close = async () => {
      try {
        await close();
      } finally {
        release();
      }
    };
    return database;
  } catch (err) {
    release();
    throw err;
  }
}
