import {
  addDays,
  istDateOf,
  istMidnight,
  isIsoDate,
  isValidGstin,
  isVehicleNumber,
  normalizePinCode,
  normalizeVehicleNumber,
} from '@dom/domain';
import { GstPortalError, type EWayBillPart, type EWayBillRequest } from './gst-gateway';

// The e-way bill rules of the NIC e-way bill portal and CGST rule 138, without a database.
// Sources are in README.md next to this file.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Rule 138(1): an e-way bill is required when the consignment value exceeds ₹50,000. */
export const EWAY_BILL_THRESHOLD_PAISE = 50_000_00n;
/** The portal accepts an approximate distance of 1 to 4,000 km. */
export const EWAY_BILL_MIN_DISTANCE_KM = 1;
export const EWAY_BILL_MAX_DISTANCE_KM = 4000;
/** Same PIN code at both ends: the portal allows at most 100 km. */
export const EWAY_BILL_SAME_PIN_MAX_KM = 100;
/** Rule 138(10): one day per 200 km, or per 20 km for over-dimensional cargo, or part thereof. */
export const KM_PER_DAY = 200;
export const KM_PER_DAY_OVER_DIMENSIONAL = 20;
/** Extension is accepted from 8 hours before to 8 hours after expiry. */
export const EXTENSION_WINDOW_MS = 8 * HOUR_MS;
/** Cancellation is accepted within 24 hours of generation. */
export const EWAY_BILL_CANCEL_WINDOW_MS = 24 * HOUR_MS;
/** Since 1 January 2025: generation within 180 days of the document date, validity ≤ 360 days. */
export const EWAY_BILL_MAX_DOCUMENT_AGE_DAYS = 180;
export const EWAY_BILL_MAX_TOTAL_VALIDITY_DAYS = 360;

/** Whether a consignment of this value needs an e-way bill (strictly more than the threshold). */
export function ewayBillRequired(
  valuePaise: bigint,
  thresholdPaise: bigint = EWAY_BILL_THRESHOLD_PAISE,
): boolean {
  return valuePaise > thresholdPaise;
}

/** Days of validity for a distance: ceil(distance / 200), or ceil(distance / 20) for ODC. */
export function ewayBillValidityDays(distanceKm: number, overDimensional: boolean): number {
  if (!Number.isFinite(distanceKm) || distanceKm <= 0) {
    throw new RangeError('Distance must be more than zero');
  }
  return Math.ceil(distanceKm / (overDimensional ? KM_PER_DAY_OVER_DIMENSIONAL : KM_PER_DAY));
}

/**
 * The end of validity. Rule 138(10) counts each day as "expiring at midnight of the day
 * immediately following the date of generation", so day 1 ends at midnight after the IST
 * calendar day following generation, and day n at midnight after generation day + n:
 * 16 Sep 2022 19:29 IST, 2,467 km → 13 days → valid until 29 Sep 2022 23:59:59 IST.
 * The instant returned is the last second of that day (23:59:59 IST), as the portal prints it.
 */
export function ewayBillValidUntil(generatedAt: Date, distanceKm: number, overDimensional: boolean): Date {
  const days = ewayBillValidityDays(distanceKm, overDimensional);
  const lastDay = addDays(istDateOf(generatedAt), days);
  return new Date(istMidnight(addDays(lastDay, 1)).getTime() - 1000);
}

/** The midnight at which a validity ends (one second after `validUntil`, or `validUntil` itself). */
function expiryMidnight(validUntil: Date): Date {
  return istMidnight(addDays(istDateOf(validUntil), 1));
}

/** The extension window: 8 hours before to 8 hours after expiry (16:00 on the last day to 08:00). */
export function ewayBillExtensionWindow(validUntil: Date): { opensAt: Date; closesAt: Date } {
  const expiry = expiryMidnight(validUntil).getTime();
  return {
    opensAt: new Date(expiry - EXTENSION_WINDOW_MS),
    closesAt: new Date(expiry + EXTENSION_WINDOW_MS),
  };
}

export function canExtendEwayBill(validUntil: Date, now: Date): boolean {
  const { opensAt, closesAt } = ewayBillExtensionWindow(validUntil);
  return now.getTime() >= opensAt.getTime() && now.getTime() <= closesAt.getTime();
}

/** Whether an e-way bill generated at `generatedAt` may still be cancelled at `now` (24 h, inclusive). */
export function canCancelEwayBill(generatedAt: Date, now: Date): boolean {
  return now.getTime() - generatedAt.getTime() <= EWAY_BILL_CANCEL_WINDOW_MS;
}

/** Past its validity: the status the portal shows for an active bill after `validUntil`. */
export function isEwayBillExpired(validUntil: Date, now: Date): boolean {
  return now.getTime() > validUntil.getTime();
}

/** The latest validity an extension may reach: 360 days after generation. */
export function ewayBillValidityLimit(generatedAt: Date): Date {
  return new Date(generatedAt.getTime() + EWAY_BILL_MAX_TOTAL_VALIDITY_DAYS * DAY_MS);
}

function refuse(code: string, message: string): GstPortalError {
  return new GstPortalError(code, message, false);
}

export function validateDistance(distanceKm: number, label = 'Distance'): void {
  if (
    !Number.isInteger(distanceKm) ||
    distanceKm < EWAY_BILL_MIN_DISTANCE_KM ||
    distanceKm > EWAY_BILL_MAX_DISTANCE_KM
  ) {
    throw refuse(
      'INVALID_DISTANCE',
      `${label} must be a whole number of km from ${EWAY_BILL_MIN_DISTANCE_KM} to ${EWAY_BILL_MAX_DISTANCE_KM}`,
    );
  }
}

/** The portal's PIN code: six digits, the first not zero ("400 001" is read as 400001). */
export function canonicalPinCode(value: string): string | null {
  const pin = normalizePinCode(value.trim());
  return /^[1-9]\d{5}$/.test(pin) ? pin : null;
}

/** Canonical vehicle number (MH12AB1234), or a refusal naming the field. */
export function canonicalVehicleNumber(value: string, label = 'Vehicle number'): string {
  if (!isVehicleNumber(value)) {
    throw refuse('INVALID_VEHICLE_NUMBER', `${label} ${value} is not a valid vehicle number`);
  }
  return normalizeVehicleNumber(value);
}

const EWB_DOCUMENT_NUMBER = /^[A-Z0-9/-]{1,16}$/;
const QUANTITY = /^\d{1,11}(?:\.\d{1,3})?$/;

/** A quantity with exactly 3 decimals, as numeric(14,3) gives it back: '12.5' → '12.500'. */
export function canonicalQuantity(quantity: string): string {
  const [whole = '0', fraction = ''] = quantity.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(3, '0')}`;
}

/** A vehicle's share of a consignment, checked and in canonical form. */
export interface PlannedPart {
  partNo: number;
  vehicleNumber: string | null;
  quantity: string | null;
}

export interface CheckedEWayBillRequest {
  fromPinCode: string;
  toPinCode: string;
  parts: PlannedPart[];
}

/**
 * Every refusal the portal would give for the request itself; `today` is the IST calendar day of
 * the request. Returns the canonical PIN codes and the parts to issue (one when not split).
 */
export function validateEWayBillRequest(request: EWayBillRequest, today: string): CheckedEWayBillRequest {
  if (request.reference.trim().length === 0) throw refuse('INVALID_REFERENCE', 'Reference is required');
  if (!isValidGstin(request.fromGstin)) {
    throw refuse('INVALID_GSTIN', `From GSTIN ${request.fromGstin} is not a valid GSTIN (check character)`);
  }
  // 'URP' is the portal's recipient code for an unregistered person.
  if (request.toGstin !== 'URP' && !isValidGstin(request.toGstin)) {
    throw refuse('INVALID_GSTIN', `To GSTIN ${request.toGstin} is not a valid GSTIN (check character)`);
  }
  const fromPinCode = canonicalPinCode(request.fromPinCode);
  if (!fromPinCode) throw refuse('INVALID_PIN_CODE', 'From PIN code must be 6 digits, not starting with 0');
  const toPinCode = canonicalPinCode(request.toPinCode);
  if (!toPinCode) throw refuse('INVALID_PIN_CODE', 'To PIN code must be 6 digits, not starting with 0');
  validateDistance(request.distanceKm);
  if (fromPinCode === toPinCode && request.distanceKm > EWAY_BILL_SAME_PIN_MAX_KM) {
    throw refuse(
      'INVALID_DISTANCE',
      `Distance must not exceed ${EWAY_BILL_SAME_PIN_MAX_KM} km when from and to PIN codes are the same`,
    );
  }
  if (request.valuePaise <= 0n) throw refuse('INVALID_VALUE', 'Consignment value must be more than zero');
  if (!EWB_DOCUMENT_NUMBER.test(request.documentNumber)) {
    throw refuse(
      'INVALID_DOCUMENT_NUMBER',
      "Document number must be 1 to 16 characters of A-Z, 0-9, '/' or '-'",
    );
  }
  if (!isIsoDate(request.documentDate)) {
    throw refuse('INVALID_DOCUMENT_DATE', 'Document date must be a calendar date (YYYY-MM-DD)');
  }
  if (request.documentDate > today) {
    throw refuse('INVALID_DOCUMENT_DATE', 'Document date must not be a future date');
  }
  if (request.documentDate < addDays(today, -EWAY_BILL_MAX_DOCUMENT_AGE_DAYS)) {
    throw refuse(
      'INVALID_DOCUMENT_DATE',
      `An e-way bill must be generated within ${EWAY_BILL_MAX_DOCUMENT_AGE_DAYS} days of the document date`,
    );
  }
  if (request.transporterId !== undefined && !isValidGstin(request.transporterId)) {
    throw refuse(
      'INVALID_TRANSPORTER_ID',
      `Transporter ID ${request.transporterId} is not a valid GSTIN/TRANSIN`,
    );
  }
  return { fromPinCode, toPinCode, parts: planParts(request.vehicleNumber, request.parts) };
}

/** One part per vehicle of a split, or a single part carrying the whole consignment. */
export function planParts(
  vehicleNumber: string | undefined,
  parts: readonly EWayBillPart[] | undefined,
): PlannedPart[] {
  if (parts === undefined) {
    const vehicle = vehicleNumber === undefined ? null : canonicalVehicleNumber(vehicleNumber);
    return [{ partNo: 1, vehicleNumber: vehicle, quantity: null }];
  }
  if (parts.length === 0) throw refuse('INVALID_PARTS', 'A split needs at least one part');
  if (vehicleNumber !== undefined) {
    throw refuse('INVALID_PARTS', 'Give either a vehicle number or parts, not both');
  }
  return parts.map((part, index) => {
    const label = `Part ${index + 1}`;
    if (!QUANTITY.test(part.quantity) || Number(part.quantity) <= 0) {
      throw refuse('INVALID_QUANTITY', `${label}: quantity must be more than zero with at most 3 decimals`);
    }
    return {
      partNo: index + 1,
      vehicleNumber: canonicalVehicleNumber(part.vehicleNumber, `${label}: vehicle number`),
      quantity: canonicalQuantity(part.quantity),
    };
  });
}
