import {
  type AcknowledgeOrder,
  type RejectOrder,
  type BusinessCode,
  type DocumentPath,
  ORDER_ENDPOINTS,
  PARTY_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  type RegionHierarchy,
  type OrderActionResult,
  type OrderApproval,
  type OrderCancel,
  type OrderDetail,
  type OrderPage,
  type PurchaseOrderDetail,
  type UploadedDocument,
} from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import { downloadXlsx } from '../../components/xlsx/xlsx';
import { uploadWithProgress } from '../../lib/upload';
import type { QueryParams } from '../../lib/query-string';

export const ORDERS_KEY = 'orders';

/**
 * The parties feature's query key for buyers: the order's address dialog reads the buyer's address
 * book under it, so an address saved on the buyer's profile refreshes the dialog's list too.
 */
export const BUYERS_KEY = 'buyers';

export function searchOrders(query: QueryParams): Promise<OrderPage> {
  return call(ORDER_ENDPOINTS.search, { query });
}

export function searchPurchaseOrders(query: QueryParams): Promise<OrderPage> {
  return call(ORDER_ENDPOINTS.searchPurchaseOrders, { query });
}

export function exportOrders(query: QueryParams): Promise<void> {
  return downloadXlsx(urlOf(ORDER_ENDPOINTS.export), 'orders', query);
}

export function getOrder(key: string): Promise<OrderDetail> {
  return call(ORDER_ENDPOINTS.detail, { params: { key } });
}

/** One key per dialog: a retried click after a lost answer cannot approve twice. */
export function approveOrder(input: OrderApproval, idempotencyKey: string): Promise<OrderActionResult> {
  return call(ORDER_ENDPOINTS.approve, { body: input }, { idempotencyKey });
}

export function acknowledgeOrder(
  input: AcknowledgeOrder,
  idempotencyKey: string,
): Promise<OrderActionResult> {
  return call(ORDER_ENDPOINTS.acknowledge, { body: input }, { idempotencyKey });
}

export function rejectOrder(input: RejectOrder, idempotencyKey: string): Promise<OrderActionResult> {
  return call(ORDER_ENDPOINTS.reject, { body: input }, { idempotencyKey });
}

export function cancelOrder(input: OrderCancel, idempotencyKey: string): Promise<OrderActionResult> {
  return call(ORDER_ENDPOINTS.cancel, { body: input }, { idempotencyKey });
}

export function cancelReasons(): Promise<BusinessCode[]> {
  return call(REFERENCE_ENDPOINTS.cancelReasons);
}

export function documentPaths(key: string): Promise<DocumentPath[]> {
  return call(ORDER_ENDPOINTS.documentPaths, { params: { key } });
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
  return uploadWithProgress<UploadedDocument>(urlOf(ORDER_ENDPOINTS.uploadDocument), form, onProgress);
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

/** The buyer's address book (the parties area's endpoint), for the order's address dialog. */
export function buyerAddresses(buyerId: string) {
  return call(PARTY_ENDPOINTS.buyerAddresses, { query: { buyerId } });
}
