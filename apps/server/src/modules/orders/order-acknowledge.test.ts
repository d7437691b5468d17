import {
  type ConsignableLines,
  type HomeQueues,
  ORDER_ENDPOINTS,
  type OrderDetail,
  type OrderPage,
  type PurchaseOrderDetail,
} from '@dom/contract';
import { WHOLE_QUANTITY_MESSAGE } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { failInserts } from '../../../test/fail-inserts';
import { type TestApp, createTestApp } from '../../../test/test-app';

type Who = { headers: { authorization: string } };
type Fields = { details?: { fields?: { field: string; message: string }[] } };

describe('seller acknowledgement of orders', () => {
  let t: TestApp;
  let om: Who;
  let seller: Who;
  let rm: Who;
  let buyerId: string;
  let warehouseId: string;
  let otherWarehouseId: string;
  let bagProduct: string;
  let secondProduct: string;

  const one = async (q: string) => {
    const id = (await t.database.executeSql<{ id: string }>(q)).rows[0]?.id;
    if (!id) throw new Error(`nothing for ${q}`);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [om, seller, rm] = await Promise.all([as(t, 'om'), as(t, 'seller'), as(t, 'rm')]);
    buyerId = await one(
      `SELECT b.id FROM buyers b JOIN buyer_credit_accounts a ON a.buyer_id = b.id
        WHERE a.limit_paise - a.utilised_paise > 100000000 ORDER BY b.code LIMIT 1`,
    );
    const sellerOf = "(SELECT seller_id FROM users WHERE username = 'seller')";
    warehouseId = await one(`SELECT id FROM warehouses WHERE seller_id = ${sellerOf} ORDER BY name LIMIT 1`);
    otherWarehouseId = await one(
      `SELECT id FROM warehouses WHERE seller_id <> ${sellerOf} ORDER BY name LIMIT 1`,
    );
    bagProduct = await one("SELECT id FROM products WHERE unit = 'BAG' ORDER BY sku LIMIT 1");
    // The test scale's catalogue is cement: a second product in bags.
    secondProduct = await one("SELECT id FROM products WHERE unit = 'BAG' ORDER BY sku OFFSET 1 LIMIT 1");
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, who: Who) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, ...who });

  const detail = async (key: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/order/orderDetails/${key}`, ...om });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderDetail>();
  };

  /** A new order through the API (40 and 12 bags), approved by the order manager unless told not to. */
  async function newOrder(opts: { approve?: boolean; warehouse?: string; bags?: string } = {}) {
    const created = await post(
      '/sales-order/create',
      {
        buyerId,
        warehouseId: opts.warehouse ?? warehouseId,
        shippingMode: '3PL',
        logisticsProvider: 'DHL',
        paymentTerms: 'CREDIT',
        buyerCreditDays: 14,
        poReceivedAt: '2026-11-20T10:30:00+05:30',
        buyerPONumber: 'PO/ACK/0001',
        lines: [
          {
            productId: bagProduct,
            orderedQuantity: opts.bags ?? '40',
            buyerPricePerUnitPaise: '40000',
            sellerPricePerUnitPaise: '36000',
          },
          {
            productId: secondProduct,
            orderedQuantity: '12',
            buyerPricePerUnitPaise: '600000',
            sellerPricePerUnitPaise: '540000',
          },
        ],
      },
      om,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { orderKey } = created.json<{ orderKey: string }>();
    if (opts.approve !== false) {
      const approved = await post(
        '/sales-order/order-approval',
        {
          orderKey,
          sellerPriceMarginAccurate: true,
          thresholdAdded: true,
          paymentTermsApprovalComments: 'Usual terms',
        },
        om,
      );
      expect(approved.statusCode, approved.body).toBe(200);
    }
    const order = await detail(orderKey);
    const [bags, second] = order.lineItems;
    if (!bags || !second) throw new Error('the new order has not two lines');
    return { orderKey, bags: bags.lineItemId, second: second.lineItemId };
  }

  const audits = async (orderKey: string) =>
    (
      await t.database.executeSql<{ action: string; actor: string | null }>(
        `SELECT a.action, u.username AS actor FROM audit_log a LEFT JOIN users u ON u.id::text = a.actor_id
          WHERE a.entity_type = 'order' AND a.entity_id = $1 ORDER BY a.id`,
        [orderKey],
      )
    ).rows;

  const events = async (orderKey: string, topic: string) =>
    (
      await t.database.executeSql<{ payload: Record<string, unknown> }>(
        `SELECT payload FROM outbox WHERE topic = $1 AND (payload->>'orderKey' = $2 OR payload->>'key' = $2) ORDER BY id`,
        [topic, orderKey],
      )
    ).rows.map((r) => r.payload);

  it('offers acknowledge and reject on an approved order with pending lines, to the seller’s permissions', async () => {
    const { orderKey } = await newOrder();
    const order = await detail(orderKey);
    expect(order.orderStatus).toBe('ORDER_APPROVED');
    expect(order.allowedActions.filter((a) => ['acknowledge', 'reject'].includes(a.action))).toEqual([
      { action: 'acknowledge', endpoint: 'orders.acknowledge', params: {}, to: 'PLANNED' },
      { action: 'reject', endpoint: 'orders.reject', params: {}, to: 'CANCELLED' },
    ]);
    const rmView = await t.app.inject({
      method: 'GET',
      url: `/api/order/orderDetails/${orderKey}`,
      ...rm,
    });
    if (rmView.statusCode === 200)
      expect(rmView.json<OrderDetail>().allowedActions.map((a) => a.action)).not.toContain('acknowledge');
  });

  it('acknowledges in part then in full: the first answer is the runner’s move to PLANNED, the rest stays pending', async () => {
    const { orderKey, bags, second } = await newOrder();
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/consignment/consignable-lines/${orderKey}`,
      ...om,
    });
    expect(before.json<ConsignableLines>().lines.map((l) => l.availableQuantity)).toEqual(['0.000', '0.000']);

    const part = await post(
      '/sales-order/acknowledgement',
      { orderKey, lines: [{ lineItemId: bags, acknowledgedQuantity: '10' }] },
      seller,
    );
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json<{ orderStatus: string }>().orderStatus).toBe('PLANNED');
    let order = await detail(orderKey);
    expect(order.orderStatus).toBe('PLANNED');
    expect(order.lineItems.map((l) => l.acknowledgedQuantity)).toEqual(['10.000', '0.000']);
    expect(await events(orderKey, 'order.status-changed')).toContainEqual(
      expect.objectContaining({ action: 'acknowledge', from: 'ORDER_APPROVED', to: 'PLANNED' }),
    );
    expect(await events(orderKey, 'order.acknowledged')).toEqual([{ orderKey, rejected: false }]);
    // The notifications module tells the buyer (ORDER_ACKNOWLEDGED) when the outbox is delivered.
    for (let i = 0; i < 50; i++) {
      const r = await t.ctx.outbox.drainOnce();
      if (r.sent + r.retried + r.failed === 0) break;
    }
    const told = await t.database.executeSql<{ recipient_type: string; body: string }>(
      `SELECT recipient_type, body FROM notification_logs WHERE event_code = 'ORDER_ACKNOWLEDGED' AND source_ref = $1`,
      [`order ${orderKey}`],
    );
    expect(told.rows.length).toBeGreaterThan(0);
    expect(told.rows.every((r) => r.recipient_type === 'BUYER' && r.body.includes(orderKey))).toBe(true);

    const rest = await post(
      '/sales-order/acknowledgement',
      {
        orderKey,
        lines: [
          { lineItemId: bags, acknowledgedQuantity: '30' },
          { lineItemId: second, acknowledgedQuantity: '12' },
        ],
      },
      seller,
    );
    expect(rest.statusCode, rest.body).toBe(200);
    order = await detail(orderKey);
    expect(order.orderStatus).toBe('PLANNED');
    expect(order.lineItems.map((l) => l.acknowledgedQuantity)).toEqual(['40.000', '12.000']);
    expect(order.allowedActions.map((a) => a.action)).not.toContain('acknowledge');
    expect((await audits(orderKey)).map((a) => `${a.action}:${a.actor}`)).toEqual(
      expect.arrayContaining(['order.acknowledge:seller', 'order.acknowledge:seller']),
    );

    // What was acknowledged can now be consigned, which the order could not before.
    const lines = await t.app.inject({
      method: 'GET',
      url: `/api/consignment/consignable-lines/${orderKey}`,
      ...om,
    });
    expect(lines.json<ConsignableLines>().lines.map((l) => l.availableQuantity)).toEqual([
      '40.000',
      '12.000',
    ]);
    const consigned = await post(
      '/consignment/create-consignment',
      { orderKey, lines: [{ lineItemId: bags, quantity: '40' }] },
      om,
    );
    expect(consigned.statusCode, consigned.body).toBe(201);
  });

  it('lets ops acknowledge on the seller’s behalf, audited as ops', async () => {
    const { orderKey, second } = await newOrder();
    const res = await post(
      '/sales-order/acknowledgement',
      { orderKey, lines: [{ lineItemId: second, acknowledgedQuantity: '2' }] },
      om,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await audits(orderKey)).filter((a) => a.action === 'order.acknowledge')).toEqual([
      { action: 'order.acknowledge', actor: 'om' },
    ]);
  });

  it('refuses: before approval (409), a fraction of a bag or more than pending (400, the field), another seller’s order (404), no permission (403)', async () => {
    const unapproved = await newOrder({ approve: false });
    const early = await post(
      '/sales-order/acknowledgement',
      { orderKey: unapproved.orderKey, lines: [{ lineItemId: unapproved.bags, acknowledgedQuantity: '1' }] },
      seller,
    );
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json<{ message: string }>().message).toBe('Cannot acknowledge when the status is ORDERED.');

    const { orderKey, bags, second } = await newOrder();
    const fraction = await post(
      '/sales-order/acknowledgement',
      { orderKey, lines: [{ lineItemId: bags, acknowledgedQuantity: '2.5' }] },
      seller,
    );
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json<Fields>().details?.fields).toEqual([
      { field: 'lines[0].acknowledgedQuantity', message: WHOLE_QUANTITY_MESSAGE },
    ]);
    const tooMuch = await post(
      '/sales-order/acknowledgement',
      {
        orderKey,
        lines: [
          { lineItemId: second, acknowledgedQuantity: '10' },
          { lineItemId: second, acknowledgedQuantity: '3' },
        ],
      },
      seller,
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<Fields>().details?.fields).toEqual([
      {
        field: 'lines[1].acknowledgedQuantity',
        message: 'Enter more than 0 and at most the quantity pending acknowledgement, 12.000',
      },
    ]);
    const zero = await post(
      '/sales-order/acknowledgement',
      { orderKey, lines: [{ lineItemId: second, acknowledgedQuantity: '0' }] },
      seller,
    );
    expect(zero.statusCode).toBe(400);
    const notALine = await post(
      '/sales-order/acknowledgement',
      {
        orderKey,
        lines: [{ lineItemId: '00000000-0000-4000-8000-000000000000', acknowledgedQuantity: '1' }],
      },
      seller,
    );
    expect(notALine.json<Fields>().details?.fields?.[0]?.field).toBe('lines[0].lineItemId');
    // Nothing of the refused calls was written.
    expect((await detail(orderKey)).lineItems.map((l) => l.acknowledgedQuantity)).toEqual(['0.000', '0.000']);

    const other = await newOrder({ warehouse: otherWarehouseId });
    const foreign = await post(
      '/sales-order/acknowledgement',
      { orderKey: other.orderKey, lines: [{ lineItemId: other.bags, acknowledgedQuantity: '1' }] },
      seller,
    );
    expect(foreign.statusCode).toBe(404);
    const forbidden = await post(
      '/sales-order/acknowledgement',
      { orderKey, lines: [{ lineItemId: bags, acknowledgedQuantity: '1' }] },
      rm,
    );
    expect(forbidden.statusCode).toBe(403);
    const rejectForbidden = await post('/sales-order/rejection', { orderKey, reason: 'No stock' }, rm);
    expect(rejectForbidden.statusCode).toBe(403);
    expect((await detail(orderKey)).orderStatus).toBe('ORDER_APPROVED');
  });

  it('rejects part with a reason (cancelled, the state kept), needs the reason, and rejecting the rest cancels the order by the runner', async () => {
    const { orderKey, bags } = await newOrder();
    const credit = async () =>
      (
        await t.database.executeSql<{ utilised: string }>(
          'SELECT utilised_paise::text AS utilised FROM buyer_credit_accounts WHERE buyer_id = $1',
          [buyerId],
        )
      ).rows[0]?.utilised;
    const utilisedBefore = BigInt((await credit()) ?? '0');
    const noReason = await post(
      '/sales-order/rejection',
      { orderKey, reason: ' ', lines: [{ lineItemId: bags, rejectedQuantity: '5' }] },
      seller,
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('reason');

    const part = await post(
      '/sales-order/rejection',
      { orderKey, reason: 'Only 35 bags in stock', lines: [{ lineItemId: bags, rejectedQuantity: '5' }] },
      seller,
    );
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json<{ orderStatus: string }>().orderStatus).toBe('ORDER_APPROVED');
    let order = await detail(orderKey);
    expect(order.lineItems.map((l) => l.cancelledQuantity)).toEqual(['5.000', '0.000']);
    // 5 bags at ₹400 and their GST are given back to the buyer's credit.
    expect(BigInt((await credit()) ?? '0')).toBeLessThan(utilisedBefore);
    expect(await events(orderKey, 'order.acknowledged')).toEqual([{ orderKey, rejected: true }]);

    const all = await post('/sales-order/rejection', { orderKey, reason: 'Plant shut down' }, seller);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<{ orderStatus: string }>().orderStatus).toBe('CANCELLED');
    order = await detail(orderKey);
    expect(order.orderStatus).toBe('CANCELLED');
    expect(order.lineItems.map((l) => l.cancelledQuantity)).toEqual(['40.000', '12.000']);
    expect(await events(orderKey, 'order.status-changed')).toContainEqual(
      expect.objectContaining({ action: 'reject', from: 'ORDER_APPROVED', to: 'CANCELLED' }),
    );
    expect(await events(orderKey, 'order.cancelled')).toEqual([{ orderKey, partial: false }]);
    const again = await post('/sales-order/rejection', { orderKey, reason: 'Again' }, seller);
    expect(again.statusCode).toBe(409);
    const ack = await post(
      '/sales-order/acknowledgement',
      { orderKey, lines: [{ lineItemId: bags, acknowledgedQuantity: '1' }] },
      seller,
    );
    expect(ack.statusCode).toBe(409);
  });

  it('rejecting all is one transaction: when its last write fails, the lines, the credit given back and the move are all undone', async () => {
    const { orderKey } = await newOrder();
    const state = async () => {
      const order = await detail(orderKey);
      const [credit] = (
        await t.database.executeSql<{ utilised: string }>(
          'SELECT utilised_paise::text AS utilised FROM buyer_credit_accounts WHERE buyer_id = $1',
          [buyerId],
        )
      ).rows;
      return {
        status: order.orderStatus,
        cancelled: order.lineItems.map((l) => l.cancelledQuantity),
        utilised: credit?.utilised,
        audits: (await audits(orderKey)).length,
        events: (await events(orderKey, 'order.status-changed')).length,
      };
    };
    const before = await state();
    // The cancellation event is the command's last write (after the lines, the credit area's
    // release and the move): the database refuses it.
    const heal = await failInserts(
      t,
      'outbox',
      `NEW.topic = 'order.cancelled' AND NEW.payload->>'orderKey' = '${orderKey}'`,
    );
    let failed;
    try {
      failed = await post('/sales-order/rejection', { orderKey, reason: 'Plant shut down' }, seller);
    } finally {
      await heal();
    }
    expect(failed.statusCode).toBe(500);
    expect(await state()).toEqual(before);
    expect(before).toMatchObject({ status: 'ORDER_APPROVED', cancelled: ['0.000', '0.000'] });
    // The same request once the database takes it: everything at once.
    const done = await post('/sales-order/rejection', { orderKey, reason: 'Plant shut down' }, seller);
    expect(done.statusCode, done.body).toBe(200);
    const after = await state();
    expect(after.status).toBe('CANCELLED');
    expect(after.cancelled).toEqual(['40.000', '12.000']);
    expect(BigInt(after.utilised ?? '0')).toBeLessThan(BigInt(before.utilised ?? '0'));
  });

  it('keeps an order with something acknowledged when the rest is rejected', async () => {
    const { orderKey, bags } = await newOrder();
    await post(
      '/sales-order/acknowledgement',
      { orderKey, lines: [{ lineItemId: bags, acknowledgedQuantity: '40' }] },
      seller,
    );
    const rest = await post('/sales-order/rejection', { orderKey, reason: 'No stock of the steel' }, seller);
    expect(rest.statusCode, rest.body).toBe(200);
    const order = await detail(orderKey);
    expect(order.orderStatus).toBe('PLANNED');
    expect(order.lineItems.map((l) => [l.acknowledgedQuantity, l.cancelledQuantity])).toEqual([
      ['40.000', '0.000'],
      ['0.000', '12.000'],
    ]);
    const nothing = await post('/sales-order/rejection', { orderKey, reason: 'Again' }, seller);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<Fields>().details?.fields?.[0]?.field).toBe('lines');
  });

  it('never acknowledges more than ordered: 20 concurrent acknowledgements of one line', async () => {
    const { orderKey, bags } = await newOrder({ bags: '10' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          '/sales-order/acknowledgement',
          { orderKey, lines: [{ lineItemId: bags, acknowledgedQuantity: '1' }] },
          seller,
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(
      codes.every((c) => c === 200 || c === 400 || c === 409),
      codes.join(','),
    ).toBe(true);
    const order = await detail(orderKey);
    expect(order.lineItems[0]?.acknowledgedQuantity).toBe('10.000');
    expect(order.orderStatus).toBe('PLANNED');
  });

  it('the seller answers from its purchase order: its pending quantities and the answers it may give while something is pending; another seller’s is 404', async () => {
    const { orderKey, bags, second } = await newOrder();
    const purchaseOrder = async (key: string, who: Who = seller) =>
      t.app.inject({ method: 'GET', url: `/api/purchase-orders/${key}`, ...who });
    const view = async () => {
      const res = await purchaseOrder(orderKey);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PurchaseOrderDetail>();
    };
    // The answer's call, as the web makes it: the endpoint the allowed action names.
    const answerBy = (po: PurchaseOrderDetail, action: string) => {
      const named = po.allowedActions.find((a) => a.action === action)?.endpoint;
      const endpoint = Object.values(ORDER_ENDPOINTS).find((e) => e.id === named);
      if (!endpoint) throw new Error(`the purchase order offers no ${action}`);
      return endpoint.path;
    };

    let po = await view();
    expect(po.orderStatus).toBe('ORDER_APPROVED');
    expect(po.lineItems.map((l) => [l.acknowledgedQuantity, l.pendingAcknowledgementQuantity])).toEqual([
      ['0.000', '40.000'],
      ['0.000', '12.000'],
    ]);
    expect(po.allowedActions).toEqual([
      { action: 'acknowledge', endpoint: 'orders.acknowledge', params: {}, to: 'PLANNED' },
      { action: 'reject', endpoint: 'orders.reject', params: {}, to: 'CANCELLED' },
    ]);

    // Its home counts it among the orders to acknowledge, exactly as the list the tile opens.
    const home = await t.app.inject({ method: 'GET', url: '/api/home/queues', ...seller });
    expect(home.statusCode, home.body).toBe(200);
    const tile = home.json<HomeQueues>().queues.find((q) => q.id === 'ordersToAcknowledge');
    expect(tile?.link).toEqual({ route: '/purchase-order', params: { orderStates: ['ORDER_APPROVED'] } });
    const approvedOf = async (more = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/purchase-orders/search?orderStates=ORDER_APPROVED${more}`,
        ...seller,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<OrderPage>();
    };
    expect(tile?.count).toBe((await approvedOf()).totalElements);
    expect((await approvedOf(`&orderNumber=${orderKey}`)).content.map((o) => o.orderKey)).toEqual([orderKey]);

    // Part of one line: the order is planned, the rest stays pending and answerable.
    const part = await post(
      answerBy(po, 'acknowledge'),
      { orderKey, lines: [{ lineItemId: bags, acknowledgedQuantity: '25' }] },
      seller,
    );
    expect(part.statusCode, part.body).toBe(200);
    po = await view();
    expect(po.orderStatus).toBe('PLANNED');
    expect(po.lineItems.map((l) => [l.acknowledgedQuantity, l.pendingAcknowledgementQuantity])).toEqual([
      ['25.000', '15.000'],
      ['0.000', '12.000'],
    ]);
    expect(po.allowedActions.map((a) => a.action)).toEqual(['acknowledge', 'reject']);
    expect((await audits(orderKey)).filter((a) => a.action === 'order.acknowledge')).toEqual([
      { action: 'order.acknowledge', actor: 'seller' },
    ]);

    // The rest, and nothing is left to answer: no action is offered any more.
    const rest = await post(
      answerBy(po, 'acknowledge'),
      {
        orderKey,
        lines: [
          { lineItemId: bags, acknowledgedQuantity: '15' },
          { lineItemId: second, acknowledgedQuantity: '12' },
        ],
      },
      seller,
    );
    expect(rest.statusCode, rest.body).toBe(200);
    po = await view();
    expect(po.lineItems.map((l) => l.pendingAcknowledgementQuantity)).toEqual(['0.000', '0.000']);
    expect(po.allowedActions).toEqual([]);

    // Another seller's order: not found, neither to read nor to answer, and not in its list.
    const other = await newOrder({ warehouse: otherWarehouseId });
    expect((await purchaseOrder(other.orderKey)).statusCode).toBe(404);
    const foreign = await post(
      '/sales-order/acknowledgement',
      { orderKey: other.orderKey, lines: [{ lineItemId: other.bags, acknowledgedQuantity: '1' }] },
      seller,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await approvedOf(`&orderNumber=${other.orderKey}`)).content).toEqual([]);
  });
});
