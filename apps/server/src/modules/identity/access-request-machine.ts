import { ACCESS_REQUEST_TRANSITIONS, type AccessRequestAction, type AccessRequestStatus } from '@dom/domain';
import { eq } from 'drizzle-orm';
import type { Machine } from '../../platform/moves';
import { accessRequests } from './authorization.schema';

type Row = typeof accessRequests.$inferSelect;

/** Each action of the table leads to one state; the audit log names a decision by it. */
const targetOf = (action: string): string =>
  ACCESS_REQUEST_TRANSITIONS.moves.find((m) => m.action === action)?.to ?? action;

/**
 * A request for more access, decided by a manager and an administrator, moved by
 * ACCESS_REQUEST_TRANSITIONS. Who may decide which request is the service's check (a manager only
 * their reportees'); the machine finds by id. Audited as `ACCESS_REQUEST_<state>`.
 */
export const ACCESS_REQUEST_MACHINE: Machine<Row, AccessRequestStatus, AccessRequestAction, null> = {
  entity: 'access-request',
  label: 'Access request',
  table: accessRequests,
  columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt' },
  transitions: ACCESS_REQUEST_TRANSITIONS,
  find: async (db, _scope, id, { forUpdate }) => {
    const q = db.select().from(accessRequests).where(eq(accessRequests.id, id));
    const [row] = await (forUpdate ? q.for('update') : q);
    return row ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => row.id,
  audit: { entityType: 'access_request', action: (action) => `ACCESS_REQUEST_${targetOf(action)}` },
};
