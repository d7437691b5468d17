import type { ConsignmentActionResult, SubmitPod } from '@dom/contract';
import { POD_PRIMARY_DOCUMENTS_MESSAGE, POD_PRIMARY_DOCUMENT_TYPE_MESSAGE } from '@dom/contract';
import { isPodPrimaryDocumentType, CONSIGNMENT_OPERATIONS, unitQuantityError } from '@dom/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database';
import { AppError, type FieldError, badRequest } from '../../platform/errors';
import { enqueueOutbox } from '../../platform/outbox';
import { recordAudit } from '../../platform/audit';
import { foundInScope } from '../identity';
import { completeOrderWhenFulfilled, moveLineQuantities } from '../orders';
import { type Caller, assertOperation, presentResult, transition } from './consignment-transition';
import { consignmentQuantityError, formatMilli, toMilli } from './consignment-money';
import { findConsignment, findPod, listConsignmentLines } from './consignments.repo';
import { consignmentDocuments, consignmentPods } from './consignments.schema';

/**
 * POST /shipment/handover-proof/pod: DELIVERED → COMPLETED with the proof of delivery. Every line
 * gets a condition; exactly two of the consignment's documents are the primary ones synced to the
 * books system; an issue needs its quantity and reason.
 */
export async function submitPod(
  tx: Tx,
  caller: Caller,
  body: SubmitPod,
  today: string,
): Promise<ConsignmentActionResult> {
  if (body.podDate > today)
    throw badRequest([{ field: 'podDate', message: 'Delivery date must not be in the future' }]);
  if (new Set(body.primaryDocumentIds).size !== body.primaryDocumentIds.length)
    throw badRequest([{ field: 'primaryDocumentIds', message: POD_PRIMARY_DOCUMENTS_MESSAGE }]);
  if (body.deliveryStatus === 'DELIVERED_WITH_ISSUE') {
    const fields: FieldError[] = [];
    if (toMilli(body.quantityWithIssue) <= 0n)
      fields.push({ field: 'quantityWithIssue', message: 'Enter the quantity with issue' });
    if (!body.reasonOfIssue?.trim())
      fields.push({ field: 'reasonOfIssue', message: 'Enter the reason of issue' });
    if (fields.length > 0) throw badRequest(fields);
  }
  const row = await transition(tx, caller, body.consignmentKey, 'submitProofOfDelivery', {
    check: async (r) => {
      const lines = await listConsignmentLines(tx, r.id);
      const byKey = new Map(lines.map((l) => [l.consignmentLineItemKey, l]));
      const fields: FieldError[] = [];
      const seen = new Set<string>();
      body.items.forEach((item, i) => {
        const line = byKey.get(item.consignmentLineItemKey);
        if (!line) {
          fields.push({
            field: `items[${i}].consignmentLineItemKey`,
            message: 'Not a line of this consignment',
          });
          return;
        }
        if (seen.has(item.consignmentLineItemKey))
          fields.push({ field: `items[${i}].consignmentLineItemKey`, message: 'This item is given twice' });
        seen.add(item.consignmentLineItemKey);
        const shipped = line.acknowledgedQty ?? line.requestedQty;
        // Pieces are delivered, damaged or short in whole numbers, as they were shipped.
        const whole = unitQuantityError(line.unit, item.quantity);
        if (whole) fields.push({ field: `items[${i}].quantity`, message: whole });
        else if (toMilli(item.quantity) > toMilli(shipped))
          fields.push({
            field: `items[${i}].quantity`,
            message: `Enter at most the shipped quantity ${formatMilli(toMilli(shipped))}`,
          });
      });
      if (lines.some((l) => !seen.has(l.consignmentLineItemKey)))
        fields.push({ field: 'items', message: 'Give the condition of every item' });
      const shippedTotal = lines.reduce((a, l) => a + toMilli(l.acknowledgedQty ?? l.requestedQty), 0n);
      const wholeIssue = consignmentQuantityError(
        lines.map((l) => l.unit),
        body.quantityWithIssue,
      );
      if (wholeIssue) fields.push({ field: 'quantityWithIssue', message: wholeIssue });
      else if (toMilli(body.quantityWithIssue) > shippedTotal)
        fields.push({
          field: 'quantityWithIssue',
          message: `Enter at most the shipped quantity ${formatMilli(shippedTotal)}`,
        });
      // A clean delivery has every item in good condition and nothing with issue.
      if (body.deliveryStatus === 'FULL_CLEAN_DELIVERY') {
        if (body.items.some((i) => i.condition !== 'GOOD'))
          fields.push({
            field: 'deliveryStatus',
            message: 'An item is not in good condition: choose Delivered with issue',
          });
        if (toMilli(body.quantityWithIssue) > 0n)
          fields.push({
            field: 'quantityWithIssue',
            message: 'A full clean delivery has no quantity with issue',
          });
      }
      const docs = await tx
        .select({ id: consignmentDocuments.id, documentType: consignmentDocuments.documentType })
        .from(consignmentDocuments)
        .where(
          and(
            eq(consignmentDocuments.consignmentId, r.id),
            inArray(consignmentDocuments.id, body.primaryDocumentIds),
            isNull(consignmentDocuments.deletedAt),
          ),
        );
      if (docs.length !== body.primaryDocumentIds.length)
        fields.push({ field: 'primaryDocumentIds', message: POD_PRIMARY_DOCUMENTS_MESSAGE });
      else if (docs.some((d) => !isPodPrimaryDocumentType(d.documentType)))
        fields.push({ field: 'primaryDocumentIds', message: POD_PRIMARY_DOCUMENT_TYPE_MESSAGE });
      if (fields.length > 0) throw badRequest(fields);
      await tx.insert(consignmentPods).values({
        consignmentId: r.id,
        podStatus: body.podStatus,
        podDate: body.podDate,
        deliveryStatus: body.deliveryStatus,
        quantityWithIssue: body.quantityWithIssue,
        reasonOfIssue: body.reasonOfIssue ?? null,
        comment: body.comment ?? null,
        items: body.items,
        primaryDocumentIds: body.primaryDocumentIds,
        submittedBy: caller.actor.actorId,
      });
      await moveLineQuantities(
        tx,
        'fulfilledQty',
        1,
        lines.map((l) => ({ orderLineId: l.orderLineId, quantity: l.acknowledgedQty ?? l.requestedQty })),
      );
    },
    change: () => ({ currentPohStatus: body.deliveryStatus }),
    detail: { deliveryStatus: body.deliveryStatus, primaryDocumentIds: body.primaryDocumentIds },
  });
  // The last delivery of the order completes it (the orders area decides from its lines).
  await completeOrderWhenFulfilled(tx, row.orderKey, caller.actor, { consignmentKey: row.consignmentKey });
  await enqueueOutbox(tx, 'books.sync-pod', {
    consignmentKey: row.consignmentKey,
    documentIds: body.primaryDocumentIds,
  });
  return presentResult(row);
}

export async function getPod(db: Db, caller: Caller, key: string) {
  const row = foundInScope(await findConsignment(db, caller.scope, key), 'Consignment');
  const pod = await findPod(db, row.id);
  if (!pod) throw new AppError('NOT_FOUND', 'Proof of delivery not found');
  return presentPod(pod);
}

export function presentPod(pod: typeof consignmentPods.$inferSelect) {
  return {
    podStatus: pod.podStatus,
    podDate: pod.podDate,
    deliveryStatus: pod.deliveryStatus,
    quantityWithIssue: pod.quantityWithIssue,
    reasonOfIssue: pod.reasonOfIssue,
    comment: pod.comment,
    items: pod.items,
    primaryDocumentIds: pod.primaryDocumentIds,
    submittedAt: pod.submittedAt.toISOString(),
  };
}

/** POST /notification/trigger-buyer-pod: asks the buyer (site co-ordinator) for the proof of delivery. */
export async function triggerBuyerPod(tx: Tx, caller: Caller, key: string) {
  const row = foundInScope(await findConsignment(tx, caller.scope, key), 'Consignment');
  assertOperation(row, 'triggerBuyerPod', CONSIGNMENT_OPERATIONS.triggerBuyerPod, caller.permissions);
  const id = await enqueueOutbox(tx, 'notification.buyer-pod', {
    consignmentKey: row.consignmentKey,
    buyerId: row.buyerId,
  });
  await recordAudit(tx, {
    ...caller.actor,
    action: 'consignment.triggerBuyerPod',
    entityType: 'consignment',
    entityId: row.consignmentKey,
    after: { outboxId: id },
  });
  return { consignmentKey: row.consignmentKey, notificationId: id };
}

/** GET /consignment/pending-ack-oli/{id}: the lines a REQUESTED consignment asks the seller to acknowledge. */
export async function pendingAckLines(db: Db, caller: Caller, key: string) {
  const row = foundInScope(await findConsignment(db, caller.scope, key), 'Consignment');
  if (row.status !== 'REQUESTED') return [];
  return (await listConsignmentLines(db, row.id)).map((l) => ({
    consignmentLineItemKey: l.consignmentLineItemKey,
    itemId: l.itemId,
    productName: l.productName,
    hsnCode: l.hsnCode,
    unit: l.unit,
    requestedQuantity: l.requestedQty,
  }));
}
