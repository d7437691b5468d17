import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db';
import { migrationsDir } from '../paths';
import { type Database, toCount } from './database';
import { runMigrations } from './migrate';
import * as schema from './schema/index';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('database', () => {
  it('has every table of the schema after migrations', async () => {
    const r = await database.executeSql<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    const tables = r.rows.map((x) => x.table_name);
    for (const t of [
      'users',
      'buyers',
      'sellers',
      'warehouses',
      'transporters',
      'products',
      'audit_log',
      'outbox',
      'idempotency_keys',
      'job_runs',
      'files',
      'settings',
    ]) {
      expect(tables).toContain(t);
    }
  });

  it('runs migrations again without change', async () => {
    await expect(runMigrations(database)).resolves.toBeUndefined();
  });

  it('normalises counts from both drivers', async () => {
    const r = await database.executeSql<{ n: unknown }>('select count(*) as n from users');
    expect(toCount(r.rows[0]?.n)).toBe(0);
    expect(toCount('42')).toBe(42);
    expect(toCount(7n)).toBe(7);
  });

  it('runs several statements in one text without values', async () => {
    const r = await database.executeSql<{ v: number }>(
      'create temp table t_multi(v int); insert into t_multi values (5); select v from t_multi',
    );
    expect(r.rows).toEqual([{ v: 5 }]);
  });
});

describe('migrations', () => {
  it('match the schema: generating from the last snapshot yields no statement (no drift)', async () => {
    const meta = path.join(migrationsDir(), 'meta');
    const snapshots = readdirSync(meta)
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort();
    const last = snapshots[snapshots.length - 1];
    expect(last).toBeDefined();
    const previous = JSON.parse(readFileSync(path.join(meta, last!), 'utf8')) as Parameters<
      typeof generateMigration
    >[0];
    const current = generateDrizzleJson(schema);
    const statements = await generateMigration(previous, current);
    expect(statements).toEqual([]);
  });

  it('every journal entry has its SQL file', () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const files = readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql'));
    expect(journal.entries.map((e) => `${e.tag}.sql`).sort()).toEqual(files.sort());
  });
});
