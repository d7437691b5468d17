import type { BuyerContactDetails, BuyerContactDetailsQuery } from '@dom/contract';
import { POD_CONTACT_DEPARTMENT } from '@dom/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { buyers } from '../parties';
import { AppError, badRequest } from '../../platform/errors';
import { foundInScope } from '../identity';
import { presentContact } from '../parties';
import { buyerContacts } from '../parties';
import type { Caller } from './consignment-transition';
import { consignmentScope, findConsignment } from './consignments.repo';
import { consignments } from './consignments.schema';

const isSiteCoordinator = (c: { roles: string[]; department: string | null }) =>
  c.roles.includes('SITE_COORDINATOR') ||
  c.department?.trim().toLowerCase() === POD_CONTACT_DEPARTMENT.toLowerCase();

/**
 * GET /zoho/buyer-contact-details: the buyer's contacts, for the proof-of-delivery notification
 * and the site co-ordinator. Scoped like the consignment: by key, a consignment the caller sees
 * (404 otherwise); by buyer, a buyer one of whose consignments the caller sees (404 otherwise) —
 * so a seller reaches only the buyers it ships to.
 */
export async function buyerContactDetails(
  db: Db,
  caller: Caller,
  query: BuyerContactDetailsQuery,
): Promise<BuyerContactDetails> {
  let buyerId = query.buyerId;
  let consignmentKey: string | null = null;
  if (query.consignmentKey) {
    const row = foundInScope(await findConsignment(db, caller.scope, query.consignmentKey), 'Consignment');
    if (buyerId && buyerId !== row.buyerId)
      throw badRequest([{ field: 'buyerId', message: 'The buyer is not the consignment’s buyer' }]);
    buyerId = row.buyerId;
    consignmentKey = row.consignmentKey;
  } else if (buyerId) {
    const [seen] = await db
      .select({ id: consignments.id })
      .from(consignments)
      .where(and(eq(consignments.buyerId, buyerId), consignmentScope(caller.scope)))
      .limit(1);
    if (!seen) throw new AppError('NOT_FOUND', 'Buyer not found');
  }
  if (!buyerId)
    throw badRequest([{ field: 'consignmentKey', message: 'Give the consignment key or the buyer id' }]);
  const [buyer] = await db.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, buyerId));
  if (!buyer) throw new AppError('NOT_FOUND', 'Buyer not found');
  const rows = await db
    .select()
    .from(buyerContacts)
    .where(eq(buyerContacts.buyerId, buyerId))
    .orderBy(desc(buyerContacts.isPrimary), asc(buyerContacts.createdAt), asc(buyerContacts.id));
  const contacts = rows.map(presentContact);
  const coordinators = contacts.filter(isSiteCoordinator);
  return {
    buyerId,
    buyerName: buyer.name,
    consignmentKey,
    contacts,
    podContacts: coordinators.length > 0 ? coordinators : contacts.filter((c) => c.isPrimary),
  };
}
