import type { OrderStatus } from '@dom/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { type OwnerScope, scopeWhere } from '../identity';
import { orderCharges, orderDependencyReasons, orderDocuments, orderLines, orders } from './orders.schema';
import type { OrderRow } from './order-search.repo';

export type OrderLineRow = typeof orderLines.$inferSelect;

const scoped = (scope: OwnerScope) =>
  scopeWhere(scope, {
    rmEmail: orders.rmEmail,
    tmEmail: orders.tmEmail,
    sellerId: orders.sellerId,
    buyerId: orders.buyerId,
    businessUnit: orders.businessUnit,
  });

/** The order by key within the user's scope; `forUpdate` takes the row lock a state change needs. */
export async function findOrder(
  db: DbOrTx,
  scope: OwnerScope,
  orderKey: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.orderKey, orderKey), scoped(scope)));
  const [row] = await (opts.forUpdate ? q.for('update') : q);
  return row;
}

export async function listLines(db: DbOrTx, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNumber));
}

/** The tabs of the detail besides the lines: three more statements, five in all with the order. */
export async function listOrderExtras(db: DbOrTx, orderId: string) {
  const charges = await db
    .select({ chargeType: orderCharges.chargeType, amountPaise: orderCharges.amountPaise })
    .from(orderCharges)
    .where(eq(orderCharges.orderId, orderId));
  const reasons = await db
    .select()
    .from(orderDependencyReasons)
    .where(eq(orderDependencyReasons.orderId, orderId))
    .orderBy(asc(orderDependencyReasons.createdAt));
  const documents = await db
    .select()
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.uploadedAt));
  return { charges, reasons, documents };
}

export async function setOrderStatus(
  tx: DbOrTx,
  id: string,
  status: OrderStatus,
  version: number,
): Promise<void> {
  await tx
    .update(orders)
    .set({ status, version: version + 1, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/**
 * Recomputes the values of an order's lines and of the order from what is still ordered (ordered −
 * cancelled quantity): line tax, then pre-tax, tax, seller value, gross margin, the shipping cost
 * (its SHIPPING charges) and the total (pre-tax + tax + every charge). Amounts floor to the paisa
 * the way creating the order does. Answers the new total.
 */
export async function recomputeOrderValues(tx: DbOrTx, orderId: string): Promise<bigint> {
  const open = sql.raw('(ordered_qty - cancelled_qty)');
  await tx
    .update(orderLines)
    .set({
      taxPaise: sql`floor(floor(${open} * ${orderLines.buyerPricePaise}) * ${orderLines.gstRateBp} / 10000)::bigint`,
    })
    .where(eq(orderLines.orderId, orderId));
  const lineSum = (expr: ReturnType<typeof sql.raw>) =>
    sql`(SELECT coalesce(sum(${expr}), 0)::bigint FROM ${orderLines} WHERE ${orderLines.orderId} = ${orderId})`;
  const chargeSum = (onlyShipping: boolean) =>
    sql`(SELECT coalesce(sum(${orderCharges.amountPaise}), 0)::bigint FROM ${orderCharges}
      WHERE ${orderCharges.orderId} = ${orderId}${onlyShipping ? sql` AND ${orderCharges.chargeType} = 'SHIPPING'` : sql``})`;
  const preTax = lineSum(sql.raw('floor((ordered_qty - cancelled_qty) * buyer_price_paise)'));
  const tax = lineSum(sql.raw('tax_paise'));
  const sellerValue = lineSum(sql.raw('floor((ordered_qty - cancelled_qty) * seller_price_paise)'));
  const [row] = await tx
    .update(orders)
    .set({
      preTaxPaise: preTax,
      taxPaise: tax,
      sellerValuePaise: sellerValue,
      grossMarginBp: sql`CASE WHEN ${preTax} > 0 THEN ((${preTax} - ${sellerValue}) * 10000 / ${preTax})::int ELSE 0 END`,
      shippingPaise: chargeSum(true),
      totalPaise: sql`${preTax} + ${tax} + ${chargeSum(false)}`,
    })
    .where(eq(orders.id, orderId))
    .returning({ totalPaise: orders.totalPaise });
  if (!row) throw new Error(`no order ${orderId} to recompute`);
  return row.totalPaise;
}

/**
 * The orders area's command for the quantities consignments move: each line's shipped or fulfilled
 * quantity goes up (`sign` 1) or down (-1, never below 0). Other areas call this rather than
 * writing `order_lines` themselves.
 */
export async function moveLineQuantities(
  tx: DbOrTx,
  column: 'shippedQty' | 'fulfilledQty',
  sign: 1 | -1,
  lines: readonly { orderLineId: string; quantity: string }[],
): Promise<void> {
  const target = orderLines[column];
  for (const l of lines)
    await tx
      .update(orderLines)
      .set({ [column]: sql`greatest(0, ${target} ${sql.raw(sign > 0 ? '+' : '-')} ${l.quantity}::numeric)` })
      .where(eq(orderLines.id, l.orderLineId));
}
