import { addDays, istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import type { CreditRule } from './consignment-credit.rules';
import { type Who, driveTo, ok, pickOrder, post } from './consignment-test-kit';

interface Eligibility {
  eligible: boolean;
  blockStatus: string | null;
  blockMessage: string | null;
  reasons: { reason: string; label: string; message: string }[];
}

/** An enhancer of the credit area, plugged in through the context: no service is edited. */
const LETTER_OF_CREDIT_EXPIRED: CreditRule = {
  reason: 'ENHANCER_DETAILS_UNAVAILABLE',
  block: 'PAYMENT_BLOCKED',
  // Say the credit area cannot read letters of credit yet: every LC order waits, approved or not.
  isBlocked: ({ order }) => order.enhancerType === 'LC',
};

// One consignment of a credit order, READY_TO_PROCESS; for each rule the buyer's (or order's)
// facts are set so that rule alone hits, /verify-credit-eligibility is asked, and the facts are put
// back. The check changes nothing, so one consignment serves every rule.
describe('every credit rule through /consignment/verify-credit-eligibility', () => {
  let t: TestApp;
  let om: Who;
  const today = istDateOf(new Date());
  let key = '';
  let buyer = '';
  let orderKey = '';
  let total = 0n;
  let reserved = 0n;
  let billing = '';

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      context: { extraConsignmentCreditRules: [LETTER_OF_CREDIT_EXPIRED] },
    });
    om = await as(t, 'om');
    const order = await pickOrder(
      t,
      `o.status IN ('PLANNED','IN_PROGRESS') AND o.credit_days > 0 AND o.enhancer_type IS NULL
       AND NOT EXISTS (SELECT 1 FROM consignments c WHERE c.order_id = o.id)`,
    );
    orderKey = order.orderKey;
    const created = await ok(
      await post(t, om, '/consignment/create-consignment', {
        orderKey,
        lines: [{ lineItemId: order.lineId, quantity: '0.100' }],
      }),
      201,
    );
    key = created.consignmentKey;
    await driveTo(t, om, key, 'READY_TO_PROCESS', today);
    const row = (
      await t.database.executeSql<{ buyer: string; total: string; reserved: string; billing: string }>(
        `SELECT c.buyer_id AS buyer, c.total_paise::text AS total, o.total_paise::text AS reserved,
                o.billing_address->>'gstNum' AS billing
         FROM consignments c JOIN orders o ON o.id = c.order_id WHERE c.consignment_key = '${key}'`,
      )
    ).rows[0];
    buyer = row?.buyer ?? '';
    total = BigInt(row?.total ?? '0');
    reserved = BigInt(row?.reserved ?? '0');
    billing = row?.billing ?? '';
    // Approval of a credit order holds its value in utilised; the order has no other consignment,
    // so all of it is this consignment's to draw on.
    await sql(
      `UPDATE buyer_credit_accounts SET utilised_paise = utilised_paise + ${reserved} WHERE buyer_id = '${buyer}'`,
    );
    // Healthy facts to start from: no credit profile (the demo may block this buyer), plenty free.
    await sql(`DELETE FROM buyer_credit_profiles WHERE buyer_id = '${buyer}'`);
    await sql(
      `UPDATE buyer_credit_accounts SET limit_paise = utilised_paise + 100000000000 WHERE buyer_id = '${buyer}'`,
    );
  });
  afterAll(() => t.close());

  const sql = (text: string) => t.database.executeSql(text);
  const profile = async (set: string) => {
    await sql(
      `INSERT INTO buyer_credit_profiles (buyer_id) VALUES ('${buyer}') ON CONFLICT (buyer_id) DO NOTHING`,
    );
    await sql(`UPDATE buyer_credit_profiles SET ${set} WHERE buyer_id = '${buyer}'`);
  };
  const check = async () =>
    (
      await post(t, om, '/consignment/verify-credit-eligibility', { consignmentKey: key })
    ).json<Eligibility>();
  const reset = async () => {
    await sql(`DELETE FROM buyer_credit_profiles WHERE buyer_id = '${buyer}'`);
    await sql(
      `UPDATE orders SET enhancer_type = NULL, enhancer_status = NULL WHERE order_key = '${orderKey}'`,
    );
    await sql(`DELETE FROM gst_sim_gstins WHERE gstin = '${billing}'`);
    await sql(
      `UPDATE buyer_credit_accounts SET limit_paise = utilised_paise + 100000000000 WHERE buyer_id = '${buyer}'`,
    );
  };

  it('passes the consignment with healthy facts', async () => {
    expect(await check()).toMatchObject({ eligible: true, blockStatus: null, reasons: [] });
  });

  it("counts the order's own reservation once: a limit used to the last paisa still ships the approved order", async () => {
    await sql(`UPDATE buyer_credit_accounts SET limit_paise = utilised_paise WHERE buyer_id = '${buyer}'`);
    try {
      expect(await check()).toMatchObject({ eligible: true, reasons: [] });
      // Once another consignment of the order has drawn the whole reservation, nothing is left.
      await sql(
        `INSERT INTO consignments (consignment_key, order_id, order_key, buyer_id, buyer_name, seller_id, seller_name,
           warehouse_id, source_name, business_unit, rm_email, tm_email, status, value_paise, tax_paise, total_paise)
         SELECT 'CBDRAWN01', order_id, order_key, buyer_id, buyer_name, seller_id, seller_name, warehouse_id,
           source_name, business_unit, rm_email, tm_email, 'PACKED', ${reserved}, 0, ${reserved}
         FROM consignments WHERE consignment_key = '${key}'`,
      );
      expect((await check()).reasons.map((r) => r.reason)).toEqual(['INSUFFICIENT_BALANCE']);
    } finally {
      await sql(`DELETE FROM consignments WHERE consignment_key = 'CBDRAWN01'`);
      await reset();
    }
  });

  const CASES: readonly { reason: string; hit: () => Promise<unknown>; miss: () => Promise<unknown> }[] = [
    {
      reason: 'INSUFFICIENT_BALANCE',
      // Free on the limit plus the order's own reservation, one paisa short of the consignment.
      hit: () =>
        sql(
          `UPDATE buyer_credit_accounts SET limit_paise = utilised_paise - ${reserved} + ${total - 1n} WHERE buyer_id = '${buyer}'`,
        ),
      miss: () =>
        sql(
          `UPDATE buyer_credit_accounts SET limit_paise = utilised_paise - ${reserved} + ${total} WHERE buyer_id = '${buyer}'`,
        ),
    },
    {
      reason: 'LAST_SHIPMENT_DATE_EXPIRED',
      hit: () => profile(`last_shipment_date = '${addDays(today, -1)}'`),
      miss: () => profile(`last_shipment_date = '${today}'`),
    },
    {
      reason: 'ENHANCER_DETAILS_UNAVAILABLE',
      hit: () =>
        sql(
          `UPDATE orders SET enhancer_type = 'BANK_GUARANTEE', enhancer_status = 'PENDING' WHERE order_key = '${orderKey}'`,
        ),
      miss: () =>
        sql(
          `UPDATE orders SET enhancer_type = 'BANK_GUARANTEE', enhancer_status = 'APPROVED' WHERE order_key = '${orderKey}'`,
        ),
    },
    {
      reason: 'INSUFFICIENT_BALANCE_ANCHOR_ENTITY',
      hit: async () => {
        await sql(
          `UPDATE orders SET enhancer_type = 'ANCHOR', enhancer_status = 'APPROVED' WHERE order_key = '${orderKey}'`,
        );
        await profile(`anchor_balance_paise = ${total - 1n}`);
      },
      miss: () => profile(`anchor_balance_paise = ${total}`),
    },
    {
      reason: 'OVERDUE_INVOICES',
      hit: () => profile('overdue_invoices_paise = 1'),
      miss: () => profile('overdue_invoices_paise = 0'),
    },
    {
      reason: 'CREDIT_LIMIT_ELAPSED',
      hit: () => profile(`credit_limit_expires_on = '${addDays(today, -1)}'`),
      miss: () => profile(`credit_limit_expires_on = '${today}'`),
    },
    {
      reason: 'OPS_CREDIT_BLOCKED',
      hit: () => profile('ops_credit_blocked = true'),
      miss: () => profile('ops_credit_blocked = false'),
    },
    {
      reason: 'BUYER_CLOSED',
      hit: () => profile('buyer_closed = true'),
      miss: () => profile('buyer_closed = false'),
    },
    {
      reason: 'BUYER_GST_INACTIVE_OR_INVALID',
      hit: () => t.ctx.gst.registry.register({ gstin: billing, status: 'SUSPENDED' }),
      miss: () => t.ctx.gst.registry.register({ gstin: billing, status: 'ACTIVE' }),
    },
    {
      reason: 'INSUFFICIENT_DOCUMENT_BALANCE',
      hit: () => profile(`document_balance_paise = ${total - 1n}`),
      miss: () => profile(`document_balance_paise = ${total}`),
    },
    {
      reason: 'OVERDUE_INTEREST_EXCEEDS_LIMIT',
      hit: () => profile('overdue_interest_paise = 501, overdue_interest_limit_paise = 500'),
      miss: () => profile('overdue_interest_paise = 500, overdue_interest_limit_paise = 500'),
    },
    {
      reason: 'RELATED_PARTY_TRANSACTION',
      hit: () => profile('related_party = true'),
      miss: () => profile('related_party = false'),
    },
  ];

  it.each(CASES)(
    '$reason: blocks on its facts, and not just short of them',
    async ({ reason, hit, miss }) => {
      try {
        await hit();
        const blocked = await check();
        expect(blocked.reasons.map((r) => r.reason)).toEqual([reason]);
        expect(blocked.blockStatus).toBe(
          reason === 'RELATED_PARTY_TRANSACTION' ? 'RPT_BLOCKED' : 'PAYMENT_BLOCKED',
        );
        expect(blocked.blockMessage).toBe(
          reason === 'RELATED_PARTY_TRANSACTION' ? 'Related Party Transaction blocked' : 'Payment awaited',
        );
        await miss();
        expect(await check()).toMatchObject({ eligible: true, reasons: [] });
      } finally {
        await reset();
      }
    },
  );

  it('runs a rule the credit area plugged in through the context, in packing too', async () => {
    try {
      // Approved: the default enhancer rule passes it; only the plugged-in rule can block it.
      await sql(
        `UPDATE orders SET enhancer_type = 'BANK_GUARANTEE', enhancer_status = 'APPROVED' WHERE order_key = '${orderKey}'`,
      );
      expect((await check()).eligible).toBe(true);
      await sql(`UPDATE orders SET enhancer_type = 'LC' WHERE order_key = '${orderKey}'`);
      expect((await check()).reasons.map((r) => r.reason)).toEqual(['ENHANCER_DETAILS_UNAVAILABLE']);
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...om })
      ).json<{ totalPaise: string }>();
      const packed = await ok(
        await post(t, om, '/consignment/pack-consignment-byId-v2', {
          consignmentKey: key,
          distanceKm: 50,
          invoice: {
            invoiceNumber: 'INV/LC/00001',
            invoiceDate: today,
            invoiceAmountPaise: detail.totalPaise,
          },
        }),
      );
      expect(packed.status).toBe('PAYMENT_BLOCKED');
      expect(packed.blockedReasons).toContain('ENHANCER_DETAILS_UNAVAILABLE');
    } finally {
      await reset();
    }
  });
});
