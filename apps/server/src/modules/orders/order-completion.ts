import type { DbOrTx } from '../../platform/db/database';
import { type MoveActor, SYSTEM, applyMove } from '../../platform/moves';
import { ORDER_MACHINE } from './order-machine';
import { findOrder, listLines } from './orders.repo';
import { toMilli } from './quantity';

/**
 * The orders area's command for the end of fulfilment: once every line's fulfilled quantity covers
 * what was ordered less what was cancelled (the proofs of delivery moved it), the order completes —
 * the table's system move IN_PROGRESS → COMPLETED, on behalf of the user whose delivery closed it.
 * Answers whether it moved; an order with something still open, or not in progress, stays.
 */
export async function completeOrderWhenFulfilled(
  tx: DbOrTx,
  orderKey: string,
  onBehalfOf: MoveActor,
  detail: Record<string, unknown> = {},
): Promise<boolean> {
  const order = await findOrder(tx, {}, orderKey, { forUpdate: true });
  if (!order || !ORDER_MACHINE.transitions.canTransition(order.status, 'complete')) return false;
  const lines = await listLines(tx, order.id);
  const open = lines.some((l) => toMilli(l.fulfilledQty) < toMilli(l.orderedQty) - toMilli(l.cancelledQty));
  if (open) return false;
  await applyMove(tx, ORDER_MACHINE, {
    key: orderKey,
    action: 'complete',
    caller: SYSTEM,
    onBehalfOf,
    detail,
  });
  return true;
}
