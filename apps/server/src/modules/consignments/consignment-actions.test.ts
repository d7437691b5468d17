import { CONSIGNMENT_ACTION_CALLS, endpointById, pathOf } from '@dom/contract';
import {
  CONSIGNMENT_OPERATIONS,
  CONSIGNMENT_TRANSITIONS,
  type ConsignmentStatus,
  isConsignmentOperation,
  istDateOf,
} from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import {
  type Stage,
  type Who,
  createConsignment,
  driveTo,
  nextInvoiceNumber,
  ok,
  pickOrder,
  post,
  uploadDocument,
} from './consignment-test-kit';

const today = istDateOf(new Date());
const reasoned = (consignmentKey: string) => ({ consignmentKey, reasonCode: 'OTHERS', comment: 'Test' });

/** A consignment in each state the matrix runs over: reached through the API where the flow goes
 * there, else a consignment of the nearest stage with the state (and the data it implies) set. */
interface Fixture {
  stage: Stage;
  /** Invoice details recorded before the state is set (states after the invoice step). */
  invoice?: boolean;
  /** The state written over the stage's; with the blocked reasons a block carries. */
  set?: { status: ConsignmentStatus; blockedReasons?: string[] };
  /** A real move after the stage. */
  then?: 'cancel' | 'failDelivery' | 'reverse';
}
const FIXTURES = {
  REQUESTED: { stage: 'REQUESTED' },
  ACKNOWLEDGED: { stage: 'REQUESTED', set: { status: 'ACKNOWLEDGED' } },
  READY_TO_PROCESS: { stage: 'READY_TO_PROCESS' },
  IN_PROGRESS: { stage: 'IN_PROGRESS' },
  PACKING_IN_PROGRESS: { stage: 'READY_TO_PROCESS', invoice: true, set: { status: 'PACKING_IN_PROGRESS' } },
  IRN_GENERATION_FAILED: {
    stage: 'READY_TO_PROCESS',
    invoice: true,
    set: { status: 'IRN_GENERATION_FAILED' },
  },
  INVOICE_GENERATION_FAILED: {
    stage: 'READY_TO_PROCESS',
    invoice: true,
    set: { status: 'INVOICE_GENERATION_FAILED' },
  },
  PAYMENT_BLOCKED: {
    stage: 'READY_TO_PROCESS',
    invoice: true,
    set: { status: 'PAYMENT_BLOCKED', blockedReasons: ['OPS_CREDIT_BLOCKED'] },
  },
  RPT_BLOCKED: {
    stage: 'READY_TO_PROCESS',
    invoice: true,
    set: { status: 'RPT_BLOCKED', blockedReasons: ['RELATED_PARTY_TRANSACTION'] },
  },
  INVOICE_SENT_FAILED: { stage: 'PACKED', set: { status: 'INVOICE_SENT_FAILED' } },
  EWAYBILL_GENERATION_FAILED: { stage: 'PACKED', set: { status: 'EWAYBILL_GENERATION_FAILED' } },
  PACKED: { stage: 'PACKED' },
  READY_FOR_SHIPMENT: { stage: 'READY_FOR_SHIPMENT' },
  INTRANSIT: { stage: 'INTRANSIT' },
  DELIVERY_FAILED: { stage: 'INTRANSIT', then: 'failDelivery' },
  DELIVERED: { stage: 'DELIVERED' },
  COMPLETED: { stage: 'COMPLETED' },
  REVOKED: { stage: 'DELIVERED', then: 'reverse' },
  CANCELLED: { stage: 'REQUESTED', then: 'cancel' },
} satisfies Partial<Record<ConsignmentStatus, Fixture>>;
type State = keyof typeof FIXTURES;
const STATES = Object.keys(FIXTURES) as State[];

/**
 * The path an action is called on (from the catalogue endpoint its allowed action names): the
 * shipment status filled in, the consignment's key left as `{key}` / `{id}`.
 */
function callPathOf(action: string): string | undefined {
  const call = (
    CONSIGNMENT_ACTION_CALLS as Readonly<Record<string, (typeof CONSIGNMENT_ACTION_CALLS)['pack']>>
  )[action];
  if (!call) return undefined;
  const params = call.params?.('{key}') ?? {};
  return call.endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'status' ? (params[name] ?? '') : `{${name}}`,
  );
}

/**
 * The states a call may act in, read off the domain's transition table (the moves made with this
 * call) and the operations' guards — not written out again here.
 */
function statesOf(path: string): Set<string> {
  return new Set<string>([
    ...CONSIGNMENT_TRANSITIONS.moves.filter((m) => callPathOf(m.action) === path).map((m) => m.from),
    ...Object.keys(CONSIGNMENT_OPERATIONS)
      .filter((name) => isConsignmentOperation(name) && callPathOf(name) === path)
      .flatMap((name) => (isConsignmentOperation(name) ? CONSIGNMENT_OPERATIONS[name].statuses : [])),
  ]);
}

interface Ctx {
  t: TestApp;
  who: Who;
  key: string;
  state: State;
}
/** Where an allowed call leaves the consignment: a state, the same state, or (calls that need the
 * GST portal's e-way bill, which these fixtures lack) anything but a refusal for the state. */
type Outcome = ConsignmentStatus | 'same' | 'notRefusedForState';
interface ActionCase {
  name: string;
  path: string;
  url?: (key: string) => string;
  body: (c: Ctx) => Record<string, unknown> | Promise<Record<string, unknown>>;
  outcome: (state: State) => Outcome;
  /** Answers something else than the consignment's action result. */
  plainAnswer?: boolean;
}

const totalOf = async ({ t, who, key }: Ctx) =>
  (await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...who })).json<{
    totalPaise: string;
    lines: {
      consignmentLineItemKey: string;
      requestedQuantity: string;
      acknowledgedQuantity: string | null;
    }[];
  }>();
const invoiceOf = async (c: Ctx) => ({
  invoiceNumber: nextInvoiceNumber(),
  invoiceDate: today,
  invoiceAmountPaise: (await totalOf(c)).totalPaise,
});
const shipment = (status: string, outcome: (s: State) => Outcome): ActionCase => ({
  name: `shipment ${status}`,
  path: `/shipment/update/${status}`,
  body: ({ key }) => ({ consignmentKey: key }),
  outcome,
});
const line = (key: string) => `${key}-1`;

// Every call that acts on a consignment. Their allowed states come from the tables (statesOf).
const ACTIONS: readonly ActionCase[] = [
  {
    name: 'acknowledge',
    path: '/consignment/acknowledgement',
    body: ({ key }) => ({ consignmentKey: key }),
    outcome: () => 'READY_TO_PROCESS',
  },
  {
    name: 'reject',
    path: '/consignment/reject-consignment',
    body: ({ key }) => reasoned(key),
    outcome: () => 'CANCELLED',
  },
  {
    name: 'cancel',
    path: '/consignment/cancel-consignment',
    body: ({ key }) => reasoned(key),
    outcome: () => 'CANCELLED',
  },
  {
    name: 'draftPack',
    path: '/consignment/draft-pack-consignment',
    body: ({ key }) => ({ consignmentKey: key, packages: 3 }),
    outcome: () => 'IN_PROGRESS',
  },
  {
    name: 'addInvoiceDetails',
    path: '/consignment/add-invoice-details',
    body: async (c) => ({ consignmentKey: c.key, ...(await invoiceOf(c)) }),
    outcome: () => 'same',
  },
  {
    name: 'pack / retry / recheck credit',
    path: '/consignment/pack-consignment-byId-v2',
    // Before the invoice step the invoice comes with the call; after it, the recorded one is used.
    body: async (c) => ({
      consignmentKey: c.key,
      distanceKm: 50,
      ...(['ACKNOWLEDGED', 'READY_TO_PROCESS', 'IN_PROGRESS'].includes(c.state)
        ? { invoice: await invoiceOf(c) }
        : {}),
    }),
    outcome: () => 'PACKED',
  },
  {
    name: 'retry e-way bill',
    path: '/zoho/eway-bill/generate',
    body: ({ key }) => ({ consignmentKey: key, distanceKm: 60 }),
    outcome: () => 'PACKED',
  },
  {
    name: 'credit exception / related-party release',
    path: '/consignment/credit-exception',
    body: ({ key }) => ({ consignmentKey: key, comment: 'Known buyer' }),
    outcome: () => 'PACKED',
  },
  {
    name: 'undo packing',
    path: '/consignment/undo-packing-inprogess',
    body: ({ key }) => ({ consignmentKey: key }),
    outcome: () => 'READY_TO_PROCESS',
  },
  {
    name: 'void invoice',
    path: '/consignment/make-invoice-void/consignment-key/{key}',
    url: (key) => `/consignment/make-invoice-void/consignment-key/${key}`,
    body: () => ({ remark: 'Wrong rate' }),
    outcome: () => 'READY_TO_PROCESS',
  },
  {
    name: 'add / update logistics',
    path: '/consignment/add-update-shipment-tracking-details',
    body: ({ key }) => ({
      consignmentKey: key,
      logisticProvider: 'DHL',
      transporterName: 'Gati',
      vehicleNumber: '22BH1234AB',
      lrNumber: 'LR-9',
    }),
    outcome: () => 'READY_FOR_SHIPMENT',
  },
  {
    name: 'tracking URL',
    path: '/consignment/update-trackingurl',
    body: ({ key }) => ({ consignmentKey: key, trackingUrl: 'https://track.example.in/LR-9' }),
    outcome: () => 'same',
  },
  {
    name: 'confirm dispatch',
    path: '/consignment/confirm-dispatch',
    body: ({ key }) => ({ consignmentKey: key, actualDispatchDate: today, createTrip: false }),
    outcome: () => 'INTRANSIT',
  },
  shipment('OUT_FOR_DELIVERY', () => 'same'),
  shipment('DELIVERY_EXCEPTION', () => 'same'),
  shipment('DELIVERED', () => 'DELIVERED'),
  shipment('DELIVERY_FAILED', () => 'DELIVERY_FAILED'),
  shipment('INTRANSIT', () => 'INTRANSIT'),
  {
    name: 'proof of delivery',
    path: '/shipment/handover-proof/pod',
    body: async (c) => {
      const { lines } = await totalOf(c);
      const isRefusal = !statesOf('/shipment/handover-proof/pod').has(c.state);
      // A refused call must be refused for the state, not for its documents: real ones where allowed.
      const ids = isRefusal
        ? ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']
        : [
            await uploadDocument(c.t, c.who, c.key, 'BUYER_POD'),
            await uploadDocument(c.t, c.who, c.key, 'LORRY_RECEIPT'),
          ];
      return {
        consignmentKey: c.key,
        podDate: today,
        deliveryStatus: 'FULL_CLEAN_DELIVERY',
        items: lines.map((l) => ({
          consignmentLineItemKey: l.consignmentLineItemKey,
          condition: 'GOOD',
          quantity: l.acknowledgedQuantity ?? l.requestedQuantity,
        })),
        primaryDocumentIds: ids,
      };
    },
    outcome: () => 'COMPLETED',
  },
  {
    name: 'reverse',
    path: '/consignment/consignment-reversing',
    body: ({ key }) => reasoned(key),
    outcome: () => 'REVOKED',
  },
  {
    name: 'extend e-way bill',
    path: '/consignment/extend-eway-bill',
    body: ({ key }) => ({
      consignmentKey: key,
      remainingDistanceKm: 10,
      vehicleNumber: 'MH12AB1234',
      reason: 'Delay',
    }),
    outcome: () => 'notRefusedForState',
  },
  {
    name: 'retrigger e-way bill',
    path: '/consignment/retrigger-ewaybill-with-distance',
    body: ({ key }) => ({ consignmentKey: key, distanceKm: 90 }),
    outcome: () => 'notRefusedForState',
  },
  {
    name: 'e-way bill vehicles',
    path: '/consignment/update-eway-bill-vehicles',
    body: async (c) => {
      const { lines } = await totalOf(c);
      return {
        consignmentKey: c.key,
        distanceKm: 80,
        vehicles: [{ vehicleNumber: 'MH12AB1234', quantity: lines[0]?.acknowledgedQuantity ?? '2' }],
      };
    },
    outcome: () => 'same',
  },
  {
    name: 'split',
    path: '/consignment/split-consignment',
    body: ({ key }) => ({
      consignmentKey: key,
      lines: [{ consignmentLineItemKey: line(key), quantity: '1' }],
    }),
    outcome: () => 'same',
  },
  {
    name: 'modify',
    path: '/consignment/update-consignment',
    body: ({ key }) => ({
      consignmentKey: key,
      lines: [{ consignmentLineItemKey: line(key), quantity: '1' }],
      confirmations: { updateDetails: true, regenerate: true, detailsAccurate: true },
    }),
    outcome: () => 'same',
  },
  {
    name: 'HSN',
    path: '/consignment/update-hsn',
    body: ({ key }) => ({
      consignmentKey: key,
      lines: [{ consignmentLineItemKey: line(key), hsnCode: '7214' }],
    }),
    outcome: () => 'same',
  },
  {
    name: 'stock transfer',
    path: '/consignment/initiate-stock-transfer',
    body: async ({ t, key }) => {
      const other = (
        await t.database.executeSql<{ id: string }>(
          `SELECT w.id FROM warehouses w JOIN consignments c ON c.seller_id = w.seller_id
           WHERE c.consignment_key = '${key}' AND w.id <> c.warehouse_id ORDER BY w.id LIMIT 1`,
        )
      ).rows[0]?.id;
      return { consignmentKey: key, toWarehouseId: other ?? '00000000-0000-4000-8000-000000000009' };
    },
    outcome: () => 'notRefusedForState',
  },
  {
    name: 'pre-transit trip',
    path: '/consignment/request-preTransit-trip/{id}',
    url: (key) => `/consignment/request-preTransit-trip/${key}`,
    body: () => ({ vehicleType: '10-wheeler truck' }),
    outcome: () => 'same',
  },
  {
    name: 'transportation request',
    path: '/shipment/transportation-request',
    body: ({ key }) => ({ consignmentKey: key, vehicleType: 'Trailer' }),
    outcome: () => 'same',
  },
  {
    name: 'dispatch facts',
    path: '/consignment/updateConsignment',
    body: ({ key }) => ({ consignmentKey: key, packages: 5 }),
    outcome: () => 'same',
  },
  {
    name: 'ask the buyer for the POD',
    path: '/notification/trigger-buyer-pod',
    body: ({ key }) => ({ consignmentKey: key }),
    outcome: () => 'same',
    plainAnswer: true,
  },
];

describe('consignment actions by state (from the transition table and the operation guards)', () => {
  let t: TestApp;
  let om: Who;
  let admin: Who;
  const at = new Map<State, string>();
  let n = 0;
  /** Clean orders (by rank) whose first line has bags to spare for ~90 fixtures of two. */
  const ROOMY_ORDERS = [1, 2, 3, 5, 6];

  /** A fresh consignment in `state` (see FIXTURES). */
  const fixture = async (state: State): Promise<string> => {
    const f: Fixture = FIXTURES[state];
    // Two bags each (a split and a modify take one), spread over the clean orders with the most bags.
    const c = await createConsignment(t, om, '2', ROOMY_ORDERS[n++ % ROOMY_ORDERS.length] ?? 0);
    const key = c.consignmentKey;
    await driveTo(t, om, key, f.stage, today);
    if (f.invoice) {
      const detail = await totalOf({ t, who: om, key, state });
      await ok(
        await post(t, om, '/consignment/add-invoice-details', {
          consignmentKey: key,
          invoiceNumber: nextInvoiceNumber(),
          invoiceDate: today,
          invoiceAmountPaise: detail.totalPaise,
        }),
      );
    }
    if (f.set) {
      await t.database.executeSql(
        `UPDATE consignments SET status = '${f.set.status}', blocked_reasons = '{${(f.set.blockedReasons ?? []).join(',')}}'
         WHERE consignment_key = '${key}'`,
      );
      if (f.set.status === 'ACKNOWLEDGED')
        await t.database.executeSql(
          `UPDATE consignment_lines SET acknowledged_qty = requested_qty
           WHERE consignment_id = (SELECT id FROM consignments WHERE consignment_key = '${key}')`,
        );
    }
    if (f.then === 'cancel') await ok(await post(t, om, '/consignment/cancel-consignment', reasoned(key)));
    if (f.then === 'failDelivery')
      await ok(await post(t, om, '/shipment/update/DELIVERY_FAILED', { consignmentKey: key }));
    if (f.then === 'reverse')
      await ok(await post(t, om, '/consignment/consignment-reversing', reasoned(key)));
    return key;
  };
  const statusOf = async (key: string) =>
    (
      await t.database.executeSql<{ status: string; version: number }>(
        `SELECT status, version FROM consignments WHERE consignment_key = '${key}'`,
      )
    ).rows[0];
  // The body is made with what the admin reads (another caller may not see the consignment).
  const call = async (a: ActionCase, key: string, state: State, who: Who) =>
    post(t, who, a.url ? a.url(key) : a.path, await a.body({ t, who: admin, key, state }));

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    admin = await as(t, 'admin');
    for (const state of STATES) at.set(state, await fixture(state));
  }, 180_000);
  afterAll(() => t.close());

  it('has a fixture in each state it claims', async () => {
    for (const state of STATES) expect((await statusOf(at.get(state) ?? ''))?.status, state).toBe(state);
  });

  const refused = ACTIONS.flatMap((a) =>
    STATES.filter((s) => !statesOf(a.path).has(s)).map((s) => [a.name, s, a] as const),
  );
  it.each(refused)('%s is refused (409) from %s', async (_name, state, action) => {
    const key = at.get(state) ?? '';
    const before = await statusOf(key);
    const res = await call(action, key, state, admin);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ errorCode: string }>().errorCode).toBe('TRANSITION_NOT_ALLOWED');
    expect(await statusOf(key)).toEqual(before);
  });

  const allowed = ACTIONS.flatMap((a) =>
    STATES.filter((s) => statesOf(a.path).has(s)).map((s) => [a.name, s, a] as const),
  );
  const auditCount = async (key: string) =>
    (
      await t.database.executeSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'consignment' AND entity_id = '${key}'`,
      )
    ).rows[0]?.n ?? 0;
  it.each(allowed)('%s is allowed from %s', async (_name, state, action) => {
    const key = await fixture(state);
    const audited = await auditCount(key);
    const res = await call(action, key, state, admin);
    const outcome = action.outcome(state);
    if (outcome === 'notRefusedForState') {
      if (res.statusCode >= 400)
        expect(res.json<{ errorCode: string }>().errorCode, res.body).not.toBe('TRANSITION_NOT_ALLOWED');
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const expected = outcome === 'same' ? state : outcome;
    if (!action.plainAnswer) expect(res.json<{ status: string }>().status).toBe(expected);
    expect((await statusOf(key))?.status).toBe(expected);
    // Recorded like every change: an audit row (with its outbox event, in the same transaction).
    expect(await auditCount(key)).toBeGreaterThan(audited);
  });

  it('answers 403 to a user without the action permission (relationship manager, seller cancelling)', async () => {
    const rm = await as(t, 'rm');
    const key = at.get('REQUESTED') ?? '';
    const before = await statusOf(key);
    for (const a of ACTIONS) {
      const res = await call(a, key, 'REQUESTED', rm);
      // Without the route's permission 403; the routes open to viewers find it out of scope (404)
      // or ask the table, which refuses a move without its permission (403).
      expect([403, 404], `${a.name}: ${res.body}`).toContain(res.statusCode);
    }
    expect(await statusOf(key)).toEqual(before);
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
        lines: [{ lineItemId: foreignOrder.lineId, quantity: '1' }],
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
    const mine = await createConsignment(t, om, '1', 1);
    expect(
      (await post(t, seller, '/consignment/acknowledgement', { consignmentKey: mine.consignmentKey }))
        .statusCode,
    ).toBe(200);
  });

  it('replays a repeat with the same Idempotency-Key: same answer, one effect', async () => {
    const key = await fixture('REQUESTED');
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

  it('names each allowed action by its catalogue endpoint and the path params of the call', async () => {
    for (const state of ['REQUESTED', 'PACKED', 'INTRANSIT'] as const) {
      const key = at.get(state) ?? '';
      const detail = (
        await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...om })
      ).json<{ allowedActions: { action: string; endpoint: string; params: Record<string, string> }[] }>();
      expect(detail.allowedActions.length, state).toBeGreaterThan(0);
      for (const a of detail.allowedActions) {
        const endpoint = endpointById(a.endpoint);
        expect(endpoint, `${state} ${a.action}`).toBeDefined();
        expect(endpoint?.method, a.action).toBe('POST');
        expect(a).not.toHaveProperty('path');
        // A route of the app, and the params fill its path.
        const path = endpoint?.path ?? '';
        expect(
          t.app.routeRegistry.some((r) => r.method === 'POST' && r.url === `/api${path}`),
          path,
        ).toBe(true);
        expect(() => pathOf(path, a.params), `${a.action} ${path}`).not.toThrow();
      }
      if (state === 'PACKED')
        expect(detail.allowedActions.find((a) => a.action === 'voidInvoice')).toMatchObject({
          endpoint: 'consignments.void-invoice',
          params: { key },
        });
    }
  });

  it('gives nothing to a caller outside the consignment', async () => {
    const key = at.get('REQUESTED') ?? '';
    const rm = await as(t, 'rm');
    const rmView = await t.app.inject({ method: 'GET', url: `/api/consignment/search/${key}`, ...rm });
    if (rmView.statusCode === 200)
      expect(rmView.json<{ allowedActions: unknown[] }>().allowedActions).toEqual([]);
    else expect(rmView.statusCode).toBe(404);
  });
});
