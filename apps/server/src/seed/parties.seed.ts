import { istDateOf } from '@dom/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { buyers, sellers, transporters, users, warehouses } from '../platform/db/schema/index';
import {
  buyerAddresses,
  buyerContacts,
  sellerContacts,
  sellerTransporters,
  warehouseContacts,
} from '../modules/parties/parties.schema';
import { PLACES, makeGstin, makeMobile, makePin } from './parties';
import { Rng } from './random';

const PEOPLE = [
  'Anil Kapoor',
  'Rekha Pillai',
  'Sameer Joshi',
  'Kiran Bedi',
  'Vijay Raghavan',
  'Nisha Chawla',
  'Arvind Rao',
  'Swati Deshmukh',
];
const PARTNERS = ['BuildMart Partners', 'Sahyog Sales', 'Infra Link Associates'];
const CHUNK = 500;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '.');

/**
 * The parties' details the base seed leaves out: buyer identifiers, contacts, addresses and refund
 * accounts; seller types, TDS and early-payment accounts, contacts; warehouse source codes and
 * contacts; seller–transporter links; and the simulated GSTIN register (every buyer number ≡ 5 mod
 * 17 cancelled, ≡ 7 mod 23 suspended; seller number ≡ 3 mod 10 suspended). Its own random stream,
 * in order of the parties' codes, so it is deterministic and leaves the other seeds' data alone.
 */
export async function seedPartyDetails(db: Db, seedValue = 2026, asOf: Date = new Date()): Promise<void> {
  const rng = new Rng(seedValue + 7);
  await db.transaction(async (tx) => {
    // Buyer identifiers from the buyer number, one statement.
    await tx.execute(sql`
      UPDATE buyers SET
        books_buyer_id = 'ZB-' || substring(code from 4),
        crm_buyer_id = 'CRM-' || substring(code from 4),
        crm_buyer_contact_id = 'CRMC-' || substring(code from 4),
        allied_code = CASE WHEN substring(code from 4)::int % 4 = 0 THEN 'AL' || substring(code from 6) END,
        sales_partner = CASE substring(code from 4)::int % 5
          WHEN 1 THEN ${PARTNERS[0]} WHEN 2 THEN ${PARTNERS[1]} WHEN 3 THEN ${PARTNERS[2]} END,
        sales_partner_key = CASE substring(code from 4)::int % 5
          WHEN 1 THEN 'SP-001' WHEN 2 THEN 'SP-002' WHEN 3 THEN 'SP-003' END,
        msme_number = CASE WHEN is_msme THEN 'UDYAM-' || CASE state_code WHEN '27' THEN 'MH' WHEN '24' THEN 'GJ' ELSE 'KA' END
          || '-' || lpad((substring(code from 4)::int % 40)::text, 2, '0') || '-' || lpad(substring(code from 4), 7, '0') END,
        bank_account_name = name,
        bank_account_number = lpad(((substring(code from 4)::bigint * 7919 + 104729) % 1000000000000)::text, 12, '0'),
        bank_ifsc = (ARRAY['HDFC','ICIC','SBIN','UTIB'])[substring(code from 4)::int % 4 + 1] || '0' || lpad((substring(code from 4)::int * 37 % 1000000)::text, 6, '0'),
        bank_name = (ARRAY['HDFC Bank','ICICI Bank','State Bank of India','Axis Bank'])[substring(code from 4)::int % 4 + 1]
      WHERE code LIKE 'BUY0%'`);
    await tx.execute(sql`
      UPDATE sellers SET
        seller_type = CASE WHEN substring(code from 4)::int % 5 = 0 THEN 'DIRECT' ELSE 'INDIRECT' END,
        address_book_id = 'AB-' || substring(code from 4),
        tds_tax_name = CASE WHEN substring(code from 4)::int % 2 = 0 THEN 'TDS 194Q' ELSE 'TDS 194C' END,
        tds_tax_id = 'TDS-' || substring(code from 4),
        bank_account_name = name,
        bank_account_number = lpad(((substring(code from 4)::bigint * 15485863 + 1299709) % 100000000000000)::text, 14, '0'),
        bank_name = CASE substring(bank_ifsc from 1 for 4) WHEN 'HDFC' THEN 'HDFC Bank' WHEN 'ICIC' THEN 'ICICI Bank'
          WHEN 'SBIN' THEN 'State Bank of India' WHEN 'UTIB' THEN 'Axis Bank' ELSE 'Kotak Mahindra Bank' END,
        bank_branch = city
      WHERE code LIKE 'SEL0%'`);

    const buyerRows = await tx.select().from(buyers).orderBy(asc(buyers.code));
    const contacts = buyerRows.flatMap((b) => {
      const second = rng.pick(PEOPLE);
      return [
        {
          buyerId: b.id,
          name: b.contactName ?? second,
          email: b.email,
          phoneNumber: b.phone ?? makeMobile(rng),
          designation: 'Director',
          roles: ['OWNER_PROMOTER'],
          channels: ['SMS', 'EMAIL', 'WHATSAPP'],
          communicationPreferences: ['email', 'whatsapp'],
          isPrimary: true,
        },
        {
          buyerId: b.id,
          name: second,
          email: `${slug(second)}@${(b.email ?? 'buyer.example.in').split('@')[1] ?? 'buyer.example.in'}`,
          phoneNumber: makeMobile(rng),
          designation: rng.pick(['Accounts Head', 'Purchase Manager', 'Site Engineer']),
          roles: [rng.pick(['FINANCE', 'PROCUREMENT', 'SITE_COORDINATOR'] as const)],
          channels: ['SMS', 'EMAIL'],
          communicationPreferences: ['sms'],
          isPrimary: false,
        },
      ];
    });
    await insertChunked(contacts, (c) => tx.insert(buyerContacts).values(c));

    const addresses = buyerRows.flatMap((b, i) => {
      const billing = {
        buyerId: b.id,
        addressType: 'BILLING',
        companyName: b.name,
        addressLine1: b.addressLine1,
        addressLine2: b.addressLine2,
        cityName: b.city,
        stateCode: b.stateCode,
        stateName: b.state,
        postalCode: b.pinCode,
        regionName: b.region,
        gstNum: b.gstin,
        emailId: b.email,
        phoneNumber: b.phone,
        externalAddressId: `ZA-${b.code}-B`,
      };
      // Every third buyer also ships to a site in another state, under its GSTIN there.
      const place =
        i % 3 === 0
          ? rng.pick(PLACES.filter((p) => p.gstStateCode !== b.stateCode))
          : PLACES.find((p) => p.city === b.city);
      const site = place ?? rng.pick(PLACES);
      const shipping = {
        ...billing,
        addressType: 'SHIPPING',
        companyName: null,
        firstName: rng.pick(PEOPLE).split(' ')[0] ?? null,
        lastName: 'Site',
        addressLine1: `Site ${rng.int(1, 90)}, ${rng.pick(['Sector 12', 'Phase 3', 'Ring Road', 'Bypass Road'])}`,
        addressLine2: null,
        cityName: site.city,
        stateCode: site.gstStateCode,
        stateName: site.state,
        postalCode: makePin(rng, site),
        regionName: site.region,
        gstNum: site.gstStateCode === b.stateCode ? b.gstin : makeGstin(site.gstStateCode, b.pan, 2),
        externalAddressId: `ZA-${b.code}-S`,
      };
      return [billing, shipping];
    });
    await insertChunked(addresses, (c) => tx.insert(buyerAddresses).values(c));

    const sellerRows = await tx.select().from(sellers).orderBy(asc(sellers.code));
    const [demoSellerUser] = await tx
      .select({
        id: users.id,
        name: users.displayName,
        email: users.email,
        phone: users.phone,
        sellerId: users.sellerId,
      })
      .from(users)
      .where(eq(users.username, 'seller'));
    const sContacts = sellerRows.flatMap((s) => {
      const rows: (typeof sellerContacts.$inferInsert)[] = [
        { sellerId: s.id, name: s.contactName ?? rng.pick(PEOPLE), email: s.email, phoneNumber: s.phone },
      ];
      if (demoSellerUser?.sellerId === s.id)
        rows.push({
          sellerId: s.id,
          userId: demoSellerUser.id,
          name: demoSellerUser.name,
          email: demoSellerUser.email,
          phoneNumber: demoSellerUser.phone,
        });
      return rows;
    });
    await insertChunked(sContacts, (c) => tx.insert(sellerContacts).values(c));

    const sellerCode = new Map(sellerRows.map((s) => [s.id, s.code]));
    const warehouseRows = (await tx.select().from(warehouses)).sort((a, b) =>
      `${sellerCode.get(a.sellerId)}|${a.gstin}|${a.name}|${a.pinCode}`.localeCompare(
        `${sellerCode.get(b.sellerId)}|${b.gstin}|${b.name}|${b.pinCode}`,
      ),
    );
    // One statement for every warehouse: a VALUES list of (id, source code, type, region).
    const details = warehouseRows.map((w, i) => {
      const type = i % 4 === 3 ? 'YARD' : i % 7 === 6 ? 'PLANT' : 'WAREHOUSE';
      const region = PLACES.find((p) => p.city === w.city)?.region ?? null;
      return sql`(${w.id}::uuid, ${`SRC${String(i + 1).padStart(5, '0')}`}, ${type}, ${region}::text)`;
    });
    for (let i = 0; i < details.length; i += CHUNK)
      await tx.execute(sql`
        UPDATE warehouses w SET source_code = d.code, warehouse_type = d.type, region = d.region,
          state_code = substring(w.gstin from 1 for 2)
        FROM (VALUES ${sql.join(details.slice(i, i + CHUNK), sql`, `)}) AS d(id, code, type, region)
        WHERE w.id = d.id`);
    const wContacts = warehouseRows.map((w) => {
      const person = rng.pick(PEOPLE);
      return {
        warehouseId: w.id,
        name: person,
        email: `${slug(person)}@warehouse.example.in`,
        phoneNumber: makeMobile(rng),
        designation: 'Warehouse Manager',
      };
    });
    await insertChunked(wContacts, (c) => tx.insert(warehouseContacts).values(c));

    const transporterRows = await tx
      .select()
      .from(transporters)
      .orderBy(asc(transporters.name), asc(transporters.gstin));
    if (transporterRows.length > 0) {
      const links = sellerRows.flatMap((s, i) => {
        const n = Math.min(transporterRows.length, 1 + (i % 3));
        return Array.from({ length: n }, (_, k) => transporterRows[(i + k * 5) % transporterRows.length]).map(
          (t) => ({ sellerId: s.id, transporterId: t?.id ?? '' }),
        );
      });
      const unique = [...new Map(links.map((l) => [`${l.sellerId}|${l.transporterId}`, l])).values()];
      await insertChunked(unique, (c) => tx.insert(sellerTransporters).values(c));
    }

    // The simulated register: every party's GSTIN, with the documented cancellations and suspensions.
    await tx.execute(sql`
      INSERT INTO gst_sim_gstins (gstin, status, cancelled_on, legal_name)
      SELECT gstin,
        CASE WHEN n % 17 = 5 THEN 'CANCELLED' WHEN n % 23 = 7 THEN 'SUSPENDED' ELSE 'ACTIVE' END,
        CASE WHEN n % 17 = 5 THEN ${istDateOf(asOf)}::date - 233 + (n % 150) END,
        name
      FROM (SELECT gstin, name, substring(code from 4)::int AS n FROM buyers WHERE code LIKE 'BUY0%') b
      ON CONFLICT (gstin) DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO gst_sim_gstins (gstin, status, cancelled_on, legal_name)
      SELECT gstin, CASE WHEN substring(code from 4)::int % 10 = 3 THEN 'SUSPENDED' ELSE 'ACTIVE' END, NULL::date,
        name
      FROM sellers WHERE code LIKE 'SEL0%'
      UNION ALL SELECT w.gstin, 'ACTIVE', NULL, s.name
        FROM warehouses w JOIN sellers s ON s.id = w.seller_id
      UNION ALL SELECT gstin, 'ACTIVE', NULL, name FROM transporters WHERE id_kind = 'GSTIN'
      UNION ALL SELECT a.gst_num, 'ACTIVE', NULL, b.name
        FROM buyer_addresses a JOIN buyers b ON b.id = a.buyer_id WHERE a.gst_num IS NOT NULL
      ON CONFLICT (gstin) DO NOTHING`);
  });
}
