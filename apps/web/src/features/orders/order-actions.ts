import { ORDER_TRANSITIONS, type OrderAction, isOrderStatus } from '@dom/domain';

/** The buttons the detail shows: the user's moves from this state in the domain's table. */
export type OrderButton = Extract<OrderAction, 'approve' | 'cancel'>;
const BUTTONS: readonly OrderButton[] = ['approve', 'cancel'];

export function orderButtons(status: string, permissions: readonly string[]): OrderButton[] {
  if (!isOrderStatus(status)) return [];
  const moves = ORDER_TRANSITIONS.nextActions(status, permissions).map((m) => m.action);
  return BUTTONS.filter((button) => moves.includes(button));
}
