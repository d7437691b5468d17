import type { BuyerPage, BuyerProfile, OnboardingMoveResult, OrderPage } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';

type Who = { headers: { authorization: string } };

describe('buyer list, profile and tabs', () => {
  let t: TestApp;
  let admin: Who;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await as(t, 'admin');
  });
  afterAll(() => t.close());

  const get = (url: string, who: Who) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });
  const search = async (query: string, who: Who = admin) => {
    const res = await get(`/credit/buyer/search?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BuyerPage>();
  };
  const buyerWhere = async (where: string) => {
    const r = await t.database.executeSql<Record<string, string>>(
      `SELECT * FROM buyers WHERE ${where} ORDER BY code LIMIT 1`,
    );
    const row = r.rows[0];
    if (!row) throw new Error(`no buyer where ${where}`);
    return row;
  };

  it('answers 401 without a session and 403 to a seller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/credit/buyer/search' })).statusCode).toBe(401);
    expect((await get('/credit/buyer/search', await as(t, 'seller'))).statusCode).toBe(403);
  });

  it('lists by name with status labels, pages by keyset to the same rows as by number', async () => {
    const first = await search('pageSize=20');
    expect(first.totalElements).toBe(40);
    expect(first.content).toHaveLength(20);
    const names = first.content.map((b) => b.buyerName);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    expect(first.content[0]?.statusLabel).toMatch(/On Boarded|KYC|Unverified|Suspended/);
    const byCursor = await search(`pageSize=20&after=${first.nextCursor ?? ''}`);
    const byNumber = await search('pageSize=20&pageNumber=1');
    expect(byCursor.content.map((b) => b.buyerId)).toEqual(byNumber.content.map((b) => b.buyerId));
    const bad = await get('/credit/buyer/search?after=garbage', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('after');
  });

  it('filters by name, phone, GSTIN, books, CRM, allied code, unit, status and sales partner', async () => {
    const b = await buyerWhere('allied_code IS NOT NULL AND sales_partner IS NOT NULL');
    const cases: [string, (x: BuyerPage['content'][number]) => boolean][] = [
      [
        `buyerName=${encodeURIComponent(b.name!.slice(0, 6).toLowerCase())}`,
        (x) => x.buyerName.toLowerCase().includes(b.name!.slice(0, 6).toLowerCase()),
      ],
      [`buyerPhoneNumber=%2B91${b.phone}`, (x) => x.buyerId === b.id],
      [`buyerGstNum=${b.gstin!.toLowerCase()}`, (x) => x.buyerId === b.id],
      [`booksBuyerId=${b.books_buyer_id}`, (x) => x.buyerId === b.id],
      [`crmBuyerId=${b.crm_buyer_id}`, (x) => x.buyerId === b.id],
      [`buyerAlliedCode=${b.allied_code}`, (x) => x.buyerId === b.id],
      [`businessUnits=UBS`, (x) => x.businessUnit === 'UBS'],
      [`statuses=KYC_PENDING,UNVERIFIED`, (x) => ['KYC_PENDING', 'UNVERIFIED'].includes(x.status)],
      [
        `salesPartner=${encodeURIComponent(b.sales_partner!.slice(0, 5))}`,
        (x) => x.salesPartner === b.sales_partner,
      ],
      [`salesPartner=${b.sales_partner_key}`, (x) => x.salesPartnerKey === b.sales_partner_key],
    ];
    for (const [query, ok] of cases) {
      const page = await search(`${query}&pageSize=100`);
      expect(page.content.length, query).toBeGreaterThan(0);
      expect(page.totalElements, query).toBeLessThan(40);
      for (const x of page.content) expect(ok(x), query).toBe(true);
    }
    expect((await get('/credit/buyer/search?statuses=ACTIVE', admin)).statusCode).toBe(400);
  });

  it('scopes a relationship manager to own buyers by rmEmail and a territory manager by tmEmail', async () => {
    const rm = await as(t, 'rm');
    const mine = await search('pageSize=100', rm);
    const owned = await t.database.executeSql<{ n: number }>(
      "SELECT count(*)::int AS n FROM buyers WHERE rm_email = 'rm@dom.example.in' AND business_unit IN ('DIRECT','UTCL')",
    );
    expect(mine.totalElements).toBe(owned.rows[0]?.n);
    expect(mine.totalElements).toBeGreaterThan(0);
    for (const x of mine.content) expect(x.rmEmail).toBe('rm@dom.example.in');
    const tm = await search('pageSize=100', await as(t, 'tm'));
    expect(tm.content.length).toBeGreaterThan(0);
    for (const x of tm.content) expect(x.tmEmail).toBe('tm@dom.example.in');
    const foreign = await buyerWhere("rm_email <> 'rm@dom.example.in'");
    expect((await get(`/credit/buyer/profile/${foreign.id}`, rm)).statusCode).toBe(404);
    expect((await get(`/credit/buyer/contact?buyerId=${foreign.id}`, rm)).statusCode).toBe(404);
    expect((await get(`/credit/buyer/profile/${foreign.id}/orders`, rm)).statusCode).toBe(404);
    const own = mine.content[0]?.buyerId ?? '';
    expect((await get(`/credit/buyer/profile/${own}`, rm)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown buyer and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      '',
      '/limits',
      '/orders',
      '/payments',
      '/invoices',
      '/bank-details',
      '/gst-validation',
    ])
      expect((await get(`/credit/buyer/profile/${unknown}${path}`, admin)).statusCode, path).toBe(404);
    expect((await get(`/credit/buyer/contact?buyerId=${unknown}`, admin)).statusCode).toBe(404);
    expect((await get(`/credit/buyer/address/details?buyerId=${unknown}`, admin)).statusCode).toBe(404);
    const bad = await get('/credit/buyer/profile/not-a-uuid', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id');
  });

  it('shows only the tabs the caller may open, and refuses their data with 403', async () => {
    const b = await buyerWhere("rm_email = 'rm@dom.example.in' AND business_unit IN ('DIRECT','UTCL')");
    const tabsOf = async (who: Who) =>
      (await get(`/credit/buyer/profile/${b.id}`, who)).json<BuyerProfile>().tabs.map((x) => x.id);
    expect(await tabsOf(admin)).toEqual([
      'limits',
      'orders',
      'payments',
      'ledger',
      'invoices',
      'contacts',
      'gstValidation',
      'bankDetails',
      'addresses',
    ]);
    const rm = await as(t, 'rm');
    const rmTabs = await tabsOf(rm);
    expect(rmTabs).not.toContain('gstValidation');
    expect(rmTabs).not.toContain('bankDetails');
    expect(rmTabs).toContain('contacts');
    expect((await get(`/credit/buyer/profile/${b.id}/gst-validation`, rm)).statusCode).toBe(403);
    expect((await get(`/credit/buyer/profile/${b.id}/bank-details`, rm)).statusCode).toBe(403);
    const credit = await as(t, 'credit');
    expect(await tabsOf(credit)).toContain('gstValidation');
    expect(await tabsOf(credit)).not.toContain('bankDetails');
    expect((await get(`/credit/buyer/profile/${b.id}/gst-validation`, credit)).statusCode).toBe(200);
    expect((await get(`/credit/buyer/profile/${b.id}/bank-details`, credit)).statusCode).toBe(403);
    const finance = await as(t, 'finance');
    expect(await tabsOf(finance)).toContain('bankDetails');
    const bank = await get(`/credit/buyer/profile/${b.id}/bank-details`, finance);
    expect(bank.statusCode).toBe(200);
    expect(bank.json<{ accountNumberMasked: string }>().accountNumberMasked).toMatch(/^\*+\d{4}$/);
  });

  it('answers the profile with labels and counts, and the tabs with their data', async () => {
    const b = await buyerWhere("onboarding_status = 'CUSTOMER_ON_BOARDED'");
    const p = (await get(`/credit/buyer/profile/${b.id}`, admin)).json<BuyerProfile>();
    expect(p.statusLabel).toBe('Customer On Boarded');
    expect(p.verificationStatus).toEqual({ value: 'KYC_COMPLETED', label: 'KYC Completed' });
    expect(p.address.postalCode).toBe(b.pin_code);
    expect(p.tabs.find((x) => x.id === 'contacts')?.count).toBe(2);
    expect(p.tabs.find((x) => x.id === 'addresses')?.count).toBe(2);
    const orders = (await get(`/credit/buyer/profile/${b.id}/orders?pageSize=100`, admin)).json<OrderPage>();
    expect(orders.totalElements).toBe(p.tabs.find((x) => x.id === 'orders')?.count);
    for (const o of orders.content) expect(o.partnerBuyerAccountId).toBe(b.code);
    const limits = await get(`/credit/buyer/profile/${b.id}/limits`, admin);
    expect(limits.statusCode).toBe(200);
    const l = limits.json<{ creditLimitPaise: string; utilisedPaise: string; availablePaise: string }>();
    expect(BigInt(l.availablePaise)).toBe(BigInt(l.creditLimitPaise) - BigInt(l.utilisedPaise));
    // The credit-backed tabs are covered in buyer-credit-tabs.test.ts; here only the filter's shape.
    const invoices = await get(`/credit/buyer/profile/${b.id}/invoices?statuses=OPEN,OVERDUE`, admin);
    expect(invoices.statusCode).toBe(200);
    for (const i of invoices.json<{ content: { status: string }[] }>().content)
      expect(['OPEN', 'OVERDUE']).toContain(i.status);
    expect((await get(`/credit/buyer/profile/${b.id}/invoices?statuses=LOST`, admin)).statusCode).toBe(400);
  });
  it('moves a buyer through onboarding by the transition table: 200, 403, 409, audited', async () => {
    const b = await buyerWhere("onboarding_status = 'KYC_PENDING'");
    const move = (action: string, who: Who) =>
      t.app.inject({
        method: 'POST',
        url: `/api/credit/buyer/profile/${b.id}/status`,
        payload: { action },
        ...who,
      });
    const credit = await as(t, 'credit');
    const profile = (await get(`/credit/buyer/profile/${b.id}`, credit)).json<BuyerProfile>();
    expect(profile.allowedActions).toEqual([
      {
        action: 'approveKyc',
        endpoint: 'parties.buyers.move',
        params: { id: b.id },
        to: 'CUSTOMER_ON_BOARDED',
      },
      { action: 'rejectKyc', endpoint: 'parties.buyers.move', params: { id: b.id }, to: 'KYC_FAILED' },
    ]);
    const rm = await as(t, 'rm');
    const rmOwns = b.rm_email === 'rm@dom.example.in' && b.business_unit !== 'UBS';
    expect((await move('approveKyc', rm)).statusCode).toBe(rmOwns ? 403 : 404);
    expect((await move('suspend', credit)).statusCode).toBe(409);
    expect((await move('teleport', credit)).statusCode).toBe(400);
    const ok = await move('approveKyc', credit);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<OnboardingMoveResult>()).toMatchObject({
      id: b.id,
      status: 'CUSTOMER_ON_BOARDED',
      statusLabel: 'Customer On Boarded',
    });
    expect(ok.json<OnboardingMoveResult>().allowedActions.map((a) => a.action)).toEqual(['suspend']);
    const audit = await t.database.executeSql<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity_type = 'buyer' AND entity_id = '${b.id}'`,
    );
    expect(audit.rows.map((r) => r.action)).toContain('buyer.approveKyc');
  });
});
