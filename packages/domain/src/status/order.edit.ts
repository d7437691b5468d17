import type { OrderStatus } from './order.states';
import type { ConsignmentStatus } from './consignment.states';

/**
 * Which parts of an order may be edited in which state (docs/orders.md "Edit: what may change in
 * which state" keeps the same table). The server refuses the rest with 409; the web offers only
 * these. Quantities and prices move money and stock: only before approval or while blocked. Dates
 * and people can follow the order until it is fulfilled; addresses only until consignments are
 * planned (consignments copy them when they are created); nothing changes after completion or cancel.
 */
export type OrderEditGroup = 'quantities' | 'schedule' | 'people' | 'address';

export const ORDER_EDITABLE_STATES: Readonly<Record<OrderEditGroup, readonly OrderStatus[]>> = {
  quantities: ['ORDERED', 'RPT_BLOCKED'],
  schedule: ['ORDERED', 'ORDER_APPROVED', 'PLANNED', 'IN_PROGRESS', 'RPT_BLOCKED'],
  people: ['ORDERED', 'ORDER_APPROVED', 'PLANNED', 'IN_PROGRESS', 'RPT_BLOCKED'],
  address: ['ORDERED', 'ORDER_APPROVED', 'RPT_BLOCKED'],
};

export function canEditOrder(group: OrderEditGroup, status: OrderStatus): boolean {
  return ORDER_EDITABLE_STATES[group].includes(status);
}

export function orderEditGroupsIn(status: OrderStatus): OrderEditGroup[] {
  return (Object.keys(ORDER_EDITABLE_STATES) as OrderEditGroup[]).filter((g) => canEditOrder(g, status));
}

/**
 * The buyer's purchase order (number, date, PO file) may be recorded or replaced until the goods
 * leave: in the open order states, and only while none of the order's consignments has been
 * dispatched (in transit or later; cancelled and reversed ones do not count). Consignments copy the
 * PO number, so a dispatched one carries it on its documents already.
 */
export const BUYER_PO_EDITABLE_STATES: readonly OrderStatus[] = [
  'ORDERED',
  'ORDER_APPROVED',
  'PLANNED',
  'IN_PROGRESS',
  'RPT_BLOCKED',
];

export const DISPATCHED_CONSIGNMENT_STATES: readonly ConsignmentStatus[] = [
  'INTRANSIT',
  'DELIVERED',
  'DELIVERY_FAILED',
  'COMPLETED',
];

export function canRecordBuyerPo(
  status: OrderStatus,
  consignmentStatuses: readonly string[],
): { ok: true } | { ok: false; reason: string } {
  if (!BUYER_PO_EDITABLE_STATES.includes(status))
    return { ok: false, reason: `Cannot update the buyer PO details when the status is ${status}.` };
  if (consignmentStatuses.some((s) => (DISPATCHED_CONSIGNMENT_STATES as readonly string[]).includes(s)))
    return {
      ok: false,
      reason: 'Cannot update the buyer PO details after a consignment of the order has been dispatched.',
    };
  return { ok: true };
}

/**
 * Dependency reasons say why an open order waits (doc 2 §3); a finished, cancelled or invoiced
 * order waits for nothing, so they are recorded only in these states.
 */
export const DEPENDENCY_REASON_STATES: readonly OrderStatus[] = [
  'ORDERED',
  'ORDER_APPROVED',
  'PLANNED',
  'IN_PROGRESS',
  'RPT_BLOCKED',
];

export function canRecordDependencyReasons(status: string): boolean {
  return (DEPENDENCY_REASON_STATES as readonly string[]).includes(status);
}
