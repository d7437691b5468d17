import type { OrderActionResult, OrderApproval } from '@dom/contract';
import { APPROVAL_CONFIRMATIONS } from '@dom/contract';
import { formatInrWithSymbol } from '@dom/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Caller } from '../../platform/caller';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { files } from '../../platform/db/schema/index';
import { AppError, type FieldError, badRequest } from '../../platform/errors';
import { applyMove, assertMove } from '../../platform/moves';
import { enqueueOutbox } from '../../platform/outbox';
import { foundInScope } from '../identity';
import { ORDER_MACHINE } from './order-machine';
import { findOrder } from './orders.repo';
import type { OrderRow } from './order-search.repo';
import { orderDocuments } from './orders.schema';
import type { BuyerCreditPort } from './order-ports';

export interface Actor {
  actorId: string | null;
  actingAsId: string | null;
  requestId: string;
}

/** The approval rules the deployment sets (config `ORDER_MIN_MARGIN_PERCENT`). */
export interface ApprovalRules {
  /** Below this gross margin (basis points) an approval needs a reason and comments. */
  minMarginBp: number;
}

export const DEFAULT_APPROVAL_RULES: ApprovalRules = { minMarginBp: 200 };

/**
 * What approving this order will ask for. The server decides from the order alone: the request's
 * checkMarginValidation and checkPaymentTerms flags cannot switch a check off.
 */
export function approvalNeeds(
  order: Pick<OrderRow, 'grossMarginBp' | 'creditDays'>,
  rules: ApprovalRules,
): { minMarginPercent: number; needsReason: boolean; needsPaymentTermsComments: boolean } {
  return {
    minMarginPercent: rules.minMarginBp / 100,
    needsReason: order.grossMarginBp < rules.minMarginBp,
    needsPaymentTermsComments: order.creditDays > 0,
  };
}

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
 * ORDERED → ORDER_APPROVED: the two confirmations, margin (against the configured threshold) and
 * payment-terms checks always, then the
 * buyer's available credit is reserved for a credit order — one transaction, the order row locked.
 */
export async function approveOrder(
  tx: Tx,
  caller: Caller,
  body: OrderApproval,
  credit: BuyerCreditPort,
  rules: ApprovalRules = DEFAULT_APPROVAL_RULES,
): Promise<OrderActionResult> {
  const confirmations = confirmationErrors(body);
  if (confirmations.length > 0) throw badRequest(confirmations);
  const { actor } = caller;
  const order = foundInScope(await findOrder(tx, caller.scope, body.orderKey, { forUpdate: true }), 'Order');
  // The table first (409 / 403), before the checks of the request's data.
  assertMove(ORDER_MACHINE, order.status, 'approve', caller);
  const fields: FieldError[] = [];
  const required = approvalNeeds(order, rules);
  if (required.needsReason) {
    const margin = `Gross margin is ${order.grossMarginBp / 100}%, below ${required.minMarginPercent}%`;
    if (!body.reason?.trim()) fields.push({ field: 'reason', message: `${margin}: give a reason` });
    if (!body.comments?.trim()) fields.push({ field: 'comments', message: `${margin}: add comments` });
  }
  const onCredit = required.needsPaymentTermsComments;
  if (onCredit && !body.paymentTermsApprovalComments?.trim()) {
    fields.push({
      field: 'paymentTermsApprovalComments',
      message: `Payment terms are ${order.paymentTerms} with ${order.creditDays} credit days: add approval comments`,
    });
  }
  if (fields.length > 0) throw badRequest(fields);

  if (onCredit) {
    const available = await credit.lockAvailable(tx, order.buyerId);
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
    await credit.reserve(tx, order.buyerId, order.totalPaise);
  }
  if (body.fileUploadRequest) await attachApprovalFile(tx, order, body.fileUploadRequest, actor);
  const approved = await applyMove(tx, ORDER_MACHINE, {
    key: order.orderKey,
    action: 'approve',
    caller,
    detail: {
      reason: body.reason,
      comments: body.comments,
      paymentTermsApprovalComments: body.paymentTermsApprovalComments,
    },
  });
  // Kept beside the runner's order.status-changed: what listens to approvals listens here.
  await enqueueOutbox(tx, 'order.approved', { orderKey: order.orderKey });
  return { orderKey: order.orderKey, orderStatus: approved.status, version: approved.version };
}

/**
 * The approval evidence must be a live file uploaded for this very order (owner `order`, the order
 * key): another order's or another area's file is refused. The dialog uploads it through
 * `/sales-order/upload-file`, which already made it an order document; only a file not yet listed
 * becomes one here (type OTHERS).
 */
async function attachApprovalFile(tx: DbOrTx, order: OrderRow, fileId: string, actor: Actor): Promise<void> {
  const [file] = await tx
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), isNull(files.deletedAt)));
  if (!file) throw new AppError('NOT_FOUND', 'Approval file not found');
  if (file.ownerType !== 'order' || file.ownerId !== order.orderKey)
    throw badRequest([{ field: 'fileUploadRequest', message: 'The file was not uploaded for this order' }]);
  const [listed] = await tx
    .select({ id: orderDocuments.id })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.fileId, file.id)));
  if (listed) return;
  await tx.insert(orderDocuments).values({
    orderId: order.id,
    documentType: 'OTHERS',
    fileId: file.id,
    fileName: file.name,
    uploadedBy: actor.actorId,
  });
}
