import type { JobWorkStatus } from '@dom/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { orderJobWorks, orderLines, orders } from './orders.schema';

export type JobWorkRow = Awaited<ReturnType<typeof listJobWorkRows>>[number];

const columns = {
  id: orderJobWorks.id,
  orderId: orderJobWorks.orderId,
  orderKey: orders.orderKey,
  lineItemId: orderJobWorks.orderLineId,
  lineNumber: orderLines.lineNumber,
  skuId: orderLines.sku,
  productName: orderLines.productName,
  unit: orderLines.unit,
  process: orderJobWorks.process,
  jobWorker: orderJobWorks.jobWorker,
  quantity: orderJobWorks.quantity,
  expectedCompletionDate: orderJobWorks.expectedCompletionDate,
  status: orderJobWorks.status,
  createdAt: orderJobWorks.createdAt,
  updatedAt: orderJobWorks.updatedAt,
};

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(orderJobWorks)
    .innerJoin(orderLines, eq(orderLines.id, orderJobWorks.orderLineId))
    .innerJoin(orders, eq(orders.id, orderJobWorks.orderId));

/** The order's job work, by line then oldest first. The caller has checked the order's scope. */
export async function listJobWorkRows(db: DbOrTx, orderId: string) {
  return joined(db)
    .where(eq(orderJobWorks.orderId, orderId))
    .orderBy(asc(orderLines.lineNumber), asc(orderJobWorks.createdAt), asc(orderJobWorks.id));
}

/** One job work with its order key, unscoped: the caller then finds the order within the user's scope. */
export async function findJobWorkRow(db: DbOrTx, id: string): Promise<JobWorkRow | undefined> {
  const [row] = await joined(db).where(eq(orderJobWorks.id, id));
  return row;
}

/** The quantity already given out on a line, in every state (the cap counts completed work too). */
export async function committedOnLine(db: DbOrTx, orderLineId: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orderJobWorks.quantity}), 0)::text` })
    .from(orderJobWorks)
    .where(eq(orderJobWorks.orderLineId, orderLineId));
  return row?.total ?? '0';
}

export async function insertJobWork(db: DbOrTx, values: typeof orderJobWorks.$inferInsert): Promise<string> {
  const [row] = await db.insert(orderJobWorks).values(values).returning({ id: orderJobWorks.id });
  if (!row) throw new Error('job work insert returned no row');
  return row.id;
}

/** Moves the row only from the state it was read in, so a lost race changes nothing. */
export async function setJobWorkStatus(
  db: DbOrTx,
  id: string,
  from: JobWorkStatus,
  to: JobWorkStatus,
): Promise<boolean> {
  const rows = await db
    .update(orderJobWorks)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(orderJobWorks.id, id), eq(orderJobWorks.status, from)))
    .returning({ id: orderJobWorks.id });
  return rows.length === 1;
}

export async function deleteJobWorkRow(db: DbOrTx, id: string, status: JobWorkStatus): Promise<boolean> {
  const rows = await db
    .delete(orderJobWorks)
    .where(and(eq(orderJobWorks.id, id), eq(orderJobWorks.status, status)))
    .returning({ id: orderJobWorks.id });
  return rows.length === 1;
}
