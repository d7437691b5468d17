import type {
  OrderActionResult,
  OrderApproval,
  OrderCancel,
  OrderDetail,
  OrderPage,
  PurchaseOrderDetail,
} from '@dom/contract';
import { apiGet, apiPost } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { uploadWithProgress } from '../../lib/upload';
import type { QueryParams } from '../../lib/query-string';

export const ORDERS_KEY = 'orders';

export interface CancelReason {
  type: string;
  code: string;
  value: string;
}

export interface DocumentPath {
  documentId: string;
  documentType: string;
  fileName: string;
  path: string;
}

export function searchOrders(query: QueryParams): Promise<OrderPage> {
  return apiGet<OrderPage>('/orders-v2/search', query);
}

export function searchPurchaseOrders(query: QueryParams): Promise<OrderPage> {
  return apiGet<OrderPage>('/purchase-orders/search', query);
}

export function exportOrders(query: QueryParams): Promise<void> {
  return downloadFile('/orders-v2/export', { fileName: 'orders.xlsx', query });
}

export function getOrder(key: string): Promise<OrderDetail> {
  return apiGet<OrderDetail>(`/order/orderDetails/${encodeURIComponent(key)}`);
}

/** One key per dialog: a retried click after a lost answer cannot approve twice. */
export function approveOrder(input: OrderApproval, idempotencyKey: string): Promise<OrderActionResult> {
  return apiPost<OrderActionResult>('/sales-order/order-approval', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function cancelOrder(input: OrderCancel, idempotencyKey: string): Promise<OrderActionResult> {
  return apiPost<OrderActionResult>('/sales-order/cancel', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function cancelReasons(): Promise<CancelReason[]> {
  return apiGet<CancelReason[]>('/business-code/getCancelReasons');
}

export function documentPaths(key: string): Promise<DocumentPath[]> {
  return apiGet<DocumentPath[]>(`/sales-order/getPaths/${encodeURIComponent(key)}`);
}

export interface UploadedDocument {
  documentId: string;
  fileId: string;
  path: string;
}

/** Attaches a file to the order as a document of the given type; answers the stored file's id. */
export function uploadOrderFile(
  orderKey: string,
  fileType: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('identifier', orderKey);
  form.append('file', file);
  return uploadWithProgress<UploadedDocument>('/sales-order/upload-file', form, onProgress);
}

export interface RegionHierarchy {
  region: string;
  states: string[];
}

/** Level-1 product categories (the itemCategoryLevel1 filter's options). */
export function l1Categories(): Promise<string[]> {
  return apiGet<string[]>('/pim/category/l1-categories');
}

/** Regions with their states (the rmRegion filter's options). */
export function regionHierarchy(): Promise<RegionHierarchy[]> {
  return apiGet<RegionHierarchy[]>('/biz/regions/search/hierarchy');
}

/** The seller-side view of an order: seller PO number and seller prices. */
export function getPurchaseOrder(key: string): Promise<PurchaseOrderDetail> {
  return apiGet<PurchaseOrderDetail>(`/purchase-orders/${encodeURIComponent(key)}`);
}
