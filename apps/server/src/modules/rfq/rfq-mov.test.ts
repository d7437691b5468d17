import type { Comparison, ConversionResult, MovValidation, Quotation, RfqDetail } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let support: Who;
let rm: Who;
let cm: Who;
let seller: Who;
let om: Who;
let rmBuyer: string;
let otherBuyer: string;
let products: string[] = [];
let sellerIds: string[] = [];

const { post, put, get, rows, ok } = apiClient(() => t, 'rfq-mov');
const setRule = async (sellerId: string | null, paise: bigint) => {
  await t.database.executeSql(
    `DELETE FROM mov_rules WHERE ${sellerId === null ? 'seller_id IS NULL' : `seller_id = '${sellerId}'`}`,
  );
  await t.database.executeSql(
    `INSERT INTO mov_rules (seller_id, min_order_value_paise) VALUES (${sellerId === null ? 'NULL' : `'${sellerId}'`}, ${paise})`,
  );
};

async function createRfq(buyerId = rmBuyer): Promise<RfqDetail> {
  return ok<RfqDetail>(
    await post(support, '/buyerRFQ', {
      buyerId,
      pricingBasis: 'FOR',
      salesType: 'projectSales',
      buyerCreditDays: 15,
      paymentTerms: 'Advance 30%, balance in 15 days',
      consignments: [
        {
          label: 'Site A',
          lines: [
            { productId: products[0]!, quantity: '10', buyerPricePaise: '50000' },
            { productId: products[1]!, quantity: '5', buyerPricePaise: '120000' },
          ],
        },
        { label: 'Site B', lines: [{ productId: products[2]!, quantity: '3', buyerPricePaise: '80000' }] },
      ],
    }),
    201,
  );
}

/**
 * Two sellers answer offline (ex-works ₹300 / ₹301 + ₹10 freight per unit on every line); the CM
 * picks seller A for Site A (10 + 5 units: 15 × ₹310 = ₹4,650) and seller B for Site B (3 × ₹311
 * = ₹933). Up to sourcer accepted: ready for a quotation.
 */
async function driveToPicked(): Promise<{ key: string; detail: RfqDetail }> {
  const key = (await createRfq()).rfqKey;
  ok(await put(support, '/enquiry/receiveRequest', { rfqKey: key }));
  ok(await put(rm, '/enquiry/sourcingRequired', { rfqKey: key }));
  let detail = ok<RfqDetail>(await post(cm, '/buyerRFQ/shareEnquiryToSellers', { rfqKey: key, sellerIds }));
  for (const [i, sellerId] of sellerIds.entries())
    detail = ok<RfqDetail>(
      await post(rm, '/buyerRFQ/registerResponse', {
        rfqKey: key,
        sellerId,
        prices: detail.lines.map((l) => ({
          lineId: l.id,
          exWorksPaise: String(30000 + i * 100),
          freightPaise: '1000',
        })),
        capacity: '500 MT a month',
        validUntil: '2026-12-31',
        sellerCreditDays: 15,
        preferredPaymentDays: 10,
      }),
    );
  ok(await put(cm, '/enquiry/sourcingCompleted', { rfqKey: key }));
  const [a, b] = sellerIds.map((id) => detail.sellerRfqs.find((s) => s.sellerId === id)!.sellerRfqKey);
  const picks = detail.lines.map((l) => ({
    lineId: l.id,
    sellerRfqKey: l.consignmentLabel === 'Site A' ? a! : b!,
  }));
  ok(await post(cm, '/buyerRFQ/finalizeSeller', { rfqKey: key, picks }));
  ok(await put(rm, '/enquiry/acceptResponse', { rfqKey: key }));
  ok(await put(cm, '/enquiry/sourcerAccepted', { rfqKey: key }));
  return { key, detail };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  support = await as(t, 'support');
  rm = await as(t, 'rm');
  cm = await as(t, 'cm');
  seller = await as(t, 'seller');
  om = await as(t, 'om');
  rmBuyer = (
    await rows<{ id: string }>(
      `SELECT id FROM buyers WHERE rm_email = 'rm@dom.example.in' AND business_unit = 'DIRECT' ORDER BY code LIMIT 1`,
    )
  )[0]!.id;
  otherBuyer = (
    await rows<{ id: string }>(
      `SELECT id FROM buyers WHERE rm_email IS NOT NULL AND rm_email <> 'rm@dom.example.in' AND business_unit = 'DIRECT' ORDER BY code LIMIT 1`,
    )
  )[0]!.id;
  products = (await rows<{ id: string }>('SELECT id FROM products ORDER BY sku LIMIT 3')).map((r) => r.id);
  sellerIds = (
    await rows<{ id: string }>(
      `SELECT s.id FROM sellers s WHERE EXISTS (SELECT 1 FROM warehouses w WHERE w.seller_id = s.id) ORDER BY s.name DESC LIMIT 2`,
    )
  ).map((r) => r.id);
  // This file sets its own rules.
  await t.database.executeSql('DELETE FROM mov_rules');
}, 180_000);
afterAll(async () => t?.close());

describe('MOV validation: security first', () => {
  it('answers 401 without a token, 403 to a seller and without the screen, 404 outside the scope', async () => {
    const mine = (await createRfq()).rfqKey;
    const theirs = (await createRfq(otherBuyer)).rfqKey;
    expect((await post(undefined, '/ops-supply/mov/validate', { rfqKey: mine })).statusCode).toBe(401);
    expect((await post(seller, '/ops-supply/mov/validate', { rfqKey: mine })).statusCode).toBe(403);
    expect((await post(om, '/ops-supply/mov/validate', { rfqKey: mine })).statusCode).toBe(403);
    expect((await post(rm, '/ops-supply/mov/validate', { rfqKey: theirs })).statusCode).toBe(404);
    expect((await post(support, '/ops-supply/mov/validate', { rfqKey: theirs })).statusCode).toBe(200);
    // A quotation of another enquiry is not found through this one.
    const bad = await post(rm, '/ops-supply/mov/validate', { rfqKey: mine, quotationKey: 'QT-1' });
    expect(bad.statusCode).toBe(404);
  });

  it('names the missing field (400), never a 500', async () => {
    const res = await post(rm, '/ops-supply/mov/validate', {});
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('rfqKey');
  });
});

describe('MOV validation of the picks, the quotation and the order', () => {
  let key: string;
  let quotation: Quotation;

  it('answers per seller whether the picks meet its minimum (own rule over the default)', async () => {
    ({ key } = await driveToPicked());
    const [a, b] = sellerIds as [string, string];
    await setRule(null, 100_000n); // ₹1,000 for everyone
    await setRule(a, 400_000n); // ₹4,000 for seller A
    const v = ok<MovValidation>(await post(rm, '/ops-supply/mov/validate', { rfqKey: key }));
    expect(v.quotationKey).toBeNull();
    const ca = v.sellers.find((s) => s.sellerId === a)!;
    const cb = v.sellers.find((s) => s.sellerId === b)!;
    expect(ca).toMatchObject({ orderValuePaise: '465000', movPaise: '400000', meets: true, message: null });
    expect(ca.lineIds).toHaveLength(2);
    expect(cb).toMatchObject({
      orderValuePaise: '93300',
      movPaise: '100000',
      meets: false,
      shortfallPaise: '6700',
    });
    expect(cb.message).toBe(
      `Order value ₹933.00 for ${cb.sellerName} is below the minimum order value of ₹1,000.00 (short by ₹67.00).`,
    );
    expect(v.allMet).toBe(false);
    // The comparison shows the same check as you pick.
    const cmp = ok<Comparison>(await get(cm, `/buyerRFQ/${key}/comparison`));
    expect(cmp.mov).toEqual(v.sellers);
  });

  it('warns on the quotation but still draws it', async () => {
    const made = await post(cm, `/quotation/buyerRFQ/${key}`, {});
    quotation = ok<Quotation>(made, 201);
    expect(quotation.mov.filter((m) => !m.meets).map((m) => m.sellerId)).toEqual([sellerIds[1]]);
    const v = ok<MovValidation>(
      await post(rm, '/ops-supply/mov/validate', { rfqKey: key, quotationKey: quotation.quotationKey }),
    );
    expect(v.quotationKey).toBe(quotation.quotationKey);
    expect(v.allMet).toBe(false);
    quotation = ok<Quotation>(
      await post(rm, '/quotation/sendForApproval', { quotationKey: quotation.quotationKey }),
    );
    expect(quotation.status).toBe('APPROVED');
    ok(await post(rm, '/quotation/send', { quotationKey: quotation.quotationKey }));
  });

  it('refuses to place the order below a minimum (400 on quotationKey, no order made), then places it', async () => {
    const ordersBefore = (
      await rows<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE buyer_po_number = '${key}'`)
    )[0]!.n;
    const refused = await post(rm, '/quotation/placeOrder', { quotationKey: quotation.quotationKey });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<{ details: { fields: { field: string; message: string }[] } }>();
    expect(body.details.fields).toHaveLength(1);
    expect(body.details.fields[0]!.field).toBe('quotationKey');
    expect(body.details.fields[0]!.message).toContain('is below the minimum order value of ₹1,000.00');
    expect(
      (await rows<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE buyer_po_number = '${key}'`))[0]!.n,
    ).toBe(ordersBefore);
    const rfq = ok<RfqDetail>(await get(rm, `/buyerRFQ/${key}`));
    expect(rfq.status).toBe('RESPONSE_SUBMITTED');
    // Seller B's own, lower minimum wins over the default: now every seller meets it.
    await setRule(sellerIds[1]!, 90_000n);
    const placed = ok<ConversionResult>(
      await post(rm, '/quotation/placeOrder', { quotationKey: quotation.quotationKey }),
    );
    expect(placed.orderKeys).toHaveLength(2);
  });
});

describe('child orders after a split', () => {
  it('are refused below a minimum like one order per seller (400 on quotationKey, none made), then placed', async () => {
    const { key } = await driveToPicked();
    await t.database.executeSql('DELETE FROM mov_rules');
    await setRule(null, 100_000n); // ₹1,000 for everyone: seller B's ₹933 is short
    const q = ok<Quotation>(await post(cm, `/quotation/buyerRFQ/${key}`, {}), 201);
    ok(await post(rm, '/quotation/sendForApproval', { quotationKey: q.quotationKey }));
    ok(await post(rm, '/quotation/send', { quotationKey: q.quotationKey }));
    ok(await post(rm, '/quotation/split/buyerRFQ', { quotationKey: q.quotationKey }));
    const count = async () =>
      (await rows<{ n: string }>(`SELECT count(*) AS n FROM orders WHERE buyer_po_number = '${key}'`))[0]!.n;
    const before = await count();
    const refused = await put(rm, `/childrenOrderPlaced/buyerRFQ/${key}`, {});
    expect(refused.statusCode, refused.body).toBe(400);
    const body = refused.json<{ details: { fields: { field: string; message: string }[] } }>();
    expect(body.details.fields.map((f) => f.field)).toEqual(['quotationKey']);
    expect(body.details.fields[0]!.message).toContain('is below the minimum order value of ₹1,000.00');
    expect(await count()).toBe(before);
    expect(ok<RfqDetail>(await get(rm, `/buyerRFQ/${key}`)).status).toBe('CHILDREN_ORDER_PENDING');
    await setRule(sellerIds[1]!, 90_000n);
    const placed = ok<ConversionResult>(await put(rm, `/childrenOrderPlaced/buyerRFQ/${key}`, {}));
    expect(placed.orderKeys).toHaveLength(2);
  });
});

describe('the demo rules', () => {
  it('are met by every demo quotation', async () => {
    const t2 = await createTestApp({ seed: true });
    try {
      const short = await t2.database.executeSql<{ n: string }>(`
        SELECT count(*) AS n FROM (
          SELECT sr.seller_id, sum(l.quantity * ql.seller_price_paise) AS share
          FROM quotation_lines ql JOIN rfq_lines l ON l.id = ql.line_id JOIN seller_rfqs sr ON sr.id = ql.seller_rfq_id
          GROUP BY ql.quotation_id, sr.seller_id) s
        JOIN mov_rules m ON m.seller_id = s.seller_id WHERE s.share < m.min_order_value_paise`);
      expect(Number(short.rows[0]!.n)).toBe(0);
      const rules = await t2.database.executeSql<{ n: string }>('SELECT count(*) AS n FROM mov_rules');
      expect(Number(rules.rows[0]!.n)).toBeGreaterThan(0);
    } finally {
      await t2.close();
    }
  }, 180_000);
});
