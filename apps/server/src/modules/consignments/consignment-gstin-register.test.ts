import { addDays, istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type Who, createConsignment, driveTo, nextInvoiceNumber, ok, post } from './consignment-test-kit';

interface Eligibility {
  eligible: boolean;
  blockStatus: string | null;
  reasons: { reason: string; message: string }[];
}

describe('consignment credit rule: buyer GSTIN standing from the GSTIN register', () => {
  let t: TestApp;
  let om: Who;
  const now = new Date();
  const today = istDateOf(now);
  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock: () => now } });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  const gstinsOf = async (key: string) => {
    const r = await t.database.executeSql<{ billing: string; shipping: string }>(
      `SELECT o.billing_address->>'gstNum' AS billing, o.shipping_address->>'gstNum' AS shipping
       FROM orders o JOIN consignments c ON c.order_id = o.id WHERE c.consignment_key = '${key}'`,
    );
    const row = r.rows[0];
    if (!row) throw new Error(`no order for ${key}`);
    return row;
  };
  const check = async (key: string) =>
    (
      await post(t, om, '/consignment/verify-credit-eligibility', { consignmentKey: key })
    ).json<Eligibility>();
  const reasonsOf = (e: Eligibility) => e.reasons.map((r) => r.reason);

  it('blocks a buyer whose billing GSTIN the register shows cancelled on or before the date, or suspended', async () => {
    const c = await createConsignment(t, om, '1', 3);
    const key = c.consignmentKey;
    await driveTo(t, om, key, 'READY_TO_PROCESS', today);
    const { billing } = await gstinsOf(key);
    expect(reasonsOf(await check(key))).not.toContain('BUYER_GST_INACTIVE_OR_INVALID');
    try {
      // Cancelled after today: an invoice dated today is still fine.
      await t.ctx.gst.registry.register({
        gstin: billing,
        status: 'CANCELLED',
        cancelledOn: addDays(today, 5),
      });
      expect(reasonsOf(await check(key))).not.toContain('BUYER_GST_INACTIVE_OR_INVALID');

      await t.ctx.gst.registry.register({ gstin: billing, status: 'CANCELLED', cancelledOn: today });
      const cancelled = await check(key);
      expect(cancelled.eligible).toBe(false);
      expect(cancelled.blockStatus).toBe('PAYMENT_BLOCKED');
      expect(reasonsOf(cancelled)).toContain('BUYER_GST_INACTIVE_OR_INVALID');
      expect(cancelled.reasons.find((r) => r.reason === 'BUYER_GST_INACTIVE_OR_INVALID')?.message).toContain(
        'inactive or invalid shipping or billing GSTIN',
      );

      await t.ctx.gst.registry.register({ gstin: billing, status: 'SUSPENDED' });
      const packed = await ok(
        await post(t, om, '/consignment/pack-consignment-byId-v2', {
          consignmentKey: key,
          distanceKm: 120,
          invoice: {
            invoiceNumber: nextInvoiceNumber(),
            invoiceDate: today,
            invoiceAmountPaise: (
              await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...om })
            ).json<{ totalPaise: string }>().totalPaise,
          },
        }),
      );
      expect(packed.status).toBe('PAYMENT_BLOCKED');
      expect(packed.blockedReasons).toContain('BUYER_GST_INACTIVE_OR_INVALID');
    } finally {
      await t.ctx.gst.registry.register({ gstin: billing, status: 'ACTIVE' });
    }
    // Reactivated in the register: a re-check packs it.
    expect(
      (await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', { consignmentKey: key }))).status,
    ).toBe('PACKED');
  });

  it('blocks on the shipping GSTIN too', async () => {
    const c = await createConsignment(t, om, '1', 4);
    const { shipping } = await gstinsOf(c.consignmentKey);
    try {
      await t.ctx.gst.registry.register({
        gstin: shipping,
        status: 'CANCELLED',
        cancelledOn: addDays(today, -30),
      });
      const r = await check(c.consignmentKey);
      expect(reasonsOf(r)).toContain('BUYER_GST_INACTIVE_OR_INVALID');
    } finally {
      await t.ctx.gst.registry.register({ gstin: shipping, status: 'ACTIVE' });
    }
    expect(reasonsOf(await check(c.consignmentKey))).not.toContain('BUYER_GST_INACTIVE_OR_INVALID');
  });
});
