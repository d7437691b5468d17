import type { BuyerEntityInsights } from '@dom/contract';
import { addDays, istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';

// GET /credit/lead/buyerEntity/insights/:entityKey — what the entity's orders, invoices, ledger and
// overdue invoices say (last 12 months) and its credit position, whole and per buyer.

let t: TestApp;
let credit: Who;
let rm: Who;
let seller: Who;
let finance: Who;
let mine: string;
let theirs: string;
const today = istDateOf(new Date());
const from = addDays(today, -365);

const { post, get, rows, ok } = apiClient(() => t, 'entity-insights');
const insights = async (who: Who, key: string) =>
  ok<BuyerEntityInsights>(await get(who, `/credit/lead/buyerEntity/insights/${key}`));

/** The entity's figures straight from the tables, written apart from the server's query. */
async function expected(entityKey: string) {
  const members = `(SELECT x.buyer_id FROM buyer_entity_members x JOIN buyer_entities e ON e.id = x.entity_id WHERE e.entity_key = '${entityKey}')`;
  const [r] = await rows<Record<string, string>>(`SELECT
    (SELECT count(*) FROM orders WHERE buyer_id IN ${members} AND status <> 'CANCELLED' AND order_date >= '${from}')::text AS orders,
    (SELECT coalesce(sum(total_paise),0) FROM orders WHERE buyer_id IN ${members} AND status <> 'CANCELLED' AND order_date >= '${from}')::text AS order_value,
    (SELECT coalesce(sum(amount_paise),0) FROM credit_invoices WHERE buyer_id IN ${members} AND status NOT IN ('DRAFT','VOID','PENDING_APPROVAL') AND invoice_date >= '${from}')::text AS invoiced,
    (SELECT coalesce(sum(credit_paise),0) FROM credit_ledger_entries WHERE buyer_id IN ${members} AND entry_type = 'PAYMENT' AND entry_date >= '${from}')::text AS collected,
    (SELECT coalesce(sum(debit_paise - credit_paise),0) FROM credit_ledger_entries WHERE buyer_id IN ${members})::text AS utilised,
    (SELECT count(*) FROM credit_invoices WHERE buyer_id IN ${members} AND status = 'OPEN' AND open_paise > 0 AND max_due_date < '${today}')::text AS overdue_count,
    (SELECT coalesce(sum(open_paise),0) FROM credit_invoices WHERE buyer_id IN ${members} AND status = 'OPEN' AND max_due_date < '${today}')::text AS overdue`);
  return r!;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [credit, rm, seller, finance] = (await Promise.all(
    ['credit', 'rm', 'seller', 'finance'].map((u) => as(t, u)),
  )) as [Who, Who, Who, Who];
  // The rm's entity with the most invoices (so the figures are not all zero), and another's.
  const pick = (isMine: boolean) =>
    rows<{ entity_key: string }>(
      `SELECT e.entity_key FROM buyer_entities e
       WHERE ${isMine ? '' : 'NOT'} EXISTS (SELECT 1 FROM buyer_entity_members y JOIN buyers c ON c.id = y.buyer_id
                     WHERE y.entity_id = e.id AND c.rm_email = 'rm@dom.example.in')
       ORDER BY (SELECT count(*) FROM credit_invoices i JOIN buyer_entity_members m ON m.buyer_id = i.buyer_id
                 WHERE m.entity_id = e.id) DESC, e.entity_key LIMIT 1`,
    );
  mine = (await pick(true))[0]!.entity_key;
  theirs = (await pick(false))[0]!.entity_key;
}, 180_000);
afterAll(async () => t?.close());

describe('buyer-entity insights: security first', () => {
  it('answers 401 without a token, 403 without the entity screen, 404 outside the scope, 400 on a bad key', async () => {
    const url = (key: string) => `/credit/lead/buyerEntity/insights/${key}`;
    expect((await get(undefined, url(mine))).statusCode).toBe(401);
    expect((await get(seller, url(mine))).statusCode).toBe(403);
    expect((await get(rm, url(theirs))).statusCode).toBe(404);
    expect((await get(rm, url('BE999999'))).statusCode).toBe(404);
    const bad = await get(rm, url('nope'));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('entityKey');
    expect((await get(rm, url(mine))).statusCode).toBe(200);
    expect((await get(credit, url(theirs))).statusCode).toBe(200);
  });
});

describe('buyer-entity insights from real data', () => {
  it('sums the orders, invoices, collections, ledger and overdue of the entity’s buyers (12 months)', async () => {
    const got = await insights(rm, mine);
    const want = await expected(mine);
    expect(got).toMatchObject({ entityKey: mine, asOf: today, periodFrom: from });
    expect(got.buyers.length).toBeGreaterThan(0);
    expect(got.total).toMatchObject({
      ordersCount: Number(want.orders),
      orderValuePaise: want.order_value,
      invoicedPaise: want.invoiced,
      collectedPaise: want.collected,
      utilisedPaise: want.utilised,
      overdueInvoices: Number(want.overdue_count),
      overduePaise: want.overdue,
    });
    expect(BigInt(got.total.invoicedPaise)).toBeGreaterThan(0n);
    // The entity is the sum of its buyers; the buckets add up to the overdue.
    const sum = (k: 'orderValuePaise' | 'invoicedPaise' | 'availablePaise') =>
      got.buyers.reduce((s, b) => s + BigInt(b[k]), 0n).toString();
    expect(got.total.orderValuePaise).toBe(sum('orderValuePaise'));
    expect(got.total.invoicedPaise).toBe(sum('invoicedPaise'));
    expect(got.total.availablePaise).toBe(sum('availablePaise'));
    expect(got.total.overdueBuckets.reduce((s, b) => s + BigInt(b.paise), 0n).toString()).toBe(
      got.total.overduePaise,
    );
    // The same position the limit screen shows, for each buyer.
    for (const b of got.buyers) {
      const position = ok<{ availablePaise: string; utilisedPaise: string }>(
        await get(credit, `/credit/limits/${b.buyerId}/position`),
      );
      expect(b.availablePaise).toBe(position.availablePaise);
      expect(b.utilisedPaise).toBe(position.utilisedPaise);
    }
    // The entity's page and list say the same Utilised: the ledger's, not a counter of their own.
    const entity = ok<{
      utilisedPaise: string;
      gstins: string[];
      buyers: { buyerId: string; utilisedPaise: string }[];
    }>(await get(rm, `/credit/buyer-entity/${mine}`));
    expect(entity.utilisedPaise).toBe(want.utilised);
    for (const b of entity.buyers)
      expect(b.utilisedPaise).toBe(got.buyers.find((g) => g.buyerId === b.buyerId)?.utilisedPaise);
    const list = ok<{
      content: { entityKey: string; utilisedPaise: string; gstins: string[]; buyerCount: number }[];
    }>(await get(rm, `/credit/buyer-entity?text=${mine}`));
    const row = list.content.find((e) => e.entityKey === mine);
    expect(row?.utilisedPaise).toBe(want.utilised);
    // The list's other figures are the entity's too (its buyers' GSTINs, not an empty list).
    expect(row?.buyerCount).toBe(entity.buyers.length);
    expect(row?.gstins).toEqual(entity.gstins);
    expect(row?.gstins.length).toBeGreaterThan(0);
  });

  it('follows the data: a payment raises collections and the available balance; an invoice past due shows as overdue', async () => {
    const before = await insights(rm, mine);
    const buyer = before.buyers[0]!;
    const paid = await post(finance, '/credit/payment-noauth', {
      booksPaymentId: 'BP-INSIGHT-1',
      booksBuyerId: buyer.buyerCode,
      utr: 'UTRINSIGHT0001',
      paymentType: 'NEFT',
      paymentDate: today,
      amountPaise: '1234500',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // One open invoice of the entity not yet 90 days past due falls 100 days past its maximum due date.
    const ids = before.buyers.map((x) => `'${x.buyerId}'`).join(',');
    const [open] = await rows<{ id: string; buyer_id: string; open_paise: string; was_overdue: boolean }>(
      `SELECT id, buyer_id, open_paise::text, max_due_date < '${today}' AS was_overdue FROM credit_invoices
        WHERE buyer_id IN (${ids}) AND status = 'OPEN' AND open_paise > 0 AND max_due_date >= '${addDays(today, -90)}'
        ORDER BY invoice_number LIMIT 1`,
    );
    expect(open, 'an open invoice less than 90 days past due').toBeDefined();
    await t.database.executeSql(
      `UPDATE credit_invoices SET due_date = '${addDays(today, -100)}', max_due_date = '${addDays(today, -100)}' WHERE id = '${open!.id}'`,
    );
    const after = await insights(rm, mine);
    const b = after.buyers.find((x) => x.buyerId === buyer.buyerId)!;
    expect(BigInt(b.collectedPaise) - BigInt(buyer.collectedPaise)).toBe(1_234_500n);
    expect(BigInt(b.availablePaise) - BigInt(buyer.availablePaise)).toBe(1_234_500n);
    expect(BigInt(after.total.collectedPaise) - BigInt(before.total.collectedPaise)).toBe(1_234_500n);
    expect(after.total.overdueInvoices).toBe(before.total.overdueInvoices + (open!.was_overdue ? 0 : 1));
    expect(after.total.oldestOverdueDays).toBeGreaterThanOrEqual(100);
    const bucket = (x: typeof after.total) => BigInt(x.overdueBuckets.find((k) => k.bucket === '90+')!.paise);
    expect(bucket(after.total) - bucket(before.total)).toBe(BigInt(open!.open_paise));
  });
});
