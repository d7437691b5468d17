import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, grantToRole } from '../../../test/auth';
import { type FilePart, multipartBody } from '../../../test/multipart';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type Who, createConsignment, post, uploadDocument } from '../consignments/consignment-test-kit';
import { pickOrderKey } from '../orders/order-test-kit';
import { Attachments } from '../../platform/files/attachments';

/**
 * The attachments capability as each of its three configurations answers it: the same scope rule
 * (an owner the caller cannot see is 404 on every call), the same permission wall (403) and the same
 * content check (a file whose bytes are not a document is refused whatever its name, and nothing of
 * it is kept).
 */
describe('attachments: one capability for orders, consignments and sellers', () => {
  let t: TestApp;
  let om: Who;
  let rm: Who;
  let seller: Who;
  let readonly: Who;
  let admin: Who;
  let orderKey: string;
  let foreignOrderKey: string;
  let consignmentKey: string;
  let othersConsignmentKey: string;
  let otherSellerId: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
    rm = await as(t, 'rm');
    seller = await as(t, 'seller');
    readonly = await as(t, 'readonly');
    admin = await as(t, 'admin');
    orderKey = await pickOrderKey(t.database, "o.status = 'ORDERED'");
    foreignOrderKey = await pickOrderKey(t.database, "o.rm_email <> 'rm@dom.example.in'");
    consignmentKey = (await createConsignment(t, om)).consignmentKey;
    const other = await t.database.executeSql<{ k: string }>(
      `SELECT consignment_key AS k FROM consignments
       WHERE seller_id <> (SELECT seller_id FROM users WHERE username = 'seller') ORDER BY consignment_key LIMIT 1`,
    );
    othersConsignmentKey = other.rows[0]?.k ?? '';
    const sellers = await t.database.executeSql<{ id: string }>(
      `SELECT id FROM sellers WHERE id <> (SELECT seller_id FROM users WHERE username = 'seller') ORDER BY code LIMIT 1`,
    );
    otherSellerId = sellers.rows[0]?.id ?? '';
  });
  afterAll(() => t.close());

  const send = (who: Who, url: string, fields: Record<string, string>, files: readonly FilePart[]) => {
    const m = multipartBody(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: m.payload,
      headers: { ...who.headers, 'content-type': m.contentType },
    });
  };
  const pdf = (name: string): FilePart => ({
    name,
    body: Buffer.from('%PDF-1.4 attachment'),
    type: 'application/pdf',
  });
  const uploadToOrder = (who: Who, key: string, file: FilePart) =>
    send(who, '/sales-order/upload-file', { fileType: 'OTHERS', identifier: key }, [file]);
  const uploadToConsignment = (who: Who, key: string, file: FilePart) =>
    send(who, '/consignment/upload-files', { fileType: 'OTHERS', identifier: key }, [file]);
  const uploadToSeller = (who: Who, sellerId: string, file: FilePart) =>
    send(who, `/ops-supply/seller/${sellerId}/documents`, { documentType: 'OTHERS' }, [file]);
  const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });
  const filesNamed = async (prefix: string) =>
    (
      await t.database.executeSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM files WHERE name LIKE '${prefix}%'`,
      )
    ).rows[0]?.n;

  it('answers 404 for an owner outside the caller’s scope, in every area and on every call', async () => {
    // Orders: the RM sees only its own orders.
    expect((await get(rm, `/sales-order/getPaths/${foreignOrderKey}`)).statusCode).toBe(404);
    // Consignments: a seller sees only its own, even with the upload permission.
    const someDocument = '00000000-0000-4000-8000-000000000000';
    expect(
      (await post(t, seller, '/consignment/upload-File-details', { consignmentKey: othersConsignmentKey }))
        .statusCode,
    ).toBe(404);
    expect((await uploadToConsignment(seller, othersConsignmentKey, pdf('sneak.pdf'))).statusCode).toBe(404);
    expect(
      (
        await post(t, seller, '/consignment/delete-File-details', {
          consignmentKey: othersConsignmentKey,
          documentId: someDocument,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          seller,
          `/consignment/document-url?consignmentKey=${othersConsignmentKey}&documentId=${someDocument}`,
        )
      ).statusCode,
    ).toBe(404);
    // Sellers: a seller's portal user, given the tab and the edit permission, still sees only itself.
    await grantToRole(t, admin, 'SELLER', ['Display_Seller_Documents_Tab', 'Allow_Seller_Edit']);
    seller = await as(t, 'seller');
    expect((await get(seller, `/ops-supply/seller/${otherSellerId}/documents`)).statusCode).toBe(404);
    expect((await uploadToSeller(seller, otherSellerId, pdf('sneak.pdf'))).statusCode).toBe(404);
    expect(await filesNamed('sneak')).toBe(0);
  });

  it('refuses a caller without the area’s write permission (403), and a document of another owner is 404', async () => {
    expect((await uploadToOrder(rm, foreignOrderKey, pdf('denied.pdf'))).statusCode).toBe(403);
    expect((await uploadToConsignment(readonly, consignmentKey, pdf('denied.pdf'))).statusCode).toBe(403);
    expect((await uploadToSeller(readonly, otherSellerId, pdf('denied.pdf'))).statusCode).toBe(403);
    expect(await filesNamed('denied')).toBe(0);
    // A consignment's document asked for under another consignment is not found there.
    const documentId = await uploadDocument(t, om, consignmentKey, 'OTHERS', 'mine.pdf');
    const elsewhere = (await createConsignment(t, om, '1', 1)).consignmentKey;
    const wrongOwner = await get(
      om,
      `/consignment/document-url?consignmentKey=${elsewhere}&documentId=${documentId}`,
    );
    expect(wrongOwner.statusCode).toBe(404);
    expect(wrongOwner.json<{ message: string }>().message).toBe('File not available to download');
  });

  it('refuses a spoofed file type in every area (the bytes decide, not the name) and keeps nothing', async () => {
    const page: FilePart = {
      name: 'spoofed.pdf',
      body: Buffer.from('<html><script>alert(1)</script></html>'),
      type: 'application/pdf',
    };
    for (const res of [
      await uploadToOrder(om, orderKey, page),
      await uploadToConsignment(om, consignmentKey, page),
      await uploadToSeller(admin, otherSellerId, page),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      const fields = res.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields;
      expect(fields).toEqual([{ field: 'file', message: expect.stringContaining('spoofed.pdf is not') }]);
    }
    expect(await filesNamed('spoofed')).toBe(0);
  });

  it('takes an upload as a whole: when the links cannot be written, the stored files are removed', async () => {
    const attachments = new Attachments<null, { id: string }, never>(t.ctx.database.db, t.ctx.files, {
      ownerType: 'order',
      ownerLabel: 'Order',
      findOwner: async () => ({ id: 'owner-1' }),
      ownerId: (owner) => owner.id,
      documentTypes: [{ value: 'OTHERS' }],
      typeField: 'fileType',
      maxFiles: 2,
      maxSizeMb: 5,
      audit: { entityType: 'order', upload: 'order.upload-file', uploaded: () => null },
      links: {
        insert: () => Promise.reject(new Error('links table unavailable')),
        find: async () => undefined,
        fileIdOf: () => '',
      },
    });
    const actor = { actorId: null, actingAsId: null, requestId: 'attachments-test' };
    const files = [
      { fileName: 'whole.one.pdf', bytes: Buffer.from('%PDF-1.4 one') },
      { fileName: 'whole.two.pdf', bytes: Buffer.from('%PDF-1.4 two') },
    ];
    await expect(attachments.upload(null, 'any', { documentType: 'OTHERS', files }, actor)).rejects.toThrow(
      'links table unavailable',
    );
    const left = await t.database.executeSql<{ live: number; all: number }>(
      `SELECT count(*) FILTER (WHERE deleted_at IS NULL)::int AS live, count(*)::int AS all
         FROM files WHERE name LIKE 'whole_one%' OR name LIKE 'whole_two%'`,
    );
    expect(left.rows[0]).toEqual({ live: 0, all: 2 });
    // An area without a delete refuses one rather than guessing.
    await expect(attachments.remove(null, 'any', 'doc', actor)).rejects.toThrow('cannot be deleted');
    // A type outside the list and an empty upload are 400s naming the field.
    await expect(
      attachments.upload(null, 'any', { documentType: 'NOPE', files }, actor),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      attachments.upload(null, 'any', { documentType: 'OTHERS', files: [] }, actor),
    ).rejects.toMatchObject({ status: 400 });
  });
});
