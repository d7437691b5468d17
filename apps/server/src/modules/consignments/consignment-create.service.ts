import type { ConsignableLines, ConsignmentActionResult, CreateConsignment } from '@dom/contract';
import {
  CONSIGNMENT_CREATABLE_ORDER_STATUSES,
  type ConsignmentStatus,
  ORDER_TRANSITIONS,
  unitQuantityError,
} from '@dom/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { warehouses } from '../parties';
import { AppError, type FieldError, badRequest } from '../../platform/errors';
import { SYSTEM, applyMove } from '../../platform/moves';
import { foundInScope } from '../identity';
import { ORDER_MACHINE } from '../orders';
import { findOrder, listLines } from '../orders';
import { type Caller, presentResult, transition } from './consignment-transition';
import { formatMilli, toMilli, totalsOf } from './consignment-money';
import { heldQuantities, nextConsignmentKeys } from './consignments.repo';
import { consignmentLines, consignments } from './consignments.schema';

/** Orders whose acknowledged lines may be consigned. */
export const CONSIGNABLE_ORDER_STATUSES: readonly string[] = CONSIGNMENT_CREATABLE_ORDER_STATUSES;

export interface NewLine {
  orderLineId: string;
  lineNumber: number;
  itemId: string;
  productName: string;
  hsnCode: string;
  unit: string;
  quantity: string;
  unitPricePaise: bigint;
  gstRateBp: number;
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** Inserts a DRAFT consignment of the order with these lines; the caller moves it on. */
export async function insertConsignment(
  tx: DbOrTx,
  order: OrderRow,
  lines: readonly NewLine[],
  extra: {
    createdBy: string | null;
    expectedDispatchDate?: string | null;
    splitFromKey?: string | null;
    status?: ConsignmentStatus;
  },
) {
  const [key] = await nextConsignmentKeys(tx, 1);
  if (!key) throw new Error('no consignment key');
  const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.id, order.warehouseId));
  const totals = totalsOf(lines);
  const [row] = await tx
    .insert(consignments)
    .values({
      consignmentKey: key,
      orderId: order.id,
      orderKey: order.orderKey,
      purchaseOrderNo: order.buyerPoNumber,
      buyerId: order.buyerId,
      buyerName: order.buyerName,
      buyerGstin: order.shippingAddress.gstNum ?? order.billingAddress.gstNum,
      sellerId: order.sellerId,
      sellerName: order.sellerName,
      sellerGstin: warehouse?.gstin ?? null,
      warehouseId: order.warehouseId,
      sourceName: order.warehouseName,
      sourcePinCode: warehouse?.pinCode ?? null,
      destinationPinCode: order.shippingAddress.postalCode,
      businessUnit: order.businessUnit,
      rmEmail: order.rmEmail,
      tmEmail: order.tmEmail,
      status: extra.status ?? 'DRAFT',
      logisticProvider: order.logisticsProvider,
      expectedDispatchDate: extra.expectedDispatchDate ?? null,
      splitFromKey: extra.splitFromKey ?? null,
      createdBy: extra.createdBy,
      ...totals,
    })
    .returning();
  if (!row) throw new Error('consignment insert returned no row');
  await tx.insert(consignmentLines).values(
    lines.map((l, i) => ({
      consignmentId: row.id,
      consignmentLineItemKey: `${key}-${i + 1}`,
      orderLineId: l.orderLineId,
      lineNumber: l.lineNumber,
      itemId: l.itemId,
      productName: l.productName,
      hsnCode: l.hsnCode,
      unit: l.unit,
      requestedQty: l.quantity,
      unitPricePaise: l.unitPricePaise,
      gstRateBp: l.gstRateBp,
    })),
  );
  return row;
}

/**
 * POST /consignment/create-consignment: some of an order's acknowledged quantities become a
 * consignment sent to the seller (DRAFT → FULFILLMENT_INITIATED → REQUESTED). The order row is
 * locked, so two creates cannot both take the same remaining quantity.
 */
export async function createConsignment(
  tx: Tx,
  caller: Caller,
  body: CreateConsignment,
): Promise<ConsignmentActionResult> {
  const order = foundInScope(await findOrder(tx, caller.scope, body.orderKey, { forUpdate: true }), 'Order');
  if (!CONSIGNABLE_ORDER_STATUSES.includes(order.status))
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      `Cannot create a consignment when the order status is ${order.status}.`,
      { from: order.status, action: 'createConsignment' },
      409,
    );
  const orderLines = await listLines(tx, order.id);
  const byId = new Map(orderLines.map((l) => [l.id, l]));
  const held = await heldQuantities(
    tx,
    orderLines.map((l) => l.id),
  );
  const wanted = new Map<string, bigint>();
  const fields: FieldError[] = [];
  body.lines.forEach((l, i) => {
    const line = byId.get(l.lineItemId);
    if (!line) {
      fields.push({ field: `lines[${i}].lineItemId`, message: 'Not a line of this order' });
      return;
    }
    // Bags, boxes, pieces, sheets and numbers are consigned whole, as they are ordered.
    const whole = unitQuantityError(line.unit, l.quantity);
    if (whole) {
      fields.push({ field: `lines[${i}].quantity`, message: whole });
      return;
    }
    const total = (wanted.get(line.id) ?? 0n) + toMilli(l.quantity);
    const open = toMilli(line.acknowledgedQty) - toMilli(held.get(line.id) ?? '0');
    if (total > open)
      fields.push({
        field: `lines[${i}].quantity`,
        message: `Enter at most the acknowledged quantity not yet consigned, ${formatMilli(open > 0n ? open : 0n)}`,
      });
    wanted.set(line.id, total);
  });
  if (fields.length > 0) throw badRequest(fields);
  const lines = [...wanted].map(([id, milli]) => {
    const line = byId.get(id);
    if (!line) throw new Error('line vanished');
    return {
      orderLineId: id,
      lineNumber: line.lineNumber,
      itemId: line.sku,
      productName: line.productName,
      hsnCode: line.hsn,
      unit: line.unit,
      quantity: formatMilli(milli),
      unitPricePaise: line.buyerPricePaise,
      gstRateBp: line.gstRateBp,
    };
  });
  const row = await insertConsignment(tx, order, lines, {
    createdBy: caller.actor.actorId,
    expectedDispatchDate: body.expectedDispatchDate ?? null,
  });
  await recordAudit(tx, {
    ...caller.actor,
    action: 'consignment.create',
    entityType: 'consignment',
    entityId: row.consignmentKey,
    after: {
      orderKey: order.orderKey,
      lines: lines.map((l) => ({ lineItemId: l.orderLineId, quantity: l.quantity })),
    },
  });
  const sent = await transition(tx, caller, row.consignmentKey, 'submit', { then: 'sendToSeller' });
  // The order's first consignment plans it: the order's own machine, on behalf of the caller.
  if (order.status === 'ORDER_APPROVED' && ORDER_TRANSITIONS.canTransition('ORDER_APPROVED', 'plan'))
    await applyMove(tx, ORDER_MACHINE, {
      key: order.orderKey,
      action: 'plan',
      caller: SYSTEM,
      onBehalfOf: caller.actor,
      detail: { consignmentKey: row.consignmentKey },
    });
  return presentResult(sent);
}

/**
 * GET /consignment/consignable-lines/{orderKey}: each line's acknowledged quantity, what live
 * consignments hold of it, and what a new consignment may still take — the create screen's rows.
 */
export async function consignableLines(db: Db, caller: Caller, orderKey: string): Promise<ConsignableLines> {
  const order = foundInScope(await findOrder(db, caller.scope, orderKey), 'Order');
  const lines = await listLines(db, order.id);
  const held = await heldQuantities(
    db,
    lines.map((l) => l.id),
  );
  const atLeastZero = (milli: bigint) => formatMilli(milli > 0n ? milli : 0n);
  return {
    orderKey: order.orderKey,
    orderStatus: order.status,
    canCreate: CONSIGNABLE_ORDER_STATUSES.includes(order.status),
    lines: lines.map((l) => {
      const consigned = toMilli(held.get(l.id) ?? '0');
      return {
        lineItemId: l.id,
        lineNumber: l.lineNumber,
        skuId: l.sku,
        productName: l.productName,
        unit: l.unit,
        orderedQuantity: formatMilli(toMilli(l.orderedQty)),
        acknowledgedQuantity: formatMilli(toMilli(l.acknowledgedQty)),
        pendingAcknowledgementQuantity: atLeastZero(
          toMilli(l.orderedQty) - toMilli(l.cancelledQty) - toMilli(l.acknowledgedQty),
        ),
        consignedQuantity: formatMilli(consigned),
        availableQuantity: atLeastZero(toMilli(l.acknowledgedQty) - consigned),
      };
    }),
  };
}
