import type { OrderDetail } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { DEFAULT_APPROVAL_RULES, approvalNeeds } from './order-approval.service';
import { pickOrderKey } from './order-test-kit';

type Who = { headers: { authorization: string } };

describe('order approval', () => {
  let t: TestApp;
  let om: Who;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  const approve = (body: Record<string, unknown>, who: Who = om, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sales-order/order-approval',
      payload: { sellerPriceMarginAccurate: true, thresholdAdded: true, ...body },
      headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const richBuyer =
    'o.buyer_id IN (SELECT buyer_id FROM buyer_credit_accounts WHERE limit_paise > 1000000000)';

  it('needs both confirmations and names them', async () => {
    const orderKey = await pickOrderKey(t.database, "o.status = 'ORDERED'");
    const res = await approve({ orderKey, sellerPriceMarginAccurate: false, thresholdAdded: false });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ details: { fields: { field: string; message: string }[] } }>();
    expect(body.details.fields.map((f) => f.field)).toEqual(['sellerPriceMarginAccurate', 'thresholdAdded']);
    expect(body.details.fields[0]?.message).toContain('seller, price and margin information is accurate');
  });

  it('asks for reason, comments and payment-terms comments where the order needs them', async () => {
    const orderKey = await pickOrderKey(
      t.database,
      `o.status = 'ORDERED' AND o.gross_margin_bp < 0 AND o.credit_days > 0 AND ${richBuyer}`,
    );
    const res = await approve({ orderKey });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json<{ details: { fields: { field: string }[] } }>()
      .details.fields.map((f) => f.field);
    expect(fields).toEqual(['reason', 'comments', 'paymentTermsApprovalComments']);
    const ok = await approve({
      orderKey,
      reason: 'Strategic buyer',
      comments: 'Margin agreed',
      paymentTermsApprovalComments: 'Usual terms',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ orderStatus: string }>().orderStatus).toBe('ORDER_APPROVED');
  });

  it('checks margin against the threshold and payment terms even when the client says not to', async () => {
    const orderKey = await pickOrderKey(
      t.database,
      `o.status = 'ORDERED' AND o.gross_margin_bp >= 0 AND o.gross_margin_bp < ${DEFAULT_APPROVAL_RULES.minMarginBp} AND o.credit_days > 0 AND ${richBuyer}`,
    );
    const res = await approve({ orderKey, checkMarginValidation: false, checkPaymentTerms: false });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields;
    expect(fields.map((f) => f.field)).toEqual(['reason', 'comments', 'paymentTermsApprovalComments']);
    expect(fields[0]?.message).toMatch(/^Gross margin is [\d.]+%, below 2%: give a reason$/);
    const detail = await t.app.inject({ method: 'GET', url: `/api/order/orderDetails/${orderKey}`, ...om });
    expect(detail.json<OrderDetail>().approval).toEqual({
      minMarginPercent: 2,
      needsReason: true,
      needsPaymentTermsComments: true,
    });
  });

  it('takes the margin threshold from the configuration', () => {
    expect(loadConfig({ ORDER_MIN_MARGIN_PERCENT: '4.5' }).orders.minMarginBp).toBe(450);
    expect(loadConfig({}).orders.minMarginBp).toBe(DEFAULT_APPROVAL_RULES.minMarginBp);
    const order = { grossMarginBp: 300, creditDays: 0 };
    expect(approvalNeeds(order, { minMarginBp: 450 }).needsReason).toBe(true);
    expect(approvalNeeds(order, { minMarginBp: 300 }).needsReason).toBe(false);
  });

  it('attaches only a file uploaded for this order, once', async () => {
    const [orderKey, otherKey] = (
      await t.database.executeSql<{ order_key: string }>(
        `SELECT o.order_key FROM orders o WHERE o.status = 'ORDERED' AND o.gross_margin_bp >= 200
           AND o.credit_days = 0 ORDER BY o.order_key LIMIT 2`,
      )
    ).rows.map((r) => r.order_key);
    if (!orderKey || !otherKey) throw new Error('need two ORDERED advance orders');
    const file = await t.ctx.files.save({
      body: Buffer.from('%PDF approval'),
      name: 'approval.pdf',
      contentType: 'application/pdf',
      ownerType: 'order',
      ownerId: orderKey,
    });
    await t.database.executeSql(
      `INSERT INTO order_documents (order_id, document_type, file_id, file_name)
       SELECT id, 'OTHERS', $1, 'approval.pdf' FROM orders WHERE order_key = $2`,
      [file.id, orderKey],
    );
    const foreign = await approve({ orderKey: otherKey, fileUploadRequest: file.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('fileUploadRequest');
    const missing = await approve({
      orderKey: otherKey,
      fileUploadRequest: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const ok = await approve({ orderKey, fileUploadRequest: file.id });
    expect(ok.statusCode, ok.body).toBe(200);
    const docs = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_documents WHERE file_id = '${file.id}'`,
    );
    expect(docs.rows[0]?.n).toBe(1);
  });

  it('approves ORDERED once, reserves credit, audits, and replays under the same Idempotency-Key', async () => {
    const orderKey = await pickOrderKey(
      t.database,
      `o.status = 'ORDERED' AND o.gross_margin_bp >= 200 AND o.credit_days > 0 AND ${richBuyer}`,
    );
    const before = await t.database.executeSql<{ u: string }>(
      `SELECT a.utilised_paise::text AS u FROM buyer_credit_accounts a JOIN orders o ON o.buyer_id = a.buyer_id WHERE o.order_key = '${orderKey}'`,
    );
    const body = { orderKey, paymentTermsApprovalComments: 'ok' };
    const first = await approve(body, om, 'approve-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    const again = await approve(body, om, 'approve-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const after = await t.database.executeSql<{ u: string; total: string }>(
      `SELECT a.utilised_paise::text AS u, o.total_paise::text AS total FROM buyer_credit_accounts a JOIN orders o ON o.buyer_id = a.buyer_id WHERE o.order_key = '${orderKey}'`,
    );
    expect(BigInt(after.rows[0]?.u ?? 0) - BigInt(before.rows[0]?.u ?? 0)).toBe(
      BigInt(after.rows[0]?.total ?? -1),
    );
    const audit = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'order.approve' AND entity_id = '${orderKey}'`,
    );
    expect(audit.rows[0]?.n).toBe(1);
    const twice = await approve(body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(
      'Cannot approve when the status is ORDER_APPROVED.',
    );
  });

  it('reports a credit shortfall with the amounts', async () => {
    const orderKey = await pickOrderKey(
      t.database,
      `o.status = 'ORDERED' AND o.gross_margin_bp >= 200 AND o.credit_days > 0 AND o.buyer_id IN (SELECT buyer_id FROM buyer_credit_accounts WHERE limit_paise < 1000000)`,
    );
    const res = await approve({ orderKey, paymentTermsApprovalComments: 'ok' });
    expect(res.statusCode).toBe(409);
    const body = res.json<{ message: string; errorCode: string }>();
    expect(body.errorCode).toBe('INSUFFICIENT_CREDIT');
    expect(body.message).toMatch(
      // Available is the derived position: the ₹1,000 limit less what the buyer's ledger owes.
      /^Insufficient balance: the order total ₹.+ exceeds the buyer's available credit -?₹[\d,]+\.\d\d by ₹/,
    );
  });

  it('refuses approval to a user without the permission and hides another rm’s order', async () => {
    const orderKey = await pickOrderKey(t.database, "o.status = 'ORDERED'");
    expect((await approve({ orderKey }, await as(t, 'rm'))).statusCode).toBe(403);
    const cancelForeign = await t.app.inject({
      method: 'POST',
      url: '/api/sales-order/cancel',
      payload: {
        orderKey: await pickOrderKey(
          t.database,
          "o.status = 'ORDERED' AND o.rm_email <> 'rm@dom.example.in'",
        ),
        reasonCode: 'OTHERS',
        comment: 'x',
      },
      ...(await as(t, 'rm')),
    });
    expect(cancelForeign.statusCode).toBe(404);
  });
});

describe('order cancel, edit and dependency reasons', () => {
  let t: TestApp;
  let om: Who;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, who: Who = om) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as Record<string, unknown>, ...who });
  const detail = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/order/orderDetails/${key}`, ...om })).json<OrderDetail>();

  it('validates the reason and the comment, naming the fields', async () => {
    const orderKey = await pickOrderKey(t.database, "o.status = 'ORDERED'");
    const bad = await post('/sales-order/cancel', { orderKey, reasonCode: 'NOPE', comment: 'fine' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('reasonCode');
    const html = await post('/sales-order/cancel', { orderKey, reasonCode: 'OTHERS', comment: '<b>' });
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('Please avoid special charatcters like <, >, and &.');
  });

  it('cancels part of a line, then the rest; a cancelled order cannot be cancelled again', async () => {
    const orderKey = await pickOrderKey(t.database, "o.status = 'ORDER_APPROVED' AND o.line_count = 1");
    const line = (await detail(orderKey)).lineItems[0];
    if (!line) throw new Error('no line');
    const partial = await post('/sales-order/cancel', {
      orderKey,
      reasonCode: 'PRICE_MISMATCH',
      comment: 'Buyer wants less',
      lines: [{ lineItemId: line.lineItemId, cancelQuantity: '1.250' }],
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json<{ orderStatus: string }>().orderStatus).toBe('ORDER_APPROVED');
    expect((await detail(orderKey)).lineItems[0]?.cancelledQuantity).toBe('1.250');
    const tooMuch = await post('/sales-order/cancel', {
      orderKey,
      reasonCode: 'PRICE_MISMATCH',
      comment: 'x',
      lines: [{ lineItemId: line.lineItemId, cancelQuantity: line.orderedQuantity }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toContain('lines[0].cancelQuantity');
    const rest = await post('/sales-order/cancel', {
      orderKey,
      reasonCode: 'BUYER_REQUESTED',
      comment: 'All of it',
    });
    expect(rest.json<{ orderStatus: string }>().orderStatus).toBe('CANCELLED');
    expect((await detail(orderKey)).lineItems[0]?.cancelledQuantity).toBe(line.orderedQuantity);
    const again = await post('/sales-order/cancel', {
      orderKey,
      reasonCode: 'BUYER_REQUESTED',
      comment: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('Cannot cancel when the status is CANCELLED.');
  });

  it('a partial cancel recomputes line and order values and gives back the cancelled credit', async () => {
    const orderKey = await pickOrderKey(
      t.database,
      `o.status = 'ORDER_APPROVED' AND o.credit_days > 0
        AND EXISTS (SELECT 1 FROM order_charges c WHERE c.order_id = o.id AND c.charge_type <> 'SHIPPING')`,
    );
    const utilised = async () =>
      BigInt(
        (
          await t.database.executeSql<{ u: string }>(
            `SELECT a.utilised_paise::text AS u FROM buyer_credit_accounts a JOIN orders o ON o.buyer_id = a.buyer_id WHERE o.order_key = '${orderKey}'`,
          )
        ).rows[0]?.u ?? '0',
      );
    await t.database.executeSql(
      `UPDATE buyer_credit_accounts SET utilised_paise = utilised_paise + 100000000
        WHERE buyer_id = (SELECT buyer_id FROM orders WHERE order_key = '${orderKey}')`,
    );
    const before = await detail(orderKey);
    const creditBefore = await utilised();
    const line = before.lineItems[0];
    if (!line) throw new Error('no line');
    const res = await post('/sales-order/cancel', {
      orderKey,
      reasonCode: 'PRICE_MISMATCH',
      comment: 'Buyer wants less',
      lines: [{ lineItemId: line.lineItemId, cancelQuantity: '2.000' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(orderKey);
    const milli = (q: string) => BigInt(q.replace('.', ''));
    const open = (l: OrderDetail['lineItems'][number]) =>
      milli(l.orderedQuantity) - milli(l.cancelledQuantity);
    const preTaxOf = (l: OrderDetail['lineItems'][number]) =>
      (open(l) * BigInt(l.buyerPricePerUnitPaise)) / 1000n;
    for (const l of after.lineItems)
      expect(l.taxPaise, l.lineItemId).toBe(
        String((preTaxOf(l) * BigInt(Math.round(l.gstRatePercent * 100))) / 10000n),
      );
    const preTax = after.lineItems.reduce((sum, l) => sum + preTaxOf(l), 0n);
    const tax = after.lineItems.reduce((sum, l) => sum + BigInt(l.taxPaise), 0n);
    const charges = after.charges.reduce((sum, c) => sum + BigInt(c.amountPaise), 0n);
    expect(BigInt(after.preTaxValuePaise)).toBe(preTax);
    expect(BigInt(after.taxPaise)).toBe(tax);
    expect(BigInt(after.totalValuePaise)).toBe(preTax + tax + charges);
    expect(BigInt(after.totalValuePaise)).toBeLessThan(BigInt(before.totalValuePaise));
    // Charges keep their types; the shipping cost is only the SHIPPING one.
    expect(after.charges.map((c) => c.chargeType)).toEqual(before.charges.map((c) => c.chargeType));
    expect(after.shippingCostPaise).toBe(
      String(
        after.charges
          .filter((c) => c.chargeType === 'SHIPPING')
          .reduce((s, c) => s + BigInt(c.amountPaise), 0n),
      ),
    );
    expect(creditBefore - (await utilised())).toBe(
      BigInt(before.totalValuePaise) - BigInt(after.totalValuePaise),
    );
  });

  it('refuses to cancel an order in progress', async () => {
    const orderKey = await pickOrderKey(t.database, "o.status = 'IN_PROGRESS'");
    const res = await post('/sales-order/cancel', { orderKey, reasonCode: 'OTHERS', comment: 'late' });
    expect(res.statusCode).toBe(409);
  });

  it('edits quantities only where allowed, recomputing the values, and audits', async () => {
    const orderKey = await pickOrderKey(t.database, "o.status = 'ORDERED'");
    const d = await detail(orderKey);
    const line = d.lineItems[0];
    if (!line) throw new Error('no line');
    const res = await post('/sales-order/order-edit', {
      orderKey,
      version: d.version,
      deliveryDate: '2026-12-24',
      orderManager: 'Rahul Bansal',
      lines: [{ lineItemId: line.lineItemId, orderedQuantity: '11' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(orderKey);
    expect(after.deliveryDate).toBe('2026-12-24');
    expect(after.orderManager).toBe('Rahul Bansal');
    expect(after.lineItems[0]?.orderedQuantity).toBe('11.000');
    const expected = after.lineItems.reduce(
      (sum, l) =>
        sum +
        (BigInt(Math.round(Number(l.orderedQuantity) * 1000)) * BigInt(l.buyerPricePerUnitPaise)) / 1000n,
      0n,
    );
    expect(BigInt(after.preTaxValuePaise)).toBe(expected);
    const stale = await post('/sales-order/order-edit', {
      orderKey,
      version: d.version,
      maxMdd: '2026-12-30',
    });
    expect(stale.statusCode).toBe(409);
    const audit = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'order.edit' AND entity_id = '${orderKey}'`,
    );
    expect(audit.rows[0]?.n).toBe(1);
  });

  it('refuses a quantity edit after approval but allows its dates', async () => {
    const orderKey = await pickOrderKey(t.database, "o.status = 'PLANNED'");
    const line = (await detail(orderKey)).lineItems[0];
    const qty = await post('/sales-order/order-edit', {
      orderKey,
      lines: [{ lineItemId: line?.lineItemId, orderedQuantity: '2' }],
    });
    expect(qty.statusCode).toBe(409);
    expect(qty.json<{ message: string }>().message).toBe(
      'Cannot edit quantities when the status is PLANNED.',
    );
    expect((await post('/sales-order/order-edit', { orderKey, maxMdd: '2026-12-30' })).statusCode).toBe(200);
    const done = await pickOrderKey(t.database, "o.status = 'COMPLETED'");
    expect((await post('/sales-order/order-edit', { orderKey: done, maxMdd: '2026-12-30' })).statusCode).toBe(
      409,
    );
  });

  it('lists dependency reasons by category; the other reasons need a comment', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/order/dependency-reasons/category?category=CUSTOMER',
      ...om,
    });
    const reasons = list.json<{ reasonCode: string; needsComment: boolean }[]>();
    expect(reasons.find((r) => r.reasonCode === 'CCD_O')?.needsComment).toBe(true);
    const orderKey = await pickOrderKey(t.database, "o.status = 'ORDER_APPROVED'");
    const missing = await post('/sales-order/dependency-reasons', {
      orderKey,
      category: 'CUSTOMER',
      dependencyReasons: [{ reasonCode: 'CCD_PAYMENT' }, { reasonCode: 'CCD_O' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('dependencyReasons[1].comments');
    const ok = await post('/sales-order/dependency-reasons', {
      orderKey,
      category: 'OPERATIONS',
      dependencyReasons: [{ reasonCode: 'OD_O', comments: 'Road closed' }],
    });
    expect(ok.statusCode).toBe(200);
    expect((await detail(orderKey)).dependencyReasons[0]?.comments).toBe('Road closed');
  });

  it('serves the reference data', async () => {
    const reasons = await t.app.inject({ method: 'GET', url: '/api/business-code/getCancelReasons', ...om });
    expect(reasons.json<{ code: string }[]>().map((r) => r.code)).toContain('BUYER_REQUESTED');
    const l1 = await t.app.inject({ method: 'GET', url: '/api/pim/category/l1-categories', ...om });
    expect(l1.json<string[]>().length).toBeGreaterThan(0);
    const regions = await t.app.inject({ method: 'GET', url: '/api/biz/regions/search/hierarchy', ...om });
    expect(regions.json<{ states: string[] }[]>()[0]?.states.length).toBeGreaterThan(0);
    const values = await t.app.inject({
      method: 'GET',
      url: '/api/business-code/values?type=PAYMENT_TERMS',
      ...om,
    });
    expect(values.json()).toEqual(['Advance', 'Credit']);
    const regionRows = await t.database.executeSql<{ region: string; state: string }>(
      'SELECT DISTINCT region, state FROM buyers',
    );
    const hierarchy = regions.json<{ region: string; states: string[] }[]>();
    expect(hierarchy.flatMap((r) => r.states.map((s) => `${r.region}/${s}`)).sort()).toEqual(
      regionRows.rows.map((r) => `${r.region}/${r.state}`).sort(),
    );
    // The bank master: every bank the demo parties bank with is on it, under either name.
    const banks = await t.app.inject({
      method: 'GET',
      url: '/api/business-code/values?type=BANK_NAMES',
      ...om,
    });
    const used = await t.database.executeSql<{ bank_name: string }>(
      'SELECT DISTINCT bank_name FROM sellers WHERE bank_name IS NOT NULL UNION SELECT DISTINCT bank_name FROM buyers WHERE bank_name IS NOT NULL',
    );
    expect(used.rows.length).toBeGreaterThan(0);
    expect(banks.json<string[]>()).toEqual(expect.arrayContaining(used.rows.map((r) => r.bank_name)));
    const master = await t.app.inject({
      method: 'GET',
      url: '/api/business-code/search/code-value?type=BANK_MASTER',
      ...om,
    });
    expect(master.json<{ type: string; code: string }[]>().find((b) => b.code === 'SBIN')?.type).toBe(
      'BANK_NAMES',
    );
    for (const url of [
      '/api/pim/reporting-category',
      '/api/business-code/search/code-value',
      '/api/business-code/import-orders/dropdown',
    ])
      expect((await t.app.inject({ method: 'GET', url, ...om })).statusCode, url).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/business-code/getCancelReasons' })).statusCode,
    ).toBe(401);
  });
});
