import type { ConsignableLines } from '@dom/contract';
import { WHOLE_QUANTITY_MESSAGE, istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import {
  CLEAN_ORDER,
  type Who,
  createConsignment,
  driveTo,
  ok,
  pickOrder,
  post,
} from './consignment-test-kit';

describe('consignment happy path', () => {
  let t: TestApp;
  let om: Who;
  const today = istDateOf(new Date());
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  const consignable = async (orderKey: string, who: Who = om) =>
    t.app.inject({ method: 'GET', url: `/api/consignment/consignable-lines/${orderKey}`, ...who });

  it('goes from an order line to COMPLETED', async () => {
    const c = await createConsignment(t, om);
    expect(c.status).toBe('REQUESTED');
    const done = await driveTo(t, om, c.consignmentKey, 'COMPLETED', today);
    expect(done.status).toBe('COMPLETED');
  });

  it('creates several consignments of one order from partial quantities; the create screen sees what is left', async () => {
    const order = await pickOrder(t, CLEAN_ORDER, 1);
    const before = (await consignable(order.orderKey)).json<ConsignableLines>();
    expect(before.canCreate).toBe(true);
    const line = before.lines.find((l) => l.lineItemId === order.lineId);
    if (!line) throw new Error('line missing');
    const avail = Number(line.availableQuantity);
    expect(Number(line.acknowledgedQuantity) - Number(line.consignedQuantity)).toBeCloseTo(avail, 3);
    const first = await ok(
      await post(t, om, '/consignment/create-consignment', {
        orderKey: order.orderKey,
        lines: [{ lineItemId: order.lineId, quantity: '1' }],
      }),
      201,
    );
    const second = await ok(
      await post(t, om, '/consignment/create-consignment', {
        orderKey: order.orderKey,
        lines: [{ lineItemId: order.lineId, quantity: '2' }],
      }),
      201,
    );
    expect(first.consignmentKey).not.toBe(second.consignmentKey);
    const after = (await consignable(order.orderKey)).json<ConsignableLines>();
    const now = after.lines.find((l) => l.lineItemId === order.lineId);
    expect(Number(now?.consignedQuantity)).toBeCloseTo(Number(line.consignedQuantity) + 3, 3);
    expect(Number(now?.availableQuantity)).toBeCloseTo(avail - 3, 3);
    // A negative or a fourth decimal never reaches the service; more than is left names the line.
    for (const quantity of ['-1', '0.0001', '0']) {
      const bad = await post(t, om, '/consignment/create-consignment', {
        orderKey: order.orderKey,
        lines: [{ lineItemId: order.lineId, quantity }],
      });
      expect(bad.statusCode, quantity).toBe(400);
    }
    const tooMuch = await post(t, om, '/consignment/create-consignment', {
      orderKey: order.orderKey,
      lines: [{ lineItemId: order.lineId, quantity: (avail - 3 + 1).toFixed(3) }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'lines[0].quantity',
    );
    // Scoped like the order: another seller's order is not there for the seller.
    const foreign = await pickOrder(
      t,
      `o.status = 'PLANNED' AND o.seller_id <> (SELECT seller_id FROM users WHERE username = 'seller')`,
    );
    expect((await consignable(foreign.orderKey, await as(t, 'seller'))).statusCode).toBe(404);
  });

  it('refuses a fraction of a discrete unit at creation, naming the line (orders refuse it too)', async () => {
    // A clean order with two lines in bags: line 2 asks for 1.5 bags, line 1 for a whole one.
    const lines = (
      await t.database.executeSql<{ order_key: string; id: string; unit: string }>(
        `SELECT o.order_key, l.id, l.unit FROM orders o JOIN order_lines l ON l.order_id = o.id
         WHERE ${CLEAN_ORDER} AND l.line_number IN (1, 2)
           AND (SELECT count(*) FROM order_lines x WHERE x.order_id = o.id) >= 2
         ORDER BY o.order_key DESC, l.line_number LIMIT 2`,
      )
    ).rows;
    expect(lines.map((l) => l.unit)).toEqual(['BAG', 'BAG']);
    const orderKey = lines[0]?.order_key ?? '';
    const held = async () =>
      (
        await t.database.executeSql<{ n: number }>(
          `SELECT count(*)::int AS n FROM consignments WHERE order_key = '${orderKey}'`,
        )
      ).rows[0]?.n;
    const before = await held();
    const res = await post(t, om, '/consignment/create-consignment', {
      orderKey,
      lines: [
        { lineItemId: lines[0]?.id, quantity: '1' },
        { lineItemId: lines[1]?.id, quantity: '1.500' },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields).toEqual([
      { field: 'lines[1].quantity', message: WHOLE_QUANTITY_MESSAGE },
    ]);
    expect(await held()).toBe(before);
    // Whole bags, written with or without decimals, are taken.
    const whole = await post(t, om, '/consignment/create-consignment', {
      orderKey,
      lines: [
        { lineItemId: lines[0]?.id, quantity: '1' },
        { lineItemId: lines[1]?.id, quantity: '2.000' },
      ],
    });
    expect(whole.statusCode, whole.body).toBe(201);
  });

  it('acknowledges per line: less than requested lowers the total, more is refused on that line', async () => {
    const c = await createConsignment(t, om, '5', 2);
    const lines = (
      await t.app.inject({
        method: 'GET',
        url: `/api/consignment/pending-ack-oli/${c.consignmentKey}`,
        ...om,
      })
    ).json<{ consignmentLineItemKey: string; requestedQuantity: string }[]>();
    expect(lines).toHaveLength(1);
    const key = lines[0]?.consignmentLineItemKey ?? '';
    const more = await post(t, om, '/consignment/acknowledgement', {
      consignmentKey: c.consignmentKey,
      lines: [{ consignmentLineItemKey: key, acknowledgedQuantity: '6' }],
    });
    expect(more.statusCode).toBe(400);
    expect(more.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'lines[0].acknowledgedQuantity',
    );
    const acked = await ok(
      await post(t, om, '/consignment/acknowledgement', {
        consignmentKey: c.consignmentKey,
        lines: [{ consignmentLineItemKey: key, acknowledgedQuantity: '2' }],
      }),
    );
    expect(acked.status).toBe('READY_TO_PROCESS');
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${c.consignmentKey}`, ...om })
    ).json<{ lines: { acknowledgedQuantity: string; unitPricePaise: string }[]; valuePaise: string }>();
    expect(detail.lines[0]?.acknowledgedQuantity).toBe('2.000');
    expect(BigInt(detail.valuePaise)).toBe(BigInt(detail.lines[0]?.unitPricePaise ?? '0') * 2n);
    // No longer requested: nothing is pending acknowledgement.
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/consignment/pending-ack-oli/${c.consignmentKey}`,
      ...om,
    });
    expect(none.json()).toEqual([]);
  });

  it('fails a delivery straight from in transit, sends it out again and delivers; the offered actions follow both tables', async () => {
    const c = await createConsignment(t, om, '1', 3);
    await driveTo(t, om, c.consignmentKey, 'INTRANSIT', today);
    const actions = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${c.consignmentKey}`, ...om }))
        .json<{ allowedActions: { action: string }[] }>()
        .allowedActions.map((a) => a.action);
    expect(await actions()).toEqual(
      expect.arrayContaining(['markDelivered', 'failDelivery', 'outForDelivery', 'deliveryException']),
    );
    const failed = await ok(
      await post(t, om, '/shipment/update/DELIVERY_FAILED', {
        consignmentKey: c.consignmentKey,
        remarks: 'Site locked',
      }),
    );
    expect(failed).toMatchObject({ status: 'DELIVERY_FAILED', trackingStatus: 'DELIVERY_FAILED' });
    expect(await actions()).toEqual(expect.arrayContaining(['retryDelivery', 'reverse']));
    expect(await actions()).not.toContain('outForDelivery');
    const again = await ok(
      await post(t, om, '/shipment/update/INTRANSIT', { consignmentKey: c.consignmentKey }),
    );
    expect(again).toMatchObject({ status: 'INTRANSIT', trackingStatus: 'INTRANSIT' });
    const out = await ok(
      await post(t, om, '/shipment/update/OUT_FOR_DELIVERY', { consignmentKey: c.consignmentKey }),
    );
    expect(out).toMatchObject({ status: 'INTRANSIT', trackingStatus: 'OUT_FOR_DELIVERY' });
    // Out for delivery already: not offered again, and refused if asked.
    expect(await actions()).not.toContain('outForDelivery');
    expect(
      (await post(t, om, '/shipment/update/OUT_FOR_DELIVERY', { consignmentKey: c.consignmentKey }))
        .statusCode,
    ).toBe(409);
    const delivered = await ok(
      await post(t, om, '/shipment/update/DELIVERED', { consignmentKey: c.consignmentKey }),
    );
    expect(delivered).toMatchObject({ status: 'DELIVERED', trackingStatus: 'DELIVERED' });
    const moves = (
      await t.database.executeSql<{ action: string }>(
        `SELECT action FROM audit_log WHERE entity_id = '${c.consignmentKey}' AND action IN ('consignment.failDelivery', 'consignment.retryDelivery') ORDER BY id`,
      )
    ).rows.map((r) => r.action);
    expect(moves).toEqual(['consignment.failDelivery', 'consignment.retryDelivery']);
  });

  it('shows the invoice-correction requests of the consignment on its detail, to the permission holders only', async () => {
    const c = await createConsignment(t, om, '1', 4);
    await driveTo(t, om, c.consignmentKey, 'PACKED', today);
    const invoice = (
      await t.database.executeSql<{ invoice_number: string }>(
        `SELECT invoice_number FROM credit_invoices WHERE consignment_key = '${c.consignmentKey}'`,
      )
    ).rows[0];
    if (!invoice) throw new Error('packing posted no ledger invoice');
    // The credit area records revisions of completed orders; the row it writes, written here.
    await t.database.executeSql(
      `INSERT INTO invoice_revisions (request_id, invoice_id, order_id, order_key, consignment_key,
         invoice_corrected_order_key, reason, reason_code, comments, status, buyer_id, seller_id, business_unit)
       SELECT 'REQ-CN-${c.consignmentKey}', i.id, i.order_id, i.order_key, i.consignment_key, i.order_key,
         'OTHERS', 'PRICE_CORRECTION', 'Rate agreed was lower', 'REVISION_REQUESTED', i.buyer_id, i.seller_id,
         i.business_unit
       FROM credit_invoices i WHERE i.consignment_key = '${c.consignmentKey}'`,
    );
    const finance = await as(t, 'finance');
    const detailAs = async (who: Who) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${c.consignmentKey}`, ...who })
      ).json<{
        invoiceCorrections: { requestId: string; status: string; invoiceNumber: string; comments: string }[];
      }>();
    expect((await detailAs(finance)).invoiceCorrections).toEqual([
      expect.objectContaining({
        requestId: `REQ-CN-${c.consignmentKey}`,
        invoiceNumber: invoice.invoice_number,
        comments: 'Rate agreed was lower',
      }),
    ]);
    // The seller sees the consignment but holds no invoice-correction permission: none are read.
    expect((await detailAs(await as(t, 'seller'))).invoiceCorrections).toEqual([]);
  });
});
