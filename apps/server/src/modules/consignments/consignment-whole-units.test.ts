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
  post,
  uploadDocument,
} from './consignment-test-kit';

interface Detail {
  status: string;
  ewayBillNumber: string | null;
  lines: {
    consignmentLineItemKey: string;
    unit: string;
    requestedQuantity: string;
    acknowledgedQuantity: string | null;
  }[];
  dispatch: { ewayBills: { ewayBillNumber: string; status: string; quantity: string | null }[] };
}
interface Refusal {
  errorCode: string;
  details: { fields: { field: string; message: string }[] };
}

// Bags, boxes, pieces, sheets and numbers (issue 18) are counted whole wherever a consignment's
// quantity changes after creation: acknowledge, split, modify, the proof of delivery and the
// vehicles of the e-way bill. A fraction is refused with the field named and the message creation
// gives, nothing written; a whole number still goes through; a line in tonnes keeps its 3 decimals.
describe('whole units on every consignment quantity', () => {
  let t: TestApp;
  let om: Who;
  const today = istDateOf(new Date());
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  const detail = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...om })).json<Detail>();
  /** A 400 VALIDATION_FAILED whose fields are exactly `fields`. */
  const refused = (res: { statusCode: number; body: string; json: <T>() => T }, fields: string[]) => {
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<Refusal>();
    expect(body.errorCode).toBe('VALIDATION_FAILED');
    expect(body.details.fields).toEqual(fields.map((field) => ({ field, message: WHOLE_QUANTITY_MESSAGE })));
  };
  const consignmentsOf = async (orderKey: string) =>
    (
      await t.database.executeSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM consignments WHERE order_key = '${orderKey}'`,
      )
    ).rows[0]?.n;
  const podOf = async (key: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/shipment/handover-proof/pod?consignmentKey=${key}`,
        ...om,
      })
    ).statusCode;

  it('acknowledges whole bags only, naming the line', async () => {
    const c = await createConsignment(t, om, '5', 0);
    const key = (await detail(c.consignmentKey)).lines[0]?.consignmentLineItemKey ?? '';
    const ack = (acknowledgedQuantity: string) =>
      post(t, om, '/consignment/acknowledgement', {
        consignmentKey: c.consignmentKey,
        lines: [{ consignmentLineItemKey: key, acknowledgedQuantity }],
      });
    refused(await ack('2.5'), ['lines[0].acknowledgedQuantity']);
    const after = await detail(c.consignmentKey);
    expect(after.status).toBe('REQUESTED');
    expect(after.lines[0]?.acknowledgedQuantity).toBeNull();
    expect((await ok(await ack('2'))).status).toBe('READY_TO_PROCESS');
    expect((await detail(c.consignmentKey)).lines[0]?.acknowledgedQuantity).toBe('2.000');
  });

  it('splits and modifies by whole bags only, naming the line', async () => {
    const c = await createConsignment(t, om, '5', 1);
    const key = (await detail(c.consignmentKey)).lines[0]?.consignmentLineItemKey ?? '';
    const before = await consignmentsOf(c.orderKey);
    const split = (quantity: string) =>
      post(t, om, '/consignment/split-consignment', {
        consignmentKey: c.consignmentKey,
        lines: [{ consignmentLineItemKey: key, quantity }],
      });
    refused(await split('1.5'), ['lines[0].quantity']);
    expect(await consignmentsOf(c.orderKey)).toBe(before);
    expect((await detail(c.consignmentKey)).lines[0]?.requestedQuantity).toBe('5.000');

    const modify = (quantity: string) =>
      post(t, om, '/consignment/update-consignment', {
        consignmentKey: c.consignmentKey,
        lines: [{ consignmentLineItemKey: key, quantity }],
        confirmations: { updateDetails: true, regenerate: true, detailsAccurate: true },
      });
    refused(await modify('3.25'), ['lines[0].quantity']);
    expect((await detail(c.consignmentKey)).lines[0]?.requestedQuantity).toBe('5.000');

    // Whole numbers, with or without the decimals the wire allows, are taken.
    await ok(await modify('4.000'));
    expect((await detail(c.consignmentKey)).lines[0]?.requestedQuantity).toBe('4.000');
    const moved = await split('1');
    expect(moved.statusCode, moved.body).toBe(200);
    const newKey = moved.json<{ newConsignmentKey: string }>().newConsignmentKey;
    expect((await detail(newKey)).lines[0]?.requestedQuantity).toBe('1.000');
    expect((await detail(c.consignmentKey)).lines[0]?.requestedQuantity).toBe('3.000');
    expect(await consignmentsOf(c.orderKey)).toBe((before ?? 0) + 1);
  });

  it('records a proof of delivery with whole bags delivered and with issue', async () => {
    const c = await createConsignment(t, om, '5', 2);
    await driveTo(t, om, c.consignmentKey, 'DELIVERED', today);
    const key = (await detail(c.consignmentKey)).lines[0]?.consignmentLineItemKey ?? '';
    const ids = [
      await uploadDocument(t, om, c.consignmentKey, 'BUYER_POD'),
      await uploadDocument(t, om, c.consignmentKey, 'LORRY_RECEIPT'),
    ];
    const pod = (quantity: string, quantityWithIssue: string) =>
      post(t, om, '/shipment/handover-proof/pod', {
        consignmentKey: c.consignmentKey,
        podDate: today,
        deliveryStatus: 'DELIVERED_WITH_ISSUE',
        quantityWithIssue,
        reasonOfIssue: 'Bags torn',
        items: [{ consignmentLineItemKey: key, condition: 'PARTIAL_DAMAGE', quantity }],
        primaryDocumentIds: ids,
      });
    refused(await pod('4.5', '1'), ['items[0].quantity']);
    refused(await pod('5', '0.5'), ['quantityWithIssue']);
    refused(await pod('4.5', '0.5'), ['items[0].quantity', 'quantityWithIssue']);
    expect(await podOf(c.consignmentKey)).toBe(404);
    expect((await detail(c.consignmentKey)).status).toBe('DELIVERED');
    expect((await ok(await pod('5', '1'))).status).toBe('COMPLETED');
  });

  it('splits the e-way bill across vehicles in whole bags', async () => {
    const c = await createConsignment(t, om, '10', 3);
    await driveTo(t, om, c.consignmentKey, 'PACKED', today);
    const bills = async () =>
      (await detail(c.consignmentKey)).dispatch.ewayBills.map((b) => [b.ewayBillNumber, b.status]);
    const before = await bills();
    const vehicles = (a: string, b: string) =>
      post(t, om, '/consignment/update-eway-bill-vehicles', {
        consignmentKey: c.consignmentKey,
        distanceKm: 100,
        vehicles: [
          { vehicleNumber: 'MH 12 AB 1234', quantity: a },
          { vehicleNumber: 'GJ 05 CD 5678', quantity: b },
        ],
      });
    // Adding up to the consignment's 10 bags is not enough: each vehicle carries whole bags.
    refused(await vehicles('6.5', '3.5'), ['vehicles[0].quantity', 'vehicles[1].quantity']);
    expect(await bills()).toEqual(before);
    await ok(await vehicles('6', '4'));
    const active = (await detail(c.consignmentKey)).dispatch.ewayBills.filter((b) => b.status === 'ACTIVE');
    expect(active.map((b) => b.quantity)).toEqual(['6.000', '4.000']);
  });

  it('keeps 3 decimals on a line in tonnes, beside a line in bags that stays whole', async () => {
    // A clean order with two lines; its line 2 is sold by the tonne (the demo data at test scale
    // sells bags only, so the fixture turns the line into one).
    const rows = (
      await t.database.executeSql<{ order_key: string; id: string; line_number: number }>(
        `SELECT o.order_key, l.id, l.line_number FROM orders o JOIN order_lines l ON l.order_id = o.id
         WHERE ${CLEAN_ORDER} AND l.line_number IN (1, 2)
           AND (SELECT count(*) FROM order_lines x WHERE x.order_id = o.id) >= 2
         ORDER BY o.order_key DESC, l.line_number LIMIT 2`,
      )
    ).rows;
    const [bags, tonnes] = rows;
    const orderKey = bags?.order_key ?? '';
    await t.database.executeSql(`UPDATE order_lines SET unit = 'MT' WHERE id = '${tonnes?.id ?? ''}'`);
    const created = await ok(
      await post(t, om, '/consignment/create-consignment', {
        orderKey,
        lines: [
          { lineItemId: bags?.id, quantity: '4' },
          { lineItemId: tonnes?.id, quantity: '3.250' },
        ],
      }),
      201,
    );
    const key = created.consignmentKey;
    const lines = (await detail(key)).lines;
    expect(lines.map((l) => l.unit)).toEqual(['BAG', 'MT']);
    const [bagLine, tonneLine] = lines.map((l) => l.consignmentLineItemKey);

    // Acknowledge: the bags' fraction is refused alone; tonnes take thousandths.
    const ack = (b: string, mt: string) =>
      post(t, om, '/consignment/acknowledgement', {
        consignmentKey: key,
        lines: [
          { consignmentLineItemKey: bagLine, acknowledgedQuantity: b },
          { consignmentLineItemKey: tonneLine, acknowledgedQuantity: mt },
        ],
      });
    refused(await ack('3.5', '3.125'), ['lines[0].acknowledgedQuantity']);
    await ok(await ack('4', '3.125'));
    expect((await detail(key)).lines.map((l) => l.acknowledgedQuantity)).toEqual(['4.000', '3.125']);

    // Split and modify a part of a tonne.
    const split = await post(t, om, '/consignment/split-consignment', {
      consignmentKey: key,
      lines: [{ consignmentLineItemKey: tonneLine, quantity: '0.125' }],
    });
    expect(split.statusCode, split.body).toBe(200);
    const splitKey = split.json<{ newConsignmentKey: string }>().newConsignmentKey;
    await ok(
      await post(t, om, '/consignment/update-consignment', {
        consignmentKey: key,
        lines: [{ consignmentLineItemKey: tonneLine, quantity: '2.750' }],
        confirmations: { updateDetails: true, regenerate: true, detailsAccurate: true },
      }),
    );
    expect((await detail(key)).lines.map((l) => l.acknowledgedQuantity)).toEqual(['4.000', '2.750']);

    // Vehicles of a consignment in tonnes carry parts of a tonne.
    await driveTo(t, om, splitKey, 'PACKED', today, 'READY_TO_PROCESS');
    await ok(
      await post(t, om, '/consignment/update-eway-bill-vehicles', {
        consignmentKey: splitKey,
        distanceKm: 100,
        vehicles: [
          { vehicleNumber: 'MH 12 AB 1234', quantity: '0.100' },
          { vehicleNumber: 'GJ 05 CD 5678', quantity: '0.025' },
        ],
      }),
    );

    // The proof of delivery: part of a tonne damaged; with a line in tonnes the consignment's
    // quantity with issue may be a fraction, while the bags delivered stay whole.
    await driveTo(t, om, key, 'DELIVERED', today, 'READY_TO_PROCESS');
    const ids = [
      await uploadDocument(t, om, key, 'BUYER_POD'),
      await uploadDocument(t, om, key, 'WEIGHMENT_SLIPS'),
    ];
    const pod = (b: string, mt: string) =>
      post(t, om, '/shipment/handover-proof/pod', {
        consignmentKey: key,
        podDate: today,
        deliveryStatus: 'DELIVERED_WITH_ISSUE',
        quantityWithIssue: '0.250',
        reasonOfIssue: 'Part of a bundle bent',
        items: [
          { consignmentLineItemKey: bagLine, condition: 'GOOD', quantity: b },
          { consignmentLineItemKey: tonneLine, condition: 'PARTIAL_DAMAGE', quantity: mt },
        ],
        primaryDocumentIds: ids,
      });
    refused(await pod('3.5', '2.500'), ['items[0].quantity']);
    expect(await podOf(key)).toBe(404);
    expect((await ok(await pod('4', '2.500'))).status).toBe('COMPLETED');
  });
});
