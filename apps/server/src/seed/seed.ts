import type { BuyerOnboardingStatus, SellerOnboardingStatus } from '@dom/domain';
import { count, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../platform/db/database';
import { toCount } from '../platform/db/database';
import { buyers, products, sellers, transporters, users, warehouses } from '../platform/db/schema/index';
import { seedScreenResources, syncSystemRoles } from '../modules/identity/access-catalogue';
import { hashPassword } from '../modules/identity/password-hasher';
import { generateProducts } from './catalogue';
import { DEMO_LOGINS, DEMO_PASSWORD, demoEmail } from './demo-users';
import { PLACES, makeGstin, makeMobile, makePan, makeParty, makePin } from './parties';
import { seedOrders } from './orders.seed';
import { seedConsignments } from './consignments.seed';
import { seedCreditBlocks } from './credit-blocks.seed';
import { seedGstPortal } from './gst-portal.seed';
import { seedPartyDetails } from './parties.seed';
import { seedCredit } from './credit.seed';
import { seedCreditLeads } from './credit-leads.seed';
import { seedApprovalChainUsers } from './approval-chain-users.seed';
import { seedUnitRmUsers } from './unit-rm-users.seed';
import { seedNotifications } from './notifications.seed';
import { seedRfqs } from './rfq.seed';
import { seedMovRules } from './mov.seed';
import { seedCompanyGstRegistrations } from './reference-data.seed';
import { Rng } from './random';

export interface SeedScale {
  buyers: number;
  sellers: number;
  products: number;
  transporters: number;
  /** Demo orders; omitted → five a buyer. */
  orders?: number;
}

export const DEMO_SCALE: SeedScale = {
  buyers: 200,
  sellers: 80,
  products: 1500,
  transporters: 24,
  orders: 5000,
};

export interface SeedResult {
  counts: Record<string, number>;
  summary: string;
}

const CHUNK = 500;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const ONBOARDING_BUYER: BuyerOnboardingStatus[] = [
  'CUSTOMER_ON_BOARDED',
  'CUSTOMER_ON_BOARDED',
  'CUSTOMER_ON_BOARDED',
  'KYC_PENDING',
  'KYC_DOCUMENT_UPLOAD',
  'UNVERIFIED',
];
const ONBOARDING_SELLER: SellerOnboardingStatus[] = [
  'SELLER_ON_BOARDED',
  'SELLER_ON_BOARDED',
  'SELLER_ON_BOARDED',
  'KYC_PENDING',
  'KYC_DOCUMENT_UPLOAD',
];
const TRANSPORTERS = [
  'VRL Logistics',
  'TCI Freight',
  'Gati',
  'Safexpress',
  'Rivigo',
  'Delhivery Freight',
  'Shree Maruti Transport',
  'Patel Roadways',
  'Agarwal Packers Cargo',
  'Om Logistics',
  'Blue Dart Surface',
  'Spoton',
];

/**
 * Loads the deterministic demo data set: demo users, buyers, sellers with warehouses, transporters
 * and the product catalogue. Same seed, same rows — tests and screenshots can rely on it.
 * Every date in it is relative to `asOf` (the day it is loaded, unless `npm run seed -- --as-of`
 * names another): a demo loaded any day looks like a live business on that day.
 */
export async function seed(
  db: Db,
  scale: SeedScale = DEMO_SCALE,
  seedValue = 2026,
  asOf: Date = new Date(),
): Promise<SeedResult> {
  const rng = new Rng(seedValue);

  const staffRm = 'rm@dom.example.in';
  const staffTm = 'tm@dom.example.in';
  const buyerRows = Array.from({ length: scale.buyers }, (_, i) => {
    const p = makeParty(rng, 'buyer', i);
    return {
      ...p,
      rmEmail: p.businessUnit === 'UBS' ? null : i % 3 === 0 ? staffRm : `rm${(i % 7) + 1}@dom.example.in`,
      tmEmail: p.businessUnit === 'UBS' ? (i % 2 === 0 ? staffTm : `tm${(i % 5) + 1}@dom.example.in`) : null,
      isMsme: rng.chance(0.4),
      onboardingStatus: rng.pick(ONBOARDING_BUYER),
    };
  });
  const sellerRows = Array.from({ length: scale.sellers }, (_, i) => {
    const p = makeParty(rng, 'seller', i);
    return {
      ...p,
      booksId: `SB-${String(10000 + i)}`,
      bankIfsc: `${rng.pick(['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK'])}0${rng.digits(6)}`,
      onboardingStatus: rng.pick(ONBOARDING_SELLER),
    };
  });

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await insertChunked(buyerRows, (c) => tx.insert(buyers).values(c));
    const insertedSellers: { id: string; pan: string; stateCode: string; name: string }[] = [];
    await insertChunked(sellerRows, async (c) => {
      insertedSellers.push(
        ...(await tx
          .insert(sellers)
          .values(c)
          .returning({ id: sellers.id, pan: sellers.pan, stateCode: sellers.stateCode, name: sellers.name })),
      );
    });

    // One to three warehouses a seller; a warehouse in another state is another GST registration
    // of the same PAN (entity number 2, 3…).
    const warehouseRows = insertedSellers.flatMap((s) => {
      const n = rng.int(1, 3);
      return Array.from({ length: n }, (_, k) => {
        const place =
          k === 0
            ? (PLACES.find((p) => p.gstStateCode === s.stateCode) ?? rng.pick(PLACES))
            : rng.pick(PLACES);
        return {
          sellerId: s.id,
          name: `${s.name.split(' ').slice(0, 2).join(' ')} ${place.city} Warehouse`,
          gstin: makeGstin(place.gstStateCode, s.pan, place.gstStateCode === s.stateCode ? 1 : k + 1),
          addressLine1: `Plot ${rng.int(1, 250)}, ${rng.pick(['MIDC', 'GIDC', 'Industrial Estate', 'Logistics Park'])}`,
          city: place.city,
          state: place.state,
          pinCode: makePin(rng, place),
        };
      });
    });
    await insertChunked(warehouseRows, (c) => tx.insert(warehouses).values(c));

    const transporterRows = Array.from({ length: scale.transporters }, (_, i) => {
      const place = rng.pick(PLACES);
      const name = `${TRANSPORTERS[i % TRANSPORTERS.length] ?? 'Transport'}${i >= TRANSPORTERS.length ? ` ${place.city}` : ''}`;
      return {
        name,
        gstin: makeGstin(place.gstStateCode, makePan(rng, name)),
        transportMode: rng.pick(['ROAD', 'ROAD', 'ROAD', 'RAIL']),
        contactName: `${rng.pick(['Ravi', 'Imran', 'Harish', 'Balwinder', 'Prakash'])} ${rng.pick(['Kumar', 'Singh', 'Shaikh', 'Naidu'])}`,
        phone: makeMobile(rng),
      };
    });
    await insertChunked(transporterRows, (c) => tx.insert(transporters).values(c));

    await insertChunked(generateProducts(rng, scale.products), (c) => tx.insert(products).values(c));

    const demoSeller = insertedSellers[0];
    await tx.insert(users).values(
      DEMO_LOGINS.map((u) => ({
        username: u.username,
        displayName: u.displayName,
        email: demoEmail(u.username),
        phone: makeMobile(rng),
        passwordHash,
        roles: u.roles,
        teamRole: u.teamRole,
        businessUnits: u.businessUnits,
        region: u.username === 'tm' ? 'West' : null,
        sellerId: u.kind === 'seller' ? (demoSeller?.id ?? null) : null,
      })),
    );
    // Staff report to hr (who approves access requests as their manager); hr reports to admin.
    const [hr] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'hr'));
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    if (hr && admin) {
      await tx.update(users).set({ managerId: admin.id }).where(eq(users.id, hr.id));
      await tx
        .update(users)
        .set({ managerId: hr.id })
        .where(
          inArray(users.username, ['rm', 'tm', 'om', 'cm', 'logistics', 'finance', 'credit', 'support']),
        );
    }
  });
  await seedApprovalChainUsers(db, passwordHash);
  await seedUnitRmUsers(db, passwordHash);
  await syncSystemRoles(db);
  await seedScreenResources(db);
  await seedCompanyGstRegistrations(db, asOf);
  await seedOrders(db, scale.orders ?? scale.buyers * 5, asOf);
  await seedConsignments(db, asOf);
  await seedGstPortal(db, asOf);
  await seedPartyDetails(db, seedValue, asOf);
  await seedCredit(db, seedValue, asOf);
  await seedCreditBlocks(db, asOf);
  await seedCreditLeads(db, asOf);
  await seedNotifications(db, asOf);
  // A few hundred RFQs for the demo; a handful at the tests' small scale.
  await seedRfqs(db, scale.buyers >= 100 ? 300 : 12, seedValue, asOf);
  await seedMovRules(db);

  const counts = await countReference(db);
  const summary = Object.entries(counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  return { counts, summary };
}

export async function countReference(db: Db): Promise<Record<string, number>> {
  const tables = { users, buyers, sellers, warehouses, transporters, products } as const;
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = toCount(row?.n);
  }
  return out;
}

/** Seeds only a database that has no users yet; returns null when there was data. */
export async function seedIfEmpty(database: Database, asOf: Date = new Date()): Promise<SeedResult | null> {
  const [row] = await database.db.select({ n: count() }).from(users);
  if (toCount(row?.n) > 0) return null;
  return seed(database.db, DEMO_SCALE, 2026, asOf);
}
