import {
  APPROVAL_ITEM_TRANSITIONS,
  APPROVAL_TRANSITIONS,
  type ApprovalAction,
  type ApprovalItemAction,
  type ApprovalItemStatus,
  type ApprovalStatus,
} from '@dom/domain';
import { eq } from 'drizzle-orm';
import type { Machine } from '../../platform/moves';
import { approvalRequests, approvalSteps } from './approvals.schema';

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;
export type ApprovalStepRow = typeof approvalSteps.$inferSelect;

/**
 * An approval request, moved by APPROVAL_TRANSITIONS (PENDING → APPROVED / REJECTED / CANCELLED).
 * Found by its key; who may see which request is the service's check (requester, participant, or
 * a holder of the all-requests view), made before any move.
 */
export const APPROVAL_REQUEST_MACHINE: Machine<ApprovalRequestRow, ApprovalStatus, ApprovalAction, null> = {
  entity: 'approval-request',
  label: 'Approval request',
  table: approvalRequests,
  columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt', key: 'approvalKey' },
  transitions: APPROVAL_TRANSITIONS,
  find: async (db, _scope, key, { forUpdate }) => {
    const q = db.select().from(approvalRequests).where(eq(approvalRequests.approvalKey, key));
    const [row] = await (forUpdate ? q.for('update') : q);
    return row ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => row.approvalKey,
  audit: { entityType: 'approval_request' },
  notAllowed: (from) => `This approval request is already ${from.toLowerCase()}; it takes no more decisions.`,
};

/**
 * A step of a request (an approval item: REQUESTED → REVIEWED → APPROVED / DENIED). The engine
 * moves it on behalf of the participant whose decision it records: the participant list of the
 * step, not a permission, says who may act (the request's own move needs the permission).
 */
export const APPROVAL_STEP_MACHINE: Machine<ApprovalStepRow, ApprovalItemStatus, ApprovalItemAction, null> = {
  entity: 'approval-step',
  label: 'Approval step',
  table: approvalSteps,
  columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt', key: 'id' },
  transitions: APPROVAL_ITEM_TRANSITIONS,
  find: async (db, _scope, id, { forUpdate }) => {
    const q = db.select().from(approvalSteps).where(eq(approvalSteps.id, id));
    const [row] = await (forUpdate ? q.for('update') : q);
    return row ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => row.id,
  audit: { entityType: 'approval_step' },
};
