import type { IsoDate } from '../dates/ist-calendar';
import type { OrderStatus } from './order.states';

/** Orders still on their way to the buyer: a passed delivery date makes them late. */
export const ORDER_OPEN_STATUSES = [
  'ORDERED',
  'ORDER_APPROVED',
  'PLANNED',
  'IN_PROGRESS',
  'RPT_BLOCKED',
] as const satisfies readonly OrderStatus[];

/**
 * "Delayed" from the real dates: an open order whose delivery date (IST calendar day) is before
 * today. An order without a delivery date, or already completed or cancelled, is not delayed.
 */
export function isOrderDelayed(
  order: { status: string; deliveryDate: string | null },
  today: IsoDate,
): boolean {
  return (
    order.deliveryDate !== null &&
    order.deliveryDate < today &&
    (ORDER_OPEN_STATUSES as readonly string[]).includes(order.status)
  );
}
