import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db';
import { type Database, toCount } from '../../platform/db/database';
import { gstSimEwayBills } from './gst.schema';
import { ewayBillValidUntil } from './eway-bill.rules';
import { type GstSimulator, createGstSimulator } from './simulator';
import { HOUR, ewayBillRequest, ist, refusal } from './test-fixtures';

let database: Database;
let now: Date;
let gst: GstSimulator;

beforeAll(async () => {
  database = await createTestDatabase();
  now = ist('2025-09-16T10:00:00');
  gst = createGstSimulator(database.db, { clock: () => now });
});
afterAll(async () => database.close());

async function storedBills(reference: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(gstSimEwayBills)
    .where(eq(gstSimEwayBills.reference, reference));
  return toCount(row?.n);
}

describe(`e-way bill simulator (${process.env.DOM_TEST_ENGINE ?? 'pglite'})`, () => {
  it('generates a 12-digit e-way bill valid by the distance rule', async () => {
    now = ist('2025-09-16T19:29:00');
    const bills = await gst.ewayBill.generate(
      ewayBillRequest({ reference: 'GEN-1', distanceKm: 2467, vehicleNumber: 'mh-12-ab-1234' }),
    );
    expect(bills).toHaveLength(1);
    expect(bills[0]).toEqual({
      ewayBillNumber: expect.stringMatching(/^\d{12}$/) as string,
      generatedAt: now,
      validUntil: ist('2025-09-29T23:59:59'),
      distanceKm: 2467,
      vehicleNumber: 'MH12AB1234',
      status: 'ACTIVE',
    });
    expect(await gst.ewayBill.get(bills[0]!.ewayBillNumber)).toEqual(bills[0]);
  });

  it('answers a repeated request with the active bill, and refuses a different document', async () => {
    now = ist('2025-09-16T10:00:00');
    const [first] = await gst.ewayBill.generate(ewayBillRequest({ reference: 'REP-1' }));
    now = new Date(now.getTime() + HOUR);
    const [again] = await gst.ewayBill.generate(ewayBillRequest({ reference: 'REP-1' }));
    expect(again).toEqual(first);
    const other = await refusal(
      gst.ewayBill.generate(ewayBillRequest({ reference: 'REP-1', documentNumber: 'OTHER/1' })),
    );
    expect(other).toMatchObject({ code: 'EWAY_BILL_ALREADY_ACTIVE', retryable: false });
    expect(other.message).toContain(first!.ewayBillNumber);
    expect(await storedBills('REP-1')).toBe(1);
  });

  it('refuses a rule-breaking request and stores nothing', async () => {
    const far = await refusal(
      gst.ewayBill.generate(ewayBillRequest({ reference: 'BAD-1', distanceKm: 4001 })),
    );
    expect(far.code).toBe('INVALID_DISTANCE');
    const pin = await refusal(
      gst.ewayBill.generate(ewayBillRequest({ reference: 'BAD-1', toPinCode: '56001' })),
    );
    expect(pin.code).toBe('INVALID_PIN_CODE');
    const irn = await refusal(
      gst.ewayBill.generate(ewayBillRequest({ reference: 'BAD-1', irn: 'e'.repeat(64) })),
    );
    expect(irn.code).toBe('IRN_NOT_FOUND');
    expect(await storedBills('BAD-1')).toBe(0);
  });

  it('splits a consignment across vehicles: one bill per part with its quantity and vehicle', async () => {
    now = ist('2025-09-16T10:00:00');
    const parts = [
      { vehicleNumber: 'MH12AB1234', quantity: '10' },
      { vehicleNumber: 'MH14CD5678', quantity: '7.5' },
      { vehicleNumber: '22BH1234AB', quantity: '2.25' },
    ];
    const request = ewayBillRequest({ reference: 'SPLIT-1', vehicleNumber: undefined, parts });
    const bills = await gst.ewayBill.generate(request);
    expect(bills.map((b) => b.vehicleNumber)).toEqual(['MH12AB1234', 'MH14CD5678', '22BH1234AB']);
    expect(new Set(bills.map((b) => b.ewayBillNumber)).size).toBe(3);
    const listed = await gst.ewayBill.listByReference('SPLIT-1');
    expect(listed.map((b) => [b.partNo, b.partCount, b.quantity])).toEqual([
      [1, 3, '10.000'],
      [2, 3, '7.500'],
      [3, 3, '2.250'],
    ]);
    // Replayed as a whole: the same three bills.
    expect(await gst.ewayBill.generate(request)).toEqual(bills);
    // One part cancelled and the request repeated: only that part gets a new bill.
    await gst.ewayBill.cancel(bills[1]!.ewayBillNumber, 'Vehicle broke down');
    const regenerated = await gst.ewayBill.generate(request);
    expect(regenerated[0]).toEqual(bills[0]);
    expect(regenerated[2]).toEqual(bills[2]);
    expect(regenerated[1]!.ewayBillNumber).not.toBe(bills[1]!.ewayBillNumber);
    // A different split while parts are active is a conflict.
    const fewer = await refusal(gst.ewayBill.generate({ ...request, parts: parts.slice(0, 2) }));
    expect(fewer.code).toBe('EWAY_BILL_ALREADY_ACTIVE');
  });

  it('extends only from 8 hours before to 8 hours after expiry, for the remaining distance', async () => {
    now = ist('2025-09-16T10:00:00');
    const [bill] = await gst.ewayBill.generate(ewayBillRequest({ reference: 'EXT-1', distanceKm: 150 }));
    expect(bill!.validUntil).toEqual(ist('2025-09-17T23:59:59'));
    const change = { remainingDistanceKm: 120, vehicleNumber: 'KA05MN123', reason: 'Transhipment' };
    now = ist('2025-09-17T15:59:59');
    const early = await refusal(gst.ewayBill.extend(bill!.ewayBillNumber, change));
    expect(early).toMatchObject({ code: 'EXTENSION_WINDOW_CLOSED', retryable: false });
    expect(early.message).toContain('2025-09-17 16:00:00');
    now = ist('2025-09-18T02:00:00');
    expect((await gst.ewayBill.get(bill!.ewayBillNumber))?.status).toBe('EXPIRED');
    const tooFar = await refusal(
      gst.ewayBill.extend(bill!.ewayBillNumber, { ...change, remainingDistanceKm: 151 }),
    );
    expect(tooFar.code).toBe('INVALID_DISTANCE');
    const extended = await gst.ewayBill.extend(bill!.ewayBillNumber, change);
    expect(extended).toMatchObject({
      ewayBillNumber: bill!.ewayBillNumber,
      validUntil: ist('2025-09-19T23:59:59'),
      vehicleNumber: 'KA05MN123',
      status: 'ACTIVE',
    });
    now = ist('2025-09-20T08:00:01');
    const late = await refusal(gst.ewayBill.extend(bill!.ewayBillNumber, change));
    expect(late.code).toBe('EXTENSION_WINDOW_CLOSED');
  });

  it('updates the vehicle (Part B) on a valid bill only: not on an expired or cancelled one; validity kept', async () => {
    now = ist('2025-10-01T09:00:00');
    const [bill] = await gst.ewayBill.generate(
      ewayBillRequest({ reference: 'PARTB-1', distanceKm: 150, vehicleNumber: 'MH12AB1234' }),
    );
    const number = bill!.ewayBillNumber;
    now = new Date(now.getTime() + 3 * HOUR);
    const updated = await gst.ewayBill.updateVehicle(number, {
      vehicleNumber: '22 bh 1234 ab',
      reason: 'Transhipment',
    });
    expect(updated).toMatchObject({
      vehicleNumber: '22BH1234AB',
      validUntil: bill!.validUntil,
      status: 'ACTIVE',
    });
    expect((await gst.ewayBill.get(number))?.vehicleNumber).toBe('22BH1234AB');
    expect(
      (await refusal(gst.ewayBill.updateVehicle(number, { vehicleNumber: 'ABC', reason: 'x' }))).code,
    ).toBe('INVALID_VEHICLE_NUMBER');
    expect(
      (await refusal(gst.ewayBill.updateVehicle(number, { vehicleNumber: 'KA01AB1234', reason: ' ' }))).code,
    ).toBe('INVALID_REASON');
    // Past its validity (midnight after the next day): extend first.
    now = new Date(bill!.validUntil.getTime() + 2000);
    const expired = await refusal(
      gst.ewayBill.updateVehicle(number, { vehicleNumber: 'KA01AB1234', reason: 'x' }),
    );
    expect(expired.code).toBe('EWAY_BILL_EXPIRED');
    expect(expired.message).toContain('extend it');
    now = ist('2025-10-05T09:00:00');
    const [other] = await gst.ewayBill.generate(ewayBillRequest({ reference: 'PARTB-2', distanceKm: 150 }));
    await gst.ewayBill.cancel(other!.ewayBillNumber, 'Wrong entry');
    expect(
      (
        await refusal(
          gst.ewayBill.updateVehicle(other!.ewayBillNumber, { vehicleNumber: 'KA01AB1234', reason: 'x' }),
        )
      ).code,
    ).toBe('EWAY_BILL_CANCELLED');
  });

  it('cancels within 24 hours of generation only, and a cancelled reference can be issued again', async () => {
    now = ist('2025-09-16T10:00:00');
    const [late] = await gst.ewayBill.generate(ewayBillRequest({ reference: 'CNL-1' }));
    const [inTime] = await gst.ewayBill.generate(ewayBillRequest({ reference: 'CNL-2' }));
    now = ist('2025-09-17T10:00:00.001');
    const error = await refusal(gst.ewayBill.cancel(late!.ewayBillNumber, 'Order cancelled'));
    expect(error).toMatchObject({ code: 'EWAY_BILL_CANCEL_WINDOW_CLOSED', retryable: false });
    now = ist('2025-09-17T10:00:00');
    expect(await gst.ewayBill.cancel(inTime!.ewayBillNumber, 'Order cancelled')).toEqual({
      ewayBillNumber: inTime!.ewayBillNumber,
      cancelledAt: now,
    });
    expect((await gst.ewayBill.get(inTime!.ewayBillNumber))?.status).toBe('CANCELLED');
    const twice = await refusal(gst.ewayBill.cancel(inTime!.ewayBillNumber, 'again'));
    expect(twice.code).toBe('EWAY_BILL_ALREADY_CANCELLED');
    const [fresh] = await gst.ewayBill.generate(ewayBillRequest({ reference: 'CNL-2' }));
    expect(fresh!.ewayBillNumber).not.toBe(inTime!.ewayBillNumber);
    expect((await refusal(gst.ewayBill.cancel('999999999999', 'x'))).code).toBe('EWAY_BILL_NOT_FOUND');
  });

  it('retriggers with a corrected distance: the old bill is cancelled, the new one valid from now', async () => {
    now = ist('2025-09-16T10:00:00');
    const [old] = await gst.ewayBill.generate(ewayBillRequest({ reference: 'RTG-1', distanceKm: 100 }));
    now = ist('2025-09-16T23:30:00');
    const renewed = await gst.ewayBill.retrigger(old!.ewayBillNumber, 900);
    expect(renewed).toMatchObject({
      generatedAt: now,
      validUntil: ewayBillValidUntil(now, 900, false),
      distanceKm: 900,
      vehicleNumber: old!.vehicleNumber,
      status: 'ACTIVE',
    });
    expect(renewed.ewayBillNumber).not.toBe(old!.ewayBillNumber);
    const history = await gst.ewayBill.listByReference('RTG-1');
    expect(history.map((b) => [b.ewayBillNumber, b.status, b.replacedBy])).toEqual([
      [old!.ewayBillNumber, 'CANCELLED', renewed.ewayBillNumber],
      [renewed.ewayBillNumber, 'ACTIVE', null],
    ]);
    expect((await refusal(gst.ewayBill.retrigger(old!.ewayBillNumber, 300))).code).toBe(
      'EWAY_BILL_CANCELLED',
    );
    expect((await refusal(gst.ewayBill.retrigger(renewed.ewayBillNumber, 0))).code).toBe('INVALID_DISTANCE');
    now = new Date(renewed.generatedAt.getTime() + 25 * HOUR);
    const closed = await refusal(gst.ewayBill.retrigger(renewed.ewayBillNumber, 950));
    expect(closed.code).toBe('EWAY_BILL_CANCEL_WINDOW_CLOSED');
  });

  it('fails while the portal is down and on a planned fault, retryable', async () => {
    now = ist('2025-09-16T10:00:00');
    gst.setAvailable(false);
    expect(await refusal(gst.ewayBill.generate(ewayBillRequest({ reference: 'OUT-1' })))).toMatchObject({
      code: 'PORTAL_UNAVAILABLE',
      retryable: true,
    });
    expect(await storedBills('OUT-1')).toBe(0);
    gst.setAvailable(true);
    gst.failNext(1, { operation: 'generateEwayBill', when: 'after' });
    expect((await refusal(gst.ewayBill.generate(ewayBillRequest({ reference: 'OUT-1' })))).code).toBe(
      'PORTAL_TIMEOUT',
    );
    const [bill] = await gst.ewayBill.generate(ewayBillRequest({ reference: 'OUT-1' }));
    expect(await gst.ewayBill.listByReference('OUT-1')).toEqual([expect.objectContaining(bill)]);
  });

  it('keeps its bills across a restart, and takes a fault plan in its options', async () => {
    now = ist('2025-09-16T10:00:00');
    const [bill] = await gst.ewayBill.generate(ewayBillRequest({ reference: 'RST-1' }));
    const restarted = createGstSimulator(database.db, {
      clock: () => now,
      faults: [{ operation: 'cancelEwayBill' }],
    });
    expect(await restarted.ewayBill.get(bill!.ewayBillNumber)).toEqual(bill);
    expect(await restarted.ewayBill.generate(ewayBillRequest({ reference: 'RST-1' }))).toEqual([bill]);
    expect((await refusal(restarted.ewayBill.cancel(bill!.ewayBillNumber, 'x'))).code).toBe(
      'PORTAL_UNAVAILABLE',
    );
    expect((await restarted.ewayBill.cancel(bill!.ewayBillNumber, 'x')).ewayBillNumber).toBe(
      bill!.ewayBillNumber,
    );
  });

  it('gives unique numbers under concurrent generation, and one bill per reference and part', async () => {
    now = ist('2025-09-16T10:00:00');
    const distinct = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gst.ewayBill.generate(ewayBillRequest({ reference: `PAR-${i + 1}` })),
      ),
    );
    expect(new Set(distinct.map(([b]) => b!.ewayBillNumber)).size).toBe(20);
    const parts = [
      { vehicleNumber: 'MH12AB1234', quantity: '1' },
      { vehicleNumber: 'MH12AB1235', quantity: '2' },
    ];
    const same = await Promise.all(
      Array.from({ length: 8 }, () =>
        gst.ewayBill.generate(ewayBillRequest({ reference: 'RACE-1', vehicleNumber: undefined, parts })),
      ),
    );
    expect(new Set(same.map((bills) => bills.map((b) => b.ewayBillNumber).join()))).toHaveProperty('size', 1);
    expect(await storedBills('RACE-1')).toBe(2);
  });
});
