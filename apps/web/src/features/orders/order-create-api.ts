import type {
  BuyerBookAddress,
  BuyerLookup,
  CreateOrder,
  ImportJob,
  ImportPreview,
  OrderActionResult,
  ProductLookup,
  WarehouseLookup,
} from '@dom/contract';
import { apiGet, apiPost } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { uploadWithProgress } from '../../lib/upload';

export interface BusinessCode {
  type: string;
  code: string;
  value: string;
}

/** Doc 2 §7: the buyer search asks for 30 at a time. */
export const BUYER_PAGE_SIZE = 30;

export function lookupBuyers(q: string): Promise<BuyerLookup[]> {
  return apiGet<BuyerLookup[]>('/orders-v2/lookups/buyers', { q, pageSize: BUYER_PAGE_SIZE });
}

/** The buyer's address book: the billing and shipping choices of the create form. */
export function lookupBuyerAddresses(buyerId: string): Promise<BuyerBookAddress[]> {
  return apiGet<BuyerBookAddress[]>(`/orders-v2/lookups/buyers/${encodeURIComponent(buyerId)}/addresses`);
}

export function lookupWarehouses(q: string): Promise<WarehouseLookup[]> {
  return apiGet<WarehouseLookup[]>('/orders-v2/lookups/warehouses', { q, pageSize: BUYER_PAGE_SIZE });
}

export function lookupProducts(q: string): Promise<ProductLookup[]> {
  return apiGet<ProductLookup[]>('/orders-v2/lookups/products', { q, pageSize: BUYER_PAGE_SIZE });
}

/** Shipping modes, logistics providers, payment terms and order categories of the order forms. */
export function orderDropdowns(): Promise<BusinessCode[]> {
  return apiGet<BusinessCode[]>('/business-code/import-orders/dropdown');
}

export function createOrder(input: CreateOrder, idempotencyKey: string): Promise<OrderActionResult> {
  return apiPost<OrderActionResult>('/sales-order/create', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function downloadImportTemplate(): Promise<void> {
  return downloadFile('/orders-v2/import/template', { fileName: 'order-import-template.xlsx' });
}

export function uploadImport(file: File, onProgress: (percent: number) => void): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<ImportPreview>('/orders-v2/import/upload', form, onProgress);
}

export function commitImport(uploadId: string): Promise<{ jobId: string }> {
  return apiPost<{ jobId: string }>(`/orders-v2/import/${encodeURIComponent(uploadId)}/commit`);
}

export function importJob(jobId: string): Promise<ImportJob> {
  return apiGet<ImportJob>(`/orders-v2/import/jobs/${encodeURIComponent(jobId)}`);
}
