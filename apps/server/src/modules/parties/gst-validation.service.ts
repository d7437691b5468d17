import type {
  BuyerGstValidation,
  GstProblemCode,
  GstValidationRequest,
  GstValidationResult,
} from '@dom/contract';
import {
  GSTIN_MESSAGE,
  GSTIN_PATTERN,
  GSTIN_SHAPE_PATTERN,
  PIN_STATE_MESSAGE,
  gstStateName,
  isPinInState,
  isValidGstin,
  normalizeGstin,
  istDateOf,
} from '@dom/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { GstinRegistry } from '../../integrations/gst/gst-gateway';
import { gstinStandingOn } from '../../integrations/gst/gstin-registry';
import type { OwnerScope } from '../identity';
import { BuyersQueries } from './buyers.service';
import { buyerAddresses } from './parties.schema';

const MESSAGES: Record<GstProblemCode, string> = {
  GSTIN_FORMAT_INVALID: GSTIN_MESSAGE,
  GSTIN_CHECK_CHARACTER_INVALID: 'The GSTIN check character does not match',
  GSTIN_STATE_MISMATCH: "State does not match the GSTIN's state",
  PIN_STATE_MISMATCH: PIN_STATE_MESSAGE,
  GSTIN_NOT_REGISTERED: 'The GSTIN is not registered',
  GSTIN_CANCELLED: 'The GSTIN registration is cancelled',
  GSTIN_SUSPENDED: 'The GSTIN registration is suspended',
  GSTIN_CANCELLED_BEFORE_INVOICE_DATE: 'The GSTIN registration was cancelled on or before the invoice date',
};

const STATUS_LABEL = { ACTIVE: 'Active', CANCELLED: 'Cancelled', SUSPENDED: 'Suspended' } as const;

/**
 * credit/gstValidation: format, check character, state and PIN consistency, then the registration
 * on the invoice date (today on the app's clock when none is given). Every problem found is reported, not just the first.
 */
export async function validateGstin(
  registry: GstinRegistry,
  request: GstValidationRequest,
  now: Date,
): Promise<GstValidationResult> {
  const gstin = normalizeGstin(request.gstin);
  const problems: GstValidationResult['problems'] = [];
  const add = (code: GstProblemCode, field: string) =>
    problems.push({ code, field, message: MESSAGES[code] });
  const formatValid = GSTIN_SHAPE_PATTERN.test(gstin) && GSTIN_PATTERN.test(gstin);
  const checkCharacterValid = formatValid && isValidGstin(gstin);
  if (!formatValid) add('GSTIN_FORMAT_INVALID', 'gstin');
  else if (!checkCharacterValid) add('GSTIN_CHECK_CHARACTER_INVALID', 'gstin');
  const stateCode = formatValid ? gstin.slice(0, 2) : null;
  if (stateCode && request.stateCode && request.stateCode !== stateCode)
    add('GSTIN_STATE_MISMATCH', 'stateCode');
  if (stateCode && request.pinCode && !isPinInState(request.pinCode, stateCode))
    add('PIN_STATE_MISMATCH', 'pinCode');
  const registration = checkCharacterValid ? await registry.lookup(gstin) : null;
  if (checkCharacterValid) {
    const standing = gstinStandingOn(registration, request.invoiceDate ?? istDateOf(now));
    if (standing)
      add(standing, request.invoiceDate && standing.endsWith('INVOICE_DATE') ? 'invoiceDate' : 'gstin');
  }
  return {
    gstin,
    isValid: problems.length === 0,
    formatValid,
    checkCharacterValid,
    stateCode,
    stateName: gstStateName(stateCode),
    registration: registration ? { ...registration, statusLabel: STATUS_LABEL[registration.status] } : null,
    problems,
  };
}

/** The buyer profile's GST validation tab: the buyer's own GSTIN, then each address's. */
export async function validateBuyerGstins(
  db: Db,
  registry: GstinRegistry,
  scope: OwnerScope,
  buyerId: string,
  now: Date,
): Promise<BuyerGstValidation> {
  const buyer = await new BuyersQueries(db).get(scope, buyerId);
  const addresses = await db
    .select()
    .from(buyerAddresses)
    .where(eq(buyerAddresses.buyerId, buyerId))
    .orderBy(asc(buyerAddresses.createdAt), asc(buyerAddresses.id));
  const results: BuyerGstValidation['results'] = [
    {
      source: 'BUYER',
      addressId: null,
      result: await validateGstin(registry, { gstin: buyer.gstin, pinCode: buyer.pinCode }, now),
    },
  ];
  for (const a of addresses) {
    if (!a.gstNum) continue;
    results.push({
      source: 'ADDRESS',
      addressId: a.id,
      result: await validateGstin(
        registry,
        { gstin: a.gstNum, pinCode: a.postalCode, stateCode: a.stateCode },
        now,
      ),
    });
  }
  return { buyerId, results };
}
