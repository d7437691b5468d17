import type { ActiveGstInfos, ConsignmentDetail, OrderDetail, OrderSellerPayment } from '@dom/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { pickOrderKey } from './order-test-kit';

type Who = { headers: { authorization: string } };

describe('the remaining order calls of calls.tsv', () => {
  let t: TestApp;
  let om: Who;
  let logistics: Who;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    logistics = await as(t, 'logistics');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, who: Who = om) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, ...who });
  const get = (url: string, who: Who = om) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });
  const detail = async (key: string) => (await get(`/order/orderDetails/${key}`)).json<OrderDetail>();
  const rows = async <T>(q: string) => (await t.database.executeSql<T>(q)).rows;
  const fieldsOf = (body: string) =>
    (JSON.parse(body) as { details?: { fields?: { field: string }[] } }).details?.fields?.map(
      (f) => f.field,
    ) ?? [];

  it('updateOrderDetailsUsingOrderedQty changes the quantity and the values, only before approval', async () => {
    const orderKey = await pickOrderKey(t.database, "o.status = 'ORDERED'");
    const before = await detail(orderKey);
    const line = before.lineItems[0];
    if (!line) throw new Error('no line');
    const wanted = (Number(line.orderedQuantity) + 2).toFixed(3);
    const res = await post('/consignment/updateOrderDetailsUsingOrderedQty', {
      orderKey,
      lines: [{ lineItemId: line.lineItemId, orderedQuantity: wanted }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(orderKey);
    expect(Number(after.lineItems[0]?.orderedQuantity)).toBe(Number(wanted));
    const [sum] = await rows<{ pre: string }>(
      `SELECT sum(floor(l.ordered_qty * l.buyer_price_paise))::text AS pre FROM order_lines l
         JOIN orders o ON o.id = l.order_id WHERE o.order_key = '${orderKey}'`,
    );
    expect(after.preTaxValuePaise).toBe(sum?.pre);
    expect(after.preTaxValuePaise).not.toBe(before.preTaxValuePaise);

    const approved = await pickOrderKey(t.database, "o.status = 'ORDER_APPROVED'");
    const approvedLine = (await detail(approved)).lineItems[0];
    const refused = await post('/consignment/updateOrderDetailsUsingOrderedQty', {
      orderKey: approved,
      lines: [{ lineItemId: approvedLine?.lineItemId, orderedQuantity: '10' }],
    });
    expect(refused.statusCode).toBe(409);
    const empty = await post('/consignment/updateOrderDetailsUsingOrderedQty', { orderKey, lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.body)).toContain('lines');
  });

  it('/consignment/updateOrder follows the order-edit rules', async () => {
    const orderKey = await pickOrderKey(t.database, "o.status = 'IN_PROGRESS'");
    const ok = await post('/consignment/updateOrder', { orderKey, deliveryDate: '2027-01-10' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await detail(orderKey)).deliveryDate).toBe('2027-01-10');
    const line = (await detail(orderKey)).lineItems[0];
    const refused = await post('/consignment/updateOrder', {
      orderKey,
      lines: [{ lineItemId: line?.lineItemId, orderedQuantity: '99' }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Cannot edit quantities when the status is IN_PROGRESS.',
    );
  });

  it('assigns the order manager with its own permission, audited', async () => {
    const orderKey = await pickOrderKey(
      t.database,
      "o.status = 'ORDER_APPROVED' AND o.rm_email = 'rm@dom.example.in'",
    );
    const res = await post('/order/assign-order-manager-noauth', {
      orderKey,
      orderManager: 'Farhan Qureshi',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(orderKey)).orderManager).toBe('Farhan Qureshi');
    const [audit] = await rows<{ after: { orderManager?: string } }>(
      `SELECT after FROM audit_log WHERE action = 'order.edit' AND entity_id = '${orderKey}' ORDER BY at DESC LIMIT 1`,
    );
    expect(audit?.after.orderManager).toBe('Farhan Qureshi');
    // Despite the name, a session is needed, and the rm does not hold the permission.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/order/assign-order-manager-noauth',
      payload: { orderKey, orderManager: 'X Y' },
    });
    expect(anonymous.statusCode).toBe(401);
    const rm = await as(t, 'rm');
    expect(
      (await post('/order/assign-order-manager-noauth', { orderKey, orderManager: 'X Y' }, rm)).statusCode,
    ).toBe(403);
    const blank = await post('/order/assign-order-manager-noauth', { orderKey, orderManager: '  ' });
    expect(fieldsOf(blank.body)).toEqual(['orderManager']);
  });

  it("changes addresses to entries of the buyer's own address book", async () => {
    const [pick] = await rows<{ order_key: string; buyer_id: string; ship: string; bill: string }>(
      `SELECT o.order_key, o.buyer_id,
              (SELECT id FROM buyer_addresses a WHERE a.buyer_id = o.buyer_id AND a.address_type = 'SHIPPING' ORDER BY a.created_at DESC LIMIT 1) AS ship,
              (SELECT id FROM buyer_addresses a WHERE a.buyer_id = o.buyer_id AND a.address_type = 'BILLING' LIMIT 1) AS bill
         FROM orders o
        WHERE o.status = 'ORDERED'
          AND EXISTS (SELECT 1 FROM buyer_addresses a WHERE a.buyer_id = o.buyer_id AND a.address_type = 'SHIPPING')
          AND EXISTS (SELECT 1 FROM buyer_addresses a WHERE a.buyer_id = o.buyer_id AND a.address_type = 'BILLING')
        ORDER BY o.order_key LIMIT 1`,
    );
    if (!pick) throw new Error('no order whose buyer has both address types');
    const [ship] = await rows<{ postal_code: string; address_line1: string }>(
      `SELECT postal_code, address_line1 FROM buyer_addresses WHERE id = '${pick.ship}'`,
    );
    const res = await post('/order/update/updateAddress', {
      orderKey: pick.order_key,
      shippingAddressId: pick.ship,
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = await detail(pick.order_key);
    expect(d.shippingAddress.postalCode).toBe(ship?.postal_code);
    expect(d.shippingAddress.addressLine1).toBe(ship?.address_line1);

    const [other] = await rows<{ id: string }>(
      `SELECT id FROM buyer_addresses WHERE buyer_id <> '${pick.buyer_id}' AND address_type = 'SHIPPING' LIMIT 1`,
    );
    const foreign = await post('/order/update/updateAddress', {
      orderKey: pick.order_key,
      shippingAddressId: other?.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign.body)).toEqual(['shippingAddressId']);
    const wrongType = await post('/order/update/updateAddress', {
      orderKey: pick.order_key,
      billingAddressId: pick.ship,
    });
    expect(fieldsOf(wrongType.body)).toEqual(['billingAddressId']);
    const nothing = await post('/order/update/updateAddress', { orderKey: pick.order_key });
    expect(nothing.statusCode).toBe(400);
    expect(fieldsOf(nothing.body)).toEqual(['shippingAddressId']);

    const planned = await pickOrderKey(t.database, "o.status = 'PLANNED'");
    const late = await post('/order/update/updateAddress', {
      orderKey: planned,
      billingAddressId: pick.bill,
    });
    expect(late.statusCode).toBe(409);
  });

  it('downloads the production dates of an order as a real workbook', async () => {
    const orderKey = await pickOrderKey(t.database, "o.status = 'PLANNED' AND o.line_count >= 2");
    const d = await detail(orderKey);
    const first = d.lineItems[0];
    await post('/sales-order/editOrderLineProductionDate', {
      orderKey,
      lines: [{ lineItemId: first?.lineItemId, productionDate: '2026-12-09' }],
    });
    const res = await get(`/order/reports/production-dates/download/request/${orderKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Production dates');
    expect(sheet?.rowCount).toBe(d.lineItems.length + 1);
    expect(sheet?.getRow(2).getCell(3).value).toBe(first?.skuId);
    expect(sheet?.getRow(2).getCell(7).value).toBe('2026-12-09');
    expect((await get('/order/reports/production-dates/download/request/NOPE-1')).statusCode).toBe(404);
  });

  it("reports the seller's amounts per consignment, payable once delivered, scoped like the order", async () => {
    const [pick] = await rows<{ order_key: string }>(
      `SELECT o.order_key FROM orders o JOIN consignments c ON c.order_id = o.id
        GROUP BY o.order_key HAVING bool_or(c.status IN ('DELIVERED', 'COMPLETED')) ORDER BY o.order_key LIMIT 1`,
    );
    if (!pick) throw new Error('no order with a delivered consignment');
    const res = await get(`/order/sellerPayment/${pick.order_key}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OrderSellerPayment>();
    const expected = await rows<{ consignment_key: string; status: string; value: string }>(
      `SELECT c.consignment_key, c.status,
              sum(floor(coalesce(l.acknowledged_qty, l.requested_qty) * ol.seller_price_paise))::text AS value
         FROM consignments c JOIN consignment_lines l ON l.consignment_id = c.id
         JOIN order_lines ol ON ol.id = l.order_line_id JOIN orders o ON o.id = c.order_id
        WHERE o.order_key = '${pick.order_key}' GROUP BY c.id ORDER BY c.created_at, c.consignment_key`,
    );
    expect(body.consignments.map((c) => [c.consignmentKey, c.status, c.sellerValuePaise])).toEqual(
      expected.map((e) => [e.consignment_key, e.status, e.value]),
    );
    const payable = body.consignments
      .filter((c) => ['DELIVERED', 'COMPLETED'].includes(c.status))
      .reduce((s, c) => s + BigInt(c.sellerTotalPaise), 0n);
    expect(BigInt(body.payablePaise)).toBe(payable);
    expect(payable > 0n).toBe(true);
    expect(body.consignments.every((c) => BigInt(c.sellerTotalPaise) >= BigInt(c.sellerValuePaise))).toBe(
      true,
    );

    const foreign = await pickOrderKey(t.database, "o.rm_email IS DISTINCT FROM 'rm@dom.example.in'");
    const rm = await as(t, 'rm');
    expect((await get(`/order/sellerPayment/${foreign}`, rm)).statusCode).toBe(404);
  });

  it("lists the marketplace's GST registrations that are in force today", async () => {
    const res = await get('/sales-order/gstInfo/v1/getActiveGstInfos');
    expect(res.statusCode).toBe(200);
    const { items } = res.json<ActiveGstInfos>();
    const all = await rows<{ gstin: string; status: string }>(
      `SELECT r.gstin, g.status FROM company_gst_registrations r JOIN gst_sim_gstins g ON g.gstin = r.gstin`,
    );
    expect(all.some((r) => r.status === 'CANCELLED')).toBe(true);
    expect(items.map((i) => i.gstin).sort()).toEqual(
      all
        .filter((r) => r.status === 'ACTIVE')
        .map((r) => r.gstin)
        .sort(),
    );
    for (const i of items) expect(i.gstin.slice(0, 2)).toBe(i.stateCode);
    // Suspending one on the portal takes it off the list.
    await t.database.executeSql(
      `UPDATE gst_sim_gstins SET status = 'SUSPENDED' WHERE gstin = '${items[0]?.gstin}'`,
    );
    const after = (await get('/sales-order/gstInfo/v1/getActiveGstInfos')).json<ActiveGstInfos>();
    expect(after.items).toHaveLength(items.length - 1);
    await t.database.executeSql(
      `UPDATE gst_sim_gstins SET status = 'ACTIVE' WHERE gstin = '${items[0]?.gstin}'`,
    );
  });

  describe('consignment calls', () => {
    const BEFORE_DISPATCH = 'ACKNOWLEDGED READY_TO_PROCESS IN_PROGRESS PACKED READY_FOR_SHIPMENT';
    // The small test seed does not hold every state: any of the listed ones will do.
    const consignment = async (statuses: string) => {
      const [row] = await rows<{ consignment_key: string }>(
        `SELECT consignment_key FROM consignments
          WHERE status IN (${statuses
            .split(' ')
            .map((s) => `'${s}'`)
            .join(', ')})
            AND transportation_request IS NULL AND packages IS DISTINCT FROM 12
          ORDER BY consignment_key LIMIT 1`,
      );
      if (!row) throw new Error(`no ${statuses} consignment`);
      return row.consignment_key;
    };
    const consignmentDetail = async (key: string) =>
      (await get(`/consignment/search/${key}`)).json<ConsignmentDetail>();

    it('asks for transport once, before dispatch, with the logistics permission', async () => {
      const key = await consignment(BEFORE_DISPATCH);
      const res = await post(
        '/shipment/transportation-request',
        { consignmentKey: key, vehicleType: '32 ft MXL', pickupDate: '2099-01-05', remarks: 'Loading bay 3' },
        logistics,
      );
      expect(res.statusCode, res.body).toBe(200);
      const d = await consignmentDetail(key);
      expect(d.dispatch.transportationRequest).toMatchObject({
        status: 'REQUESTED',
        vehicleType: '32 ft MXL',
        pickupDate: '2099-01-05',
      });
      const again = await post('/shipment/transportation-request', { consignmentKey: key }, logistics);
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toBe(
        'Transportation is already requested for this consignment',
      );
      const past = await post(
        '/shipment/transportation-request',
        { consignmentKey: await consignment(BEFORE_DISPATCH), pickupDate: '2020-01-01' },
        logistics,
      );
      expect(fieldsOf(past.body)).toEqual(['pickupDate']);
      const transit = await post(
        '/shipment/transportation-request',
        { consignmentKey: await consignment('INTRANSIT DELIVERED COMPLETED') },
        logistics,
      );
      expect(transit.statusCode).toBe(409);
      const rm = await as(t, 'rm');
      expect(
        (
          await post(
            '/shipment/transportation-request',
            { consignmentKey: await consignment(BEFORE_DISPATCH) },
            rm,
          )
        ).statusCode,
      ).toBe(403);
    });

    it('updates the dispatch facts of a consignment before dispatch', async () => {
      const key = await consignment(BEFORE_DISPATCH);
      const res = await post('/consignment/updateConsignment', {
        consignmentKey: key,
        expectedDispatchDate: '2099-02-01',
        packages: 12,
        grossWeightKg: '2450.500',
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await rows<{ expected_dispatch_date: string; packages: number; gross_weight_kg: string }>(
        `SELECT expected_dispatch_date::text, packages, gross_weight_kg::text FROM consignments WHERE consignment_key = '${key}'`,
      );
      expect(row).toEqual({
        expected_dispatch_date: '2099-02-01',
        packages: 12,
        gross_weight_kg: '2450.500',
      });
      const bad = await post('/consignment/updateConsignment', {
        consignmentKey: key,
        grossWeightKg: '12.34567',
      });
      expect(fieldsOf(bad.body)).toEqual(['grossWeightKg']);
      const none = await post('/consignment/updateConsignment', { consignmentKey: key });
      expect(fieldsOf(none.body)).toEqual(['expectedDispatchDate']);
      const delivered = await post('/consignment/updateConsignment', {
        consignmentKey: await consignment('INTRANSIT DELIVERED COMPLETED'),
        packages: 3,
      });
      expect(delivered.statusCode).toBe(409);
    });
  });
});
