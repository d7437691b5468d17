import type { BuyerPoDetails, BuyerPoDetailsResult } from '@dom/contract';
import { canRecordBuyerPo } from '@dom/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files.service';
import type { OrderShipmentsPort } from './order-ports';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from './order-approval.service';
import { findOrder } from './orders.repo';
import { orders } from './orders.schema';

/**
 * POST /s3/create-update-BuyerPoDetails: records or replaces the buyer's PO number (and date, and
 * PO file) on the order until it is dispatched (`canRecordBuyerPo`). The file must be one uploaded
 * to this very order. Open consignments carry the PO number too, so they follow it.
 */
export async function recordBuyerPo(
  tx: Tx,
  files: FilesService,
  scope: OwnerScope,
  body: BuyerPoDetails,
  actor: Actor,
  shipments: OrderShipmentsPort,
): Promise<BuyerPoDetailsResult> {
  // Read in the request's transaction: PGlite serves one connection.
  const file = body.fileId ? await files.find(body.fileId, tx) : null;
  const order = foundInScope(await findOrder(tx, scope, body.orderKey, { forUpdate: true }), 'Order');
  const rule = canRecordBuyerPo(order.status, await shipments.statusesOf(tx, order.id));
  if (!rule.ok) throw new AppError('TRANSITION_NOT_ALLOWED', rule.reason);
  if (body.fileId && (file?.ownerType !== 'order' || file.ownerId !== order.orderKey))
    throw badRequest([{ field: 'fileId', message: 'Not a file uploaded to this order' }]);
  const after = {
    buyerPoNumber: body.buyerPoNumber,
    buyerPoDate: body.buyerPoDate ?? order.buyerPoDate,
    buyerPoFileId: body.fileId ?? order.buyerPoFileId,
  };
  await tx
    .update(orders)
    .set({ ...after, version: order.version + 1, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await shipments.followBuyerPo(tx, order.id, body.buyerPoNumber);
  await recordAudit(tx, {
    ...actor,
    action: 'order.buyer-po',
    entityType: 'order',
    entityId: order.orderKey,
    before: {
      buyerPoNumber: order.buyerPoNumber,
      buyerPoDate: order.buyerPoDate,
      buyerPoFileId: order.buyerPoFileId,
    },
    after,
  });
  const result = { orderKey: order.orderKey, ...after, version: order.version + 1 };
  return {
    ...result,
    buyerPoFileUrl: result.buyerPoFileId
      ? await files.downloadUrl(result.buyerPoFileId, undefined, tx).catch(() => null)
      : null,
  };
}
