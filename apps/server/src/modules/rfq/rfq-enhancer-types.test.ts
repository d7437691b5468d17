import type { RfqDetail, RfqEnhancerTypes } from '@dom/contract';
import { addDays, istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { rfqFixtures } from '../../../test/rfq-fixtures';
import { type TestApp, createTestApp } from '../../../test/test-app';

// GET /quotation/enhancerTypes/buyerRFQ/:rfqKey — the RFQ buyer's enhancers in force, by type, from
// the credit-limits area's query; gated and scoped like the RFQ detail.

let t: TestApp;
let support: Who;
let rm: Who;
let credit: Who;
let seller: Who;
let om: Who;
let rmBuyer: string;
let otherBuyer: string;
let product: string;
const today = istDateOf(new Date());

const { post, get, rows, ok } = apiClient(() => t, 'rfq-enhancers');

async function createRfq(buyerId: string): Promise<string> {
  const detail = ok<RfqDetail>(
    await post(support, '/buyerRFQ', {
      buyerId,
      pricingBasis: 'FOR',
      salesType: 'projectSales',
      buyerCreditDays: 15,
      paymentTerms: 'Advance 30%, balance in 15 days',
      consignments: [
        { label: 'Site A', lines: [{ productId: product, quantity: '10', buyerPricePaise: '50000' }] },
      ],
    }),
    201,
  );
  return detail.rfqKey;
}

const enhancerTypes = async (who: Who, key: string) =>
  ok<RfqEnhancerTypes>(await get(who, `/quotation/enhancerTypes/buyerRFQ/${key}`));

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  support = await as(t, 'support');
  rm = await as(t, 'rm');
  credit = await as(t, 'credit');
  seller = await as(t, 'seller');
  om = await as(t, 'om');
  const fixtures = await rfqFixtures(rows, 1);
  ({ rmBuyer, otherBuyer } = fixtures);
  product = fixtures.products[0]!;
}, 180_000);
afterAll(async () => t?.close());

describe('enhancer types of an RFQ buyer: security first', () => {
  it('answers 401 without a token, 403 without the RFQ screen, 404 for another RM’s buyer or no RFQ', async () => {
    const mine = await createRfq(rmBuyer);
    const theirs = await createRfq(otherBuyer);
    const url = (key: string) => `/quotation/enhancerTypes/buyerRFQ/${key}`;
    expect((await get(undefined, url(mine))).statusCode).toBe(401);
    expect((await get(seller, url(mine))).statusCode).toBe(403);
    expect((await get(om, url(mine))).statusCode).toBe(403);
    expect((await get(rm, url(theirs))).statusCode).toBe(404);
    expect((await get(rm, url('RFQ-NOPE'))).statusCode).toBe(404);
    expect((await get(rm, url(mine))).statusCode).toBe(200);
    expect((await get(support, url(theirs))).statusCode).toBe(200);
  });
});

describe('enhancer types of an RFQ buyer', () => {
  it('lists the buyer’s enhancers in force by type, in the spec’s order, with totals; not disabled, expired or another buyer’s', async () => {
    const key = await createRfq(rmBuyer);
    // A clean buyer: the seed's enhancers of this buyer are set aside for the assertion.
    const seeded = await enhancerTypes(rm, key);
    const seededIds = new Set(seeded.enhancerTypes.flatMap((g) => g.enhancers.map((e) => e.id)));
    const add = async (buyerId: string, body: object) =>
      ok<{ id: string }>(
        await post(credit, '/credit/enhancers', { buyerId, validity: addDays(today, 60), ...body }),
        201,
      ).id;
    const bg = await add(rmBuyer, {
      enhancerType: 'BG',
      creditLimitPaise: '5000000',
      bankName: 'HDFC Bank',
      bankAmountPaise: '5000000',
    });
    const lc1 = await add(rmBuyer, {
      enhancerType: 'LC',
      creditLimitPaise: '2000000',
      bankName: 'Axis Bank',
    });
    const lc2 = await add(rmBuyer, {
      enhancerType: 'LC',
      creditLimitPaise: '3000000',
      bankName: 'State Bank of India',
      validity: addDays(today, 90),
    });
    const off = await add(rmBuyer, {
      enhancerType: 'OPEN_LIMIT',
      creditLimitPaise: '1000000',
      enabled: false,
      documentSubType: 'PO',
      referenceNumber: 'PO-77',
    });
    const later = await add(rmBuyer, {
      enhancerType: 'CHEQUE',
      enhancerSubType: 'PDC',
      creditLimitPaise: '700000',
      validFrom: addDays(today, 10),
    });
    const elsewhere = await add(otherBuyer, {
      enhancerType: 'LC',
      creditLimitPaise: '900000',
      bankName: 'ICICI Bank',
    });

    const answer = await enhancerTypes(rm, key);
    expect(answer).toMatchObject({ rfqKey: key, buyerId: rmBuyer });
    const fresh = answer.enhancerTypes
      .map((g) => ({ ...g, enhancers: g.enhancers.filter((e) => !seededIds.has(e.id)) }))
      .filter((g) => g.enhancers.length > 0);
    expect(fresh.map((g) => g.enhancerType)).toEqual(['LC', 'BG']);
    const lc = fresh.find((g) => g.enhancerType === 'LC')!;
    expect(lc.enhancers.map((e) => e.id).sort()).toEqual([lc1, lc2].sort());
    expect(lc.validUntil >= addDays(today, 90)).toBe(true);
    expect(fresh.find((g) => g.enhancerType === 'BG')!.enhancers[0]).toMatchObject({
      id: bg,
      bankName: 'HDFC Bank',
      creditLimitPaise: '5000000',
      active: true,
    });
    // Each type's total is the sum of its enhancers in force (seeded ones included).
    for (const g of answer.enhancerTypes)
      expect(BigInt(g.totalPaise)).toBe(g.enhancers.reduce((s, e) => s + BigInt(e.creditLimitPaise), 0n));
    const all = answer.enhancerTypes.flatMap((g) => g.enhancers.map((e) => e.id));
    for (const absent of [off, later, elsewhere]) expect(all).not.toContain(absent);
    // Order of the types is the spec's.
    const order = ['OPEN_LIMIT', 'LC', 'BG', 'CHEQUE', 'ANCHOR', 'FINANCING_PARTNER'];
    const seen = answer.enhancerTypes.map((g) => order.indexOf(g.enhancerType));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });
});
