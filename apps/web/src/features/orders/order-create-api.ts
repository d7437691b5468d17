import {
  type BusinessCode,
  type BuyerBookAddress,
  type BuyerLookup,
  type CreateOrder,
  type ImportJob,
  type ImportPreview,
  type OrderActionResult,
  ORDER_ENDPOINTS,
  type ProductLookup,
  REFERENCE_ENDPOINTS,
  type WarehouseLookup,
} from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import { downloadXlsx } from '../../components/xlsx/xlsx';
import { uploadWithProgress } from '../../lib/upload';

/** Doc 2 §7: the buyer search asks for 30 at a time. */
export const BUYER_PAGE_SIZE = 30;

export function lookupBuyers(q: string): Promise<BuyerLookup[]> {
  return call(ORDER_ENDPOINTS.lookupBuyers, { query: { q, pageSize: BUYER_PAGE_SIZE } });
}

/** The buyer's address book: the billing and shipping choices of the create form. */
export function lookupBuyerAddresses(buyerId: string): Promise<BuyerBookAddress[]> {
  return call(ORDER_ENDPOINTS.lookupBuyerAddresses, { params: { buyerId } });
}

export function lookupWarehouses(q: string): Promise<WarehouseLookup[]> {
  return call(ORDER_ENDPOINTS.lookupWarehouses, { query: { q, pageSize: BUYER_PAGE_SIZE } });
}

export function lookupProducts(q: string): Promise<ProductLookup[]> {
  return call(ORDER_ENDPOINTS.lookupProducts, { query: { q, pageSize: BUYER_PAGE_SIZE } });
}

/** Shipping modes, logistics providers, payment terms and order categories of the order forms. */
export function orderDropdowns(): Promise<BusinessCode[]> {
  return call(REFERENCE_ENDPOINTS.orderDropdowns);
}

export function createOrder(input: CreateOrder, idempotencyKey: string): Promise<OrderActionResult> {
  return call(ORDER_ENDPOINTS.create, { body: input }, { idempotencyKey });
}

export function downloadImportTemplate(): Promise<void> {
  return downloadXlsx(urlOf(ORDER_ENDPOINTS.importTemplate), 'order-import-template');
}

export function uploadImport(file: File, onProgress: (percent: number) => void): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<ImportPreview>(urlOf(ORDER_ENDPOINTS.importUpload), form, onProgress);
}

export function commitImport(uploadId: string): Promise<{ jobId: string }> {
  return call(ORDER_ENDPOINTS.importCommit, { params: { uploadId } });
}

export function importJob(jobId: string): Promise<ImportJob> {
  return call(ORDER_ENDPOINTS.importJob, { params: { jobId } });
}
