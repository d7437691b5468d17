import { ORDER_IMPORT_COLUMNS } from '@dom/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { zipBombWorkbook } from '../../../test/zip-writer';

type Who = { headers: { authorization: string } };

function multipart(name: string, body: Buffer) {
  const boundary = '----dom-bomb-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const MB = 1024 * 1024;

/** Finding 1 of issue 15: a 1 MB workbook whose sheet unpacks to about 420 MB. */
describe('order import: a zip bomb costs one refused request', () => {
  let t: TestApp;
  let om: Who;
  let bomb: Buffer;
  let valid: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    bomb = await zipBombWorkbook(ORDER_IMPORT_COLUMNS, 420 * MB);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Orders');
    sheet.addRow([...ORDER_IMPORT_COLUMNS]);
    sheet.addRow(ORDER_IMPORT_COLUMNS.map((c) => `x-${c.length}`));
    valid = Buffer.from(await book.xlsx.writeBuffer());
  }, 60_000);
  afterAll(() => t.close());

  const upload = (name: string, body: Buffer) => {
    const m = multipart(name, body);
    return t.app.inject({
      method: 'POST',
      url: '/api/orders-v2/import/upload',
      payload: m.payload,
      headers: { ...om.headers, 'content-type': m.contentType },
    });
  };
  const within = <T>(ms: number, what: Promise<T>) =>
    Promise.race([
      what,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
    ]);

  it('is about a megabyte that unpacks to about 420 MB', () => {
    expect(bomb.length).toBeLessThan(1.5 * MB);
    const declared = bomb.readUInt32LE(bomb.length - 22 - 46 - 'xl/worksheets/sheet1.xml'.length + 24);
    expect(declared).toBeGreaterThan(400 * MB);
  });

  it('answers 4xx within 5 s, with memory growth under 200 MB, and the API answers throughout', async () => {
    // A first normal upload, so what is measured is the bomb, not the first use of the reader.
    expect((await within(15_000, upload('warm.xlsx', valid))).statusCode).toBe(200);
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 5);
    const started = Date.now();
    try {
      const refused = upload('bomb.xlsx', bomb);
      // While the bomb is being read, another request is answered at once.
      const health = await within(2_000, t.app.inject({ method: 'GET', url: '/api/health' }));
      expect(health.statusCode).toBeLessThan(500);
      const res = await within(5_000, refused);
      const elapsed = Date.now() - started;
      const after = process.memoryUsage();
      peakRss = Math.max(peakRss, after.rss);
      peakHeap = Math.max(peakHeap, after.heapUsed);
      const growth = { rssMb: (peakRss - before.rss) / MB, heapMb: (peakHeap - before.heapUsed) / MB };
      console.warn(
        `zip bomb (${(bomb.length / MB).toFixed(2)} MB): ${res.statusCode} after ${elapsed} ms; peak growth rss ${growth.rssMb.toFixed(1)} MB, heap ${growth.heapMb.toFixed(1)} MB`,
      );
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json<{ message: string; details: { fields: { field: string }[] } }>();
      expect(body.message).toContain('at most 1000');
      expect(body.details.fields[0]?.field).toBe('file');
      expect(elapsed).toBeLessThan(5_000);
      expect(growth.rssMb).toBeLessThan(200);
      expect(growth.heapMb).toBeLessThan(200);
    } finally {
      clearInterval(sampler);
    }
    // And right after, a normal request succeeds.
    const again = await within(15_000, upload('orders.xlsx', valid));
    expect(again.statusCode).toBe(200);
    expect(again.json<{ rowCount: number }>().rowCount).toBe(1);
  }, 40_000);
});
