import type {
  BankChangeHistory,
  OrderPage,
  SellerContactPage,
  SellerPage,
  SellerProfile,
  WarehouseDetail,
  WarehousePage,
} from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';

type Who = { headers: { authorization: string } };

describe('sellers and warehouses', () => {
  let t: TestApp;
  let admin: Who;
  let seller: Who;
  let ownId: string;
  let otherId: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await as(t, 'admin');
    seller = await as(t, 'seller');
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

  const get = (url: string, who: Who) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });

  it('lists sellers with labels and type, filtered, and pages by keyset', async () => {
    const page = (await get('/ops-supply/seller/search?pageSize=20', admin)).json<SellerPage>();
    expect(page.totalElements).toBe(4);
    expect(page.content[0]?.statusLabel).toMatch(/Seller On Boarded|KYC/);
    expect(page.content.every((s) => ['INDIRECT', 'DIRECT'].includes(s.sellerType))).toBe(true);
    const s = page.content[1];
    const byBooks = (
      await get(`/ops-supply/seller/search?sellerBooksId=${s?.sellerBooksId}`, admin)
    ).json<SellerPage>();
    expect(byBooks.content.map((x) => x.sellerId)).toEqual([s?.sellerId]);
    const onboarded = (
      await get('/ops-supply/seller/search?statuses=SELLER_ON_BOARDED&pageSize=100', admin)
    ).json<SellerPage>();
    expect(onboarded.content.every((x) => x.status === 'SELLER_ON_BOARDED')).toBe(true);
    expect((await get('/ops-supply/seller/search?statuses=CUSTOMER_ON_BOARDED', admin)).statusCode).toBe(400);
  });

  it('shows a seller user only its own seller, warehouses, orders and contacts', async () => {
    const mine = (await get('/ops-supply/seller/search?pageSize=100', seller)).json<SellerPage>();
    expect(mine.content.map((s) => s.sellerId)).toEqual([ownId]);
    expect((await get(`/ops-supply/seller/${ownId}/profile`, seller)).statusCode).toBe(200);
    for (const path of ['profile', 'warehouses', 'orders', 'payments', 'early-payment-bank/history'])
      expect((await get(`/ops-supply/seller/${otherId}/${path}`, seller)).statusCode, path).toBe(404);
    const sources = (await get('/ops-supply/source/search?pageSize=100', seller)).json<WarehousePage>();
    expect(sources.content.length).toBeGreaterThan(0);
    expect(sources.content.every((w) => w.sellerId === ownId)).toBe(true);
    const foreign = await t.database.executeSql<{ id: string }>(
      `SELECT id FROM warehouses WHERE seller_id = '${otherId}' LIMIT 1`,
    );
    expect((await get(`/ops-supply/source/${foreign.rows[0]?.id}`, seller)).statusCode).toBe(404);
    expect(
      (await get(`/ops-supply/source/search?sellerId=${otherId}`, seller)).json<WarehousePage>()
        .totalElements,
    ).toBe(0);
    const orders = (await get(`/ops-supply/seller/${ownId}/orders?pageSize=100`, seller)).json<OrderPage>();
    const owned = await t.database.executeSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE seller_id = '${ownId}'`,
    );
    expect(orders.totalElements).toBe(Math.min(owned.rows[0]?.n ?? 0, 1000));
    const contacts = (await get('/sellerContact/search', seller)).json<SellerContactPage>();
    expect(contacts.content.length).toBeGreaterThan(0);
    expect(contacts.content.every((c) => c.sellerId === ownId)).toBe(true);
    expect(contacts.content.some((c) => c.userId !== null)).toBe(true);
    // A relationship manager holds neither screen.
    expect((await get('/ops-supply/seller/search', await as(t, 'rm'))).statusCode).toBe(403);
  });

  it('answers the profile with TDS, masked bank details and the tabs this caller may open', async () => {
    const p = (await get(`/ops-supply/seller/${ownId}/profile`, admin)).json<SellerProfile>();
    expect(p.tdsTaxName).toMatch(/^TDS 194/);
    expect(p.earlyPaymentBank.accountNumberMasked).toMatch(/^\*+\d{4}$/);
    expect(p.tabs.map((x) => x.id)).toEqual([
      'orders',
      'warehouses',
      'openPaymentRequests',
      'clearedPayments',
      'bills',
      'creditDebitNotes',
      'documents',
    ]);
    expect(p.tabs.find((x) => x.id === 'warehouses')?.count).toBeGreaterThan(0);
    const mine = (await get(`/ops-supply/seller/${ownId}/profile`, seller)).json<SellerProfile>();
    expect(mine.tabs.map((x) => x.id)).not.toContain('documents');
    expect((await get(`/ops-supply/seller/${ownId}/documents`, seller)).statusCode).toBe(403);
    await t.database.executeSql(
      `INSERT INTO files (storage_key, name, content_type, size_bytes, sha256, purpose, owner_type, owner_id)
       VALUES ('k/tds-1', 'tds-q1.pdf', 'application/pdf', 10, 'x', 'SELLER_TDS_UPLOAD', 'seller', '${ownId}'),
              ('k/tds-2', 'gone.pdf', 'application/pdf', 10, 'y', 'SELLER_TDS_UPLOAD', 'seller', '${otherId}')`,
    );
    const docs = await get(`/ops-supply/seller/${ownId}/documents`, admin);
    expect(docs.statusCode).toBe(200);
    expect(docs.json<{ content: { fileName: string; documentType: string }[] }>().content).toEqual([
      expect.objectContaining({ fileName: 'tds-q1.pdf', documentType: 'SELLER_TDS_UPLOAD' }),
    ]);
    // Payment requests, payments, bills and notes are derived in seller-credit-tabs.test.ts.
    for (const path of ['payment-requests', 'payments']) {
      const res = await get(`/ops-supply/seller/${ownId}/${path}`, seller);
      expect(res.statusCode, path).toBe(200);
      expect(res.json<{ totalElements: number }>().totalElements, path).toBeGreaterThan(0);
    }
    expect(
      (await get('/ops-supply/seller/00000000-0000-4000-8000-000000000000/profile', admin)).statusCode,
    ).toBe(404);
  });

  it('validates the IFSC and keeps an audit trail of every bank change', async () => {
    const put = (payload: Record<string, unknown>, who: Who = admin) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/ops-supply/seller/${otherId}/early-payment-bank`,
        payload,
        ...who,
      });
    const profile = async () =>
      (await get(`/ops-supply/seller/${otherId}/profile`, admin)).json<SellerProfile>();
    const start = await profile();
    const body = {
      version: start.version,
      accountName: 'Shree Traders',
      accountNumber: '001234567890',
      ifsc: 'hdfc0001234',
      bankName: 'HDFC Bank',
    };
    const badIfsc = await put({ ...body, ifsc: 'HDFC1234567' });
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.body).toContain('ifsc');
    expect(badIfsc.body).toContain('Enter a valid IFSC');
    expect((await put({ ...body, accountNumber: '12AB' })).statusCode).toBe(400);
    expect((await put(body, await as(t, 'cm'))).statusCode).toBe(403);
    expect((await profile()).earlyPaymentBank).toEqual(start.earlyPaymentBank);
    const first = await put(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ ifsc: string; accountNumberMasked: string }>()).toMatchObject({
      ifsc: 'HDFC0001234',
      accountNumberMasked: '********7890',
    });
    const stale = await put({ ...body, ifsc: 'SBIN0000001' });
    expect(stale.statusCode).toBe(409);
    const second = await put({
      ...body,
      version: start.version + 1,
      ifsc: 'SBIN0000001',
      bankName: 'State Bank of India',
    });
    expect(second.statusCode, second.body).toBe(200);
    const history = (
      await get(`/ops-supply/seller/${otherId}/early-payment-bank/history`, admin)
    ).json<BankChangeHistory>();
    expect(history.changes).toHaveLength(2);
    expect(history.changes[0]?.before.ifsc).toBe('HDFC0001234');
    expect(history.changes[0]?.after.ifsc).toBe('SBIN0000001');
    expect(history.changes[1]?.before).toEqual(start.earlyPaymentBank);
    expect(history.changes[0]?.actorName).toBe('Aditi Sharma');
    expect(JSON.stringify(history)).not.toContain('001234567890');
  });

  it('updates the seller type and TDS with a version check', async () => {
    const p = (await get(`/ops-supply/seller/${otherId}/profile`, admin)).json<SellerProfile>();
    const cm = await as(t, 'cm');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/ops-supply/seller/${otherId}`,
      payload: { version: p.version, sellerType: 'DIRECT', tdsTaxName: 'TDS 194Q', mobile: '+919812345678' },
      ...cm,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SellerProfile>()).toMatchObject({
      sellerType: 'DIRECT',
      tdsTaxName: 'TDS 194Q',
      mobile: '9812345678',
      version: p.version + 1,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/ops-supply/seller/${otherId}`,
      payload: { version: p.version + 1, sellerType: 'RETAIL' },
      ...cm,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('sellerType');
  });

  it('lists warehouses with source code, type, region and contacts', async () => {
    const om = await as(t, 'om');
    const page = (await get('/ops-supply/source/search?pageSize=100', om)).json<WarehousePage>();
    expect(page.content.length).toBeGreaterThan(0);
    const w = page.content[0];
    expect(w?.sourceCode).toMatch(/^SRC\d{5}$/);
    expect(w?.country).toBe('India');
    const bySource = (
      await get(`/ops-supply/source/search?sourceCode=${w?.sourceCode}`, om)
    ).json<WarehousePage>();
    expect(bySource.content.map((x) => x.warehouseId)).toEqual([w?.warehouseId]);
    const detail = (await get(`/ops-supply/source/${w?.warehouseId}`, om)).json<WarehouseDetail>();
    expect(detail.contacts.length).toBeGreaterThan(0);
    expect(detail.region).not.toBeNull();
    expect((await get('/ops-supply/source/00000000-0000-4000-8000-000000000000', om)).statusCode).toBe(404);
    expect((await get('/ops-supply/source/search', await as(t, 'rm'))).statusCode).toBe(403);
  });
  it('suspends and reinstates a seller by the transition table; a seller user may not', async () => {
    const on = await t.database.executeSql<{ id: string }>(
      "SELECT id FROM sellers WHERE onboarding_status = 'SELLER_ON_BOARDED' ORDER BY code LIMIT 1",
    );
    const id = on.rows[0]?.id ?? '';
    const move = (action: string, who: Who) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops-supply/seller/${id}/status`,
        payload: { action },
        ...who,
      });
    const mine = await t.app.inject({
      method: 'POST',
      url: `/api/ops-supply/seller/${ownId}/status`,
      payload: { action: 'suspend' },
      ...seller,
    });
    expect([403, 409]).toContain(mine.statusCode);
    const suspended = await move('suspend', admin);
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json<{ statusLabel: string }>().statusLabel).toBe('Suspended');
    expect((await move('suspend', admin)).statusCode).toBe(409);
    expect((await move('reinstate', admin)).json<{ status: string }>().status).toBe('SELLER_ON_BOARDED');
  });
});
