import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { packed, zip } from '../../../test/zip-writer';
import { pickOrderKey } from '../../modules/orders/order-test-kit';
import { tinyPdf } from '../../seed/tiny-pdf';
import { SNIFFED_TYPES, servedContentType, sniffKind } from './content-sniff';
import { type FilePart, multipartBody } from '../../../test/multipart';

type Who = { headers: { authorization: string } };
type Part = FilePart;
const multipart = (fields: Record<string, string>, files: Part[]) =>
  multipartBody(fields, files, '----dom-sniff');

/** A Windows program's first bytes: the MZ header and its DOS stub. */
const EXE = Buffer.concat([
  Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  Buffer.from('This program cannot be run in DOS mode.\r\n'),
]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('uploads are sniffed from their bytes (issue 15, finding 6)', () => {
  it('knows the kinds by their magic numbers, whatever the name', () => {
    expect(sniffKind(tinyPdf('x'))).toBe('pdf');
    expect(sniffKind(PNG)).toBe('png');
    expect(sniffKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniffKind(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffKind(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
    const ooxml = (part: string) => zip([packed('[Content_Types].xml', '<Types/>'), packed(part, '<x/>')]);
    expect(sniffKind(ooxml('xl/workbook.xml'))).toBe('xlsx');
    expect(sniffKind(ooxml('word/document.xml'))).toBe('docx');
    expect(sniffKind(zip([packed('evil.exe', EXE)]))).toBeNull();
    expect(sniffKind(EXE)).toBeNull();
    expect(sniffKind(HTML)).toBeNull();
    // Text only where a purpose accepts it, and never markup.
    expect(sniffKind(Buffer.from('order ref,qty\nA,1\n'))).toBeNull();
    expect(sniffKind(Buffer.from('order ref,qty\nA,1\n'), true)).toBe('csv');
    expect(sniffKind(HTML, true)).toBeNull();
    expect(sniffKind(Buffer.from('\ufeff  <svg onload="x()"/>'), true)).toBeNull();
    expect(sniffKind(Buffer.from('a\u0000b'), true)).toBeNull();
    expect(servedContentType('application/pdf')).toBe('application/pdf');
    expect(servedContentType('text/html')).toBe('application/octet-stream');
    expect(servedContentType('application/x-msdownload')).toBe('application/octet-stream');
  });

  describe('on every upload route', () => {
    let t: TestApp;
    let om: Who;
    let admin: Who;
    let orderKey: string;
    beforeAll(async () => {
      t = await createTestApp({ seed: true });
      om = await as(t, 'om');
      admin = await as(t, 'admin');
      orderKey = await pickOrderKey(t.database, "o.status = 'ORDER_APPROVED'");
    });
    afterAll(() => t.close());

    const send = (url: string, who: Who, fields: Record<string, string>, files: Part[]) => {
      const m = multipart(fields, files);
      return t.app.inject({
        method: 'POST',
        url,
        payload: m.payload,
        headers: { ...who.headers, 'content-type': m.contentType },
      });
    };
    const orderUpload = (file: Part) =>
      send('/api/sales-order/upload-file', om, { fileType: 'OTHERS', identifier: orderKey }, [file]);
    const refusedUnderFile = (res: { statusCode: number; json: <T>() => T }, name: string) => {
      expect(res.statusCode).toBe(400);
      const body = res.json<{
        message: string;
        errorCode: string;
        details: { fields: { field: string; message: string }[] };
      }>();
      expect(body.errorCode).toBe('VALIDATION_FAILED');
      expect(body.details.fields[0]?.field).toBe('file');
      expect(body.details.fields[0]?.message).toContain('Some selected files have invalid formats.');
      expect(body.details.fields[0]?.message).toContain(name);
    };
    const storedFiles = async () =>
      Number((await t.database.executeSql<{ n: string }>('SELECT count(*) AS n FROM files')).rows[0]?.n);

    it('refuses an .exe renamed .pdf and an .html page, and keeps nothing', async () => {
      const before = await storedFiles();
      refusedUnderFile(
        await orderUpload({ name: 'invoice.pdf', body: EXE, type: 'application/pdf' }),
        'invoice.pdf',
      );
      refusedUnderFile(
        await orderUpload({ name: 'setup.exe', body: EXE, type: 'application/x-msdownload' }),
        'setup.exe',
      );
      refusedUnderFile(await orderUpload({ name: 'page.html', body: HTML, type: 'text/html' }), 'page.html');
      const consignment = await t.database.executeSql<{ consignment_key: string }>(
        "SELECT consignment_key FROM consignments WHERE status = 'REQUESTED' ORDER BY consignment_key LIMIT 1",
      );
      const key = consignment.rows[0]?.consignment_key ?? '';
      refusedUnderFile(
        await send('/api/consignment/upload-files', admin, { fileType: 'OTHERS', identifier: key }, [
          { name: 'pod.pdf', body: HTML, type: 'application/pdf' },
        ]),
        'pod.pdf',
      );
      const seller = await t.database.executeSql<{ id: string }>(
        'SELECT id FROM sellers ORDER BY code LIMIT 1',
      );
      // Several files: one bad file refuses the whole upload, and the refusal names it.
      refusedUnderFile(
        await send(
          `/api/ops-supply/seller/${seller.rows[0]?.id}/documents`,
          admin,
          { documentType: 'OTHERS' },
          [
            { name: 'good.pdf', body: tinyPdf('good'), type: 'application/pdf' },
            { name: 'agreement.pdf', body: EXE, type: 'application/pdf' },
          ],
        ),
        'agreement.pdf',
      );
      const m = multipart({}, [
        { name: 'orders.xlsx', body: tinyPdf('not a workbook'), type: 'application/pdf' },
      ]);
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/orders-v2/import/upload',
        payload: m.payload,
        headers: { ...om.headers, 'content-type': m.contentType },
      });
      expect(imported.statusCode).toBe(400);
      expect(await storedFiles()).toBe(before);
    });

    it('keeps a real PDF and serves it back as application/pdf, whatever type the client claimed', async () => {
      const pdf = tinyPdf('Lorry receipt');
      const res = await orderUpload({ name: 'lr.pdf', body: pdf, type: 'text/html' });
      expect(res.statusCode, res.body).toBe(201);
      const { fileId } = res.json<{ fileId: string }>();
      const row = await t.database.executeSql<{ content_type: string }>(
        `SELECT content_type FROM files WHERE id = '${fileId}'`,
      );
      expect(row.rows[0]?.content_type).toBe(SNIFFED_TYPES.pdf);
      const download = await t.app.inject({ method: 'GET', url: await t.ctx.files.downloadUrl(fileId) });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.rawPayload.equals(pdf)).toBe(true);
    });

    it('never serves back a type stored before sniffing, such as text/html', async () => {
      const legacy = await t.ctx.files.save({ body: HTML, name: 'old.html', contentType: 'text/html' });
      const download = await t.app.inject({ method: 'GET', url: await t.ctx.files.downloadUrl(legacy.id) });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/octet-stream');
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    });
  });
});
