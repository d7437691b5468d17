import type { DraftBuyerResult, RfqDetail, ShippingAddress } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as } from '../../../test/auth';
import { rfqFixtures } from '../../../test/rfq-fixtures';
import { type TestApp, createTestApp } from '../../../test/test-app';

let t: TestApp;
let support: Who;
let rm: Who;
let cm: Who;
let seller: Who;
let admin: Who;
let tm: Who;
let rmBuyer: string;
let otherBuyer: string;
let product: string;

const { post, get, rows, ok } = apiClient(() => t, 'rfq-draft');
const UBS_RM = 'farah.khan@dom.example.in';
const UTCL_RM = 'imran.shaikh@dom.example.in';
const fieldsOf = (body: string) =>
  (JSON.parse(body) as { details?: { fields?: { field: string; message: string }[] } }).details?.fields ?? [];

// Maharashtra: GSTIN state 27, pin 400001.
const ADDRESS = {
  companyName: 'Shree Ganesh Infra Projects',
  addressLine1: 'Plot 12, MIDC Andheri East',
  cityName: 'Mumbai',
  pinCode: '400093',
  gstNumber: '27AAPFU0939F1ZV',
};
const draft = (over: Record<string, unknown> = {}) => ({
  nameOfEntity: 'Shree Ganesh Infra Projects',
  contactName: "Anita D'Souza",
  phoneNumber: '+919820012345',
  email: 'anita@ganeshinfra.example.in',
  businessUnit: 'DIRECT',
  address: ADDRESS,
  ...over,
});
const rfqBody = (buyerId: string, extra: Record<string, unknown> = {}) => ({
  buyerId,
  pricingBasis: 'FOR',
  salesType: 'projectSales',
  buyerCreditDays: 15,
  paymentTerms: 'Advance 30%, balance in 15 days',
  consignments: [
    { label: 'Site A', lines: [{ productId: product, quantity: '10', buyerPricePaise: '50000' }] },
  ],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  support = await as(t, 'support');
  rm = await as(t, 'rm');
  cm = await as(t, 'cm');
  seller = await as(t, 'seller');
  admin = await as(t, 'admin');
  tm = await as(t, 'tm');
  // Two more RMs (one left) and a CM, to choose among.
  await t.database.executeSql(
    `INSERT INTO users (username, display_name, email, team_role, roles, is_active) VALUES
       ('rm-draft-2', 'Kavita Menon', 'kavita.menon@dom.example.in', 'RELATIONSHIP_MANAGER', '{RELATIONSHIP_MANAGER}', true),
       ('rm-draft-gone', 'Suresh Pillai', 'suresh.pillai@dom.example.in', 'RELATIONSHIP_MANAGER', '{RELATIONSHIP_MANAGER}', false),
       ('cm-draft-2', 'Kavya Joshi', 'kavya.joshi@dom.example.in', 'CATEGORY_MANAGER', '{CATEGORY_MANAGER}', true)
     ON CONFLICT (username) DO NOTHING`,
  );
  // RMs of one unit each: UBS (signs in with the demo password, to find the buyer given to her) and UTCL.
  await t.database.executeSql(
    `INSERT INTO users (username, display_name, email, team_role, roles, business_units, is_active, password_hash)
       SELECT v.username, v.display_name, v.email, 'RELATIONSHIP_MANAGER', '{RELATIONSHIP_MANAGER}', v.units::text[], true,
              (SELECT password_hash FROM users WHERE username = 'rm')
       FROM (VALUES ('rm-draft-ubs', 'Farah Khan', 'farah.khan@dom.example.in', '{UBS}'),
                    ('rm-draft-utcl', 'Imran Shaikh', 'imran.shaikh@dom.example.in', '{UTCL}'))
            AS v(username, display_name, email, units)
     ON CONFLICT (username) DO NOTHING`,
  );
  const fixtures = await rfqFixtures(rows, 1);
  ({ rmBuyer, otherBuyer } = fixtures);
  product = fixtures.products[0]!;
}, 180_000);
afterAll(async () => t?.close());

describe('draft buyer and shipping address: security first', () => {
  it('answers 401 without a token and 403 without Allow_Rfq_Create (CM, seller), writing nothing', async () => {
    const before = (await rows<{ n: string }>('SELECT count(*) AS n FROM buyers'))[0]!.n;
    expect((await post(undefined, '/buyerRFQ/draftBuyer', draft())).statusCode).toBe(401);
    expect((await post(cm, '/buyerRFQ/draftBuyer', draft())).statusCode).toBe(403);
    expect((await post(seller, '/buyerRFQ/draftBuyer', draft())).statusCode).toBe(403);
    expect((await get(seller, `/buyerRFQ/address/shipping?buyerId=${rmBuyer}`)).statusCode).toBe(403);
    expect((await rows<{ n: string }>('SELECT count(*) AS n FROM buyers'))[0]!.n).toBe(before);
  });

  it("hides another RM's buyer's addresses (404) and refuses to add one there", async () => {
    expect((await get(rm, `/buyerRFQ/address/shipping?buyerId=${otherBuyer}`)).statusCode).toBe(404);
    const add = await post(rm, '/buyerRFQ/address/shipping', {
      buyerId: otherBuyer,
      ...ADDRESS,
      gstNumber: '',
    });
    expect(add.statusCode).toBe(404);
    expect((await get(support, `/buyerRFQ/address/shipping?buyerId=${otherBuyer}`)).statusCode).toBe(200);
  });

  it('validates with the field named and the spec’s words, writing nothing', async () => {
    const count = async () => Number((await rows<{ n: string }>('SELECT count(*) AS n FROM buyers'))[0]!.n);
    const before = await count();
    const bad = await post(
      rm,
      '/buyerRFQ/draftBuyer',
      draft({
        contactName: 'Anita 2',
        phoneNumber: '12345',
        email: 'not-an-email',
        address: { ...ADDRESS, pinCode: '560001', gstNumber: '27AAPFU0939F1ZV' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    const fields = fieldsOf(bad.body).map((f) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(['contactName', 'phoneNumber', 'email', 'address.pinCode']),
    );
    const gst = await post(
      rm,
      '/buyerRFQ/draftBuyer',
      draft({ address: { ...ADDRESS, gstNumber: '27ABC' } }),
    );
    expect(gst.statusCode).toBe(400);
    expect(fieldsOf(gst.body).map((f) => f.field)).toContain('address.gstNumber');
    // Saved empty (the dialog leaves blanks out): every field it lacks is "Required", by name.
    const empty = await post(rm, '/buyerRFQ/draftBuyer', {
      nameOfEntity: '',
      contactName: '',
      phoneNumber: '',
      address: { companyName: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.body)).toEqual(
      expect.arrayContaining([
        { field: 'nameOfEntity', message: 'Required' },
        { field: 'contactName', message: 'Required' },
        { field: 'address.addressLine1', message: 'Required' },
        { field: 'address.cityName', message: 'Required' },
        { field: 'address.pinCode', message: 'Required' },
      ]),
    );
    expect(fieldsOf(empty.body).filter((f) => f.field === 'contactName')).toHaveLength(1);
    expect(await count()).toBe(before);
  });
});

describe('an enquiry for a buyer not yet on board', () => {
  let made: DraftBuyerResult;

  it('raises the draft buyer UNVERIFIED, owned by the RM, with its shipping address, audited', async () => {
    made = ok<DraftBuyerResult>(await post(rm, '/buyerRFQ/draftBuyer', draft()), 201);
    expect(made.onboardingStatus).toBe('UNVERIFIED');
    expect(made.label).toContain('Shree Ganesh Infra Projects');
    expect(made.shippingAddress.label).toBe(
      'Shree Ganesh Infra Projects, Plot 12, MIDC Andheri East, Mumbai, Maharashtra 400093 · 27AAPFU0939F1ZV',
    );
    const [b] = await rows<{
      rm_email: string;
      onboarding_status: string;
      phone: string;
      state_code: string;
    }>(`SELECT rm_email, onboarding_status, phone, state_code FROM buyers WHERE id = '${made.buyerId}'`);
    expect(b).toEqual({
      rm_email: 'rm@dom.example.in',
      onboarding_status: 'UNVERIFIED',
      phone: '9820012345',
      state_code: '27',
    });
    const audit = await rows<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity_type = 'buyer' AND entity_id = '${made.buyerId}'`,
    );
    expect(audit.map((a) => a.action)).toContain('rfq.draftBuyer');
    // The RM now finds it among the wizard's buyers; another GSTIN clash is a 409 on the field.
    const options = ok<{ value: string }[]>(await get(rm, '/buyerRFQ/buyer-options?search=Shree%20Ganesh'));
    expect(options.map((o) => o.value)).toContain(made.buyerId);
    const again = await post(rm, '/buyerRFQ/draftBuyer', draft());
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('address.gstNumber');
  });

  it('lists and adds shipping addresses, then raises the enquiry with one of them', async () => {
    const added = ok<ShippingAddress>(
      await post(rm, '/buyerRFQ/address/shipping', {
        buyerId: made.buyerId,
        addressLine1: 'Survey 44, Hinjewadi Phase 2',
        cityName: 'Pune',
        pinCode: '411057',
      }),
      201,
    );
    expect(added.stateName).toBe('Maharashtra');
    const list = ok<ShippingAddress[]>(await get(rm, `/buyerRFQ/address/shipping?buyerId=${made.buyerId}`));
    expect(list.map((a) => a.id)).toEqual([made.shippingAddress.id, added.id]);
    // An address of another buyer is refused on the field.
    const otherAddress = (
      await rows<{ id: string }>(`SELECT id FROM buyer_addresses WHERE buyer_id <> '${made.buyerId}' LIMIT 1`)
    )[0]?.id;
    if (otherAddress) {
      const wrong = await post(rm, '/buyerRFQ', rfqBody(made.buyerId, { shippingAddressId: otherAddress }));
      expect(wrong.statusCode).toBe(400);
      expect(fieldsOf(wrong.body).map((f) => f.field)).toEqual(['shippingAddressId']);
    }
    const rfq = ok<RfqDetail>(
      await post(rm, '/buyerRFQ', rfqBody(made.buyerId, { shippingAddressId: added.id })),
      201,
    );
    expect(rfq.buyerId).toBe(made.buyerId);
    expect(rfq.shippingAddress).toBe('Survey 44, Hinjewadi Phase 2, Pune, Maharashtra 411057');
    expect(ok<RfqDetail>(await get(rm, `/buyerRFQ/${rfq.rfqKey}`)).shippingAddress).toBe(rfq.shippingAddress);
    // Without one, the enquiry has none.
    expect(ok<RfqDetail>(await post(rm, '/buyerRFQ', rfqBody(rmBuyer)), 201).shippingAddress).toBeNull();
  });
});

describe('a draft buyer raised by customer support gets an RM', () => {
  const supportDraft = (over: Record<string, unknown> = {}) =>
    draft({
      nameOfEntity: 'Sai Krupa Constructions',
      contactName: 'Meera Kulkarni',
      phoneNumber: '+919822011111',
      email: 'meera@saikrupa.example.in',
      address: { ...ADDRESS, companyName: 'Sai Krupa Constructions', gstNumber: '' },
      ...over,
    });
  const buyerCount = async () =>
    Number((await rows<{ n: string }>('SELECT count(*) AS n FROM buyers'))[0]!.n);

  it('lists the active RMs to choose from (not a CM, not a user who left)', async () => {
    const all = ok<{ value: string; label: string }[]>(await get(support, '/buyerRFQ/draftBuyer/rm-options'));
    const emails = all.map((o) => o.value);
    expect(emails).toContain('rm@dom.example.in');
    expect(emails).not.toContain('kavya.joshi@dom.example.in');
    expect(emails).not.toContain('suresh.pillai@dom.example.in');
    const found = ok<{ value: string; label: string }[]>(
      await get(support, '/buyerRFQ/draftBuyer/rm-options?search=kavita'),
    );
    expect(found).toEqual([
      { value: 'kavita.menon@dom.example.in', label: 'Kavita Menon · kavita.menon@dom.example.in' },
    ]);
    expect((await get(seller, '/buyerRFQ/draftBuyer/rm-options')).statusCode).toBe(403);
  });

  it('refuses support without an RM, or with one who is not an active RM, on rmEmail, writing nothing', async () => {
    const before = await buyerCount();
    for (const [rmEmail, message] of [
      [undefined, 'Choose the relationship manager'],
      ['kavya.joshi@dom.example.in', 'This user is not a Relationship Manager'],
      ['suresh.pillai@dom.example.in', 'No active user has this email'],
      ['nobody@dom.example.in', 'No active user has this email'],
    ] as const) {
      const r = await post(support, '/buyerRFQ/draftBuyer', supportDraft(rmEmail ? { rmEmail } : {}));
      expect(r.statusCode, r.body).toBe(400);
      expect(fieldsOf(r.body)).toEqual([{ field: 'rmEmail', message }]);
    }
    // An RM raises buyers for themselves only.
    const r = await post(
      rm,
      '/buyerRFQ/draftBuyer',
      supportDraft({ rmEmail: 'kavita.menon@dom.example.in' }),
    );
    expect(r.statusCode).toBe(400);
    expect(fieldsOf(r.body).map((f) => f.field)).toEqual(['rmEmail']);
    expect(await buyerCount()).toBe(before);
  });

  it('gives the buyer to the chosen RM, who then sees it and the enquiries raised for it', async () => {
    const made = ok<DraftBuyerResult>(
      await post(support, '/buyerRFQ/draftBuyer', supportDraft({ rmEmail: 'RM@dom.example.in' })),
      201,
    );
    const [b] = await rows<{ rm_email: string }>(`SELECT rm_email FROM buyers WHERE id = '${made.buyerId}'`);
    expect(b!.rm_email).toBe('rm@dom.example.in');
    const [audit] = await rows<{ after: { rmEmail: string } }>(
      `SELECT after FROM audit_log WHERE entity_type = 'buyer' AND entity_id = '${made.buyerId}' AND action = 'rfq.draftBuyer'`,
    );
    expect(audit!.after.rmEmail).toBe('rm@dom.example.in');
    const options = ok<{ value: string }[]>(await get(rm, '/buyerRFQ/buyer-options?search=Sai%20Krupa'));
    expect(options.map((o) => o.value)).toContain(made.buyerId);
    const rfq = ok<RfqDetail>(
      await post(support, '/buyerRFQ', rfqBody(made.buyerId, { shippingAddressId: made.shippingAddress.id })),
      201,
    );
    expect(ok<RfqDetail>(await get(rm, `/buyerRFQ/${rfq.rfqKey}`)).buyerId).toBe(made.buyerId);
  });
});

describe('whether the New-buyer dialog asks for an RM (draftBuyer/form)', () => {
  it('answers 401 without a token and 403 without Allow_Rfq_Create', async () => {
    expect((await get(undefined, '/buyerRFQ/draftBuyer/form')).statusCode).toBe(401);
    expect((await get(seller, '/buyerRFQ/draftBuyer/form')).statusCode).toBe(403);
    expect((await get(cm, '/buyerRFQ/draftBuyer/form')).statusCode).toBe(403);
  });

  it('agrees with the server’s rule on rmEmail: asked exactly when a draft without one is refused', async () => {
    const seen: [string, boolean][] = [];
    // Each in a unit of theirs (the UBS territory manager raises UBS buyers).
    for (const [name, who, businessUnit] of [
      ['rm', rm, 'DIRECT'],
      ['support', support, 'DIRECT'],
      ['tm', tm, 'UBS'],
    ] as const) {
      const { chooseRm } = ok<{ chooseRm: boolean }>(await get(who, '/buyerRFQ/draftBuyer/form'));
      seen.push([name, chooseRm]);
      const r = await post(
        who,
        '/buyerRFQ/draftBuyer',
        draft({
          nameOfEntity: `Form Check ${name} Traders`,
          businessUnit,
          phoneNumber: '+919822033333',
          email: `${name}@formcheck.example.in`,
          address: { ...ADDRESS, companyName: `Form Check ${name} Traders`, gstNumber: '' },
        }),
      );
      if (chooseRm) {
        expect(r.statusCode, `${name}: ${r.body}`).toBe(400);
        expect(fieldsOf(r.body)).toEqual([{ field: 'rmEmail', message: 'Choose the relationship manager' }]);
      } else expect(r.statusCode, `${name}: ${r.body}`).toBe(201);
    }
    // An RM raises buyers for themselves; support and a UBS territory manager (no RM scope) choose one.
    expect(seen).toEqual([
      ['rm', false],
      ['support', true],
      ['tm', true],
    ]);
  });
});

describe("the new buyer's business unit follows the caller's units", () => {
  const buyerCount = async () =>
    Number((await rows<{ n: string }>('SELECT count(*) AS n FROM buyers'))[0]!.n);
  const unitDraft = (name: string, over: Record<string, unknown>) => {
    const { businessUnit: _none, ...rest } = draft({
      nameOfEntity: `${name} Traders`,
      phoneNumber: '+919822044444',
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@unitcheck.example.in`,
      address: { ...ADDRESS, companyName: `${name} Traders`, gstNumber: '' },
    });
    return { ...rest, ...over };
  };
  const buyerRow = async (id: string) =>
    (
      await rows<{ business_unit: string; rm_email: string | null; tm_email: string | null }>(
        `SELECT business_unit, rm_email, tm_email FROM buyers WHERE id = '${id}'`,
      )
    )[0];

  it('lists the units the form offers: UBS alone for the UBS TM, DIRECT and UTCL for the DIRECT RM, all for support', async () => {
    const units = async (who: Who) =>
      ok<{ businessUnits: string[] }>(await get(who, '/buyerRFQ/draftBuyer/form')).businessUnits;
    expect(await units(tm)).toEqual(['UBS']);
    expect(await units(rm)).toEqual(['DIRECT', 'UTCL']);
    expect(await units(support)).toEqual(['DIRECT', 'UBS', 'UTCL']);
  });

  it('the UBS territory manager raises a UBS buyer owned by them (tmEmail) and the chosen RM; another unit is 400', async () => {
    const before = await buyerCount();
    const direct = await post(
      tm,
      '/buyerRFQ/draftBuyer',
      unitDraft('Tm Direct', { businessUnit: 'DIRECT', rmEmail: 'rm@dom.example.in' }),
    );
    expect(direct.statusCode, direct.body).toBe(400);
    expect(fieldsOf(direct.body)).toEqual([
      { field: 'businessUnit', message: 'Not one of your business units' },
    ]);
    // The dialog sends no unit for a caller with one: the server takes the TM's own — and the RM
    // must serve it: the DIRECT RM is refused on rmEmail, nothing written.
    const notUbs = await post(
      tm,
      '/buyerRFQ/draftBuyer',
      unitDraft('Tm Ubs', { rmEmail: 'rm@dom.example.in' }),
    );
    expect(notUbs.statusCode, notUbs.body).toBe(400);
    expect(fieldsOf(notUbs.body)).toEqual([{ field: 'rmEmail', message: 'Priya Nair does not serve UBS' }]);
    expect(await buyerCount()).toBe(before);
    const made = ok<DraftBuyerResult>(
      await post(tm, '/buyerRFQ/draftBuyer', unitDraft('Tm Ubs', { rmEmail: UBS_RM })),
      201,
    );
    expect(made.label).toContain('· UBS');
    expect(await buyerRow(made.buyerId)).toEqual({
      business_unit: 'UBS',
      rm_email: UBS_RM,
      tm_email: 'tm@dom.example.in',
    });
    // Theirs: the TM reads its shipping addresses (a buyer outside their scope is a 404).
    const addresses = ok<ShippingAddress[]>(
      await get(tm, `/buyerRFQ/address/shipping?buyerId=${made.buyerId}`),
    );
    expect(addresses.map((a) => a.id)).toEqual([made.shippingAddress.id]);
    expect((await get(tm, `/buyerRFQ/address/shipping?buyerId=${rmBuyer}`)).statusCode).toBe(404);
    // Said explicitly, UBS is the same.
    ok(
      await post(
        tm,
        '/buyerRFQ/draftBuyer',
        unitDraft('Tm Ubs Chosen', { businessUnit: 'UBS', rmEmail: UBS_RM }),
      ),
      201,
    );
  });

  it('the DIRECT RM chooses between DIRECT and UTCL: UBS and no choice are 400 on businessUnit, writing nothing', async () => {
    const before = await buyerCount();
    const ubs = await post(rm, '/buyerRFQ/draftBuyer', unitDraft('Rm Ubs', { businessUnit: 'UBS' }));
    expect(ubs.statusCode, ubs.body).toBe(400);
    expect(fieldsOf(ubs.body)).toEqual([
      { field: 'businessUnit', message: 'Not one of your business units' },
    ]);
    const none = await post(rm, '/buyerRFQ/draftBuyer', unitDraft('Rm None', {}));
    expect(none.statusCode, none.body).toBe(400);
    expect(fieldsOf(none.body)).toEqual([{ field: 'businessUnit', message: 'Choose the business unit' }]);
    expect(await buyerCount()).toBe(before);
    const made = ok<DraftBuyerResult>(
      await post(rm, '/buyerRFQ/draftBuyer', unitDraft('Rm Utcl', { businessUnit: 'UTCL' })),
      201,
    );
    expect(await buyerRow(made.buyerId)).toEqual({
      business_unit: 'UTCL',
      rm_email: 'rm@dom.example.in',
      tm_email: null,
    });
    const options = ok<{ value: string }[]>(await get(rm, '/buyerRFQ/buyer-options?search=Rm%20Utcl'));
    expect(options.map((o) => o.value)).toContain(made.buyerId);
  });
});

describe("the draft buyer's RM serves the buyer's business unit (the lead's decision)", () => {
  const buyerCount = async () =>
    Number((await rows<{ n: string }>('SELECT count(*) AS n FROM buyers'))[0]!.n);
  const rmsFor = async (who: Who, query: string) =>
    ok<{ value: string }[]>(await get(who, `/buyerRFQ/draftBuyer/rm-options${query}`)).map((o) => o.value);
  const servedDraft = (name: string, over: Record<string, unknown>) =>
    draft({
      nameOfEntity: `${name} Traders`,
      phoneNumber: '+919822066666',
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@servecheck.example.in`,
      address: { ...ADDRESS, companyName: `${name} Traders`, gstNumber: '' },
      ...over,
    });

  it('lists only the active RMs who serve the unit chosen or implied (DIRECT groups UTCL; an RM of no unit is not narrowed)', async () => {
    const ubs = await rmsFor(support, '?businessUnit=UBS');
    expect(ubs).toEqual(expect.arrayContaining([UBS_RM, 'kavita.menon@dom.example.in']));
    expect(ubs).not.toContain('rm@dom.example.in');
    expect(ubs).not.toContain(UTCL_RM);
    const direct = await rmsFor(support, '?businessUnit=DIRECT');
    expect(direct).toEqual(expect.arrayContaining(['rm@dom.example.in', 'kavita.menon@dom.example.in']));
    expect(direct).not.toContain(UBS_RM);
    expect(direct).not.toContain(UTCL_RM); // a UTCL RM does not see DIRECT buyers
    const utcl = await rmsFor(support, '?businessUnit=UTCL');
    expect(utcl).toEqual(expect.arrayContaining(['rm@dom.example.in', UTCL_RM]));
    expect(utcl).not.toContain(UBS_RM);
    // Searched by name within the unit.
    expect(await rmsFor(support, '?businessUnit=UBS&search=farah')).toEqual([UBS_RM]);
    expect(await rmsFor(support, '?businessUnit=UBS&search=priya')).toEqual([]);
    // The UBS territory manager's one unit is implied; another unit is not theirs.
    const tmRms = await rmsFor(tm, '');
    expect(tmRms).toContain(UBS_RM);
    expect(tmRms).not.toContain('rm@dom.example.in');
    const refused = await get(tm, '/buyerRFQ/draftBuyer/rm-options?businessUnit=DIRECT');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(fieldsOf(refused.body)).toEqual([
      { field: 'businessUnit', message: 'Not one of your business units' },
    ]);
    const unknown = await get(support, '/buyerRFQ/draftBuyer/rm-options?businessUnit=RETAIL');
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.body).map((f) => f.field)).toEqual(['businessUnit']);
  });

  it('refuses an RM who does not serve the unit on rmEmail, writing nothing; one who does gets the buyer and sees it', async () => {
    const before = await buyerCount();
    for (const [businessUnit, rmEmail, message] of [
      ['UBS', 'rm@dom.example.in', 'Priya Nair does not serve UBS'],
      ['DIRECT', UTCL_RM, 'Imran Shaikh does not serve DIRECT'],
      ['UTCL', UBS_RM, 'Farah Khan does not serve UTCL'],
    ] as const) {
      const r = await post(
        support,
        '/buyerRFQ/draftBuyer',
        servedDraft('Serve Refused', { businessUnit, rmEmail }),
      );
      expect(r.statusCode, r.body).toBe(400);
      expect(fieldsOf(r.body)).toEqual([{ field: 'rmEmail', message }]);
    }
    expect(await buyerCount()).toBe(before);
    expect(
      await rows(
        "SELECT 1 FROM audit_log WHERE action = 'rfq.draftBuyer' AND after->>'name' = 'Serve Refused Traders'",
      ),
    ).toEqual([]);

    // A UBS buyer given to the UBS RM: hers to find, not the DIRECT RM's.
    const ubsBuyer = ok<DraftBuyerResult>(
      await post(
        support,
        '/buyerRFQ/draftBuyer',
        servedDraft('Serve Ubs', { businessUnit: 'UBS', rmEmail: UBS_RM }),
      ),
      201,
    );
    const farah = await as(t, 'rm-draft-ubs');
    const hers = ok<{ value: string }[]>(await get(farah, '/buyerRFQ/buyer-options?search=Serve%20Ubs'));
    expect(hers.map((o) => o.value)).toContain(ubsBuyer.buyerId);
    const notRms = ok<{ value: string }[]>(await get(rm, '/buyerRFQ/buyer-options?search=Serve%20Ubs'));
    expect(notRms.map((o) => o.value)).not.toContain(ubsBuyer.buyerId);
    // A UTCL buyer may go to the DIRECT RM (DIRECT groups UTCL), who finds it.
    const utclBuyer = ok<DraftBuyerResult>(
      await post(
        support,
        '/buyerRFQ/draftBuyer',
        servedDraft('Serve Utcl', { businessUnit: 'UTCL', rmEmail: 'rm@dom.example.in' }),
      ),
      201,
    );
    const his = ok<{ value: string }[]>(await get(rm, '/buyerRFQ/buyer-options?search=Serve%20Utcl'));
    expect(his.map((o) => o.value)).toContain(utclBuyer.buyerId);
  });
});

describe('the users an enquiry may be reassigned to', () => {
  let rfqKey: string;
  const url = (type: string, search = '') =>
    `/enquiry/businessUsers?rfqKey=${rfqKey}&businessUserType=${type}${search ? `&search=${search}` : ''}`;

  it('is for Allow_Enquiry_Reassign only (401, 403 for the RM and a seller) and an enquiry in scope (404)', async () => {
    rfqKey = ok<RfqDetail>(await post(rm, '/buyerRFQ', rfqBody(rmBuyer)), 201).rfqKey;
    expect((await get(undefined, url('RM'))).statusCode).toBe(401);
    expect((await get(rm, url('RM'))).statusCode).toBe(403);
    expect((await get(seller, url('RM'))).statusCode).toBe(403);
    expect((await get(admin, `/enquiry/businessUsers?rfqKey=RFQ-1&businessUserType=RM`)).statusCode).toBe(
      404,
    );
    expect((await get(admin, `/enquiry/businessUsers?rfqKey=${rfqKey}&businessUserType=OM`)).statusCode).toBe(
      400,
    );
  });

  it('lists active users of the matching team role, without the current holder, by name or e-mail', async () => {
    const rms = ok<{ value: string }[]>(await get(admin, url('RM'))).map((o) => o.value);
    expect(rms).toContain('kavita.menon@dom.example.in');
    expect(rms).not.toContain('rm@dom.example.in'); // holds it now
    expect(rms).not.toContain('suresh.pillai@dom.example.in'); // left
    expect(rms).not.toContain('kavya.joshi@dom.example.in'); // a CM
    const cms = ok<{ value: string }[]>(await get(admin, url('CM'))).map((o) => o.value);
    expect(cms).toContain('kavya.joshi@dom.example.in');
    expect(cms).not.toContain('kavita.menon@dom.example.in');
    const sourcers = ok<{ value: string; label: string }[]>(await get(admin, url('SOURCER', 'joshi')));
    expect(sourcers).toEqual([
      { value: 'kavya.joshi@dom.example.in', label: 'Kavya Joshi · kavya.joshi@dom.example.in' },
    ]);
  });
});
