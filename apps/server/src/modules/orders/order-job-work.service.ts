import {
  type AnyEndpoint,
  type CreateJobWork,
  type JobWork,
  type JobWorkAction,
  type JobWorkList,
  ORDER_ENDPOINTS,
  allowedAction,
} from '@dom/contract';
import { JOB_WORK_TRANSITIONS, acceptsJobWork, isJobWorkDeletable, type Permission } from '@dom/domain';
import { recordAudit } from '../../platform/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { applyMove } from '../../platform/moves';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from './order-approval.service';
import {
  type JobWorkRow,
  committedOnLine,
  deleteJobWorkRow,
  findJobWorkRow,
  insertJobWork,
  listJobWorkRows,
} from './order-job-work.repo';
import { JOB_WORK_MACHINE } from './order-machine';
import { findOrder, listLines } from './orders.repo';
import { formatMilli, toMilli } from './quantity';

const EDIT: Permission = 'Allow_Order_Edit';

/** The call of each job work move. */
const JOB_WORK_MOVE_ENDPOINTS: Record<JobWorkAction, AnyEndpoint> = {
  start: ORDER_ENDPOINTS.startJobWork,
  complete: ORDER_ENDPOINTS.completeJobWork,
};

function present(row: JobWorkRow, permissions: ReadonlySet<string>): JobWork {
  const status = row.status;
  const params = { id: row.id };
  const allowed: JobWork['allowedActions'] = JOB_WORK_TRANSITIONS.nextActions(status, permissions).map((m) =>
    allowedAction(m.action, JOB_WORK_MOVE_ENDPOINTS[m.action], params, m.to),
  );
  if (permissions.has(EDIT) && isJobWorkDeletable(status))
    allowed.push(allowedAction('delete', ORDER_ENDPOINTS.deleteJobWork, params, null));
  return {
    id: row.id,
    orderKey: row.orderKey,
    lineItemId: row.lineItemId,
    lineNumber: row.lineNumber,
    skuId: row.skuId,
    productName: row.productName,
    unit: row.unit,
    process: row.process,
    jobWorker: row.jobWorker,
    quantity: formatMilli(toMilli(row.quantity)),
    expectedCompletionDate: row.expectedCompletionDate,
    status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    allowedActions: allowed,
  };
}

export async function listJobWorks(
  db: Db,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  orderKey: string,
): Promise<JobWorkList> {
  const order = foundInScope(await findOrder(db, scope, orderKey), 'Order');
  const rows = await listJobWorkRows(db, order.id);
  return {
    items: rows.map((r) => present(r, permissions)),
    canAdd: permissions.has(EDIT) && acceptsJobWork(order.status),
  };
}

async function presentOne(db: DbOrTx, id: string, permissions: ReadonlySet<string>): Promise<JobWork> {
  const row = await findJobWorkRow(db, id);
  if (!row) throw new Error(`job work ${id} vanished inside its own transaction`);
  return present(row, permissions);
}

/**
 * Records job work on a line of an order in the user's scope. The order row is locked first, so
 * two writers on one line cannot both pass the cap: ordered − cancelled ≥ all job work on the line.
 */
export async function createJobWork(
  tx: Tx,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  orderKey: string,
  body: CreateJobWork,
  actor: Actor,
): Promise<JobWork> {
  const order = foundInScope(await findOrder(tx, scope, orderKey, { forUpdate: true }), 'Order');
  if (!acceptsJobWork(order.status))
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      `Job work can be added only to an approved order that is still open; this order is ${order.status}.`,
    );
  const line = (await listLines(tx, order.id)).find((l) => l.id === body.lineItemId);
  if (!line) throw badRequest([{ field: 'lineItemId', message: 'Not a line of this order' }]);
  const limit = toMilli(line.orderedQty) - toMilli(line.cancelledQty);
  const committed = toMilli(await committedOnLine(tx, line.id));
  const wanted = toMilli(body.quantity);
  if (committed + wanted > limit) {
    const left = limit - committed > 0n ? limit - committed : 0n;
    throw badRequest([
      {
        field: 'quantity',
        message: `Enter at most ${formatMilli(left)} ${line.unit}: the line's ordered less cancelled quantity is ${formatMilli(limit)} and job work of ${formatMilli(committed)} is already recorded`,
      },
    ]);
  }
  const id = await insertJobWork(tx, {
    orderId: order.id,
    orderLineId: line.id,
    process: body.process,
    jobWorker: body.jobWorker,
    quantity: formatMilli(wanted),
    expectedCompletionDate: body.expectedCompletionDate ?? null,
    status: 'DRAFT',
    createdBy: actor.actingAsId ?? actor.actorId,
  });
  await recordAudit(tx, {
    ...actor,
    action: 'order.job-work.create',
    entityType: 'order',
    entityId: order.orderKey,
    after: { jobWorkId: id, ...body, quantity: formatMilli(wanted) },
  });
  return presentOne(tx, id, permissions);
}

/** The job work by id, then its order within the user's scope (locked): another's answers 404. */
async function lockInScope(tx: DbOrTx, scope: OwnerScope, id: string): Promise<JobWorkRow> {
  const row = foundInScope(await findJobWorkRow(tx, id), 'Job work');
  foundInScope(await findOrder(tx, scope, row.orderKey, { forUpdate: true }), 'Job work');
  // Read again under the order's lock: the state seen before it may have moved meanwhile.
  return foundInScope(await findJobWorkRow(tx, id), 'Job work');
}

export async function moveJobWork(
  tx: Tx,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  id: string,
  action: JobWorkAction,
  actor: Actor,
): Promise<JobWork> {
  await applyMove(tx, JOB_WORK_MACHINE, { key: id, action, caller: { scope, permissions, actor } });
  return presentOne(tx, id, permissions);
}

export async function deleteJobWork(tx: Tx, scope: OwnerScope, id: string, actor: Actor): Promise<void> {
  const row = await lockInScope(tx, scope, id);
  if (!isJobWorkDeletable(row.status))
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      `Only draft job work can be deleted; this one is ${row.status}.`,
    );
  if (!(await deleteJobWorkRow(tx, id, row.status)))
    throw new AppError('CONFLICT', 'The job work was changed by someone else: reload it and try again.');
  await recordAudit(tx, {
    ...actor,
    action: 'order.job-work.delete',
    entityType: 'order',
    entityId: row.orderKey,
    before: {
      jobWorkId: id,
      lineItemId: row.lineItemId,
      process: row.process,
      jobWorker: row.jobWorker,
      quantity: row.quantity,
      status: row.status,
    },
  });
}
