import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../test/s3-server';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type FileStorage, StoredObjectMissing } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

/**
 * One behavioural suite, run against each store behind FileStorage: local disk (the default) and
 * S3 (a local S3-compatible server from npm that checks SigV4 signatures and expiry as S3 does).
 * Signed addresses are fetched as a client would: ours through the app, the store's over HTTP.
 */
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => s3?.close());

const MB = 1024 * 1024;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const readAll = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts);
};

/** `size` bytes made as they are read (a pattern per 64 KB block), never held whole; hashed as sent. */
function generated(size: number, hash: ReturnType<typeof createHash>): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const n = Math.min(64 * 1024, size - sent);
      const block = Buffer.alloc(n, (sent / (64 * 1024)) % 251);
      sent += n;
      hash.update(block);
      this.push(block);
    },
  });
}

const memory = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

describe.each(['local disk', 's3'] as const)('file storage: %s', (kind) => {
  let t: TestApp;
  let storage: FileStorage;
  beforeAll(async () => {
    t = await createTestApp(kind === 's3' ? { config: { fileStorage: { kind: 's3', ...s3.config } } } : {});
    storage = t.ctx.storage;
  });
  afterAll(async () => t?.close());

  /** A signed address as a client uses it: ours through the app, the store's over HTTP. */
  async function call(
    url: string,
    init: { method?: 'GET' | 'PUT'; headers?: Record<string, string>; body?: Buffer } = {},
  ): Promise<{ status: number; body: Buffer; headers: Record<string, string> }> {
    if (url.startsWith('/')) {
      const res = await t.app.inject({
        method: init.method ?? 'GET',
        url,
        ...(init.headers ? { headers: init.headers } : {}),
        ...(init.body ? { payload: init.body } : {}),
      });
      return {
        status: res.statusCode,
        body: res.rawPayload,
        headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
      };
    }
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      ...(init.headers ? { headers: init.headers } : {}),
      ...(init.body ? { body: init.body } : {}),
    });
    return {
      status: res.status,
      body: Buffer.from(await res.arrayBuffer()),
      headers: Object.fromEntries(res.headers),
    };
  }

  it('is the configured kind', () => {
    expect(storage).toBeInstanceOf(kind === 's3' ? S3Storage : LocalDiskStorage);
  });

  it('puts bytes and a stream, gets them back as a stream, with size and hash', async () => {
    const body = Buffer.from('Dispatch advice — ₹ 1,23,456.00\n');
    const stored = await storage.put('2026/01/contract-a.txt', body);
    expect(stored).toEqual({ key: '2026/01/contract-a.txt', sizeBytes: body.length, sha256: sha256(body) });
    expect((await readAll(await storage.get('2026/01/contract-a.txt'))).equals(body)).toBe(true);
    expect(await storage.head('2026/01/contract-a.txt')).toEqual({ sizeBytes: body.length });
    expect(await storage.exists('2026/01/contract-a.txt')).toBe(true);

    const pieces = ['one,', 'two,', 'three'].map((p) => Buffer.from(p));
    const streamed = await storage.put('2026/01/contract-b.csv', Readable.from(pieces));
    expect(streamed.sizeBytes).toBe(13);
    expect((await readAll(await storage.get('2026/01/contract-b.csv'))).toString()).toBe('one,two,three');
    // Put again under the same key: replaced, not appended.
    await storage.put('2026/01/contract-b.csv', Buffer.from('new'));
    expect((await readAll(await storage.get('2026/01/contract-b.csv'))).toString()).toBe('new');
  });

  it('deletes, and a key without bytes is not found (get rejects, head and exists say so)', async () => {
    await storage.put('2026/01/contract-c.txt', Buffer.from('x'));
    await storage.delete('2026/01/contract-c.txt');
    expect(await storage.exists('2026/01/contract-c.txt')).toBe(false);
    expect(await storage.head('2026/01/contract-c.txt')).toBeNull();
    await expect(storage.get('2026/01/contract-c.txt')).rejects.toBeInstanceOf(StoredObjectMissing);
    await expect(storage.get('2026/01/never-was.txt')).rejects.toBeInstanceOf(StoredObjectMissing);
    await expect(storage.delete('2026/01/never-was.txt')).resolves.toBeUndefined();
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
  });

  it('a file whose bytes are gone answers 404, through the service and through its signed address', async () => {
    const file = await t.ctx.files.save({
      body: Buffer.from('%PDF gone'),
      name: 'gone.pdf',
      contentType: 'application/pdf',
    });
    const url = await t.ctx.files.downloadUrl(file.id, 60);
    await storage.delete(file.storageKey);
    await expect(t.ctx.files.open(file.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await call(url)).status).toBe(404);
  });

  it('a signed download address serves the bytes as an attachment; tampered ones are refused', async () => {
    const body = Buffer.from('%PDF-1.4 signed');
    const file = await t.ctx.files.save({ body, name: 'बिल 7.pdf', contentType: 'application/pdf' });
    const url = await t.ctx.files.downloadUrl(file.id, 60);
    expect(url.startsWith(kind === 's3' ? s3.endpoint : '/api/files/')).toBe(true);
    const ok = await call(url);
    expect(ok.status).toBe(200);
    expect(ok.body.equals(body)).toBe(true);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('बिल 7.pdf')}`,
    );

    const u = new URL(url, 'http://x');
    const signatureParam = kind === 's3' ? 'X-Amz-Signature' : 'signature';
    const expiresParam = kind === 's3' ? 'X-Amz-Expires' : 'expires';
    const rebuilt = (change: (q: URLSearchParams) => void) => {
      const copy = new URL(u);
      change(copy.searchParams);
      return kind === 's3' ? copy.toString() : `${copy.pathname}${copy.search}`;
    };
    const sig = u.searchParams.get(signatureParam) ?? '';
    const flipped = rebuilt((q) =>
      q.set(signatureParam, `${sig.slice(0, -1)}${sig.endsWith('A') || sig.endsWith('a') ? 'b' : 'a'}`),
    );
    expect((await call(flipped)).status).toBe(403);
    const longer = rebuilt((q) => q.set(expiresParam, String(Number(q.get(expiresParam)) + 3600)));
    expect((await call(longer)).status).toBe(403);
    const otherKey = await t.ctx.files.save({
      body: Buffer.from('other'),
      name: 'o.pdf',
      contentType: 'application/pdf',
    });
    const moved =
      kind === 's3' ? url.replace(file.storageKey, otherKey.storageKey) : url.replace(file.id, otherKey.id);
    expect(moved).not.toBe(url);
    expect((await call(moved)).status).toBe(403);
  });

  it('a signed download address expires', async () => {
    const file = await t.ctx.files.save({
      body: Buffer.from('soon'),
      name: 's.txt',
      contentType: 'text/plain',
    });
    const url = await t.ctx.files.downloadUrl(file.id, 2);
    expect((await call(url)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 3_500));
    expect((await call(url)).status).toBe(403);
  });

  it('a signed upload address takes the bytes once confirmed; one signed for another key is refused', async () => {
    const capped = { purpose: 'UPLOAD_PAYMENT_ADVICE', issuedTo: null, maxBytes: 5 * MB };
    const body = Buffer.from('%PDF-1.4 uploaded by the browser');
    const target = await t.ctx.files.signedUpload({
      name: 'advice.pdf',
      contentType: 'application/pdf',
      ttlSeconds: 60,
      ...capped,
    });
    expect(target.method).toBe('PUT');
    expect(target.url.startsWith(kind === 's3' ? s3.endpoint : '/api/files/upload')).toBe(true);
    // Nothing is there until the client sends it, and confirming before that is refused.
    await expect(
      t.ctx.files.confirmUpload({ storageKey: target.storageKey, name: 'advice.pdf', accepts: 'document' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const other = await t.ctx.files.signedUpload({
      name: 'x.pdf',
      contentType: 'application/pdf',
      ttlSeconds: 60,
      ...capped,
    });
    const moved = target.url
      .replace(target.storageKey, other.storageKey)
      .replace(encodeURIComponent(target.storageKey), encodeURIComponent(other.storageKey));
    expect(moved).not.toBe(target.url);
    expect((await call(moved, { method: 'PUT', headers: target.headers, body })).status).toBe(403);
    expect(await storage.exists(other.storageKey)).toBe(false);

    const put = await call(target.url, { method: 'PUT', headers: target.headers, body });
    expect(put.status).toBe(200);
    const row = await t.ctx.files.confirmUpload({
      storageKey: target.storageKey,
      name: 'advice.pdf',
      accepts: 'document',
      purpose: 'UPLOAD_PAYMENT_ADVICE',
    });
    expect(row).toMatchObject({
      sizeBytes: body.length,
      sha256: sha256(body),
      contentType: 'application/pdf',
    });
    // Confirming twice answers the same record.
    expect(
      (
        await t.ctx.files.confirmUpload({
          storageKey: target.storageKey,
          name: 'advice.pdf',
          accepts: 'document',
        })
      ).id,
    ).toBe(row.id);
    expect((await call(await t.ctx.files.downloadUrl(row.id, 60))).body.equals(body)).toBe(true);
    // What was saved stays as saved: the file has a key of its own, and the address writes once
    // (our route refuses a second write with 409; the bucket refuses a presigned address's second
    // PUT with 412, its conditional write, and a PUT without the signed If-None-Match with 403).
    expect(row.storageKey).not.toBe(target.storageKey);
    const rewrite = await call(target.url, {
      method: 'PUT',
      headers: target.headers,
      body: Buffer.from('MZ\x90\x00 an executable'),
    });
    expect(rewrite.status).toBe(kind === 's3' ? 412 : 409);
    if (kind === 's3') {
      const unconditional = await call(target.url, {
        method: 'PUT',
        headers: { 'content-type': target.headers['content-type']! },
        body: Buffer.from('MZ\x90\x00 an executable'),
      });
      expect(unconditional.status).toBe(403);
    }
    const again = await call(await t.ctx.files.downloadUrl(row.id, 60));
    expect(again.body.equals(body)).toBe(true);
    expect(sha256(again.body)).toBe(row.sha256);

    // Bytes that are not what the purpose accepts are refused and dropped.
    const exe = await t.ctx.files.signedUpload({
      name: 'a.pdf',
      contentType: 'application/pdf',
      ttlSeconds: 60,
      ...capped,
    });
    expect(
      (
        await call(exe.url, {
          method: 'PUT',
          headers: exe.headers,
          body: Buffer.from('MZ\x90\x00 not a pdf'),
        })
      ).status,
    ).toBe(200);
    await expect(
      t.ctx.files.confirmUpload({ storageKey: exe.storageKey, name: 'a.pdf', accepts: 'document' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    // The refused bytes are dropped; the key keeps an empty marker, so the address writes no more.
    expect(await storage.head(exe.storageKey)).toEqual({ sizeBytes: 0 });
  });

  it('streams a large file in and out without holding it in memory', async () => {
    const size = 96 * MB;
    global.gc?.();
    const before = memory();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memory());
    }, 5);
    try {
      const expected = createHash('sha256');
      const source = generated(size, expected);
      const stored = await storage.put('2026/01/large.bin', source);
      expect(stored.sizeBytes).toBe(size);
      expect(stored.sha256).toBe(expected.digest('hex'));
      const back = createHash('sha256');
      let read = 0;
      for await (const chunk of (await storage.get('2026/01/large.bin')) as AsyncIterable<Buffer>) {
        back.update(chunk);
        read += chunk.length;
      }
      expect(read).toBe(size);
      expect(back.digest('hex')).toBe(stored.sha256);
    } finally {
      clearInterval(sampler);
    }
    const growthMb = (peak - before) / MB;
    console.warn(`${kind}: 96 MB put and get, peak memory growth ${growthMb.toFixed(1)} MB`);
    // Holding the file would cost 96 MB or more; a part or a few chunks cost far less.
    expect(growthMb).toBeLessThan(60);
  }, 60_000);
});
