import { istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type Who, createConsignment, driveTo, nextInvoiceNumber, post } from './consignment-test-kit';

// Run on PostgreSQL too (DOM_TEST_ENGINE=postgres): there the requests really overlap, and the row
// lock plus the version-guarded UPDATE must let exactly one through.
describe('two actions on one consignment at once', () => {
  let t: TestApp;
  let om: Who;
  const today = istDateOf(new Date());
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    // Every packed consignment gets an e-way bill here, so a void has one to cancel at the portal.
    await t.database.executeSql(
      `INSERT INTO settings (key, value) VALUES ('consignment.eway_bill_threshold_paise', '0')
       ON CONFLICT (key) DO UPDATE SET value = '0'`,
    );
  });
  const row = async (key: string) =>
    (
      await t.database.executeSql<{
        status: string;
        irn: string | null;
        eway: string | null;
        claim: string | null;
      }>(
        `SELECT status, irn, eway_bill_number AS eway, void_claimed_at::text AS claim
         FROM consignments WHERE consignment_key = '${key}'`,
      )
    ).rows[0];
  const auditCount = async (key: string, action: string) =>
    (
      await t.database.executeSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE entity_id = '${key}' AND action = 'consignment.${action}'`,
      )
    ).rows[0]?.n;
  const voidOf = (key: string) =>
    post(t, om, `/consignment/make-invoice-void/consignment-key/${key}`, { reasonCode: 2, remark: 'race' });
  const dispatchOf = (key: string) =>
    post(t, om, '/consignment/confirm-dispatch', {
      consignmentKey: key,
      actualDispatchDate: today,
      createTrip: false,
    });
  afterAll(() => t.close());

  it('lets exactly one of two acknowledgements win; the other gets 409', async () => {
    const c = await createConsignment(t, om, '1');
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
    const c = await createConsignment(t, om, '1', 1);
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
    const c = await createConsignment(t, om, '1', 2);
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

  it('lets exactly one of a void and a dispatch win; a winning dispatch keeps its IRN and e-way bill valid', async () => {
    for (let i = 0; i < 3; i += 1) {
      const c = await createConsignment(t, om, '1', 3 + i);
      await driveTo(t, om, c.consignmentKey, 'READY_FOR_SHIPMENT', today);
      const before = await row(c.consignmentKey);
      if (!before?.irn || !before.eway) throw new Error('packing gave no IRN or e-way bill');
      // Alternate who starts first: on PostgreSQL both orders of arrival happen.
      const [voided, dispatched] =
        i % 2 === 0
          ? await Promise.all([voidOf(c.consignmentKey), dispatchOf(c.consignmentKey)])
          : await Promise.all([dispatchOf(c.consignmentKey), voidOf(c.consignmentKey)]).then(([d, v]) => [
              v,
              d,
            ]);
      expect(
        [voided?.statusCode, dispatched?.statusCode].sort(),
        `${voided?.body} / ${dispatched?.body}`,
      ).toEqual([200, 409]);
      const after = await row(c.consignmentKey);
      const irn = await t.ctx.gst.einvoice.getIrn(before.irn);
      const bill = await t.ctx.gst.ewayBill.get(before.eway);
      expect(after?.claim).toBeNull();
      if (dispatched?.statusCode === 200) {
        expect(after).toMatchObject({ status: 'INTRANSIT', irn: before.irn, eway: before.eway });
        expect(irn?.status).toBe('ACTIVE');
        expect(bill?.status).toBe('ACTIVE');
      } else {
        expect(after).toMatchObject({ status: 'READY_TO_PROCESS', irn: null, eway: null });
        expect(irn?.status).toBe('CANCELLED');
        expect(bill?.status).toBe('CANCELLED');
      }
    }
  });

  it('lets one of two voids through: the IRN is cancelled once, one move recorded', async () => {
    const c = await createConsignment(t, om, '1', 6);
    await driveTo(t, om, c.consignmentKey, 'PACKED', today);
    const results = await Promise.all([voidOf(c.consignmentKey), voidOf(c.consignmentKey)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(['VOID_IN_PROGRESS', 'TRANSITION_NOT_ALLOWED']).toContain(
      results.find((r) => r.statusCode === 409)?.json<{ errorCode: string }>().errorCode,
    );
    expect(await auditCount(c.consignmentKey, 'voidInvoice')).toBe(1);
    expect((await row(c.consignmentKey))?.status).toBe('READY_TO_PROCESS');
  });

  it('lets one of two packs through: one IRN, one ledger invoice, one set of dispatch documents', async () => {
    const c = await createConsignment(t, om, '1', 0);
    await driveTo(t, om, c.consignmentKey, 'READY_TO_PROCESS', today);
    const total = (
      await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${c.consignmentKey}`, ...om })
    ).json<{ totalPaise: string }>().totalPaise;
    const body = (invoiceNumber: string) => ({
      consignmentKey: c.consignmentKey,
      distanceKm: 80,
      invoice: { invoiceNumber, invoiceDate: today, invoiceAmountPaise: total },
    });
    const results = await Promise.all([
      post(t, om, '/consignment/pack-consignment-byId-v2', body(nextInvoiceNumber())),
      post(t, om, '/consignment/pack-consignment-byId-v2', body(nextInvoiceNumber())),
    ]);
    expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join(' / ')).toEqual([
      200, 409,
    ]);
    expect(results.find((r) => r.statusCode === 200)?.json<{ status: string }>().status).toBe('PACKED');
    expect(await auditCount(c.consignmentKey, 'pack')).toBe(1);
    const counts = (
      await t.database.executeSql<{ docs: number; invoices: number; bills: number }>(
        `SELECT (SELECT count(*)::int FROM consignment_documents d JOIN consignments c ON c.id = d.consignment_id
                  WHERE c.consignment_key = '${c.consignmentKey}') AS docs,
                (SELECT count(*)::int FROM credit_invoices WHERE consignment_key = '${c.consignmentKey}') AS invoices,
                (SELECT count(*)::int FROM consignment_eway_bills b JOIN consignments c ON c.id = b.consignment_id
                  WHERE c.consignment_key = '${c.consignmentKey}') AS bills`,
      )
    ).rows[0];
    expect(counts).toEqual({ docs: 2, invoices: 1, bills: 1 });
  });
});
