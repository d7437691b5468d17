import type { Permission } from '../access/permissions';
import type { OrderStatus } from './order.states';
import { defineTransitions } from './transitions';

export type OrderAction =
  | 'approve'
  | 'acknowledge'
  | 'reject'
  | 'blockRelatedParty'
  | 'releaseRelatedParty'
  | 'plan'
  | 'startFulfilment'
  | 'complete'
  | 'cancel'
  | 'requestInvoiceRevision'
  | 'correctInvoice'
  | 'dropInvoiceRevision'
  | 'restoreInvoiceCorrected';

export const ORDER_TRANSITIONS = defineTransitions<OrderStatus, OrderAction, Permission>([
  { from: 'ORDERED', to: 'ORDER_APPROVED', action: 'approve', permission: 'Allow_Order_Approval' },
  { from: 'ORDERED', to: 'RPT_BLOCKED', action: 'blockRelatedParty', permission: 'Allow_System_Transition' },
  {
    from: 'RPT_BLOCKED',
    to: 'ORDERED',
    action: 'releaseRelatedParty',
    permission: 'Approve_Exceptional_Approval',
  },
  // The seller's first acknowledgement of an approved order plans it (doc 2: "Awaiting seller
  // acknowledgement" → "Acknowledged"); a rejection of everything still open cancels it.
  {
    from: 'ORDER_APPROVED',
    to: 'PLANNED',
    action: 'acknowledge',
    permission: 'Allow_Consignment_Acknowledge',
  },
  {
    from: ['ORDER_APPROVED', 'PLANNED'],
    to: 'CANCELLED',
    action: 'reject',
    permission: 'Allow_Consignment_Reject',
  },
  { from: 'ORDER_APPROVED', to: 'PLANNED', action: 'plan', permission: 'Allow_Consignment_Create' },
  {
    from: ['ORDER_APPROVED', 'PLANNED'],
    to: 'IN_PROGRESS',
    action: 'startFulfilment',
    permission: 'Allow_System_Transition',
  },
  { from: 'IN_PROGRESS', to: 'COMPLETED', action: 'complete', permission: 'Allow_System_Transition' },
  {
    from: ['ORDERED', 'ORDER_APPROVED', 'PLANNED', 'RPT_BLOCKED'],
    to: 'CANCELLED',
    action: 'cancel',
    permission: 'Allow_Order_Cancel',
  },
  {
    from: ['COMPLETED', 'INVOICE_CORRECTED'],
    to: 'INVOICE_REVISION_REQUESTED',
    action: 'requestInvoiceRevision',
    permission: 'Allow_Order_Invoice_Revision',
  },
  {
    from: 'INVOICE_REVISION_REQUESTED',
    to: 'INVOICE_CORRECTED',
    action: 'correctInvoice',
    permission: 'Approve_Invoice_Revision',
  },
  {
    from: 'INVOICE_REVISION_REQUESTED',
    to: 'COMPLETED',
    action: 'dropInvoiceRevision',
    permission: 'Approve_Invoice_Revision',
  },
  // A dropped revision gives the order back the state it was requested from: an order corrected
  // once before returns to INVOICE_CORRECTED, not to COMPLETED.
  {
    from: 'INVOICE_REVISION_REQUESTED',
    to: 'INVOICE_CORRECTED',
    action: 'restoreInvoiceCorrected',
    permission: 'Approve_Invoice_Revision',
  },
]);
