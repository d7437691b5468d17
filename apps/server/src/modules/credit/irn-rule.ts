import { createHash } from 'node:crypto';
import { financialYearLabel } from '@dom/domain';
import type { GstDocumentType } from '../../integrations/gst/gst-gateway';

/**
 * The IRN as the e-invoice rules define it: SHA-256 (hex) over the seller's GSTIN, the financial
 * year of the document date ('2025-26'), the document type and the document number. The same
 * document always gets the same IRN, which is what makes registration idempotent.
 */
export function irnOf(
  sellerGstin: string,
  documentDate: string,
  type: GstDocumentType,
  number: string,
): string {
  return createHash('sha256')
    .update(`${sellerGstin}${financialYearLabel(documentDate)}${type}${number}`)
    .digest('hex');
}
