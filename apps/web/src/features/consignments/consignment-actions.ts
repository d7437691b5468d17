import { type ConsignmentAllowedAction, CONSIGNMENT_ENDPOINTS } from '@dom/contract';
import { z } from 'zod';

/** How each action the server allows is asked for; actions without a dialog here get no button. */
export type ActionKind =
  | 'confirm'
  | 'acknowledge'
  | 'remarks'
  | 'comment'
  | 'reason'
  | 'draftPack'
  | 'invoice'
  | 'pack'
  | 'voidInvoice'
  | 'logistics'
  | 'trackingUrl'
  | 'dispatch'
  | 'ewayBill'
  | 'extendEwayBill'
  | 'ewayBillVehicles'
  | 'pod'
  | 'modify'
  | 'split'
  | 'hsn'
  | 'stockTransfer'
  | 'preTransitTrip'
  | 'transportationRequest'
  | 'dispatchFacts';

export const ACTION_KINDS: Readonly<Record<string, ActionKind>> = {
  acknowledge: 'acknowledge',
  reject: 'reason',
  draftPack: 'draftPack',
  updateDraftPack: 'draftPack',
  addInvoiceDetails: 'invoice',
  pack: 'pack',
  retryIrnGeneration: 'confirm',
  retryInvoiceGeneration: 'confirm',
  retryInvoiceSending: 'confirm',
  recheckCredit: 'confirm',
  retryEwayBill: 'ewayBill',
  retriggerEwayBill: 'ewayBill',
  extendEwayBill: 'extendEwayBill',
  ewayBillVehicles: 'ewayBillVehicles',
  creditException: 'comment',
  releaseRelatedParty: 'comment',
  undoPacking: 'remarks',
  voidInvoice: 'voidInvoice',
  addLogistics: 'logistics',
  updateLogistics: 'logistics',
  updateTrackingUrl: 'trackingUrl',
  confirmDispatch: 'dispatch',
  outForDelivery: 'remarks',
  markDelivered: 'remarks',
  deliveryException: 'remarks',
  failDelivery: 'remarks',
  retryDelivery: 'remarks',
  triggerBuyerPod: 'confirm',
  submitProofOfDelivery: 'pod',
  modify: 'modify',
  split: 'split',
  updateHsn: 'hsn',
  stockTransfer: 'stockTransfer',
  preTransitTrip: 'preTransitTrip',
  updatePreTransitTrip: 'preTransitTrip',
  transportationRequest: 'transportationRequest',
  updateDetails: 'dispatchFacts',
  reverse: 'reason',
  cancel: 'reason',
};

/** Actions that end or undo something: shown as red outlined buttons, after the others. */
const DANGER = new Set(['reject', 'cancel', 'reverse', 'voidInvoice', 'undoPacking', 'failDelivery']);

export function isDangerAction(action: string): boolean {
  return DANGER.has(action);
}

export const PRE_TRANSIT_TRIP_STATUSES = ['REQUESTED', 'CONFIRMED', 'CANCELLED'] as const;

const PreTransitTripSchema = z.object({
  status: z.enum(PRE_TRANSIT_TRIP_STATUSES),
  vehicleType: z.string().nullable(),
  pickupDate: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type PreTransitTrip = z.infer<typeof PreTransitTripSchema>;

/** The detail's pre-transit trip (typed loosely by the contract), or none. */
export function preTransitTripOf(value: unknown): PreTransitTrip | null {
  const parsed = PreTransitTripSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The server allows "preTransitTrip" by state and permission, naming the request call; once a
 * trip is requested (and not cancelled) the server refuses a second request, so the button
 * updates that trip instead (the update call takes the same params).
 */
function withTripAction(
  action: ConsignmentAllowedAction,
  trip: PreTransitTrip | null,
): ConsignmentAllowedAction {
  if (action.action !== 'preTransitTrip' || !trip || trip.status === 'CANCELLED') return action;
  return {
    ...action,
    action: 'updatePreTransitTrip',
    endpoint: CONSIGNMENT_ENDPOINTS.updatePreTransitTrip.id,
  };
}

/**
 * The buttons of the detail: the server's allowed actions that have a dialog, forward moves
 * first. The server leaves out what a fact refuses (no e-way bill to regenerate or extend) and
 * names it, with its reason, in the detail's `heldBackActions`.
 */
export function actionButtons(
  allowed: readonly ConsignmentAllowedAction[],
  preTransitTrip: unknown = null,
  transportRequested = false,
): ConsignmentAllowedAction[] {
  const trip = preTransitTripOf(preTransitTrip);
  const known = allowed
    .map((a) => withTripAction(a, trip))
    // The server refuses a second transportation request: no button once one is open.
    .filter((a) => !(transportRequested && a.action === 'transportationRequest'))
    .filter((a) => ACTION_KINDS[a.action] !== undefined);
  const unique = known.filter((a, i) => known.findIndex((b) => b.action === a.action) === i);
  return [
    ...unique.filter((a) => !isDangerAction(a.action)),
    ...unique.filter((a) => isDangerAction(a.action)),
  ];
}

/** The allowed action of this name, if the server allows it now. */
export function findAction(
  allowed: readonly ConsignmentAllowedAction[],
  action: string,
): ConsignmentAllowedAction | undefined {
  return allowed.find((a) => a.action === action);
}
