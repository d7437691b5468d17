import {
  JOB_WORK_TRANSITIONS,
  type JobWorkAction,
  type JobWorkStatus,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderStatus,
} from '@dom/domain';
import type { Machine } from '../../platform/moves';
import { type OwnerScope, scopeWhere } from '../identity';
import { type JobWorkRow, findJobWorkRow } from './order-job-work.repo';
import type { OrderRow } from './order-search.repo';
import { findOrder } from './orders.repo';
import { orderJobWorks, orders } from './orders.schema';

const orderScope = (scope: OwnerScope) =>
  scopeWhere(scope, {
    rmEmail: orders.rmEmail,
    tmEmail: orders.tmEmail,
    sellerId: orders.sellerId,
    buyerId: orders.buyerId,
    businessUnit: orders.businessUnit,
  });

/**
 * An order's lifecycle, moved by ORDER_TRANSITIONS. Other areas (consignments, invoice revisions)
 * move an order through this machine too, as a system move: audited and announced like any other.
 */
export const ORDER_MACHINE: Machine<OrderRow, OrderStatus, OrderAction, OwnerScope> = {
  entity: 'order',
  label: 'Order',
  table: orders,
  columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt', key: 'orderKey' },
  transitions: ORDER_TRANSITIONS,
  // A system move (scope null) sees every order: an empty scope narrows nothing.
  find: async (db, scope, key, { forUpdate }) => {
    const row = await findOrder(db, scope ?? {}, key, { forUpdate });
    return row ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => row.orderKey,
  scopeWhere: orderScope,
};

/**
 * A job work of an order line, moved by JOB_WORK_TRANSITIONS. It has no version column: the write
 * is guarded by the status it was read in. Found by id, then its order within the caller's scope
 * (locked), then read again under that lock. Audited on the order (`order.job-work.<action>`).
 */
export const JOB_WORK_MACHINE: Machine<JobWorkRow, JobWorkStatus, JobWorkAction, OwnerScope> = {
  entity: 'job-work',
  label: 'Job work',
  table: orderJobWorks,
  columns: { id: 'id', status: 'status', updatedAt: 'updatedAt' },
  transitions: JOB_WORK_TRANSITIONS,
  find: async (db, scope, id, { forUpdate }) => {
    const first = await findJobWorkRow(db, id);
    if (!first) return undefined;
    if (!(await findOrder(db, scope ?? {}, first.orderKey, { forUpdate }))) return undefined;
    const row = await findJobWorkRow(db, id);
    return row ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => row.id,
  audit: {
    entityType: 'order',
    entityIdOf: (row) => row.orderKey,
    action: (action) => `order.job-work.${action}`,
  },
  notAllowed: (from, action) => `Cannot ${action} job work when its status is ${from}.`,
};
