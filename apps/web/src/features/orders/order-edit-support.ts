import { type BodyInputOf, type OrderActionResult, ORDER_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';

/** The edit calls of the order detail: each is a catalogue endpoint with its own body schema. */
export const ORDER_EDIT_CALLS = {
  dispatchDeliveryDate: ORDER_ENDPOINTS.updateDispatchDeliveryDate,
  maxMdd: ORDER_ENDPOINTS.updateMaxMdd,
  orderManager: ORDER_ENDPOINTS.assignOrderManager,
  logisticsManager: ORDER_ENDPOINTS.updateLogisticsManager,
  rmCm: ORDER_ENDPOINTS.updateRmCm,
  quantities: ORDER_ENDPOINTS.updateOrderedQuantities,
  productionDates: ORDER_ENDPOINTS.editProductionDates,
  address: ORDER_ENDPOINTS.updateAddress,
} as const;

export type OrderEditCall = keyof typeof ORDER_EDIT_CALLS;

/** One edit call; the body leaves out `orderKey` and `version`, which the caller chains. */
export type OrderEditStep = {
  [C in OrderEditCall]: {
    call: C;
    body: Omit<BodyInputOf<(typeof ORDER_EDIT_CALLS)[C]>, 'orderKey' | 'version'>;
  };
}[OrderEditCall];

export function postOrderEdit(
  step: OrderEditStep,
  orderKey: string,
  version: number,
  idempotencyKey: string,
): Promise<OrderActionResult> {
  // The step's body matches its call's schema (the union above pairs them); TS cannot follow the
  // pairing through the indexed endpoint, hence the widening to the endpoint union's bodies.
  const endpoint = ORDER_EDIT_CALLS[step.call];
  const body = { ...step.body, orderKey, version } as BodyInputOf<typeof endpoint>;
  return call(endpoint, { body }, { idempotencyKey });
}
