import type { AcknowledgeOrder, OrderActionResult, RejectOrder } from '@dom/contract';
import {
  ORDER_ACKNOWLEDGEMENT_OPERATIONS,
  type OrderAcknowledgementOperation,
  TransitionError,
  canAnswerOrderLines,
  holdsPermission,
  pendingAcknowledgementMilli,
  unitQuantityError,
} from '@dom/domain';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { AppError, type FieldError, badRequest } from '../../platform/errors';
import { applyMove } from '../../platform/moves';
import { enqueueOutbox } from '../../platform/outbox';
import { foundInScope } from '../identity';
import { ORDER_MACHINE } from './order-machine';
import type { OrderRow } from './order-search.repo';
import type { BuyerCreditPort } from './order-ports';
import { findOrder, listLines, recomputeOrderValues, setOrderStatus } from './orders.repo';
import { orderLines } from './orders.schema';
import { formatMilli, toMilli } from './quantity';

type OrderLineRow = Awaited<ReturnType<typeof listLines>>[number];

// States in which approval has reserved the buyer's credit; a rejected quantity gives its share back.
const CREDIT_HELD: readonly string[] = ['ORDER_APPROVED', 'PLANNED'];

const pendingOf = (l: OrderLineRow) =>
  pendingAcknowledgementMilli({
    orderedMilli: toMilli(l.orderedQty),
    cancelledMilli: toMilli(l.cancelledQty),
    acknowledgedMilli: toMilli(l.acknowledgedQty),
  });

/** The order in the caller's scope, locked: two answers to one order (or line) take turns. */
async function lockedOrder(tx: DbOrTx, caller: Caller, orderKey: string): Promise<OrderRow> {
  return foundInScope(await findOrder(tx, caller.scope, orderKey, { forUpdate: true }), 'Order');
}

/** The domain's refusal of an answer the order's state or the caller's permissions do not allow. */
function assertAnswer(operation: OrderAcknowledgementOperation, order: OrderRow, caller: Caller): void {
  if (!canAnswerOrderLines(operation, order.status))
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      new TransitionError('TRANSITION_NOT_ALLOWED', order.status, operation, null).message,
      { from: order.status, action: operation },
      409,
    );
  const { permission } = ORDER_ACKNOWLEDGEMENT_OPERATIONS[operation];
  if (!holdsPermission(caller.permissions, permission))
    throw new TransitionError('TRANSITION_FORBIDDEN', order.status, operation, permission);
}

/**
 * Each asked quantity checked against its line (whole units where discrete, more than 0, at most
 * what is still pending acknowledgement), summed per line; 400 naming the field otherwise.
 */
function askedQuantities(
  lines: readonly OrderLineRow[],
  asked: readonly { lineItemId: string; quantity: string }[],
  field: 'acknowledgedQuantity' | 'rejectedQuantity',
): Map<string, bigint> {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const wanted = new Map<string, bigint>();
  const fields: FieldError[] = [];
  asked.forEach((a, i) => {
    const line = byId.get(a.lineItemId);
    if (!line) {
      fields.push({ field: `lines[${i}].lineItemId`, message: 'Not a line of this order' });
      return;
    }
    const whole = unitQuantityError(line.unit, a.quantity);
    if (whole) {
      fields.push({ field: `lines[${i}].${field}`, message: whole });
      return;
    }
    const pending = pendingOf(line);
    const total = (wanted.get(line.id) ?? 0n) + toMilli(a.quantity);
    if (toMilli(a.quantity) <= 0n || total > pending)
      fields.push({
        field: `lines[${i}].${field}`,
        message: `Enter more than 0 and at most the quantity pending acknowledgement, ${formatMilli(pending)}`,
      });
    else wanted.set(line.id, total);
  });
  if (fields.length > 0) throw badRequest(fields);
  return wanted;
}

/**
 * Adds to a line's acknowledged or cancelled quantity, never past what was ordered: the order's
 * lock already serialises answers, and the guard keeps the line whole even without it.
 */
async function addToLine(
  tx: DbOrTx,
  lineId: string,
  column: 'acknowledgedQty' | 'cancelledQty',
  milli: bigint,
): Promise<void> {
  const q = formatMilli(milli);
  const target = orderLines[column];
  const done = await tx
    .update(orderLines)
    .set({ [column]: sql`${target} + ${q}::numeric` })
    .where(
      and(
        eq(orderLines.id, lineId),
        sql`${orderLines.acknowledgedQty} + ${orderLines.cancelledQty} + ${q}::numeric <= ${orderLines.orderedQty}`,
      ),
    )
    .returning({ id: orderLines.id });
  if (done.length === 0)
    throw new AppError('CONFLICT', 'The order was changed by someone else; reload it and try again', {}, 409);
}

/** An answer that keeps the order's state: versioned and audited, not a move. */
async function recordInPlace(
  tx: DbOrTx,
  caller: Caller,
  order: OrderRow,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await setOrderStatus(tx, order.id, order.status, order.version);
  await recordAudit(tx, {
    ...caller.actor,
    action,
    entityType: 'order',
    entityId: order.orderKey,
    before: { status: order.status },
    after: { status: order.status, ...detail },
  });
}

const asText = (m: Map<string, bigint>) => Object.fromEntries([...m].map(([id, q]) => [id, formatMilli(q)]));

/**
 * POST /sales-order/acknowledgement: the seller (or ops on its behalf) confirms some or all of what
 * each line still has pending; the rest stays pending. The first acknowledgement of an approved
 * order is its `acknowledge` move (→ PLANNED); later ones change the lines in place.
 */
export async function acknowledgeOrder(
  tx: Tx,
  caller: Caller,
  body: AcknowledgeOrder,
): Promise<OrderActionResult> {
  const order = await lockedOrder(tx, caller, body.orderKey);
  assertAnswer('acknowledge', order, caller);
  const lines = await listLines(tx, order.id);
  const wanted = askedQuantities(
    lines,
    body.lines.map((l) => ({ lineItemId: l.lineItemId, quantity: l.acknowledgedQuantity })),
    'acknowledgedQuantity',
  );
  for (const [id, milli] of wanted) await addToLine(tx, id, 'acknowledgedQty', milli);
  const detail = { acknowledged: asText(wanted) };
  let status = order.status;
  if (order.status === 'ORDER_APPROVED') {
    const moved = await applyMove(tx, ORDER_MACHINE, {
      key: order.orderKey,
      action: 'acknowledge',
      caller,
      detail,
    });
    status = moved.status;
  } else await recordInPlace(tx, caller, order, 'order.acknowledge', detail);
  await enqueueOutbox(tx, 'order.acknowledged', { orderKey: order.orderKey, rejected: false });
  return { orderKey: order.orderKey, orderStatus: status, version: order.version + 1 };
}

/**
 * POST /sales-order/rejection: the seller rejects pending quantities with a reason (all that is
 * pending without `lines`); they are cancelled on the order and the buyer's reserved credit for them
 * is given back. Rejecting everything of an order nothing was acknowledged of is its `reject` move
 * (→ CANCELLED).
 */
export async function rejectOrder(
  tx: Tx,
  caller: Caller,
  body: RejectOrder,
  credit: BuyerCreditPort,
): Promise<OrderActionResult> {
  const order = await lockedOrder(tx, caller, body.orderKey);
  assertAnswer('reject', order, caller);
  const lines = await listLines(tx, order.id);
  const wanted = body.lines
    ? askedQuantities(
        lines,
        body.lines.map((l) => ({ lineItemId: l.lineItemId, quantity: l.rejectedQuantity })),
        'rejectedQuantity',
      )
    : new Map(lines.map((l) => [l.id, pendingOf(l)] as const).filter(([, q]) => q > 0n));
  if (wanted.size === 0)
    throw badRequest([{ field: 'lines', message: 'Nothing of this order is pending acknowledgement' }]);
  for (const [id, milli] of wanted) await addToLine(tx, id, 'cancelledQty', milli);
  const nothingPending = lines.every((l) => pendingOf(l) - (wanted.get(l.id) ?? 0n) <= 0n);
  const nothingAcknowledged = lines.every((l) => toMilli(l.acknowledgedQty) === 0n);
  const whole =
    nothingPending && nothingAcknowledged && ORDER_MACHINE.transitions.canTransition(order.status, 'reject');
  const holdsCredit = CREDIT_HELD.includes(order.status) && order.creditDays > 0;
  // A whole rejection keeps the order's values as booked and gives back all it holds; a partial
  // one recomputes the lines and the order from what is left and gives back the difference.
  const released = whole ? order.totalPaise : order.totalPaise - (await recomputeOrderValues(tx, order.id));
  if (holdsCredit && released > 0n) await credit.release(tx, order.buyerId, released);
  const detail = {
    reason: body.reason,
    rejected: asText(wanted),
    ...(holdsCredit ? { creditReleasedPaise: released.toString() } : {}),
  };
  let status = order.status;
  if (whole) {
    const moved = await applyMove(tx, ORDER_MACHINE, {
      key: order.orderKey,
      action: 'reject',
      caller,
      detail,
    });
    status = moved.status;
    await enqueueOutbox(tx, 'order.cancelled', { orderKey: order.orderKey, partial: false });
  } else {
    await recordInPlace(tx, caller, order, 'order.reject-lines', detail);
    await enqueueOutbox(tx, 'order.acknowledged', { orderKey: order.orderKey, rejected: true });
  }
  return { orderKey: order.orderKey, orderStatus: status, version: order.version + 1 };
}
