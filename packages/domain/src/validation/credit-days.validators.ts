export const CREDIT_DAYS_CAP = 21;

export const BUYER_CREDIT_DAYS_MESSAGE = 'Buyer credit days cannot exceed 21 days';
export const SELLER_CREDIT_DAYS_MESSAGE = 'Seller credit days cannot exceed 21 days';
export const CREDIT_DAYS_WHOLE_MESSAGE = 'Credit days must be a whole number of 0 or more';
export const PREFERRED_PAYMENT_DAYS_MESSAGE =
  'Seller preferred payment days cannot exceed seller credit days';
export const CREDIT_DAYS_MISMATCH_MESSAGE =
  "Mismatch detected between the buyer's and the seller's credit days";

function wholeDays(days: number | null | undefined): days is number {
  return typeof days === 'number' && Number.isInteger(days) && days >= 0;
}

export function validateBuyerCreditDays(days: number | null | undefined): string | null {
  if (!wholeDays(days)) return CREDIT_DAYS_WHOLE_MESSAGE;
  return days > CREDIT_DAYS_CAP ? BUYER_CREDIT_DAYS_MESSAGE : null;
}

export function isValidBuyerCreditDays(days: number | null | undefined): boolean {
  return validateBuyerCreditDays(days) === null;
}

/** Seller credit days on an RFQ share the buyer's cap of 21. */
export function validateSellerCreditDays(days: number | null | undefined): string | null {
  if (!wholeDays(days)) return CREDIT_DAYS_WHOLE_MESSAGE;
  return days > CREDIT_DAYS_CAP ? SELLER_CREDIT_DAYS_MESSAGE : null;
}

export function isValidSellerCreditDays(days: number | null | undefined): boolean {
  return validateSellerCreditDays(days) === null;
}

export function validatePreferredPaymentDays(
  preferredDays: number | null | undefined,
  sellerCreditDays: number,
): string | null {
  if (!wholeDays(preferredDays)) return CREDIT_DAYS_WHOLE_MESSAGE;
  return preferredDays > sellerCreditDays ? PREFERRED_PAYMENT_DAYS_MESSAGE : null;
}

/** A warning rather than an error: the form may still be saved with differing terms. */
export function creditDaysMismatchWarning(
  buyerDays: number | null | undefined,
  sellerDays: number | null | undefined,
): string | null {
  if (!wholeDays(buyerDays) || !wholeDays(sellerDays)) return null;
  return buyerDays === sellerDays ? null : CREDIT_DAYS_MISMATCH_MESSAGE;
}
