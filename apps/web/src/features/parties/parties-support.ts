import { type Page, PARTY_ENDPOINTS, type SellerDocumentUploadResult } from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';

import { uploadWithProgress } from '../../lib/upload';
import type { QueryParams } from '../../lib/query-string';

export const BUYERS_KEY = 'buyers';
export const SELLERS_KEY = 'sellers';
export const WAREHOUSES_KEY = 'warehouses';
export const TRANSPORTERS_KEY = 'transporters';

const on = PARTY_ENDPOINTS;

/** The money tabs of the seller profile, by the path segment each tab names. */
const SELLER_TABS = {
  'payment-requests': on.sellerPaymentRequests,
  payments: on.sellerPayments,
  bills: on.sellerBills,
  'credit-debit-notes': on.sellerNotes,
} as const;

/** A money tab's page; rows are read as the caller's raw shape (each tab maps its own). */
export async function sellerTab<T>(sellerId: string, path: string, query: QueryParams): Promise<Page<T>> {
  const endpoint = SELLER_TABS[path as keyof typeof SELLER_TABS] as
    (typeof SELLER_TABS)[keyof typeof SELLER_TABS] | undefined;
  if (!endpoint) throw new Error(`No seller tab ${path}`);
  return (await call(endpoint, { params: { id: sellerId }, query })) as unknown as Page<T>;
}
/** 1 to 5 files of one document type, in one multipart request. */
export function uploadSellerDocuments(
  sellerId: string,
  documentType: string,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<SellerDocumentUploadResult> {
  const form = new FormData();
  form.append('documentType', documentType);
  for (const file of files) form.append('file', file);
  return uploadWithProgress<SellerDocumentUploadResult>(
    urlOf(on.uploadSellerDocuments, { id: sellerId }),
    form,
    onProgress,
  );
}
