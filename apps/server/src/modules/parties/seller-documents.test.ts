import type { SellerDocumentPage, SellerDocumentUploadResult, SellerProfile } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, grantToRole } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { seedSellerDocuments } from '../../seed/seller-documents.seed';
import { tinyPdf } from '../../seed/tiny-pdf';

type Who = { headers: { authorization: string } };
interface Part {
  name: string;
  body: Buffer;
  type?: string;
}

function multipart(fields: Record<string, string>, files: Part[]) {
  const boundary = '----dom-seller-docs';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('seller documents', () => {
  let t: TestApp;
  let admin: Who;
  let cm: Who;
  let readonly: Who;
  let rm: Who;
  let ownId: string;
  let otherId: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await as(t, 'admin');
    cm = await as(t, 'cm');
    readonly = await as(t, 'readonly');
    rm = await as(t, 'rm');
    const own = await t.database.executeSql<{ seller_id: string }>(
      "SELECT seller_id FROM users WHERE username = 'seller'",
    );
    ownId = own.rows[0]?.seller_id ?? '';
    const other = await t.database.executeSql<{ id: string }>(
      `SELECT id FROM sellers WHERE id <> '${ownId}' ORDER BY code LIMIT 1`,
    );
    otherId = other.rows[0]?.id ?? '';
  });
  afterAll(() => t.close());

  const base = (sellerId: string) => `/api/ops-supply/seller/${sellerId}/documents`;
  const list = (sellerId: string, who: Who) =>
    t.app.inject({ method: 'GET', url: `${base(sellerId)}?pageSize=50`, ...who });
  const upload = (sellerId: string, who: Who | null, fields: Record<string, string>, files: Part[]) => {
    const m = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: base(sellerId),
      payload: m.payload,
      headers: { ...(who?.headers ?? {}), 'content-type': m.contentType },
    });
  };
  const urlOf = (sellerId: string, id: string, who: Who) =>
    t.app.inject({ method: 'GET', url: `${base(sellerId)}/${id}/url`, ...who });
  const remove = (sellerId: string, id: string, who: Who) =>
    t.app.inject({ method: 'DELETE', url: `${base(sellerId)}/${id}`, ...who });
  const messages = (res: { json: () => unknown }) =>
    (res.json() as { details: { fields: { field: string; message: string }[] } }).details.fields.map(
      (f) => `${f.field}: ${f.message}`,
    );
  const pdf = tinyPdf('GST Certificate');

  it('refuses a caller without a token (401) and a role without the permission (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: base(otherId) })).statusCode).toBe(401);
    expect(
      (await upload(otherId, null, { documentType: 'PAN_CARD' }, [{ name: 'a.pdf', body: pdf }])).statusCode,
    ).toBe(401);
    // The rm has no Documents tab; read-only staff see it but change nothing.
    expect((await list(otherId, rm)).statusCode).toBe(403);
    expect((await list(otherId, readonly)).statusCode).toBe(200);
    const denied = await upload(otherId, readonly, { documentType: 'PAN_CARD' }, [
      { name: 'a.pdf', body: pdf },
    ]);
    expect(denied.statusCode).toBe(403);
    const seller = await as(t, 'seller');
    expect((await list(ownId, seller)).statusCode).toBe(403);
    expect((await list(otherId, readonly)).json<SellerDocumentPage>().totalElements).toBe(0);
  });

  it('answers 404 for a seller outside the caller’s scope, on every call', async () => {
    // A seller user given the tab and the edit permission still reaches only its own seller.
    await grantToRole(t, admin, 'SELLER', ['Display_Seller_Documents_Tab', 'Allow_Seller_Edit']);
    const seller = await as(t, 'seller');
    const theirs = (
      await upload(otherId, cm, { documentType: 'SELLER_AGREEMENT' }, [{ name: 'agreement.pdf', body: pdf }])
    ).json<SellerDocumentUploadResult>().documents[0]!;
    expect((await list(otherId, seller)).statusCode).toBe(404);
    const sneak = await upload(otherId, seller, { documentType: 'PAN_CARD' }, [{ name: 'x.pdf', body: pdf }]);
    expect(sneak.statusCode).toBe(404);
    expect((await urlOf(otherId, theirs.documentId, seller)).statusCode).toBe(404);
    expect((await remove(otherId, theirs.documentId, seller)).statusCode).toBe(404);
    // Another seller's document through one's own seller id is not found either.
    expect((await urlOf(ownId, theirs.documentId, seller)).statusCode).toBe(404);
    expect((await remove(ownId, theirs.documentId, seller)).statusCode).toBe(404);
    const mine = await upload(ownId, seller, { documentType: 'PAN_CARD' }, [{ name: 'pan.pdf', body: pdf }]);
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await list(ownId, seller)).json<SellerDocumentPage>().totalElements).toBe(1);
    expect((await list(otherId, cm)).json<SellerDocumentPage>().content.map((d) => d.documentId)).toContain(
      theirs.documentId,
    );
  });

  it('stores up to five files of one type, lists them newest first, downloads and deletes (audited)', async () => {
    const sellerId = otherId;
    const before = (await list(sellerId, cm)).json<SellerDocumentPage>().totalElements;
    const res = await upload(sellerId, admin, { documentType: 'GST_CERTIFICATE' }, [
      { name: 'gst.certificate.2026.pdf', body: pdf },
      { name: 'a-very-long-file-name-for-the-msme-certificate.pdf', body: Buffer.from('%PDF-1.4 two') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<SellerDocumentUploadResult>().documents;
    expect(stored).toHaveLength(2);
    expect(stored[0]?.fileName).toMatch(/^gst_certificate_2026_\d+\.pdf$/);
    expect(stored[1]?.displayFileName).toHaveLength(25);
    expect(stored[1]?.displayFileName.endsWith('.pdf')).toBe(true);
    expect(stored.every((d) => d.uploadedBy === 'Aditi Sharma' && d.documentType === 'GST_CERTIFICATE')).toBe(
      true,
    );

    const page = (await list(sellerId, cm)).json<SellerDocumentPage>();
    expect(page.totalElements).toBe(before + 2);
    const ids = page.content.map((d) => d.documentId);
    expect(ids).toEqual(expect.arrayContaining(stored.map((d) => d.documentId)));
    const times = page.content.map((d) => d.uploadedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/ops-supply/seller/${sellerId}/profile`,
      ...cm,
    });
    expect(profile.json<SellerProfile>().tabs.find((tab) => tab.id === 'documents')?.count).toBe(before + 2);

    const first = stored[0]!;
    const link = await urlOf(sellerId, first.documentId, readonly);
    expect(link.statusCode, link.body).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');

    expect((await remove(sellerId, first.documentId, readonly)).statusCode).toBe(403);
    const gone = await remove(sellerId, first.documentId, cm);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await remove(sellerId, first.documentId, cm)).statusCode).toBe(404);
    const after = await urlOf(sellerId, first.documentId, cm);
    expect(after.statusCode).toBe(404);
    expect(after.json<{ message: string }>().message).toBe('File not available to download');
    // The old link no longer downloads: the bytes went with the record.
    expect((await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url })).statusCode).toBe(
      404,
    );
    expect((await list(sellerId, cm)).json<SellerDocumentPage>().totalElements).toBe(before + 1);

    const audit = await t.database.executeSql<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity_type = 'seller' AND entity_id = '${sellerId}' AND action LIKE 'seller.document.%' ORDER BY at, id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['seller.document.upload', 'seller.document.delete']),
    );
  });

  it('applies the spec’s file rules and names the field', async () => {
    const noExt = await upload(otherId, cm, { documentType: 'OTHERS' }, [{ name: 'README', body: pdf }]);
    expect(noExt.statusCode).toBe(400);
    expect(messages(noExt)).toEqual(['file: Invalid file type selected']);
    const noType = await upload(otherId, cm, {}, [{ name: 'a.pdf', body: pdf }]);
    expect(messages(noType)).toEqual(['documentType: Select a document type']);
    const badType = await upload(otherId, cm, { documentType: 'LORRY_RECEIPT' }, [
      { name: 'a.pdf', body: pdf },
    ]);
    expect(messages(badType)).toEqual(['documentType: Select a document type from the list']);
    const none = await upload(otherId, cm, { documentType: 'OTHERS' }, []);
    expect(messages(none)).toEqual(['file: Choose a file']);
    const big = await upload(otherId, cm, { documentType: 'OTHERS' }, [
      { name: 'big.pdf', body: Buffer.alloc(5 * 1024 * 1024 + 1) },
    ]);
    expect(big.statusCode).toBe(400);
    expect(messages(big)).toEqual(['file: File big.pdf exceeds the 5MB limit and will not be uploaded.']);
    const six = await upload(
      otherId,
      cm,
      { documentType: 'OTHERS' },
      Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, body: pdf })),
    );
    expect(six.statusCode).toBe(400);
    expect(messages(six)).toEqual(['file: You can only select up to 5 files.']);
    // Nothing of a refused upload stays behind.
    const names = (await list(otherId, cm)).json<SellerDocumentPage>().content.map((d) => d.fileName);
    expect(names.some((n) => /^(big|f\d|README)/.test(n))).toBe(false);
  });

  it('seeds two real PDFs a seller that download', async () => {
    const n = await seedSellerDocuments(t.database.db, t.ctx.files);
    const sellers = await t.database.executeSql<{ n: number }>('SELECT count(*)::int AS n FROM sellers');
    expect(n).toBe(2 * Math.min(100, sellers.rows[0]?.n ?? 0));
    const page = (await list(ownId, admin)).json<SellerDocumentPage>();
    const gst = page.content.find((d) => d.documentType === 'GST_CERTIFICATE');
    expect(gst?.fileName).toMatch(/^GST Certificate \S+_\d+\.pdf$/);
    const link = (await urlOf(ownId, gst!.documentId, admin)).json<{ url: string }>().url;
    const body = (await t.app.inject({ method: 'GET', url: link })).rawPayload;
    expect(body.subarray(0, 8).toString()).toBe('%PDF-1.4');
    expect(body.toString('latin1')).toContain('%%EOF');
  });
});
