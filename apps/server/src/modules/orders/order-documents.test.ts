import type { OrderDetail } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { pickOrderKey } from './order-test-kit';

function multipart(fields: Record<string, string>, file: { name: string; body: Buffer; type: string }) {
  const boundary = '----dom-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('order documents', () => {
  let t: TestApp;
  let om: { headers: { authorization: string } };
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  const upload = (fields: Record<string, string>, name: string, body: Buffer, who = om) => {
    const m = multipart(fields, { name, body, type: 'application/pdf' });
    return t.app.inject({
      method: 'POST',
      url: '/api/sales-order/upload-file',
      payload: m.payload,
      headers: { ...who.headers, 'content-type': m.contentType },
    });
  };

  it('stores a file under the storage name and lists it with a signed link that downloads it', async () => {
    const orderKey = await pickOrderKey(
      t.database,
      "o.status = 'ORDER_APPROVED' AND NOT EXISTS (SELECT 1 FROM order_documents d WHERE d.order_id = o.id)",
    );
    const res = await upload(
      { fileType: 'LORRY_RECEIPT', identifier: orderKey },
      'lr.v2.pdf',
      Buffer.from('%PDF-1.4 lr'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const paths = await t.app.inject({ method: 'GET', url: `/api/sales-order/getPaths/${orderKey}`, ...om });
    const list = paths.json<{ fileName: string; path: string }[]>();
    expect(list).toHaveLength(1);
    expect(list[0]?.fileName).toMatch(/^lr_v2_\d+\.pdf$/);
    const download = await t.app.inject({ method: 'GET', url: list[0]?.path ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('%PDF-1.4 lr');
    const detail = await t.app.inject({ method: 'GET', url: `/api/order/orderDetails/${orderKey}`, ...om });
    expect(detail.json<OrderDetail>().documents[0]?.documentType).toBe('LORRY_RECEIPT');
  });

  it('lists a demo document, whose missing bytes answer 404 with a message, not a broken download', async () => {
    const orderKey = await pickOrderKey(
      t.database,
      'EXISTS (SELECT 1 FROM order_documents d WHERE d.order_id = o.id)',
    );
    const paths = await t.app.inject({ method: 'GET', url: `/api/sales-order/getPaths/${orderKey}`, ...om });
    const [doc] = paths.json<{ fileName: string; path: string; documentType: string }[]>();
    expect(doc?.fileName).toMatch(new RegExp(`_${orderKey}\\.pdf$`));
    const download = await t.app.inject({ method: 'GET', url: doc?.path ?? '' });
    expect(download.statusCode).toBe(404);
    expect(download.json<{ message: string }>().message).toBe('File not available to download');
  });

  it('applies the file rules and names the field', async () => {
    const orderKey = await pickOrderKey(t.database, "o.status = 'ORDERED'");
    const noExt = await upload({ fileType: 'OTHERS', identifier: orderKey }, 'README', Buffer.from('x'));
    expect(noExt.statusCode).toBe(400);
    expect(noExt.json<{ message: string }>().message).toBe('file: Invalid file type selected');
    const big = await upload(
      { fileType: 'OTHERS', identifier: orderKey },
      'big.pdf',
      Buffer.alloc(5 * 1024 * 1024 + 1),
    );
    expect(big.statusCode).toBe(400);
    expect(big.body).toContain('File big.pdf exceeds the 5MB limit and will not be uploaded.');
    const badType = await upload({ fileType: 'NOPE', identifier: orderKey }, 'a.pdf', Buffer.from('x'));
    expect(badType.body).toContain('fileType');
  });

  it('refuses a user without the upload permission and hides other owners’ orders', async () => {
    const foreign = await pickOrderKey(t.database, "o.rm_email <> 'rm@dom.example.in'");
    const rm = await as(t, 'rm');
    expect(
      (await upload({ fileType: 'OTHERS', identifier: foreign }, 'a.pdf', Buffer.from('x'), rm)).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/sales-order/getPaths/${foreign}`, ...rm })).statusCode,
    ).toBe(404);
  });
});
