import { istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import {
  type Stage,
  type Who,
  STAGES,
  createConsignment,
  driveTo,
  ok,
  pickOrder,
  post,
} from './consignment-test-kit';

const today = istDateOf(new Date());
const reasoned = (consignmentKey: string) => ({ consignmentKey, reasonCode: 'OTHERS', comment: 'Test' });
const UUID_A = '00000000-0000-4000-8000-000000000001';
const UUID_B = '00000000-0000-4000-8000-000000000002';

type State = Stage | 'CANCELLED';
interface ActionCase {
  name: string;
  path: (key: string) => string;
  body: (key: string) => Record<string, unknown>;
  allowed: readonly State[];
  /** Where an allowed call lands; omitted: covered by the happy path instead. */
  to?: State | 'REVOKED';
}

// Every user action with the states it is allowed from (the transition table plus in-place updates).
const ACTIONS: readonly ActionCase[] = [
  {
    name: 'acknowledge',
    path: () => '/consignment/acknowledgement',
    body: (k) => ({ consignmentKey: k }),
    allowed: ['REQUESTED'],
    to: 'READY_TO_PROCESS',
  },
  {
    name: 'reject',
    path: () => '/consignment/reject-consignment',
    body: reasoned,
    allowed: ['REQUESTED'],
    to: 'CANCELLED',
  },
  {
    name: 'cancel',
    path: () => '/consignment/cancel-consignment',
    body: reasoned,
    allowed: ['REQUESTED', 'READY_TO_PROCESS', 'IN_PROGRESS'],
    to: 'CANCELLED',
  },
  {
    name: 'draftPack',
    path: () => '/consignment/draft-pack-consignment',
    body: (k) => ({ consignmentKey: k, packages: 3 }),
    allowed: ['READY_TO_PROCESS', 'IN_PROGRESS'],
    to: 'IN_PROGRESS',
  },
  {
    name: 'pack',
    path: () => '/consignment/pack-consignment-byId-v2',
    body: (k) => ({ consignmentKey: k, distanceKm: 50 }),
    allowed: ['READY_TO_PROCESS', 'IN_PROGRESS'],
  },
  {
    name: 'undoPacking',
    path: () => '/consignment/undo-packing-inprogess',
    body: (k) => ({ consignmentKey: k }),
    allowed: [],
  },
  {
    name: 'voidInvoice',
    path: (k) => `/consignment/make-invoice-void/consignment-key/${k}`,
    body: () => ({ remark: 'Wrong rate' }),
    allowed: ['PACKED', 'READY_FOR_SHIPMENT'],
    to: 'READY_TO_PROCESS',
  },
  {
    name: 'addLogistics',
    path: () => '/consignment/add-update-shipment-tracking-details',
    body: (k) => ({
      consignmentKey: k,
      logisticProvider: 'DHL',
      transporterName: 'Gati',
      vehicleNumber: '22BH1234AB',
      lrNumber: 'LR-9',
    }),
    allowed: ['PACKED', 'READY_FOR_SHIPMENT'],
    to: 'READY_FOR_SHIPMENT',
  },
  {
    name: 'confirmDispatch',
    path: () => '/consignment/confirm-dispatch',
    body: (k) => ({ consignmentKey: k, actualDispatchDate: today, createTrip: false }),
    allowed: ['READY_FOR_SHIPMENT'],
    to: 'INTRANSIT',
  },
  {
    name: 'delivered',
    path: () => '/shipment/update/DELIVERED',
    body: (k) => ({ consignmentKey: k }),
    allowed: ['INTRANSIT'],
    to: 'DELIVERED',
  },
  {
    name: 'pod',
    path: () => '/shipment/handover-proof/pod',
    body: (k) => ({
      consignmentKey: k,
      podDate: today,
      deliveryStatus: 'FULL_CLEAN_DELIVERY',
      items: [{ consignmentLineItemKey: `${k}-1`, condition: 'GOOD', quantity: '1' }],
      primaryDocumentIds: [UUID_A, UUID_B],
    }),
    allowed: ['DELIVERED'],
  },
  {
    name: 'reverse',
    path: () => '/consignment/consignment-reversing',
    body: reasoned,
    allowed: ['DELIVERED', 'COMPLETED'],
    to: 'REVOKED',
  },
];

describe('consignment actions by state', () => {
  let t: TestApp;
  let om: Who;
  const at = new Map<State, string>();
  let n = 0;
  const fresh = async (stage: Stage) => {
    const c = await createConsignment(t, om, '0.010', n++ % 5);
    await driveTo(t, om, c.consignmentKey, stage, today);
    return c.consignmentKey;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    for (const stage of STAGES) at.set(stage, await fresh(stage));
    const cancelled = await fresh('REQUESTED');
    await ok(await post(t, om, '/consignment/cancel-consignment', reasoned(cancelled)));
    at.set('CANCELLED', cancelled);
  }, 120_000);
  afterAll(() => t.close());

  const refused = ACTIONS.flatMap((a) =>
    ([...STAGES, 'CANCELLED'] as State[])
      .filter((s) => !a.allowed.includes(s))
      .map((s) => [a.name, s, a] as const),
  );
  it.each(refused)('%s is refused (409) from %s', async (_name, state, action) => {
    const key = at.get(state) ?? '';
    const before = await t.database.executeSql<{ version: number }>(
      `SELECT version FROM consignments WHERE consignment_key = '${key}'`,
    );
    const res = await post(t, om, action.path(key), action.body(key));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ errorCode: string }>().errorCode).toBe('TRANSITION_NOT_ALLOWED');
    const after = await t.database.executeSql<{ version: number }>(
      `SELECT version FROM consignments WHERE consignment_key = '${key}'`,
    );
    expect(after.rows[0]?.version).toBe(before.rows[0]?.version);
  });

  const allowed = ACTIONS.filter((a) => a.to).flatMap((a) => a.allowed.map((s) => [a.name, s, a] as const));
  it.each(allowed)('%s is allowed from %s', async (_name, state, action) => {
    const key = await fresh(state as Stage);
    const res = await post(t, om, action.path(key), action.body(key));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ status: string }>().status).toBe(action.to);
    const audit = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'consignment' AND entity_id = '${key}'`,
    );
    const outbox = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE payload->>'consignmentKey' = '${key}'`,
    );
    expect(audit.rows[0]?.n).toBeGreaterThan(1);
    expect(outbox.rows[0]?.n).toBeGreaterThan(1);
  });

  it('answers 403 to a user without the action permission (relationship manager, seller cancelling)', async () => {
    const rm = await as(t, 'rm');
    const key = at.get('REQUESTED') ?? '';
    for (const a of ACTIONS.filter((x) => x.name !== 'pack')) {
      const res = await post(t, rm, a.path(key), a.body(key));
      expect(res.statusCode, `${a.name}: ${res.body}`).toBe(403);
    }
    const seller = await as(t, 'seller');
    expect((await post(t, seller, '/consignment/cancel-consignment', reasoned(key))).statusCode).toBe(403);
    // The pack route admits viewers; the table refuses the move to one without Allow_Consignment_Pack.
    const packed = await post(t, rm, '/consignment/pack-consignment-byId-v2', {
      consignmentKey: at.get('READY_TO_PROCESS'),
    });
    expect([403, 404]).toContain(packed.statusCode);
  });

  it('hides another seller’s consignment (404) and lists only the seller’s own', async () => {
    const seller = await as(t, 'seller');
    const foreignOrder = await pickOrder(
      t,
      `o.status = 'PLANNED' AND o.seller_id <> (SELECT seller_id FROM users WHERE username = 'seller')`,
    );
    const foreign = await ok(
      await post(t, om, '/consignment/create-consignment', {
        orderKey: foreignOrder.orderKey,
        lines: [{ lineItemId: foreignOrder.lineId, quantity: '0.001' }],
      }),
      201,
    );
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/shipment/consignment/${foreign.consignmentKey}`,
      ...seller,
    });
    expect(view.statusCode).toBe(404);
    const ack = await post(t, seller, '/consignment/acknowledgement', {
      consignmentKey: foreign.consignmentKey,
    });
    expect(ack.statusCode).toBe(404);
    const own = await post(t, seller, '/consignment-v2/search/advanced', { pageSize: 100 });
    const sellerId = (
      await t.database.executeSql<{ s: string }>(`SELECT seller_id AS s FROM users WHERE username = 'seller'`)
    ).rows[0]?.s;
    const keys = own.json<{ content: { consignmentKey: string }[] }>().content.map((c) => c.consignmentKey);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).not.toContain(foreign.consignmentKey);
    const owners = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM consignments WHERE consignment_key = ANY('{${keys.join(',')}}') AND seller_id <> '${sellerId}'`,
    );
    expect(owners.rows[0]?.n).toBe(0);
    // The seller acknowledges its own consignment.
    const mine = await createConsignment(t, om, '0.001', 1);
    expect(
      (await post(t, seller, '/consignment/acknowledgement', { consignmentKey: mine.consignmentKey }))
        .statusCode,
    ).toBe(200);
  });

  it('replays a repeat with the same Idempotency-Key: same answer, one effect', async () => {
    const key = await fresh('REQUESTED');
    const first = await post(t, om, '/consignment/acknowledgement', { consignmentKey: key }, 'cons-ack-0001');
    const again = await post(t, om, '/consignment/acknowledgement', { consignmentKey: key }, 'cons-ack-0001');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const audit = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'consignment.acknowledge' AND entity_id = '${key}'`,
    );
    expect(audit.rows[0]?.n).toBe(1);
    const third = await post(t, om, '/consignment/acknowledgement', { consignmentKey: key });
    expect(third.statusCode).toBe(409);
  });

  it('refuses more than the acknowledged quantity not yet consigned, naming the field', async () => {
    const order = await pickOrder(t, `o.status IN ('PLANNED', 'IN_PROGRESS')`, 3);
    const res = await post(t, om, '/consignment/create-consignment', {
      orderKey: order.orderKey,
      lines: [{ lineItemId: order.lineId, quantity: (Number(order.ack) + 1).toFixed(3) }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'lines[0].quantity',
    );
    const bad = await post(t, om, '/consignment/add-update-shipment-tracking-details', {
      consignmentKey: at.get('PACKED'),
      logisticProvider: '3PL',
      transporterName: 'x',
      vehicleNumber: 'ABC',
      lrNumber: '1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('Enter a valid vehicle number');
  });

  it('shows the caller only the actions allowed now', async () => {
    const key = at.get('REQUESTED') ?? '';
    const omView = (
      await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...om })
    ).json<{ allowedActions: { action: string }[] }>();
    expect(omView.allowedActions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['acknowledge', 'reject', 'cancel']),
    );
    const rm = await as(t, 'rm');
    const rmView = await t.app.inject({ method: 'GET', url: `/api/consignment/search/${key}`, ...rm });
    if (rmView.statusCode === 200)
      expect(rmView.json<{ allowedActions: unknown[] }>().allowedActions).toEqual([]);
    else expect(rmView.statusCode).toBe(404);
  });
});
