import type { Database } from '../../platform/db/database';

type Who = { headers: { authorization: string } };

/** Request headers of a user, with an Idempotency-Key when given. */
export const headersOf = (who: Who, key?: string) => ({
  ...who.headers,
  ...(key ? { 'idempotency-key': key } : {}),
});

/** One row of a query as text values (counts and sums come back as text on both engines). */
export async function one(database: Database, query: string): Promise<Record<string, string>> {
  const r = await database.executeSql<Record<string, string>>(query);
  const row = r.rows[0];
  if (!row) throw new Error(`no row: ${query}`);
  return row;
}

/**
 * Buyers whose ledger does not equal their open documents less their unmatched payments: the
 * receivables invariant, checked over the whole database.
 */
export async function unbalancedBuyers(database: Database): Promise<string[]> {
  const r = await database.executeSql<{ buyer_id: string }>(`
    WITH l AS (SELECT buyer_id, sum(debit_paise - credit_paise) AS s FROM credit_ledger_entries GROUP BY buyer_id),
         i AS (SELECT buyer_id, sum(open_paise) AS s FROM credit_invoices WHERE status NOT IN ('DRAFT','PENDING_APPROVAL') GROUP BY buyer_id),
         p AS (SELECT buyer_id, sum(unallocated_paise) AS s FROM credit_payments GROUP BY buyer_id)
    SELECT b.id AS buyer_id FROM buyers b
      LEFT JOIN l ON l.buyer_id = b.id LEFT JOIN i ON i.buyer_id = b.id LEFT JOIN p ON p.buyer_id = b.id
    WHERE coalesce(l.s, 0) <> coalesce(i.s, 0) - coalesce(p.s, 0)`);
  return r.rows.map((x) => x.buyer_id);
}
