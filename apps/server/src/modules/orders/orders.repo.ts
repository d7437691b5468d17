import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { type OwnerScope, scopeWhere } from '../identity/scope';
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

export async function setOrderStatus(tx: DbOrTx, id: string, status: string, version: number): Promise<void> {
  await tx
    .update(orders)
    .set({ status, version: version + 1, updatedAt: new Date() })
    .where(eq(orders.id, id));
}
