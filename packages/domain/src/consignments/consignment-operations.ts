import type { Permission } from '../access/permissions';
import type { PermissionSet } from '../status/transitions';
import type { ConsignmentStatus, TrackingStatus } from '../status/consignment.states';
import {
  CONSIGNMENT_MODIFIABLE_STATUSES,
  CONSIGNMENT_TRANSITIONS,
  type ConsignmentAction,
  TRACKING_TRANSITIONS,
  type TrackingAction,
} from '../status/consignment.transitions';

/**
 * A change of a consignment that is not a move of its transition table (the status stays): the
 * permission it needs and the states it is allowed in. The server guards each call with it and
 * offers it as an allowed action from these states.
 */
export interface ConsignmentOperationGuard {
  readonly permission: Permission;
  readonly statuses: readonly ConsignmentStatus[];
}

// ACKNOWLEDGED (acknowledged, not yet prepared — imported or demo data) packs like READY_TO_PROCESS.
const PRE_PACK = ['ACKNOWLEDGED', 'READY_TO_PROCESS', 'IN_PROGRESS'] as const satisfies ConsignmentStatus[];
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
] as const satisfies ConsignmentStatus[];

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
] as const satisfies ConsignmentStatus[];

/** The consignment's operations: changes in place, each with its permission and states. */
export const CONSIGNMENT_OPERATIONS = {
  addInvoiceDetails: { permission: 'Allow_Consignment_Pack', statuses: PRE_PACK },
  updateDraftPack: { permission: 'Allow_Consignment_Pack', statuses: ['IN_PROGRESS'] },
  updateLogistics: { permission: 'Allow_Consignment_Add_Logistics', statuses: ['READY_FOR_SHIPMENT'] },
  updateTrackingUrl: {
    permission: 'Allow_Consignment_Add_Logistics',
    statuses: ['READY_FOR_SHIPMENT', 'INTRANSIT', 'DELIVERY_FAILED'],
  },
  // Tracking-only updates: they move the tracking status (TRACKING_TRANSITIONS), not the consignment.
  outForDelivery: { permission: 'Allow_Shipment_Status_Update', statuses: ['INTRANSIT'] },
  deliveryException: { permission: 'Allow_Shipment_Status_Update', statuses: ['INTRANSIT'] },
  // Wherever a bill can exist: from packing's e-way bill step (a ledger refusal after it leaves
  // INVOICE_SENT_FAILED) until delivery.
  extendEwayBill: {
    permission: 'Allow_Extend_Eway_Bill',
    statuses: ['INVOICE_SENT_FAILED', 'PACKED', 'READY_FOR_SHIPMENT', 'INTRANSIT', 'DELIVERY_FAILED'],
  },
  // Before the goods leave: which vehicles carry how much, and over-dimensional cargo.
  ewayBillVehicles: { permission: 'Allow_Retry_Eway_Bill', statuses: ['PACKED', 'READY_FOR_SHIPMENT'] },
  retriggerEwayBill: { permission: 'Allow_Retry_Eway_Bill', statuses: ['PACKED', 'READY_FOR_SHIPMENT'] },
  triggerBuyerPod: { permission: 'Allow_Pod_Upload', statuses: ['INTRANSIT', 'DELIVERED'] },
  updateHsn: { permission: 'Allow_Update_Hsn', statuses: PRE_IRN },
  split: { permission: 'Allow_Consignment_Split', statuses: CONSIGNMENT_MODIFIABLE_STATUSES },
  modify: { permission: 'Allow_Consignment_Modify', statuses: CONSIGNMENT_MODIFIABLE_STATUSES },
  stockTransfer: {
    permission: 'Allow_Stock_Transfer',
    statuses: ['REQUESTED', 'ACKNOWLEDGED', 'READY_TO_PROCESS'],
  },
  preTransitTrip: {
    permission: 'Allow_Pre_Transit_Trip',
    statuses: ['READY_TO_PROCESS', 'IN_PROGRESS', 'PACKED', 'READY_FOR_SHIPMENT'],
  },
  transportationRequest: { permission: 'Allow_Transport_Request_Create', statuses: PRE_DISPATCH },
  updateDetails: { permission: 'Allow_Consignment_Modify', statuses: PRE_DISPATCH },
  // Adding or removing a consignment's papers (POD, lorry receipt, weighment slips, invoices…) is the
  // paperwork of the desks that carry the consignment, which hold the upload permission; view-only
  // roles list and download them. Every live state (not DRAFT, FULFILLMENT_INITIATED, CANCELLED, REVOKED).
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
  },
} as const satisfies Record<string, ConsignmentOperationGuard>;

export type ConsignmentOperation = keyof typeof CONSIGNMENT_OPERATIONS;

export const CONSIGNMENT_OPERATION_NAMES = Object.keys(CONSIGNMENT_OPERATIONS) as ConsignmentOperation[];

export function isConsignmentOperation(name: string): name is ConsignmentOperation {
  return Object.hasOwn(CONSIGNMENT_OPERATIONS, name);
}

/**
 * The tracking move a tracking-only operation makes from a tracking status (null: the operation
 * moves no tracking status). Offered only where TRACKING_TRANSITIONS allows that move.
 */
export function trackingActionOf(operation: string, tracking: TrackingStatus): TrackingAction | null {
  if (operation === 'outForDelivery')
    return tracking === 'DELIVERY_EXCEPTION' ? 'reattempt' : 'outForDelivery';
  if (operation === 'deliveryException') return 'raiseException';
  return null;
}

/**
 * The moves the pack call makes (POST /consignment/pack-consignment-byId-v2): into packing, and
 * back into it from an invoice failure or a payment block. The e-way bill retry, the credit
 * exception and the related-party release have calls of their own.
 */
export const PACK_CALL_ACTIONS = [
  'pack',
  'retryIrnGeneration',
  'retryInvoiceGeneration',
  'retryInvoiceSending',
  'recheckCredit',
] as const satisfies readonly ConsignmentAction[];

export type PackCallAction = (typeof PACK_CALL_ACTIONS)[number];

/**
 * Which move the pack call makes from each state, derived from the transition table: the pack
 * call's move from that state (the table has at most one per state; a domain test holds it so).
 * From any other state the pack call is refused as the table refuses `pack`.
 */
export const PACK_ACTION_FROM: Readonly<Partial<Record<ConsignmentStatus, PackCallAction>>> =
  Object.fromEntries(
    CONSIGNMENT_TRANSITIONS.moves
      .filter((m): m is typeof m & { action: PackCallAction } =>
        (PACK_CALL_ACTIONS as readonly string[]).includes(m.action),
      )
      .map((m) => [m.from, m.action]),
  );

/** The move the pack call makes from `status` (`pack` where it has none: the table refuses it). */
export function packActionFrom(status: ConsignmentStatus): PackCallAction {
  return PACK_ACTION_FROM[status] ?? 'pack';
}

/** One thing the caller may do to a consignment now: a move of the table or an operation. */
export interface ConsignmentAllowed {
  readonly action: ConsignmentAction | ConsignmentOperation;
  /** The state a move leads to; null for an operation (the status stays). */
  readonly to: ConsignmentStatus | null;
}

/**
 * What the caller may do now: the table's moves from `status` they hold the permission of (of
 * the moves a user makes, `userMoves`), then the operations of this state, the tracking-only
 * ones where the tracking table allows their move.
 */
export function consignmentAllowed(
  status: ConsignmentStatus,
  permissions: PermissionSet,
  trackingStatus: TrackingStatus | null,
  userMoves: (action: ConsignmentAction) => boolean,
): ConsignmentAllowed[] {
  const held = (p: string) => ('has' in permissions ? permissions.has(p) : permissions.includes(p));
  const moves = CONSIGNMENT_TRANSITIONS.nextActions(status, permissions)
    .filter((m) => userMoves(m.action))
    .map((m) => ({ action: m.action, to: m.to }));
  const tracking = trackingStatus ?? 'READY_TO_DISPATCH';
  const ops = CONSIGNMENT_OPERATION_NAMES.filter((name) => {
    const guard: ConsignmentOperationGuard = CONSIGNMENT_OPERATIONS[name];
    if (!held(guard.permission) || !guard.statuses.includes(status)) return false;
    const move = trackingActionOf(name, tracking);
    return move === null || TRACKING_TRANSITIONS.canTransition(tracking, move);
  }).map((action) => ({ action, to: null }));
  return [...moves, ...ops];
}
