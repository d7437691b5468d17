import type { Invoice } from '@dom/contract';
import type { TestApp } from '../../../test/test-app';
import type { Database } from '../../platform/db/database';

export type Who = { headers: { authorization: string } };

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

/**
 * SQL condition (on aliases `b` buyers and `s` sellers) for an order the e-invoice portal will
 * register: neither GSTIN is cancelled or suspended in the simulator's register.
 */
export const PORTAL_READY_PARTIES = `NOT EXISTS (SELECT 1 FROM gst_sim_gstins g
  WHERE g.gstin IN (b.gstin, s.gstin) AND g.status <> 'ACTIVE')`;

/** The order line the portal is told about: its first line's HSN and GST rate. */
export async function firstLineOf(database: Database, orderKey: string) {
  const row = await one(
    database,
    `SELECT l.hsn, l.gst_rate_bp::text AS rate FROM order_lines l JOIN orders o ON o.id = l.order_id
     WHERE o.order_key = '${orderKey}' ORDER BY l.line_number LIMIT 1`,
  );
  return { hsn: row.hsn!, gstRateBasisPoints: Number(row.rate) };
}

/**
 * An invoice with an IRN from the app's own e-invoice portal (the simulator), posted to the ledger
 * through the credit area's call — what packing does for a consignment.
 */
export async function issueInvoiceWithIrn(
  t: TestApp,
  who: Who,
  p: {
    orderKey: string;
    invoiceNumber: string;
    invoiceDate: string;
    dueDate: string;
    amountPaise: string;
    consignmentKey: string;
    booksInvoiceId: string;
  },
): Promise<Invoice> {
  const parties = await one(
    t.database,
    `SELECT s.gstin, b.gstin AS buyer_gstin FROM orders o JOIN sellers s ON s.id = o.seller_id
       JOIN buyers b ON b.id = o.buyer_id WHERE o.order_key = '${p.orderKey}'`,
  );
  const line = await firstLineOf(t.database, p.orderKey);
  const amount = BigInt(p.amountPaise);
  const irn = await t.ctx.eInvoice.generateIrn({
    sellerGstin: parties.gstin!,
    buyerGstin: parties.buyer_gstin!,
    documentType: 'INV',
    documentNumber: p.invoiceNumber,
    documentDate: p.invoiceDate,
    totalValuePaise: amount,
    lines: [
      {
        ...line,
        description: 'Goods',
        quantity: '1',
        unit: 'NOS',
        taxableValuePaise: (amount * 10_000n) / BigInt(10_000 + line.gstRateBasisPoints),
      },
    ],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/credit/invoice-noauth',
    payload: { ...p, irn: irn.irn, irnAckAt: irn.ackAt.toISOString() },
    ...who,
  });
  if (res.statusCode !== 201) throw new Error(`invoice not posted: ${res.statusCode} ${res.body}`);
  return res.json<Invoice>();
}
