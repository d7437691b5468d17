import { istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type Who, createConsignment, driveTo, ok, post, uploadDocument } from './consignment-test-kit';

interface Refusal {
  details: { fields: { field: string; message: string }[] };
}

// Proof of delivery: quantities against the lines, the delivery outcome against the conditions,
// and two primary documents that prove the delivery (buyer POD, lorry receipt, weighment slip,
// invoice), not the dispatch papers packing generated.
describe('proof of delivery', () => {
  let t: TestApp;
  let om: Who;
  const today = istDateOf(new Date());
  let key = '';
  let line = '';
  let shipped = '';
  let docs: { documentId: string; documentType: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    key = (await createConsignment(t, om, '5', 0)).consignmentKey;
    await driveTo(t, om, key, 'DELIVERED', today);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...om })
    ).json<{
      lines: { consignmentLineItemKey: string; requestedQuantity: string; acknowledgedQuantity: string }[];
      documents: { documentId: string; documentType: string }[];
    }>();
    line = detail.lines[0]?.consignmentLineItemKey ?? '';
    shipped = detail.lines[0]?.acknowledgedQuantity ?? '';
    docs = detail.documents;
  });
  afterAll(() => t.close());

  const pod = (over: Record<string, unknown>) =>
    post(t, om, '/shipment/handover-proof/pod', {
      consignmentKey: key,
      podDate: today,
      deliveryStatus: 'DELIVERED_WITH_ISSUE',
      quantityWithIssue: '1',
      reasonOfIssue: 'Bags torn',
      items: [{ consignmentLineItemKey: line, condition: 'PARTIAL_DAMAGE', quantity: shipped }],
      ...over,
    });
  const fieldsOf = async (res: Awaited<ReturnType<typeof pod>>) => {
    expect(res.statusCode, res.body).toBe(400);
    return res.json<Refusal>().details.fields;
  };

  it('refuses the generated dispatch papers as primary documents: they do not prove delivery', async () => {
    expect(docs.map((d) => d.documentType).sort()).toEqual(['DISPATCH_ADVICE', 'OTHERS']);
    const fields = await fieldsOf(await pod({ primaryDocumentIds: docs.map((d) => d.documentId) }));
    expect(fields).toContainEqual({
      field: 'primaryDocumentIds',
      message: 'A primary document must be a buyer POD, lorry receipt, weighment slip or invoice',
    });
  });

  it('checks quantities against the lines and the outcome against the conditions', async () => {
    const ids = [
      await uploadDocument(t, om, key, 'BUYER_POD'),
      await uploadDocument(t, om, key, 'WEIGHMENT_SLIPS'),
    ];
    const more = (Number(shipped) + 1).toFixed(3);
    expect(
      await fieldsOf(
        await pod({
          primaryDocumentIds: ids,
          items: [{ consignmentLineItemKey: line, condition: 'PARTIAL_DAMAGE', quantity: more }],
        }),
      ),
    ).toContainEqual({
      field: 'items[0].quantity',
      message: `Enter at most the shipped quantity ${shipped}`,
    });
    expect(await fieldsOf(await pod({ primaryDocumentIds: ids, quantityWithIssue: more }))).toContainEqual({
      field: 'quantityWithIssue',
      message: `Enter at most the shipped quantity ${shipped}`,
    });
    const twice = await fieldsOf(
      await pod({
        primaryDocumentIds: ids,
        items: [
          { consignmentLineItemKey: line, condition: 'GOOD', quantity: '1' },
          { consignmentLineItemKey: line, condition: 'GOOD', quantity: '1' },
        ],
      }),
    );
    expect(twice.map((f) => f.field)).toContain('items[1].consignmentLineItemKey');
    const clean = await fieldsOf(
      await pod({ primaryDocumentIds: ids, deliveryStatus: 'FULL_CLEAN_DELIVERY', quantityWithIssue: '0' }),
    );
    expect(clean).toContainEqual({
      field: 'deliveryStatus',
      message: 'An item is not in good condition: choose Delivered with issue',
    });
    const negative = await pod({ primaryDocumentIds: ids, quantityWithIssue: '-1' });
    expect(negative.statusCode).toBe(400);
    // Nothing was recorded by the refusals.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/shipment/handover-proof/pod?consignmentKey=${key}`,
          ...om,
        })
      ).statusCode,
    ).toBe(404);

    const done = await ok(await pod({ primaryDocumentIds: ids }));
    expect(done.status).toBe('COMPLETED');
    const stored = (
      await t.app.inject({
        method: 'GET',
        url: `/api/shipment/handover-proof/pod?consignmentKey=${key}`,
        ...om,
      })
    ).json<{ primaryDocumentIds: string[]; quantityWithIssue: string; items: { condition: string }[] }>();
    expect(stored.primaryDocumentIds.sort()).toEqual([...ids].sort());
    expect(stored.quantityWithIssue).toBe('1.000');
    expect(stored.items[0]?.condition).toBe('PARTIAL_DAMAGE');
  });
});
