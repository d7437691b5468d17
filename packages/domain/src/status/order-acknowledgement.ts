import type { Permission } from '../access/permissions';
import type { OrderStatus } from './order.states';

/**
 * The seller's answer to an order's lines (doc 2 §2, the order's pending-acknowledgement tab):
 * acknowledge some or all of what is still pending, or reject it with a reason. The first
 * acknowledgement of an approved order is the table's `acknowledge` move (→ PLANNED) and a rejection
 * of everything with nothing acknowledged is its `reject` move (→ CANCELLED); every other answer
 * changes the lines in place, allowed in these states with these permissions.
 */
export const ORDER_ACKNOWLEDGEMENT_OPERATIONS = {
  acknowledge: {
    permission: 'Allow_Consignment_Acknowledge',
    statuses: ['ORDER_APPROVED', 'PLANNED', 'IN_PROGRESS'],
  },
  reject: {
    permission: 'Allow_Consignment_Reject',
    statuses: ['ORDER_APPROVED', 'PLANNED', 'IN_PROGRESS'],
  },
} as const satisfies Record<
  'acknowledge' | 'reject',
  { permission: Permission; statuses: readonly OrderStatus[] }
>;

export type OrderAcknowledgementOperation = keyof typeof ORDER_ACKNOWLEDGEMENT_OPERATIONS;

/** Whether the order's lines may be answered this way in this state. */
export function canAnswerOrderLines(operation: OrderAcknowledgementOperation, status: string): boolean {
  return (ORDER_ACKNOWLEDGEMENT_OPERATIONS[operation].statuses as readonly string[]).includes(status);
}

/** In thousandths: ordered less cancelled less acknowledged, never below 0. */
export function pendingAcknowledgementMilli(line: {
  orderedMilli: bigint;
  cancelledMilli: bigint;
  acknowledgedMilli: bigint;
}): bigint {
  const pending = line.orderedMilli - line.cancelledMilli - line.acknowledgedMilli;
  return pending > 0n ? pending : 0n;
}
