import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import { describeError } from '../logging';
import { prepareStatements } from './prepared-statements';

export type Schema = typeof schema;
/** The one database type every repo uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Engine = 'pglite' | 'postgres';

export interface SqlResult<T> {
  rows: T[];
}

export interface Database {
  engine: Engine;
  db: Db;
  /**
   * Raw SQL for the few places an ORM does not fit (job queue, bulk loads, health).
   * Without values the text may hold several statements.
   */
  executeSql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<SqlResult<T>>;
  close(): Promise<void>;
}

export interface PgliteOptions {
  /** Folder of the data; omitted → in memory. */
  dataDir?: string;
  /** A tarball made by `dumpDataDir` to start from (tests copy a migrated template). */
  loadDataDir?: Blob | File;
}

export async function openPglite(opts: PgliteOptions = {}): Promise<Database> {
  const client = await PGlite.create({
    // Trigram indexes back the partial, case-insensitive searches (issue 18, docs/search.md).
    extensions: { pg_trgm },
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    engine: 'pglite',
    db,
    pglite: client,
    async executeSql<T>(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const r = await client.query<T>(text, values);
        return { rows: r.rows };
      }
      // exec runs several statements (the simple protocol); the last result is the answer.
      const results = await client.exec(text);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as T[] };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  } as Database;
}

export function pgliteOf(database: Database): PGlite | undefined {
  return (database as Database & { pglite?: PGlite }).pglite;
}

export interface PostgresOptions {
  url: string;
  max?: number;
  /** Prepare parameterised statements per connection (default true; see prepared-statements.ts). */
  preparedStatements?: boolean;
}

export async function openPostgres(opts: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.max ?? 10 });
  pool.on('error', (err) => console.error(`PostgreSQL pool error: ${describeError(err)}`));
  // The pool listens for errors only on idle clients: a server restart or a dropped connection while
  // a client is checked out would be an unhandled 'error' event and end the process. The query on
  // that client fails on its own (the request answers 500), and the pool drops the broken client.
  // Listened for before the first connection: the probe's client stays in the pool and is checked
  // out again later (a restart while it was busy ended the process before this came first).
  pool.on('connect', (client) => {
    client.on('error', (err) => console.error(`PostgreSQL connection error: ${describeError(err)}`));
    if (opts.preparedStatements !== false) prepareStatements(client);
  });
  // Fail early with the server's own message when the URL is wrong.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    engine: 'postgres',
    db,
    async executeSql<T>(text: string, values?: unknown[]) {
      const r = await pool.query(text, values);
      // A multi-statement text answers an array of results; the last one is the answer.
      const last = (Array.isArray(r) ? r[r.length - 1] : r) as pg.QueryResult | undefined;
      return { rows: (last?.rows ?? []) as T[] };
    },
    async close() {
      await pool.end();
    },
  };
}

/** `count(*)` is a number on PGlite and a string on pg: every count goes through here. */
export function toCount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return Number.parseInt(value, 10);
  return 0;
}
