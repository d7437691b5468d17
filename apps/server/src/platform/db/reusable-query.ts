import type { DbOrTx } from './database';
import { statementName } from './prepared-statements';

/** What drizzle answers for `.prepare()`: the statement built once, run with placeholder values. */
interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

interface WithSession {
  session: { client: unknown };
}

const built = new Map<string, Prepared>();

/**
 * Runs a select whose SQL is built once per shape, on whatever database or transaction is given.
 * Drizzle builds a query's text on every call, and for a wide table that costs more than the query
 * itself (the 70 columns of `consignments`: about 0.3 ms of CPU a find on a quiet machine, several
 * times that under load). Here the builder runs once per shape and engine (`build` must put every
 * value in a `sql.placeholder`, and `shape` must name everything else the text depends on); each call
 * then runs drizzle's prepared query on the caller's own connection (the pool, or the transaction's
 * client), with the same row mapping as the builder.
 */
export async function runReusable<R>(
  db: DbOrTx,
  shape: string,
  build: (db: DbOrTx) => { prepare(name: string): Prepared },
  values: Record<string, unknown>,
): Promise<R[]> {
  const session = (db as unknown as WithSession).session;
  const cacheKey = `${(session as object).constructor.name}|${shape}`;
  let prepared = built.get(cacheKey);
  if (!prepared) {
    // Named by its shape: on PostgreSQL the statement is prepared once per connection.
    prepared = build(db).prepare(statementName(shape));
    built.set(cacheKey, prepared);
  }
  // The statement as built, bound to this call's connection: drizzle's prepared query keeps its
  // text, fields and row mapping, and runs on `client`.
  const bound = Object.create(prepared, { client: { value: session.client } }) as Prepared;
  return (await bound.execute(values)) as R[];
}

/**
 * Runs a statement given as text and positional parameters (`$1`…) on whatever database or
 * transaction is given, on its own connection, without drizzle rendering it: for a hot statement
 * whose text is built once (the runner's move). On PostgreSQL it is prepared by its text
 * (prepared-statements.ts). Values go to the driver as they are: encode them by their columns first.
 */
export async function runStatement<R = Record<string, unknown>>(
  db: DbOrTx,
  text: string,
  params: unknown[],
): Promise<R[]> {
  const client = (db as unknown as WithSession).session.client as {
    query(text: string, params: unknown[]): Promise<{ rows: R[] }>;
  };
  return (await client.query(text, params)).rows;
}
