// What every benchmark script needs: numeric flags and a throwaway database (PGlite in memory,
// or a fresh database on BENCH_DATABASE_URL that is dropped afterwards).
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../apps/server/src/platform/db/database';

export const numberArg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

export async function openBenchDatabase(
  prefix: string,
  max = 10,
): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    return { database, cleanup: () => database.close() };
  }
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres({ url: u.toString(), max });
  return {
    database,
    cleanup: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
