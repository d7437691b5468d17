import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/platform/db/database';
import { withDatabase } from './engine';

/**
 * A fresh, migrated database for one test file, copied from the global template
 * (PGlite: load the dumped data folder, ~0.5 s; PostgreSQL: CREATE DATABASE … TEMPLATE).
 * `seeded` copies the template that already holds the demo data at TEST_SCALE.
 */
export async function createTestDatabase(opts: { seeded?: boolean } = {}): Promise<Database> {
  const tpl = inject('dbTemplate');
  if (tpl.engine === 'pglite') {
    return openPglite({ loadDataDir: new Blob([readFileSync(opts.seeded ? tpl.seededFile : tpl.file)]) });
  }
  const name = `dom_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: tpl.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${opts.seeded ? tpl.seededName : tpl.name}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres({ url: withDatabase(tpl.url, name), max: 4 });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const a = new pg.Client({ connectionString: tpl.url });
    await a.connect();
    try {
      await a.query(`drop database if exists ${name} with (force)`);
    } finally {
      await a.end();
    }
  };
  return database;
}
