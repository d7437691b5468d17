import { APPROVAL_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';

export const APPROVALS_KEY = 'approvals';

const on = APPROVAL_ENDPOINTS;

export const approvalLog = (query: QueryParams) => call(on.log, { query });
export const approvalDetail = (approvalKey: string) => call(on.detail, { params: { approvalKey } });
export const approvalSubjectTypes = () => call(on.subjectTypes);

export type DecisionKind = 'approve' | 'reject' | 'requestChanges' | 'cancel';

/** One decision with its comment; the attempt's Idempotency-Key makes a retry answer the first. */
export function decideApproval(
  kind: DecisionKind,
  body: { approvalKey: string; comment: string },
  idempotencyKey: string,
) {
  const options = { idempotencyKey };
  if (kind === 'approve') return call(on.approve, { body }, options);
  if (kind === 'reject') return call(on.reject, { body }, options);
  if (kind === 'requestChanges') return call(on.requestChanges, { body }, options);
  return call(on.cancel, { body }, options);
}

export const bulkApprove = (body: { approvalKeys: string[]; comment: string }, idempotencyKey: string) =>
  call(on.bulkApprove, { body }, { idempotencyKey });
