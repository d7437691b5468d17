import { istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { ewayBillValidUntil } from '../../integrations/gst/eway-bill.rules';
import { type Who, createConsignment, driveTo, ok, post } from './consignment-test-kit';

interface Detail {
  status: string;
  vehicleNo: string | null;
  ewayBillNumber: string | null;
  lines: { requestedQuantity: string; acknowledgedQuantity: string | null }[];
  dispatch: {
    overDimensionalCargo: boolean;
    ewayBills: {
      ewayBillNumber: string;
      vehicleNumber: string | null;
      quantity: string | null;
      status: string;
      validUntil: string;
    }[];
  };
  allowedActions: { action: string }[];
}

const HOUR = 60 * 60 * 1000;

// The e-way bill after packing: Part B on logistics, expiry at dispatch, extension wherever a bill
// exists, and the vehicles of a split with over-dimensional cargo. Every packed consignment here
// gets a bill (threshold 0), and the clock moves to cross the validity.
describe('the e-way bill in the consignment flow', () => {
  let t: TestApp;
  let om: Who;
  let now = new Date();
  const today = () => istDateOf(now);
  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock: () => now } });
    om = await as(t, 'om');
    await t.database.executeSql(
      `INSERT INTO settings (key, value) VALUES ('consignment.eway_bill_threshold_paise', '0')
       ON CONFLICT (key) DO UPDATE SET value = '0'`,
    );
  });
  afterAll(() => t.close());

  const detail = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...om })).json<Detail>();
  const logistics = (key: string, vehicleNumber: string) =>
    post(t, om, '/consignment/add-update-shipment-tracking-details', {
      consignmentKey: key,
      logisticProvider: '3PL',
      transporterName: 'VRL Logistics',
      vehicleNumber,
      lrNumber: 'LR-77',
    });
  const dispatch = (key: string) =>
    post(t, om, '/consignment/confirm-dispatch', {
      consignmentKey: key,
      actualDispatchDate: today(),
      createTrip: false,
    });

  it('puts the logistics vehicle on the e-way bill (Part B), and refuses dispatch on an expired bill until extended', async () => {
    now = new Date();
    const c = await createConsignment(t, om, '1', 0);
    await driveTo(t, om, c.consignmentKey, 'PACKED', today());
    const packed = await detail(c.consignmentKey);
    const number = packed.ewayBillNumber ?? '';
    expect(number).toMatch(/^\d{12}$/);
    expect(packed.allowedActions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['extendEwayBill', 'ewayBillVehicles']),
    );

    await ok(await logistics(c.consignmentKey, 'MH 12 AB 1234'));
    expect((await t.ctx.gst.ewayBill.get(number))?.vehicleNumber).toBe('MH12AB1234');
    await ok(await logistics(c.consignmentKey, '22 BH 1234 AB'));
    expect((await t.ctx.gst.ewayBill.get(number))?.vehicleNumber).toBe('22BH1234AB');
    expect((await detail(c.consignmentKey)).dispatch.ewayBills[0]?.vehicleNumber).toBe('22BH1234AB');

    const validUntil = new Date((await detail(c.consignmentKey)).dispatch.ewayBills[0]?.validUntil ?? '');
    try {
      now = new Date(validUntil.getTime() + HOUR);
      const refused = await dispatch(c.consignmentKey);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ errorCode: string; message: string }>()).toMatchObject({
        errorCode: 'EWAY_BILL_EXPIRED',
        message: expect.stringContaining(`E-way bill ${number} expired on`) as string,
      });
      // The vehicle cannot change on an expired bill either: extend first.
      const partB = await logistics(c.consignmentKey, 'KA 01 AB 1234');
      expect(partB.statusCode).toBe(409);
      expect(partB.json<{ message: string }>().message).toContain('extend it');
      await ok(
        await post(t, om, '/consignment/extend-eway-bill', {
          consignmentKey: c.consignmentKey,
          remainingDistanceKm: 60,
          vehicleNumber: '22BH1234AB',
          reason: 'Vehicle delayed at the plant',
        }),
      );
      expect((await ok(await dispatch(c.consignmentKey))).status).toBe('INTRANSIT');
    } finally {
      now = new Date();
    }
  });

  it('extends the bill of a packed consignment too (a bill exists from packing on)', async () => {
    now = new Date();
    const c = await createConsignment(t, om, '1', 1);
    await driveTo(t, om, c.consignmentKey, 'PACKED', today());
    const bill = (await detail(c.consignmentKey)).dispatch.ewayBills[0];
    try {
      now = new Date(new Date(bill?.validUntil ?? '').getTime() - 2 * HOUR);
      const extended = await ok(
        await post(t, om, '/consignment/extend-eway-bill', {
          consignmentKey: c.consignmentKey,
          remainingDistanceKm: 30,
          vehicleNumber: 'MH12AB1234',
          reason: 'Loading delayed',
        }),
      );
      expect(extended.status).toBe('PACKED');
      expect(
        new Date((await detail(c.consignmentKey)).dispatch.ewayBills[0]?.validUntil ?? '').getTime(),
      ).toBeGreaterThan(new Date(bill?.validUntil ?? '').getTime());
    } finally {
      now = new Date();
    }
  });

  it('splits the bill across vehicles with their quantities, and over-dimensional cargo shortens the validity', async () => {
    now = new Date();
    const c = await createConsignment(t, om, '10', 2);
    await driveTo(t, om, c.consignmentKey, 'PACKED', today());
    const before = await detail(c.consignmentKey);
    const old = before.ewayBillNumber ?? '';
    const vehicles = (a: string, b: string) => ({
      consignmentKey: c.consignmentKey,
      overDimensionalCargo: true,
      distanceKm: 100,
      vehicles: [
        { vehicleNumber: 'MH 12 AB 1234', quantity: a },
        { vehicleNumber: 'GJ 05 CD 5678', quantity: b },
      ],
    });
    const wrongSum = await post(t, om, '/consignment/update-eway-bill-vehicles', vehicles('6', '5'));
    expect(wrongSum.statusCode).toBe(400);
    expect(
      wrongSum.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields[0],
    ).toMatchObject({
      field: 'vehicles',
      message: expect.stringContaining('must add up to the consignment’s 10.000'.replace('’', "'")) as string,
    });
    const twice = await post(t, om, '/consignment/update-eway-bill-vehicles', {
      ...vehicles('6', '4'),
      vehicles: [
        { vehicleNumber: 'MH12AB1234', quantity: '6' },
        { vehicleNumber: 'MH 12 AB 1234', quantity: '4' },
      ],
    });
    expect(twice.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'vehicles[1].vehicleNumber',
    );

    await ok(await post(t, om, '/consignment/update-eway-bill-vehicles', vehicles('6', '4')));
    const after = await detail(c.consignmentKey);
    expect(after.dispatch.overDimensionalCargo).toBe(true);
    const active = after.dispatch.ewayBills.filter((b) => b.status === 'ACTIVE');
    expect(active.map((b) => [b.vehicleNumber, b.quantity])).toEqual([
      ['MH12AB1234', '6.000'],
      ['GJ05CD5678', '4.000'],
    ]);
    expect(after.dispatch.ewayBills.find((b) => b.ewayBillNumber === old)?.status).toBe('CANCELLED');
    expect((await t.ctx.gst.ewayBill.get(old))?.status).toBe('CANCELLED');
    // 100 km of over-dimensional cargo: 5 days at 20 km a day, not 1 at 200.
    const portal = await t.ctx.gst.ewayBill.get(active[0]?.ewayBillNumber ?? '');
    expect(portal?.validUntil).toEqual(ewayBillValidUntil(portal?.generatedAt ?? now, 100, true));
    expect(after.vehicleNo).toBe('MH12AB1234');

    // A split keeps a vehicle per part: logistics do not rewrite the parts' vehicles.
    await ok(await logistics(c.consignmentKey, 'KA 01 AB 1234'));
    const parts = (await detail(c.consignmentKey)).dispatch.ewayBills.filter((b) => b.status === 'ACTIVE');
    expect(parts.map((b) => b.vehicleNumber)).toEqual(['MH12AB1234', 'GJ05CD5678']);
    expect((await ok(await dispatch(c.consignmentKey))).status).toBe('INTRANSIT');
    // In transit, the vehicles are fixed.
    expect((await post(t, om, '/consignment/update-eway-bill-vehicles', vehicles('6', '4'))).statusCode).toBe(
      409,
    );
  });
});
