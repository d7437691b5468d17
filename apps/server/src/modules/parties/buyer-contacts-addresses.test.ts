import type { BillingAddress, BuyerAddressList, BuyerContact, BuyerContactList } from '@dom/contract';
import { PIN_STATE_MESSAGE } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';

type Who = { headers: { authorization: string } };
type ErrorBody = { message: string; errorCode: string; details?: { fields?: { field: string }[] } };

describe('buyer contacts and addresses', () => {
  let t: TestApp;
  let admin: Who;
  let rm: Who;
  let buyer: { id: string; gstin: string; pan: string; state_code: string; pin_code: string };
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await as(t, 'admin');
    rm = await as(t, 'rm');
    const r = await t.database.executeSql<typeof buyer>(
      "SELECT id, gstin, pan, state_code, pin_code FROM buyers WHERE rm_email = 'rm@dom.example.in' AND business_unit IN ('DIRECT','UTCL') ORDER BY code LIMIT 1",
    );
    buyer = r.rows[0]!;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, who: Who) =>
    t.app.inject({ method, url: `/api${url}`, payload: payload as object, ...who });
  const contactsOf = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/credit/buyer/contact?buyerId=${buyer.id}`, ...rm })
    ).json<BuyerContactList>().contacts;
  const addressesOf = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/credit/buyer/address/details?buyerId=${buyer.id}`,
        ...admin,
      })
    ).json<BuyerAddressList>().addresses;
  const fieldsOf = (body: string) =>
    (JSON.parse(body) as ErrorBody).details?.fields?.map((f) => f.field) ?? [];
  const contact = (over: Record<string, unknown> = {}) => ({
    name: "Ravi D'Souza",
    phoneNumber: '+919876500011',
    email: 'ravi@buyer.example.in',
    roles: ['FINANCE'],
    channels: ['SMS', 'EMAIL'],
    communicationPreferences: ['email'],
    ...over,
  });

  it('lists the seeded contacts with roles, channels and preferences', async () => {
    const list = await contactsOf();
    expect(list).toHaveLength(2);
    expect(list.filter((c) => c.isPrimary)).toHaveLength(1);
    expect(list[0]?.channels.length).toBeGreaterThan(0);
  });

  it('creates a contact, then refuses a second one with the same phone (409)', async () => {
    const res = await send(
      'POST',
      '/credit/buyer/contact/create',
      { buyerId: buyer.id, contact: contact() },
      rm,
    );
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json<BuyerContact>();
    expect(c.phoneNumber).toBe('9876500011');
    expect(c.roles).toEqual(['FINANCE']);
    const again = await send(
      'POST',
      '/credit/buyer/contact/create',
      { buyerId: buyer.id, contact: contact() },
      rm,
    );
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again.body)).toEqual(['contact.phoneNumber']);
  });

  it('refuses bad contacts with 400 naming the field, and writes none of a batch', async () => {
    const before = await contactsOf();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'R2-D2' }, 'contacts.1.name'],
      [{ phoneNumber: '12345' }, 'contacts.1.phoneNumber'],
      [{ email: 'not an email' }, 'contacts.1.email'],
      [{ email: '', channels: ['EMAIL'] }, 'contacts.1.email'],
      [{ roles: [] }, 'contacts.1.roles'],
      [{ roles: ['CEO'] }, 'contacts.1.roles.0'],
      [{ channels: ['FAX'] }, 'contacts.1.channels.0'],
      [{ communicationPreferences: ['EMAIL'] }, 'contacts.1.communicationPreferences.0'],
    ];
    for (const [over, field] of cases) {
      const res = await send(
        'POST',
        '/credit/buyer/contact',
        { buyerId: buyer.id, contacts: [contact({ phoneNumber: '9000000001' }), contact(over)] },
        rm,
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fieldsOf(res.body), JSON.stringify(over)).toContain(field);
    }
    // Valid by the contract, refused by the server on the second item: still nothing written.
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const res = await send(
      'POST',
      '/credit/buyer/contact',
      {
        buyerId: buyer.id,
        contacts: [contact({ phoneNumber: '9000000002' }), contact({ contactId: unknownId })],
      },
      rm,
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['contacts.1.contactId']);
    expect(await contactsOf()).toEqual(before);
  });

  it('upserts by id and by phone number, keeping one primary contact', async () => {
    const [first] = await contactsOf();
    const res = await send(
      'POST',
      '/credit/buyer/contact',
      {
        buyerId: buyer.id,
        contacts: [
          contact({ contactId: first?.contactId, name: 'Renamed Person', phoneNumber: first?.phoneNumber }),
          contact({ phoneNumber: '9876500011', name: 'Ravi Dsouza', isPrimary: true }),
        ],
      },
      rm,
    );
    expect(res.statusCode, res.body).toBe(200);
    const list = await contactsOf();
    expect(list.find((c) => c.contactId === first?.contactId)?.name).toBe('Renamed Person');
    expect(list.filter((c) => c.phoneNumber === '9876500011')).toHaveLength(1);
    expect(list.filter((c) => c.isPrimary).map((c) => c.name)).toEqual(['Ravi Dsouza']);
    const saved = await send(
      'PUT',
      '/credit/buyer/contact',
      {
        buyerId: buyer.id,
        contact: contact({ contactId: first?.contactId, name: 'Saved Again', phoneNumber: '9123456789' }),
      },
      rm,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<BuyerContact>().name).toBe('Saved Again');
    const noId = await send('PUT', '/credit/buyer/contact', { buyerId: buyer.id, contact: contact() }, rm);
    expect(noId.statusCode).toBe(400);
    expect(fieldsOf(noId.body)).toContain('contact.contactId');
  });

  it('keeps contact writes to the buyers in scope (404) and to the permission holders (403)', async () => {
    const other = await t.database.executeSql<{ id: string }>(
      "SELECT id FROM buyers WHERE rm_email <> 'rm@dom.example.in' ORDER BY code LIMIT 1",
    );
    const res = await send(
      'POST',
      '/credit/buyer/contact/create',
      { buyerId: other.rows[0]?.id, contact: contact() },
      rm,
    );
    expect(res.statusCode).toBe(404);
    const credit = await as(t, 'credit');
    expect(
      (await send('POST', '/credit/buyer/contact/create', { buyerId: buyer.id, contact: contact() }, credit))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('POST', '/credit/buyer/address/upsert', { buyerId: buyer.id, addresses: [] }, credit))
        .statusCode,
    ).toBe(403);
  });

  const address = (over: Record<string, unknown> = {}) => ({
    addressType: 'SHIPPING',
    addressLine1: '12, Industrial Estate',
    cityName: 'Pune',
    stateCode: '27',
    postalCode: '411 014',
    gstNum: null,
    ...over,
  });

  it('refuses an address whose state disagrees with its PIN or GSTIN, naming the field, writing nothing', async () => {
    const before = await addressesOf();
    const otherStateGstin = buyer.state_code === '29' ? '27' : '29';
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ postalCode: '560001' }, 'addresses.1.postalCode', PIN_STATE_MESSAGE],
      [{ postalCode: '040001' }, 'addresses.1.postalCode'],
      [{ stateCode: '99' }, 'addresses.1.stateCode'],
      [{ gstNum: '27AAAPL1234C1Z0' }, 'addresses.1.gstNum'],
      [{ gstNum: `${otherStateGstin}${buyer.gstin.slice(2)}` }, 'addresses.1.gstNum'],
      [{ addressLine1: '' }, 'addresses.1.addressLine1'],
      [{ phoneNumber: '12' }, 'addresses.1.phoneNumber'],
      [{ addressType: 'OFFICE' }, 'addresses.1.addressType'],
    ];
    for (const [over, field, message] of cases) {
      const res = await send(
        'POST',
        '/credit/buyer/address/upsert',
        { buyerId: buyer.id, addresses: [address(), address(over)] },
        admin,
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(fieldsOf(res.body), JSON.stringify(over)).toContain(field);
      if (message) expect(res.body).toContain(message);
    }
    // A well-formed GSTIN of another PAN passes the contract and is refused by the server.
    const foreign = await t.database.executeSql<{ gstin: string }>(
      `SELECT gstin FROM buyers WHERE state_code = '27' AND pan <> '${buyer.pan}' LIMIT 1`,
    );
    const res = await send(
      'POST',
      '/credit/buyer/address/upsert',
      { buyerId: buyer.id, addresses: [address(), address({ gstNum: foreign.rows[0]?.gstin })] },
      admin,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['addresses.1.gstNum']);
    expect(await addressesOf()).toEqual(before);
  });

  it('upserts addresses by external id, derives the state name, and finds them by GSTIN', async () => {
    const gst = buyer.gstin;
    const line = { stateCode: buyer.state_code, postalCode: buyer.pin_code, gstNum: gst.toLowerCase() };
    const first = await send(
      'POST',
      '/credit/buyer/address/upsert',
      {
        buyerId: buyer.id,
        addresses: [address({ ...line, externalAddressId: 'EXT-1', cityName: 'Somewhere' })],
      },
      admin,
    );
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<BuyerAddressList>().addresses[0];
    expect(created?.gstNum).toBe(gst);
    expect(created?.stateName.length).toBeGreaterThan(2);
    const count = (await addressesOf()).length;
    await send(
      'POST',
      '/credit/buyer/address/upsert',
      {
        buyerId: buyer.id,
        addresses: [address({ ...line, externalAddressId: 'EXT-1', cityName: 'Elsewhere' })],
      },
      admin,
    );
    const after = await addressesOf();
    expect(after).toHaveLength(count);
    expect(after.find((a) => a.externalAddressId === 'EXT-1')?.cityName).toBe('Elsewhere');
    const byGst = await t.app.inject({
      method: 'GET',
      url: `/api/credit/buyer/address/by-gst?gstin=${gst}`,
      ...rm,
    });
    expect(byGst.statusCode).toBe(200);
    expect(
      byGst.json<BuyerAddressList>().addresses.every((a) => a.gstNum === gst && a.buyerId === buyer.id),
    ).toBe(true);
  });

  it('takes the billing variant in its own field names and checks its state the same way', async () => {
    const billing = {
      billingStreet: '7, MG Road',
      billingStreet1: 'Floor 2',
      billingStreet2: 'Wing B',
      billingCity: 'City',
      billingStateCode: buyer.state_code,
      billingCode: buyer.pin_code,
      companyName: 'Billing & Co',
      gstNumber: buyer.gstin,
    };
    const res = await send(
      'POST',
      '/credit/buyer/address/billing',
      { buyerId: buyer.id, address: billing },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json<BillingAddress>();
    expect(b.billingStreet1).toBe('Floor 2, Wing B');
    expect(b.billingCountry).toBe('India');
    const bad = await send(
      'POST',
      '/credit/buyer/address/billing',
      { buyerId: buyer.id, address: { ...billing, billingCode: '999001' } },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toContain('address.billingCode');
  });
});
