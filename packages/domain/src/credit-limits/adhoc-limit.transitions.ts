import type { Permission } from '../access/permissions';
import { defineTransitions } from '../status/transitions';
import type { AdhocLimitStatus } from './credit-position';

export type AdhocLimitAction = 'approve' | 'reject' | 'withdraw' | 'expire';

/**
 * An ad-hoc limit's life (doc 3 "Ad-hoc limit approval log", states PENDING, APPROVED, REJECTED,
 * EXPIRED). It is requested PENDING and decided through the approvals engine: approved or rejected
 * by the credit or finance desk (never by its requester), or withdrawn when its requester cancels
 * the approval request (it then ends REJECTED, as the log shows it). An approved limit counts only
 * inside its window; the nightly job marks it EXPIRED after its last day (a system move).
 */
export const ADHOC_LIMIT_TRANSITIONS = defineTransitions<AdhocLimitStatus, AdhocLimitAction, Permission>([
  { from: 'PENDING', to: 'APPROVED', action: 'approve', permission: 'Approve_Adhoc_Limit' },
  { from: 'PENDING', to: 'REJECTED', action: 'reject', permission: 'Approve_Adhoc_Limit' },
  { from: 'PENDING', to: 'REJECTED', action: 'withdraw', permission: 'Allow_Adhoc_Limit_Create' },
  { from: 'APPROVED', to: 'EXPIRED', action: 'expire', permission: 'Allow_System_Transition' },
]);
