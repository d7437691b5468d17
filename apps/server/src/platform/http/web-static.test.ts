import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';

// A built web app as `npm run build -w @dom/web` lays it out: index.html and the favicon at the
// root, hashed files under assets/ with their Brotli and gzip twins (small files have none).
const ENTRY = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
const SMALL = 'export const x = 1;\n';
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>\n';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app: cached and compressed assets, pages and the API never cached', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'dom-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js'), ENTRY);
    writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(ENTRY));
    writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.gz'), gzipSync(ENTRY));
    writeFileSync(path.join(dist, 'assets/small-Ef56Gh78.js'), SMALL);
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const getAsset = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends an asset as Brotli when the browser takes br, cached for a year and never re-checked', async () => {
    const res = await getAsset('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(ENTRY) / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ENTRY);
  });

  it('sends gzip when the browser takes only gzip', async () => {
    const res = await getAsset('/assets/index-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(ENTRY);
  });

  it('sends the plain file when the browser takes no compression, or the file has no twin', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const res = await getAsset('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(res.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(res.headers['cache-control']).toBe(YEAR_IMMUTABLE);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.payload).toBe(ENTRY);
    }
    const small = await getAsset('/assets/small-Ef56Gh78.js', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(small.payload).toBe(SMALL);
  });

  it('a missing asset is a 404, not the app page', async () => {
    const res = await getAsset('/assets/gone-00000000.js', 'br');
    expect(res.statusCode).toBe(404);
  });

  it('index.html and the files outside assets/ are re-checked on every load', async () => {
    for (const url of ['/', '/sales-order', '/index.html']) {
      const res = await getAsset(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.payload, url).toBe(INDEX);
    }
    const favicon = await getAsset('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('the API is never stored', async () => {
    const res = await getAsset('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
