import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { buyerAddresses, buyerContacts, buyers } from './parties.schema';

/** An address as another area collects it (the enquiry wizard), its state already resolved. */
export interface NewBuyerAddress {
  companyName?: string | null | undefined;
  addressLine1: string;
  addressLine2?: string | null | undefined;
  cityName: string;
  pinCode: string;
  gstNumber?: string | null | undefined;
  /** Ten digits. */
  phoneNumber?: string | null | undefined;
  stateCode: string;
  stateName: string;
}

export type BuyerAddressRow = typeof buyerAddresses.$inferSelect;
export type BuyerRow = typeof buyers.$inferSelect;

/** Adds a billing or shipping address to a buyer (the caller has checked the buyer is in scope). */
export async function insertBuyerAddress(
  tx: DbOrTx,
  buyerId: string,
  a: NewBuyerAddress,
  type: 'SHIPPING' | 'BILLING',
): Promise<BuyerAddressRow> {
  const [row] = await tx
    .insert(buyerAddresses)
    .values({
      buyerId,
      addressType: type,
      companyName: a.companyName ?? null,
      addressLine1: a.addressLine1,
      addressLine2: a.addressLine2 ?? null,
      cityName: a.cityName,
      stateCode: a.stateCode,
      stateName: a.stateName,
      postalCode: a.pinCode,
      gstNum: a.gstNumber ?? null,
      phoneNumber: a.phoneNumber ?? null,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The address was not saved');
  return row;
}

/**
 * A buyer not yet on board, raised by another area (doc 3 §5 `buyerRFQ/draftBuyer`): the buyer row
 * (UNVERIFIED), its primary contact and its address as both billing and shipping address, in the
 * caller's transaction. The caller validates and audits.
 */
export async function insertDraftBuyer(
  tx: DbOrTx,
  buyer: Omit<typeof buyers.$inferInsert, 'onboardingStatus'>,
  contact: { name: string; email: string | null; phoneNumber: string },
  address: NewBuyerAddress,
): Promise<{ buyer: BuyerRow; shipping: BuyerAddressRow }> {
  const [row] = await tx
    .insert(buyers)
    .values({ ...buyer, onboardingStatus: 'UNVERIFIED' })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The buyer was not saved');
  await tx.insert(buyerContacts).values({
    buyerId: row.id,
    name: contact.name,
    email: contact.email,
    phoneNumber: contact.phoneNumber,
    roles: ['OWNER_PROMOTER'],
    channels: contact.email ? ['SMS', 'EMAIL'] : ['SMS'],
    communicationPreferences: contact.email ? ['sms', 'email'] : ['sms'],
    isPrimary: true,
  });
  await insertBuyerAddress(tx, row.id, address, 'BILLING');
  const shipping = await insertBuyerAddress(tx, row.id, address, 'SHIPPING');
  return { buyer: row, shipping };
}
