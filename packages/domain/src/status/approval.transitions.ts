import type { Permission } from '../access/permissions';
import type {
  AccessRequestStatus,
  ApprovalItemStatus,
  ApprovalStatus,
  ExceptionalApprovalStatus,
} from './approval.states';
import { defineTransitions } from './transitions';

export type ApprovalAction = 'approve' | 'reject' | 'cancel';

export const APPROVAL_TRANSITIONS = defineTransitions<ApprovalStatus, ApprovalAction, Permission>([
  { from: 'PENDING', to: 'APPROVED', action: 'approve', permission: 'Approve_Approval_Request' },
  { from: 'PENDING', to: 'REJECTED', action: 'reject', permission: 'Approve_Approval_Request' },
  { from: 'PENDING', to: 'CANCELLED', action: 'cancel', permission: 'Allow_Approval_Request_Cancel' },
]);

export type ApprovalItemAction = 'review' | 'approve' | 'deny';

// A reviewer may look first, but an approver or rejector can also decide straight away.
export const APPROVAL_ITEM_TRANSITIONS = defineTransitions<
  ApprovalItemStatus,
  ApprovalItemAction,
  Permission
>([
  { from: 'REQUESTED', to: 'REVIEWED', action: 'review', permission: 'Review_Approval_Item' },
  { from: ['REQUESTED', 'REVIEWED'], to: 'APPROVED', action: 'approve', permission: 'Approve_Approval_Item' },
  { from: ['REQUESTED', 'REVIEWED'], to: 'DENIED', action: 'deny', permission: 'Reject_Approval_Item' },
]);

export type AccessRequestAction = 'approveAsManager' | 'approveAsAdmin' | 'grant' | 'reject';

export const ACCESS_REQUEST_TRANSITIONS = defineTransitions<
  AccessRequestStatus,
  AccessRequestAction,
  Permission
>([
  {
    from: 'CREATED',
    to: 'APPROVED_BY_MANAGER',
    action: 'approveAsManager',
    permission: 'Approve_Access_Request_Manager',
  },
  {
    from: ['CREATED', 'APPROVED_BY_MANAGER'],
    to: 'APPROVED_BY_ADMIN',
    action: 'approveAsAdmin',
    permission: 'Approve_Access_Request_Admin',
  },
  { from: 'APPROVED_BY_ADMIN', to: 'GRANTED', action: 'grant', permission: 'Allow_Access_Grant' },
  {
    from: ['CREATED', 'APPROVED_BY_MANAGER', 'APPROVED_BY_ADMIN'],
    to: 'REJECTED',
    action: 'reject',
    permission: 'Allow_Access_Request_Reject',
  },
]);

export type ExceptionalApprovalAction = 'request' | 'approve' | 'reject';

export const EXCEPTIONAL_APPROVAL_TRANSITIONS = defineTransitions<
  ExceptionalApprovalStatus,
  ExceptionalApprovalAction,
  Permission
>([
  {
    from: ['NOT_REQUESTED', 'REJECTED'],
    to: 'PENDING_APPROVAL',
    action: 'request',
    permission: 'Allow_Exceptional_Approval_Request',
  },
  { from: 'PENDING_APPROVAL', to: 'APPROVED', action: 'approve', permission: 'Approve_Exceptional_Approval' },
  { from: 'PENDING_APPROVAL', to: 'REJECTED', action: 'reject', permission: 'Approve_Exceptional_Approval' },
]);
