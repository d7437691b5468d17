import type { MatchResult, SettleBatchResult } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { testEngine, withDatabase } from '../../../test/engine';
import { type Database, openPostgres } from '../../platform/db/database';
import { matchPayment } from './matching.service';
import { one, unbalancedBuyers } from './credit-test-kit';

type Who = { headers: { authorization: string } };

/**
 * 50 settlements at once against two payments and three invoices whose balances cannot take them
 * all. Meant for PostgreSQL (DOM_TEST_ENGINE=postgres), where the requests really overlap; on
 * PGlite it still runs and checks the same sums.
 */
describe('concurrent settlements', () => {
  let t: TestApp;
  let finance: Who;
  let admin: Who;
  let buyerCode: string;
  let invoices: { id: string; open: bigint }[];
  let orderKeys: string[];
  /** A new invoice of 10,000 paise on one of the buyer's orders, untouched by the race above. */
  const freshInvoice = async (id: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/credit/invoice-noauth',
      payload: {
        orderKey: orderKeys[0],
        invoiceNumber: id.replace('BI-', 'INV/').replace(/_/g, '-'),
        booksInvoiceId: id,
        invoiceDate: '2026-11-21',
        dueDate: '2026-11-30',
        amountPaise: '10000',
      },
      ...admin,
    });
    expect(res.statusCode, res.body).toBe(201);
    return id;
  };
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [finance, admin] = await Promise.all([as(t, 'finance'), as(t, 'admin')]);
    const b = await one(
      t.database,
      `SELECT b.code, b.id FROM buyers b JOIN orders o ON o.buyer_id = b.id
       WHERE o.status IN ('PLANNED','IN_PROGRESS','COMPLETED')
         AND NOT EXISTS (SELECT 1 FROM gst_sim_gstins g WHERE g.gstin = b.gstin AND g.status <> 'ACTIVE')
       GROUP BY b.id, b.code HAVING count(*) >= 3 ORDER BY b.code LIMIT 1`,
    );
    buyerCode = b.code!;
    // Three fresh invoices of 10,000 paise each, two payments of 12,000: 30,000 owed, 24,000 paid.
    const picked = await t.database.executeSql<{ order_key: string }>(
      `SELECT order_key FROM orders WHERE buyer_id = '${b.id}' AND status IN ('PLANNED','IN_PROGRESS','COMPLETED') ORDER BY order_key LIMIT 3`,
    );
    invoices = [];
    orderKeys = picked.rows.map((r) => r.order_key);
    for (const [k, row] of picked.rows.entries()) {
      const id = `BI-RACE-${k + 1}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/credit/invoice-noauth',
        payload: {
          orderKey: row.order_key,
          invoiceNumber: `INV/RACE/${k + 1}`,
          booksInvoiceId: id,
          invoiceDate: '2026-11-21',
          dueDate: '2026-11-30',
          amountPaise: '10000',
        },
        ...admin,
      });
      expect(res.statusCode, res.body).toBe(201);
      invoices.push({ id, open: 10_000n });
    }
    for (const p of ['BP-RACE-1', 'BP-RACE-2']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/credit/payment-noauth',
        payload: {
          booksPaymentId: p,
          booksBuyerId: buyerCode,
          utr: `UTR${p.replace(/\W/g, '')}`,
          paymentType: 'RTGS',
          paymentDate: '2026-11-21',
          amountPaise: '12000',
        },
        ...finance,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  async function sums() {
    const inv = await one(
      t.database,
      `SELECT coalesce(sum(open_paise),0)::text AS open, min(open_paise)::text AS min FROM credit_invoices WHERE books_invoice_id IN (${invoices.map((i) => `'${i.id}'`).join(',')})`,
    );
    const pay = await one(
      t.database,
      "SELECT sum(unallocated_paise)::text AS left, min(unallocated_paise)::text AS min FROM credit_payments WHERE books_payment_id IN ('BP-RACE-1','BP-RACE-2')",
    );
    const matched = await one(
      t.database,
      "SELECT coalesce(sum(s.amount_paise),0)::text AS m FROM credit_settlements s JOIN credit_payments p ON p.id = s.payment_id WHERE p.books_payment_id IN ('BP-RACE-1','BP-RACE-2')",
    );
    return {
      open: BigInt(inv.open!),
      minOpen: BigInt(inv.min!),
      left: BigInt(pay.left!),
      minLeft: BigInt(pay.min!),
      matched: BigInt(matched.m!),
    };
  }

  it('50 concurrent matches over HTTP never take a payment or an invoice below zero', async () => {
    const amounts = [700n, 1_300n, 2_900n, 4_100n, 5_000n];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/credit/match-noauth',
          payload: {
            booksBuyerId: buyerCode,
            booksPaymentId: i % 2 === 0 ? 'BP-RACE-1' : 'BP-RACE-2',
            booksInvoiceId: invoices[i % 3]!.id,
            matchingAmount: amounts[i % amounts.length]!.toString(),
          },
          headers: { ...finance.headers, 'idempotency-key': `race-key-${String(i).padStart(4, '0')}` },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(
      codes.every((c) => c === 200 || c === 400),
      codes.join(','),
    ).toBe(true);
    const okSum = results
      .filter((r) => r.statusCode === 200)
      .reduce((s, r) => s + BigInt(r.json<MatchResult>().matchAmountPaise), 0n);
    const s = await sums();
    expect(s.minOpen >= 0n).toBe(true);
    expect(s.minLeft >= 0n).toBe(true);
    expect(s.matched).toBe(okSum);
    expect(s.open).toBe(30_000n - okSum);
    expect(s.left).toBe(24_000n - okSum);
    expect(okSum <= 24_000n).toBe(true);
    expect(codes.filter((c) => c !== 200).length).toBeGreaterThan(0);
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('answers two concurrent matches with one matchId with one settlement', async () => {
    const invoiceId = await freshInvoice('BI-SAMEMATCH');
    await t.app.inject({
      method: 'POST',
      url: '/api/credit/payment-noauth',
      payload: {
        booksPaymentId: 'BP-SAME-MATCH',
        booksBuyerId: buyerCode,
        utr: 'UTRSAMEMATCH1',
        paymentType: 'NEFT',
        paymentDate: '2026-11-21',
        amountPaise: '500',
      },
      ...finance,
    });
    const body = {
      booksBuyerId: buyerCode,
      booksPaymentId: 'BP-SAME-MATCH',
      booksInvoiceId: invoiceId,
      matchingAmount: '100',
      matchId: 'RACE-SAME-MATCH-1',
    };
    const both = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({ method: 'POST', url: '/api/credit/match-noauth', payload: body, ...finance }),
      ),
    );
    for (const r of both) expect(r.statusCode, r.body).toBe(200);
    const [a, b] = both.map((r) => r.json<MatchResult>());
    expect(a!.settlementId).toBe(b!.settlementId);
    expect([a!.repeated, b!.repeated].sort()).toEqual([false, true]);
    const rows = await one(
      t.database,
      "SELECT count(*)::text AS n FROM credit_settlements WHERE match_id = 'RACE-SAME-MATCH-1'",
    );
    expect(rows.n).toBe('1');
    const left = await one(
      t.database,
      `SELECT (SELECT unallocated_paise FROM credit_payments WHERE books_payment_id = 'BP-SAME-MATCH')::text AS pay,
              (SELECT open_paise FROM credit_invoices WHERE books_invoice_id = '${invoiceId}')::text AS inv`,
    );
    expect(left).toEqual({ pay: '400', inv: '9900' });
  });

  it('settles one payment against several invoices all or nothing, once per batchId even when raced', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/credit/payment-noauth',
      payload: {
        booksPaymentId: 'BP-BATCH-1',
        booksBuyerId: buyerCode,
        utr: 'UTRBATCH00001',
        paymentType: 'NEFT',
        paymentDate: '2026-11-21',
        amountPaise: '600',
      },
      ...finance,
    });
    const targets = [
      await freshInvoice('BI-BATCH-1'),
      await freshInvoice('BI-BATCH-2'),
      await freshInvoice('BI-BATCH-3'),
    ];
    const openOf = async () =>
      (
        await one(
          t.database,
          `SELECT sum(open_paise)::text AS s FROM credit_invoices WHERE books_invoice_id LIKE 'BI-BATCH-%'`,
        )
      ).s;
    const batch = (batchId: string, amounts: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/credit/match-noauth/batch',
        payload: {
          booksBuyerId: buyerCode,
          booksPaymentId: 'BP-BATCH-1',
          batchId,
          matches: amounts.map((matchingAmount, k) => ({ booksInvoiceId: targets[k]!, matchingAmount })),
        },
        ...finance,
      });
    // The third line asks more than the payment has left: nothing of the batch is applied.
    const refused = await batch('BATCH-TOO-MUCH', ['200', '200', '300']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'matches.2.matchingAmount',
    );
    expect(await openOf()).toBe('30000');

    const [x, y] = await Promise.all([
      batch('BATCH-OK-0001', ['200', '200']),
      batch('BATCH-OK-0001', ['200', '200']),
    ]);
    expect(x.statusCode, x.body).toBe(200);
    expect(y.statusCode, y.body).toBe(200);
    const rx = x.json<SettleBatchResult>();
    const ry = y.json<SettleBatchResult>();
    expect([rx.repeated, ry.repeated].sort()).toEqual([false, true]);
    expect(rx.results.map((r) => r.settlementId)).toEqual(ry.results.map((r) => r.settlementId));
    expect(rx.results.map((r) => r.paymentBalancePaise)).toEqual(['400', '200']);
    expect(await openOf()).toBe('29600');
    // The same batchId for another split is refused.
    expect((await batch('BATCH-OK-0001', ['100', '300'])).statusCode).toBe(409);
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  // PGlite serves one connection: nothing overlaps there, so only PostgreSQL can show this.
  it.skipIf(testEngine() !== 'postgres')(
    'on PostgreSQL, 50 matches over 25 connections at once still balance',
    async () => {
      const name = await one(t.database, 'SELECT current_database() AS n');
      const wide: Database = await openPostgres({
        url: withDatabase(process.env.TEST_DATABASE_URL ?? '', name.n!),
        max: 25,
      });
      try {
        await t.database.executeSql(
          "UPDATE credit_payments SET amount_paise = amount_paise + 50000, unallocated_paise = unallocated_paise + 50000 WHERE books_payment_id = 'BP-RACE-1'",
        );
        await t.database.executeSql(
          `INSERT INTO credit_ledger_entries (buyer_id, entry_type, entry_date, debit_paise, credit_paise, reference)
         SELECT buyer_id, 'PAYMENT', '2026-11-21', 0, 50000, 'top-up' FROM credit_payments WHERE books_payment_id = 'BP-RACE-1'`,
        );
        const before = await sums();
        const actor = { actorId: null, actingAsId: null, requestId: 'race-test' };
        const outcomes = await Promise.allSettled(
          Array.from({ length: 50 }, (_, i) =>
            wide.db.transaction((tx) =>
              matchPayment(
                tx,
                {},
                {
                  booksBuyerId: buyerCode,
                  booksPaymentId: 'BP-RACE-1',
                  booksInvoiceId: invoices[i % 3]!.id,
                  matchingAmount: String(300 + (i % 7) * 100),
                },
                actor,
              ),
            ),
          ),
        );
        const won = outcomes.filter(
          (o): o is PromiseFulfilledResult<MatchResult> => o.status === 'fulfilled',
        );
        const lost = outcomes.filter((o) => o.status === 'rejected');
        for (const l of lost) expect(String(l.reason)).toMatch(/balance|Cannot settle/);
        const taken = won.reduce((s, o) => s + BigInt(o.value.matchAmountPaise), 0n);
        const after = await sums();
        expect(after.minOpen >= 0n && after.minLeft >= 0n).toBe(true);
        expect(after.open).toBe(before.open - taken);
        expect(after.left).toBe(before.left - taken);
        expect(await unbalancedBuyers(t.database)).toEqual([]);
      } finally {
        await wide.close();
      }
    },
  );
});
