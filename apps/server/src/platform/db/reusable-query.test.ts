import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db';
import type { Database } from './database';
import { runStatement } from './reusable-query';

describe('runStatement', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.executeSql('CREATE TABLE run_statement_probe (k text PRIMARY KEY, n bigint NOT NULL)');
  });
  afterAll(async () => {
    await database.executeSql('DROP TABLE IF EXISTS run_statement_probe');
    await database.close();
  });

  it('runs positional parameters on the database, and on a transaction’s own connection', async () => {
    const rows = await runStatement<{ k: string; n: string }>(
      database.db,
      'INSERT INTO run_statement_probe (k, n) VALUES ($1, $2) RETURNING k, n::text AS n',
      ['a', 9007199254740993n],
    );
    expect(rows).toEqual([{ k: 'a', n: '9007199254740993' }]);
    // Inside a transaction it runs on the transaction's connection: rolled back with it, and seen
    // by the transaction's next statement before the commit.
    await expect(
      database.db.transaction(async (tx) => {
        await runStatement(tx, 'INSERT INTO run_statement_probe (k, n) VALUES ($1, $2)', ['b', 2]);
        const seen = await tx.execute(sql`SELECT count(*)::int AS c FROM run_statement_probe WHERE k = 'b'`);
        expect((seen as { rows: { c: number }[] }).rows[0]?.c).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const left = await runStatement<{ k: string }>(
      database.db,
      'SELECT k FROM run_statement_probe WHERE k <> $1 ORDER BY k',
      [''],
    );
    expect(left.map((r) => r.k)).toEqual(['a']);
  });
});
