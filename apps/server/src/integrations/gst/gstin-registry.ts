import { toIstDate } from '@dom/domain';
import { AppError } from '../../platform/errors';
import type { GstinRegistration } from './gst-gateway';

/** The spec's blocking message for consignments and invoices (doc 2 §8). */
export const BUYER_GSTIN_BLOCKED_MESSAGE =
  'Invoicing blocked for inactive or invalid shipping or billing GSTIN of the buyer (contact the category team)';

export type GstinStandingProblem =
  'GSTIN_NOT_REGISTERED' | 'GSTIN_SUSPENDED' | 'GSTIN_CANCELLED' | 'GSTIN_CANCELLED_BEFORE_INVOICE_DATE';

/**
 * Whether a registration may be invoiced on a date (IST calendar day). A cancellation takes effect
 * on its date: an invoice dated before it is fine (a late entry of an earlier supply), one on or
 * after it is not. A suspended registration cannot be invoiced at all while suspended, and a
 * cancellation without a date is taken as already in force.
 */
export function gstinStandingOn(
  registration: GstinRegistration | null,
  invoiceDate: string | Date,
): GstinStandingProblem | null {
  if (!registration) return 'GSTIN_NOT_REGISTERED';
  if (registration.status === 'SUSPENDED') return 'GSTIN_SUSPENDED';
  if (registration.status !== 'CANCELLED') return null;
  const day = toIstDate(invoiceDate);
  if (registration.cancelledOn === null || day === null) return 'GSTIN_CANCELLED';
  return registration.cancelledOn <= day ? 'GSTIN_CANCELLED_BEFORE_INVOICE_DATE' : null;
}

/**
 * Refuses (409 BUYER_GSTIN_INACTIVE) an invoice for a buyer whose GSTIN was cancelled on or before
 * the invoice date, is suspended, or is not registered. Pure: look the registration up first
 * (outside any PGlite transaction — the simulator reads through its own handle).
 */
export function assertGstinActiveOn(
  registration: GstinRegistration | null,
  invoiceDate: string | Date,
): void {
  const problem = gstinStandingOn(registration, invoiceDate);
  if (problem === null) return;
  throw new AppError(
    'BUYER_GSTIN_INACTIVE',
    BUYER_GSTIN_BLOCKED_MESSAGE,
    {
      reason: problem,
      gstin: registration?.gstin ?? null,
      status: registration?.status ?? null,
      cancelledOn: registration?.cancelledOn ?? null,
    },
    409,
  );
}
