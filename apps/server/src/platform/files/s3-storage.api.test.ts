import type { SignedUrl } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { multipartBody } from '../../../test/multipart';
import { type LocalS3, startLocalS3 } from '../../../test/s3-server';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { pickOrderKey } from '../../modules/orders/order-test-kit';

/** FILE_STORAGE=s3 end to end: a document uploaded through a real route, downloaded from the store. */
describe('files in S3 through the API', () => {
  let s3: LocalS3;
  let t: TestApp;
  let om: { headers: { authorization: string } };
  beforeAll(async () => {
    s3 = await startLocalS3('dom-api-files');
    t = await createTestApp({ seed: true, config: { fileStorage: { kind: 's3', ...s3.config } } });
    om = await as(t, 'om');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('an order document uploaded is stored in the bucket and its link is presigned by the store', async () => {
    const orderKey = await pickOrderKey(
      t.database,
      "o.status = 'ORDER_APPROVED' AND NOT EXISTS (SELECT 1 FROM order_documents d WHERE d.order_id = o.id)",
    );
    const body = Buffer.from('%PDF-1.4 lorry receipt in S3');
    const m = multipartBody({ fileType: 'LORRY_RECEIPT', identifier: orderKey }, [
      { name: 'lr.pdf', body, type: 'application/pdf' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sales-order/upload-file',
      payload: m.payload,
      headers: { ...om.headers, 'content-type': m.contentType },
    });
    expect(res.statusCode, res.body).toBe(201);

    const paths = await t.app.inject({ method: 'GET', url: `/api/sales-order/getPaths/${orderKey}`, ...om });
    const [doc] = paths.json<{ fileName: string; path: string }[]>();
    expect(doc?.path.startsWith(`${s3.endpoint}/dom-api-files/`)).toBe(true);
    const download = await fetch(doc?.path ?? '');
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(body)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment');

    // The presigned address handed back names the same file: /s3/getSignedUrl signs it afresh.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/s3/getSignedUrl',
      payload: { filePath: doc?.path },
      ...om,
    });
    expect(again.statusCode, again.body).toBe(200);
    const signed = again.json<SignedUrl>();
    expect((await fetch(signed.url)).status).toBe(200);
    // Another host's address with the same path is not ours.
    const foreign = (doc?.path ?? '').replace(s3.endpoint, 'https://elsewhere.example');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/s3/getSignedUrl',
      payload: { filePath: foreign },
      ...om,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('a demo document without bytes in the bucket answers 404 through its link', async () => {
    const orderKey = await pickOrderKey(
      t.database,
      'EXISTS (SELECT 1 FROM order_documents d WHERE d.order_id = o.id)',
    );
    const paths = await t.app.inject({ method: 'GET', url: `/api/sales-order/getPaths/${orderKey}`, ...om });
    const [doc] = paths.json<{ path: string }[]>();
    expect((await fetch(doc?.path ?? '')).status).toBe(404);
  });
});
