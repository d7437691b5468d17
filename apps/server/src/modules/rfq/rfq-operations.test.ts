import type { ConversionResult, Quotation, RfqDetail } from '@dom/contract';
import { ENQUIRY_STATUSES, ENQUIRY_TRANSITIONS } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { multipartBody } from '../../../test/multipart';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { validForAMonth } from '../../../test/rfq-fixtures';

type Who = { headers: { authorization: string } };

let t: TestApp;
let support: Who;
let rm: Who;
let cm: Who;
let admin: Who;
let rmBuyer: string;
let products: string[] = [];
let sellerIds: string[] = [];
let keyNo = 0;

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  who: Who | undefined,
  url: string,
  payload?: unknown,
  key?: string,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...(who?.headers ?? {}), 'idempotency-key': key ?? `rfq-ops-${++keyNo}` },
  });
const post = (who: Who | undefined, url: string, payload: unknown, key?: string) =>
  send('POST', who, url, payload, key);
const put = (who: Who | undefined, url: string, payload: unknown, key?: string) =>
  send('PUT', who, url, payload, key);
const get = (who: Who | undefined, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, ...(who ?? {}) });

async function rows<T>(query: string): Promise<T[]> {
  return (await t.database.executeSql<T>(query)).rows;
}

function ok<T>(res: { statusCode: number; body: string }, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body) as T;
}

const line = (i: number, qty = '10', pricePaise = '50000') => ({
  productId: products[i % products.length]!,
  quantity: qty,
  buyerPricePaise: pricePaise,
});

async function createRfq(buyerId = rmBuyer, extra: { shippingAddressId?: string } = {}): Promise<RfqDetail> {
  return ok<RfqDetail>(
    await post(support, '/buyerRFQ', {
      buyerId,
      ...extra,
      pricingBasis: 'FOR',
      salesType: 'projectSales',
      buyerCreditDays: 15,
      paymentTerms: 'Advance 30%, balance in 15 days',
      consignments: [
        { label: 'Site A', lines: [line(0), line(1, '5', '120000')] },
        { label: 'Site B', lines: [line(2, '3', '80000')] },
      ],
    }),
    201,
  );
}

const answer = (detail: RfqDetail, exWorks: number) => ({
  prices: detail.lines.map((l) => ({
    lineId: l.id,
    exWorksPaise: String(exWorks),
    freightPaise: '1000',
  })),
  capacity: '500 MT a month',
  validUntil: validForAMonth(),
  sellerCreditDays: 15,
  preferredPaymentDays: 10,
});

/**
 * Support raises an enquiry; two sellers answer (offline); the CM picks seller A for the first
 * consignment's lines and seller B for the second's; the quotation (margin above 5%, approved by
 * the system) is sent to the buyer: the enquiry is RESPONSE_SUBMITTED.
 */
async function driveToSent(
  extra: { shippingAddressId?: string } = {},
): Promise<{ key: string; quotationKey: string; detail: RfqDetail }> {
  const key = (await createRfq(rmBuyer, extra)).rfqKey;
  ok(await put(support, '/enquiry/receiveRequest', { rfqKey: key }));
  ok(await put(rm, '/enquiry/sourcingRequired', { rfqKey: key }));
  let detail = ok<RfqDetail>(await post(cm, '/buyerRFQ/shareEnquiryToSellers', { rfqKey: key, sellerIds }));
  for (const [i, sellerId] of sellerIds.entries())
    detail = ok<RfqDetail>(
      await post(rm, '/buyerRFQ/registerResponse', {
        rfqKey: key,
        sellerId,
        ...answer(detail, 30000 + i * 100),
      }),
    );
  ok(await put(cm, '/enquiry/sourcingCompleted', { rfqKey: key }));
  const [a, b] = sellerIds.map((id) => detail.sellerRfqs.find((s) => s.sellerId === id)!.sellerRfqKey);
  const picks = detail.lines.map((l) => ({
    lineId: l.id,
    sellerRfqKey: l.consignmentLabel === 'Site A' ? a! : b!,
  }));
  ok(await post(cm, '/buyerRFQ/finalizeSeller', { rfqKey: key, picks }));
  ok(await put(rm, '/enquiry/acceptResponse', { rfqKey: key }));
  ok(await put(cm, '/enquiry/sourcerAccepted', { rfqKey: key }));
  const q = ok<Quotation>(await post(cm, `/quotation/buyerRFQ/${key}`, {}), 201);
  expect(
    ok<Quotation>(await post(rm, '/quotation/sendForApproval', { quotationKey: q.quotationKey })).status,
  ).toBe('APPROVED');
  ok(await post(rm, '/quotation/send', { quotationKey: q.quotationKey }));
  detail = ok<RfqDetail>(await get(rm, `/buyerRFQ/${key}`));
  expect(detail.status).toBe('RESPONSE_SUBMITTED');
  return { key, quotationKey: q.quotationKey, detail };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  support = await as(t, 'support');
  rm = await as(t, 'rm');
  cm = await as(t, 'cm');
  admin = await as(t, 'admin');
  rmBuyer = (
    await rows<{ id: string }>(
      `SELECT id FROM buyers WHERE rm_email = 'rm@dom.example.in' AND business_unit = 'DIRECT' ORDER BY code LIMIT 1`,
    )
  )[0]!.id;
  products = (await rows<{ id: string }>('SELECT id FROM products ORDER BY sku LIMIT 3')).map((r) => r.id);
  sellerIds = (
    await rows<{ id: string }>(
      `SELECT s.id FROM sellers s WHERE EXISTS (SELECT 1 FROM warehouses w WHERE w.seller_id = s.id) ORDER BY s.name LIMIT 2`,
    )
  ).map((r) => r.id);
}, 180_000);
afterAll(async () => t?.close());

describe('split into child orders and child order placed', () => {
  it('splits only from RESPONSE_SUBMITTED (the table decides), 409 elsewhere, writing nothing', async () => {
    const { key, quotationKey } = await driveToSent();
    const table = ENQUIRY_TRANSITIONS.DIRECT;
    const audits = async (action: string) =>
      Number(
        (
          await rows<{ n: string }>(
            `SELECT count(*) AS n FROM audit_log WHERE entity_type = 'rfq' AND entity_id = '${key}' AND action = 'rfq.${action}'`,
          )
        )[0]!.n,
      );
    for (const { value: from } of ENQUIRY_STATUSES) {
      if (from === 'RESPONSE_SUBMITTED') continue;
      await t.database.executeSql(`UPDATE rfqs SET status = '${from}' WHERE rfq_key = '${key}'`);
      const split = table.moves.some((m) => m.from === from && m.action === 'splitIntoChildOrders');
      expect(split).toBe(false);
      const before = await audits('splitIntoChildOrders');
      const r = await post(rm, '/quotation/split/buyerRFQ', { quotationKey });
      expect(r.statusCode, `split from ${from}: ${r.body}`).toBe(409);
      expect(await audits('splitIntoChildOrders')).toBe(before);
      const placed = table.moves.some((m) => m.from === from && m.action === 'childrenOrderPlaced');
      const c = await put(rm, `/childrenOrderPlaced/buyerRFQ/${key}`, {});
      if (!placed) expect(c.statusCode, `children from ${from}: ${c.body}`).toBe(409);
    }
    await t.database.executeSql(`UPDATE rfqs SET status = 'RESPONSE_SUBMITTED' WHERE rfq_key = '${key}'`);
    // Not before the split: the children are placed only from CHILDREN_ORDER_PENDING.
    expect((await put(rm, `/childrenOrderPlaced/buyerRFQ/${key}`, {})).statusCode).toBe(409);
  });

  it('lets only the RM split and place, in scope; makes one order per consignment and seller, once', async () => {
    const { key, quotationKey, detail } = await driveToSent();
    // The RM is offered both: the RFQ's split, the sent quotation's Place order.
    expect(detail.allowedActions.map((a) => a.action)).toContain('splitIntoChildOrders');
    expect(detail.quotations[0]!.allowedActions.map((a) => a.action)).toContain('placeOrder');
    // The CM lacks Allow_Rfq_Place_Order; a stranger's key is 404.
    expect((await post(cm, '/quotation/split/buyerRFQ', { quotationKey })).statusCode).toBe(403);
    expect((await post(rm, '/quotation/split/buyerRFQ', { quotationKey: 'QT-1' })).statusCode).toBe(404);
    expect((await post(rm, '/quotation/split/buyerRFQ', {})).statusCode).toBe(400);
    const splitKey = `split-${key}`;
    const split = ok<RfqDetail>(await post(rm, '/quotation/split/buyerRFQ', { quotationKey }, splitKey));
    expect(split.status).toBe('CHILDREN_ORDER_PENDING');
    // The same request again (same Idempotency-Key) answers the first answer; a new one is a 409.
    const replay = await post(rm, '/quotation/split/buyerRFQ', { quotationKey }, splitKey);
    expect(replay.statusCode).toBe(200);
    expect((await post(rm, '/quotation/split/buyerRFQ', { quotationKey })).statusCode).toBe(409);
    // A split enquiry is no longer placed as one order per seller.
    expect((await post(rm, '/quotation/placeOrder', { quotationKey })).statusCode).toBe(409);
    expect(split.allowedActions.map((a) => a.action)).toContain('childrenOrderPlaced');
    // …nor offered so: the sent quotation keeps its state, but Place order is gone from it.
    const sent = split.quotations.find((q) => q.quotationKey === quotationKey)!;
    expect(sent.status).toBe('SENT_TO_SELLER');
    expect(sent.allowedActions.map((a) => a.action)).not.toContain('placeOrder');

    expect((await put(cm, `/childrenOrderPlaced/buyerRFQ/${key}`, {})).statusCode).toBe(403);
    const placeKey = `children-${key}`;
    const placed = ok<ConversionResult>(
      await put(rm, `/childrenOrderPlaced/buyerRFQ/${key}`, { comment: 'Two sites' }, placeKey),
    );
    // Site A (two lines, seller A) and Site B (one line, seller B): two child orders.
    expect(placed.orderKeys).toHaveLength(2);
    const again = ok<ConversionResult>(
      await put(rm, `/childrenOrderPlaced/buyerRFQ/${key}`, { comment: 'Two sites' }, placeKey),
    );
    expect(again.orderKeys).toEqual(placed.orderKeys);
    expect((await put(rm, `/childrenOrderPlaced/buyerRFQ/${key}`, {})).statusCode).toBe(409);

    const orders = await rows<{
      order_key: string;
      source_system_order_id: string;
      seller_id: string;
      lines: string;
    }>(
      `SELECT o.order_key, o.source_system_order_id, o.seller_id::text,
              (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id)::text AS lines
       FROM orders o WHERE o.buyer_po_number = '${key}' ORDER BY o.source_system_order_id`,
    );
    const [a, b] = sellerIds.map((id) => detail.sellerRfqs.find((s) => s.sellerId === id)!.sellerRfqKey);
    expect(orders.map((o) => [o.source_system_order_id, o.seller_id, o.lines])).toEqual([
      [`${quotationKey}/${a}/C1`, sellerIds[0], '2'],
      [`${quotationKey}/${b}/C2`, sellerIds[1], '1'],
    ]);
    const after = ok<RfqDetail>(await get(rm, `/buyerRFQ/${key}`));
    expect(after.status).toBe('CHILDREN_ORDER_PLACED');
    expect(after.quotations[0]!.status).toBe('CLOSED');
    expect([...after.orderKeys].sort()).toEqual([...placed.orderKeys].sort());
    const actions = after.activity.map((x) => x.action);
    expect(actions).toContain('rfq.splitIntoChildOrders');
    expect(actions).toContain('rfq.childrenOrderPlaced');
    expect(actions).toContain('quotation.placeOrder');
  });
});

describe("orders placed from an enquiry ship to the enquiry's shipping address", () => {
  type Address = { addressLine1: string; cityName: string; postalCode: string };
  type OrderAddresses = { billingAddress: Address; shippingAddress: Address };
  const orderOf = async (orderKey: string) =>
    ok<OrderAddresses>(await get(rm, `/order/orderDetails/${orderKey}`));

  it('place order and child orders: shipped to the RFQ address, billed to the buyer; none given, shipped to billing', async () => {
    const site = ok<{ id: string }>(
      await post(rm, '/buyerRFQ/address/shipping', {
        buyerId: rmBuyer,
        addressLine1: 'Gate 3, Chakan Industrial Area',
        cityName: 'Pune',
        pinCode: '410501',
      }),
      201,
    );
    const [buyer] = await rows<{ address_line1: string; pin_code: string }>(
      `SELECT address_line1, pin_code FROM buyers WHERE id = '${rmBuyer}'`,
    );
    const expectShippedToSite = (o: OrderAddresses) => {
      expect(o.shippingAddress).toMatchObject({
        addressLine1: 'Gate 3, Chakan Industrial Area',
        cityName: 'Pune',
        postalCode: '410501',
      });
      expect(o.billingAddress).toMatchObject({
        addressLine1: buyer!.address_line1,
        postalCode: buyer!.pin_code,
      });
    };

    // Place order: one order per seller, each shipped to the site.
    const placed = await driveToSent({ shippingAddressId: site.id });
    const one = ok<ConversionResult>(
      await post(rm, '/quotation/placeOrder', { quotationKey: placed.quotationKey }),
    );
    expect(one.orderKeys).toHaveLength(2);
    for (const k of one.orderKeys) expectShippedToSite(await orderOf(k));

    // Split, then the child orders: each shipped to the site too.
    const split = await driveToSent({ shippingAddressId: site.id });
    ok(await post(rm, '/quotation/split/buyerRFQ', { quotationKey: split.quotationKey }));
    const children = ok<ConversionResult>(await put(rm, `/childrenOrderPlaced/buyerRFQ/${split.key}`, {}));
    expect(children.orderKeys).toHaveLength(2);
    for (const k of children.orderKeys) expectShippedToSite(await orderOf(k));

    // Without a shipping address on the enquiry, the order ships to the billing address as before.
    const plain = await driveToSent();
    const without = ok<ConversionResult>(
      await post(rm, '/quotation/placeOrder', { quotationKey: plain.quotationKey }),
    );
    const o = await orderOf(without.orderKeys[0]!);
    expect(o.shippingAddress).toEqual(o.billingAddress);
    expect(o.shippingAddress.addressLine1).toBe(buyer!.address_line1);
  });
});

describe('reassign business-user type', () => {
  it('hands the enquiry to another RM (who then sees it), CM or sourcer, audited; refuses the wrong user', async () => {
    await t.database.executeSql(
      `INSERT INTO users (username, display_name, email, team_role, roles)
       VALUES ('rm-ops-2', 'Rahul Verma', 'rahul.verma@dom.example.in', 'RELATIONSHIP_MANAGER', '{RELATIONSHIP_MANAGER}')
       ON CONFLICT (username) DO NOTHING`,
    );
    const key = (await createRfq()).rfqKey;
    const body = { rfqKey: key, businessUserType: 'RM', email: 'Rahul.Verma@dom.example.in' };
    // The RM lacks Allow_Enquiry_Reassign.
    expect((await put(rm, '/enquiry/reassignBusinessUserType', body)).statusCode).toBe(403);
    const badType = await put(admin, '/enquiry/reassignBusinessUserType', {
      ...body,
      businessUserType: 'OM',
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.body).toContain('businessUserType');
    const nobody = await put(admin, '/enquiry/reassignBusinessUserType', {
      ...body,
      email: 'nobody@dom.example.in',
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.body).toContain('email');
    // A relationship manager is not a category manager.
    const notCm = await put(admin, '/enquiry/reassignBusinessUserType', {
      rfqKey: key,
      businessUserType: 'CM',
      email: 'rm@dom.example.in',
    });
    expect(notCm.statusCode).toBe(400);
    expect(notCm.body).toContain('This user is not a Category Manager');

    expect(ok<RfqDetail>(await get(rm, `/buyerRFQ/${key}`)).rmEmail).toBe('rm@dom.example.in');
    const moved = ok<RfqDetail>(
      await put(admin, '/enquiry/reassignBusinessUserType', { ...body, comment: 'Leave' }),
    );
    expect(moved.rmEmail).toBe('rahul.verma@dom.example.in');
    // The RM decides who sees it: the old RM no longer does.
    expect((await get(rm, `/buyerRFQ/${key}`)).statusCode).toBe(404);
    const cmMoved = ok<RfqDetail>(
      await put(admin, '/enquiry/reassignBusinessUserType', {
        rfqKey: key,
        businessUserType: 'SOURCER',
        email: 'cm@dom.example.in',
      }),
    );
    expect(cmMoved.sourcerEmail).toBe('cm@dom.example.in');
    expect(cmMoved.status).toBe('DRAFT_REQUEST');
    const audit = await rows<{
      before: { email: string | null };
      after: { email: string; businessUserType: string };
    }>(
      `SELECT before, after FROM audit_log WHERE entity_type = 'rfq' AND entity_id = '${key}'
       AND action = 'rfq.reassignBusinessUserType' ORDER BY at, id`,
    );
    expect(audit.map((a) => [a.after.businessUserType, a.before.email, a.after.email])).toEqual([
      ['RM', 'rm@dom.example.in', 'rahul.verma@dom.example.in'],
      ['SOURCER', null, 'cm@dom.example.in'],
    ]);
    // Not once the enquiry is closed.
    ok(await put(admin, '/buyerRFQ/cancel', { rfqKey: key, reason: 'DUPLICATE' }));
    expect((await put(admin, '/enquiry/reassignBusinessUserType', body)).statusCode).toBe(409);
  });
});

describe('RFQ attachments', () => {
  const upload = (
    who: Who,
    key: string,
    fields: Record<string, string>,
    files: { name: string; body: Buffer }[],
  ) => {
    const { payload, contentType } = multipartBody(
      fields,
      files.map((f) => ({ ...f, type: 'application/pdf' })),
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/buyerRFQ/${key}/attachments`,
      payload,
      headers: { ...who.headers, 'content-type': contentType, 'idempotency-key': `rfq-ops-${++keyNo}` },
    });
  };
  const pdf = Buffer.from('%PDF-1.4\n%rfq drawing\n%%EOF\n');

  it('uploads, lists, downloads and removes in scope; 404 outside it; the file rules; audited', async () => {
    const key = (await createRfq()).rfqKey;
    const otherBuyer = (
      await rows<{ id: string }>(
        `SELECT id FROM buyers WHERE rm_email IS NOT NULL AND rm_email <> 'rm@dom.example.in' AND business_unit = 'DIRECT' ORDER BY code LIMIT 1`,
      )
    )[0]!.id;
    const foreign = (await createRfq(otherBuyer)).rfqKey;
    // The type is required and from the list; the bytes must be a document.
    const noType = await upload(rm, key, {}, [{ name: 'drawing.pdf', body: pdf }]);
    expect(noType.statusCode).toBe(400);
    expect(noType.body).toContain('documentType');
    const badType = await upload(rm, key, { documentType: 'PASSPORT' }, [{ name: 'drawing.pdf', body: pdf }]);
    expect(badType.statusCode).toBe(400);
    const notPdf = await upload(rm, key, { documentType: 'SPECIFICATION' }, [
      { name: 'drawing.pdf', body: Buffer.from('MZ\x90\x00 not a document') },
    ]);
    expect(notPdf.statusCode).toBe(400);
    const six = await upload(
      rm,
      key,
      { documentType: 'OTHERS' },
      Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, body: pdf })),
    );
    expect(six.statusCode).toBe(400);
    // Another RM's RFQ is not found; a CM cannot upload (no Allow_Rfq_Edit).
    expect(
      (await upload(rm, foreign, { documentType: 'OTHERS' }, [{ name: 'a.pdf', body: pdf }])).statusCode,
    ).toBe(404);
    expect(
      (await upload(cm, key, { documentType: 'OTHERS' }, [{ name: 'a.pdf', body: pdf }])).statusCode,
    ).toBe(403);

    const made = await upload(rm, key, { documentType: 'SPECIFICATION' }, [
      { name: 'site-a.drawing.pdf', body: pdf },
    ]);
    expect(made.statusCode, made.body).toBe(201);
    const doc = made.json<{ documents: { documentId: string; fileName: string; uploadedBy: string }[] }>()
      .documents[0]!;
    expect(doc.fileName).toMatch(/^site-a_drawing_\d+\.pdf$/);
    expect(doc.uploadedBy).toBe('Priya Nair');
    const list = ok<{ documentId: string; documentType: string }[]>(
      await get(rm, `/buyerRFQ/${key}/attachments`),
    );
    expect(list.map((d) => [d.documentId, d.documentType])).toEqual([[doc.documentId, 'SPECIFICATION']]);
    expect((await get(rm, `/buyerRFQ/${foreign}/attachments`)).statusCode).toBe(404);
    expect((await get(rm, `/buyerRFQ/${foreign}/attachments/${doc.documentId}/url`)).statusCode).toBe(404);
    const link = ok<{ url: string }>(await get(rm, `/buyerRFQ/${key}/attachments/${doc.documentId}/url`)).url;
    const bytes = (await t.app.inject({ method: 'GET', url: link })).rawPayload;
    expect(bytes.subarray(0, 8).toString()).toBe('%PDF-1.4');
    // The generic signed-URL call does not hand an RFQ's file out (only the RFQ's own calls do).
    const generic = await post(admin, '/s3/getSignedUrl', { fileId: doc.documentId });
    expect(generic.statusCode).toBe(404);

    expect((await send('DELETE', cm, `/buyerRFQ/${key}/attachments/${doc.documentId}`)).statusCode).toBe(403);
    expect((await send('DELETE', rm, `/buyerRFQ/${key}/attachments/${doc.documentId}`)).statusCode).toBe(200);
    expect(ok<unknown[]>(await get(rm, `/buyerRFQ/${key}/attachments`))).toEqual([]);
    expect((await get(rm, `/buyerRFQ/${key}/attachments/${doc.documentId}/url`)).statusCode).toBe(404);
    const audit = await rows<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity_type = 'rfq' AND action LIKE 'rfq.attachment.%' ORDER BY at, id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['rfq.attachment.upload', 'rfq.attachment.delete']);
  });
});

describe('conversion metrics by financial quarter', () => {
  it('groups RFQs per quarter from April (IST) and per RM; month and quarter agree on the totals', async () => {
    const key = (await createRfq()).rfqKey;
    // An RFQ raised on 31 March 2026, 23:00 IST, belongs to Q4 of FY 2025-26 (from 1 January 2026).
    await t.database.executeSql(
      `UPDATE rfqs SET created_at = '2026-03-31T17:30:00Z' WHERE rfq_key = '${key}'`,
    );
    const quarter = ok<{
      rows: { period: string; rmEmail: string | null; rfqs: { count: number } }[];
      totals: { rfqs: { count: number } };
    }>(await post(rm, '/buyerRFQ/conversionMetrics', { period: 'quarter' }));
    const month = ok<{ totals: { rfqs: { count: number } } }>(
      await post(rm, '/buyerRFQ/conversionMetrics', { period: 'month' }),
    );
    expect(quarter.totals.rfqs.count).toBe(month.totals.rfqs.count);
    const q4 = quarter.rows.find((r) => r.period === '2026-01-01' && r.rmEmail === 'rm@dom.example.in');
    expect(q4?.rfqs.count).toBeGreaterThanOrEqual(1);
    for (const r of quarter.rows) expect(['01', '04', '07', '10']).toContain(r.period.slice(5, 7));
    expect(quarter.rows.every((r) => r.rmEmail === 'rm@dom.example.in')).toBe(true);
    const bad = await post(rm, '/buyerRFQ/conversionMetrics', { period: 'year' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('period');
  });
});
