import { addDays, istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { tinyPdf } from '../../seed/tiny-pdf';

type Who = { headers: { authorization: string } };
type Upload = { fileName: string; url: string; headers: Record<string, string>; uploadKey: string };
type Doc = {
  id: string;
  documentType: string;
  documentNumber: string;
  fileName: string;
  fileId: string | null;
  sizeBytes: number | null;
};

let seq = 0;
const idem = () => `w7-credit-uploads-${Date.now()}-${seq++}`;

/**
 * Enhancer and ad-hoc limit documents as real files: `/credit/generate/signedUrl` (purposes
 * ENHANCER_DOCUMENTS and ADHOC_DOC_UPLOAD), the bytes PUT to the signed address, then named by their
 * upload key when the document or the request is saved. Security first: who may ask, whose upload
 * it is, what the bytes are, which buyers; then the journey with downloads.
 */
describe('credit uploads: enhancer and ad-hoc documents as files', () => {
  let t: TestApp;
  let credit: Who;
  let admin: Who;
  let rm: Who;
  let seller: Who;
  let mine = '';
  let theirs = '';
  let enhancerId = '';
  let theirEnhancerId = '';
  const today = istDateOf(new Date());

  const get = (who: Who | object, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });
  const send = (who: Who | object, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: { ...('headers' in who ? who.headers : {}), 'idempotency-key': idem() },
    });
  const rowsOf = async <T extends Record<string, unknown>>(query: string, params: unknown[] = []) =>
    (await t.database.executeSql<T>(query, params)).rows;
  const fieldsOf = (res: { json: () => unknown }) =>
    (
      (res.json() as { details?: { fields?: { field: string; message: string }[] } }).details?.fields ?? []
    ).map((f) => f.field);

  /** Asks for addresses, then PUTs each body to its address (as the browser does). */
  async function upload(
    who: Who,
    purpose: string,
    files: { name: string; body: Buffer }[],
  ): Promise<Upload[]> {
    const res = await send(who, 'POST', `/credit/generate/signedUrl?purpose=${purpose}`, {
      fileNames: files.map((f) => f.name),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { uploads } = res.json<{ uploads: Upload[] }>();
    for (const [i, u] of uploads.entries()) {
      const put = await t.app.inject({
        method: 'PUT',
        url: u.url,
        headers: u.headers,
        payload: files[i]!.body,
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    return uploads;
  }
  const pdf = (name: string) => ({ name, body: tinyPdf(name) });
  const download = async (who: Who, url: string) => {
    const link = await get(who, url);
    expect(link.statusCode, link.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(file.statusCode).toBe(200);
    return file.rawPayload;
  };
  const enhancerOf = async (buyerId: string) => {
    const made = await send(credit, 'POST', '/credit/enhancers', {
      buyerId,
      enhancerType: 'LC',
      creditLimitPaise: '5000000',
      bankName: 'State Bank of India',
      bankAmountPaise: '5000000',
      validity: addDays(today, 30),
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json<{ id: string }>().id;
  };
  const fileCount = async () =>
    Number(
      (await rowsOf<{ n: number }>(`SELECT count(*)::int AS n FROM files WHERE deleted_at IS NULL`))[0]!.n,
    );

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [credit, admin, rm, seller] = (await Promise.all(
      ['credit', 'admin', 'rm', 'seller'].map((u) => as(t, u)),
    )) as [Who, Who, Who, Who];
    const buyers = await rowsOf<{ id: string; rm: string | null }>(
      `SELECT b.id, b.rm_email AS rm FROM buyers b JOIN buyer_credit_accounts a ON a.buyer_id = b.id ORDER BY b.code`,
    );
    mine = buyers.find((b) => b.rm === 'rm@dom.example.in')!.id;
    theirs = buyers.find((b) => b.rm !== 'rm@dom.example.in')!.id;
    enhancerId = await enhancerOf(mine);
    theirEnhancerId = await enhancerOf(theirs);
  }, 120_000);
  afterAll(() => t?.close());

  it('gives upload addresses only to a signed-in caller holding the purpose’s permission, for document files', async () => {
    const body = { fileNames: ['lc.pdf'] };
    expect(
      (await send({}, 'POST', '/credit/generate/signedUrl?purpose=ENHANCER_DOCUMENTS', body)).statusCode,
    ).toBe(401);
    for (const purpose of ['ENHANCER_DOCUMENTS', 'ADHOC_DOC_UPLOAD'])
      expect(
        (await send(seller, 'POST', `/credit/generate/signedUrl?purpose=${purpose}`, body)).statusCode,
      ).toBe(403);
    const bad = await send(credit, 'POST', '/credit/generate/signedUrl?purpose=SELLER_TDS_UPLOAD', body);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('purpose');
    const exe = await send(credit, 'POST', '/credit/generate/signedUrl?purpose=ENHANCER_DOCUMENTS', {
      fileNames: ['setup.exe'],
    });
    expect(exe.statusCode).toBe(400);
    expect(fieldsOf(exe)).toContain('fileNames');
    const six = await send(credit, 'POST', '/credit/generate/signedUrl?purpose=ADHOC_DOC_UPLOAD', {
      fileNames: ['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf', '6.pdf'],
    });
    expect(six.statusCode).toBe(400);
    expect(fieldsOf(six)).toContain('fileNames');
  });

  it('refuses an upload key that is another user’s, another purpose’s, tampered, not uploaded or not a document — keeping nothing', async () => {
    const files = await fileCount();
    const doc = (uploadKey: string, n: string) => ({
      enhancerId,
      documentType: 'LC',
      documentNumber: `LC/SEC/${n}`,
      uploadKey,
    });
    const [adminsUpload] = await upload(admin, 'ENHANCER_DOCUMENTS', [pdf('admin-lc.pdf')]);
    const [adhocUpload] = await upload(credit, 'ADHOC_DOC_UPLOAD', [pdf('adhoc.pdf')]);
    const [good] = await upload(credit, 'ENHANCER_DOCUMENTS', [pdf('lc.pdf')]);
    const tampered = good!.uploadKey.replace(/^./, (c) => (c === 'e' ? 'f' : 'e'));
    const issued = await send(credit, 'POST', '/credit/generate/signedUrl?purpose=ENHANCER_DOCUMENTS', {
      fileNames: ['never-sent.pdf'],
    });
    const neverSent = issued.json<{ uploads: Upload[] }>().uploads[0]!.uploadKey;
    const [html] = await upload(credit, 'ENHANCER_DOCUMENTS', [
      { name: 'page.pdf', body: Buffer.from('<html><script>alert(1)</script></html>') },
    ]);
    // Past the purpose's 5 MB the address itself refuses the bytes, so the key names nothing sent.
    const [big] = (
      await send(credit, 'POST', '/credit/generate/signedUrl?purpose=ENHANCER_DOCUMENTS', {
        fileNames: ['big.pdf'],
      })
    ).json<{ uploads: Upload[] }>().uploads;
    const bigPut = await t.app.inject({
      method: 'PUT',
      url: big!.url,
      headers: big!.headers,
      payload: Buffer.concat([tinyPdf('big'), Buffer.alloc(5 * 1024 * 1024 + 1, 32)]),
    });
    expect(bigPut.statusCode, bigPut.body).toBe(413);
    for (const [n, key] of [
      ['1', adminsUpload!.uploadKey],
      ['2', adhocUpload!.uploadKey],
      ['3', tampered],
      ['4', neverSent],
      ['5', html!.uploadKey],
      ['6', big!.uploadKey],
      ['7', 'not-a-key'],
    ] as const) {
      const res = await send(credit, 'POST', '/enhancer-documents', doc(key, n));
      expect(res.statusCode, `${n}: ${res.body}`).toBe(400);
      expect(fieldsOf(res), n).toContain('uploadKey');
    }
    // Nothing was kept: no document, and the files read back (the HTML page, the big one) are gone.
    expect(
      await rowsOf(`SELECT 1 FROM credit_enhancer_documents WHERE document_number LIKE 'LC/SEC/%'`),
    ).toHaveLength(0);
    expect(await fileCount()).toBe(files);
    // A POST without a file is refused by the contract, naming the field.
    const none = await send(credit, 'POST', '/enhancer-documents', {
      enhancerId,
      documentType: 'LC',
      documentNumber: 'X1',
    });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toContain('uploadKey');
  });

  it('finds the enhancer only among the caller’s buyers', async () => {
    expect((await get(rm, `/enhancer-documents?enhancerId=${theirEnhancerId}`)).statusCode).toBe(404);
    expect((await get(rm, `/enhancer-documents?enhancerId=${enhancerId}`)).statusCode).toBe(200);
    const [u] = await upload(credit, 'ENHANCER_DOCUMENTS', [pdf('theirs.pdf')]);
    const saved = await send(credit, 'POST', '/enhancer-documents', {
      enhancerId: theirEnhancerId,
      documentType: 'LC',
      documentNumber: 'LC/THEIRS/1',
      uploadKey: u!.uploadKey,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json<Doc>().id;
    // Their document's file is not the rm's to download: not found, never a link.
    expect((await get(rm, `/enhancer-documents/${id}/signedUrl`)).statusCode).toBe(404);
  });

  it('stores an enhancer document’s bytes, keeps the duplicate check, audits, downloads and replaces the file', async () => {
    const bytes = tinyPdf('Letter of credit LC/2026/7');
    const [u] = await upload(credit, 'ENHANCER_DOCUMENTS', [{ name: 'Letter of credit.pdf', body: bytes }]);
    const made = await send(credit, 'POST', '/enhancer-documents', {
      enhancerId,
      documentType: 'LC',
      documentNumber: 'LC/2026/7',
      uploadKey: u!.uploadKey,
    });
    expect(made.statusCode, made.body).toBe(201);
    const doc = made.json<Doc>();
    expect(doc).toMatchObject({ documentType: 'LC', documentNumber: 'LC/2026/7', sizeBytes: bytes.length });
    expect(doc.fileName).toMatch(/Letter of credit.*\.pdf$/);
    const [file] = await rowsOf<{ owner_type: string; owner_id: string; purpose: string }>(
      `SELECT owner_type, owner_id, purpose FROM files WHERE id = $1`,
      [doc.fileId],
    );
    expect(file).toEqual({
      owner_type: 'credit-enhancer',
      owner_id: enhancerId,
      purpose: 'ENHANCER_DOCUMENTS',
    });
    expect(Buffer.compare(await download(credit, `/enhancer-documents/${doc.id}/signedUrl`), bytes)).toBe(0);
    // The same key twice: the upload is already on file.
    const again = await send(credit, 'POST', '/enhancer-documents', {
      enhancerId,
      documentType: 'LC',
      documentNumber: 'LC/2026/8',
      uploadKey: u!.uploadKey,
    });
    expect(again.statusCode).toBe(400);
    expect(fieldsOf(again)).toContain('uploadKey');
    // Duplicate document (type and number, any case, any enhancer): 409, and the fresh upload is dropped.
    const files = await fileCount();
    const [dupUpload] = await upload(credit, 'ENHANCER_DOCUMENTS', [pdf('copy.pdf')]);
    const dup = await send(credit, 'POST', '/enhancer-documents', {
      enhancerId: theirEnhancerId,
      documentType: 'lc',
      documentNumber: 'lc/2026/7',
      uploadKey: dupUpload!.uploadKey,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<{ errorCode: string }>().errorCode).toBe('DUPLICATE_DOCUMENT');
    expect(await fileCount()).toBe(files);
    // PUT: a new number keeps the file; a new upload replaces it (the old one is deleted).
    const renumbered = await send(credit, 'PUT', '/enhancer-documents', {
      id: doc.id,
      enhancerId,
      documentType: 'LC',
      documentNumber: 'LC/2026/7A',
    });
    expect(renumbered.statusCode, renumbered.body).toBe(200);
    expect(renumbered.json<Doc>()).toMatchObject({ documentNumber: 'LC/2026/7A', fileId: doc.fileId });
    const newBytes = tinyPdf('Amended LC');
    const [v2] = await upload(credit, 'ENHANCER_DOCUMENTS', [{ name: 'amended.pdf', body: newBytes }]);
    const replaced = await send(credit, 'PUT', '/enhancer-documents', {
      id: doc.id,
      enhancerId,
      documentType: 'LC',
      documentNumber: 'LC/2026/7A',
      uploadKey: v2!.uploadKey,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json<Doc>();
    expect(after.fileId).not.toBe(doc.fileId);
    expect(Buffer.compare(await download(credit, `/enhancer-documents/${doc.id}/signedUrl`), newBytes)).toBe(
      0,
    );
    const [old] = await rowsOf<{ deleted: boolean }>(
      `SELECT deleted_at IS NOT NULL AS deleted FROM files WHERE id = $1`,
      [doc.fileId],
    );
    expect(old?.deleted).toBe(true);
    const audits = await rowsOf<{ action: string; file_id: string }>(
      `SELECT action, after->>'fileId' AS file_id FROM audit_log
        WHERE entity_type = 'credit_enhancer' AND entity_id = $1 AND action LIKE 'credit-enhancer.document.%' ORDER BY id`,
      [enhancerId],
    );
    expect(audits.map((a) => a.action)).toEqual([
      'credit-enhancer.document.create',
      'credit-enhancer.document.update',
      'credit-enhancer.document.update',
    ]);
    expect(audits[2]!.file_id).toBe(after.fileId);
    const list = (await get(rm, `/enhancer-documents?enhancerId=${enhancerId}`)).json<Doc[]>();
    expect(list.map((d) => [d.documentNumber, d.sizeBytes])).toEqual([['LC/2026/7A', newBytes.length]]);
  });

  it('keeps an ad-hoc limit request’s files, downloadable in scope, named in the audit by file id', async () => {
    const bytes = [tinyPdf('Festive stock plan'), tinyPdf('Bank statement Oct')];
    const uploads = await upload(credit, 'ADHOC_DOC_UPLOAD', [
      { name: 'stock plan.pdf', body: bytes[0]! },
      { name: 'bank statement.pdf', body: bytes[1]! },
    ]);
    // An enhancer upload is not an ad-hoc one: refused, naming the entry.
    const [wrong] = await upload(credit, 'ENHANCER_DOCUMENTS', [pdf('lc.pdf')]);
    const request = {
      buyerId: mine,
      amountPaise: '1500000',
      startDate: today,
      expiryDate: addDays(today, 10),
      reason: 'Festive season stocking',
    };
    const refused = await send(credit, 'POST', '/credit/adhoc-limit/upsert', {
      ...request,
      uploadKeys: [uploads[0]!.uploadKey, wrong!.uploadKey],
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toContain('uploadKeys.1');
    expect(
      await rowsOf(`SELECT 1 FROM credit_adhoc_limits WHERE buyer_id = $1 AND status = 'PENDING'`, [mine]),
    ).toHaveLength(0);

    const made = await send(credit, 'POST', '/credit/adhoc-limit/upsert', {
      ...request,
      uploadKeys: uploads.map((u) => u.uploadKey),
    });
    expect(made.statusCode, made.body).toBe(200);
    const adhoc = made.json<{
      id: string;
      documents: { fileId: string; fileName: string; sizeBytes: number }[];
    }>();
    expect(adhoc.documents.map((d) => d.sizeBytes)).toEqual(bytes.map((b) => b.length));
    expect(adhoc.documents[0]!.fileName).toMatch(/stock plan.*\.pdf$/);
    for (const [i, d] of adhoc.documents.entries())
      expect(
        Buffer.compare(
          await download(rm, `/credit/adhoc-limit/${adhoc.id}/document/${d.fileId}/signedUrl`),
          bytes[i]!,
        ),
      ).toBe(0);
    // The log lists them too.
    const log = await get(credit, `/credit/adhoc-limit/log?entityIds=${mine}`);
    expect(
      log.json<{ content: { id: string; documents: unknown[] }[] }>().content.find((r) => r.id === adhoc.id)
        ?.documents,
    ).toHaveLength(2);
    // Another buyer's request, or a file that is not the request's: not found.
    const other = await send(credit, 'POST', '/credit/adhoc-limit/upsert', { ...request, buyerId: theirs });
    expect(other.statusCode, other.body).toBe(200);
    const otherId = other.json<{ id: string }>().id;
    expect(
      (await get(rm, `/credit/adhoc-limit/${otherId}/document/${adhoc.documents[0]!.fileId}/signedUrl`))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(credit, `/credit/adhoc-limit/${otherId}/document/${adhoc.documents[0]!.fileId}/signedUrl`))
        .statusCode,
    ).toBe(404);
    // The audit names the files, never the upload keys.
    const [audit] = await rowsOf<{ after: string }>(
      `SELECT after::text AS after FROM audit_log WHERE entity_type = 'credit_adhoc_limit' AND entity_id = $1 ORDER BY id LIMIT 1`,
      [adhoc.id],
    );
    expect(audit!.after).toContain(adhoc.documents[0]!.fileId);
    expect(audit!.after).not.toContain(uploads[0]!.uploadKey.slice(0, 20));
  });

  it('takes the bytes of a real HTTP PUT to the signed address (the browser’s path, not only inject)', async () => {
    const res = await send(credit, 'POST', '/credit/generate/signedUrl?purpose=ADHOC_DOC_UPLOAD', {
      fileNames: ['over http.pdf'],
    });
    const [u] = res.json<{ uploads: Upload[] }>().uploads;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const bytes = tinyPdf('over http');
    const put = await fetch(address + u!.url, {
      method: 'PUT',
      headers: u!.headers,
      body: new Blob([bytes]),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    expect((await put.json()) as { sizeBytes: number }).toMatchObject({ sizeBytes: bytes.length });
  });
});
