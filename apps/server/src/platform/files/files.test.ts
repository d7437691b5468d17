import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contentDisposition } from './files.routes';
import { storageSafeName } from './files.service';
import { LocalDiskStorage } from './local-disk-storage';
import { UrlSigner } from './url-signer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('file storage with signed URLs', () => {
  it('stores bytes, records size and hash, and serves them through a signed address', async () => {
    const body = Buffer.from('Dispatch advice — ₹ 1,23,456.00\n');
    const file = await t.ctx.files.save({
      body,
      name: 'दस्तावेज़ advice.v2.pdf',
      contentType: 'application/pdf',
      purpose: 'DISPATCH_ADVICE',
    });
    expect(file.sizeBytes).toBe(body.length);
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    const url = await t.ctx.files.downloadUrl(file.id, 60);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(body)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
  });

  it('refuses a tampered or expired address', async () => {
    const file = await t.ctx.files.save({ body: Buffer.from('x'), name: 'a.txt', contentType: 'text/plain' });
    const url = new URL(await t.ctx.files.downloadUrl(file.id, 60), 'http://x');
    const tampered = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 1000}&signature=${url.searchParams.get('signature')}`;
    const bad = await t.app.inject({ method: 'GET', url: tampered });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().message).toBe('This download link is not valid.');

    const signer = new UrlSigner('0123456789abcdef0123', () => Date.now() - 3600_000);
    const old = signer.sign(file.id, 60);
    const expiredCheck = new UrlSigner('0123456789abcdef0123').verify(file.id, old.expires, old.signature);
    expect(expiredCheck).toEqual({ ok: false, reason: 'expired' });
  });

  it('answers a deleted file with the spec message', async () => {
    const file = await t.ctx.files.save({ body: Buffer.from('x'), name: 'b.txt', contentType: 'text/plain' });
    const url = await t.ctx.files.downloadUrl(file.id, 60);
    await t.ctx.files.remove(file.id);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('File not available to download');
  });

  it('validates the id and signature parameters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/files/not-a-uuid/content?expires=1&signature=abc',
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().details.fields as { field: string }[]).map((f) => f.field);
    expect(fields).toContain('id');
  });
});

describe('local disk storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'dom-files-'));
  const storage = new LocalDiskStorage(root, new UrlSigner('0123456789abcdef0123'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses keys that would leave its folder', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.put('a/../../b', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
  });

  it('puts, checks and deletes', async () => {
    const stored = await storage.put('2026/01/k.txt', Buffer.from('hello'));
    expect(stored.sizeBytes).toBe(5);
    expect(await storage.exists('2026/01/k.txt')).toBe(true);
    await storage.delete('2026/01/k.txt');
    expect(await storage.exists('2026/01/k.txt')).toBe(false);
  });
});

describe('names', () => {
  it('makes storage-safe names and RFC 6266 headers', () => {
    expect(storageSafeName('../../etc/passwd')).toBe('passwd');
    expect(storageSafeName('C:\\Users\\me\\Invoice May.xlsx')).toBe('Invoice_May.xlsx');
    expect(contentDisposition('बिल "1".pdf')).toBe(
      `attachment; filename="___ _1_.pdf"; filename*=UTF-8''${encodeURIComponent('बिल "1".pdf')}`,
    );
  });
});
