import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db';
import { testEngine } from '../../../test/engine';
import { PREPARED_PER_CONNECTION, prepareStatements, statementName } from './prepared-statements';

/** A client that records the configs it is asked to run. */
function recordingClient(): { client: pg.Client; seen: unknown[][] } {
  const seen: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      seen.push(args);
      return Promise.resolve({ rows: [] });
    },
  } as unknown as pg.Client;
  prepareStatements(client);
  return { client, seen };
}

const nameOf = (args: unknown[] | undefined) => (args?.[0] as { name?: string } | undefined)?.name;

describe('prepared statements', () => {
  it('names a parameterised statement by its text, the same name for the same text', async () => {
    const { client, seen } = recordingClient();
    await client.query('SELECT $1::int', [1]);
    await client.query({ text: 'SELECT $1::int', values: [2] });
    await client.query({ text: 'SELECT $1::text' }, ['x']);
    expect(nameOf(seen[0])).toBe(statementName('SELECT $1::int'));
    expect(nameOf(seen[1])).toBe(nameOf(seen[0]));
    expect(nameOf(seen[2])).toBe(statementName('SELECT $1::text'));
    expect(nameOf(seen[2])).not.toBe(nameOf(seen[0]));
    // The values still reach the driver.
    expect((seen[0]?.[0] as { values: unknown[] }).values).toEqual([1]);
    expect(seen[2]?.[1]).toEqual(['x']);
  });

  it('leaves texts without parameters, named statements and submittables alone', async () => {
    const { client, seen } = recordingClient();
    await client.query('BEGIN');
    await client.query({ text: 'SELECT 1; SELECT 2' });
    await client.query({ text: 'SELECT $1::int', values: [1], name: 'mine' });
    const cursor = { text: 'SELECT $1::int', values: [1], submit: () => undefined };
    await client.query(cursor as unknown as pg.QueryConfig);
    expect(seen[0]?.[0]).toBe('BEGIN');
    expect(nameOf(seen[1])).toBeUndefined();
    expect(nameOf(seen[2])).toBe('mine');
    expect(seen[3]?.[0]).toBe(cursor);
  });

  it('prepares at most PREPARED_PER_CONNECTION texts; later ones run unnamed, earlier ones stay named', async () => {
    const { client, seen } = recordingClient();
    for (let i = 0; i <= PREPARED_PER_CONNECTION; i += 1) await client.query(`SELECT $1::int + ${i}`, [i]);
    expect(nameOf(seen[PREPARED_PER_CONNECTION - 1])).toBeDefined();
    expect(nameOf(seen[PREPARED_PER_CONNECTION])).toBeUndefined();
    await client.query('SELECT $1::int + 0', [0]);
    expect(nameOf(seen.at(-1))).toBe(statementName('SELECT $1::int + 0'));
  });

  it.runIf(testEngine() === 'postgres')(
    'on PostgreSQL the statements are prepared on the server and answer as before',
    async () => {
      const database = await createTestDatabase();
      try {
        for (let i = 0; i < 3; i += 1) {
          const r = await database.executeSql<{ n: number }>('SELECT $1::int + 1 AS n', [i]);
          expect(r.rows[0]?.n).toBe(i + 1);
        }
        const r = await database.executeSql<{ n: string }>(
          'SELECT count(*) AS n FROM pg_prepared_statements WHERE name = $1',
          [statementName('SELECT count(*) AS n FROM pg_prepared_statements WHERE name = $1')],
        );
        expect(Number(r.rows[0]?.n)).toBe(1);
      } finally {
        await database.close();
      }
    },
  );
});
