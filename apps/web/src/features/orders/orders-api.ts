import {
  type BusinessCode,
  ORDER_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  type RegionHierarchy,
  type OrderActionResult,
  type OrderApproval,
  type OrderCancel,
  type OrderDetail,
  type OrderPage,
  type PurchaseOrderDetail,
} from '@dom/contract';
import { apiGet, call, urlOf } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { uploadWithProgress } from '../../lib/upload';
import type { QueryParams } from '../../lib/query-string';

export const ORDERS_KEY = 'orders';

export interface DocumentPath {
  documentId: string;
  documentType: string;
  fileName: string;
  path: string;
}

export function searchOrders(query: QueryParams): Promise<OrderPage> {
  return call(ORDER_ENDPOINTS.search, { query });
}

export function searchPurchaseOrders(query: QueryParams): Promise<OrderPage> {
  return call(ORDER_ENDPOINTS.searchPurchaseOrders, { query });
}

export function exportOrders(query: QueryParams): Promise<void> {
  return downloadFile(urlOf(ORDER_ENDPOINTS.export), { fileName: 'orders.xlsx', query });
}

export function getOrder(key: string): Promise<OrderDetail> {
  return call(ORDER_ENDPOINTS.detail, { params: { key } });
}

/** One key per dialog: a retried click after a lost answer cannot approve twice. */
export function approveOrder(input: OrderApproval, idempotencyKey: string): Promise<OrderActionResult> {
  return call(ORDER_ENDPOINTS.approve, { body: input }, { idempotencyKey });
}

export function cancelOrder(input: OrderCancel, idempotencyKey: string): Promise<OrderActionResult> {
  return call(ORDER_ENDPOINTS.cancel, { body: input }, { idempotencyKey });
}

export function cancelReasons(): Promise<BusinessCode[]> {
  return call(REFERENCE_ENDPOINTS.cancelReasons);
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

/** Level-1 product categories (the itemCategoryLevel1 filter's options). */
export function l1Categories(): Promise<string[]> {
  return call(REFERENCE_ENDPOINTS.l1Categories);
}

/** Regions with their states (the rmRegion filter's options). */
export function regionHierarchy(): Promise<RegionHierarchy[]> {
  return call(REFERENCE_ENDPOINTS.regionHierarchy);
}

/** The seller-side view of an order: seller PO number and seller prices. */
export function getPurchaseOrder(key: string): Promise<PurchaseOrderDetail> {
  return call(ORDER_ENDPOINTS.purchaseOrder, { params: { key } });
}
