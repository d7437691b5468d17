import { type NotificationLog } from '@dom/contract';
import { callAllowedAction } from '../../lib/allowed-actions';

export const NOTIFICATIONS_KEY = 'notifications';
/** Retriggers a failed log through the call its allowed action names. */
export function retriggerLog(log: NotificationLog, idempotencyKey: string): Promise<NotificationLog> {
  const action = log.allowedActions.find((a) => a.action === 'retrigger');
  if (!action) throw new Error(`Notification ${log.id} cannot be retriggered`);
  return callAllowedAction<NotificationLog>(action, undefined, { idempotencyKey });
}
