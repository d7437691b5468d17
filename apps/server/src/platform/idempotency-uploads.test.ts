import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/auth';
import { type TestApp, createTestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { pickOrderKey } from '../modules/orders/order-test-kit';

// Finding 4 of issue 15: an Idempotency-Key re-used for a different file on a different order
// replayed the first answer, and the second file was never stored.

describe('Idempotency-Key on uploads (multipart)', () => {
  let t: TestApp;
  let om: { headers: { authorization: string } };
  let orderA: string;
  let orderB: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    const noDocs = 'NOT EXISTS (SELECT 1 FROM order_documents d WHERE d.order_id = o.id)';
    orderA = await pickOrderKey(t.database, `o.status = 'ORDER_APPROVED' AND ${noDocs}`);
    orderB = await pickOrderKey(
      t.database,
      `o.status = 'ORDER_APPROVED' AND ${noDocs} AND o.order_key <> '${orderA}'`,
    );
  });
  afterAll(() => t.close());

  const upload = (key: string, orderKey: string, name: string, body: string, boundary: string) => {
    const m = multipartBody(
      { fileType: 'LORRY_RECEIPT', identifier: orderKey },
      [{ name, body: Buffer.from(body), type: 'application/pdf' }],
      boundary,
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/sales-order/upload-file',
      payload: m.payload,
      headers: { ...om.headers, 'content-type': m.contentType, 'idempotency-key': key },
    });
  };
  const documentsOf = async (orderKey: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/sales-order/getPaths/${orderKey}`, ...om })).json<
      unknown[]
    >().length;

  it('refuses the key with another file for another order (422) and stores nothing for it', async () => {
    const first = await upload('upload-key-0001', orderA, 'lr-a.pdf', '%PDF-1.4 a', 'b-one');
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload('upload-key-0001', orderB, 'lr-b.pdf', '%PDF-1.4 b', 'b-two');
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json()).toMatchObject({ status: 422, errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(second.json().message).toContain('Idempotency-Key');
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await documentsOf(orderA)).toBe(1);
    expect(await documentsOf(orderB)).toBe(0);
  });

  it('refuses the key with another file for the same order', async () => {
    const other = await upload('upload-key-0001', orderA, 'lr-a.pdf', '%PDF-1.4 A', 'b-three');
    expect(other.statusCode).toBe(422);
    expect(await documentsOf(orderA)).toBe(1);
  });

  it('replays the first answer for the same file, order and key (whatever the boundary)', async () => {
    const first = await upload('upload-key-0001', orderA, 'lr-a.pdf', '%PDF-1.4 a', 'another-boundary');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBe('true');
    expect(await documentsOf(orderA)).toBe(1);
  });

  it('without a repeat, a new key stores the second file', async () => {
    const res = await upload('upload-key-0002', orderB, 'lr-b.pdf', '%PDF-1.4 b', 'b-four');
    expect(res.statusCode, res.body).toBe(201);
    expect(await documentsOf(orderB)).toBe(1);
  });
});
