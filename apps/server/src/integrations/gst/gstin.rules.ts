import { gstinPan, gstinStateCode } from '@dom/domain';
import type { GstinRegistration } from './gst-gateway';
import { GstPortalError } from './gst-gateway';

// Which registrations may take part in a document. Sources are in README.md next to this file.

/** The registry's answer for a valid GSTIN it holds no record of: an active registration. */
export function defaultRegistration(gstin: string): GstinRegistration | null {
  const stateCode = gstinStateCode(gstin);
  const pan = gstinPan(gstin);
  if (!stateCode || !pan) return null;
  return { gstin, status: 'ACTIVE', cancelledOn: null, legalName: `Registered taxpayer ${pan}`, stateCode };
}

/**
 * The supplier (seller, consignor) must hold an active registration: a cancelled or suspended
 * GSTIN can neither register an e-invoice nor generate an e-way bill.
 */
export function assertSupplierActive(registration: GstinRegistration, label: string, action: string): void {
  if (registration.status === 'ACTIVE') return;
  const since = registration.cancelledOn ? ` on ${registration.cancelledOn}` : '';
  throw new GstPortalError(
    'GSTIN_INACTIVE',
    `${label} ${registration.gstin} is ${registration.status.toLowerCase()}${since}; it cannot ${action}`,
    false,
  );
}

/** The recipient may not be a registration cancelled on or before the document date. */
export function assertRecipientRegistered(
  registration: GstinRegistration,
  label: string,
  documentDate: string,
): void {
  if (registration.status !== 'CANCELLED') return;
  if (registration.cancelledOn !== null && registration.cancelledOn > documentDate) return;
  const since = registration.cancelledOn ? ` on ${registration.cancelledOn}` : '';
  throw new GstPortalError(
    'GSTIN_INACTIVE',
    `${label} ${registration.gstin} was cancelled${since}, not after the document date ${documentDate}`,
    false,
  );
}
