import { verify } from '@node-rs/argon2';
import { isValidGstin } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import type { Database } from '../platform/db/database';
import { buyers, products, sellers, users, warehouses } from '../platform/db/schema/index';
import { APPROVAL_CHAIN_USERS } from './approval-chain-users.seed';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-users';
import { UNIT_RM_USERS } from './unit-rm-users.seed';
import { PLACES } from './places';
import { DEMO_SCALE, seed, seedIfEmpty } from './seed';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
}, 120_000);
afterAll(async () => database.close());

describe('demo data', () => {
  it('loads the demo scale', async () => {
    expect((await database.db.select().from(buyers)).length).toBe(DEMO_SCALE.buyers);
    expect((await database.db.select().from(sellers)).length).toBe(DEMO_SCALE.sellers);
    expect((await database.db.select().from(products)).length).toBe(DEMO_SCALE.products);
    expect((await database.db.select().from(warehouses)).length).toBeGreaterThanOrEqual(DEMO_SCALE.sellers);
  });

  it('gives every party a valid GSTIN whose state code matches its PIN code', async () => {
    const parties = [
      ...(await database.db.select().from(buyers)),
      ...(await database.db.select().from(sellers)),
    ];
    for (const p of parties) {
      expect(isValidGstin(p.gstin), p.gstin).toBe(true);
      expect(p.gstin.slice(0, 2)).toBe(p.stateCode);
      expect(p.gstin.slice(2, 12)).toBe(p.pan);
      const place = PLACES.find((x) => x.gstStateCode === p.stateCode && p.pinCode.startsWith(x.pinPrefix));
      expect(place, `${p.name} ${p.pinCode}`).toBeDefined();
    }
    for (const w of await database.db.select().from(warehouses)) {
      expect(isValidGstin(w.gstin), w.gstin).toBe(true);
      const place = PLACES.find(
        (x) => x.gstStateCode === w.gstin.slice(0, 2) && w.pinCode.startsWith(x.pinPrefix),
      );
      expect(place, `${w.name} ${w.pinCode}`).toBeDefined();
    }
  });

  it('creates every demo login with the shared password (argon2id)', async () => {
    const rows = await database.db.select().from(users);
    expect(rows.map((u) => u.username).sort()).toEqual(
      [...DEMO_LOGINS, ...APPROVAL_CHAIN_USERS, ...UNIT_RM_USERS].map((u) => u.username).sort(),
    );
    const admin = rows.find((u) => u.username === 'admin')!;
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(admin.passwordHash!, DEMO_PASSWORD)).toBe(true);
    expect(rows.find((u) => u.username === 'seller')!.sellerId).not.toBeNull();
  });

  it('gives every product a price in paise, an HSN code and a GST rate', async () => {
    const rows = await database.db.select().from(products);
    expect(new Set(rows.map((p) => p.sku)).size).toBe(rows.length);
    for (const p of rows) {
      expect(p.listPricePaise > 0n).toBe(true);
      expect(p.hsn).toMatch(/^\d{4}$/);
      expect([500, 1200, 1800, 2800]).toContain(p.gstRateBasisPoints);
    }
    expect(new Set(rows.map((p) => p.category)).size).toBeGreaterThanOrEqual(15);
  });

  it('does not seed a database that has data', async () => {
    expect(await seedIfEmpty(database)).toBeNull();
  });

  it('is deterministic: the same seed gives the same rows', async () => {
    const other = await createTestDatabase();
    try {
      await seed(other.db, { buyers: 20, sellers: 5, products: 30, transporters: 3 });
      const a = (await other.db.select({ g: buyers.gstin, n: buyers.name }).from(buyers)).map(
        (r) => `${r.g} ${r.n}`,
      );
      const again = await createTestDatabase();
      try {
        await seed(again.db, { buyers: 20, sellers: 5, products: 30, transporters: 3 });
        const b = (await again.db.select({ g: buyers.gstin, n: buyers.name }).from(buyers)).map(
          (r) => `${r.g} ${r.n}`,
        );
        expect(b.sort()).toEqual(a.sort());
      } finally {
        await again.close();
      }
    } finally {
      await other.close();
    }
  });
});
