import type { OrderDetail } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { pickOrderKey } from './order-test-kit';

describe('single-purpose order edits', () => {
  let t: TestApp;
  let om: { headers: { authorization: string } };
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  const post = async (url: string, payload: Record<string, unknown>, who = om) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, ...who });
  const detail = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/order/orderDetails/${key}`, ...om })).json<OrderDetail>();

  it('updates max MDD, dates, logistics manager, production dates and RM/CM, each audited', async () => {
    const orderKey = await pickOrderKey(t.database, "o.status = 'PLANNED'");
    const line = (await detail(orderKey)).lineItems[0];
    const calls: [string, Record<string, unknown>][] = [
      ['/order/update-max-mdd', { maxMdd: '2026-12-31' }],
      ['/sales-order/updateDispatchDeliveryDate', { deliveryDate: '2026-12-20', dueDate: '2027-01-15' }],
      ['/sales-order/update-logistics-manager', { logisticsManager: 'Kiran Shetty' }],
      [
        '/sales-order/editOrderLineProductionDate',
        { lines: [{ lineItemId: line?.lineItemId, productionDate: '2026-12-05' }] },
      ],
      ['/consignment/updateRmAndCmDetailsOnOrders', { cmName: 'Lakshmi Rao' }],
    ];
    for (const [url, body] of calls) {
      const res = await post(url, { orderKey, ...body });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    const d = await detail(orderKey);
    expect([d.maxMdd, d.deliveryDate, d.dueDate, d.logisticsManager, d.cmName]).toEqual([
      '2026-12-31',
      '2026-12-20',
      '2027-01-15',
      'Kiran Shetty',
      'Lakshmi Rao',
    ]);
    expect(d.lineItems[0]?.productionDate).toBe('2026-12-05');
    const audit = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'order.edit' AND entity_id = '${orderKey}'`,
    );
    expect(audit.rows[0]?.n).toBe(calls.length);
  });

  it('says whether an invoice may be raised', async () => {
    const check = async (status: string) =>
      (
        await post('/order/validateInvoiceCreation', {
          orderKey: await pickOrderKey(t.database, `o.status = '${status}'`),
        })
      ).json<{ allowed: boolean; message: string | null }>();
    expect(await check('IN_PROGRESS')).toEqual({ allowed: true, message: null });
    expect(await check('ORDERED')).toEqual({
      allowed: false,
      message: 'Cannot create an invoice when the status is ORDERED.',
    });
  });

  it('refuses them after completion and without the permission', async () => {
    const done = await pickOrderKey(t.database, "o.status = 'COMPLETED'");
    const res = await post('/order/update-max-mdd', { orderKey: done, maxMdd: '2026-12-31' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      'Cannot edit schedule when the status is COMPLETED.',
    );
    const own = await pickOrderKey(t.database, "o.status = 'ORDERED' AND o.rm_email = 'rm@dom.example.in'");
    const rm = await as(t, 'rm');
    expect(
      (await post('/order/update-max-mdd', { orderKey: own, maxMdd: '2026-12-31' }, rm)).statusCode,
    ).toBe(403);
  });
});
