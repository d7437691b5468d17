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
          orderedQuantity: '2.5',
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
    expect(detail.preTaxValuePaise).toBe('250000');
    expect(detail.taxPaise).toBe(
      String((250000n * BigInt(detail.lineItems[0]?.gstRatePercent ?? 0) * 100n) / 10000n),
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
