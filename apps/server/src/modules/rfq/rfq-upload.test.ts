import type { RfqDetail, RfqListItem, Page, Task, TaskPreview, TaskType } from '@dom/contract';
import { BUYER_CREDIT_DAYS_MESSAGE } from '@dom/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { multipartBody } from '../../../test/multipart';
import { rfqFixtures } from '../../../test/rfq-fixtures';
import { type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let rm: Who;
let tm: Who;
let om: Who;
let seller: Who;
let rmId: string;
let rmBuyer: { id: string; code: string; pin: string | null };
let otherBuyerCode: string;
let products: { sku: string; unit: string }[] = [];

const { post, put, get, rows, ok } = apiClient(() => t, 'rfq-upload');

const HEADER = [
  'Upload Reference',
  'Buyer Code',
  'Business Unit',
  'TM/RM Email',
  'Shipping Pin Code',
  'Pricing Basis',
  'Sales Type',
  'Buyer Credit Days',
  'Payment Terms',
  'Consignment',
  'Required By',
  'SKU',
  'Quantity',
  'Unit',
  'Target Price',
  'Remarks',
];

const sheet = async (cells: readonly (readonly string[])[]) => {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('RFQ Upload');
  for (const r of [HEADER, ...cells]) ws.addRow([...r]);
  return Buffer.from(await book.xlsx.writeBuffer());
};
const readSheet = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[0]?.eachRow((row) =>
    out.push(
      HEADER.map((_, i) => {
        const v = (row.values as (string | number | null | undefined)[])[i + 1];
        return v == null ? '' : String(v);
      }),
    ),
  );
  return out;
};
const upload = (who: Who, bytes: Buffer) => {
  const body = multipartBody({}, [{ name: 'rfqs.xlsx', body: bytes, type: 'application/octet-stream' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/tasks/RFQ_UPLOAD/upload',
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const done = async (who: Who, taskId: string): Promise<Task> => {
  for (let i = 0; i < 600; i++) {
    const task = ok<Task>(await get(who, `/tasks/${taskId}`));
    if (task.finishedOn) return task;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`task ${taskId} did not end`);
};
const commit = async (who: Who, taskId: string) => {
  ok(await post(who, '/extraction/initiate', { taskId }), 202);
  return done(who, taskId);
};
const count = async (query: string) => Number((await rows<{ n: string }>(query))[0]!.n);
const uploadedBy = (ref: string) =>
  rows<{ rfq_key: string }>(
    `SELECT rfq_key FROM rfqs WHERE created_by = '${rmId}' AND upload_reference = '${ref}'`,
  );

/** A line of the sheet: the RFQ's own columns first, then the line's. */
const line = (
  ref: string,
  rfq: Partial<{
    buyer: string;
    unit: string;
    owner: string;
    pin: string;
    basis: string;
    type: string;
    days: string;
    terms: string;
  }>,
  l: {
    consignment?: string;
    by?: string;
    sku: string;
    qty: string;
    unit: string;
    price: string;
    remarks?: string;
  },
) => [
  ref,
  rfq.buyer ?? rmBuyer.code,
  rfq.unit ?? '',
  rfq.owner ?? '',
  rfq.pin ?? '',
  rfq.basis ?? 'F.O.R',
  rfq.type ?? 'Project Sales',
  rfq.days ?? '15',
  rfq.terms ?? 'Advance 30%, balance in 15 days',
  l.consignment ?? '',
  l.by ?? '',
  l.sku,
  l.qty,
  l.unit,
  l.price,
  l.remarks ?? '',
];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  rm = await as(t, 'rm');
  tm = await as(t, 'tm');
  om = await as(t, 'om');
  seller = await as(t, 'seller');
  rmId = (await rows<{ id: string }>(`SELECT id FROM users WHERE username = 'rm'`))[0]!.id;
  const fx = await rfqFixtures(rows);
  const [b] = await rows<{ id: string; code: string; pin: string | null }>(
    `SELECT b.id, b.code, (SELECT a.postal_code FROM buyer_addresses a WHERE a.buyer_id = b.id AND a.address_type = 'SHIPPING'
       ORDER BY a.created_at, a.id LIMIT 1) AS pin FROM buyers b WHERE b.id = '${fx.rmBuyer}'`,
  );
  rmBuyer = b!;
  otherBuyerCode = (await rows<{ code: string }>(`SELECT code FROM buyers WHERE id = '${fx.otherBuyer}'`))[0]!
    .code;
  products = await rows<{ sku: string; unit: string }>(
    `SELECT sku, unit FROM products WHERE is_active ORDER BY sku LIMIT 3`,
  );
  expect(products).toHaveLength(3);
}, 180_000);
afterAll(async () => t?.close());

describe('RFQ upload (task type RFQ_UPLOAD, UBS RFQ upload v2.0)', () => {
  it('is offered to the sales desk; a user without Allow_Rfq_Upload or a seller is refused (403) and nothing is kept', async () => {
    const types = ok<TaskType[]>(await get(rm, '/tasks/types'));
    expect(types.find((x) => x.taskType === 'RFQ_UPLOAD')).toMatchObject({
      label: 'UBS RFQ upload v2.0',
      canUpload: true,
      canDownload: true,
      columns: HEADER.map((name): unknown => expect.objectContaining({ name })),
    });
    const bytes = await sheet([
      line('R-403', {}, { sku: products[0]!.sku, qty: '1', unit: products[0]!.unit, price: '10' }),
    ]);
    const before = await count('SELECT count(*) AS n FROM tasks');
    expect((await upload(om, bytes)).statusCode).toBe(403);
    expect((await upload(seller, bytes)).statusCode).toBe(403);
    expect(await count('SELECT count(*) AS n FROM tasks')).toBe(before);
  });

  it('previews per-row errors naming the column, commits the RFQs as the uploader (list, lines, audit), and a second commit of the same file raises nothing new', async () => {
    const [p0, p1, p2] = products as [
      { sku: string; unit: string },
      { sku: string; unit: string },
      { sku: string; unit: string },
    ];
    const pin = rmBuyer.pin ?? '';
    const rfqCols = { unit: 'DIRECT', owner: 'RM@dom.example.in', pin };
    const bytes = await sheet([
      // 2–4: REF-A, two consignments, three lines
      line('REF-A', rfqCols, {
        consignment: 'Site A',
        by: '2026-12-15',
        sku: p0.sku,
        qty: '10',
        unit: p0.unit,
        price: '1,250.50',
        remarks: 'Urgent',
      }),
      line(
        'REF-A',
        { pin },
        { consignment: 'Site A', by: '2026-12-15', sku: p1.sku, qty: '5', unit: p1.unit, price: '300' },
      ),
      line(
        'REF-A',
        { pin },
        { consignment: 'Site B', sku: p0.sku, qty: '3', unit: p0.unit.toLowerCase(), price: '400' },
      ),
      // 5: REF-B, one line, Ex Works, the default sales type and consignment
      line(
        'REF-B',
        { basis: 'Ex Works', type: '', days: '7', terms: 'Credit 7 days' },
        { sku: p2.sku, qty: '2', unit: p2.unit, price: '99' },
      ),
      // 6: another RM's buyer: out of the RM's scope, said as of an unknown buyer
      line('REF-C', { buyer: otherBuyerCode }, { sku: p0.sku, qty: '1', unit: p0.unit, price: '10' }),
      // 7: the same line as row 2
      line('REF-A', rfqCols, {
        consignment: 'Site A',
        by: '2026-12-15',
        sku: p0.sku,
        qty: '1',
        unit: p0.unit,
        price: '1',
      }),
      // 8: no such SKU
      line('REF-D', {}, { sku: 'NO-SUCH-SKU', qty: '1', unit: 'MT', price: '10' }),
      // 9: credit days above the cap (the schema)
      line('REF-E', { days: '30' }, { sku: p0.sku, qty: '1', unit: p0.unit, price: '10' }),
      // 10: REF-A with another pricing basis than its row 2
      line(
        'REF-A',
        { pin, basis: 'EXW' },
        { consignment: 'Site C', sku: p2.sku, qty: '4', unit: p2.unit, price: '50' },
      ),
      // 11: not the SKU's unit
      line('REF-F', {}, { sku: p1.sku, qty: '1', unit: 'XYZ', price: '10' }),
    ]);
    const rfqsBefore = await count('SELECT count(*) AS n FROM rfqs');

    const preview = ok<TaskPreview>(await upload(rm, bytes), 201);
    expect(preview.task).toMatchObject({ taskType: 'RFQ_UPLOAD', rowCount: 10, errorCount: 6 });
    expect(preview.validRows).toBe(4);
    expect(preview.errors).toEqual([
      {
        row: 6,
        column: 'Buyer Code',
        message: `No buyer ${otherBuyerCode} among those you may raise an RFQ for`,
      },
      { row: 7, column: 'Row', message: 'Same row as row 2' },
      { row: 8, column: 'SKU', message: 'SKU NO-SUCH-SKU is not an active product' },
      { row: 9, column: 'Buyer Credit Days', message: BUYER_CREDIT_DAYS_MESSAGE },
      { row: 10, column: 'Pricing Basis', message: 'Differs from row 2 of upload reference REF-A' },
      { row: 11, column: 'Unit', message: `SKU ${p1.sku} is quoted in ${p1.unit}, not XYZ` },
    ]);
    // Nothing raised before: no row to skip. The preview raises nothing.
    expect(preview.notes).toEqual([]);
    expect(await count('SELECT count(*) AS n FROM rfqs')).toBe(rfqsBefore);

    expect(await commit(rm, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 4,
      errorCount: 6,
    });
    expect(await count('SELECT count(*) AS n FROM rfqs')).toBe(rfqsBefore + 2);
    const [a] = await uploadedBy('REF-A');
    const [b] = await uploadedBy('REF-B');
    expect(a && b).toBeTruthy();

    // In the RM's RFQ list, as Draft Requests with their lines and value.
    const list = ok<Page<RfqListItem>>(await get(rm, `/buyerRFQ/list?search=${a!.rfq_key}`));
    expect(list.content.map((r) => r.rfqKey)).toEqual([a!.rfq_key]);
    expect(list.content[0]).toMatchObject({
      buyerCode: rmBuyer.code,
      status: 'DRAFT_REQUEST',
      pricingBasis: 'FOR',
      salesType: 'projectSales',
      lineCount: 3,
      // 10 × ₹1,250.50 + 5 × ₹300 + 3 × ₹400 = ₹12,505 + ₹1,500 + ₹1,200
      valuePaise: '1520500',
    });
    const detail = ok<RfqDetail>(await get(rm, `/buyerRFQ/${a!.rfq_key}`));
    expect(detail).toMatchObject({ buyerCreditDays: 15, paymentTerms: 'Advance 30%, balance in 15 days' });
    expect(detail.shippingAddress === null).toBe(pin === '');
    expect(detail.lines.map((l) => [l.consignmentLabel, l.sku, l.quantity, l.buyerPricePaise])).toEqual([
      ['Site A', p0.sku, '10.000', '125050'],
      ['Site A', p1.sku, '5.000', '30000'],
      ['Site B', p0.sku, '3.000', '40000'],
    ]);
    const detailB = ok<RfqDetail>(await get(rm, `/buyerRFQ/${b!.rfq_key}`));
    expect(detailB).toMatchObject({ pricingBasis: 'EXW', salesType: 'tradeSales', buyerCreditDays: 7 });
    expect(detailB.lines.map((l) => [l.consignmentLabel, l.sku])).toEqual([['Consignment 1', p2.sku]]);
    // Raised by the uploader, audited as theirs with the upload's reference.
    const audit = await rows<{ actor_id: string; after: { uploadReference?: string; comment?: string } }>(
      `SELECT actor_id, after FROM audit_log WHERE entity_type = 'rfq' AND entity_id = '${a!.rfq_key}' AND action = 'rfq.create'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: rmId,
      after: { uploadReference: 'REF-A', comment: 'Urgent' },
    });
    // Another RM does not see it (the tm's scope is UBS buyers of theirs).
    expect((await get(tm, `/buyerRFQ/${a!.rfq_key}`)).statusCode).toBe(404);

    // The same file again: the same errors; the four rows raised before are no error but skipped,
    // each with a note naming its RFQ, and the commit ends partially processed (not "No row could
    // be processed"), nothing raised or added.
    const lines = await count('SELECT count(*) AS n FROM rfq_lines');
    const again = ok<TaskPreview>(await upload(rm, bytes), 201);
    expect(again.task).toMatchObject({ errorCount: 6, skippedRows: 4 });
    expect(again.validRows).toBe(0);
    expect(again.errors.map((e) => e.row)).toEqual([6, 7, 8, 9, 10, 11]);
    const raised = (ref: string, key: string) =>
      `RFQ already raised from Upload Reference ${ref}: ${key} has this line`;
    expect(again.notes).toEqual([
      { row: 2, message: raised('REF-A', a!.rfq_key) },
      { row: 3, message: raised('REF-A', a!.rfq_key) },
      { row: 4, message: raised('REF-A', a!.rfq_key) },
      { row: 5, message: raised('REF-B', b!.rfq_key) },
    ]);
    // The failed-rows file holds the six errors only.
    const failedFile = await get(rm, `/tasks/${again.task.taskId}/failed-rows`);
    expect(failedFile.statusCode).toBe(200);
    expect((await readSheet(failedFile.rawPayload)).slice(1).map((r) => r[0])).toEqual([
      'REF-C',
      'REF-A',
      'REF-D',
      'REF-E',
      'REF-A',
      'REF-F',
    ]);
    expect(await commit(rm, again.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 0,
      errorCount: 6,
      skippedRows: 4,
      message: '6 of 10 rows failed and 4 were skipped; download the failed rows.',
    });
    const againResult = ok<TaskPreview>(await get(rm, `/extraction/result/${again.task.taskId}`));
    expect(againResult.notes).toEqual(again.notes);
    expect(againResult.validRows).toBe(0);
    expect(await count('SELECT count(*) AS n FROM rfqs')).toBe(rfqsBefore + 2);
    expect(await count('SELECT count(*) AS n FROM rfq_lines')).toBe(lines);

    // The corrected row 10 alone: added to REF-A's RFQ (a Draft Request still), once.
    const fixed = await sheet([
      line('REF-A', { pin }, { consignment: 'Site C', sku: p2.sku, qty: '4', unit: p2.unit, price: '50' }),
    ]);
    // Then once more: its one row is skipped, and a file whose rows are all skipped ends processed.
    for (const [written, skipped] of [
      [1, 0],
      [0, 1],
    ] as const) {
      const p = ok<TaskPreview>(await upload(rm, fixed), 201);
      expect(p.errors).toEqual([]);
      expect(p.notes).toEqual(skipped ? [{ row: 2, message: raised('REF-A', a!.rfq_key) }] : []);
      expect(p.validRows).toBe(written);
      expect(await commit(rm, p.task.taskId)).toMatchObject({
        status: 'COMPLETED',
        writtenRows: written,
        skippedRows: skipped,
        errorCount: 0,
        hasFailedRowsFile: false,
      });
    }
    const grown = ok<RfqDetail>(await get(rm, `/buyerRFQ/${a!.rfq_key}`));
    expect(grown.lines.map((l) => [l.consignmentLabel, l.sku, l.quantity])).toEqual([
      ['Site A', p0.sku, '10.000'],
      ['Site A', p1.sku, '5.000'],
      ['Site B', p0.sku, '3.000'],
      ['Site C', p2.sku, '4.000'],
    ]);
    expect(grown.valuePaise).toBe('1540500');
    expect(await count('SELECT count(*) AS n FROM rfqs')).toBe(rfqsBefore + 2);

    // Once the RFQ has moved on (dropped), new lines for it are an error on the reference.
    ok(await put(rm, '/buyerRFQ/cancel', { rfqKey: b!.rfq_key, reason: 'OTHER' }));
    const late = ok<TaskPreview>(
      await upload(
        rm,
        await sheet([
          line(
            'REF-B',
            { basis: 'Ex Works', type: '', days: '7', terms: 'Credit 7 days' },
            { sku: p0.sku, qty: '1', unit: p0.unit, price: '1' },
          ),
        ]),
      ),
      201,
    );
    expect(late.errors).toEqual([
      {
        row: 2,
        column: 'Upload Reference',
        message: `${b!.rfq_key} of this reference is past Draft Request: it takes no new lines`,
      },
    ]);

    // The download: the RM's uploaded RFQs in the template's columns; a TM's holds none of them.
    const exported = ok<Task>(await post(rm, '/tasks/RFQ_UPLOAD/initiate-download', {}), 202);
    const file = await get(rm, `/tasks/${(await done(rm, exported.taskId)).taskId}/file`);
    expect(file.statusCode).toBe(200);
    const out = await readSheet(file.rawPayload);
    expect(out[0]).toEqual(HEADER);
    const ofA = out.filter((r) => r[0] === 'REF-A');
    expect(ofA.map((r) => [r[1], r[2], r[5], r[6], r[9], r[11], r[12], r[13], r[14]])).toEqual([
      [rmBuyer.code, 'DIRECT', 'FOR', 'Project Sales', 'Site A', p0.sku, '10', p0.unit, '1,250.50'],
      [rmBuyer.code, 'DIRECT', 'FOR', 'Project Sales', 'Site A', p1.sku, '5', p1.unit, '300.00'],
      [rmBuyer.code, 'DIRECT', 'FOR', 'Project Sales', 'Site B', p0.sku, '3', p0.unit, '400.00'],
      [rmBuyer.code, 'DIRECT', 'FOR', 'Project Sales', 'Site C', p2.sku, '4', p2.unit, '50.00'],
    ]);
    expect(ofA[0]![10]).toBe('2026-12-15');
    expect(ofA[0]![4]).toBe(pin);
    expect(out.filter((r) => r[0] === 'REF-B')).toHaveLength(1);
    const tmExport = ok<Task>(await post(tm, '/tasks/RFQ_UPLOAD/initiate-download', {}), 202);
    const tmFile = await get(tm, `/tasks/${(await done(tm, tmExport.taskId)).taskId}/file`);
    const tmOut = await readSheet(tmFile.rawPayload);
    expect(tmOut.filter((r) => r[0] === 'REF-A' || r[0] === 'REF-B')).toEqual([]);

    // A downloaded file uploaded again by its RM raises nothing.
    const rfqsNow = await count('SELECT count(*) AS n FROM rfqs');
    const round = ok<TaskPreview>(await upload(rm, file.rawPayload), 201);
    expect(round.task.skippedRows).toBe(round.task.rowCount);
    expect(await commit(rm, round.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      writtenRows: 0,
      skippedRows: round.task.rowCount,
    });
    expect(await count('SELECT count(*) AS n FROM rfqs')).toBe(rfqsNow);
  });

  it('checks a reference straddling the 2,000-row chunk boundary as a whole: the preview finds what the commit finds', async () => {
    const [p0, p1, p2] = products as [
      { sku: string; unit: string },
      { sku: string; unit: string },
      { sku: string; unit: string },
    ];
    const cells: string[][] = [];
    // Rows 2–1986: valid filler RFQs of 20 consignments × 3 SKUs (60 rows each, the last shorter).
    for (let f = 0; cells.length < 1985; f++)
      for (let c = 1; c <= 20 && cells.length < 1985; c++)
        for (const p of [p0, p1, p2])
          if (cells.length < 1985)
            cells.push(
              line(
                `FILL-${f}`,
                {},
                { consignment: `C${c}`, sku: p.sku, qty: '1', unit: p.unit, price: '10' },
              ),
            );
    // Rows 1987–2001 (first chunk): BIG's consignments C1–C15; rows 2002–2007 (second chunk): C16–C21.
    for (let c = 1; c <= 21; c++)
      cells.push(
        line('BIG', {}, { consignment: `C${c}`, sku: p0.sku, qty: '2', unit: p0.unit, price: '100' }),
      );
    // Row 2008: another pricing basis than BIG's row 1987, across the boundary.
    cells.push(
      line('BIG', { basis: 'EXW' }, { consignment: 'C16', sku: p1.sku, qty: '1', unit: p1.unit, price: '5' }),
    );
    expect(cells).toHaveLength(2007);
    const bytes = await sheet(cells);
    const rfqsBefore = await count('SELECT count(*) AS n FROM rfqs');

    const preview = ok<TaskPreview>(await upload(rm, bytes), 201);
    const expected = [
      { row: 2007, column: 'Consignment', message: 'At most 20 consignments in an RFQ' },
      { row: 2008, column: 'Pricing Basis', message: 'Differs from row 1987 of upload reference BIG' },
    ];
    expect(preview.errors).toEqual(expected);
    expect(preview.validRows).toBe(2005);
    expect(await count('SELECT count(*) AS n FROM rfqs')).toBe(rfqsBefore);

    // The commit refuses the same rows with the same words, and BIG holds 20 consignments, not 21.
    expect(await commit(rm, preview.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 2005,
      errorCount: 2,
    });
    const result = ok<TaskPreview>(await get(rm, `/extraction/result/${preview.task.taskId}`));
    expect(result.errors).toEqual(
      expected.map((e) => ({ row: e.row, column: 'Row', message: `${e.column}: ${e.message}` })),
    );
    const [big] = await uploadedBy('BIG');
    const detail = ok<RfqDetail>(await get(rm, `/buyerRFQ/${big!.rfq_key}`));
    expect(detail.pricingBasis).toBe('FOR');
    expect(detail.lines.map((l) => l.consignmentLabel)).toEqual(
      Array.from({ length: 20 }, (_, i) => `C${i + 1}`),
    );

    // Uploaded again: the 20 consignments are counted from the RFQ; the 21st is still refused, and
    // every other row is skipped as raised before (the first 200 notes kept).
    const again = ok<TaskPreview>(await upload(rm, bytes), 201);
    expect(again.errors).toEqual(expected);
    expect(again.task.skippedRows).toBe(2005);
    expect(again.notes).toHaveLength(200);
    expect(again.notes[0]).toEqual({
      row: 2,
      message: expect.stringMatching(
        /^RFQ already raised from Upload Reference FILL-0: RFQ-\d+ has this line$/,
      ),
    });
    expect(await commit(rm, again.task.taskId)).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 0,
      errorCount: 2,
      skippedRows: 2005,
    });
    expect(
      await count(
        `SELECT count(*) AS n FROM rfq_consignments WHERE rfq_id = (SELECT id FROM rfqs WHERE rfq_key = '${big!.rfq_key}')`,
      ),
    ).toBe(20);
  }, 180_000);
});
