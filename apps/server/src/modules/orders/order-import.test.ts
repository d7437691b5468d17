import {
  CreateOrderSchema,
  ORDER_IMPORT_COLUMNS,
  type ImportJob,
  type ImportPreview,
  type OrderDetail,
} from '@dom/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { createOrder } from './order-create.service';
import { importSourceId } from './order-import.service';

type Who = { headers: { authorization: string } };
type Cells = Partial<Record<(typeof ORDER_IMPORT_COLUMNS)[number], string | number | Date>>;

async function workbook(rows: Cells[], header: readonly string[] = ORDER_IMPORT_COLUMNS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  sheet.addRow([...header]);
  for (const r of rows) sheet.addRow(ORDER_IMPORT_COLUMNS.map((c) => r[c] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

function multipart(name: string, body: Buffer) {
  const boundary = '----dom-import-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('import order creation (xlsx)', () => {
  let t: TestApp;
  let om: Who;
  let buyerCode: string;
  let warehouse: string;
  let skus: string[];
  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { runJobs: true } });
    await t.ctx.jobs.start();
    om = await as(t, 'om');
    const one = async (q: string) => (await t.database.executeSql<{ v: string }>(q)).rows.map((r) => r.v);
    buyerCode = (await one('SELECT code AS v FROM buyers ORDER BY code LIMIT 1'))[0] ?? '';
    warehouse = (await one('SELECT name AS v FROM warehouses ORDER BY name LIMIT 1'))[0] ?? '';
    skus = await one('SELECT sku AS v FROM products ORDER BY sku LIMIT 2');
  });
  afterAll(() => t.close());

  const row = (ref: string, over: Cells = {}): Cells => ({
    'Order Ref': ref,
    'Buyer Code': buyerCode,
    'Seller Warehouse': warehouse,
    'Shipping Mode': 'Seller Shipped',
    'Logistics Provider': 'DHL',
    'Payment Terms': 'Advance',
    'Buyer Credit Days': 7,
    'PO Received Date and Time': '2026-11-20 10:30',
    'Buyer PO Number': `PO/IMP/${ref}`,
    SKU: skus[0],
    // Whole pieces: the demo catalogue's first products are sold by the bag.
    Quantity: '2',
    'Buyer Price per Unit': '1000',
    'Seller Price per Unit': '950.50',
    ...over,
  });
  const upload = async (name: string, body: Buffer, who: Who = om) => {
    const m = multipart(name, body);
    return t.app.inject({
      method: 'POST',
      url: '/api/orders-v2/import/upload',
      payload: m.payload,
      headers: { ...who.headers, 'content-type': m.contentType },
    });
  };
  const orderCount = async () =>
    Number((await t.database.executeSql<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]?.n);
  const waitForJob = async (jobId: string): Promise<ImportJob> => {
    for (let i = 0; i < 150; i++) {
      const job = (
        await t.app.inject({ method: 'GET', url: `/api/orders-v2/import/jobs/${jobId}`, ...om })
      ).json<ImportJob>();
      if (job.status === 'COMPLETED' || job.status === 'FAILED') return job;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('import job did not finish');
  };

  it('serves the template: the header row, list validations and an instructions sheet', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders-v2/import/template', ...om });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Orders');
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual([...ORDER_IMPORT_COLUMNS]);
    expect(sheet?.getCell('D2').dataValidation?.type).toBe('list');
    expect(sheet?.getCell('G5').dataValidation?.formulae).toEqual([0, 21]);
    expect(book.getWorksheet('Instructions')?.getCell('A2').value).toBe('Order Ref');
  });

  it('previews a valid file without creating anything', async () => {
    const before = await orderCount();
    const file = await workbook([
      row('A-1', { 'Charge Type': 'Shipping', 'Charge Amount': '500' }),
      row('A-1', { SKU: skus[1], Quantity: '1' }),
      row('B-1'),
    ]);
    const res = await upload('orders.xlsx', file);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<ImportPreview>();
    expect(preview).toMatchObject({ rowCount: 3, orderCount: 2, errorCount: 0, fileName: 'orders.xlsx' });
    expect(preview.rows.map((r) => r.row)).toEqual([2, 3, 4]);
    expect(await orderCount()).toBe(before);
  });

  it('names the row and column of every bad cell, with the create rules', async () => {
    const file = await workbook([
      row('C-1', { 'Buyer Code': 'NO-SUCH-BUYER', 'Buyer Credit Days': 30 }),
      row('C-2', { Quantity: '1.2345', 'PO Received Date and Time': '20/11/2026' }),
      row('C-2', { 'Seller Warehouse': 'Elsewhere', 'Charge Type': 'Shipping' }),
      row('C-3', { 'Buyer Credit Days': 30, 'Shipping Mode': 'Teleport', Quantity: '2.5' }),
    ]);
    const preview = (await upload('bad.xlsx', file)).json<ImportPreview>();
    const errors = preview.rows.flatMap((r) => r.errors);
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'Buyer Code', message: 'No such buyer' },
        { row: 2, column: 'Buyer Credit Days', message: 'Buyer credit days cannot exceed 21 days' },
        { row: 3, column: 'Quantity', message: expect.stringContaining('3') as string },
        {
          row: 3,
          column: 'PO Received Date and Time',
          message: 'Enter the date and time as YYYY-MM-DD HH:MM',
        },
        { row: 4, column: 'Seller Warehouse', message: 'No such seller warehouse' },
        { row: 5, column: 'Quantity', message: 'Enter a whole number for this unit' },
        { row: 4, column: 'Charge Amount', message: 'Required with a charge type' },
        { row: 5, column: 'Shipping Mode', message: 'Choose one of: 3PL, Seller Shipped, BP Shipped' },
      ]),
    );
    // A group whose cells pass on their own still meets the create schema (a PO number too long).
    const ok = (
      await upload('long.xlsx', await workbook([row('D-1', { 'Buyer PO Number': 'P'.repeat(65) })]))
    ).json<ImportPreview>();
    expect(ok.rows[0]?.errors).toEqual([
      { row: 2, column: 'Buyer PO Number', message: expect.stringContaining('64') as string },
    ]);
  });

  it('refuses wrong headers, a file that is not xlsx, and one that is too big', async () => {
    const headers = await upload(
      'old.xlsx',
      await workbook([row('E-1')], ['Ref', ...ORDER_IMPORT_COLUMNS.slice(1)]),
    );
    expect(headers.statusCode).toBe(400);
    expect(headers.json<{ message: string }>().message).toContain('"Order Ref"');
    const text = await upload('orders.xlsx', Buffer.from('order ref,buyer code\nA,B\n'));
    expect(text.statusCode).toBe(400);
    expect(text.json<{ message: string }>().message).toContain('not an Excel workbook');
    const big = await upload('big.xlsx', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json<{ message: string }>().message).toContain('big.xlsx exceeds the 5MB limit');
  });

  it('commits as a job once: a second commit answers the same job and duplicates nothing', async () => {
    const before = await orderCount();
    const file = await workbook([
      row('F-1', { 'Charge Type': 'Loading', 'Charge Amount': '250.50' }),
      row('F-1', { SKU: skus[1], Quantity: '3' }),
      row('G-1'),
    ]);
    const preview = (await upload('commit.xlsx', file)).json<ImportPreview>();
    const commit = () =>
      t.app.inject({ method: 'POST', url: `/api/orders-v2/import/${preview.uploadId}/commit`, ...om });
    const first = await commit();
    expect(first.statusCode, first.body).toBe(202);
    const { jobId } = first.json<{ jobId: string }>();
    const job = await waitForJob(jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', done: 2, total: 2 });
    expect(job.created.map((c) => c.orderRef)).toEqual(['F-1', 'G-1']);
    expect(await orderCount()).toBe(before + 2);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/order/orderDetails/${job.created[0]?.orderKey}`, ...om })
    ).json<OrderDetail>();
    expect(detail.lineItems).toHaveLength(2);
    expect(detail.charges).toEqual([{ chargeType: 'LOADING', amountPaise: '25050' }]);
    expect(detail.buyerPONumber).toBe('PO/IMP/F-1');

    const again = await commit();
    expect(again.statusCode).toBe(202);
    expect(again.json<{ jobId: string }>().jobId).toBe(jobId);
    expect(await orderCount()).toBe(before + 2);
  });

  it('creates an import group once even when the job runs again (retry after a crash)', async () => {
    const ids = async (q: string) => (await t.database.executeSql<{ id: string }>(q)).rows[0]?.id ?? '';
    const body = CreateOrderSchema.parse({
      buyerId: await ids('SELECT id FROM buyers ORDER BY code LIMIT 1'),
      warehouseId: await ids('SELECT id FROM warehouses ORDER BY name LIMIT 1'),
      shippingMode: '3PL',
      logisticsProvider: 'UPS',
      paymentTerms: 'ADVANCE',
      buyerCreditDays: 0,
      poReceivedAt: '2026-11-20T10:30:00+05:30',
      buyerPONumber: 'PO/RETRY',
      lines: [
        {
          productId: await ids('SELECT id FROM products ORDER BY sku LIMIT 1'),
          orderedQuantity: '1',
          buyerPricePerUnitPaise: '100',
          sellerPricePerUnitPaise: '90',
        },
      ],
    });
    const actor = { actorId: null, actingAsId: null, requestId: 'test' };
    const source = importSourceId('00000000-0000-4000-8000-000000000001', 'R-1');
    const before = await orderCount();
    const create = () =>
      t.database.db.transaction((tx) => createOrder(tx, body, actor, { sourceSystemOrderId: source }));
    const first = await create();
    const again = await create();
    expect(again.orderKey).toBe(first.orderKey);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses to commit a file with errors, another user’s upload, and users without the permission', async () => {
    const bad = (
      await upload('bad.xlsx', await workbook([row('H-1', { SKU: 'NOPE' })]))
    ).json<ImportPreview>();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/orders-v2/import/${bad.uploadId}/commit`,
      ...om,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('The file has 1 error;');
    const admin = await as(t, 'admin');
    const good = (await upload('good.xlsx', await workbook([row('I-1')]))).json<ImportPreview>();
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/orders-v2/import/${good.uploadId}/commit`,
      ...admin,
    });
    expect(other.statusCode).toBe(404);
    const rm = await as(t, 'rm');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders-v2/import/template', ...rm })).statusCode,
    ).toBe(403);
    expect((await upload('x.xlsx', await workbook([row('J-1')]), rm)).statusCode).toBe(403);
  });
});

describe('create-order look-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('answers at most 30 buyers, filtered by name or code, and only to creators', async () => {
    const om = await as(t, 'om');
    const all = await t.app.inject({ method: 'GET', url: '/api/orders-v2/lookups/buyers', ...om });
    expect(all.statusCode).toBe(200);
    const buyers = all.json<{ code: string; name: string; billingAddress: string }[]>();
    expect(buyers.length).toBe(30);
    const first = buyers[0];
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/orders-v2/lookups/buyers?q=${encodeURIComponent(first?.code ?? '')}`,
      ...om,
    });
    expect(found.json<{ code: string }[]>().map((b) => b.code)).toEqual([first?.code]);
    expect(first?.billingAddress).toMatch(/\d{6}$/);
    const over = await t.app.inject({
      method: 'GET',
      url: '/api/orders-v2/lookups/buyers?pageSize=31',
      ...om,
    });
    expect(over.statusCode).toBe(400);
    const rm = await as(t, 'rm');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders-v2/lookups/buyers', ...rm })).statusCode,
    ).toBe(403);
  });

  it('lists warehouses and catalogue products', async () => {
    const om = await as(t, 'om');
    const houses = (
      await t.app.inject({ method: 'GET', url: '/api/orders-v2/lookups/warehouses', ...om })
    ).json<{ name: string; sellerName: string }[]>();
    expect(houses.length).toBeGreaterThan(0);
    const products = (
      await t.app.inject({ method: 'GET', url: '/api/orders-v2/lookups/products?q=', ...om })
    ).json<{ sku: string; listPricePaise: string }[]>();
    expect(products.length).toBe(10);
    expect(products[0]?.listPricePaise).toMatch(/^\d+$/);
  });
});
