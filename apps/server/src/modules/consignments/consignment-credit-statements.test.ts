import { addDays, istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { countStatements } from '../../../test/statement-counter';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ConsignmentRow } from './consignments.repo';
import { consignments } from './consignments.schema';
import { evaluateCredit } from './consignment-credit.rules';
import { type Who, post } from './consignment-test-kit';

// Issue 20's figure: the credit check of one consignment sends at most 5 SQL statements, whatever
// the buyer carries (enhancers, an anchor, LC/BG documents backing the order, ad-hoc limits), and
// answers what /consignment/verify-credit-eligibility answers. bench/credit.ts times it.
describe('the consignment credit check in ≤ 5 statements', () => {
  let t: TestApp;
  let om: Who;
  const today = istDateOf(new Date());
  let rows: ConsignmentRow[] = [];

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    rows = await t.database.db.select().from(consignments).limit(60);
  });
  afterAll(() => t.close());

  const sql = (text: string) => t.database.executeSql(text);

  it('counts the statements of every demo consignment', async () => {
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const { statements } = await countStatements(() => evaluateCredit(t.database.db, row, today));
      expect(statements.length, `${row.consignmentKey}: ${statements.join('\n')}`).toBeLessThanOrEqual(5);
      expect(statements.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('stays within 5 with an anchor, an LC backing the order and an ad-hoc limit, and agrees with the API', async () => {
    const row = rows.find((r) => r.status !== 'CANCELLED') ?? rows[0]!;
    const anchor = (
      await t.database.executeSql<{ id: string }>(
        `SELECT buyer_id AS id FROM buyer_credit_accounts WHERE buyer_id <> '${row.buyerId}' ORDER BY buyer_id LIMIT 1`,
      )
    ).rows[0]!.id;
    await sql(
      `INSERT INTO credit_enhancers (buyer_id, enhancer_type, credit_limit_paise, valid_until, anchor_buyer_id, anchor_type)
       VALUES ('${row.buyerId}', 'ANCHOR', 500000000, '${addDays(today, 30)}', '${anchor}', 'PARENT')`,
    );
    await sql(
      `INSERT INTO credit_enhancers (buyer_id, enhancer_type, credit_limit_paise, valid_until, bank_name, bank_amount_paise)
       VALUES ('${row.buyerId}', 'LC', 300000000, '${addDays(today, 30)}', 'State Bank of India', 300000000)`,
    );
    // A BG named by the order that has lapsed: the order's enhancer is no longer in force.
    await sql(
      `INSERT INTO credit_enhancers (buyer_id, enhancer_type, credit_limit_paise, valid_until, bank_name, bank_amount_paise)
       VALUES ('${row.buyerId}', 'BG', 100000000, '${addDays(today, -3)}', 'HDFC Bank', 100000000)`,
    );
    await sql(
      `INSERT INTO order_enhancer_details (order_id, order_key, enhancer_id)
       SELECT '${row.orderId}', '${row.orderKey}', id FROM credit_enhancers WHERE buyer_id = '${row.buyerId}'
         AND enhancer_type IN ('LC', 'BG')`,
    );
    await sql(
      `INSERT INTO credit_adhoc_limits (buyer_id, amount_paise, start_date, expiry_date, reason, status, requested_by)
       VALUES ('${row.buyerId}', 20000000, '${addDays(today, -1)}', '${addDays(today, 5)}', 'Festive season', 'APPROVED',
         '00000000-0000-0000-0000-000000000001')`,
    );
    const { result, statements } = await countStatements(() => evaluateCredit(t.database.db, row, today));
    expect(statements.length).toBeLessThanOrEqual(5);
    // The lapsed BG the order names blocks it, with the spec's reason.
    expect(result.reasons.map((r) => r.reason)).toContain('ENHANCER_DETAILS_UNAVAILABLE');
    const res = await post(t, om, '/consignment/verify-credit-eligibility', {
      consignmentKey: row.consignmentKey,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(result)));
  });
});
