import {
  type BuyerLookup,
  type ImportPreview,
  ORDER_ENDPOINTS,
  type ProductLookup,
  type WarehouseLookup,
} from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';

import { uploadWithProgress } from '../../lib/upload';

/** Doc 2 §7: the buyer search asks for 30 at a time. */
export const BUYER_PAGE_SIZE = 30;

export function lookupBuyers(q: string): Promise<BuyerLookup[]> {
  return call(ORDER_ENDPOINTS.lookupBuyers, { query: { q, pageSize: BUYER_PAGE_SIZE } });
}

export function lookupWarehouses(q: string): Promise<WarehouseLookup[]> {
  return call(ORDER_ENDPOINTS.lookupWarehouses, { query: { q, pageSize: BUYER_PAGE_SIZE } });
}

export function lookupProducts(q: string): Promise<ProductLookup[]> {
  return call(ORDER_ENDPOINTS.lookupProducts, { query: { q, pageSize: BUYER_PAGE_SIZE } });
}

export function uploadImport(file: File, onProgress: (percent: number) => void): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<ImportPreview>(urlOf(ORDER_ENDPOINTS.importUpload), form, onProgress);
}
