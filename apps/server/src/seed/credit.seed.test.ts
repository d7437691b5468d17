import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import { one, unbalancedBuyers } from '../modules/credit/credit-test-kit';
import type { Database } from '../platform/db/database';
import { seedCredit } from './credit.seed';
import { DEMO_SCALE, seed } from './seed';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, DEMO_SCALE);
}, 180_000);
afterAll(async () => database.close());

const FINGERPRINT = `SELECT count(*)::text AS n, md5(string_agg(books_invoice_id || ':' || open_paise || ':' || status, ',' ORDER BY books_invoice_id)) AS h FROM credit_invoices`;
const CLEAR = `DELETE FROM credit_ledger_entries; DELETE FROM credit_settlements; DELETE FROM invoice_revisions;
  DELETE FROM credit_notes; DELETE FROM credit_payments; DELETE FROM credit_invoices;`;

describe('credit demo data', () => {
  it('is balanced for every buyer, with no negative open amount', async () => {
    expect(await unbalancedBuyers(database)).toEqual([]);
    const neg = await one(database, 'SELECT count(*)::text AS n FROM credit_invoices WHERE open_paise < 0');
    expect(neg.n).toBe('0');
  });

  it('has every ledger type, revisions in every state, settlements with each mismatch tag', async () => {
    const types = await database.executeSql<{ t: string }>(
      'SELECT DISTINCT entry_type AS t FROM credit_ledger_entries ORDER BY 1',
    );
    expect(types.rows.map((r) => r.t)).toEqual([
      'CREDIT_NOTE',
      'DEBIT_NOTE',
      'INVOICE',
      'PAYMENT',
      'REFUND',
      'TDS',
      'WRITE_OFF',
    ]);
    const states = await database.executeSql<{ s: string }>(
      'SELECT DISTINCT status AS s FROM invoice_revisions ORDER BY 1',
    );
    expect(states.rows.map((r) => r.s)).toEqual([
      'APPROVED',
      'CANCELLED',
      'CORRECTED',
      'IN_PROGRESS',
      'REJECTED',
      'REVISION_REQUESTED',
      'UNDER_REVIEW',
    ]);
    const tags = await database.executeSql<{ t: string }>(
      'SELECT DISTINCT mismatch_tag AS t FROM credit_settlements WHERE mismatch_tag IS NOT NULL ORDER BY 1',
    );
    expect(tags.rows.map((r) => r.t)).toEqual(['AMBIGUOUS', 'SHORT_PAYMENT', 'TDS_ADJUSTMENT']);
    // Open revisions sit on orders awaiting revision, corrected ones on corrected orders.
    const disagree = await one(
      database,
      `SELECT count(*)::text AS n FROM invoice_revisions r JOIN orders o ON o.id = r.order_id
       WHERE (r.status IN ('REVISION_REQUESTED','UNDER_REVIEW','APPROVED','IN_PROGRESS') AND o.status <> 'INVOICE_REVISION_REQUESTED')
          OR (r.status = 'CORRECTED' AND o.status <> 'INVOICE_CORRECTED')`,
    );
    expect(disagree.n).toBe('0');
  });

  it('is deterministic and fast (under 5 s at demo scale)', async () => {
    const first = await one(database, FINGERPRINT);
    await database.executeSql(CLEAR);
    const started = performance.now();
    await seedCredit(database.db);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await one(database, FINGERPRINT)).toEqual(first);
  }, 60_000);
});
