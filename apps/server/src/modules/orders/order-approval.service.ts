import type { OrderActionResult, OrderApproval } from '@dom/contract';
import { APPROVAL_CONFIRMATIONS } from '@dom/contract';
import { ORDER_TRANSITIONS, type OrderStatus, formatInrWithSymbol } from '@dom/domain';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { files } from '../../platform/db/schema/index';
import { AppError, type FieldError, badRequest } from '../../platform/errors';
import { enqueueOutbox } from '../../platform/outbox';
import { type OwnerScope, foundInScope } from '../identity/scope';
import { findOrder, setOrderStatus } from './orders.repo';
import { buyerCreditAccounts, orderDocuments } from './orders.schema';

export interface Actor {
  actorId: string | null;
  actingAsId: string | null;
  requestId: string;
}

/** Below this gross margin an approval needs a reason and comments (margin validation). */
export const MIN_MARGIN_BP = 0;

export function shortfallMessage(total: bigint, available: bigint): string {
  return (
    `Insufficient balance: the order total ${formatInrWithSymbol(total)} exceeds the buyer's available ` +
    `credit ${formatInrWithSymbol(available)} by ${formatInrWithSymbol(total - available)}.`
  );
}

function confirmationErrors(body: OrderApproval): FieldError[] {
  const errors: FieldError[] = [];
  if (!body.sellerPriceMarginAccurate)
    errors.push({
      field: 'sellerPriceMarginAccurate',
      message: `Confirm that ${APPROVAL_CONFIRMATIONS.sellerPriceMarginAccurate}`,
    });
  if (!body.thresholdAdded)
    errors.push({
      field: 'thresholdAdded',
      message: `Confirm that ${APPROVAL_CONFIRMATIONS.thresholdAdded}`,
    });
  return errors;
}

/**
 * ORDERED → ORDER_APPROVED: the two confirmations, margin and payment-terms checks, then the
 * buyer's available credit is reserved for a credit order — one transaction, the order row locked.
 */
export async function approveOrder(
  db: Db,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  body: OrderApproval,
  actor: Actor,
): Promise<OrderActionResult> {
  const confirmations = confirmationErrors(body);
  if (confirmations.length > 0) throw badRequest(confirmations);
  return db.transaction(async (tx) => {
    const order = foundInScope(await findOrder(tx, scope, body.orderKey, { forUpdate: true }), 'Order');
    const to = ORDER_TRANSITIONS.getTarget(order.status as OrderStatus, 'approve', permissions);
    const fields: FieldError[] = [];
    if (body.checkMarginValidation && order.grossMarginBp < MIN_MARGIN_BP) {
      const margin = `Gross margin is ${order.grossMarginBp / 100}%`;
      if (!body.reason?.trim()) fields.push({ field: 'reason', message: `${margin}: give a reason` });
      if (!body.comments?.trim()) fields.push({ field: 'comments', message: `${margin}: add comments` });
    }
    const onCredit = order.creditDays > 0;
    if (body.checkPaymentTerms && onCredit && !body.paymentTermsApprovalComments?.trim()) {
      fields.push({
        field: 'paymentTermsApprovalComments',
        message: `Payment terms are ${order.paymentTerms} with ${order.creditDays} credit days: add approval comments`,
      });
    }
    if (fields.length > 0) throw badRequest(fields);

    if (onCredit) {
      const [account] = await tx
        .select()
        .from(buyerCreditAccounts)
        .where(eq(buyerCreditAccounts.buyerId, order.buyerId))
        .for('update');
      const available = account ? account.limitPaise - account.utilisedPaise : 0n;
      if (order.totalPaise > available)
        throw new AppError(
          'INSUFFICIENT_CREDIT',
          shortfallMessage(order.totalPaise, available),
          {
            availablePaise: available.toString(),
            shortfallPaise: (order.totalPaise - available).toString(),
          },
          409,
        );
      await tx
        .update(buyerCreditAccounts)
        .set({
          utilisedPaise: sql`${buyerCreditAccounts.utilisedPaise} + ${order.totalPaise}`,
          updatedAt: new Date(),
        })
        .where(eq(buyerCreditAccounts.buyerId, order.buyerId));
    }
    if (body.fileUploadRequest) {
      const [file] = await tx.select().from(files).where(eq(files.id, body.fileUploadRequest));
      if (!file) throw badRequest([{ field: 'fileUploadRequest', message: 'No such uploaded file' }]);
      await tx.insert(orderDocuments).values({
        orderId: order.id,
        documentType: 'OTHERS',
        fileId: file.id,
        fileName: file.name,
        uploadedBy: actor.actorId,
      });
    }
    await setOrderStatus(tx, order.id, to, order.version);
    const after = {
      status: to,
      reason: body.reason,
      comments: body.comments,
      paymentTermsApprovalComments: body.paymentTermsApprovalComments,
    };
    await recordAudit(tx, {
      ...actor,
      action: 'order.approve',
      entityType: 'order',
      entityId: order.orderKey,
      before: { status: order.status },
      after,
    });
    await enqueueOutbox(tx, 'order.approved', { orderKey: order.orderKey });
    return { orderKey: order.orderKey, orderStatus: to, version: order.version + 1 };
  });
}
