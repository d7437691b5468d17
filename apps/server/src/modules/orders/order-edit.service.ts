import { unitQuantityError } from '@dom/domain';
import type { OrderActionResult, OrderEdit } from '@dom/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { AppError, type FieldError, badRequest } from '../../platform/errors';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from './order-approval.service';
import { type EditGroup, canEdit } from './order-edit.rules';
import { findOrder, listLines, recomputeOrderValues } from './orders.repo';
import { bookAddress } from './order-addresses.repo';
import { type StoredAddress, orderLines, orders } from './orders.schema';
import { formatMilli, toMilli } from './quantity';

/** Address changes pick entries of the order's buyer's address book (`/order/update/updateAddress`). */
export interface AddressChange {
  billingAddressId?: string | undefined;
  shippingAddressId?: string | undefined;
}

function groupsOf(body: OrderEdit, address: AddressChange): EditGroup[] {
  const groups = new Set<EditGroup>();
  if (address.billingAddressId || address.shippingAddressId) groups.add('address');
  if (body.deliveryDate || body.dueDate || body.maxMdd) groups.add('schedule');
  if (body.logisticsManager || body.orderManager || body.rmName || body.rmEmail || body.cmName)
    groups.add('people');
  for (const l of body.lines ?? []) {
    if (l.orderedQuantity !== undefined) groups.add('quantities');
    if (l.productionDate !== undefined) groups.add('schedule');
  }
  return [...groups];
}

/** Edits what the state allows (order-edit.rules), recomputes the values, audits before and after. */
export async function editOrder(
  tx: Tx,
  scope: OwnerScope,
  body: OrderEdit,
  actor: Actor,
  address: AddressChange = {},
): Promise<OrderActionResult> {
  const groups = groupsOf(body, address);
  if (groups.length === 0) throw badRequest([{ field: 'orderKey', message: 'Nothing to change' }]);
  const order = foundInScope(await findOrder(tx, scope, body.orderKey, { forUpdate: true }), 'Order');
  if (body.version !== undefined && body.version !== order.version)
    throw new AppError('CONFLICT', 'The order was changed by someone else: reload it and edit again.');
  const refused = groups.filter((g) => !canEdit(g, order.status));
  if (refused.length > 0)
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      `Cannot edit ${refused.join(', ')} when the status is ${order.status}.`,
    );
  const lines = await listLines(tx, order.id);
  const fields: FieldError[] = [];
  const lineChanges = (body.lines ?? []).map((l, i) => {
    const line = lines.find((x) => x.id === l.lineItemId);
    if (!line) fields.push({ field: `lines[${i}].lineItemId`, message: 'Not a line of this order' });
    else if (l.orderedQuantity !== undefined) {
      const floor = toMilli(line.cancelledQty) + toMilli(line.shippedQty);
      const wanted = toMilli(l.orderedQuantity);
      if (wanted <= 0n || wanted < floor)
        fields.push({
          field: `lines[${i}].orderedQuantity`,
          message: `Enter more than 0 and at least the cancelled and shipped quantity ${formatMilli(floor)}`,
        });
      else {
        const whole = unitQuantityError(line.unit, l.orderedQuantity);
        if (whole) fields.push({ field: `lines[${i}].orderedQuantity`, message: whole });
      }
    }
    return { l, line };
  });
  const addresses = await addressesOf(tx, order.buyerId, address, fields);
  if (fields.length > 0) throw badRequest(fields);

  for (const { l, line } of lineChanges) {
    if (!line) continue;
    const set: Partial<typeof orderLines.$inferInsert> = {};
    if (l.productionDate !== undefined) set.productionDate = l.productionDate;
    if (l.orderedQuantity !== undefined) set.orderedQty = formatMilli(toMilli(l.orderedQuantity));
    await tx.update(orderLines).set(set).where(eq(orderLines.id, line.id));
  }
  const changes = {
    ...(body.deliveryDate ? { deliveryDate: body.deliveryDate } : {}),
    ...(body.dueDate ? { dueDate: body.dueDate } : {}),
    ...(body.maxMdd ? { maxMdd: body.maxMdd } : {}),
    ...(body.logisticsManager ? { logisticsManager: body.logisticsManager } : {}),
    ...(body.orderManager ? { orderManager: body.orderManager } : {}),
    ...(body.rmName ? { rmName: body.rmName } : {}),
    ...(body.rmEmail ? { rmEmail: body.rmEmail.toLowerCase() } : {}),
    ...(body.cmName ? { cmName: body.cmName } : {}),
    ...addresses,
  };
  await tx
    .update(orders)
    .set({ ...changes, version: order.version + 1, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  if (groups.includes('quantities')) await recomputeOrderValues(tx, order.id);
  const before = Object.fromEntries(
    Object.keys(changes).map((k) => [k, (order as Record<string, unknown>)[k] ?? null]),
  );
  await recordAudit(tx, {
    ...actor,
    action: 'order.edit',
    entityType: 'order',
    entityId: order.orderKey,
    before: { ...before, totalPaise: order.totalPaise.toString() },
    after: { ...changes, lines: body.lines ?? [] },
  });
  return { orderKey: order.orderKey, orderStatus: order.status, version: order.version + 1 };
}

/** The chosen book entries, which must belong to the order's buyer and be of the right type. */
async function addressesOf(
  tx: DbOrTx,
  buyerId: string,
  change: AddressChange,
  fields: FieldError[],
): Promise<{ billingAddress?: StoredAddress; shippingAddress?: StoredAddress }> {
  const out: { billingAddress?: StoredAddress; shippingAddress?: StoredAddress } = {};
  if (change.billingAddressId) {
    const a = await bookAddress(tx, buyerId, change.billingAddressId, 'BILLING', 'billingAddressId', fields);
    if (a) out.billingAddress = a;
  }
  if (change.shippingAddressId) {
    const a = await bookAddress(
      tx,
      buyerId,
      change.shippingAddressId,
      'SHIPPING',
      'shippingAddressId',
      fields,
    );
    if (a) out.shippingAddress = a;
  }
  return out;
}
