import type { BuyerContactDetails, ConsignmentDocument } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type Who, createConsignment, post } from './consignment-test-kit';

describe('save-file-path and buyer-contact-details', () => {
  let t: TestApp;
  let om: Who;
  let seller: Who;
  let key: string;
  let othersKey: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    seller = await as(t, 'seller');
    key = (await createConsignment(t, om)).consignmentKey;
    const other = await t.database.executeSql<{ k: string }>(
      `SELECT consignment_key AS k FROM consignments
       WHERE seller_id <> (SELECT seller_id FROM users WHERE username = 'seller') ORDER BY consignment_key LIMIT 1`,
    );
    othersKey = other.rows[0]?.k ?? '';
  });
  afterAll(() => t.close());

  const stored = async (ownerType: string | null = null, ownerId: string | null = null) => {
    const file = await t.ctx.files.save({
      body: Buffer.from('%PDF-1.4 pod'),
      name: 'pod.pdf',
      contentType: 'application/pdf',
      ownerType,
      ownerId,
    });
    return { file, url: await t.ctx.files.downloadUrl(file.id) };
  };
  const save = (who: Who, body: Record<string, unknown>) => post(t, who, '/consignment/save-file-path', body);
  const fieldOf = (res: { json: <T>() => T }) =>
    res.json<{ details?: { fields?: { field: string }[] } }>().details?.fields?.map((f) => f.field);

  it('records our signed path as a document once; a repeat answers the same document', async () => {
    const { url } = await stored();
    const body = { consignmentKey: key, documentType: 'BUYER_POD', fileName: 'pod.pdf', path: url };
    const first = await save(om, body);
    expect(first.statusCode, first.body).toBe(201);
    const doc = first.json<ConsignmentDocument>();
    expect(doc).toMatchObject({
      documentType: 'BUYER_POD',
      processedFile: false,
      requestedBy: 'om@dom.example.in',
    });
    expect(doc.fileName).toMatch(/^pod_\d+\.pdf$/);
    const again = await save(om, { ...body, path: `http://dom.example.in${url}` });
    expect(again.statusCode).toBe(200);
    expect(again.json<ConsignmentDocument>().documentId).toBe(doc.documentId);
    const list = (await post(t, om, '/consignment/upload-File-details', { consignmentKey: key })).json<
      ConsignmentDocument[]
    >();
    expect(list.filter((d) => d.documentId === doc.documentId)).toHaveLength(1);
    const download = await t.app.inject({ method: 'GET', url: doc.downloadUrl ?? '' });
    expect(download.body).toBe('%PDF-1.4 pod');
  });

  it('takes a storage key too; deleting the document keeps a file another owner holds', async () => {
    const { file } = await stored('order', 'SOME-ORDER');
    const res = await save(om, {
      consignmentKey: key,
      documentType: 'LORRY_RECEIPT',
      fileName: 'lr.pdf',
      path: file.storageKey,
    });
    expect(res.statusCode, res.body).toBe(201);
    const del = await post(t, om, '/consignment/delete-File-details', {
      consignmentKey: key,
      documentId: res.json<ConsignmentDocument>().documentId,
    });
    expect(del.statusCode).toBe(200);
    const still = await t.app.inject({ method: 'GET', url: await t.ctx.files.downloadUrl(file.id) });
    expect(still.statusCode).toBe(200);
  });

  it('lets a read-only user list the documents but not add or delete one (Allow_Pod_Upload)', async () => {
    const { url } = await stored();
    const body = { consignmentKey: key, documentType: 'BUYER_POD', fileName: 'pod.pdf', path: url };
    const saved = (await save(om, body)).json<ConsignmentDocument>();
    const readonly = await as(t, 'readonly');
    const list = await post(t, readonly, '/consignment/upload-File-details', { consignmentKey: key });
    expect(list.statusCode).toBe(200);
    expect(list.json<ConsignmentDocument[]>().map((d) => d.documentId)).toContain(saved.documentId);
    expect((await save(readonly, body)).statusCode).toBe(403);
    const del = await post(t, readonly, '/consignment/delete-File-details', {
      consignmentKey: key,
      documentId: saved.documentId,
    });
    expect(del.statusCode).toBe(403);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/consignment/upload-files',
      payload: '--x\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nBUYER_POD\r\n--x--\r\n',
      headers: { ...readonly.headers, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(up.statusCode).toBe(403);
  });

  it('refuses a path that is not one of our live files, naming the field', async () => {
    const { file, url } = await stored();
    const expired = t.ctx.signer.sign(file.id, -60);
    const cases = [
      'https://evil.example.com/file.pdf',
      's3://bucket/2026/01/x.pdf',
      '../../etc/passwd',
      url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      `/api/files/${file.id}/content?expires=${expired.expires}&signature=${expired.signature}`,
      `2026/01/00000000-0000-4000-8000-000000000000-nothing.pdf`,
    ];
    for (const path of cases) {
      const res = await save(om, { consignmentKey: key, documentType: 'OTHERS', fileName: 'x.pdf', path });
      expect(res.statusCode, path).toBe(400);
      expect(fieldOf(res), path).toEqual(['path']);
    }
    await t.ctx.files.remove(file.id);
    const gone = await save(om, {
      consignmentKey: key,
      documentType: 'OTHERS',
      fileName: 'x.pdf',
      path: url,
    });
    expect(gone.statusCode).toBe(400);
    const badType = await save(om, {
      consignmentKey: key,
      documentType: 'SELFIE',
      fileName: 'x.pdf',
      path: url,
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.body).toContain('documentType');
  });

  it('hides another seller’s consignment (404) and needs a session (401)', async () => {
    const { url } = await stored();
    const body = { consignmentKey: othersKey, documentType: 'OTHERS', fileName: 'x.pdf', path: url };
    expect((await save(seller, body)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/consignment/save-file-path',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  const contacts = (who: Who, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/zoho/buyer-contact-details?${query}`, ...who });

  it('answers the buyer’s contacts by consignment or buyer, the site co-ordinators for POD', async () => {
    const buyerId = (
      await t.database.executeSql<{ b: string }>(
        `SELECT buyer_id AS b FROM consignments WHERE consignment_key = '${key}'`,
      )
    ).rows[0]?.b;
    await t.database.executeSql(
      `INSERT INTO buyer_contacts (buyer_id, name, phone_number, department, roles, is_primary) VALUES
         ('${buyerId}', 'Site Person', '9800000001', 'Site Co-ordinator', '{}', false),
         ('${buyerId}', 'Role Person', '9800000002', NULL, '{SITE_COORDINATOR}', false)`,
    );
    const byKey = await contacts(om, `consignmentKey=${key}`);
    expect(byKey.statusCode, byKey.body).toBe(200);
    const details = byKey.json<BuyerContactDetails>();
    expect(details).toMatchObject({ buyerId, consignmentKey: key });
    const all = (
      await t.database.executeSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM buyer_contacts WHERE buyer_id = '${buyerId}'`,
      )
    ).rows[0]?.n;
    expect(details.contacts).toHaveLength(all ?? -1);
    expect(details.podContacts.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Role Person', 'Site Person']),
    );
    for (const c of details.podContacts)
      expect(c.roles.includes('SITE_COORDINATOR') || c.department === 'Site Co-ordinator').toBe(true);

    const bySeller = await contacts(seller, `buyerId=${buyerId}`);
    expect(bySeller.statusCode, bySeller.body).toBe(200);
    expect(bySeller.json<BuyerContactDetails>()).toMatchObject({ buyerId, consignmentKey: null });
  });

  it('scopes like the consignment and names the missing or mismatched field', async () => {
    const othersBuyer = (
      await t.database.executeSql<{ b: string }>(
        `SELECT buyer_id AS b FROM consignments c WHERE consignment_key = '${othersKey}'
           AND NOT EXISTS (SELECT 1 FROM consignments x WHERE x.buyer_id = c.buyer_id
             AND x.seller_id = (SELECT seller_id FROM users WHERE username = 'seller'))`,
      )
    ).rows[0]?.b;
    expect((await contacts(seller, `consignmentKey=${othersKey}`)).statusCode).toBe(404);
    if (othersBuyer) expect((await contacts(seller, `buyerId=${othersBuyer}`)).statusCode).toBe(404);
    const neither = await contacts(om, '');
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain('consignmentKey');
    const mismatch = await contacts(om, `consignmentKey=${key}&buyerId=00000000-0000-4000-8000-000000000000`);
    expect(mismatch.statusCode).toBe(400);
    expect(fieldOf(mismatch)).toEqual(['buyerId']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/zoho/buyer-contact-details?consignmentKey=${key}` }))
        .statusCode,
    ).toBe(401);
  });
});
