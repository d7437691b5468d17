import type { OrderDetail } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';

describe('create sales order', () => {
  let t: TestApp;
  let om: { headers: { authorization: string } };
  let base: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    const pick = async (q: string) => (await t.database.executeSql<{ id: string }>(q)).rows[0]?.id;
    base = {
      buyerId: await pick("SELECT id FROM buyers WHERE rm_email = 'rm@dom.example.in' ORDER BY code LIMIT 1"),
      warehouseId: await pick('SELECT id FROM warehouses ORDER BY name LIMIT 1'),
      shippingMode: '3PL',
      logisticsProvider: 'DHL',
      paymentTerms: 'CREDIT',
      buyerCreditDays: 14,
      poReceivedAt: '2026-11-20T10:30:00+05:30',
      buyerPONumber: 'PO/TEST/0001',
      lines: [
        {
          productId: await pick('SELECT id FROM products ORDER BY sku LIMIT 1'),
          orderedQuantity: '3',
          buyerPricePerUnitPaise: '100000',
          sellerPricePerUnitPaise: '95000',
        },
      ],
      charges: [{ chargeType: 'SHIPPING', amountPaise: '5000' }],
    };
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, who = om) =>
    t.app.inject({ method: 'POST', url: '/api/sales-order/create', payload: body, ...who });

  it('creates an ORDERED order the buyer’s rm can find by PO number', async () => {
    const res = await create(base);
    expect(res.statusCode, res.body).toBe(201);
    const { orderKey } = res.json<{ orderKey: string }>();
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/order/orderDetails/${orderKey}`, ...om })
    ).json<OrderDetail>();
    expect(detail.orderStatus).toBe('ORDERED');
    expect(detail.preTaxValuePaise).toBe('300000');
    expect(detail.taxPaise).toBe(
      String((300000n * BigInt(detail.lineItems[0]?.gstRatePercent ?? 0) * 100n) / 10000n),
    );
    expect(detail.shippingCostPaise).toBe('5000');
    expect(detail.grossMarginPercent).toBe(5);
    expect(detail.charges).toEqual([{ chargeType: 'SHIPPING', amountPaise: '5000' }]);
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/orders-v2/search?buyerPONumber=PO%2FTEST%2F0001',
      ...(await as(t, 'rm')),
    });
    expect(found.json<{ content: { orderKey: string }[] }>().content.map((o) => o.orderKey)).toEqual([
      orderKey,
    ]);
  });

  it('keeps each charge’s type, bills and ships to chosen book addresses, and names the om', async () => {
    const book = await t.app.inject({
      method: 'GET',
      url: `/api/orders-v2/lookups/buyers/${String(base.buyerId)}/addresses`,
      ...om,
    });
    expect(book.statusCode, book.body).toBe(200);
    const entries = book.json<{ id: string; addressType: string; label: string }[]>();
    const billing = entries.find((a) => a.addressType === 'BILLING');
    const shipping = entries.find((a) => a.addressType === 'SHIPPING');
    if (!billing || !shipping) throw new Error('the seeded buyer has no billing and shipping entries');
    const stored = async (id: string) =>
      (
        await t.database.executeSql<{ address_line1: string; postal_code: string }>(
          'SELECT address_line1, postal_code FROM buyer_addresses WHERE id = $1',
          [id],
        )
      ).rows[0];
    const res = await create({
      ...base,
      buyerPONumber: 'PO/TEST/0002',
      billingAddressId: billing.id,
      billingAddressSame: false,
      shippingAddressId: shipping.id,
      charges: [
        { chargeType: 'SHIPPING', amountPaise: '5000' },
        { chargeType: 'LOADING', amountPaise: '2500' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { orderKey } = res.json<{ orderKey: string }>();
    const d = (
      await t.app.inject({ method: 'GET', url: `/api/order/orderDetails/${orderKey}`, ...om })
    ).json<OrderDetail>();
    expect(d.charges).toEqual(
      expect.arrayContaining([
        { chargeType: 'SHIPPING', amountPaise: '5000' },
        { chargeType: 'LOADING', amountPaise: '2500' },
      ]),
    );
    expect(d.shippingCostPaise).toBe('5000');
    expect(BigInt(d.totalValuePaise)).toBe(BigInt(d.preTaxValuePaise) + BigInt(d.taxPaise) + 7500n);
    expect(BigInt(d.orderValueExclTaxPaise)).toBe(BigInt(d.preTaxValuePaise) + 7500n);
    const b = await stored(billing.id);
    const sh = await stored(shipping.id);
    expect([d.billingAddress.addressLine1, d.billingAddress.postalCode]).toEqual([
      b?.address_line1,
      b?.postal_code,
    ]);
    expect([d.shippingAddress.addressLine1, d.shippingAddress.postalCode]).toEqual([
      sh?.address_line1,
      sh?.postal_code,
    ]);
    expect(d.orderManager).toBe('Sneha Kulkarni');
    const byManager = await t.app.inject({
      method: 'GET',
      url: '/api/orders-v2/search?orderManager=Sneha&buyerPONumber=PO%2FTEST%2F0002',
      ...om,
    });
    expect(byManager.json<{ content: { orderKey: string }[] }>().content.map((o) => o.orderKey)).toEqual([
      orderKey,
    ]);
  });

  it('refuses a shipping entry as billing, another buyer’s entry, and a missing shipping choice', async () => {
    const entries = (
      await t.database.executeSql<{ id: string; address_type: string; buyer_id: string }>(
        'SELECT id, address_type, buyer_id FROM buyer_addresses ORDER BY id',
      )
    ).rows;
    const ownShipping = entries.find((a) => a.buyer_id === base.buyerId && a.address_type === 'SHIPPING');
    const foreign = entries.find((a) => a.buyer_id !== base.buyerId && a.address_type === 'BILLING');
    const wrongType = await create({ ...base, billingAddressId: ownShipping?.id });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body).toContain('billingAddressId: Choose a billing address');
    const notTheirs = await create({ ...base, billingAddressId: foreign?.id });
    expect(notTheirs.body).toContain("billingAddressId: Choose an address of the order's buyer");
    const noShipping = await create({ ...base, billingAddressSame: false });
    expect(noShipping.statusCode).toBe(400);
    expect(noShipping.body).toContain('shippingAddressId');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/orders-v2/lookups/buyers/00000000-0000-4000-8000-000000000000/addresses',
      ...om,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('requires every starred field and caps credit days at 21, naming the fields', async () => {
    const { buyerId: _b, warehouseId: _w, ...missing } = base;
    const res = await create({ ...missing, buyerCreditDays: 30 });
    expect(res.statusCode).toBe(400);
    for (const field of ['buyerId', 'warehouseId', 'buyerCreditDays']) expect(res.body).toContain(field);
    const unknown = await create({ ...base, buyerId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('buyerId: No such buyer');
  });

  it('is refused to a user without the create permission', async () => {
    expect((await create(base, await as(t, 'rm'))).statusCode).toBe(403);
  });
});
