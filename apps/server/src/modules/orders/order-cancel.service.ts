import type { OrderActionResult, OrderCancel } from '@dom/contract';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Tx } from '../../platform/db/database';
import { type FieldError, badRequest } from '../../platform/errors';
import { applyMove, assertMove } from '../../platform/moves';
import { enqueueOutbox } from '../../platform/outbox';
import { foundInScope } from '../identity';
import { isOrderCancelReason } from '../reference-data';
import { ORDER_MACHINE } from './order-machine';
import { findOrder, listLines, recomputeOrderValues, setOrderStatus } from './orders.repo';
import { orderLines } from './orders.schema';
import type { BuyerCreditPort } from './order-ports';
import { formatMilli, toMilli } from './quantity';

// States in which approval has reserved the buyer's credit; a full cancel gives it back.
const CREDIT_HELD: readonly string[] = ['ORDER_APPROVED', 'PLANNED'];

/**
 * Cancels the whole order (every open quantity) or, with `lines`, only those quantities. Both need
 * the table's cancel move from the current state; the order becomes CANCELLED once nothing is open.
 */
export async function cancelOrder(
  tx: Tx,
  caller: Caller,
  body: OrderCancel,
  credit: BuyerCreditPort,
): Promise<OrderActionResult> {
  if (!isOrderCancelReason(body.reasonCode))
    throw badRequest([{ field: 'reasonCode', message: 'Select a reason from the cancel-reason list' }]);
  const { actor } = caller;
  const order = foundInScope(await findOrder(tx, caller.scope, body.orderKey, { forUpdate: true }), 'Order');
  // A partial cancel needs the table's cancel move too, though only a whole one moves the order.
  const to = assertMove(ORDER_MACHINE, order.status, 'cancel', caller);
  const lines = await listLines(tx, order.id);
  const open = new Map(
    lines.map((l) => [l.id, toMilli(l.orderedQty) - toMilli(l.cancelledQty) - toMilli(l.shippedQty)]),
  );
  const cancel = new Map<string, bigint>();
  if (body.lines) {
    const fields: FieldError[] = [];
    body.lines.forEach((l, i) => {
      const remaining = open.get(l.lineItemId);
      const wanted = toMilli(l.cancelQuantity);
      if (remaining === undefined)
        fields.push({ field: `lines[${i}].lineItemId`, message: 'Not a line of this order' });
      else if (wanted <= 0n || wanted > remaining)
        fields.push({
          field: `lines[${i}].cancelQuantity`,
          message: `Enter more than 0 and at most the open quantity ${formatMilli(remaining)}`,
        });
      else cancel.set(l.lineItemId, (cancel.get(l.lineItemId) ?? 0n) + wanted);
    });
    if (fields.length > 0) throw badRequest(fields);
  } else {
    for (const [id, remaining] of open) if (remaining > 0n) cancel.set(id, remaining);
  }
  for (const [id, milli] of cancel) {
    await tx
      .update(orderLines)
      .set({ cancelledQty: sql`${orderLines.cancelledQty} + ${formatMilli(milli)}::numeric` })
      .where(eq(orderLines.id, id));
  }
  const nothingOpen = [...open].every(([id, remaining]) => remaining - (cancel.get(id) ?? 0n) <= 0n);
  const status = nothingOpen ? to : order.status;
  const holdsCredit = CREDIT_HELD.includes(order.status) && order.creditDays > 0;
  // A whole cancel keeps the order's values as booked and gives back all it holds; a partial one
  // recomputes the lines and the order from what is left and gives back the difference.
  const released = nothingOpen
    ? order.totalPaise
    : order.totalPaise - (await recomputeOrderValues(tx, order.id));
  if (holdsCredit && released > 0n) await credit.release(tx, order.buyerId, released);
  const cancelled = Object.fromEntries([...cancel].map(([id, m]) => [id, formatMilli(m)]));
  const detail = {
    reasonCode: body.reasonCode,
    comment: body.comment,
    cancelled,
    ...(holdsCredit ? { creditReleasedPaise: released.toString() } : {}),
  };
  if (nothingOpen)
    await applyMove(tx, ORDER_MACHINE, { key: order.orderKey, action: 'cancel', caller, detail });
  else {
    // Lines cancelled, the order's status unchanged: not a move, but versioned and audited.
    await setOrderStatus(tx, order.id, order.status, order.version);
    await recordAudit(tx, {
      ...actor,
      action: 'order.cancel-lines',
      entityType: 'order',
      entityId: order.orderKey,
      before: { status: order.status },
      after: { status, ...detail },
    });
  }
  await enqueueOutbox(tx, 'order.cancelled', { orderKey: order.orderKey, partial: !nothingOpen });
  return { orderKey: order.orderKey, orderStatus: status, version: order.version + 1 };
}
