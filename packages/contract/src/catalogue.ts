import type { AnyEndpoint } from './endpoint';
import { CONSIGNMENT_ENDPOINTS } from './consignments/consignment-endpoints';
import { CREDIT_ENDPOINTS } from './credit/credit-endpoints';
import { IDENTITY_ENDPOINTS } from './identity/identity-endpoints';
import { ORDER_ENDPOINTS } from './orders/order-endpoints';
import { PARTY_ENDPOINTS } from './parties/party-endpoints';
import { REFERENCE_ENDPOINTS } from './reference/reference-data';

/** Every area's catalogue, by area: a new area adds its one line here. */
export const AREA_CATALOGUES = {
  orders: ORDER_ENDPOINTS,
  consignments: CONSIGNMENT_ENDPOINTS,
  credit: CREDIT_ENDPOINTS,
  parties: PARTY_ENDPOINTS,
  identity: IDENTITY_ENDPOINTS,
  reference: REFERENCE_ENDPOINTS,
} as const;

/** Every endpoint of the catalogue, in area order. */
export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(AREA_CATALOGUES).flatMap(
  (area: Readonly<Record<string, AnyEndpoint>>) => Object.values(area),
);

/** The endpoint with this id (allowed actions carry ids; the web resolves them here). */
export function endpointById(id: string): AnyEndpoint | undefined {
  return ALL_ENDPOINTS.find((e) => e.id === id);
}
