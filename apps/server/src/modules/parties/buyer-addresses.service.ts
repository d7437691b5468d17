import type {
  AddressInput,
  BillingAddress,
  BuyerAddressList,
  UpsertAddresses,
  UpsertBillingAddress,
} from '@dom/contract';
import { gstStateName, gstinPan } from '@dom/domain';
import { type SQL, and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { buyers } from './parties.schema';
import { AppError, badRequest } from '../../platform/errors';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from './buyer-contacts.service';
import { presentAddress, presentBillingAddress } from './buyer.present';
import { buyerScope, findBuyer, tenDigitPhone } from './buyers.repo';
import { buyerAddresses } from './parties.schema';

type AddressRow = typeof buyerAddresses.$inferSelect;

const columns = (a: AddressInput) => ({
  addressType: a.addressType,
  firstName: a.firstName ?? null,
  lastName: a.lastName ?? null,
  companyName: a.companyName ?? null,
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2 ?? null,
  cityName: a.cityName,
  stateCode: a.stateCode,
  stateName: gstStateName(a.stateCode) ?? a.stateCode,
  countryCode: 'IN',
  countryName: 'India',
  postalCode: a.postalCode,
  regionName: a.regionName ?? null,
  gstNum: a.gstNum ?? null,
  emailId: a.emailId ?? null,
  phoneNumber: a.phoneNumber ? tenDigitPhone(a.phoneNumber) : null,
  externalAddressId: a.externalAddressId ?? null,
  updatedAt: new Date(),
});

export async function listAddresses(
  db: Db,
  scope: OwnerScope,
  q: { buyerId: string; addressId?: string | undefined; addressType?: 'SHIPPING' | 'BILLING' | undefined },
): Promise<BuyerAddressList> {
  foundInScope(await findBuyer(db, scope, q.buyerId), 'Buyer');
  const parts: SQL[] = [eq(buyerAddresses.buyerId, q.buyerId)];
  if (q.addressId) parts.push(eq(buyerAddresses.id, q.addressId));
  if (q.addressType) parts.push(eq(buyerAddresses.addressType, q.addressType));
  const rows = await db
    .select()
    .from(buyerAddresses)
    .where(and(...parts))
    .orderBy(asc(buyerAddresses.addressType), asc(buyerAddresses.createdAt), asc(buyerAddresses.id));
  if (q.addressId && rows.length === 0) throw new AppError('NOT_FOUND', 'Address not found');
  return { addresses: rows.map(presentAddress) };
}

/** Addresses registered under a GSTIN, among the buyers the caller may see. */
export async function addressesByGst(db: Db, scope: OwnerScope, gstin: string) {
  const rows = await db
    .select({ a: buyerAddresses, buyerName: buyers.name })
    .from(buyerAddresses)
    .innerJoin(buyers, eq(buyers.id, buyerAddresses.buyerId))
    .where(and(eq(buyerAddresses.gstNum, gstin), buyerScope(scope)))
    .orderBy(asc(buyers.name), asc(buyerAddresses.id))
    .limit(200);
  return { addresses: rows.map((r) => ({ ...presentAddress(r.a), buyerName: r.buyerName })) };
}

/**
 * Writes addresses in one transaction under the buyer's row lock: all or none. Beyond the contract's
 * checks (state = GSTIN state = PIN state), an address GSTIN must be one of the buyer's own PAN, and
 * a given id must be one of this buyer's addresses.
 */
async function writeAddresses(
  tx: Tx,
  scope: OwnerScope,
  buyerId: string,
  inputs: readonly AddressInput[],
  actor: Actor,
  field: (i: number) => string,
  // The billing variant names its fields differently; errors name the field the caller sent.
  names: { gstNum: string; addressId: string } = { gstNum: 'gstNum', addressId: 'addressId' },
): Promise<AddressRow[]> {
  const { buyer } = foundInScope(await findBuyer(tx, scope, buyerId, { forUpdate: true }), 'Buyer');
  const existing = await tx.select().from(buyerAddresses).where(eq(buyerAddresses.buyerId, buyerId));
  const problems = inputs.flatMap((a, i) => {
    const out: { field: string; message: string }[] = [];
    if (a.gstNum && gstinPan(a.gstNum) !== buyer.pan)
      out.push({ field: `${field(i)}.${names.gstNum}`, message: "The GSTIN is not of this buyer's PAN" });
    if (a.addressId && !existing.some((e) => e.id === a.addressId))
      out.push({ field: `${field(i)}.${names.addressId}`, message: 'No such address of this buyer' });
    return out;
  });
  if (problems.length > 0) throw badRequest(problems);
  const written: AddressRow[] = [];
  for (const a of inputs) {
    const target =
      existing.find((e) => e.id === a.addressId) ??
      (a.externalAddressId ? existing.find((e) => e.externalAddressId === a.externalAddressId) : undefined);
    const [row] = target
      ? await tx.update(buyerAddresses).set(columns(a)).where(eq(buyerAddresses.id, target.id)).returning()
      : await tx
          .insert(buyerAddresses)
          .values({ buyerId, ...columns(a) })
          .returning();
    if (!row) throw new AppError('INTERNAL', 'The address was not saved');
    if (!target) existing.push(row);
    written.push(row);
    await recordAudit(tx, {
      ...actor,
      action: target ? 'buyer.address.update' : 'buyer.address.create',
      entityType: 'buyer',
      entityId: buyerId,
      before: target ? presentAddress(target) : null,
      after: presentAddress(row),
    });
  }
  return written;
}

export async function upsertAddresses(
  tx: Tx,
  scope: OwnerScope,
  body: UpsertAddresses,
  actor: Actor,
): Promise<BuyerAddressList> {
  const rows = await writeAddresses(tx, scope, body.buyerId, body.addresses, actor, (i) => `addresses.${i}`);
  return { addresses: rows.map(presentAddress) };
}

/** The billing variant: the books system's field names onto a BILLING address. */
export async function upsertBillingAddress(
  tx: Tx,
  scope: OwnerScope,
  body: UpsertBillingAddress,
  actor: Actor,
): Promise<BillingAddress> {
  const b = body.address;
  const secondLine = [b.billingStreet1, b.billingStreet2].filter((s): s is string => !!s).join(', ');
  const input: AddressInput = {
    addressType: 'BILLING',
    companyName: b.companyName,
    addressLine1: b.billingStreet,
    addressLine2: secondLine || null,
    cityName: b.billingCity,
    stateCode: b.billingStateCode,
    countryCode: 'IN',
    postalCode: b.billingCode,
    gstNum: b.gstNumber ?? null,
    ...(b.addressId ? { addressId: b.addressId } : {}),
  };
  const [row] = await writeAddresses(tx, scope, body.buyerId, [input], actor, () => 'address', {
    gstNum: 'gstNumber',
    addressId: 'addressId',
  });
  if (!row) throw new AppError('INTERNAL', 'The address was not saved');
  return presentBillingAddress(row);
}
