import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import type { FieldError } from '../../platform/errors';
import { buyerAddresses } from '../parties';
import type { StoredAddress } from './orders.schema';

export type BookAddressRow = typeof buyerAddresses.$inferSelect;
export type AddressType = 'BILLING' | 'SHIPPING';

export const storedOf = (a: BookAddressRow): StoredAddress => ({
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2,
  cityName: a.cityName,
  stateName: a.stateName,
  stateCode: a.stateCode,
  postalCode: a.postalCode,
  gstNum: a.gstNum,
});

/** A buyer's address book, billing entries first. */
export async function listBookAddresses(db: DbOrTx, buyerId: string): Promise<BookAddressRow[]> {
  return db
    .select()
    .from(buyerAddresses)
    .where(eq(buyerAddresses.buyerId, buyerId))
    .orderBy(asc(buyerAddresses.addressType), asc(buyerAddresses.createdAt), asc(buyerAddresses.id));
}

/**
 * The chosen book entry as an order address: it must belong to the buyer and be of the type asked
 * for, else a field error on `field` (and undefined).
 */
export async function bookAddress(
  db: DbOrTx,
  buyerId: string,
  id: string,
  type: AddressType,
  field: string,
  fields: FieldError[],
): Promise<StoredAddress | undefined> {
  const [row] = await db
    .select()
    .from(buyerAddresses)
    .where(and(eq(buyerAddresses.id, id), eq(buyerAddresses.buyerId, buyerId)));
  if (!row) fields.push({ field, message: "Choose an address of the order's buyer" });
  else if (row.addressType !== type)
    fields.push({ field, message: `Choose a ${type.toLowerCase()} address` });
  else return storedOf(row);
  return undefined;
}
