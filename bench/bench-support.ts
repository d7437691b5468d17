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
  const database = await openPostgres({
    url: u.toString(),
    max,
    preparedStatements: process.env.BENCH_PREPARED !== '0',
  });
  return {
    database,
    cleanup: async () => {
      await database.close();
      // BENCH_KEEP_DATABASE=1 leaves the loaded database for EXPLAIN ANALYZE (drop it yourself).
      if (process.env.BENCH_KEEP_DATABASE === '1') {
        console.log(`kept database ${name}`);
        await admin.end();
        return;
      }
      // The pool forgets its clients when it asks them to end, a moment before their sessions are
      // gone: a forced drop right away would kill them mid-goodbye (noisy pool errors). Wait for
      // them, and force only if something is still there after a few seconds.
      for (let i = 0; i < 50; i += 1) {
        const r = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if ((r.rows[0] as { n: number }).n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
