import type { ConfirmDispatch, ConsignmentActionResult, ReasonedAction, ShipmentUpdate } from '@dom/contract';
import {
  type TrackingAction,
  type TrackingStatus,
  formatInrWithSymbol,
  istDateOf,
  CONSIGNMENT_OPERATIONS,
} from '@dom/domain';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { SYSTEM, applyMove, assertMove } from '../../platform/moves';
import { foundInScope } from '../identity';
import { ORDER_MACHINE } from '../orders';
import { moveLineQuantities } from '../orders';
import { reasonFields } from './consignment-lifecycle.service';
import { TRACKING_MACHINE } from './consignment-machine';
import { assertEwayBillsValid } from './consignment-eway-bill.service';
import { type Caller, presentResult, transition, updateInPlace } from './consignment-transition';
import { ewayBillThresholdPaise, needsEwayBill } from './consignment-settings';
import { type ConsignmentRow, findConsignment, listConsignmentLines } from './consignments.repo';

// After packing: dispatch, tracking, reversal — the moves that also touch the order's quantities.

/** Shipped (and, once completed, fulfilled) quantities go back on the order's lines. */
async function moveOrderQuantities(
  tx: DbOrTx,
  row: ConsignmentRow,
  column: 'shippedQty' | 'fulfilledQty',
  sign: 1 | -1,
) {
  const lines = await listConsignmentLines(tx, row.id);
  await moveLineQuantities(
    tx,
    column,
    sign,
    lines.map((l) => ({ orderLineId: l.orderLineId, quantity: l.acknowledgedQty ?? l.requestedQty })),
  );
}

export async function reverse(
  tx: Tx,
  caller: Caller,
  body: ReasonedAction,
): Promise<ConsignmentActionResult> {
  reasonFields(body);
  const before = foundInScope(await findConsignment(tx, caller.scope, body.consignmentKey), 'Consignment');
  const row = await transition(tx, caller, body.consignmentKey, 'reverse', {
    change: () => ({ cancelReason: body.reasonCode, cancelComment: body.comment }),
    detail: { reasonCode: body.reasonCode, comment: body.comment },
  });
  await moveOrderQuantities(tx, row, 'shippedQty', -1);
  if (before.status === 'COMPLETED') await moveOrderQuantities(tx, row, 'fulfilledQty', -1);
  return presentResult(row);
}

/** Invoice number unique for the seller, date not in the future, amount equal to the consignment total. */
export const ewayBillRequiredMessage = (threshold: bigint): string =>
  `An e-way bill is required for a consignment above ${formatInrWithSymbol(threshold)}. Generate the e-way bill before dispatch.`;

/** READY_FOR_SHIPMENT → INTRANSIT; the order's shipped quantities grow and the order is in progress. */
export async function confirmDispatch(
  tx: Tx,
  caller: Caller,
  body: ConfirmDispatch,
  now: Date,
): Promise<ConsignmentActionResult> {
  const today = istDateOf(now);
  if (body.actualDispatchDate > today)
    throw badRequest([{ field: 'actualDispatchDate', message: 'Dispatch date must not be in the future' }]);
  const threshold = await ewayBillThresholdPaise(tx);
  const row = await transition(tx, caller, body.consignmentKey, 'confirmDispatch', {
    check: async (r) => {
      if (needsEwayBill(r.totalPaise, threshold) && !r.ewayBillNumber)
        throw new AppError(
          'EWAY_BILL_REQUIRED',
          ewayBillRequiredMessage(threshold),
          { thresholdPaise: threshold.toString() },
          409,
        );
      await assertEwayBillsValid(tx, r, now);
    },
    change: () => ({
      actualDispatchDate: body.actualDispatchDate,
      createTrip: body.createTrip,
      trackingStatus: assertMove(TRACKING_MACHINE, 'READY_TO_DISPATCH', 'dispatch', SYSTEM),
    }),
    detail: { actualDispatchDate: body.actualDispatchDate, createTrip: body.createTrip },
  });
  await moveOrderQuantities(tx, row, 'shippedQty', 1);
  // The order's first dispatch starts its fulfilment: a system move of the order's own machine,
  // audited and announced like any other.
  const order = await ORDER_MACHINE.find(tx, null, row.orderKey, { forUpdate: true, withLines: false });
  if (order && ORDER_MACHINE.transitions.canTransition(order.row.status, 'startFulfilment'))
    await applyMove(tx, ORDER_MACHINE, {
      key: row.orderKey,
      action: 'startFulfilment',
      caller: SYSTEM,
      detail: { consignmentKey: row.consignmentKey },
    });
  return presentResult(row);
}

function trackingActionFor(status: string, from: TrackingStatus): TrackingAction {
  switch (status) {
    case 'INTRANSIT':
      return 'redispatch';
    case 'OUT_FOR_DELIVERY':
      return from === 'DELIVERY_EXCEPTION' ? 'reattempt' : 'outForDelivery';
    case 'DELIVERY_EXCEPTION':
      return 'raiseException';
    case 'DELIVERY_FAILED':
      return 'fail';
    default:
      return 'deliver';
  }
}

const CONSIGNMENT_MOVE = {
  DELIVERED: 'markDelivered',
  DELIVERY_FAILED: 'failDelivery',
  INTRANSIT: 'retryDelivery',
} as const;

/**
 * POST /shipment/update/{status}: the tracking status moves by its table; DELIVERED and
 * DELIVERY_FAILED also move the consignment (markDelivered / failDelivery), and INTRANSIT after a
 * failed delivery sends it out again (retryDelivery). The rest change tracking only, in transit.
 */
export async function shipmentUpdate(
  tx: Tx,
  caller: Caller,
  status: keyof typeof CONSIGNMENT_MOVE | 'OUT_FOR_DELIVERY' | 'DELIVERY_EXCEPTION',
  body: ShipmentUpdate,
  now: Date,
): Promise<ConsignmentActionResult> {
  const row = foundInScope(
    await findConsignment(tx, caller.scope, body.consignmentKey, { forUpdate: true }),
    'Consignment',
  );
  const from = row.trackingStatus ?? 'READY_TO_DISPATCH';
  const trackingAction = trackingActionFor(status, from);
  const tracking = assertMove(TRACKING_MACHINE, from, trackingAction, caller);
  const detail = { trackingFrom: from, trackingTo: tracking, remarks: body.remarks ?? null };
  if (status in CONSIGNMENT_MOVE)
    return presentResult(
      await transition(
        tx,
        caller,
        body.consignmentKey,
        CONSIGNMENT_MOVE[status as keyof typeof CONSIGNMENT_MOVE],
        {
          change: () => ({
            trackingStatus: tracking,
            ...(status === 'DELIVERED' ? { deliveredAt: now } : {}),
          }),
          detail,
        },
      ),
    );
  return presentResult(
    await updateInPlace(
      tx,
      caller,
      body.consignmentKey,
      `tracking.${trackingAction}`,
      CONSIGNMENT_OPERATIONS.outForDelivery,
      () => ({ trackingStatus: tracking }),
      detail,
    ),
  );
}
