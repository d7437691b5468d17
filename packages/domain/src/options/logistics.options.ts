import type { Option } from './option';

export const GOODS_MOVEMENT_PARTIES = [
  { value: 'SELLER', label: 'Seller' },
  { value: 'BUYER', label: 'Buyer' },
  { value: 'NO_GOODS_MOVEMENT', label: 'No Goods Movement' },
] as const satisfies readonly Option[];
export type GoodsMovementParty = (typeof GOODS_MOVEMENT_PARTIES)[number]['value'];

/** Conditions of an inventory bin and of a delivered item (proof of delivery). */
export const ITEM_CONDITIONS = [
  { value: 'GOOD', label: 'Good' },
  { value: 'FULL_DAMAGE', label: 'Full Damage' },
  { value: 'PARTIAL_DAMAGE', label: 'Partial Damage' },
  { value: 'OUTER_CARTON_DAMAGE', label: 'Outer Carton Damage' },
  { value: 'AWAITING_QC', label: 'Awaiting QC' },
  { value: 'MISSING', label: 'Missing' },
  { value: 'RETURN', label: 'Return' },
] as const satisfies readonly Option[];
export type ItemCondition = (typeof ITEM_CONDITIONS)[number]['value'];

export const TRANSPORT_MODES = [
  { value: 'ROAD', label: 'Road' },
  { value: 'RAIL', label: 'Rail' },
  { value: 'AIR', label: 'Air' },
  { value: 'SHIP', label: 'Ship' },
] as const satisfies readonly Option[];
export type TransportMode = (typeof TRANSPORT_MODES)[number]['value'];

export const LOGISTICS_PROVIDERS = [
  { value: 'UPS', label: 'UPS' },
  { value: 'DHL', label: 'DHL' },
  { value: '3PL', label: '3PL' },
  { value: 'BP_SHIPPED', label: 'BP Shipped' },
] as const satisfies readonly Option[];
export type LogisticsProvider = (typeof LOGISTICS_PROVIDERS)[number]['value'];

export const SHIPPING_MODES = [
  { value: '3PL', label: '3PL' },
  { value: 'SELLER_SHIPPED', label: 'Seller Shipped' },
  { value: 'BP_SHIPPED', label: 'BP Shipped' },
] as const satisfies readonly Option[];
export type ShippingMode = (typeof SHIPPING_MODES)[number]['value'];

export const CHARGE_TYPES = [
  { value: 'SELLER_INSURANCE', label: 'Seller Insurance' },
  { value: 'SHIPPING', label: 'Shipping' },
  { value: 'HANDLING', label: 'Handling' },
  { value: 'LOADING', label: 'Loading' },
  { value: 'SERVICE', label: 'Service' },
  { value: 'MATHADI', label: 'Mathadi' },
  { value: 'OTHER', label: 'Other' },
] as const satisfies readonly Option[];
export type ChargeType = (typeof CHARGE_TYPES)[number]['value'];

export const DOCUMENT_TYPES = [
  { value: 'BUYER_EWAY_BILL', label: 'Buyer Eway Bill' },
  { value: 'SELLER_EWAY_BILL', label: 'Seller Eway Bill' },
  { value: 'BUYER_INVOICE', label: 'Buyer Invoice' },
  { value: 'SELLER_INVOICE', label: 'Seller Invoice' },
  { value: 'DISPATCH_ADVICE', label: 'Dispatch Advice' },
  { value: 'MATERIAL_TEST_CERTIFICATE', label: 'Material Test Certificate' },
  { value: 'LORRY_RECEIPT', label: 'Lorry Receipt' },
  { value: 'WEIGHMENT_SLIPS', label: 'Weighment Slips' },
  { value: 'BUYER_POD', label: 'Buyer POD' },
  { value: 'CREDIT_NOTE', label: 'Credit Note' },
  { value: 'DEBIT_NOTE', label: 'Debit Note' },
  { value: 'OTHERS', label: 'Others' },
] as const satisfies readonly Option[];
export type DocumentType = (typeof DOCUMENT_TYPES)[number]['value'];

/**
 * The documents that prove a delivery, from which proof of delivery picks its two primary
 * documents for the books system: the buyer's signed POD, the lorry receipt, the weighment slip
 * and the (signed) invoice. Generated dispatch papers and certificates do not prove delivery.
 */
export const POD_PRIMARY_DOCUMENT_TYPES = [
  'BUYER_POD',
  'LORRY_RECEIPT',
  'WEIGHMENT_SLIPS',
  'BUYER_INVOICE',
  'SELLER_INVOICE',
] as const satisfies readonly DocumentType[];

export function isPodPrimaryDocumentType(type: string): boolean {
  return (POD_PRIMARY_DOCUMENT_TYPES as readonly string[]).includes(type);
}

export const DISPATCH_CLARITIES = [
  { value: 'CONFIRMED', label: 'Confirmed' },
  { value: 'AWAITING_CONFIRMATION', label: 'Awaiting Confirmation' },
] as const satisfies readonly Option[];
export type DispatchClarity = (typeof DISPATCH_CLARITIES)[number]['value'];

/** The consignment search sends dispatchClarity as true unless awaiting confirmation (doc 2 §4). */
export function dispatchClarityParam(clarity: DispatchClarity): boolean {
  return clarity !== 'AWAITING_CONFIRMATION';
}

export const POD_DELIVERY_STATUSES = [
  { value: 'FULL_CLEAN_DELIVERY', label: 'Full clean delivery' },
  { value: 'DELIVERED_WITH_ISSUE', label: 'Delivered with issue' },
] as const satisfies readonly Option[];
export type PodDeliveryStatus = (typeof POD_DELIVERY_STATUSES)[number]['value'];

/**
 * The vehicles a transport lane is priced for (doc 3 §7 "logistics" rate uploads; the spec lists
 * none): the trucks Indian transporters quote building materials by, as a logistics desk names
 * them — by axle count and the load they legally carry.
 */
export const VEHICLE_TYPES = [
  { value: 'PICKUP', label: 'Pickup (up to 1.5 MT)' },
  { value: 'LCV', label: 'LCV 14–17 ft (up to 5 MT)' },
  { value: '6_WHEELER', label: '6-wheeler (up to 9 MT)' },
  { value: '10_WHEELER', label: '10-wheeler (up to 16 MT)' },
  { value: '12_WHEELER', label: '12-wheeler (up to 21 MT)' },
  { value: '14_WHEELER', label: '14-wheeler (up to 25 MT)' },
  { value: 'TRAILER', label: 'Trailer (up to 32 MT)' },
  { value: 'CONTAINER', label: 'Container (32 ft)' },
  { value: 'TIPPER', label: 'Tipper' },
  { value: 'BULKER', label: 'Bulker (bulk cement)' },
] as const satisfies readonly Option[];
export type VehicleType = (typeof VEHICLE_TYPES)[number]['value'];

/**
 * A vehicle type as a person types it — "6 wheeler", "6-Wheeler", "lcv" — to its value, or null.
 * Spaces and hyphens read as the underscore; case does not matter.
 */
export function vehicleTypeOf(text: string): VehicleType | null {
  const key = text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return VEHICLE_TYPES.find((v) => v.value === key)?.value ?? null;
}
