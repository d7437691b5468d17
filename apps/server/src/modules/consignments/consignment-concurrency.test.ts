import { istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type Who, createConsignment, driveTo, post } from './consignment-test-kit';

// Run on PostgreSQL too (DOM_TEST_ENGINE=postgres): there the requests really overlap, and the row
// lock plus the version-guarded UPDATE must let exactly one through.
describe('two actions on one consignment at once', () => {
  let t: TestApp;
  let om: Who;
  const today = istDateOf(new Date());
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  it('lets exactly one of two acknowledgements win; the other gets 409', async () => {
    const c = await createConsignment(t, om, '0.010');
    const results = await Promise.all([
      post(t, om, '/consignment/acknowledgement', { consignmentKey: c.consignmentKey }),
      post(t, om, '/consignment/acknowledgement', { consignmentKey: c.consignmentKey }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const audit = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'consignment.acknowledge' AND entity_id = '${c.consignmentKey}'`,
    );
    expect(audit.rows[0]?.n).toBe(1);
  });

  it('lets exactly one of reject and acknowledge win', async () => {
    const c = await createConsignment(t, om, '0.010', 1);
    const results = await Promise.all([
      post(t, om, '/consignment/acknowledgement', { consignmentKey: c.consignmentKey }),
      post(t, om, '/consignment/reject-consignment', {
        consignmentKey: c.consignmentKey,
        reasonCode: 'OTHERS',
        comment: 'race',
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('lets one of ten dispatch confirmations through', async () => {
    const c = await createConsignment(t, om, '0.010', 2);
    await driveTo(t, om, c.consignmentKey, 'READY_FOR_SHIPMENT', today);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(t, om, '/consignment/confirm-dispatch', {
          consignmentKey: c.consignmentKey,
          actualDispatchDate: today,
          createTrip: false,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });

  it('never lets two creates take the same remaining quantity of an order line', async () => {
    // The whole quantity still free on a line: acknowledged less what live consignments hold.
    const r = await t.database.executeSql<{ order_key: string; id: string; ack: string }>(
      `SELECT o.order_key, l.id, (l.acknowledged_qty - coalesce((SELECT sum(coalesce(cl.acknowledged_qty, cl.requested_qty))
          FROM consignment_lines cl JOIN consignments c ON c.id = cl.consignment_id
          WHERE cl.order_line_id = l.id AND c.status NOT IN ('CANCELLED','REVOKED')), 0))::text AS ack
       FROM orders o JOIN order_lines l ON l.order_id = o.id
       WHERE o.status = 'PLANNED' ORDER BY o.order_key DESC LIMIT 1`,
    );
    const line = r.rows[0];
    if (!line) throw new Error('no free line');
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(t, om, '/consignment/create-consignment', {
          orderKey: line.order_key,
          lines: [{ lineItemId: line.id, quantity: line.ack }],
        }),
      ),
    );
    expect(results.filter((x) => x.statusCode === 201)).toHaveLength(1);
    expect(results.filter((x) => x.statusCode === 400)).toHaveLength(3);
  });
});
