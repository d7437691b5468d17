import { AddressInputSchema, ContactInputSchema } from '@dom/contract';
import { gstinPan, isIfsc, isValidGstin } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SCALE } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import type { Database } from '../platform/db/database';
import { seed } from './seed';

let a: Database;
let b: Database;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await seed(a.db, TEST_SCALE);
  await seed(b.db, TEST_SCALE);
}, 120_000);
afterAll(async () => {
  await a.close();
  await b.close();
});

const rows = async (db: Database, sql: string) => (await db.executeSql<Record<string, unknown>>(sql)).rows;
const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : String(v).replace(/[{}]/g, '').split(',').filter(Boolean);

describe('party details of the demo data', () => {
  it('gives every buyer two contacts and two addresses that pass the API’s own rules', async () => {
    const contacts = await rows(a, 'SELECT * FROM buyer_contacts');
    expect(contacts).toHaveLength(TEST_SCALE.buyers * 2);
    for (const c of contacts) {
      const parsed = ContactInputSchema.safeParse({
        name: c.name,
        email: c.email,
        phoneNumber: c.phone_number,
        roles: list(c.roles),
        channels: list(c.channels),
        communicationPreferences: list(c.communication_preferences),
      });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    const addresses = await rows(
      a,
      'SELECT a.*, b.pan FROM buyer_addresses a JOIN buyers b ON b.id = a.buyer_id',
    );
    expect(addresses).toHaveLength(TEST_SCALE.buyers * 2);
    for (const x of addresses) {
      const parsed = AddressInputSchema.safeParse({
        addressType: x.address_type,
        addressLine1: x.address_line1,
        cityName: x.city_name,
        stateCode: x.state_code,
        postalCode: x.postal_code,
        gstNum: x.gst_num,
      });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(gstinPan(String(x.gst_num))).toBe(x.pan);
    }
  });

  it('gives sellers bank details with a valid IFSC, warehouses source codes and contacts, sellers transporters', async () => {
    for (const s of await rows(a, 'SELECT * FROM sellers')) {
      expect(isIfsc(String(s.bank_ifsc)), String(s.bank_ifsc)).toBe(true);
      expect(String(s.bank_account_number)).toMatch(/^\d{9,18}$/);
      expect(s.seller_type).toMatch(/^(INDIRECT|DIRECT)$/);
    }
    const w = await rows(
      a,
      'SELECT w.source_code, count(c.id)::int AS n FROM warehouses w LEFT JOIN warehouse_contacts c ON c.warehouse_id = w.id GROUP BY w.id',
    );
    expect(new Set(w.map((x) => x.source_code)).size).toBe(w.length);
    expect(w.every((x) => Number(x.n) >= 1)).toBe(true);
    const links = await rows(a, 'SELECT DISTINCT seller_id FROM seller_transporters');
    expect(links).toHaveLength(TEST_SCALE.sellers);
  });

  it('puts every GSTIN on the simulated register, a few cancelled and suspended', async () => {
    const missing = await rows(
      a,
      `SELECT gstin FROM buyers UNION SELECT gstin FROM sellers UNION SELECT gstin FROM warehouses
       EXCEPT SELECT gstin FROM gst_sim_gstins`,
    );
    expect(missing).toEqual([]);
    const byStatus = await rows(
      a,
      'SELECT status, count(*)::int AS n FROM gst_sim_gstins GROUP BY status ORDER BY status',
    );
    expect(byStatus.map((r) => r.status)).toEqual(['ACTIVE', 'CANCELLED', 'SUSPENDED']);
    for (const r of await rows(a, 'SELECT gstin FROM gst_sim_gstins'))
      expect(isValidGstin(String(r.gstin))).toBe(true);
  });

  it('is deterministic', async () => {
    const q = [
      'SELECT b.code, c.name, c.phone_number, c.roles FROM buyer_contacts c JOIN buyers b ON b.id = c.buyer_id ORDER BY 1, 2, 3',
      'SELECT b.code, a.address_type, a.postal_code, a.gst_num FROM buyer_addresses a JOIN buyers b ON b.id = a.buyer_id ORDER BY 1, 2',
      'SELECT code, bank_ifsc, bank_account_number, tds_tax_name FROM sellers ORDER BY code',
      'SELECT source_code, gstin, warehouse_type FROM warehouses ORDER BY source_code',
      'SELECT gstin, status, cancelled_on::text FROM gst_sim_gstins ORDER BY gstin',
    ];
    for (const sql of q) expect(await rows(b, sql), sql).toEqual(await rows(a, sql));
  });
});
