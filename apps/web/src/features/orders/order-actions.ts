import type { OrderAllowedAction } from '@dom/contract';
import type { OrderAction } from '@dom/domain';
import { allows } from '../../lib/allowed-actions';

/** The buttons the detail shows: the moves the server allows the user now (the detail's `allowedActions`). */
export type OrderButton = Extract<OrderAction, 'approve' | 'cancel' | 'acknowledge' | 'reject'>;
const BUTTONS: readonly OrderButton[] = ['approve', 'cancel', 'acknowledge', 'reject'];

export function orderButtons(allowed: readonly Pick<OrderAllowedAction, 'action'>[]): OrderButton[] {
  return BUTTONS.filter((button) => allows(allowed, button));
}
