import type { RefNoUrls, SignedUrl } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { pickOrderKey } from '../orders/order-test-kit';

type Who = { headers: { authorization: string } };
const NOT_AVAILABLE = 'File not available to download';

let t: TestApp;
let om: Who;
let rm: Who;
let seller: Who;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [om, rm, seller] = await Promise.all([as(t, 'om'), as(t, 'rm'), as(t, 'seller')]);
});
afterAll(() => t.close());

const one = async <T>(sql: string): Promise<T> => {
  const row = (await t.database.executeSql<T>(sql)).rows[0];
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
};

const save = (ownerType: string, ownerId: string, text: string, name = 'doc.pdf') =>
  t.ctx.files.save({
    body: Buffer.from(text),
    name,
    contentType: 'application/pdf',
    purpose: 'OTHERS',
    ownerType,
    ownerId,
  });

const post = (who: Who, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, ...who });
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });
const downloaded = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

const SELLER_ID = "(SELECT seller_id FROM users WHERE username = 'seller')";

describe('POST /s3/getSignedUrl', () => {
  it('signs an order file by id and by path; the link downloads the bytes', async () => {
    const key = await pickOrderKey(t.database, "o.status = 'ORDERED'");
    const file = await save('order', key, '%PDF order file', 'po.pdf');
    const byId = await post(om, '/s3/getSignedUrl', { fileId: file.id });
    expect(byId.statusCode, byId.body).toBe(200);
    const signed = byId.json<SignedUrl>();
    expect(signed.fileName).toBe('po.pdf');
    expect(Date.parse(signed.expiresAt)).toBeGreaterThan(Date.now());
    expect(await downloaded(signed.url)).toBe('%PDF order file');
    for (const filePath of [signed.url, file.storageKey]) {
      const byPath = await post(om, '/s3/getSignedUrl', { filePath });
      expect(byPath.statusCode, byPath.body).toBe(200);
      expect(await downloaded(byPath.json<SignedUrl>().url)).toBe('%PDF order file');
    }
  });

  it('needs one identifying argument', async () => {
    const res = await post(om, '/s3/getSignedUrl', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NOT_AVAILABLE);
    expect(res.json().details.fields[0].field).toBe('fileId');
    const foreign = await post(om, '/s3/getSignedUrl', { filePath: 'https://elsewhere.example/x.pdf' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details.fields[0].field).toBe('filePath');
  });

  it('hides the files of owners the caller cannot see, and deleted files', async () => {
    const foreignOrder = await pickOrderKey(t.database, "o.rm_email <> 'rm@dom.example.in'");
    const orderFile = await save('order', foreignOrder, 'not yours');
    expect((await post(rm, '/s3/getSignedUrl', { fileId: orderFile.id })).statusCode).toBe(404);
    // The seller portal has no order view at all.
    expect((await post(seller, '/s3/getSignedUrl', { fileId: orderFile.id })).statusCode).toBe(403);

    const { consignment_key: otherSellers } = await one<{ consignment_key: string }>(
      `SELECT consignment_key FROM consignments WHERE seller_id <> ${SELLER_ID} LIMIT 1`,
    );
    const consignmentFile = await save('consignment', otherSellers, 'another seller');
    const hidden = await post(seller, '/s3/getSignedUrl', { fileId: consignmentFile.id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(NOT_AVAILABLE);
    expect((await post(om, '/s3/getSignedUrl', { fileId: consignmentFile.id })).statusCode).toBe(200);

    const { seller_id: ownSeller } = await one<{ seller_id: string }>(
      "SELECT seller_id FROM users WHERE username = 'seller'",
    );
    const { id: otherSeller } = await one<{ id: string }>(
      `SELECT id FROM sellers WHERE id <> ${SELLER_ID} LIMIT 1`,
    );
    const own = await save('seller', ownSeller, 'own seller file');
    const ownRes = await post(seller, '/s3/getSignedUrl', { fileId: own.id });
    expect(ownRes.statusCode, ownRes.body).toBe(200);
    expect(await downloaded(ownRes.json<SignedUrl>().url)).toBe('own seller file');
    const other = await save('seller', otherSeller, 'other seller file');
    expect((await post(seller, '/s3/getSignedUrl', { fileId: other.id })).statusCode).toBe(404);

    await t.ctx.files.remove(orderFile.id);
    const gone = await post(om, '/s3/getSignedUrl', { fileId: orderFile.id });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(NOT_AVAILABLE);
    // A file of no owner (an import, an export) is not handed out here.
    const loose = await t.ctx.files.save({ body: Buffer.from('x'), name: 'x.csv', contentType: 'text/csv' });
    expect((await post(om, '/s3/getSignedUrl', { fileId: loose.id })).statusCode).toBe(404);
  });
});

describe('GET /s3/generate/download-signed-url', () => {
  const url = (q: Record<string, string>) =>
    `/s3/generate/download-signed-url?${new URLSearchParams(q).toString()}`;

  it('signs a path of the owner’s storage area and downloads it', async () => {
    const key = await pickOrderKey(t.database, "o.status = 'ORDER_APPROVED'");
    const file = await save('order', key, 'area file');
    const res = await get(om, url({ filePath: file.storageKey, bucketName: 'order-documents' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await downloaded(res.json<SignedUrl>().url)).toBe('area file');
  });

  it('answers the spec message naming a missing argument', async () => {
    const key = await pickOrderKey(t.database, "o.status = 'ORDER_APPROVED'");
    const file = await save('order', key, 'x');
    for (const [q, field] of [
      [{ bucketName: 'order-documents' }, 'filePath'],
      [{ filePath: file.storageKey }, 'bucketName'],
      [{}, 'filePath'],
    ] as const) {
      const res = await get(om, url(q));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NOT_AVAILABLE);
      expect(res.json().details.fields[0].field).toBe(field);
    }
    const unknown = await get(om, url({ filePath: file.storageKey, bucketName: 'my-bucket' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields[0].field).toBe('bucketName');
  });

  it('refuses a file of another area and an owner out of scope', async () => {
    const key = await pickOrderKey(t.database, "o.rm_email <> 'rm@dom.example.in'");
    const file = await save('order', key, 'x');
    const wrongArea = await get(om, url({ filePath: file.storageKey, bucketName: 'consignment-documents' }));
    expect(wrongArea.statusCode).toBe(404);
    expect(wrongArea.json().message).toBe(NOT_AVAILABLE);
    const asRm = await get(rm, url({ filePath: file.storageKey, bucketName: 'order-documents' }));
    expect(asRm.statusCode).toBe(404);
    await t.ctx.files.remove(file.id);
    const gone = await get(om, url({ filePath: file.storageKey, bucketName: 'order-documents' }));
    expect(gone.statusCode).toBe(404);
  });
});

describe('POST /s3/generate/presignedurl-using-refno', () => {
  const addOrderDocument = async (key: string, type: string, text: string, at: string) => {
    const file = await save('order', key, text);
    await t.database.executeSql(
      `INSERT INTO order_documents (order_id, document_type, file_id, file_name, uploaded_at)
       SELECT id, $1, $2, $3, $4::timestamptz FROM orders WHERE order_key = $5`,
      [type, file.id, file.name, at, key],
    );
    return file;
  };

  it('answers an order’s documents newest first, optionally of one type', async () => {
    const key = await pickOrderKey(t.database, "o.status = 'PLANNED'");
    await addOrderDocument(key, 'LORRY_RECEIPT', 'older', '2026-01-01T00:00:00Z');
    await addOrderDocument(key, 'OTHERS', 'newer', '2026-02-01T00:00:00Z');
    const res = await post(om, '/s3/generate/presignedurl-using-refno', { refNo: key });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RefNoUrls>();
    expect(body.refType).toBe('ORDER');
    expect(body.documents.map((d) => d.documentType)).toEqual(['OTHERS', 'LORRY_RECEIPT']);
    expect(await downloaded(body.documents[0]?.url ?? '')).toBe('newer');
    const only = await post(om, '/s3/generate/presignedurl-using-refno', {
      refNo: key,
      documentType: 'LORRY_RECEIPT',
    });
    expect(only.json<RefNoUrls>().documents.map((d) => d.documentType)).toEqual(['LORRY_RECEIPT']);
  });

  it('finds a consignment by key and by invoice number, within scope', async () => {
    const c = await one<{ id: string; consignment_key: string; buyer_invoice_number: string }>(
      `SELECT id, consignment_key, buyer_invoice_number FROM consignments
        WHERE buyer_invoice_number IS NOT NULL AND seller_id <> ${SELLER_ID} LIMIT 1`,
    );
    const file = await save('consignment', c.consignment_key, 'lr of consignment');
    await t.database.executeSql(
      `INSERT INTO consignment_documents (consignment_id, document_type, file_id, file_name)
       VALUES ($1, 'LORRY_RECEIPT', $2, 'lr.pdf')`,
      [c.id, file.id],
    );
    for (const [refNo, refType] of [
      [c.consignment_key, 'CONSIGNMENT'],
      [c.buyer_invoice_number, 'INVOICE'],
    ] as const) {
      const res = await post(om, '/s3/generate/presignedurl-using-refno', { refNo });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<RefNoUrls>();
      expect(body.refType).toBe(refType);
      expect(body.consignmentKey).toBe(c.consignment_key);
      const lr = body.documents.find((d) => d.fileName === 'lr.pdf');
      expect(await downloaded(lr?.url ?? '')).toBe('lr of consignment');
    }
    const hidden = await post(seller, '/s3/generate/presignedurl-using-refno', { refNo: c.consignment_key });
    expect(hidden.statusCode).toBe(404);
    const foreignOrder = await pickOrderKey(t.database, "o.rm_email <> 'rm@dom.example.in'");
    const asRm = await post(rm, '/s3/generate/presignedurl-using-refno', { refNo: foreignOrder });
    expect(asRm.statusCode).toBe(404);
    const empty = await post(om, '/s3/generate/presignedurl-using-refno', { refNo: '' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('GET /s3/downloadZohoDocs', () => {
  const addDocument = async (
    c: { id: string; key: string },
    type: string,
    text: string,
    generated: boolean,
  ) => {
    const file = await save('consignment', c.key, text, `${text}.pdf`);
    const r = await t.database.executeSql<{ id: string }>(
      `INSERT INTO consignment_documents (consignment_id, document_type, file_id, file_name, processed_file_id)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [c.id, type, file.id, file.name, generated ? file.id : null],
    );
    return { file, documentId: r.rows[0]?.id ?? '' };
  };
  const zoho = (who: Who, q: Record<string, string>) =>
    get(who, `/s3/downloadZohoDocs?${new URLSearchParams(q).toString()}`);

  it('answers the POD’s primary document, else the generated one, as an attachment', async () => {
    const row = await one<{ id: string; consignment_key: string }>(
      `SELECT c.id, c.consignment_key FROM consignments c JOIN consignment_pods p ON p.consignment_id = c.id
        WHERE c.status = 'COMPLETED' LIMIT 1`,
    );
    const c = { id: row.id, key: row.consignment_key };
    const primary = await addDocument(c, 'BUYER_INVOICE', 'primary-invoice', false);
    await addDocument(c, 'BUYER_INVOICE', 'later-upload', false);
    await t.database.executeSql(
      'UPDATE consignment_pods SET primary_document_ids = ARRAY[$1]::uuid[] WHERE consignment_id = $2',
      [primary.documentId, c.id],
    );
    const res = await zoho(om, { consignmentKey: c.key, documentType: 'BUYER_INVOICE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('primary-invoice');
    expect(String(res.headers['content-disposition'])).toContain(
      'attachment; filename="primary-invoice.pdf"',
    );

    await addDocument(c, 'DISPATCH_ADVICE', 'generated-advice', true);
    const advice = await zoho(om, { consignmentKey: c.key, documentType: 'DISPATCH_ADVICE' });
    expect(advice.body).toBe('generated-advice');

    const none = await zoho(om, { consignmentKey: c.key, documentType: 'WEIGHMENT_SLIPS' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(NOT_AVAILABLE);
    await t.ctx.files.remove(primary.file.id);
    const gone = await zoho(om, { consignmentKey: c.key, documentType: 'BUYER_INVOICE' });
    expect(gone.statusCode).toBe(404);
  });

  it('needs both arguments and the consignment in scope', async () => {
    const missing = await zoho(om, { consignmentKey: 'C-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(NOT_AVAILABLE);
    expect(missing.json().details.fields[0].field).toBe('documentType');
    const noKey = await zoho(om, { documentType: 'BUYER_INVOICE' });
    expect(noKey.json().details.fields[0].field).toBe('consignmentKey');
    const row = await one<{ id: string; consignment_key: string }>(
      `SELECT id, consignment_key FROM consignments WHERE seller_id <> ${SELLER_ID} LIMIT 1`,
    );
    await addDocument({ id: row.id, key: row.consignment_key }, 'DISPATCH_ADVICE', 'advice', true);
    const hidden = await zoho(seller, {
      consignmentKey: row.consignment_key,
      documentType: 'DISPATCH_ADVICE',
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('POST /s3/create-update-BuyerPoDetails', () => {
  const buyerPo = (who: Who, payload: Record<string, unknown>) =>
    post(who, '/s3/create-update-BuyerPoDetails', payload);

  it('records the PO number, date and file on the order and its open consignments, audited', async () => {
    const key = await pickOrderKey(
      t.database,
      `o.status = 'IN_PROGRESS' AND EXISTS (SELECT 1 FROM consignments c WHERE c.order_id = o.id)
       AND NOT EXISTS (SELECT 1 FROM consignments c WHERE c.order_id = o.id
         AND c.status IN ('INTRANSIT','DELIVERED','DELIVERY_FAILED','COMPLETED'))`,
    );
    const file = await save('order', key, 'the buyer PO', 'buyer-po.pdf');
    const res = await buyerPo(om, {
      orderKey: key,
      buyerPoNumber: 'PO/2026/0042',
      buyerPoDate: '2026-11-01',
      fileId: file.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ buyerPoFileUrl: string }>();
    expect(body).toMatchObject({
      buyerPoNumber: 'PO/2026/0042',
      buyerPoDate: '2026-11-01',
      buyerPoFileId: file.id,
    });
    expect(await downloaded(body.buyerPoFileUrl)).toBe('the buyer PO');
    const detail = await get(om, `/order/orderDetails/${key}`);
    expect(detail.json().buyerPONumber).toBe('PO/2026/0042');
    const audit = await one<{ after: { buyerPoNumber: string; buyerPoFileId: string } }>(
      `SELECT after FROM audit_log WHERE action = 'order.buyer-po' AND entity_id = '${key}'`,
    );
    expect(audit.after).toMatchObject({ buyerPoNumber: 'PO/2026/0042', buyerPoFileId: file.id });
    const stale = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM consignments c JOIN orders o ON o.id = c.order_id
        WHERE o.order_key = $1 AND c.status NOT IN ('CANCELLED','REVOKED')
          AND c.purchase_order_no IS DISTINCT FROM 'PO/2026/0042'`,
      [key],
    );
    expect(stale.rows[0]?.n).toBe(0);
  });

  it('refuses a closed or dispatched order, a foreign file, other roles and unknown orders', async () => {
    const completed = await pickOrderKey(t.database, "o.status = 'COMPLETED'");
    const closed = await buyerPo(om, { orderKey: completed, buyerPoNumber: 'X1' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Cannot update the buyer PO details when the status is COMPLETED.');

    // An open order with one consignment on the road: the PO is on its documents already.
    const shipped = await one<{ order_key: string; id: string }>(
      `SELECT o.order_key, c.id FROM orders o JOIN consignments c ON c.order_id = o.id
        WHERE o.status = 'IN_PROGRESS' ORDER BY o.order_key DESC LIMIT 1`,
    );
    await t.database.executeSql("UPDATE consignments SET status = 'INTRANSIT' WHERE id = $1", [shipped.id]);
    const onTheRoad = await buyerPo(om, { orderKey: shipped.order_key, buyerPoNumber: 'X2' });
    expect(onTheRoad.statusCode).toBe(409);
    expect(onTheRoad.json().message).toBe(
      'Cannot update the buyer PO details after a consignment of the order has been dispatched.',
    );

    const key = await pickOrderKey(t.database, "o.status = 'ORDERED'");
    const other = await pickOrderKey(t.database, `o.status = 'ORDERED' AND o.order_key <> '${key}'`);
    const foreignFile = await save('order', other, 'someone else’s PO');
    const foreign = await buyerPo(om, { orderKey: key, buyerPoNumber: 'X3', fileId: foreignFile.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details.fields[0].field).toBe('fileId');
    const empty = await buyerPo(om, { orderKey: key, buyerPoNumber: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('buyerPoNumber');
    expect((await buyerPo(seller, { orderKey: key, buyerPoNumber: 'X4' })).statusCode).toBe(403);
    expect((await buyerPo(om, { orderKey: 'NO-SUCH-ORDER', buyerPoNumber: 'X5' })).statusCode).toBe(404);
  });
});
