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
  let billing = '';
  let anchor = '';

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      context: { extraConsignmentCreditRules: [LETTER_OF_CREDIT_EXPIRED] },
    });
    om = await as(t, 'om');
    const order = await pickOrder(
      t,
      `o.status IN ('PLANNED','IN_PROGRESS') AND o.credit_days > 0 AND o.enhancer_type IS NULL
       AND NOT EXISTS (SELECT 1 FROM consignments c WHERE c.order_id = o.id)
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
      await t.database.executeSql<{ buyer: string; total: string; billing: string }>(
        `SELECT c.buyer_id AS buyer, c.total_paise::text AS total,
                o.billing_address->>'gstNum' AS billing
         FROM consignments c JOIN orders o ON o.id = c.order_id WHERE c.consignment_key = '${key}'`,
      )
    ).rows[0];
    buyer = row?.buyer ?? '';
    total = BigInt(row?.total ?? '0');
    billing = row?.billing ?? '';
    // Another buyer to stand as anchor entity (with a credit account of its own).
    anchor =
      (
        await t.database.executeSql<{ id: string }>(
          `SELECT buyer_id AS id FROM buyer_credit_accounts WHERE buyer_id <> '${buyer}' ORDER BY buyer_id LIMIT 1`,
        )
      ).rows[0]?.id ?? '';
    // Healthy facts to start from: no credit profile (the demo may block this buyer), plenty free.
    await reset();
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
  /** Sets the limit so that `free` paise are free: the ledger's outstanding plus `free`. */
  const freeOf = (who: string, free: bigint) =>
    sql(
      `UPDATE buyer_credit_accounts SET limit_paise = (SELECT coalesce(sum(debit_paise - credit_paise), 0)
         FROM credit_ledger_entries WHERE buyer_id = '${who}') + ${free} WHERE buyer_id = '${who}'`,
    );
  /** An open invoice of ₹10,000 of the buyer's order, past its maximum due date by `days`, with its ledger row. */
  const overdueInvoice = async (days: number) => {
    await sql(
      `INSERT INTO credit_invoices (invoice_number, books_invoice_id, order_id, order_key, buyer_id, buyer_name,
         books_buyer_id, buyer_gstin, seller_id, seller_name, seller_gstin, business_unit, invoice_date, due_date,
         max_due_date, amount_paise, open_paise, status)
       SELECT 'INV/OD/0001', 'BI-OD-0001', o.id, o.order_key, o.buyer_id, b.name, b.code, b.gstin, s.id, s.name,
         s.gstin, o.business_unit, '${addDays(today, -days - 30)}', '${addDays(today, -days - 5)}',
         '${addDays(today, -days)}', 1000000, 1000000, 'OPEN'
       FROM orders o JOIN buyers b ON b.id = o.buyer_id JOIN sellers s ON s.id = o.seller_id
       WHERE o.order_key = '${orderKey}'`,
    );
    await sql(
      `INSERT INTO credit_ledger_entries (buyer_id, entry_type, entry_date, debit_paise, reference, invoice_id)
       SELECT buyer_id, 'INVOICE', invoice_date, amount_paise, invoice_number, id FROM credit_invoices
       WHERE books_invoice_id = 'BI-OD-0001'`,
    );
  };
  const reset = async () => {
    await sql(`DELETE FROM buyer_credit_profiles WHERE buyer_id = '${buyer}'`);
    await sql(
      `UPDATE orders SET enhancer_type = NULL, enhancer_status = NULL WHERE order_key = '${orderKey}'`,
    );
    await sql(`DELETE FROM gst_sim_gstins WHERE gstin = '${billing}'`);
    await sql(`DELETE FROM order_enhancer_details WHERE order_key = '${orderKey}'`);
    await sql(`DELETE FROM credit_enhancers WHERE buyer_id = '${buyer}'`);
    await sql(
      `DELETE FROM credit_ledger_entries WHERE invoice_id IN (SELECT id FROM credit_invoices WHERE books_invoice_id = 'BI-OD-0001')`,
    );
    await sql(`DELETE FROM credit_invoices WHERE books_invoice_id = 'BI-OD-0001'`);
    await freeOf(buyer, 100000000000n);
  };

  it('passes the consignment with healthy facts', async () => {
    expect(await check()).toMatchObject({ eligible: true, blockStatus: null, reasons: [] });
  });

  it('counts what the ledger owes once: an invoice posted to the ledger takes from what is free', async () => {
    try {
      await freeOf(buyer, total + 1000000n);
      expect(await check()).toMatchObject({ eligible: true, reasons: [] });
      // ₹10,000 more owed (an invoice not yet overdue): one paisa short of the consignment.
      await overdueInvoice(-5);
      await freeOf(buyer, total - 1n);
      expect((await check()).reasons.map((r) => r.reason)).toEqual(['INSUFFICIENT_BALANCE']);
    } finally {
      await reset();
    }
  });

  const CASES: readonly {
    reason: string;
    hit: () => Promise<unknown>;
    miss: () => Promise<unknown>;
    /** What else the hit's facts block for, and what the miss still blocks for (rule order). */
    alsoHits?: string[];
    missReasons?: string[];
  }[] = [
    {
      reason: 'INSUFFICIENT_BALANCE',
      // Free (limit less the ledger's outstanding) one paisa short of the consignment.
      hit: () => freeOf(buyer, total - 1n),
      miss: () => freeOf(buyer, total),
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
        // The anchor entity has one paisa less free of its own than the consignment.
        await freeOf(anchor, total - 1n);
        await sql(
          `INSERT INTO credit_enhancers (buyer_id, enhancer_type, credit_limit_paise, valid_until, anchor_buyer_id, anchor_type)
           VALUES ('${buyer}', 'ANCHOR', 100000000000, '${addDays(today, 30)}', '${anchor}', 'Parent company')`,
        );
      },
      miss: () => freeOf(anchor, total),
    },
    {
      reason: 'OVERDUE_INVOICES',
      hit: () => overdueInvoice(1),
      miss: () =>
        sql(`UPDATE credit_invoices SET max_due_date = '${today}' WHERE books_invoice_id = 'BI-OD-0001'`),
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
      // The order draws on a bank guarantee one paisa short of the consignment.
      hit: async () => {
        await sql(
          `INSERT INTO credit_enhancers (buyer_id, enhancer_type, credit_limit_paise, valid_until, bank_name, bank_amount_paise)
           VALUES ('${buyer}', 'BG', ${total - 1n}, '${addDays(today, 30)}', 'State Bank of India', ${total - 1n})`,
        );
        await sql(
          `INSERT INTO order_enhancer_details (order_id, order_key, enhancer_id)
           SELECT o.id, o.order_key, e.id FROM orders o, credit_enhancers e
           WHERE o.order_key = '${orderKey}' AND e.buyer_id = '${buyer}' AND e.enhancer_type = 'BG'`,
        );
      },
      miss: () => sql(`UPDATE credit_enhancers SET bank_amount_paise = ${total} WHERE buyer_id = '${buyer}'`),
    },
    {
      reason: 'OVERDUE_INTEREST_EXCEEDS_LIMIT',
      // ₹10,000 ten days past its maximum due date at 18% a year: ₹49.31 of interest.
      hit: async () => {
        await overdueInvoice(10);
        await profile('overdue_interest_limit_paise = 4930');
      },
      miss: () => profile('overdue_interest_limit_paise = 4931'),
      alsoHits: ['OVERDUE_INVOICES'],
      missReasons: ['OVERDUE_INVOICES'],
    },
    {
      reason: 'RELATED_PARTY_TRANSACTION',
      hit: () => profile('related_party = true'),
      miss: () => profile('related_party = false'),
    },
  ];

  it.each(CASES)(
    '$reason: blocks on its facts, and not just short of them',
    async ({ reason, hit, miss, alsoHits = [], missReasons = [] }) => {
      try {
        await hit();
        const blocked = await check();
        expect(blocked.reasons.map((r) => r.reason)).toEqual([...alsoHits, reason]);
        expect(blocked.blockStatus).toBe(
          reason === 'RELATED_PARTY_TRANSACTION' ? 'RPT_BLOCKED' : 'PAYMENT_BLOCKED',
        );
        expect(blocked.blockMessage).toBe(
          reason === 'RELATED_PARTY_TRANSACTION' ? 'Related Party Transaction blocked' : 'Payment awaited',
        );
        await miss();
        expect((await check()).reasons.map((r) => r.reason)).toEqual(missReasons);
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
