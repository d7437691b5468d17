import { APPROVAL_ENDPOINTS, type ApprovalAllowedAction } from '@dom/contract';
import { callAllowedAction } from '../../lib/allowed-actions';
import { call } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';

export const APPROVALS_KEY = 'approvals';

const on = APPROVAL_ENDPOINTS;

export const approvalLog = (query: QueryParams) => call(on.log, { query });
export const approvalDetail = (approvalKey: string) => call(on.detail, { params: { approvalKey } });
export const approvalSubjectTypes = () => call(on.subjectTypes);

/**
 * One decision with its comment, through the call the request's allowed action names; the attempt's
 * Idempotency-Key makes a retry answer the first.
 */
export function decideApproval(
  action: ApprovalAllowedAction,
  body: { approvalKey: string; comment: string },
  idempotencyKey: string,
) {
  return callAllowedAction(action, body, { idempotencyKey });
}

export const bulkApprove = (body: { approvalKeys: string[]; comment: string }, idempotencyKey: string) =>
  call(on.bulkApprove, { body }, { idempotencyKey });
