import type { Permission } from '../access/permissions';
import type { BuyerRfqStatus, QuotationStatus } from './quotation.states';
import { byBusinessUnit, QUOTE_APPROVE_PERMISSION, QUOTE_SEND_PERMISSION } from './quote-permissions';
import { defineTransitions } from './transitions';

export type QuotationAction =
  | 'sendForApproval'
  | 'approve'
  | 'requestChanges'
  | 'assignToCategoryTeam'
  | 'sendToSeller'
  | 'placeOrder'
  | 'cancel';

/** One table per business unit: approve and send need that unit's quote permission. */
export const QUOTATION_TRANSITIONS = byBusinessUnit((unit) =>
  defineTransitions<QuotationStatus, QuotationAction, Permission>([
    {
      from: 'CREATED',
      to: 'APPROVAL_PENDING',
      action: 'sendForApproval',
      permission: 'Allow_Quotation_Send_For_Approval',
    },
    {
      from: 'APPROVAL_PENDING',
      to: 'APPROVED',
      action: 'approve',
      permission: QUOTE_APPROVE_PERMISSION[unit],
    },
    {
      from: 'APPROVAL_PENDING',
      to: 'CREATED',
      action: 'requestChanges',
      permission: 'Allow_Quotation_Request_Changes',
    },
    {
      from: 'CREATED',
      to: 'CREATED',
      action: 'assignToCategoryTeam',
      permission: 'Allow_Quotation_Assign_Category',
    },
    {
      from: 'APPROVED',
      to: 'SENT_TO_SELLER',
      action: 'sendToSeller',
      permission: QUOTE_SEND_PERMISSION[unit],
    },
    { from: 'SENT_TO_SELLER', to: 'CLOSED', action: 'placeOrder', permission: 'Allow_Rfq_Place_Order' },
    {
      from: ['CREATED', 'APPROVAL_PENDING', 'APPROVED', 'SENT_TO_SELLER'],
      to: 'CLOSED',
      action: 'cancel',
      permission: 'Allow_Quotation_Cancel',
    },
  ]),
);

export type BuyerRfqAction =
  | 'saveDraft'
  | 'failUpload'
  | 'retryUpload'
  | 'moveDraftToPendingResponse'
  | 'startResponse'
  | 'sendForApproval'
  | 'approve'
  | 'requestChanges'
  | 'rollBackToResponseInProgress'
  | 'submitResponse'
  | 'placeOrder'
  | 'cancel'
  | 'expire';

const OPEN_BUYER_RFQ = [
  'PENDING_RESPONSE',
  'RESPONSE_IN_PROGRESS',
  'SENT_FOR_APPROVAL',
  'RESPONSE_APPROVED',
  'RESPONSE_SUBMITTED',
] as const satisfies readonly BuyerRfqStatus[];

export const BUYER_RFQ_TRANSITIONS = byBusinessUnit((unit) =>
  defineTransitions<BuyerRfqStatus, BuyerRfqAction, Permission>([
    { from: 'PRE_DRAFT', to: 'DRAFT', action: 'saveDraft', permission: 'Allow_Rfq_Create' },
    { from: 'PRE_DRAFT', to: 'ERROR', action: 'failUpload', permission: 'Allow_System_Transition' },
    { from: 'ERROR', to: 'PRE_DRAFT', action: 'retryUpload', permission: 'Allow_Rfq_Upload' },
    {
      from: 'DRAFT',
      to: 'PENDING_RESPONSE',
      action: 'moveDraftToPendingResponse',
      permission: 'Allow_Rfq_Create',
    },
    {
      from: 'PENDING_RESPONSE',
      to: 'RESPONSE_IN_PROGRESS',
      action: 'startResponse',
      permission: 'Allow_Rfq_Edit',
    },
    {
      from: 'RESPONSE_IN_PROGRESS',
      to: 'SENT_FOR_APPROVAL',
      action: 'sendForApproval',
      permission: 'Allow_Quotation_Send_For_Approval',
    },
    {
      from: 'SENT_FOR_APPROVAL',
      to: 'RESPONSE_APPROVED',
      action: 'approve',
      permission: QUOTE_APPROVE_PERMISSION[unit],
    },
    {
      from: 'SENT_FOR_APPROVAL',
      to: 'RESPONSE_IN_PROGRESS',
      action: 'requestChanges',
      permission: 'Allow_Quotation_Request_Changes',
    },
    {
      from: ['RESPONSE_APPROVED', 'RESPONSE_SUBMITTED'],
      to: 'RESPONSE_IN_PROGRESS',
      action: 'rollBackToResponseInProgress',
      permission: 'Allow_Rfq_Edit',
    },
    {
      from: 'RESPONSE_APPROVED',
      to: 'RESPONSE_SUBMITTED',
      action: 'submitResponse',
      permission: QUOTE_SEND_PERMISSION[unit],
    },
    {
      from: 'RESPONSE_SUBMITTED',
      to: 'CONVERTED_TO_ORDER',
      action: 'placeOrder',
      permission: 'Allow_Rfq_Place_Order',
    },
    {
      from: ['PRE_DRAFT', 'DRAFT', 'ERROR', ...OPEN_BUYER_RFQ],
      to: 'CANCELLED',
      action: 'cancel',
      permission: 'Allow_Rfq_Cancel',
    },
    { from: OPEN_BUYER_RFQ, to: 'EXPIRED', action: 'expire', permission: 'Allow_System_Transition' },
  ]),
);
