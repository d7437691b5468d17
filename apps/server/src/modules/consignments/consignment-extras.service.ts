import type {
  ConsignmentActionResult,
  ModifyConsignment,
  SplitConsignment,
  TransportationRequestInput,
  UpdateConsignmentDetails,
  UpdateHsn,
} from '@dom/contract';
import { MODIFY_CONFIRMATIONS } from '@dom/contract';
import { toIstDate, CONSIGNMENT_OPERATIONS, unitQuantityError } from '@dom/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { warehouses } from '../parties';
import { AppError, type FieldError, badRequest } from '../../platform/errors';
import { foundInScope } from '../identity';
import { findOrder, listLines } from '../orders';
import { insertConsignment } from './consignment-create.service';
import { formatMilli, toMilli, totalsOf } from './consignment-money';
import {
  type Caller,
  assertOperation,
  presentResult,
  recordChange,
  updateInPlace,
} from './consignment-transition';
import {
  type ConsignmentLineRow,
  type ConsignmentRow,
  findConsignment,
  heldQuantities,
  listConsignmentLines,
} from './consignments.repo';
import { consignmentLines } from './consignments.schema';

const effective = (l: ConsignmentLineRow) => l.acknowledgedQty ?? l.requestedQty;
const totalsOfLines = (lines: readonly ConsignmentLineRow[]) =>
  totalsOf(
    lines.map((l) => ({ quantity: effective(l), unitPricePaise: l.unitPricePaise, gstRateBp: l.gstRateBp })),
  );

async function lineMap(tx: DbOrTx, row: ConsignmentRow, keys: readonly { consignmentLineItemKey: string }[]) {
  const lines = await listConsignmentLines(tx, row.id);
  const byKey = new Map(lines.map((l) => [l.consignmentLineItemKey, l]));
  const fields: FieldError[] = [];
  keys.forEach((k, i) => {
    if (!byKey.has(k.consignmentLineItemKey))
      fields.push({ field: `lines[${i}].consignmentLineItemKey`, message: 'Not a line of this consignment' });
  });
  if (fields.length > 0) throw badRequest(fields);
  return { lines, byKey };
}

/** HSN codes go into the e-invoice, so they can change only before an IRN exists. */
export async function updateHsn(tx: Tx, caller: Caller, body: UpdateHsn): Promise<ConsignmentActionResult> {
  return presentResult(
    await updateInPlace(
      tx,
      caller,
      body.consignmentKey,
      'updateHsn',
      CONSIGNMENT_OPERATIONS.updateHsn,
      async (row) => {
        const { byKey } = await lineMap(tx, row, body.lines);
        for (const l of body.lines) {
          const line = byKey.get(l.consignmentLineItemKey);
          if (line)
            await tx
              .update(consignmentLines)
              .set({ hsnCode: l.hsnCode })
              .where(eq(consignmentLines.id, line.id));
        }
        return {};
      },
      { lines: body.lines },
    ),
  );
}

/**
 * POST /consignment/split-consignment: the given quantities move to a new consignment in the same
 * state (before packing only); the original keeps the rest and must keep something.
 */
export async function splitConsignment(
  tx: Tx,
  caller: Caller,
  body: SplitConsignment,
): Promise<ConsignmentActionResult & { newConsignmentKey: string }> {
  const row = foundInScope(
    await findConsignment(tx, caller.scope, body.consignmentKey, { forUpdate: true }),
    'Consignment',
  );
  assertOperation(row, 'split', CONSIGNMENT_OPERATIONS.split, caller.permissions);
  const { lines, byKey } = await lineMap(tx, row, body.lines);
  const moved = new Map<string, bigint>();
  const fields: FieldError[] = [];
  body.lines.forEach((l, i) => {
    const line = byKey.get(l.consignmentLineItemKey);
    if (!line) return;
    // Whole pieces move, as they were consigned.
    const whole = unitQuantityError(line.unit, l.quantity);
    if (whole) {
      fields.push({ field: `lines[${i}].quantity`, message: whole });
      return;
    }
    const total = (moved.get(line.id) ?? 0n) + toMilli(l.quantity);
    if (total > toMilli(effective(line)))
      fields.push({ field: `lines[${i}].quantity`, message: `Enter at most ${effective(line)}` });
    moved.set(line.id, total);
  });
  if (fields.length > 0) throw badRequest(fields);
  const kept = lines.reduce((a, l) => a + toMilli(effective(l)) - (moved.get(l.id) ?? 0n), 0n);
  if (kept <= 0n)
    throw badRequest([{ field: 'lines', message: 'Leave some quantity on the original consignment' }]);
  const order = foundInScope(await findOrder(tx, {}, row.orderKey), 'Order');
  const created = await insertConsignment(
    tx,
    order,
    lines
      .filter((l) => (moved.get(l.id) ?? 0n) > 0n)
      .map((l) => ({
        orderLineId: l.orderLineId,
        lineNumber: l.lineNumber,
        itemId: l.itemId,
        productName: l.productName,
        hsnCode: l.hsnCode,
        unit: l.unit,
        quantity: formatMilli(moved.get(l.id) ?? 0n),
        unitPricePaise: l.unitPricePaise,
        gstRateBp: l.gstRateBp,
      })),
    {
      createdBy: caller.actor.actorId,
      status: row.status,
      splitFromKey: row.consignmentKey,
      expectedDispatchDate: row.expectedDispatchDate,
    },
  );
  if (row.status !== 'REQUESTED')
    for (const l of await listConsignmentLines(tx, created.id))
      await tx
        .update(consignmentLines)
        .set({ acknowledgedQty: l.requestedQty })
        .where(eq(consignmentLines.id, l.id));
  for (const l of lines) {
    const m = moved.get(l.id) ?? 0n;
    if (m === 0n) continue;
    await tx
      .update(consignmentLines)
      .set({
        requestedQty: formatMilli(toMilli(l.requestedQty) - m),
        ...(l.acknowledgedQty !== null
          ? { acknowledgedQty: formatMilli(toMilli(l.acknowledgedQty) - m) }
          : {}),
      })
      .where(eq(consignmentLines.id, l.id));
  }
  const updated = await updateInPlace(
    tx,
    caller,
    row.consignmentKey,
    'split',
    CONSIGNMENT_OPERATIONS.split,
    async () => totalsOfLines(await listConsignmentLines(tx, row.id)),
    { newConsignmentKey: created.consignmentKey },
  );
  await recordChange(tx, caller.actor, 'create-by-split', created, created, {
    splitFrom: row.consignmentKey,
  });
  return { ...presentResult(updated), newConsignmentKey: created.consignmentKey };
}

export async function modifyCheck(db: Db, caller: Caller, key: string) {
  const row = foundInScope(await findConsignment(db, caller.scope, key), 'Consignment');
  let reason: string | null = null;
  try {
    assertOperation(row, 'modify', CONSIGNMENT_OPERATIONS.modify, caller.permissions);
  } catch (err) {
    reason = err instanceof Error ? err.message : String(err);
  }
  return {
    allowed: reason === null,
    reason,
    confirmations: Object.entries(MODIFY_CONFIRMATIONS).map(([k, message]) => ({ key: k, message })),
  };
}

/**
 * POST /consignment/update-consignment: new quantities for the lines (within the order's
 * acknowledged quantity), after the three confirmations of doc 2 §5.
 */
export async function modifyConsignment(
  tx: Tx,
  caller: Caller,
  body: ModifyConsignment,
): Promise<ConsignmentActionResult> {
  const missing = (Object.keys(MODIFY_CONFIRMATIONS) as (keyof typeof MODIFY_CONFIRMATIONS)[])
    .filter((k) => !body.confirmations[k])
    .map((k) => ({ field: `confirmations.${k}`, message: MODIFY_CONFIRMATIONS[k] }));
  if (missing.length > 0) throw badRequest(missing);
  return presentResult(
    await updateInPlace(
      tx,
      caller,
      body.consignmentKey,
      'modify',
      CONSIGNMENT_OPERATIONS.modify,
      async (row) => {
        const { lines, byKey } = await lineMap(tx, row, body.lines);
        const orderLines = new Map((await listLines(tx, row.orderId)).map((l) => [l.id, l]));
        const held = await heldQuantities(
          tx,
          lines.map((l) => l.orderLineId),
          row.id,
        );
        const fields: FieldError[] = [];
        for (const [i, l] of body.lines.entries()) {
          const line = byKey.get(l.consignmentLineItemKey);
          const orderLine = line ? orderLines.get(line.orderLineId) : undefined;
          if (!line || !orderLine) continue;
          const whole = unitQuantityError(line.unit, l.quantity);
          if (whole) {
            fields.push({ field: `lines[${i}].quantity`, message: whole });
            continue;
          }
          const open = toMilli(orderLine.acknowledgedQty) - toMilli(held.get(line.orderLineId) ?? '0');
          if (toMilli(l.quantity) > open)
            fields.push({
              field: `lines[${i}].quantity`,
              message: `Enter at most ${formatMilli(open > 0n ? open : 0n)}`,
            });
          else
            await tx
              .update(consignmentLines)
              .set({
                requestedQty: formatMilli(toMilli(l.quantity)),
                ...(row.status !== 'REQUESTED' ? { acknowledgedQty: formatMilli(toMilli(l.quantity)) } : {}),
              })
              .where(eq(consignmentLines.id, line.id));
        }
        if (fields.length > 0) throw badRequest(fields);
        return {
          ...totalsOfLines(await listConsignmentLines(tx, row.id)),
          ...(body.expectedDispatchDate ? { expectedDispatchDate: body.expectedDispatchDate } : {}),
        };
      },
      { lines: body.lines },
    ),
  );
}

/** Ships from another warehouse of the same seller (a stock transfer between its sources). */
export async function initiateStockTransfer(
  tx: Tx,
  caller: Caller,
  body: { consignmentKey: string; toWarehouseId: string; comment?: string | undefined },
) {
  return presentResult(
    await updateInPlace(
      tx,
      caller,
      body.consignmentKey,
      'stockTransfer',
      CONSIGNMENT_OPERATIONS.stockTransfer,
      async (row) => {
        const [w] = await tx
          .select()
          .from(warehouses)
          .where(and(eq(warehouses.id, body.toWarehouseId), eq(warehouses.sellerId, row.sellerId)));
        if (!w) throw badRequest([{ field: 'toWarehouseId', message: 'Choose a warehouse of this seller' }]);
        if (w.id === row.warehouseId)
          throw badRequest([
            { field: 'toWarehouseId', message: 'The consignment already ships from this warehouse' },
          ]);
        return { warehouseId: w.id, sourceName: w.name, sourcePinCode: w.pinCode, sellerGstin: w.gstin };
      },
      { toWarehouseId: body.toWarehouseId, comment: body.comment ?? null },
    ),
  );
}

export async function preTransitTrip(
  tx: Tx,
  caller: Caller,
  key: string,
  body: {
    vehicleType?: string | undefined;
    pickupDate?: string | undefined;
    remarks?: string | undefined;
    status?: 'REQUESTED' | 'CONFIRMED' | 'CANCELLED' | undefined;
  },
  mode: 'request' | 'update',
  now: Date,
) {
  return presentResult(
    await updateInPlace(
      tx,
      caller,
      key,
      mode === 'request' ? 'requestPreTransitTrip' : 'updatePreTransitTrip',
      CONSIGNMENT_OPERATIONS.preTransitTrip,
      (row) => {
        const current = row.preTransitTrip;
        if (mode === 'request' && current && current.status !== 'CANCELLED')
          throw new AppError(
            'CONFLICT',
            'A pre-transit trip is already requested for this consignment',
            undefined,
            409,
          );
        if (mode === 'update' && !current)
          throw new AppError('NOT_FOUND', 'No pre-transit trip has been requested');
        return {
          preTransitTrip: {
            status: mode === 'request' ? 'REQUESTED' : (body.status ?? current?.status ?? 'REQUESTED'),
            vehicleType: body.vehicleType ?? current?.vehicleType ?? null,
            pickupDate: body.pickupDate ?? current?.pickupDate ?? null,
            remarks: body.remarks ?? current?.remarks ?? null,
            updatedAt: now.toISOString(),
          },
        };
      },
    ),
  );
}

/** One open transportation request per consignment: a second one is refused until it is dealt with. */
export async function requestTransportation(
  tx: Tx,
  caller: Caller,
  body: TransportationRequestInput,
  now: Date,
): Promise<ConsignmentActionResult> {
  return presentResult(
    await updateInPlace(
      tx,
      caller,
      body.consignmentKey,
      'transportationRequest',
      CONSIGNMENT_OPERATIONS.transportationRequest,
      (row) => {
        if (row.transportationRequest)
          throw new AppError(
            'CONFLICT',
            'Transportation is already requested for this consignment',
            { requestedAt: row.transportationRequest.requestedAt },
            409,
          );
        if (body.pickupDate && body.pickupDate < (toIstDate(now) ?? ''))
          throw badRequest([{ field: 'pickupDate', message: 'Choose today or a later date' }]);
        return {
          transportationRequest: {
            status: 'REQUESTED',
            vehicleType: body.vehicleType ?? null,
            pickupDate: body.pickupDate ?? null,
            remarks: body.remarks ?? null,
            requestedBy: caller.actor.actorId,
            requestedAt: now.toISOString(),
          },
        };
      },
      { vehicleType: body.vehicleType ?? null, pickupDate: body.pickupDate ?? null },
    ),
  );
}

/** The expected dispatch date, packages and gross weight, until the vehicle leaves. */
export async function updateConsignmentDetails(
  tx: Tx,
  caller: Caller,
  body: UpdateConsignmentDetails,
  now: Date,
): Promise<ConsignmentActionResult> {
  if (body.expectedDispatchDate && body.expectedDispatchDate < (toIstDate(now) ?? ''))
    throw badRequest([{ field: 'expectedDispatchDate', message: 'Choose today or a later date' }]);
  return presentResult(
    await updateInPlace(
      tx,
      caller,
      body.consignmentKey,
      'updateDetails',
      CONSIGNMENT_OPERATIONS.updateDetails,
      () => ({
        ...(body.expectedDispatchDate ? { expectedDispatchDate: body.expectedDispatchDate } : {}),
        ...(body.packages !== undefined ? { packages: body.packages } : {}),
        ...(body.grossWeightKg !== undefined ? { grossWeightKg: body.grossWeightKg } : {}),
      }),
      {
        expectedDispatchDate: body.expectedDispatchDate ?? null,
        packages: body.packages ?? null,
        grossWeightKg: body.grossWeightKg ?? null,
      },
    ),
  );
}
