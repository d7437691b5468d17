import { gstinCheckCharacter } from '@dom/domain';
import { type EInvoiceRequest, type EWayBillRequest, GstPortalError } from './gst-gateway';

// Requests for the GST simulator's tests (and the consignment tests that drive it).

/** A valid GSTIN: the 14 given characters and their check character. */
export function gstinOf(first14: string): string {
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** A wall-clock time in India (IST, +05:30). */
export const ist = (wallTime: string) => new Date(`${wallTime}+05:30`);
export const HOUR = 60 * 60 * 1000;

/** The portal's refusal of a call that must be refused (any other error is thrown on). */
export async function refusal(promise: Promise<unknown>): Promise<GstPortalError> {
  const error: unknown = await promise.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  if (error instanceof GstPortalError) return error;
  throw error;
}

export const SELLER_GSTIN = gstinOf('27AAPFU0939F1Z');
export const BUYER_GSTIN = gstinOf('29AABCT1332L1Z');
export const TRANSPORTER_ID = gstinOf('07AAACD1234E1Z');

export function einvoiceRequest(overrides: Partial<EInvoiceRequest> = {}): EInvoiceRequest {
  return {
    sellerGstin: SELLER_GSTIN,
    buyerGstin: BUYER_GSTIN,
    documentType: 'INV',
    documentNumber: 'DOM/25-26/0001',
    documentDate: '2025-09-16',
    totalValuePaise: 1_18_000_00n,
    lines: [
      {
        hsn: '25232930',
        description: 'Portland cement, 50 kg bags',
        quantity: '200.000',
        unit: 'BAG',
        taxableValuePaise: 70_000_00n,
        gstRateBasisPoints: 2800,
      },
      {
        hsn: '72142090',
        description: 'TMT bars 12 mm',
        quantity: '0.500',
        unit: 'MT',
        taxableValuePaise: 30_000_00n,
        gstRateBasisPoints: 1800,
      },
    ],
    ...overrides,
  };
}

export function ewayBillRequest(overrides: Partial<EWayBillRequest> = {}): EWayBillRequest {
  return {
    reference: 'CON-0001',
    fromGstin: SELLER_GSTIN,
    toGstin: BUYER_GSTIN,
    fromPinCode: '411001',
    toPinCode: '560001',
    distanceKm: 840,
    overDimensionalCargo: false,
    valuePaise: 1_18_000_00n,
    documentNumber: 'DOM/25-26/0001',
    documentDate: '2025-09-16',
    vehicleNumber: 'MH12AB1234',
    ...overrides,
  };
}
