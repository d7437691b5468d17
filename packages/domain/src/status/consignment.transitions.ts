import type { Permission } from '../access/permissions';
import type { ConsignmentStatus, TrackingStatus } from './consignment.states';
import { defineTransitions } from './transitions';

export type ConsignmentAction =
  | 'submit'
  | 'sendToSeller'
  | 'acknowledge'
  | 'reject'
  | 'prepare'
  | 'draftPack'
  | 'pack'
  | 'packingSucceeded'
  | 'failIrnGeneration'
  | 'failInvoiceGeneration'
  | 'failInvoiceSending'
  | 'failEwayBill'
  | 'blockPayment'
  | 'blockRelatedParty'
  | 'retryIrnGeneration'
  | 'retryInvoiceGeneration'
  | 'retryInvoiceSending'
  | 'retryEwayBill'
  | 'recheckCredit'
  | 'creditException'
  | 'releaseRelatedParty'
  | 'undoPacking'
  | 'voidInvoice'
  | 'addLogistics'
  | 'confirmDispatch'
  | 'markDelivered'
  | 'failDelivery'
  | 'retryDelivery'
  | 'submitProofOfDelivery'
  | 'reverse'
  | 'cancel';

/** Orders whose acknowledged quantities may be consigned (create consignment). */
export const CONSIGNMENT_CREATABLE_ORDER_STATUSES = ['ORDER_APPROVED', 'PLANNED', 'IN_PROGRESS'] as const;

/** States before an e-invoice (IRN) exists: cancelling needs no void. */
export const CONSIGNMENT_CANCELLABLE_STATUSES = [
  'DRAFT',
  'FULFILLMENT_INITIATED',
  'REQUESTED',
  'ACKNOWLEDGED',
  'READY_TO_PROCESS',
  'IN_PROGRESS',
  'PAYMENT_BLOCKED',
  'RPT_BLOCKED',
] as const satisfies readonly ConsignmentStatus[];

/** Modify and split change quantities, so they stop once packing has begun. */
export const CONSIGNMENT_MODIFIABLE_STATUSES = [
  'REQUESTED',
  'ACKNOWLEDGED',
  'READY_TO_PROCESS',
  'IN_PROGRESS',
] as const satisfies readonly ConsignmentStatus[];

const SYSTEM = 'Allow_System_Transition';

// Packing generates the invoice, its IRN, the e-way bill and checks credit, asynchronously: the user
// moves the consignment into PACKING_IN_PROGRESS and the system moves it out, to PACKED or to a
// failure/block state. A retry sends it back through packing.
export const CONSIGNMENT_TRANSITIONS = defineTransitions<ConsignmentStatus, ConsignmentAction, Permission>([
  { from: 'DRAFT', to: 'FULFILLMENT_INITIATED', action: 'submit', permission: 'Allow_Consignment_Create' },
  { from: 'FULFILLMENT_INITIATED', to: 'REQUESTED', action: 'sendToSeller', permission: SYSTEM },
  {
    from: 'REQUESTED',
    to: 'ACKNOWLEDGED',
    action: 'acknowledge',
    permission: 'Allow_Consignment_Acknowledge',
  },
  { from: 'REQUESTED', to: 'CANCELLED', action: 'reject', permission: 'Allow_Consignment_Reject' },
  { from: 'ACKNOWLEDGED', to: 'READY_TO_PROCESS', action: 'prepare', permission: SYSTEM },
  // An ACKNOWLEDGED consignment not yet prepared by the system (imported or older data) packs as
  // a prepared one would: it must not be left without a way forward.
  {
    from: ['ACKNOWLEDGED', 'READY_TO_PROCESS'],
    to: 'IN_PROGRESS',
    action: 'draftPack',
    permission: 'Allow_Consignment_Pack',
  },
  {
    from: ['ACKNOWLEDGED', 'READY_TO_PROCESS', 'IN_PROGRESS'],
    to: 'PACKING_IN_PROGRESS',
    action: 'pack',
    permission: 'Allow_Consignment_Pack',
  },
  { from: 'PACKING_IN_PROGRESS', to: 'PACKED', action: 'packingSucceeded', permission: SYSTEM },
  {
    from: 'PACKING_IN_PROGRESS',
    to: 'IRN_GENERATION_FAILED',
    action: 'failIrnGeneration',
    permission: SYSTEM,
  },
  {
    from: 'PACKING_IN_PROGRESS',
    to: 'INVOICE_GENERATION_FAILED',
    action: 'failInvoiceGeneration',
    permission: SYSTEM,
  },
  {
    from: 'PACKING_IN_PROGRESS',
    to: 'INVOICE_SENT_FAILED',
    action: 'failInvoiceSending',
    permission: SYSTEM,
  },
  {
    from: 'PACKING_IN_PROGRESS',
    to: 'EWAYBILL_GENERATION_FAILED',
    action: 'failEwayBill',
    permission: SYSTEM,
  },
  { from: 'PACKING_IN_PROGRESS', to: 'PAYMENT_BLOCKED', action: 'blockPayment', permission: SYSTEM },
  { from: 'PACKING_IN_PROGRESS', to: 'RPT_BLOCKED', action: 'blockRelatedParty', permission: SYSTEM },
  {
    from: 'IRN_GENERATION_FAILED',
    to: 'PACKING_IN_PROGRESS',
    action: 'retryIrnGeneration',
    permission: 'Allow_Retry_Invoice',
  },
  {
    from: 'INVOICE_GENERATION_FAILED',
    to: 'PACKING_IN_PROGRESS',
    action: 'retryInvoiceGeneration',
    permission: 'Allow_Retry_Invoice',
  },
  {
    from: 'INVOICE_SENT_FAILED',
    to: 'PACKING_IN_PROGRESS',
    action: 'retryInvoiceSending',
    permission: 'Allow_Retry_Invoice',
  },
  {
    from: 'EWAYBILL_GENERATION_FAILED',
    to: 'PACKING_IN_PROGRESS',
    action: 'retryEwayBill',
    permission: 'Allow_Retry_Eway_Bill',
  },
  {
    from: 'PAYMENT_BLOCKED',
    to: 'PACKING_IN_PROGRESS',
    action: 'recheckCredit',
    permission: 'Allow_Consignment_Pack',
  },
  {
    from: 'PAYMENT_BLOCKED',
    to: 'PACKING_IN_PROGRESS',
    action: 'creditException',
    permission: 'Allow_Credit_Exception',
  },
  {
    from: 'RPT_BLOCKED',
    to: 'PACKING_IN_PROGRESS',
    action: 'releaseRelatedParty',
    permission: 'Approve_Exceptional_Approval',
  },
  // Before an IRN exists packing can simply be undone; after it, only voiding the invoice unwinds it.
  {
    from: [
      'PACKING_IN_PROGRESS',
      'IRN_GENERATION_FAILED',
      'INVOICE_GENERATION_FAILED',
      'PAYMENT_BLOCKED',
      'RPT_BLOCKED',
    ],
    to: 'READY_TO_PROCESS',
    action: 'undoPacking',
    permission: 'Allow_Consignment_Undo_Packing',
  },
  {
    from: ['INVOICE_SENT_FAILED', 'EWAYBILL_GENERATION_FAILED', 'PACKED', 'READY_FOR_SHIPMENT'],
    to: 'READY_TO_PROCESS',
    action: 'voidInvoice',
    permission: 'Allow_Consignment_Void',
  },
  {
    from: 'PACKED',
    to: 'READY_FOR_SHIPMENT',
    action: 'addLogistics',
    permission: 'Allow_Consignment_Add_Logistics',
  },
  {
    from: 'READY_FOR_SHIPMENT',
    to: 'INTRANSIT',
    action: 'confirmDispatch',
    permission: 'Allow_Consignment_Dispatch',
  },
  { from: 'INTRANSIT', to: 'DELIVERED', action: 'markDelivered', permission: 'Allow_Shipment_Status_Update' },
  {
    from: 'INTRANSIT',
    to: 'DELIVERY_FAILED',
    action: 'failDelivery',
    permission: 'Allow_Shipment_Status_Update',
  },
  {
    from: 'DELIVERY_FAILED',
    to: 'INTRANSIT',
    action: 'retryDelivery',
    permission: 'Allow_Shipment_Status_Update',
  },
  { from: 'DELIVERED', to: 'COMPLETED', action: 'submitProofOfDelivery', permission: 'Allow_Pod_Upload' },
  {
    from: ['DELIVERED', 'DELIVERY_FAILED', 'COMPLETED'],
    to: 'REVOKED',
    action: 'reverse',
    permission: 'Allow_Consignment_Reverse',
  },
  {
    from: CONSIGNMENT_CANCELLABLE_STATUSES,
    to: 'CANCELLED',
    action: 'cancel',
    permission: 'Allow_Consignment_Cancel',
  },
]);

/**
 * The tracking statuses a consignment can carry in each state where /shipment/update moves it:
 * the tracking table must allow the same move from each (a test holds the two tables together).
 */
export const TRACKING_STATUSES_IN: Readonly<Partial<Record<ConsignmentStatus, readonly TrackingStatus[]>>> = {
  READY_FOR_SHIPMENT: ['READY_TO_DISPATCH'],
  INTRANSIT: ['INTRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERY_EXCEPTION'],
  DELIVERY_FAILED: ['DELIVERY_FAILED'],
};

export type TrackingAction =
  'dispatch' | 'outForDelivery' | 'deliver' | 'raiseException' | 'reattempt' | 'fail' | 'redispatch';

export const TRACKING_TRANSITIONS = defineTransitions<TrackingStatus, TrackingAction, Permission>([
  {
    from: 'READY_TO_DISPATCH',
    to: 'INTRANSIT',
    action: 'dispatch',
    permission: 'Allow_Shipment_Status_Update',
  },
  {
    from: 'INTRANSIT',
    to: 'OUT_FOR_DELIVERY',
    action: 'outForDelivery',
    permission: 'Allow_Shipment_Status_Update',
  },
  {
    from: ['INTRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERY_EXCEPTION'],
    to: 'DELIVERED',
    action: 'deliver',
    permission: 'Allow_Shipment_Status_Update',
  },
  {
    from: ['INTRANSIT', 'OUT_FOR_DELIVERY'],
    to: 'DELIVERY_EXCEPTION',
    action: 'raiseException',
    permission: 'Allow_Shipment_Status_Update',
  },
  {
    from: 'DELIVERY_EXCEPTION',
    to: 'OUT_FOR_DELIVERY',
    action: 'reattempt',
    permission: 'Allow_Shipment_Status_Update',
  },
  // From every tracking status of a consignment in transit, as the consignment's failDelivery.
  {
    from: ['INTRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERY_EXCEPTION'],
    to: 'DELIVERY_FAILED',
    action: 'fail',
    permission: 'Allow_Shipment_Status_Update',
  },
  // A failed delivery sent out again (the consignment's retryDelivery) starts a new run in transit.
  {
    from: 'DELIVERY_FAILED',
    to: 'INTRANSIT',
    action: 'redispatch',
    permission: 'Allow_Shipment_Status_Update',
  },
]);
