import type { ConsignmentAction, ConsignmentOperation } from '@dom/domain';
import type { AnyEndpoint } from '../endpoint';
import { CONSIGNMENT_ACTION_ENDPOINTS as on } from './consignment-action-endpoints';
import { CONSIGNMENT_ENDPOINTS } from './consignment-endpoints';

/** The call an allowed action is made with: a catalogue endpoint and the path params it needs. */
export interface ConsignmentActionCall {
  readonly endpoint: AnyEndpoint;
  /** The path params, from the consignment's key. */
  readonly params?: (consignmentKey: string) => Readonly<Record<string, string>>;
}

const shipment = (status: string) => ({ endpoint: on.shipmentUpdate, params: () => ({ status }) });

/**
 * The call of each move a user makes on a consignment, and of each operation: what the detail's
 * allowed actions name (by endpoint id). A move without a call here is the system's, never offered.
 */
export const CONSIGNMENT_ACTION_CALLS: Readonly<Partial<Record<ConsignmentAction, ConsignmentActionCall>>> &
  Readonly<Record<ConsignmentOperation, ConsignmentActionCall>> = {
  // Moves of CONSIGNMENT_TRANSITIONS.
  submit: { endpoint: CONSIGNMENT_ENDPOINTS.create },
  acknowledge: { endpoint: on.acknowledge },
  reject: { endpoint: on.reject },
  draftPack: { endpoint: on.draftPack },
  pack: { endpoint: on.pack },
  retryIrnGeneration: { endpoint: on.pack },
  retryInvoiceGeneration: { endpoint: on.pack },
  retryInvoiceSending: { endpoint: on.pack },
  recheckCredit: { endpoint: on.pack },
  retryEwayBill: { endpoint: on.generateEwayBill },
  creditException: { endpoint: on.creditException },
  releaseRelatedParty: { endpoint: on.creditException },
  undoPacking: { endpoint: on.undoPacking },
  voidInvoice: { endpoint: on.voidInvoice, params: (key) => ({ key }) },
  addLogistics: { endpoint: on.addLogistics },
  confirmDispatch: { endpoint: on.confirmDispatch },
  markDelivered: shipment('DELIVERED'),
  failDelivery: shipment('DELIVERY_FAILED'),
  retryDelivery: shipment('INTRANSIT'),
  submitProofOfDelivery: { endpoint: on.submitPod },
  reverse: { endpoint: on.reverse },
  cancel: { endpoint: on.cancel },
  // Operations (CONSIGNMENT_OPERATIONS): the status stays.
  addInvoiceDetails: { endpoint: on.addInvoiceDetails },
  updateDraftPack: { endpoint: on.draftPack },
  updateLogistics: { endpoint: on.addLogistics },
  updateTrackingUrl: { endpoint: on.updateTrackingUrl },
  outForDelivery: shipment('OUT_FOR_DELIVERY'),
  deliveryException: shipment('DELIVERY_EXCEPTION'),
  extendEwayBill: { endpoint: on.extendEwayBill },
  ewayBillVehicles: { endpoint: on.ewayBillVehicles },
  retriggerEwayBill: { endpoint: on.retriggerEwayBill },
  triggerBuyerPod: { endpoint: on.triggerBuyerPod },
  updateHsn: { endpoint: on.updateHsn },
  split: { endpoint: on.split },
  modify: { endpoint: on.modify },
  stockTransfer: { endpoint: on.stockTransfer },
  preTransitTrip: { endpoint: on.requestPreTransitTrip, params: (key) => ({ id: key }) },
  transportationRequest: { endpoint: on.transportationRequest },
  updateDetails: { endpoint: on.updateDetails },
  uploadDocument: { endpoint: CONSIGNMENT_ENDPOINTS.uploadDocument },
};
