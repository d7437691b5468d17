import type { SellerTransporterList, Transporter, TransporterPage } from '@dom/contract';
import { gstinCheckCharacter } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';

type Who = { headers: { authorization: string } };
const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const wrongCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14) === 'A' ? 'B' : 'A'}`;

describe('transporters', () => {
  let t: TestApp;
  let logistics: Who;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    logistics = await as(t, 'logistics');
  });
  afterAll(() => t.close());

  const add = (payload: Record<string, unknown>, who: Who = logistics) =>
    t.app.inject({ method: 'POST', url: '/api/zoho/addTransporter', payload, ...who });
  const fields = (body: string) =>
    ((JSON.parse(body) as { details?: { fields?: { field: string }[] } }).details?.fields ?? []).map(
      (f) => f.field,
    );

  it('lists the transporter master by GET and POST', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/zoho/getTransporterDetails', ...logistics });
    expect(res.statusCode).toBe(200);
    const page = res.json<TransporterPage>();
    expect(page.totalElements).toBe(2);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/zoho/getTransporterDetails',
      payload: { transporterGstin: page.content[0]?.transporterGstin },
      ...logistics,
    });
    expect(post.json<TransporterPage>().content.map((x) => x.transporterId)).toEqual([
      page.content[0]?.transporterId,
    ]);
  });

  it('adds by GSTIN, checked in full including the check character', async () => {
    const gstin = withCheck('27AAACV1234L1Z');
    const res = await add({ transporterName: 'Vega Roadlines', transporterGstin: gstin.toLowerCase() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Transporter>()).toMatchObject({
      transporterGstin: gstin,
      idKind: 'GSTIN',
      transportMode: 'ROAD',
    });
    const dup = await add({ transporterName: 'Vega Again', transporterGstin: gstin });
    expect(dup.statusCode).toBe(409);
    const bad = await add({ transporterName: 'Bad Check', transporterGstin: wrongCheck('27AAACB1234L1Z') });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad.body)).toEqual(['transporterGstin']);
  });

  it('adds by transporter id, checked for shape only (real ones fail the check character)', async () => {
    const id = wrongCheck('29AAXTR5678K1Z');
    const res = await add({ transporterName: 'Unregistered Carriers', transporterId: id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Transporter>()).toMatchObject({ transporterGstin: id, idKind: 'TRANSPORTER_ID' });
    for (const shape of ['29AAXTR5678K1', '99AAXTR5678K1ZA', '29AAXTR5678K1Z!', '']) {
      const r = await add({ transporterName: 'Shape Test', transporterId: shape });
      expect(r.statusCode, shape).toBe(400);
      expect(fields(r.body), shape).toEqual(shape === '' ? ['transporterGstin'] : ['transporterId']);
    }
    const both = await add({
      transporterName: 'Both',
      transporterGstin: withCheck('27AAACV9999L1Z'),
      transporterId: id,
    });
    expect(both.statusCode).toBe(400);
    expect(fields(both.body)).toEqual(['transporterId']);
    expect(
      (await add({ transporterName: 'No Right', transporterId: id }, await as(t, 'rm'))).statusCode,
    ).toBe(403);
  });

  it('links transporters to a seller, and shows a seller user only its own', async () => {
    const own = await t.database.executeSql<{ seller_id: string }>(
      "SELECT seller_id FROM users WHERE username = 'seller'",
    );
    const ownId = own.rows[0]?.seller_id ?? '';
    const other = await t.database.executeSql<{ id: string }>(
      `SELECT id FROM sellers WHERE id <> '${ownId}' ORDER BY code LIMIT 1`,
    );
    const seller = await as(t, 'seller');
    const mine = await t.app.inject({ method: 'GET', url: '/api/ops-supply/seller/transporter', ...seller });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<SellerTransporterList>().sellerId).toBe(ownId);
    expect(mine.json<SellerTransporterList>().transporters.length).toBeGreaterThan(0);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/ops-supply/seller/transporter?sellerId=${other.rows[0]?.id}`,
      ...seller,
    });
    expect(foreign.statusCode).toBe(404);
    const master = (
      await t.app.inject({ method: 'GET', url: '/api/zoho/getTransporterDetails?pageSize=100', ...logistics })
    ).json<TransporterPage>();
    const before = mine.json<SellerTransporterList>().transporters.map((x) => x.transporterId);
    const extra = master.content.find((x) => !before.includes(x.transporterId));
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/ops-supply/seller/transporter',
      payload: { sellerId: ownId, transporterId: extra?.transporterId },
      ...logistics,
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json<SellerTransporterList>().transporters.map((x) => x.transporterId)).toContain(
      extra?.transporterId,
    );
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/ops-supply/seller/transporter',
      payload: { sellerId: ownId, transporterId: '00000000-0000-4000-8000-000000000000' },
      ...logistics,
    });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown.body)).toEqual(['transporterId']);
    const staffNoSeller = await t.app.inject({
      method: 'GET',
      url: '/api/ops-supply/seller/transporter',
      ...logistics,
    });
    expect(staffNoSeller.statusCode).toBe(400);
  });
});
