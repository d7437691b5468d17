import type { SaveDependencyReasons } from '@dom/contract';
import { canRecordDependencyReasons, isOtherDependencyReason } from '@dom/domain';
import { recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { AppError, type FieldError, badRequest } from '../../platform/errors';
import { type OwnerScope, foundInScope } from '../identity';
import { DEPENDENCY_REASONS } from '../reference-data';
import type { Actor } from './order-approval.service';
import { findOrder } from './orders.repo';
import { orderDependencyReasons } from './orders.schema';

export function dependencyReasonOptions(category: string | undefined) {
  return DEPENDENCY_REASONS.filter((r) => !category || r.type === category).map((r) => ({
    category: r.type,
    reasonCode: r.code,
    label: r.value,
    needsComment: isOtherDependencyReason(r.code),
  }));
}

/** Records why an order waits; the "other" codes (CCD_O, OD_O) must say why in a comment. */
export async function saveDependencyReasons(
  tx: Tx,
  scope: OwnerScope,
  body: SaveDependencyReasons,
  actor: Actor,
): Promise<{ saved: number }> {
  const fields: FieldError[] = [];
  body.dependencyReasons.forEach((r, i) => {
    if (!DEPENDENCY_REASONS.some((d) => d.type === body.category && d.code === r.reasonCode))
      fields.push({ field: `dependencyReasons[${i}].reasonCode`, message: `Not a ${body.category} reason` });
    else if (isOtherDependencyReason(r.reasonCode) && !r.comments?.trim())
      fields.push({ field: `dependencyReasons[${i}].comments`, message: 'Enter a comment for this reason' });
  });
  if (fields.length > 0) throw badRequest(fields);
  const order = foundInScope(await findOrder(tx, scope, body.orderKey, { forUpdate: true }), 'Order');
  if (!canRecordDependencyReasons(order.status))
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      `Cannot record dependency reasons when the status is ${order.status}.`,
    );
  await tx.insert(orderDependencyReasons).values(
    body.dependencyReasons.map((r) => ({
      orderId: order.id,
      category: body.category,
      reasonCode: r.reasonCode,
      comments: r.comments?.trim() || null,
      createdBy: actor.actorId,
    })),
  );
  await recordAudit(tx, {
    ...actor,
    action: 'order.dependency-reasons',
    entityType: 'order',
    entityId: order.orderKey,
    after: body.dependencyReasons,
  });
  return { saved: body.dependencyReasons.length };
}
