import { addDays, istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type Who, driveTo, ok, pickOrder, post } from './consignment-test-kit';

interface Eligibility {
  eligible: boolean;
  reasons: { reason: string }[];
}

/**
 * The moment the server's clock is pinned to: the test's start, after the demo was loaded as of its
 * own start (so every seeded fact is dated before it). Never a fixed day, which the calendar
 * overtakes (issue 44); every fact below is dated from it.
 */
const NOW = new Date();
const today = istDateOf(NOW);

// The credit rules read what the credit area's own calls recorded: the enhancers an order names
// through /enhancer-details, the documents those enhancers are, and one computation of the buyer's
// drawable figures behind every screen that shows them. Everything is set through the API as the
// credit team does it; SQL only puts the buyer's limit where the case needs it.
describe('credit rules agree with the credit data', () => {
  let t: TestApp;
  let om: Who;
  let credit: Who;
  let admin: Who;
  let key = '';
  let buyer = '';
  let orderKey = '';
  let total = 0n;
  let anchor = '';
  let stamp = 0;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock: () => NOW } });
    [om, credit, admin] = [await as(t, 'om'), await as(t, 'credit'), await as(t, 'admin')];
    // A credit order whose buyer owes nothing overdue on the pinned day and has no consignment yet.
    const order = await pickOrder(
      t,
      `o.status IN ('PLANNED','IN_PROGRESS') AND o.credit_days > 0 AND o.enhancer_type IS NULL
       AND o.order_date <= '${NOW.toISOString()}'::timestamptz
       AND NOT EXISTS (SELECT 1 FROM consignments c WHERE c.order_id = o.id)
       AND NOT EXISTS (SELECT 1 FROM order_enhancer_details d WHERE d.order_id = o.id)
       AND NOT EXISTS (SELECT 1 FROM credit_invoices i WHERE i.buyer_id = o.buyer_id AND i.status = 'OPEN'
                       AND i.max_due_date < '${today}'::date)`,
    );
    orderKey = order.orderKey;
    const created = await ok(
      await post(t, om, '/consignment/create-consignment', {
        orderKey,
        lines: [{ lineItemId: order.lineId, quantity: '1' }],
      }),
      201,
    );
    key = created.consignmentKey;
    await driveTo(t, om, key, 'READY_TO_PROCESS', today);
    const row = (
      await t.database.executeSql<{ buyer: string; total: string }>(
        `SELECT c.buyer_id AS buyer, c.total_paise::text AS total FROM consignments c
         WHERE c.consignment_key = $1`,
        [key],
      )
    ).rows[0]!;
    buyer = row.buyer;
    total = BigInt(row.total);
    anchor = (
      await t.database.executeSql<{ id: string }>(
        `SELECT buyer_id AS id FROM buyer_credit_accounts WHERE buyer_id <> $1 ORDER BY buyer_id LIMIT 1`,
        [buyer],
      )
    ).rows[0]!.id;
    await reset();
  });
  afterAll(() => t.close());

  const sql = (text: string, params: unknown[] = []) => t.database.executeSql(text, params);
  /** Sets the buyer's limit so that `free` paise are free after the ledger's outstanding. */
  const freeOf = (who: string, free: bigint) =>
    sql(
      `UPDATE buyer_credit_accounts SET limit_paise = (SELECT coalesce(sum(debit_paise - credit_paise), 0)
         FROM credit_ledger_entries WHERE buyer_id = $1) + $2::bigint WHERE buyer_id = $1`,
      [who, free.toString()],
    );
  const reset = async () => {
    await sql(`DELETE FROM order_enhancer_details WHERE order_key = $1`, [orderKey]);
    await sql(`DELETE FROM credit_enhancers WHERE buyer_id = $1`, [buyer]);
    await sql(`DELETE FROM buyer_credit_profiles WHERE buyer_id = $1`, [buyer]);
    await freeOf(buyer, 100_000_000_000n);
  };
  const send = async (who: Who, url: string, payload: object, status = 201) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: { ...who.headers, 'idempotency-key': `credit-agreement-${stamp++}` },
    });
    expect(res.statusCode, res.body).toBe(status);
    return res.json<{ id: string; enhancerType: string }>();
  };
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, ...admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const bankGuarantee = (amount: bigint) =>
    send(credit, '/credit/enhancers', {
      buyerId: buyer,
      enhancerType: 'BG',
      creditLimitPaise: amount.toString(),
      bankName: 'State Bank of India',
      bankAmountPaise: amount.toString(),
      validFrom: addDays(today, -10),
      validity: addDays(today, 80),
    });
  const name = (enhancerId: string) => send(credit, '/enhancer-details', { orderKey, enhancerId });
  const reasons = async () =>
    (await post(t, om, '/consignment/verify-credit-eligibility', { consignmentKey: key }))
      .json<Eligibility>()
      .reasons.map((r) => r.reason);

  it('starts from a consignment that passes', async () => {
    expect(await reasons()).toEqual([]);
  });

  it("holds a bank guarantee's balance only against the orders that draw on it", async () => {
    try {
      // The buyer's BG has half the consignment left; the order does not draw on it and the
      // limit has plenty of room: nothing blocks.
      const bg = await bankGuarantee(total / 2n);
      expect(await reasons()).toEqual([]);
      // Once the order names the BG, the BG's balance must cover the consignment.
      await name(bg.id);
      expect(await reasons()).toEqual(['INSUFFICIENT_DOCUMENT_BALANCE']);
    } finally {
      await reset();
    }
  });

  it("measures an order's documents, not every document of the buyer", async () => {
    try {
      // A large BG the order does not name does not make up for the small one it does.
      await bankGuarantee(total * 10n);
      const small = await bankGuarantee(total - 1n);
      await name(small.id);
      expect(await reasons()).toEqual(['INSUFFICIENT_DOCUMENT_BALANCE']);
      const enough = await bankGuarantee(total);
      await name(enough.id);
      expect(await reasons()).toEqual([]);
    } finally {
      await reset();
    }
  });

  it('applies the anchor rule to an order whose anchor enhancer /enhancer-details recorded', async () => {
    try {
      const made = await send(credit, '/credit/enhancers', {
        buyerId: buyer,
        enhancerType: 'ANCHOR',
        creditLimitPaise: (total * 100n).toString(),
        anchorBuyerId: anchor,
        anchorType: 'Parent company',
        validFrom: addDays(today, -10),
        validity: addDays(today, 80),
      });
      // The anchor entity has one paisa less free of its own than the consignment.
      await freeOf(anchor, total - 1n);
      expect(await reasons()).toEqual([]);
      await name(made.id);
      const recorded = await get<{ enhancerType: string }[]>(`/enhancer-details?orderKey=${orderKey}`);
      expect(recorded.map((d) => d.enhancerType)).toEqual(['ANCHOR']);
      expect(await reasons()).toEqual(['INSUFFICIENT_BALANCE_ANCHOR_ENTITY']);
      await freeOf(anchor, total);
      expect(await reasons()).toEqual([]);
    } finally {
      await reset();
    }
  });

  it('answers one limit and one available on the operational balance, the position and the Limits tab', async () => {
    try {
      // A limit-raising enhancer in force: the three calls must count it alike.
      await bankGuarantee(25_000_000n);
      await freeOf(buyer, 40_000_000n);
      const noauth = await get<{
        creditLimitPaise: string;
        outstandingPaise: string;
        availablePaise: string;
      }>(`/credit/balance/operational-noauth?buyerId=${buyer}`);
      const position = await get<{
        creditLimitPaise: string;
        enhancersPaise: string;
        adhocPaise: string;
        utilisedPaise: string;
        availablePaise: string;
      }>(`/credit/limits/${buyer}/position`);
      const tab = await get<{ creditLimitPaise: string; utilisedPaise: string; availablePaise: string }>(
        `/credit/buyer/profile/${buyer}/limits`,
      );
      const drawable =
        BigInt(position.creditLimitPaise) + BigInt(position.enhancersPaise) + BigInt(position.adhocPaise);
      expect(BigInt(position.enhancersPaise)).toBe(25_000_000n);
      expect(BigInt(position.availablePaise)).toBe(65_000_000n);
      expect({ limit: BigInt(noauth.creditLimitPaise), available: BigInt(noauth.availablePaise) }).toEqual({
        limit: drawable,
        available: BigInt(position.availablePaise),
      });
      expect({ limit: BigInt(tab.creditLimitPaise), available: BigInt(tab.availablePaise) }).toEqual({
        limit: drawable,
        available: BigInt(position.availablePaise),
      });
      expect(noauth.outstandingPaise).toBe(position.utilisedPaise);
      expect(tab.utilisedPaise).toBe(position.utilisedPaise);
    } finally {
      await reset();
    }
  });
});
