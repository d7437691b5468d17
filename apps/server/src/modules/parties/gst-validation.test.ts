import type { BuyerGstValidation, EnrichResult, GstValidationResult, NewEntityResult } from '@dom/contract';
import { addDays, gstinCheckCharacter, istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { assertGstinActiveOn, gstinStandingOn } from '../../integrations/gst/gstin-registry';
import { AppError } from '../../platform/errors';

type Who = { headers: { authorization: string } };
const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const ACTIVE = withCheck('27AABCU9603R1Z');
const APP_NOW = new Date(Date.now() - 5 * 86_400_000);
const APP_TODAY = istDateOf(APP_NOW);

describe('GSTIN standing on a date (pure)', () => {
  const reg = (status: 'ACTIVE' | 'CANCELLED' | 'SUSPENDED', cancelledOn: string | null = null) => ({
    gstin: ACTIVE,
    status,
    cancelledOn,
    legalName: 'X',
    stateCode: '27',
  });

  it('lets an active registration be invoiced and refuses a missing or suspended one', () => {
    expect(() => assertGstinActiveOn(reg('ACTIVE'), '2026-05-01')).not.toThrow();
    expect(gstinStandingOn(null, '2026-05-01')).toBe('GSTIN_NOT_REGISTERED');
    expect(gstinStandingOn(reg('SUSPENDED'), '2026-05-01')).toBe('GSTIN_SUSPENDED');
  });

  it('refuses an invoice dated on or after the cancellation, allows one before it', () => {
    const cancelled = reg('CANCELLED', '2026-06-30');
    expect(() => assertGstinActiveOn(cancelled, '2026-06-29')).not.toThrow();
    expect(gstinStandingOn(cancelled, '2026-06-30')).toBe('GSTIN_CANCELLED_BEFORE_INVOICE_DATE');
    // 2026-06-30T20:00Z is already 1 July in India.
    expect(gstinStandingOn(reg('CANCELLED', '2026-07-01'), new Date('2026-06-30T20:00:00Z'))).toBe(
      'GSTIN_CANCELLED_BEFORE_INVOICE_DATE',
    );
    expect(gstinStandingOn(reg('CANCELLED', null), '2020-01-01')).toBe('GSTIN_CANCELLED');
    try {
      assertGstinActiveOn(cancelled, '2026-07-15');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(409);
      expect((err as AppError).code).toBe('BUYER_GSTIN_INACTIVE');
      expect((err as AppError).message).toContain('inactive or invalid shipping or billing GSTIN');
    }
  });
});

describe('GST validation and the buyer entity', () => {
  let t: TestApp;
  let credit: Who;
  let admin: Who;
  beforeAll(async () => {
    // The app's clock runs five days behind the wall clock (and the demo's anchor): "today" is read
    // from it. Never a fixed day, which the calendar overtakes (issue 44).
    t = await createTestApp({ seed: true, context: { clock: () => APP_NOW } });
    credit = await as(t, 'credit');
    admin = await as(t, 'admin');
  });
  afterAll(() => t.close());

  const validate = async (payload: Record<string, unknown>, who: Who = credit) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/credit/gstValidation', payload, ...who });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GstValidationResult>();
  };
  const codes = (r: GstValidationResult) => r.problems.map((p) => p.code);
  const seeded = async (status: string) => {
    const r = await t.database.executeSql<{ gstin: string; cancelled_on: string | null; pin_code: string }>(
      `SELECT g.gstin, g.cancelled_on::text AS cancelled_on, b.pin_code FROM gst_sim_gstins g
       JOIN buyers b ON b.gstin = g.gstin WHERE g.status = '${status}' AND b.code LIKE 'BUY0%'
       ORDER BY b.code LIMIT 1`,
    );
    const row = r.rows[0];
    if (!row) throw new Error(`no ${status} buyer GSTIN seeded`);
    return row;
  };

  it('needs the additional-POB permission', async () => {
    const rm = await as(t, 'rm');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/credit/gstValidation',
      payload: { gstin: ACTIVE },
      ...rm,
    });
    expect(res.statusCode).toBe(403);
  });

  it('reports a bad format and a bad check character', async () => {
    expect(codes(await validate({ gstin: '27AABCU9603R1Z' }))).toEqual(['GSTIN_FORMAT_INVALID']);
    expect(codes(await validate({ gstin: '99AABCU9603R1ZM' }))).toEqual(['GSTIN_FORMAT_INVALID']);
    const wrong = `${ACTIVE.slice(0, 14)}${ACTIVE.endsWith('A') ? 'B' : 'A'}`;
    const r = await validate({ gstin: wrong });
    expect(r.formatValid).toBe(true);
    expect(r.checkCharacterValid).toBe(false);
    expect(codes(r)).toEqual(['GSTIN_CHECK_CHARACTER_INVALID']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/credit/gstValidation',
      payload: {},
      ...credit,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('gstin');
    const badPin = await t.app.inject({
      method: 'POST',
      url: '/api/credit/gstValidation',
      payload: { gstin: ACTIVE, pinCode: '40001' },
      ...credit,
    });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.body).toContain('pinCode');
  });

  it('answers a well-formed unknown GSTIN as active (the simulator rule) and checks its state and PIN', async () => {
    const lower = ` ${ACTIVE.toLowerCase()} `;
    const ok = await validate({ gstin: lower, pinCode: '400001', stateCode: '27' });
    expect(ok.isValid).toBe(true);
    expect(ok.gstin).toBe(ACTIVE);
    expect(ok.stateName).toBe('Maharashtra');
    expect(ok.registration?.status).toBe('ACTIVE');
    const mismatch = await validate({ gstin: ACTIVE, pinCode: '560001', stateCode: '29' });
    expect(codes(mismatch).sort()).toEqual(['GSTIN_STATE_MISMATCH', 'PIN_STATE_MISMATCH']);
    expect(mismatch.problems.find((p) => p.code === 'PIN_STATE_MISMATCH')?.field).toBe('pinCode');
  });

  it('reports cancelled and suspended registrations, and a cancellation before the invoice date', async () => {
    const cancelled = await seeded('CANCELLED');
    expect(codes(await validate({ gstin: cancelled.gstin }))).toEqual([
      'GSTIN_CANCELLED_BEFORE_INVOICE_DATE',
    ]);
    const dayBefore = new Date(Date.parse(`${cancelled.cancelled_on ?? ''}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await validate({ gstin: cancelled.gstin, invoiceDate: dayBefore })).isValid).toBe(true);
    const onDay = await validate({ gstin: cancelled.gstin, invoiceDate: cancelled.cancelled_on });
    expect(codes(onDay)).toEqual(['GSTIN_CANCELLED_BEFORE_INVOICE_DATE']);
    expect(onDay.problems[0]?.field).toBe('invoiceDate');
    expect(onDay.registration?.statusLabel).toBe('Cancelled');
    const suspended = await seeded('SUSPENDED');
    expect(codes(await validate({ gstin: suspended.gstin, pinCode: suspended.pin_code }))).toEqual([
      'GSTIN_SUSPENDED',
    ]);
  });

  it('reads today from the app clock, not the wall clock, when validating and on-boarding', async () => {
    const gstin = withCheck('27AAFCL7777Q1Z');
    // Cancelled two days after the app's today (three days before the wall clock's): still
    // registered on the app's today.
    const cancelledOn = addDays(APP_TODAY, 2);
    await t.ctx.gst.registry.register({ gstin, status: 'CANCELLED', cancelledOn });
    expect((await validate({ gstin })).problems).toEqual([]);
    expect(codes(await validate({ gstin, invoiceDate: cancelledOn }))).toEqual([
      'GSTIN_CANCELLED_BEFORE_INVOICE_DATE',
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/credit/buyer/save',
      payload: {
        gstNumber: gstin,
        nameOfEntity: 'Late Cancel Traders',
        contactName: 'Ravi Patil',
        phoneNumber: '9820077777',
        address: '7, Station Road',
        pinCode: '411001',
        isMsme: 'No',
      },
      ...admin,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('on-boards a GSTIN once even when two saves race (unique index, 409 with the field)', async () => {
    const gstin = withCheck('27AAFCR4242Q1Z');
    const save = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/credit/buyer/save',
        payload: {
          gstNumber: gstin,
          nameOfEntity: 'Twin Save Builders',
          contactName: 'Meera Joshi',
          phoneNumber: '9820042424',
          address: '42, Hill Road',
          pinCode: '411002',
          isMsme: 'No',
        },
        ...admin,
      });
    const both = await Promise.all([save(), save()]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((r) => r.statusCode === 409)!;
    expect(
      refused.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields,
    ).toEqual([{ field: 'gstNumber', message: 'A buyer with this GSTIN is already on board' }]);
    const rows = await t.database.executeSql<{ n: string }>(
      `SELECT count(*)::text AS n FROM buyers WHERE gstin = '${gstin}'`,
    );
    expect(rows.rows[0]?.n).toBe('1');
    // The database itself refuses a second buyer with the GSTIN, whatever the path.
    await expect(
      t.database.executeSql(
        `INSERT INTO buyers (code, name, gstin, pan, state_code, address_line1, city, state, pin_code, region, business_unit, contact_name)
         SELECT 'BUY-DUP-1', name, gstin, pan, state_code, address_line1, city, state, pin_code, region, business_unit, contact_name
         FROM buyers WHERE gstin = '${gstin}'`,
      ),
    ).rejects.toThrow();
  });

  it('reads the register through the GstinRegistry interface', async () => {
    const registry = t.ctx.gst.registry;
    expect(await registry.lookup('27AABCU9603R1Z')).toBeNull();
    const other = withCheck('29AABCU9603R1Z');
    await registry.register({
      gstin: other,
      status: 'CANCELLED',
      cancelledOn: '2025-01-31',
      legalName: 'Gone Ltd',
    });
    expect(await registry.lookup(other)).toEqual({
      gstin: other,
      status: 'CANCELLED',
      cancelledOn: '2025-01-31',
      legalName: 'Gone Ltd',
      stateCode: '29',
    });
  });

  it('validates every GSTIN of a buyer on its GST validation tab', async () => {
    const cancelled = await seeded('CANCELLED');
    const b = await t.database.executeSql<{ id: string }>(
      `SELECT id FROM buyers WHERE gstin = '${cancelled.gstin}'`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/credit/buyer/profile/${b.rows[0]?.id}/gst-validation`,
      ...credit,
    });
    expect(res.statusCode).toBe(200);
    const tab = res.json<BuyerGstValidation>();
    expect(tab.results[0]?.source).toBe('BUYER');
    expect(tab.results[0]?.result.isValid).toBe(false);
    expect(tab.results.filter((r) => r.source === 'ADDRESS').length).toBeGreaterThan(0);
  });

  it('enriches a GSTIN from the register and on-boards a new entity with the form defaults', async () => {
    const gstin = withCheck('27AAFCN1234Q1Z');
    await t.ctx.gst.registry.register({ gstin, status: 'ACTIVE', legalName: 'Navkar Infra Pvt Ltd' });
    const enrich = await t.app.inject({
      method: 'POST',
      url: '/api/credit/buyer/enrich',
      payload: { gstNumber: gstin },
      ...credit,
    });
    expect(enrich.statusCode, enrich.body).toBe(200);
    expect(enrich.json<EnrichResult>()).toMatchObject({
      nameOfEntity: 'Navkar Infra Pvt Ltd',
      pan: 'AAFCN1234Q',
      stateName: 'Maharashtra',
      existingBuyerId: null,
    });
    const form = {
      gstNumber: gstin,
      nameOfEntity: 'Navkar Infra Pvt Ltd',
      contactName: 'Mahesh Shah',
      phoneNumber: '9820012345',
      address: '4, Link Road',
      pinCode: '400 064',
      msmeNumber: 'udyam-mh-19-0012345',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/credit/buyer/save',
      payload: form,
      ...admin,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<NewEntityResult>();
    expect(created.status).toBe('UNVERIFIED');
    const row = await t.database.executeSql<Record<string, unknown>>(
      `SELECT * FROM buyers WHERE id = '${created.buyerId}'`,
    );
    expect(row.rows[0]).toMatchObject({
      gst_treatment: 'business_gst',
      is_msme: true,
      msme_number: 'UDYAM-MH-19-0012345',
      state_code: '27',
      pin_code: '400064',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/credit/buyer/save',
      payload: form,
      ...admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses an entity form with a bad GSTIN, PIN of another state, missing MSME number or a cancelled GSTIN', async () => {
    const base = {
      nameOfEntity: 'Test Co',
      contactName: 'Asha Rao',
      phoneNumber: '9820000000',
      address: '1, Road',
      pinCode: '400001',
      isMsme: 'No',
    };
    const fields = async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/credit/buyer/save', payload, ...admin });
      expect(res.statusCode, res.body).toBe(400);
      return (res.json<{ details: { fields: { field: string }[] } }>().details.fields ?? []).map(
        (f) => f.field,
      );
    };
    expect(await fields(base)).toEqual(['gstNumber']);
    expect(await fields({ ...base, gstNumber: withCheck('29AAFCT1111Q1Z') })).toEqual(['pinCode']);
    expect(await fields({ ...base, gstNumber: withCheck('27AAFCT1111Q1Z'), isMsme: 'Yes' })).toEqual([
      'msmeNumber',
    ]);
    const cancelled = await seeded('CANCELLED');
    const pin = await t.database.executeSql<{ pin_code: string }>(
      `SELECT pin_code FROM buyers WHERE gstin = '${cancelled.gstin}'`,
    );
    expect(await fields({ ...base, gstNumber: cancelled.gstin, pinCode: pin.rows[0]?.pin_code })).toEqual([
      'gstNumber',
    ]);
    const unregistered = await t.app.inject({
      method: 'POST',
      url: '/api/credit/buyer/save',
      payload: { ...base, gstTreatment: 'business_none', cityName: 'Mumbai' },
      ...admin,
    });
    expect(unregistered.statusCode, unregistered.body).toBe(201);
  });
});
