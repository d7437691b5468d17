import {
  CONSIGNMENT_MODIFIABLE_STATUSES,
  CONSIGNMENT_TRANSITIONS,
  TRACKING_TRANSITIONS,
  type ConsignmentAction,
  type ConsignmentStatus,
  type Permission,
  type TrackingAction,
  type TrackingStatus,
} from '@dom/domain';

/** A change that is not a move of the transition table: its permission and the states it is allowed in. */
export interface OperationGuard {
  permission: Permission;
  statuses: readonly string[];
  path: string;
}

// ACKNOWLEDGED (acknowledged, not yet prepared — imported or demo data) packs like READY_TO_PROCESS.
const PRE_PACK = ['ACKNOWLEDGED', 'READY_TO_PROCESS', 'IN_PROGRESS'];
// HSN codes go into the e-invoice: they can change only before an IRN exists.
const PRE_IRN = [
  'REQUESTED',
  'ACKNOWLEDGED',
  'READY_TO_PROCESS',
  'IN_PROGRESS',
  'IRN_GENERATION_FAILED',
  'INVOICE_GENERATION_FAILED',
  'PAYMENT_BLOCKED',
  'RPT_BLOCKED',
];

// Until the vehicle leaves: the consignment's own dispatch facts may still change.
const PRE_DISPATCH = [
  'ACKNOWLEDGED',
  'READY_TO_PROCESS',
  'IN_PROGRESS',
  'PACKING_IN_PROGRESS',
  'PACKED',
  'READY_FOR_SHIPMENT',
  'PAYMENT_BLOCKED',
  'RPT_BLOCKED',
];

export const OPERATIONS = {
  addInvoiceDetails: {
    permission: 'Allow_Consignment_Pack',
    statuses: PRE_PACK,
    path: '/consignment/add-invoice-details',
  },
  updateDraftPack: {
    permission: 'Allow_Consignment_Pack',
    statuses: ['IN_PROGRESS'],
    path: '/consignment/draft-pack-consignment',
  },
  updateLogistics: {
    permission: 'Allow_Consignment_Add_Logistics',
    statuses: ['READY_FOR_SHIPMENT'],
    path: '/consignment/add-update-shipment-tracking-details',
  },
  updateTrackingUrl: {
    permission: 'Allow_Consignment_Add_Logistics',
    statuses: ['READY_FOR_SHIPMENT', 'INTRANSIT', 'DELIVERY_FAILED'],
    path: '/consignment/update-trackingurl',
  },
  outForDelivery: {
    permission: 'Allow_Shipment_Status_Update',
    statuses: ['INTRANSIT'],
    path: '/shipment/update/OUT_FOR_DELIVERY',
  },
  deliveryException: {
    permission: 'Allow_Shipment_Status_Update',
    statuses: ['INTRANSIT'],
    path: '/shipment/update/DELIVERY_EXCEPTION',
  },
  // Wherever a bill can exist: from packing's e-way bill step (a ledger refusal after it leaves
  // INVOICE_SENT_FAILED) until delivery.
  extendEwayBill: {
    permission: 'Allow_Extend_Eway_Bill',
    statuses: ['INVOICE_SENT_FAILED', 'PACKED', 'READY_FOR_SHIPMENT', 'INTRANSIT', 'DELIVERY_FAILED'],
    path: '/consignment/extend-eway-bill',
  },
  // Before the goods leave: which vehicles carry how much, and over-dimensional cargo.
  ewayBillVehicles: {
    permission: 'Allow_Retry_Eway_Bill',
    statuses: ['PACKED', 'READY_FOR_SHIPMENT'],
    path: '/consignment/update-eway-bill-vehicles',
  },
  retriggerEwayBill: {
    permission: 'Allow_Retry_Eway_Bill',
    statuses: ['PACKED', 'READY_FOR_SHIPMENT'],
    path: '/consignment/retrigger-ewaybill-with-distance',
  },
  triggerBuyerPod: {
    permission: 'Allow_Pod_Upload',
    statuses: ['INTRANSIT', 'DELIVERED'],
    path: '/notification/trigger-buyer-pod',
  },
  updateHsn: { permission: 'Allow_Update_Hsn', statuses: PRE_IRN, path: '/consignment/update-hsn' },
  split: {
    permission: 'Allow_Consignment_Split',
    statuses: CONSIGNMENT_MODIFIABLE_STATUSES,
    path: '/consignment/split-consignment',
  },
  modify: {
    permission: 'Allow_Consignment_Modify',
    statuses: CONSIGNMENT_MODIFIABLE_STATUSES,
    path: '/consignment/update-consignment',
  },
  stockTransfer: {
    permission: 'Allow_Stock_Transfer',
    statuses: ['REQUESTED', 'ACKNOWLEDGED', 'READY_TO_PROCESS'],
    path: '/consignment/initiate-stock-transfer',
  },
  preTransitTrip: {
    permission: 'Allow_Pre_Transit_Trip',
    statuses: ['READY_TO_PROCESS', 'IN_PROGRESS', 'PACKED', 'READY_FOR_SHIPMENT'],
    path: '/consignment/request-preTransit-trip/{id}',
  },
  transportationRequest: {
    permission: 'Allow_Transport_Request_Create',
    statuses: PRE_DISPATCH,
    path: '/shipment/transportation-request',
  },
  updateDetails: {
    permission: 'Allow_Consignment_Modify',
    statuses: PRE_DISPATCH,
    path: '/consignment/updateConsignment',
  },
  // Adding or removing a consignment's papers (POD, lorry receipt, weighment slips, invoices…) is the
  // paperwork of the desks that carry the consignment, which hold the upload permission; view-only
  // roles list and download them.
  uploadDocument: {
    permission: 'Allow_Pod_Upload',
    statuses: [
      'REQUESTED',
      'ACKNOWLEDGED',
      'READY_TO_PROCESS',
      'IN_PROGRESS',
      'PACKING_IN_PROGRESS',
      'PACKED',
      'READY_FOR_SHIPMENT',
      'INTRANSIT',
      'DELIVERED',
      'DELIVERY_FAILED',
      'COMPLETED',
      'IRN_GENERATION_FAILED',
      'INVOICE_SENT_FAILED',
      'INVOICE_GENERATION_FAILED',
      'EWAYBILL_GENERATION_FAILED',
      'PAYMENT_BLOCKED',
      'RPT_BLOCKED',
    ],
    path: '/consignment/upload-files',
  },
} as const satisfies Record<string, OperationGuard>;

export type Operation = keyof typeof OPERATIONS;

/** The call each user move of the transition table is made with. */
export const ACTION_PATHS: Partial<Record<ConsignmentAction, string>> = {
  submit: '/consignment/create-consignment',
  acknowledge: '/consignment/acknowledgement',
  reject: '/consignment/reject-consignment',
  draftPack: '/consignment/draft-pack-consignment',
  pack: '/consignment/pack-consignment-byId-v2',
  retryIrnGeneration: '/consignment/pack-consignment-byId-v2',
  retryInvoiceGeneration: '/consignment/pack-consignment-byId-v2',
  retryInvoiceSending: '/consignment/pack-consignment-byId-v2',
  retryEwayBill: '/zoho/eway-bill/generate',
  recheckCredit: '/consignment/pack-consignment-byId-v2',
  creditException: '/consignment/credit-exception',
  releaseRelatedParty: '/consignment/credit-exception',
  undoPacking: '/consignment/undo-packing-inprogess',
  voidInvoice: '/consignment/make-invoice-void/consignment-key/{key}',
  addLogistics: '/consignment/add-update-shipment-tracking-details',
  confirmDispatch: '/consignment/confirm-dispatch',
  markDelivered: '/shipment/update/DELIVERED',
  failDelivery: '/shipment/update/DELIVERY_FAILED',
  retryDelivery: '/shipment/update/INTRANSIT',
  submitProofOfDelivery: '/shipment/handover-proof/pod',
  reverse: '/consignment/consignment-reversing',
  cancel: '/consignment/cancel-consignment',
};

/**
 * The tracking-only updates (they move the tracking status, not the consignment) and the tracking
 * move each makes from a tracking status: offered only where the tracking table allows it.
 */
export function trackingActionOf(operation: string, tracking: TrackingStatus): TrackingAction | null {
  if (operation === 'outForDelivery')
    return tracking === 'DELIVERY_EXCEPTION' ? 'reattempt' : 'outForDelivery';
  if (operation === 'deliveryException') return 'raiseException';
  return null;
}

/** What the caller may do now: the table's moves they hold plus the operations of this state. */
export function allowedActions(
  status: ConsignmentStatus,
  permissions: ReadonlySet<string>,
  trackingStatus: TrackingStatus | null = null,
) {
  const moves = CONSIGNMENT_TRANSITIONS.nextActions(status, permissions)
    .filter((m) => ACTION_PATHS[m.action] !== undefined)
    .map((m) => ({
      action: m.action,
      path: ACTION_PATHS[m.action] ?? '',
      to: m.to,
    }));
  const tracking = trackingStatus ?? 'READY_TO_DISPATCH';
  const ops = (Object.entries(OPERATIONS) as [Operation, OperationGuard][])
    .filter(([, g]) => permissions.has(g.permission) && g.statuses.includes(status))
    .filter(([action]) => {
      const move = trackingActionOf(action, tracking);
      return move === null || TRACKING_TRANSITIONS.canTransition(tracking, move);
    })
    .map(([action, g]) => ({ action: action, path: g.path, to: null }));
  return [...moves, ...ops];
}
