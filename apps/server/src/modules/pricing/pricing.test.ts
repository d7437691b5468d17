import type { AutomationPreview, DiscoveredPrices, Quotation, RfqDetail, SharedPrice } from '@dom/contract';
import { SELLER_PRICE_VALIDITY_MESSAGES } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { validForAMonth } from '../../../test/rfq-fixtures';
import { type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let support: Who;
let rm: Who;
let cm: Who;
let seller: Who;
let admin: Who;
let om: Who;
let rmBuyer: string;
let buyerState: string;
let products: string[] = [];
let demoSellerId: string;
let otherSellerId: string;
const { post, put, del, get, rows } = apiClient(() => t, 'pricing-test');

const price = (productId: string, exWorksPaise: string, extra: Record<string, unknown> = {}) => ({
  productId,
  exWorksPaise,
  freightPaise: '1000',
  validUntil: validForAMonth(),
  ...extra,
});

/** An enquiry of the RM's buyer walked to Sourcer Accepted (the CM answers with an override). */
async function enquiryAtSourcerAccepted(): Promise<string> {
  const res = await post(support, '/buyerRFQ', {
    buyerId: rmBuyer,
    pricingBasis: 'FOR',
    salesType: 'tradeSales',
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
  });
  expect(res.statusCode, res.body).toBe(201);
  const key = res.json<RfqDetail>().rfqKey;
  expect((await put(support, '/enquiry/receiveRequest', { rfqKey: key })).statusCode).toBe(200);
  expect((await put(rm, '/enquiry/sourcingRequired', { rfqKey: key })).statusCode).toBe(200);
  const done = await put(cm, '/enquiry/sourcingCompleted', {
    rfqKey: key,
    overrideChecklist: ['Seller price lists to be used'],
  });
  expect(done.statusCode, done.body).toBe(200);
  expect((await put(rm, '/enquiry/acceptResponse', { rfqKey: key })).statusCode).toBe(200);
  expect((await put(cm, '/enquiry/sourcerAccepted', { rfqKey: key })).statusCode).toBe(200);
  return key;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  support = await as(t, 'support');
  rm = await as(t, 'rm');
  cm = await as(t, 'cm');
  seller = await as(t, 'seller');
  admin = await as(t, 'admin');
  om = await as(t, 'om');
  const [buyer] = await rows<{ id: string; state_code: string }>(
    `SELECT id, state_code FROM buyers WHERE rm_email = 'rm@dom.example.in' AND business_unit = 'DIRECT' ORDER BY code LIMIT 1`,
  );
  rmBuyer = buyer!.id;
  buyerState = buyer!.state_code;
  // Products no seed price list names, so each test's prices are the only ones.
  products = (
    await rows<{ id: string }>('SELECT id FROM products WHERE is_active ORDER BY sku DESC LIMIT 3')
  ).map((r) => r.id);
  demoSellerId = (
    await rows<{ seller_id: string }>(`SELECT seller_id FROM users WHERE username = 'seller'`)
  )[0]!.seller_id;
  otherSellerId = (
    await rows<{ id: string }>(
      `SELECT s.id FROM sellers s WHERE s.id <> '${demoSellerId}' AND EXISTS (SELECT 1 FROM warehouses w WHERE w.seller_id = s.id) ORDER BY s.name LIMIT 1`,
    )
  )[0]!.id;
}, 180_000);
afterAll(async () => t?.close());

describe('pricing: security first', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await get(undefined, '/share-price/list')).statusCode).toBe(401);
    expect((await get(om, '/share-price/list')).statusCode).toBe(403);
    expect((await post(cm, '/share-price', price(products[0]!, '40000'))).statusCode).toBe(403);
    expect((await get(seller, `/discover-price?productId=${products[0]}`)).statusCode).toBe(403);
    expect((await get(support, `/discover-price?productId=${products[0]}`)).statusCode).toBe(403);
    expect((await get(rm, '/automate-quotation/rules')).statusCode).toBe(403);
    expect((await get(cm, '/automate-quotation/preview/RFQ-1')).statusCode).toBe(403);
    expect((await post(rm, '/automate-quotation/send', { rfqKey: 'RFQ-1' })).statusCode).toBe(403);
  });

  it('lets the read-only auditor look at shared prices but neither share nor withdraw one (issue 30 §2)', async () => {
    const auditor = await as(t, 'readonly');
    expect((await get(auditor, '/share-price/list')).statusCode).toBe(200);
    const shared = await post(seller, '/share-price', price(products[0]!, '41000'));
    expect(shared.statusCode, shared.body).toBe(201);
    const id = shared.json<SharedPrice>().id;
    const asAuditor = await post(
      auditor,
      '/share-price',
      price(products[0]!, '1', { sellerId: demoSellerId }),
    );
    expect(asAuditor.statusCode, asAuditor.body).toBe(403);
    expect((await del(auditor, `/share-price/${id}`)).statusCode).toBe(403);
    const [kept] = await rows<{ ex_works_paise: string }>(
      `SELECT ex_works_paise::text FROM seller_prices WHERE id = '${id}'`,
    );
    expect(kept?.ex_works_paise).toBe('41000');
  });

  it('names the field of a bad price (400) and never answers 500', async () => {
    const zero = await post(seller, '/share-price', price(products[0]!, '0'));
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('exWorksPaise');
    const past = await post(
      seller,
      '/share-price',
      price(products[0]!, '40000', { validUntil: '2020-01-01' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('validUntil');
    // Nor beyond 180 days ahead: a price promised for years is a slip, and would rank as current.
    const far = await post(
      seller,
      '/share-price',
      price(products[0]!, '40000', { validUntil: '2099-12-31' }),
    );
    expect(far.statusCode).toBe(400);
    expect(far.body).toContain('validUntil');
    expect(far.body).toContain(SELLER_PRICE_VALIDITY_MESSAGES.tooFar);
    const unknown = await post(
      seller,
      '/share-price',
      price('00000000-0000-4000-8000-000000000000', '40000'),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('productId');
    const region = await post(seller, '/share-price', price(products[0]!, '40000', { region: 'XX' }));
    expect(region.statusCode).toBe(400);
    expect(region.body).toContain('region');
    const text = await post(seller, '/share-price', price(products[0]!, 'forty'));
    expect(text.statusCode).toBe(400);
    expect(text.body).toContain('exWorksPaise');
    const staffWithoutSeller = await post(admin, '/share-price', price(products[0]!, '40000'));
    expect(staffWithoutSeller.statusCode).toBe(400);
    expect(staffWithoutSeller.body).toContain('sellerId');
  });

  it("a seller shares its own prices only, sees only its own and cannot remove another's (404)", async () => {
    // The seller names another seller: the server shares under the seller's own name anyway.
    const mine = await post(
      seller,
      '/share-price',
      price(products[0]!, '45000', { sellerId: otherSellerId }),
    );
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json<SharedPrice>().sellerId).toBe(demoSellerId);
    const theirs = await post(
      admin,
      '/share-price',
      price(products[0]!, '39000', { sellerId: otherSellerId }),
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    const list = (await get(seller, '/share-price/list?pageSize=100')).json<{ content: SharedPrice[] }>();
    expect(list.content.length).toBeGreaterThan(0);
    expect(list.content.every((p) => p.sellerId === demoSellerId)).toBe(true);
    const all = (await get(admin, '/share-price/list?pageSize=100')).json<{ content: SharedPrice[] }>();
    expect(all.content.some((p) => p.sellerId === otherSellerId)).toBe(true);
    const other = theirs.json<SharedPrice>().id;
    expect((await del(seller, `/share-price/${other}`)).statusCode).toBe(404);
    // Sharing again renews the one row of (seller, product, region).
    const renewed = await post(seller, '/share-price', price(products[0]!, '44000'));
    expect(renewed.json<SharedPrice>().id).toBe(mine.json<SharedPrice>().id);
    expect(renewed.json<SharedPrice>().exWorksPaise).toBe('44000');
    const audit = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'pricing.sharePrice' AND entity_id = '${demoSellerId}'`,
    );
    expect(audit[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('discovers the prices of a product, L1 first, by region', async () => {
    const res = await get(cm, `/discover-price?productId=${products[0]}`);
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json<DiscoveredPrices>();
    const listed = found.offers.filter((o) => o.source === 'PRICE_LIST');
    // The seed's enquiry answers for the product rank with the price lists: L1 first, landed prices.
    expect(listed.map((o) => [o.sellerId, o.landedPaise])).toEqual([
      [otherSellerId, '40000'],
      [demoSellerId, '45000'],
    ]);
    expect(listed[0]!.rank).toBeLessThan(listed[1]!.rank);
    const landed = found.offers.map((o) => Number(o.landedPaise));
    expect(landed).toEqual([...landed].sort((a, b) => a - b));
    expect(found.offers[0]!.rank).toBe(1);
    expect((await get(cm, '/discover-price?productId=not-a-uuid')).statusCode).toBe(400);
    expect((await get(cm, '/discover-price?productId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    // A price for one state is offered there, not elsewhere.
    const elsewhere = buyerState === '27' ? '29' : '27';
    await post(seller, '/share-price', price(products[1]!, '90000', { region: elsewhere }));
    const here = (
      await get(cm, `/discover-price?productId=${products[1]}&region=${buyerState}`)
    ).json<DiscoveredPrices>();
    expect(here.offers.filter((o) => o.source === 'PRICE_LIST')).toEqual([]);
    const there = (
      await get(cm, `/discover-price?productId=${products[1]}&region=${elsewhere}`)
    ).json<DiscoveredPrices>();
    expect(there.offers.filter((o) => o.source === 'PRICE_LIST').map((o) => o.exWorksPaise)).toEqual([
      '90000',
    ]);
  });
});

describe('quotation automation', () => {
  it('validates a rule naming the field and keeps one rule per unit', async () => {
    const bad = await put(admin, '/automate-quotation/rules', {
      businessUnit: 'DIRECT',
      minMarginBp: -5,
      useAnswers: true,
      enabled: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('minMarginBp');
    const ok = await put(admin, '/automate-quotation/rules', {
      businessUnit: 'DIRECT',
      minMarginBp: 1000,
      useAnswers: true,
      enabled: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const rules = ok.json<{ businessUnit: string; minMarginBp: number }[]>();
    expect(rules.map((r) => r.businessUnit)).toEqual(['DIRECT', 'UBS', 'UTCL']);
    expect(rules.find((r) => r.businessUnit === 'DIRECT')!.minMarginBp).toBe(1000);
  });

  it('previews per line the cheapest seller and margin, refuses to send until every line is priced, then draws the quotation', async () => {
    expect((await get(admin, '/automate-quotation/preview/RFQ-1')).statusCode).toBe(404);
    const key = await enquiryAtSourcerAccepted();
    // Line 2: only the seller's price for another state; line 3: nobody prices it.
    const first = (await get(admin, `/automate-quotation/preview/${key}`)).json<AutomationPreview>();
    expect(first.lines.map((l) => l.outcome)).toEqual(['OK', 'NO_PRICE', 'NO_PRICE']);
    expect(first.lines[0]!.sellerId).toBe(otherSellerId);
    // F.O.R: ex-works 39,000 + freight 1,000 against the buyer's 50,000: 20% margin.
    expect(first.lines[0]!.landedPaise).toBe('40000');
    expect(first.lines[0]!.marginBp).toBe(2000);
    expect(first.maySend).toBe(false);
    const refused = await post(admin, '/automate-quotation/send', { rfqKey: key });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('lines[1]');
    expect(refused.body).toContain('lines[2]');
    // Line 2 priced at a 5% margin (below the 10% rule); line 3 priced well.
    await post(seller, '/share-price', price(products[1]!, '113000'));
    await post(admin, '/share-price', price(products[2]!, '60000', { sellerId: otherSellerId }));
    const low = (await get(admin, `/automate-quotation/preview/${key}`)).json<AutomationPreview>();
    expect(low.lines.map((l) => l.outcome)).toEqual(['OK', 'BELOW_MARGIN', 'OK']);
    expect(low.lines[1]!.marginBp).toBe(500);
    expect((await post(admin, '/automate-quotation/send', { rfqKey: key })).statusCode).toBe(400);
    await post(seller, '/share-price', price(products[1]!, '100000'));
    const ready = (await get(admin, `/automate-quotation/preview/${key}`)).json<AutomationPreview>();
    expect(ready.maySend, ready.blockedReason ?? '').toBe(true);
    // Σ buyer: 10×500 + 5×1,200 + 3×800 = ₹13,400; Σ cost: 10×400 + 5×1,010 + 3×610 = ₹10,880.
    expect(ready.totalPaise).toBe('1340000');
    expect(ready.costPaise).toBe('1088000');
    const sent = await post(admin, '/automate-quotation/send', { rfqKey: key });
    expect(sent.statusCode, sent.body).toBe(201);
    const { quotationKey } = sent.json<{ quotationKey: string }>();
    const detail = (await get(admin, `/buyerRFQ/${key}`)).json<RfqDetail>();
    const q = detail.quotations.find((x) => x.quotationKey === quotationKey) as Quotation;
    expect(q.status).toBe('CREATED');
    expect(q.totalPaise).toBe('1340000');
    expect(q.costPaise).toBe('1088000');
    expect(q.lines.map((l) => [l.sellerPricePaise, l.marginBp])).toEqual([
      ['40000', 2000],
      ['101000', 1583],
      ['61000', 2375],
    ]);
    expect(detail.sellerRfqs.map((s) => s.sellerId).sort()).toEqual([demoSellerId, otherSellerId].sort());
    expect(detail.activity.some((a) => a.action === 'rfq.automatedPricing')).toBe(true);
    // A second send finds the open quotation: 409, nothing drawn twice.
    const again = await post(admin, '/automate-quotation/send', { rfqKey: key });
    expect(again.statusCode).toBe(409);
    const count = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM quotations WHERE rfq_key = '${key}'`,
    );
    expect(count[0]!.n).toBe(1);
  });

  it('refuses an enquiry not yet at the quotation step (409) and a rule switched off', async () => {
    const res = await post(support, '/buyerRFQ', {
      buyerId: rmBuyer,
      pricingBasis: 'EXW',
      buyerCreditDays: 10,
      paymentTerms: 'Advance',
      consignments: [
        { label: 'Site A', lines: [{ productId: products[0]!, quantity: '2', buyerPricePaise: '50000' }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const key = res.json<RfqDetail>().rfqKey;
    const preview = (await get(admin, `/automate-quotation/preview/${key}`)).json<AutomationPreview>();
    expect(preview.maySend).toBe(false);
    expect(preview.blockedReason).toContain('DRAFT_REQUEST');
    // Ex works: the freight is not in the landed price.
    expect(preview.lines[0]!.landedPaise).toBe('39000');
    expect((await post(admin, '/automate-quotation/send', { rfqKey: key })).statusCode).toBe(409);
  });
});

describe('pricing: money', () => {
  it('refuses negative and absurd money with a 400 naming the field, never a 500 (issue 30 §3)', async () => {
    for (const [body, field] of [
      [price(products[0]!, '40000', { freightPaise: '-9223372036854775808' }), 'freightPaise'],
      [price(products[0]!, '9999999999999999999'), 'exWorksPaise'],
      [price(products[0]!, '-1'), 'exWorksPaise'],
    ] as const) {
      const res = await post(seller, '/share-price', body);
      expect(res.statusCode, res.body).toBe(400);
      const fields = res.json<{ details: { fields: { field: string }[] } }>().details.fields;
      expect(fields.map((f) => f.field)).toContain(field);
    }
  });
});
