import type { Comparison, ConversionResult, Quotation, RfqDetail, SellerEnquiryDetail } from '@dom/contract';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TRANSITIONS,
  MONEY_INPUT_MESSAGES,
  PREFERRED_PAYMENT_DAYS_MESSAGE,
  SELLER_PRICE_MAX_VALIDITY_DAYS,
  SELLER_PRICE_VALIDITY_MESSAGES,
  addDays,
  istDateOf,
} from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { rfqFixtures, validForAMonth } from '../../../test/rfq-fixtures';
import { type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let support: Who;
let rm: Who;
let cm: Who;
let seller: Who;
let admin: Who;
let om: Who;
let rmBuyer: string;
let otherBuyer: string;
let products: string[] = [];
let sellerIds: string[] = [];
let demoSellerId: string;
const { post, put, get, rows } = apiClient(() => t, 'rfq-test');

const line = (i: number, qty = '10', pricePaise = '50000') => ({
  productId: products[i % products.length]!,
  quantity: qty,
  buyerPricePaise: pricePaise,
});

async function createRfq(who: Who = support, buyerId = rmBuyer, extra: Record<string, unknown> = {}) {
  const res = await post(who, '/buyerRFQ', {
    buyerId,
    pricingBasis: 'FOR',
    salesType: 'projectSales',
    buyerCreditDays: 15,
    paymentTerms: 'Advance 30%, balance in 15 days',
    consignments: [
      { label: 'Site A', lines: [line(0), line(1, '5', '120000')] },
      { label: 'Site B', lines: [line(2, '3', '80000')] },
    ],
    ...extra,
  });
  return res;
}

const answer = (detail: RfqDetail, exWorks: number[], freight = '1000', credit = 15, preferred = 10) => ({
  prices: detail.lines.map((l, i) => ({
    lineId: l.id,
    exWorksPaise: String(exWorks[i % exWorks.length]),
    freightPaise: freight,
  })),
  capacity: '500 MT a month',
  validUntil: validForAMonth(),
  sellerCreditDays: credit,
  preferredPaymentDays: preferred,
});

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  support = await as(t, 'support');
  rm = await as(t, 'rm');
  cm = await as(t, 'cm');
  seller = await as(t, 'seller');
  admin = await as(t, 'admin');
  om = await as(t, 'om');
  ({ rmBuyer, otherBuyer, products } = await rfqFixtures(rows));
  demoSellerId = (
    await rows<{ seller_id: string }>(`SELECT seller_id FROM users WHERE username = 'seller'`)
  )[0]!.seller_id;
  const others = (
    await rows<{ id: string }>(
      `SELECT s.id FROM sellers s WHERE s.id <> '${demoSellerId}' AND EXISTS (SELECT 1 FROM warehouses w WHERE w.seller_id = s.id) ORDER BY s.name LIMIT 2`,
    )
  ).map((r) => r.id);
  sellerIds = [demoSellerId, ...others];
}, 180_000);
afterAll(async () => t?.close());

describe('RFQs: security first', () => {
  it('answers 401 without a token and 403 without the screen', async () => {
    expect((await get(undefined, '/buyerRFQ/list')).statusCode).toBe(401);
    expect((await get(om, '/buyerRFQ/list')).statusCode).toBe(403);
    expect((await post(cm, '/buyerRFQ', {})).statusCode).toBe(403);
  });

  it("hides another RM's RFQ (404) and every RFQ from a seller", async () => {
    const res = await createRfq(support, otherBuyer);
    expect(res.statusCode, res.body).toBe(201);
    const key = res.json<RfqDetail>().rfqKey;
    expect((await get(rm, `/buyerRFQ/${key}`)).statusCode).toBe(404);
    expect((await get(support, `/buyerRFQ/${key}`)).statusCode).toBe(200);
    expect((await put(rm, '/enquiry/sourcingRequired', { rfqKey: key })).statusCode).toBe(404);
    const list = await get(rm, `/buyerRFQ/list?search=${key}`);
    expect(list.json<{ totalElements: number }>().totalElements).toBe(0);
    // An RM may not raise an RFQ for a buyer that is not theirs.
    const notMine = await createRfq(rm, otherBuyer);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.body).toContain('buyerId');
  });

  it('refuses buyer credit days above 21, naming the field', async () => {
    const res = await createRfq(support, rmBuyer, { buyerCreditDays: 22 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('buyerCreditDays');
    expect(res.body).toContain('Buyer credit days cannot exceed 21 days');
  });
});

describe('every enquiry step from every state (the transition table decides)', () => {
  const STEPS = [
    ['receiveRequest', '/enquiry/receiveRequest'],
    ['sourcingRequired', '/enquiry/sourcingRequired'],
    ['acceptResponse', '/enquiry/acceptResponse'],
    ['moveToSourcingRequired', '/enquiry/moveToSourcingRequired'],
    ['sourcerAccepted', '/enquiry/sourcerAccepted'],
  ] as const;

  it('moves and audits where the table has the move, 409 elsewhere, writing nothing', async () => {
    const res = await createRfq(admin);
    expect(res.statusCode, res.body).toBe(201);
    const key = res.json<RfqDetail>().rfqKey;
    const table = ENQUIRY_TRANSITIONS.DIRECT;
    for (const { value: from } of ENQUIRY_STATUSES) {
      for (const [action, path] of STEPS) {
        await t.database.executeSql(`UPDATE rfqs SET status = '${from}' WHERE rfq_key = '${key}'`);
        const audits = async () =>
          Number(
            (
              await rows<{ n: string }>(
                `SELECT count(*) AS n FROM audit_log WHERE entity_type = 'rfq' AND entity_id = '${key}' AND action = 'rfq.${action}'`,
              )
            )[0]!.n,
          );
        const before = await audits();
        const r = await put(admin, path, { rfqKey: key, comment: `from ${from}` });
        const move = table.moves.find((m) => m.from === from && m.action === action);
        if (move) {
          expect(r.statusCode, `${action} from ${from}: ${r.body}`).toBe(200);
          expect(r.json<RfqDetail>().status).toBe(move.to);
          expect(await audits()).toBe(before + 1);
        } else {
          expect(r.statusCode, `${action} from ${from}: ${r.body}`).toBe(409);
          expect(await audits()).toBe(before);
        }
      }
    }
  });

  it('lets only the owning role take each step (403 otherwise)', async () => {
    const key = (await createRfq()).json<RfqDetail>().rfqKey;
    expect((await put(rm, '/enquiry/receiveRequest', { rfqKey: key })).statusCode).toBe(403);
    expect((await put(cm, '/enquiry/receiveRequest', { rfqKey: key })).statusCode).toBe(403);
    expect((await put(support, '/enquiry/receiveRequest', { rfqKey: key })).statusCode).toBe(200);
    expect((await put(support, '/enquiry/sourcingRequired', { rfqKey: key })).statusCode).toBe(403);
    expect((await put(cm, '/enquiry/sourcingRequired', { rfqKey: key })).statusCode).toBe(403);
    expect((await put(rm, '/enquiry/sourcingRequired', { rfqKey: key })).statusCode).toBe(200);
    expect((await put(rm, '/enquiry/sourcingCompleted', { rfqKey: key })).statusCode).toBe(403);
    expect((await post(rm, '/buyerRFQ/shareEnquiryToSellers', { rfqKey: key, sellerIds })).statusCode).toBe(
      403,
    );
    const dropped = await put(rm, '/buyerRFQ/cancel', { rfqKey: key, reason: 'DUPLICATE' });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json<RfqDetail>().status).toBe('CANCELLED');
    expect(dropped.json<RfqDetail>().closeReason).toBe('DUPLICATE');
    expect((await put(rm, '/buyerRFQ/cancel', { rfqKey: key, reason: 'DUPLICATE' })).statusCode).toBe(409);
  });
});

describe('from enquiry to orders', () => {
  let key: string;
  let detail: RfqDetail;

  it('runs support → RM → CM, shares with three sellers', async () => {
    key = (await createRfq()).json<RfqDetail>().rfqKey;
    expect((await put(support, '/enquiry/receiveRequest', { rfqKey: key })).statusCode).toBe(200);
    expect((await put(rm, '/enquiry/sourcingRequired', { rfqKey: key })).statusCode).toBe(200);
    // No seller answered yet: the CM cannot submit back without an override.
    expect((await put(cm, '/enquiry/sourcingCompleted', { rfqKey: key })).statusCode).toBe(409);
    const shared = await post(cm, '/buyerRFQ/shareEnquiryToSellers', { rfqKey: key, sellerIds });
    expect(shared.statusCode, shared.body).toBe(200);
    detail = shared.json<RfqDetail>();
    expect(detail.sellerRfqs).toHaveLength(3);
    // Sharing again adds nobody twice.
    const again = await post(cm, '/buyerRFQ/shareEnquiryToSellers', { rfqKey: key, sellerIds });
    expect(again.json<RfqDetail>().sellerRfqs).toHaveLength(3);
  });

  it('lets the seller see and answer only its own enquiry, with the credit-day rules', async () => {
    const mine = detail.sellerRfqs.find((s) => s.sellerId === demoSellerId)!;
    const theirs = detail.sellerRfqs.find((s) => s.sellerId !== demoSellerId)!;
    const list = await get(seller, '/seller-enquiries/list');
    expect(list.statusCode).toBe(200);
    const keys = list.json<{ content: { sellerRfqKey: string }[] }>().content.map((c) => c.sellerRfqKey);
    expect(keys).toContain(mine.sellerRfqKey);
    expect(keys).not.toContain(theirs.sellerRfqKey);
    expect((await get(seller, `/seller-enquiries/${theirs.sellerRfqKey}`)).statusCode).toBe(404);
    expect((await get(seller, `/buyerRFQ/${key}`)).statusCode).toBe(403);
    const tooLong = await post(seller, '/buyerRFQ/seller', {
      sellerRfqKey: mine.sellerRfqKey,
      ...answer(detail, [40000], '1000', 22, 10),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('sellerCreditDays');
    const preferred = await post(seller, '/buyerRFQ/seller', {
      sellerRfqKey: mine.sellerRfqKey,
      ...answer(detail, [40000], '1000', 10, 12),
    });
    expect(preferred.statusCode).toBe(400);
    expect(preferred.body).toContain('preferredPaymentDays');
    expect(preferred.body).toContain(PREFERRED_PAYMENT_DAYS_MESSAGE);
    expect(
      (await post(seller, '/buyerRFQ/seller', { sellerRfqKey: theirs.sellerRfqKey, ...answer(detail, [1]) }))
        .statusCode,
    ).toBe(404);
    const ok = await post(seller, '/buyerRFQ/seller', {
      sellerRfqKey: mine.sellerRfqKey,
      ...answer(detail, [45000, 100000, 70000], '1000', 10, 7),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const mineNow = ok.json<SellerEnquiryDetail>();
    expect(mineNow.answer.status).toBe('RESPONDED');
    expect(mineNow.answer.source).toBe('ONLINE');
    expect(mineNow.answer.creditDaysWarning).toContain('Mismatch');
    // Staff do not answer in the portal.
    expect(
      (await post(cm, '/buyerRFQ/seller', { sellerRfqKey: mine.sellerRfqKey, ...answer(detail, [1]) }))
        .statusCode,
    ).toBe(403);
  });

  it('registers the other two answers offline', async () => {
    const [, b, c] = sellerIds;
    const rb = await post(rm, '/buyerRFQ/registerResponse', {
      rfqKey: key,
      sellerId: b,
      ...answer(detail, [44000, 110000, 60000], '500'),
    });
    expect(rb.statusCode, rb.body).toBe(200);
    const rc = await post(rm, '/buyerRFQ/registerResponse', {
      rfqKey: key,
      sellerId: c,
      ...answer(detail, [48000, 95000, 75000], '0'),
    });
    expect(rc.statusCode, rc.body).toBe(200);
    detail = rc.json<RfqDetail>();
    expect(detail.sellerRfqs.filter((s) => s.status === 'RESPONDED')).toHaveLength(3);
    expect(detail.sellerRfqs.find((s) => s.sellerId === b)!.source).toBe('OFFLINE');
  });

  it('compares landed prices per line with L1/L2/L3 and the margin', async () => {
    expect((await put(cm, '/enquiry/sourcingCompleted', { rfqKey: key })).statusCode).toBe(200);
    const res = await get(rm, `/buyerRFQ/${key}/comparison`);
    expect(res.statusCode).toBe(200);
    const cmp = res.json<Comparison>();
    const first = cmp.lines[0]!;
    // F.O.R: ex-works + freight. 44000+500 < 45000+1000 < 48000+0.
    expect(first.offers.map((o) => [o.landedPaise, o.rank])).toEqual([
      ['44500', 1],
      ['46000', 2],
      ['48000', 3],
    ]);
    // Buyer price 50000, L1 landed 44500: margin 11%.
    expect(first.offers[0]!.marginBp).toBe(1100);
    const second = cmp.lines[1]!;
    expect(second.offers[0]!.landedPaise).toBe('95000');
  });

  it('lets the CM pick per line, then the RM and the sourcer accept', async () => {
    const cmp = (await get(cm, `/buyerRFQ/${key}/comparison`)).json<Comparison>();
    const picks = cmp.lines.map((l) => ({ lineId: l.lineId, sellerRfqKey: l.offers[0]!.sellerRfqKey }));
    expect((await post(rm, '/buyerRFQ/finalizeSeller', { rfqKey: key, picks })).statusCode).toBe(403);
    const bad = await post(cm, '/buyerRFQ/finalizeSeller', {
      rfqKey: key,
      picks: [{ lineId: picks[0]!.lineId, sellerRfqKey: 'SRFQ-1' }],
    });
    expect(bad.statusCode).toBe(400);
    const picked = await post(cm, '/buyerRFQ/finalizeSeller', { rfqKey: key, picks });
    expect(picked.statusCode, picked.body).toBe(200);
    const after = (await get(cm, `/buyerRFQ/${key}/comparison`)).json<Comparison>();
    expect(after.pickedMarginBp).toBeGreaterThan(0);
    expect((await put(rm, '/enquiry/acceptResponse', { rfqKey: key })).statusCode).toBe(200);
    expect((await put(cm, '/enquiry/sourcerAccepted', { rfqKey: key })).statusCode).toBe(200);
  });

  let quotation: Quotation;
  it('draws a quotation and, below the margin, sends it to the approvals engine', async () => {
    // Lower the buyer's prices so the margin falls under the threshold (5%).
    await t.database.executeSql(
      `UPDATE rfq_lines SET buyer_price_paise = buyer_price_paise * 8 / 10 WHERE rfq_id = (SELECT id FROM rfqs WHERE rfq_key = '${key}')`,
    );
    const made = await post(cm, `/quotation/buyerRFQ/${key}`, {});
    expect(made.statusCode, made.body).toBe(201);
    quotation = made.json<Quotation>();
    expect(quotation.status).toBe('CREATED');
    expect(quotation.needsApproval).toBe(true);
    // One open quotation at a time.
    expect((await post(cm, `/quotation/buyerRFQ/${key}`, {})).statusCode).toBe(409);
    const sent = await post(rm, '/quotation/sendForApproval', { quotationKey: quotation.quotationKey });
    expect(sent.statusCode, sent.body).toBe(200);
    quotation = sent.json<Quotation>();
    expect(quotation.status).toBe('APPROVAL_PENDING');
    expect(quotation.approvalKey).toMatch(/^AP/);
    const rfq = (await get(rm, `/buyerRFQ/${key}`)).json<RfqDetail>();
    expect(rfq.status).toBe('SENT_FOR_APPROVAL');
    // Not sendable before it is approved.
    expect((await post(rm, '/quotation/send', { quotationKey: quotation.quotationKey })).statusCode).toBe(
      409,
    );
  });

  it('is approved by a second person in the Approval Center', async () => {
    const byRm = await post(rm, '/approval-center/approve', {
      approvalKey: quotation.approvalKey,
      comment: 'ok',
    });
    expect(byRm.statusCode).toBe(403);
    const byAdmin = await post(admin, '/approval-center/approve', {
      approvalKey: quotation.approvalKey,
      comment: 'Margin accepted for this project',
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const rfq = (await get(rm, `/buyerRFQ/${key}`)).json<RfqDetail>();
    expect(rfq.status).toBe('APPROVED');
    expect(rfq.quotations[0]!.status).toBe('APPROVED');
  });

  it('places the order: one sales order per seller, lines and prices as picked, linked both ways', async () => {
    const sent = await post(rm, '/quotation/send', { quotationKey: quotation.quotationKey });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Quotation>().status).toBe('SENT_TO_SELLER');
    expect(
      (await post(cm, '/quotation/placeOrder', { quotationKey: quotation.quotationKey })).statusCode,
    ).toBe(403);
    const placed = await post(rm, '/quotation/placeOrder', { quotationKey: quotation.quotationKey });
    expect(placed.statusCode, placed.body).toBe(200);
    const result = placed.json<ConversionResult>();
    const rfq = (await get(rm, `/buyerRFQ/${key}`)).json<RfqDetail>();
    expect(rfq.status).toBe('CONVERTED_TO_ORDER');
    expect(rfq.quotations[0]!.status).toBe('CLOSED');
    expect(rfq.orderKeys).toEqual(result.orderKeys);
    const q = rfq.quotations[0]!;
    const sellersPicked = new Set(q.lines.map((l) => l.sellerRfqKey));
    expect(result.orderKeys).toHaveLength(sellersPicked.size);
    const orderLines = await rows<{
      order_key: string;
      buyer_po_number: string;
      source_system_order_id: string;
      seller_id: string;
      ordered_qty: string;
      buyer_price_paise: string;
      seller_price_paise: string;
    }>(
      `SELECT o.order_key, o.buyer_po_number, o.source_system_order_id, o.seller_id::text, l.ordered_qty::text,
              l.buyer_price_paise::text, l.seller_price_paise::text
       FROM orders o JOIN order_lines l ON l.order_id = o.id
       WHERE o.order_key IN (${result.orderKeys.map((k) => `'${k}'`).join(',')})`,
    );
    expect(orderLines).toHaveLength(q.lines.length);
    for (const ql of q.lines) {
      const sellerRfq = rfq.sellerRfqs.find((s) => s.sellerRfqKey === ql.sellerRfqKey)!;
      const match = orderLines.find(
        (ol) =>
          ol.seller_id === sellerRfq.sellerId &&
          ol.buyer_price_paise === ql.buyerPricePaise &&
          ol.seller_price_paise === ql.sellerPricePaise,
      );
      expect(match, `line ${ql.productName}`).toBeDefined();
      expect(Number(match!.ordered_qty)).toBe(Number(ql.quantity));
      // Order → RFQ: the buyer PO names the RFQ, the source id the quotation and seller RFQ.
      expect(match!.buyer_po_number).toBe(key);
      expect(match!.source_system_order_id).toBe(`${q.quotationKey}/${ql.sellerRfqKey}`);
    }
    // Once placed, again is a 409 and makes no more orders.
    expect(
      (await post(rm, '/quotation/placeOrder', { quotationKey: quotation.quotationKey })).statusCode,
    ).toBe(409);
    const count = await rows<{ n: string }>(
      `SELECT count(*) AS n FROM orders WHERE buyer_po_number = '${key}'`,
    );
    expect(Number(count[0]!.n)).toBe(result.orderKeys.length);
    // The activity log tells the story.
    const actions = rfq.activity.map((a) => a.action);
    for (const a of [
      'rfq.create',
      'rfq.receiveRequest',
      'rfq.shareEnquiryToSellers',
      'rfq.registerResponse',
      'rfq.sellerAnswer',
      'quotation.approve',
      'rfq.placeOrder',
    ])
      expect(actions).toContain(a);
  });

  it('counts statuses for the tabs in the caller’s scope', async () => {
    const res = await get(rm, '/buyerRFQ/status-counts');
    expect(res.statusCode).toBe(200);
    const counts = res.json<{ status: string; count: number }[]>();
    expect(counts.find((c) => c.status === 'CONVERTED_TO_ORDER')?.count).toBeGreaterThanOrEqual(1);
    const quotes = await get(cm, '/quotation/list');
    expect(quotes.statusCode).toBe(200);
  });
});

describe("a seller's answer holds from today to a ceiling; a lapsed one is never ranked (issue 30 §4)", () => {
  let key: string;
  let detail: RfqDetail;
  /** Days counted from the app's own clock (the one the server reads), never the test's wall clock. */
  const day = (offset: number) => addDays(istDateOf(t.ctx.clock()), offset);

  it('refuses a validity already past or beyond the ceiling, naming the field, and writes nothing', async () => {
    key = (await createRfq()).json<RfqDetail>().rfqKey;
    expect((await put(support, '/enquiry/receiveRequest', { rfqKey: key })).statusCode).toBe(200);
    expect((await put(rm, '/enquiry/sourcingRequired', { rfqKey: key })).statusCode).toBe(200);
    const shared = await post(cm, '/buyerRFQ/shareEnquiryToSellers', { rfqKey: key, sellerIds });
    detail = shared.json<RfqDetail>();
    const mine = detail.sellerRfqs.find((s) => s.sellerId === demoSellerId)!;
    for (const [validUntil, message] of [
      ['2020-01-01', SELLER_PRICE_VALIDITY_MESSAGES.past],
      [day(-1), SELLER_PRICE_VALIDITY_MESSAGES.past],
      ['9999-12-31', SELLER_PRICE_VALIDITY_MESSAGES.tooFar],
      [day(SELLER_PRICE_MAX_VALIDITY_DAYS + 1), SELLER_PRICE_VALIDITY_MESSAGES.tooFar],
    ] as const) {
      const res = await post(seller, '/buyerRFQ/seller', {
        sellerRfqKey: mine.sellerRfqKey,
        ...answer(detail, [1000]),
        validUntil,
      });
      expect(res.statusCode, `${validUntil}: ${res.body}`).toBe(400);
      expect(
        res.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields,
      ).toContainEqual({
        field: 'validUntil',
        message,
      });
      const offline = await post(rm, '/buyerRFQ/registerResponse', {
        rfqKey: key,
        sellerId: sellerIds[1],
        ...answer(detail, [1000]),
        validUntil,
      });
      expect(offline.statusCode, `${validUntil}: ${offline.body}`).toBe(400);
    }
    const answered = await rows<{ n: string }>(
      `SELECT count(*) AS n FROM seller_rfqs s JOIN rfqs r ON r.id = s.rfq_id WHERE r.rfq_key = '${key}' AND s.status = 'RESPONDED'`,
    );
    expect(Number(answered[0]!.n)).toBe(0);
  });

  // Issue 30 §3: a negative freight landed a price at 1 paisa and ranked it L1; a 19-digit price was a 500.
  it('refuses a negative freight and an absurd price with a 400 naming the field', async () => {
    const mine = detail.sellerRfqs.find((s) => s.sellerId === demoSellerId)!;
    for (const [exWorks, freight, field, message] of [
      ['100000', '-99999', 'prices.0.freightPaise', MONEY_INPUT_MESSAGES.negative],
      ['9999999999999999999', '0', 'prices.0.exWorksPaise', MONEY_INPUT_MESSAGES.ceiling],
    ] as const) {
      const res = await post(seller, '/buyerRFQ/seller', {
        sellerRfqKey: mine.sellerRfqKey,
        ...answer(detail, [Number(exWorks)], freight),
        prices: detail.lines.map((l) => ({ lineId: l.id, exWorksPaise: exWorks, freightPaise: freight })),
        validUntil: day(1),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(
        res.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields,
      ).toContainEqual({
        field,
        message,
      });
    }
  });

  it('takes today and the ceiling, and shows an answer that lapsed as expired, unranked, after the ranked ones', async () => {
    const mine = detail.sellerRfqs.find((s) => s.sellerId === demoSellerId)!;
    const cheapest = await post(seller, '/buyerRFQ/seller', {
      sellerRfqKey: mine.sellerRfqKey,
      ...answer(detail, [1000]),
      validUntil: day(0),
    });
    expect(cheapest.statusCode, cheapest.body).toBe(200);
    const dearer = await post(rm, '/buyerRFQ/registerResponse', {
      rfqKey: key,
      sellerId: sellerIds[1],
      ...answer(detail, [40000]),
      validUntil: day(SELLER_PRICE_MAX_VALIDITY_DAYS),
    });
    expect(dearer.statusCode, dearer.body).toBe(200);
    let cmp = (await get(rm, `/buyerRFQ/${key}/comparison`)).json<Comparison>();
    expect(cmp.lines[0]!.offers.map((o) => [o.sellerRfqKey, o.rank, o.expired])).toEqual([
      [mine.sellerRfqKey, 1, false],
      [expect.any(String), 2, false],
    ]);
    // The cheapest answer's day passes (as it would overnight): it drops out of the ranking.
    await rows(
      `UPDATE seller_rfqs SET valid_until = '${day(-1)}' WHERE seller_rfq_key = '${mine.sellerRfqKey}'`,
    );
    cmp = (await get(rm, `/buyerRFQ/${key}/comparison`)).json<Comparison>();
    const offers = cmp.lines[0]!.offers;
    expect(offers.map((o) => [o.rank, o.expired])).toEqual([
      [1, false],
      [0, true],
    ]);
    expect(offers[1]!.sellerRfqKey).toBe(mine.sellerRfqKey);
    expect(offers.filter((o) => o.rank === 1).map((o) => o.sellerRfqKey)).not.toContain(mine.sellerRfqKey);
  });
});
