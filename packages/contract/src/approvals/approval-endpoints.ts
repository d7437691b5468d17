import { type CommonErrorCode, endpointsOf } from '../endpoint';
import {
  ApprovalBulkApproveSchema,
  ApprovalBulkResultSchema,
  ApprovalDecisionBodySchema,
  ApprovalDetailSchema,
  ApprovalKeyParamSchema,
  ApprovalListQuerySchema,
  ApprovalPageSchema,
  ApprovalRequestCreateSchema,
  ApprovalRequiredCommentBodySchema,
  ApprovalStatusUpdateSchema,
  ApprovalSubjectTypesSchema,
} from './approvals';

/** The error codes an approval call can answer. */
export type ApprovalErrorCode =
  | CommonErrorCode
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TRANSITION_NOT_ALLOWED'
  | 'TRANSITION_FORBIDDEN'
  | 'APPROVAL_ENDED'
  | 'APPROVAL_OWN_REQUEST'
  | 'APPROVAL_ALREADY_ACTED'
  | 'APPROVAL_NOT_PARTICIPANT'
  | 'APPROVAL_UNKNOWN_SUBJECT';

const define = endpointsOf<ApprovalErrorCode>();

const DECISION_ERRORS = [
  'NOT_FOUND',
  'CONFLICT',
  'APPROVAL_ENDED',
  'APPROVAL_OWN_REQUEST',
  'APPROVAL_ALREADY_ACTED',
  'APPROVAL_NOT_PARTICIPANT',
] as const;

/**
 * The approvals engine and the Approval Center (doc 3 §2, §7: `ApprovalRequest`, the approval-center
 * log with status update; issue 17 §1). Reading needs the screen; deciding needs
 * `Approve_Approval_Request` and, on the server, a place among the current step's approvers.
 */
export const APPROVAL_ENDPOINTS = {
  log: define({
    id: 'approvals.log',
    method: 'GET',
    path: '/approval-center/log',
    access: 'Display_Approval_Center_Tab',
    query: ApprovalListQuerySchema,
    response: ApprovalPageSchema,
    summary: 'The approval-center log: waiting for me, raised by me or all, with the spec’s filters',
  }),
  subjectTypes: define({
    id: 'approvals.subject-types',
    method: 'GET',
    path: '/approval-center/subject-types',
    access: 'Display_Approval_Center_Tab',
    response: ApprovalSubjectTypesSchema,
    summary: 'The subject types modules registered a policy for',
  }),
  detail: define({
    id: 'approvals.detail',
    method: 'GET',
    path: '/approval-center/request/:approvalKey',
    access: 'Display_Approval_Center_Tab',
    params: ApprovalKeyParamSchema,
    response: ApprovalDetailSchema,
    errors: ['NOT_FOUND'],
    summary: 'One request: summary, metadata, steps, decisions, timeline and what the caller may do',
  }),
  create: define({
    id: 'approvals.create',
    method: 'POST',
    path: '/approval-request',
    access: 'Allow_Exceptional_Approval_Request',
    body: ApprovalRequestCreateSchema,
    response: ApprovalDetailSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT', 'APPROVAL_UNKNOWN_SUBJECT'],
    summary: 'ApprovalRequest: raise a request on a subject (its module’s policy plans the steps)',
  }),
  approve: define({
    id: 'approvals.approve',
    method: 'POST',
    path: '/approval-center/approve',
    access: 'Approve_Approval_Request',
    body: ApprovalDecisionBodySchema,
    response: ApprovalDetailSchema,
    errors: DECISION_ERRORS,
    summary: 'Approve the current step of a request',
  }),
  reject: define({
    id: 'approvals.reject',
    method: 'POST',
    path: '/approval-center/reject',
    access: 'Approve_Approval_Request',
    body: ApprovalRequiredCommentBodySchema,
    response: ApprovalDetailSchema,
    errors: DECISION_ERRORS,
    summary: 'Reject a request (ends it)',
  }),
  requestChanges: define({
    id: 'approvals.request-changes',
    method: 'POST',
    path: '/approval-center/request-changes',
    access: 'Approve_Approval_Request',
    body: ApprovalRequiredCommentBodySchema,
    response: ApprovalDetailSchema,
    errors: DECISION_ERRORS,
    summary: 'Ask the requester for changes (the step is marked reviewed; the request stays pending)',
  }),
  statusUpdate: define({
    id: 'approvals.status-update',
    method: 'POST',
    path: '/approval-center/log/status-update',
    access: 'Approve_Approval_Request',
    body: ApprovalStatusUpdateSchema,
    response: ApprovalDetailSchema,
    errors: DECISION_ERRORS,
    summary: 'Approval-center log with status update: APPROVED or REJECTED',
  }),
  bulkApprove: define({
    id: 'approvals.bulk-approve',
    method: 'POST',
    path: '/approval-center/bulk-approve',
    access: 'Approve_Approval_Request',
    body: ApprovalBulkApproveSchema,
    response: ApprovalBulkResultSchema,
    summary: 'Approve several requests whose policy allows it; each answers on its own',
  }),
  cancel: define({
    id: 'approvals.cancel',
    method: 'POST',
    path: '/approval-center/cancel',
    // The requester withdraws their own request without a permission (docs/decisions.md); the
    // service asks Allow_Approval_Request_Cancel of anyone else.
    access: 'signed-in',
    body: ApprovalRequiredCommentBodySchema,
    response: ApprovalDetailSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'APPROVAL_ENDED', 'APPROVAL_ALREADY_ACTED'],
    summary:
      'Withdraw a pending request: its requester always; anyone else with Allow_Approval_Request_Cancel',
  }),
};
