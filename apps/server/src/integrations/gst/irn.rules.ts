import { createHash } from 'node:crypto';
import { financialYearLabel, isIsoDate, isValidGstin } from '@dom/domain';
import type { EInvoiceLine, EInvoiceRequest, GstDocumentType, IrnCancelReasonCode } from './gst-gateway';
import { GstPortalError } from './gst-gateway';

// The e-invoice rules of the IRP (Invoice Registration Portal), without a database. Sources are in
// README.md next to this file.

export const GST_DOCUMENT_TYPES: readonly GstDocumentType[] = ['INV', 'CRN', 'DBN'];

export const IRN_CANCEL_REASONS: Readonly<Record<IrnCancelReasonCode, string>> = {
  1: 'Duplicate',
  2: 'Data entry mistake',
  3: 'Order cancelled',
  4: 'Others',
};

/** The IRP accepts a cancellation for 24 hours after the acknowledgement. */
export const IRN_CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The IRP's limit on the cancellation remark. */
export const IRN_CANCEL_REMARK_MAX = 100;
/** The IRP's limit on items in one document. */
export const EINVOICE_MAX_ITEMS = 1000;

/**
 * The document number rule of the IRP schema: 1–16 characters of A–Z, 0–9, '/' and '-', the first
 * not 0, '/' or '-'. (The IRP reads numbers case-insensitively; this simulator asks for the
 * upper-case form so that the hash is one string per document.)
 */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Z1-9][A-Z0-9/-]{0,15}$/;
export const DOCUMENT_NUMBER_MESSAGE =
  "Document number must be 1 to 16 characters of A-Z, 0-9, '/' or '-', and must not start with 0, '/' or '-'";

/** Why a document number breaks the rule, or null when it is fine. The message names the rule. */
export function documentNumberProblem(documentNumber: string): string | null {
  if (documentNumber.length === 0) return `${DOCUMENT_NUMBER_MESSAGE} (it is empty)`;
  if (documentNumber.length > 16) return `${DOCUMENT_NUMBER_MESSAGE} (it has ${documentNumber.length})`;
  if (/^[0/-]/.test(documentNumber)) {
    return `${DOCUMENT_NUMBER_MESSAGE} (it starts with '${documentNumber.charAt(0)}')`;
  }
  const bad = /[^A-Z0-9/-]/.exec(documentNumber);
  if (bad) return `${DOCUMENT_NUMBER_MESSAGE} ('${bad[0]}' is not allowed)`;
  return null;
}

export function isValidDocumentNumber(documentNumber: string): boolean {
  return documentNumberProblem(documentNumber) === null;
}

/**
 * The IRN: SHA-256 (hex, 64 characters) of seller GSTIN + financial year ('2025-26') + document
 * type + document number, concatenated. The same document always gets the same IRN, which is how
 * the IRP detects duplicates across all IRPs.
 */
export function computeIrn(
  sellerGstin: string,
  financialYear: string,
  documentType: GstDocumentType,
  documentNumber: string,
): string {
  return createHash('sha256')
    .update(`${sellerGstin}${financialYear}${documentType}${documentNumber}`, 'utf8')
    .digest('hex');
}

/** The financial year of a document date (IST calendar day): '2025-26'. */
export function documentFinancialYear(documentDate: string): string {
  return financialYearLabel(documentDate);
}

const HSN_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;
const QUANTITY_PATTERN = /^\d{1,11}(?:\.\d{1,3})?$/;

/** The GST rates the IRP accepts on a line, in basis points (0.1% … 40%). */
export const IRP_GST_RATES_BP: readonly number[] = [
  0, 10, 25, 100, 150, 300, 500, 600, 750, 1200, 1800, 2800, 4000,
];

/** The HSN of the line with the largest taxable value (first on a tie): the QR code's main HSN. */
export function mainHsnOf(lines: readonly EInvoiceLine[]): string {
  let best: EInvoiceLine | undefined;
  for (const line of lines) {
    if (!best || line.taxableValuePaise > best.taxableValuePaise) best = line;
  }
  if (!best) throw new RangeError('A document needs at least one line');
  return best.hsn;
}

function refuse(code: string, message: string): GstPortalError {
  return new GstPortalError(code, message, false);
}

/**
 * Every refusal the IRP would give for the request itself (no database needed); `today` is the
 * IST calendar day the request arrives, since a document cannot be dated in the future.
 */
export function validateEInvoiceRequest(request: EInvoiceRequest, today: string): void {
  if (!isValidGstin(request.sellerGstin)) {
    throw refuse(
      'INVALID_GSTIN',
      `Seller GSTIN ${request.sellerGstin} is not a valid GSTIN (check character)`,
    );
  }
  if (!isValidGstin(request.buyerGstin)) {
    throw refuse('INVALID_GSTIN', `Buyer GSTIN ${request.buyerGstin} is not a valid GSTIN (check character)`);
  }
  if (request.sellerGstin === request.buyerGstin) {
    throw refuse('SAME_GSTIN', 'Seller and buyer GSTIN must not be the same');
  }
  if (!GST_DOCUMENT_TYPES.includes(request.documentType)) {
    throw refuse('INVALID_DOCUMENT_TYPE', 'Document type must be INV, CRN or DBN');
  }
  const numberProblem = documentNumberProblem(request.documentNumber);
  if (numberProblem) throw refuse('INVALID_DOCUMENT_NUMBER', numberProblem);
  if (!isIsoDate(request.documentDate)) {
    throw refuse('INVALID_DOCUMENT_DATE', 'Document date must be a calendar date (YYYY-MM-DD)');
  }
  if (request.documentDate > today) {
    throw refuse('INVALID_DOCUMENT_DATE', 'Document date must not be a future date');
  }
  if (request.lines.length === 0) throw refuse('INVALID_ITEMS', 'A document needs at least one line');
  if (request.lines.length > EINVOICE_MAX_ITEMS) {
    throw refuse('INVALID_ITEMS', `A document can have at most ${EINVOICE_MAX_ITEMS} lines`);
  }
  request.lines.forEach((line, index) => {
    if (!HSN_PATTERN.test(line.hsn)) {
      throw refuse('INVALID_HSN', `Line ${index + 1}: HSN code must be 4, 6 or 8 digits`);
    }
    if (!QUANTITY_PATTERN.test(line.quantity)) {
      throw refuse('INVALID_ITEMS', `Line ${index + 1}: quantity must be a number with at most 3 decimals`);
    }
    if (!IRP_GST_RATES_BP.includes(line.gstRateBasisPoints)) {
      throw refuse(
        'INVALID_GST_RATE',
        `Line ${index + 1}: GST rate ${line.gstRateBasisPoints / 100}% is not a rate the IRP accepts`,
      );
    }
    if (line.taxableValuePaise < 0n) {
      throw refuse('INVALID_ITEMS', `Line ${index + 1}: taxable value must not be negative`);
    }
  });
  if (request.totalValuePaise <= 0n) {
    throw refuse('INVALID_VALUE', 'Total document value must be more than zero');
  }
}

/** Whether an IRN acknowledged at `ackAt` may still be cancelled at `now` (24 hours, inclusive). */
export function canCancelIrn(ackAt: Date, now: Date): boolean {
  return now.getTime() - ackAt.getTime() <= IRN_CANCEL_WINDOW_MS;
}

export function validateIrnCancellation(reason: number, remark: string): void {
  if (!(reason in IRN_CANCEL_REASONS)) {
    throw refuse(
      'INVALID_CANCEL_REASON',
      'Cancel reason must be 1 (duplicate), 2 (data entry mistake), 3 (order cancelled) or 4 (others)',
    );
  }
  const trimmed = remark.trim();
  if (trimmed.length === 0 || trimmed.length > IRN_CANCEL_REMARK_MAX) {
    throw refuse('INVALID_CANCEL_REMARK', `Cancel remark must be 1 to ${IRN_CANCEL_REMARK_MAX} characters`);
  }
}

/** Paise as the IRP's rupee amount (two decimals) for the QR code. */
export function rupeesOf(paise: bigint): number {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return Number(negative ? `-${text}` : text);
}
