import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/auth';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ewayBillExtensionWindow } from '../integrations/gst/eway-bill.rules';
import { computeIrn, documentFinancialYear } from '../integrations/gst/irn.rules';
import { seedGstPortal } from './gst-portal.seed';

interface Seeded {
  consignment_key: string;
  status: string;
  irn: string;
  seller_gstin: string;
  number: string;
  invoice_date: string;
  ack_number: string;
  signed_qr_code: string | null;
  eway_bill_number: string | null;
}

describe('demo consignments are registered with the GST simulator', () => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock: () => now } });
  });
  afterAll(() => t.close());

  const seeded = async (where: string) =>
    (
      await t.database.executeSql<Seeded>(
        `SELECT consignment_key, status, irn, seller_gstin, buyer_invoice_number AS number,
           invoice_date::text AS invoice_date, irn_ack_number AS ack_number, signed_qr_code, eway_bill_number
         FROM consignments WHERE irn IS NOT NULL AND ${where} ORDER BY consignment_key`,
      )
    ).rows;

  it('knows every seeded IRN (the real hash, the same acknowledgement, a QR code it signed) and e-way bill', async () => {
    const all = await seeded('true');
    expect(all.length).toBeGreaterThan(0);
    for (const c of all) {
      expect(c.irn).toBe(computeIrn(c.seller_gstin, documentFinancialYear(c.invoice_date), 'INV', c.number));
      const irn = await t.ctx.gst.einvoice.getIrn(c.irn);
      expect(irn).toMatchObject({ irn: c.irn, ackNumber: c.ack_number, status: 'ACTIVE' });
      expect(c.signed_qr_code).toBe(irn?.signedQrCode);
      const summary = await t.ctx.gst.einvoice.verifySignedQrCode(c.signed_qr_code ?? '');
      expect(summary).toMatchObject({ Irn: c.irn, DocNo: c.number, DocTyp: 'INV' });
    }
    const bills = await t.database.executeSql<{ n: string; missing: string }>(
      `SELECT count(*)::text AS n, count(*) FILTER (WHERE g.eway_bill_number IS NULL)::text AS missing
       FROM consignment_eway_bills e LEFT JOIN gst_sim_eway_bills g ON g.eway_bill_number = e.eway_bill_number`,
    );
    expect(bills.rows[0]?.missing).toBe('0');
  });

  it('voids a seeded packed consignment through the portal: the IRN (and its e-way bill) cancelled', async () => {
    const om = await as(t, 'om');
    const [packed] = await seeded(`status = 'PACKED'`);
    if (!packed) throw new Error('the demo data has no packed consignment with an IRN');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/consignment/make-invoice-void/consignment-key/${packed.consignment_key}`,
      payload: { remark: 'Demo void' },
      ...om,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ status: string }>().status).toBe('READY_TO_PROCESS');
    expect((await t.ctx.gst.einvoice.getIrn(packed.irn))?.status).toBe('CANCELLED');
    if (packed.eway_bill_number)
      expect((await t.ctx.gst.ewayBill.get(packed.eway_bill_number))?.status).toBe('CANCELLED');
  });

  it('answers an old seeded IRN with the portal’s own 24-hour refusal, not "not registered"', async () => {
    const [old] = await seeded(`status IN ('INTRANSIT', 'DELIVERED', 'COMPLETED')`);
    if (!old) throw new Error('the demo data has no dispatched consignment with an IRN');
    await expect(t.ctx.gst.einvoice.cancelIrn(old.irn, 2, 'Demo')).rejects.toMatchObject({
      code: old.eway_bill_number
        ? expect.stringMatching(/IRN_CANCEL_WINDOW_CLOSED|EWAY_BILL_ACTIVE/)
        : 'IRN_CANCEL_WINDOW_CLOSED',
    });
  });

  it('extends a seeded e-way bill in its extension window through the consignment call', async () => {
    const om = await as(t, 'om');
    // The test scale's consignments are too small to need an e-way bill: give one the bill the
    // consignment seed gives a large one, and register it as the seed does.
    await t.database.executeSql(`
      WITH c AS (SELECT id FROM consignments WHERE irn IS NOT NULL AND eway_bill_number IS NULL
                   AND status IN ('READY_FOR_SHIPMENT', 'INTRANSIT') ORDER BY consignment_key LIMIT 1),
      ins AS (INSERT INTO consignment_eway_bills (consignment_id, eway_bill_number, distance_km, generated_at, valid_until, status)
              SELECT id, '339000000001', 300, now() - interval '1 day', now() + interval '1 day', 'ACTIVE' FROM c
              RETURNING consignment_id, eway_bill_number, valid_until, distance_km)
      UPDATE consignments x SET eway_bill_number = ins.eway_bill_number, eway_bill_valid_until = ins.valid_until,
        distance_km = ins.distance_km FROM ins WHERE ins.consignment_id = x.id`);
    expect((await seedGstPortal(t.database.db)).ewayBills).toBe(1);
    const r = await t.database.executeSql<{
      key: string;
      number: string;
      valid_until: string;
      distance: number;
    }>(
      `SELECT c.consignment_key AS key, c.eway_bill_number AS number, c.eway_bill_valid_until::text AS valid_until,
         c.distance_km AS distance
       FROM consignments c WHERE c.eway_bill_number = '339000000001'`,
    );
    const bill = r.rows[0];
    if (!bill) throw new Error('the demo data has no dispatched consignment with an IRN');
    const start = now;
    try {
      now = new Date(ewayBillExtensionWindow(new Date(bill.valid_until)).opensAt.getTime() + 60_000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/consignment/extend-eway-bill',
        payload: {
          consignmentKey: bill.key,
          remainingDistanceKm: Math.min(100, bill.distance),
          vehicleNumber: 'MH12AB1234',
          reason: 'Vehicle breakdown',
        },
        ...om,
      });
      expect(res.statusCode, res.body).toBe(200);
      const extended = await t.ctx.gst.ewayBill.get(bill.number);
      expect(extended?.validUntil.getTime()).toBeGreaterThan(new Date(bill.valid_until).getTime());
    } finally {
      now = start;
    }
  });
});
