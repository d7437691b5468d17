import { istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/auth';
import { type TestApp, createTestApp } from '../../test/test-app';
import { evaluateRules, loadCreditFacts } from '../modules/consignments/consignment-credit.rules';
import { findConsignment } from '../modules/consignments/consignments.repo';

// The test scale has no blocked consignment: a small set of its own here (a few seconds); the demo
// scale's spread over every reason is in docs/consignments.md ("Demo data").
describe('demo blocked consignments are backed by their data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: { buyers: 60, sellers: 12, products: 20, transporters: 2, orders: 900 },
    });
  }, 120_000);
  afterAll(() => t.close());

  it('shows on each blocked consignment exactly the reasons and block the credit rules find in the data', async () => {
    const keys = (
      await t.database.executeSql<{ k: string; status: string; reasons: string[] }>(
        `SELECT consignment_key AS k, status, blocked_reasons AS reasons FROM consignments
         WHERE status IN ('PAYMENT_BLOCKED', 'RPT_BLOCKED') ORDER BY consignment_key`,
      )
    ).rows;
    expect(keys.length).toBeGreaterThan(0);
    const today = istDateOf(new Date());
    for (const { k, status, reasons } of keys) {
      const row = await findConsignment(t.database.db, null, k);
      if (!row) throw new Error(k);
      const found = evaluateRules(await loadCreditFacts(t.database.db, row, today));
      expect(reasons.length, k).toBeGreaterThan(0);
      expect([...reasons].sort(), k).toEqual(found.reasons.map((r) => r.reason).sort());
      expect(status, k).toBe(found.blockStatus);
    }
  });

  it('leaves the portal seller’s cash orders packable and lets an ACKNOWLEDGED consignment pack', async () => {
    const om = await as(t, 'om');
    const acknowledged = (
      await t.database.executeSql<{ k: string }>(
        `SELECT consignment_key AS k FROM consignments WHERE status = 'ACKNOWLEDGED' ORDER BY consignment_key LIMIT 1`,
      )
    ).rows[0]?.k;
    if (!acknowledged) throw new Error('the demo data has no ACKNOWLEDGED consignment');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/shipment/consignment/${acknowledged}`,
      ...om,
    });
    expect(
      detail.json<{ allowedActions: { action: string }[] }>().allowedActions.map((a) => a.action),
    ).toEqual(expect.arrayContaining(['draftPack', 'pack', 'addInvoiceDetails']));
    const drafted = await t.app.inject({
      method: 'POST',
      url: '/api/consignment/draft-pack-consignment',
      payload: { consignmentKey: acknowledged, packages: 4 },
      ...om,
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(drafted.json<{ status: string }>().status).toBe('IN_PROGRESS');
    // No credit profile blocks a buyer of the portal seller's cash orders.
    const blocking = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM buyer_credit_profiles p
       WHERE (p.ops_credit_blocked OR p.buyer_closed OR p.related_party OR p.last_shipment_date IS NOT NULL
              OR EXISTS (SELECT 1 FROM credit_enhancers e WHERE e.buyer_id = p.buyer_id AND e.enhancer_type = 'BG'))
         AND EXISTS (SELECT 1 FROM orders o JOIN users u ON u.seller_id = o.seller_id WHERE o.buyer_id = p.buyer_id)`,
    );
    expect(blocking.rows[0]?.n).toBe(0);
  });
});
