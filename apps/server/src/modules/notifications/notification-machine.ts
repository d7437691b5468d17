import {
  NOTIFICATION_SEND_TRANSITIONS,
  type NotificationSendAction,
  type NotificationSendStatus,
} from '@dom/domain';
import { eq } from 'drizzle-orm';
import type { Machine } from '../../platform/moves';
import { notificationLogs } from './notifications.schema';

type Row = typeof notificationLogs.$inferSelect;

/**
 * A notification's send status (IN_PROGRESS → SENT or FAILED; FAILED → IN_PROGRESS by a
 * retrigger), moved by NOTIFICATION_SEND_TRANSITIONS. Logs are internal: the route's permission is
 * the scope, so the machine finds by id.
 */
export const NOTIFICATION_MACHINE: Machine<Row, NotificationSendStatus, NotificationSendAction, null> = {
  entity: 'notification',
  label: 'Notification',
  table: notificationLogs,
  columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt' },
  transitions: NOTIFICATION_SEND_TRANSITIONS,
  find: async (db, _scope, key, { forUpdate }) => {
    const id = Number(key);
    if (!Number.isSafeInteger(id)) return undefined;
    const q = db.select().from(notificationLogs).where(eq(notificationLogs.id, id));
    const [row] = await (forUpdate ? q.for('update') : q);
    return row ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => String(row.id),
  audit: { entityType: 'notification', facts: ['attempts'] },
};
