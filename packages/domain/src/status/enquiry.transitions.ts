import type { Permission } from '../access/permissions';
import type { EnquiryStatus } from './quotation.states';
import { byBusinessUnit, QUOTE_APPROVE_PERMISSION, QUOTE_SEND_PERMISSION } from './quote-permissions';
import { defineTransitions } from './transitions';

export type EnquiryAction =
  | 'receiveRequest'
  | 'sourcingRequired'
  | 'sourcingCompleted'
  | 'acceptResponse'
  | 'moveToSourcingRequired'
  | 'sourcerAccepted'
  | 'requestEnrichment'
  | 'sendForApproval'
  | 'approve'
  | 'requestChanges'
  | 'submitResponse'
  | 'placeOrder'
  | 'splitIntoChildOrders'
  | 'childrenOrderPlaced'
  | 'cancel'
  | 'markLost'
  | 'expire';

const AFTER_SOURCING = [
  'SOURCING_COMPLETED',
  'RESPONSE_ACCEPTED',
  'SOURCER_ACCEPTED',
  'QUOTE_ENRICHMENT_PENDING',
  'SENT_FOR_APPROVAL',
  'APPROVED',
  'RESPONSE_SUBMITTED',
] as const satisfies readonly EnquiryStatus[];

const OPEN_ENQUIRY = [
  'DRAFT',
  'DRAFT_REQUEST',
  'REQUEST_RECEIVED',
  'SOURCING_REQUIRED',
  ...AFTER_SOURCING,
] as const satisfies readonly EnquiryStatus[];

// Steps 1 to 7 of the enquiry workflow (doc 3 §4), by the call each step makes.
export const ENQUIRY_TRANSITIONS = byBusinessUnit((unit) =>
  defineTransitions<EnquiryStatus, EnquiryAction, Permission>([
    {
      from: ['DRAFT', 'DRAFT_REQUEST'],
      to: 'REQUEST_RECEIVED',
      action: 'receiveRequest',
      permission: 'Allow_Enquiry_Receive_Request',
    },
    {
      from: 'REQUEST_RECEIVED',
      to: 'SOURCING_REQUIRED',
      action: 'sourcingRequired',
      permission: 'Allow_Enquiry_Sourcing_Required',
    },
    {
      from: 'SOURCING_REQUIRED',
      to: 'SOURCING_COMPLETED',
      action: 'sourcingCompleted',
      permission: 'Allow_Enquiry_Sourcing_Completed',
    },
    {
      from: 'SOURCING_COMPLETED',
      to: 'RESPONSE_ACCEPTED',
      action: 'acceptResponse',
      permission: 'Allow_Enquiry_Accept_Response',
    },
    {
      from: ['SOURCING_COMPLETED', 'RESPONSE_ACCEPTED'],
      to: 'SOURCING_REQUIRED',
      action: 'moveToSourcingRequired',
      permission: 'Allow_Enquiry_Negotiate',
    },
    {
      from: 'RESPONSE_ACCEPTED',
      to: 'SOURCER_ACCEPTED',
      action: 'sourcerAccepted',
      permission: 'Allow_Enquiry_Sourcer_Accept',
    },
    {
      from: 'SOURCER_ACCEPTED',
      to: 'QUOTE_ENRICHMENT_PENDING',
      action: 'requestEnrichment',
      permission: 'Allow_Quotation_Request_Changes',
    },
    {
      from: ['SOURCER_ACCEPTED', 'QUOTE_ENRICHMENT_PENDING'],
      to: 'SENT_FOR_APPROVAL',
      action: 'sendForApproval',
      permission: 'Allow_Quotation_Send_For_Approval',
    },
    {
      from: 'SENT_FOR_APPROVAL',
      to: 'APPROVED',
      action: 'approve',
      permission: QUOTE_APPROVE_PERMISSION[unit],
    },
    {
      from: 'SENT_FOR_APPROVAL',
      to: 'QUOTE_ENRICHMENT_PENDING',
      action: 'requestChanges',
      permission: 'Allow_Quotation_Request_Changes',
    },
    {
      from: 'APPROVED',
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
      from: 'RESPONSE_SUBMITTED',
      to: 'CHILDREN_ORDER_PENDING',
      action: 'splitIntoChildOrders',
      permission: 'Allow_Rfq_Place_Order',
    },
    {
      from: 'CHILDREN_ORDER_PENDING',
      to: 'CHILDREN_ORDER_PLACED',
      action: 'childrenOrderPlaced',
      permission: 'Allow_Rfq_Place_Order',
    },
    { from: OPEN_ENQUIRY, to: 'CANCELLED', action: 'cancel', permission: 'Allow_Rfq_Cancel' },
    { from: AFTER_SOURCING, to: 'LOST', action: 'markLost', permission: 'Allow_Rfq_Cancel' },
    { from: OPEN_ENQUIRY, to: 'EXPIRED', action: 'expire', permission: 'Allow_System_Transition' },
  ]),
);
