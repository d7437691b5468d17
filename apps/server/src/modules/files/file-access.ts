import type { Permission } from '@dom/domain';
import type { FileOwnerType } from '@dom/contract';
import { FILE_NOT_AVAILABLE_MESSAGE } from '@dom/contract';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { FORBIDDEN_MESSAGE } from '../../platform/http/access';
import { findConsignment } from '../consignments';
import type { Caller } from '../../platform/caller';
import { findOrder } from '../orders';
import { findSeller } from '../parties';

/** The view permission each owner type needs (a seller's own portal user needs none for its files). */
export const OWNER_VIEW_PERMISSION: Readonly<Record<FileOwnerType, Permission>> = {
  order: 'Adm_Order_View',
  consignment: 'Ful_Consignment_View',
  seller: 'Display_Seller_Documents_Tab',
  rfq: 'Display_Rfq_Enquiries_Tab',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const fileNotAvailable = (): AppError => new AppError('NOT_FOUND', FILE_NOT_AVAILABLE_MESSAGE);

const isOwnerType = (t: string | null): t is FileOwnerType =>
  t !== null && Object.prototype.hasOwnProperty.call(OWNER_VIEW_PERMISSION, t);

/** A seller's portal user sees its own seller's files without the staff tab permission. */
const isSellerUser = (caller: Caller) => caller.scope.sellerId !== undefined;

/** 403 when the caller's role may not view this owner type at all (before anything is looked up). */
export function assertOwnerPermission(caller: Caller, ownerType: FileOwnerType): void {
  if (ownerType === 'seller' && isSellerUser(caller)) return;
  if (!caller.permissions.has(OWNER_VIEW_PERMISSION[ownerType]))
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
}

/**
 * A file is handed out only when the caller can see its owner, looked up with the caller's scope
 * exactly as the owner's own screens do (ARCHITECTURE rule 4); another owner's file answers 404.
 * Files of no known owner (imports, exports) are not handed out through these calls.
 */
export async function assertCanSeeOwner(
  db: Db,
  caller: Caller,
  file: { ownerType: string | null; ownerId: string | null },
): Promise<FileOwnerType> {
  const { ownerType, ownerId } = file;
  // An RFQ's attachments are handed out only through the RFQ's own calls (its scope check).
  if (!isOwnerType(ownerType) || !ownerId || ownerType === 'rfq') throw fileNotAvailable();
  assertOwnerPermission(caller, ownerType);
  const visible =
    ownerType === 'order'
      ? await findOrder(db, caller.scope, ownerId)
      : ownerType === 'consignment'
        ? await findConsignment(db, caller.scope, ownerId)
        : UUID.test(ownerId)
          ? await findSeller(db, caller.scope, ownerId)
          : undefined;
  if (!visible) throw fileNotAvailable();
  return ownerType;
}
