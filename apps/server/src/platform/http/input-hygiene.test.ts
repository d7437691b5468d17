import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { as } from '../../../test/auth';
import { findDirtyField } from './input-hygiene';

describe('findDirtyField', () => {
  test('names the path of a NUL, a lone surrogate, a bad key', () => {
    expect(findDirtyField({ a: [{ b: 'x\u0000' }] })).toMatchObject({ field: 'a.0.b' });
    expect(findDirtyField({ a: 'ok', b: ['\ud800'] })).toMatchObject({ field: 'b.0' });
    expect(findDirtyField({ a: 'x\udc00y' })).toMatchObject({ field: 'a' });
    expect(findDirtyField({ 'k\u0000': 1 })).toMatchObject({ field: 'k\u0000' });
    expect(findDirtyField(JSON.parse('{"a":{"__proto__":{"x":1}}}'), { refuseKeys: true })).toMatchObject({
      field: 'a.__proto__',
    });
    expect(findDirtyField('\u0000', { context: 'body' })).toMatchObject({ field: 'body' });
  });

  test('lets well-formed text through: pairs, other control characters, emoji', () => {
    expect(findDirtyField({ a: '𝕏💥 ñ \t\r\n\u0001', b: [1, null, true], constructor: 'x' })).toBeNull();
  });
});

describe('input hygiene on every /api route', () => {
  let t: TestApp;
  let admin: { headers: { authorization: string } };
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await as(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const expect400 = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_FAILED',
      details: { fields: [{ field }] },
    });
  };

  test('a NUL or a lone surrogate in a body answers 400 naming the field', async () => {
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/permission-groups',
      ...admin,
      payload: { name: 'Fuzz\u0000group', permissions: [] },
    });
    expect400(nul, 'name');
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/authorization/permission-groups',
      ...admin,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name":"ok","description":"x\\ud800","permissions":[]}',
    });
    expect400(surrogate, 'description');
  });

  test('prototype keys in a body answer 400', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authorization/permission-groups',
        ...admin,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: `{"name":"ok","permissions":[],"${key}":{"isAdmin":true}}`,
      });
      expect(res.statusCode, key).toBe(400);
    }
  });

  test('a NUL in the query string or a path parameter answers 400', async () => {
    expect400(
      await t.app.inject({ method: 'GET', url: '/api/authorization/users?search=a%00b', ...admin }),
      'search',
    );
    expect400(await t.app.inject({ method: 'GET', url: '/api/order/orderDetails/SO%00', ...admin }), 'key');
  });

  test('a NUL in a multipart text field answers 400 naming it', async () => {
    const boundary = '----hygiene';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nPO\u0000\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="identifier"\r\n\r\nSO1\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sales-order/upload-file',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect400(res, 'fileType');
  });

  test('a multipart body the parser cannot read answers 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sales-order/upload-file',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=----x' },
      payload: '--nope\r\ngarbage',
    });
    expect400(res, 'body');
  });
});
