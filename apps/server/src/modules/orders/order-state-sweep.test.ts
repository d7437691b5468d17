import {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  acceptsJobWork,
  canEditOrder,
  canRecordDependencyReasons,
} from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';

type Who = { headers: { authorization: string } };

interface Target {
  orderKey: string;
  lineItemId: string;
  orderedQuantity: string;
  shippingAddressId: string;
}

/**
 * One action of the order screens: the call, its body for an order, and whether the domain's
 * tables allow it in a state. The sweep runs every action on an order in every state.
 */
interface Action {
  name: string;
  url: (o: Target) => string;
  body: (o: Target) => Record<string, unknown>;
  allowedIn: (status: OrderStatus) => boolean;
  /** Changes the order's state or uses it up: gets an order of its own. */
  consumes?: boolean;
}

const plusOne = (q: string) => (Number(q) + 1).toFixed(3);

const ACTIONS: Action[] = [
  {
    name: 'approve',
    url: () => '/sales-order/order-approval',
    body: (o) => ({
      orderKey: o.orderKey,
      sellerPriceMarginAccurate: true,
      thresholdAdded: true,
      reason: 'Sweep',
      comments: 'Sweep',
      paymentTermsApprovalComments: 'Sweep',
    }),
    allowedIn: (s) => ORDER_TRANSITIONS.canTransition(s, 'approve'),
    consumes: true,
  },
  {
    name: 'cancel',
    url: () => '/sales-order/cancel',
    body: (o) => ({ orderKey: o.orderKey, reasonCode: 'BUYER_REQUESTED', comment: 'Sweep' }),
    allowedIn: (s) => ORDER_TRANSITIONS.canTransition(s, 'cancel'),
    consumes: true,
  },
  {
    name: 'partial cancel',
    url: () => '/sales-order/cancel',
    body: (o) => ({
      orderKey: o.orderKey,
      reasonCode: 'PRICE_MISMATCH',
      comment: 'Sweep',
      lines: [{ lineItemId: o.lineItemId, cancelQuantity: '0.001' }],
    }),
    allowedIn: (s) => ORDER_TRANSITIONS.canTransition(s, 'cancel'),
  },
  {
    name: 'edit quantities (order-edit)',
    url: () => '/sales-order/order-edit',
    body: (o) => ({
      orderKey: o.orderKey,
      lines: [{ lineItemId: o.lineItemId, orderedQuantity: plusOne(o.orderedQuantity) }],
    }),
    allowedIn: (s) => canEditOrder('quantities', s),
  },
  {
    name: 'edit quantities (updateOrderDetailsUsingOrderedQty)',
    url: () => '/consignment/updateOrderDetailsUsingOrderedQty',
    body: (o) => ({
      orderKey: o.orderKey,
      lines: [{ lineItemId: o.lineItemId, orderedQuantity: plusOne(o.orderedQuantity) }],
    }),
    allowedIn: (s) => canEditOrder('quantities', s),
  },
  {
    name: 'edit max MDD',
    url: () => '/order/update-max-mdd',
    body: (o) => ({ orderKey: o.orderKey, maxMdd: '2026-12-30' }),
    allowedIn: (s) => canEditOrder('schedule', s),
  },
  {
    name: 'edit dispatch and delivery dates',
    url: () => '/sales-order/updateDispatchDeliveryDate',
    body: (o) => ({ orderKey: o.orderKey, deliveryDate: '2026-12-24', dueDate: '2027-01-15' }),
    allowedIn: (s) => canEditOrder('schedule', s),
  },
  {
    name: 'edit production dates',
    url: () => '/sales-order/editOrderLineProductionDate',
    body: (o) => ({
      orderKey: o.orderKey,
      lines: [{ lineItemId: o.lineItemId, productionDate: '2026-12-01' }],
    }),
    allowedIn: (s) => canEditOrder('schedule', s),
  },
  {
    name: 'edit logistics manager',
    url: () => '/sales-order/update-logistics-manager',
    body: (o) => ({ orderKey: o.orderKey, logisticsManager: 'Kiran Shetty' }),
    allowedIn: (s) => canEditOrder('people', s),
  },
  {
    name: 'assign order manager',
    url: () => '/order/assign-order-manager-noauth',
    body: (o) => ({ orderKey: o.orderKey, orderManager: 'Meera Pillai' }),
    allowedIn: (s) => canEditOrder('people', s),
  },
  {
    name: 'reassign RM and CM',
    url: () => '/consignment/updateRmAndCmDetailsOnOrders',
    body: (o) => ({ orderKey: o.orderKey, cmName: 'Lakshmi Rao' }),
    allowedIn: (s) => canEditOrder('people', s),
  },
  {
    name: 'edit address',
    url: () => '/order/update/updateAddress',
    body: (o) => ({ orderKey: o.orderKey, shippingAddressId: o.shippingAddressId }),
    allowedIn: (s) => canEditOrder('address', s),
  },
  {
    name: 'dependency reasons',
    url: () => '/sales-order/dependency-reasons',
    body: (o) => ({
      orderKey: o.orderKey,
      category: 'CUSTOMER',
      dependencyReasons: [{ reasonCode: 'CCD_PAYMENT' }],
    }),
    allowedIn: (s) => canRecordDependencyReasons(s),
  },
  {
    name: 'add job work',
    url: (o) => `/order/${o.orderKey}/job-works`,
    body: (o) => ({
      lineItemId: o.lineItemId,
      process: 'Cut and bend',
      jobWorker: 'Sweep Works',
      quantity: '0.001',
    }),
    allowedIn: (s) => acceptsJobWork(s),
  },
];

const STATES: OrderStatus[] = ORDER_STATUSES.map((s) => s.value);

describe('every order action in every order state', () => {
  let t: TestApp;
  let admin: Who;
  // Per state: orders no action uses up first, then one per consuming action.
  const pool = new Map<OrderStatus, Target[]>();
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await as(t, 'admin');
    // Advance orders (no credit check) whose buyer has a shipping address, with their first line.
    const rows = await t.database.executeSql<Target & { status: OrderStatus }>(
      `SELECT o.status, o.order_key AS "orderKey", l.id AS "lineItemId", l.ordered_qty::text AS "orderedQuantity",
         (SELECT a.id FROM buyer_addresses a WHERE a.buyer_id = o.buyer_id AND a.address_type = 'SHIPPING'
           ORDER BY a.id LIMIT 1) AS "shippingAddressId"
       FROM orders o JOIN order_lines l ON l.order_id = o.id AND l.line_number = 1
       WHERE o.credit_days = 0 AND EXISTS (SELECT 1 FROM buyer_addresses a WHERE a.buyer_id = o.buyer_id AND a.address_type = 'SHIPPING')
       ORDER BY o.order_key`,
    );
    for (const { status, ...target } of rows.rows) pool.set(status, [...(pool.get(status) ?? []), target]);
  });
  afterAll(() => t.close());

  it('has seeded orders of every state to sweep', () => {
    const consuming = ACTIONS.filter((a) => a.consumes).length;
    for (const status of STATES) expect(pool.get(status)?.length ?? 0, status).toBeGreaterThan(consuming);
  });

  for (const status of STATES) {
    it(`${status}: allowed actions succeed, the rest answer 409 and change nothing`, async () => {
      const [shared, ...spare] = pool.get(status) ?? [];
      if (!shared) throw new Error(`no ${status} order`);
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const action of ACTIONS) {
        const order = action.consumes ? spare.shift() : shared;
        if (!order) throw new Error(`no spare ${status} order for ${action.name}`);
        const res = await t.app.inject({
          method: 'POST',
          url: `/api${action.url(order)}`,
          payload: action.body(order),
          ...admin,
        });
        const allowed = action.allowedIn(status);
        expected.push(`${action.name}: ${allowed ? 'ok' : 409}`);
        outcomes.push(`${action.name}: ${res.statusCode < 300 ? 'ok' : res.statusCode}`);
        if (!allowed && res.statusCode === 409)
          expect(res.json<{ message: string }>().message, action.name).toContain(status);
        if (res.statusCode >= 300 && res.statusCode !== 409) expect.soft(res.body, action.name).toBe('');
        const after = await t.database.executeSql<{ status: string }>(
          `SELECT status FROM orders WHERE order_key = '${order.orderKey}'`,
        );
        if (!allowed || !action.consumes) expect(after.rows[0]?.status, action.name).toBe(status);
      }
      expect(outcomes).toEqual(expected);
    });
  }
});
