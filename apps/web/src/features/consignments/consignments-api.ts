import type {
  BuyerContactDetails,
  ConsignableLines,
  ConsignmentActionResult,
  ConsignmentCounts,
  ConsignmentDetail,
  ConsignmentDocument,
  ConsignmentPage,
  PendingAckLine,
  WarehouseDetail,
  WarehouseListItem,
  WarehousePage,
} from '@dom/contract';
import { apiGet, apiPost } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import type { QueryParams } from '../../lib/query-string';
import { uploadWithProgress } from '../../lib/upload';

export const CONSIGNMENTS_KEY = 'consignments';

export interface ReasonCode {
  type: string;
  code: string;
  value: string;
}

/** The list and its tab counts take the same filters as a JSON body (doc 2 §3). */
export function searchConsignments(query: QueryParams): Promise<ConsignmentPage> {
  return apiPost<ConsignmentPage>('/consignment-v2/search/advanced', query);
}

export function consignmentCounts(query: QueryParams): Promise<ConsignmentCounts> {
  return apiPost<ConsignmentCounts>('/consignment-v2/search/counts', query);
}

export function exportConsignments(query: QueryParams): Promise<void> {
  return downloadFile('/consignment-v2/export', { fileName: 'consignments.xlsx', query });
}

export function getConsignment(key: string): Promise<ConsignmentDetail> {
  return apiGet<ConsignmentDetail>(`/shipment/consignment/${encodeURIComponent(key)}`);
}

/** The reasons of cancel, reject and reverse. */
export function consignmentCancelReasons(): Promise<ReasonCode[]> {
  return apiGet<ReasonCode[]>('/business-code/search/code-value', { type: 'CONSIGNMENT_CANCEL' });
}

/**
 * An allowed action's call: the path the detail named, with the consignment key in place of
 * `{key}`/`{id}`. One Idempotency-Key per dialog, so a retried click cannot act twice.
 */
export function runConsignmentAction(
  path: string,
  consignmentKey: string,
  body: unknown,
  idempotencyKey: string,
): Promise<ConsignmentActionResult> {
  const resolved = path.replace(/\{(key|id)\}/g, encodeURIComponent(consignmentKey));
  return apiPost<ConsignmentActionResult>(resolved, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function uploadConsignmentFile(
  consignmentKey: string,
  fileType: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ConsignmentDocument> {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('identifier', consignmentKey);
  form.append('file', file);
  return uploadWithProgress<ConsignmentDocument>('/consignment/upload-files', form, onProgress);
}

export function deleteConsignmentFile(consignmentKey: string, documentId: string): Promise<unknown> {
  return apiPost('/consignment/delete-File-details', { consignmentKey, documentId });
}

/** A fresh signed link: the one in the detail may have expired. */
export async function consignmentFileUrl(consignmentKey: string, documentId: string): Promise<string> {
  const answer = await apiGet<{ url: string }>('/consignment/document-url', { consignmentKey, documentId });
  return answer.url;
}

export interface ModifyCheck {
  allowed: boolean;
  reason: string | null;
  confirmations: { key: string; message: string }[];
}

export function modifyCheck(consignmentKey: string): Promise<ModifyCheck> {
  return apiGet<ModifyCheck>('/consignment/modify-consignment-check', { consignmentKey });
}

/**
 * The other warehouses a stock transfer can ship from: the seller's, read through the current
 * warehouse (the detail names the warehouse, not the seller), the current one left out.
 */
export async function transferWarehouses(warehouseId: string): Promise<WarehouseListItem[]> {
  const current = await apiGet<WarehouseDetail>(`/ops-supply/source/${encodeURIComponent(warehouseId)}`);
  const page = await apiGet<WarehousePage>('/ops-supply/source/search', {
    sellerId: current.sellerId,
    pageSize: 100,
  });
  return page.content.filter((w) => w.warehouseId !== warehouseId && w.isActive);
}

/** The order's lines with what is acknowledged, consigned and still free (create consignment). */
export function consignableLines(orderKey: string): Promise<ConsignableLines> {
  return apiGet<ConsignableLines>(`/consignment/consignable-lines/${encodeURIComponent(orderKey)}`);
}

export interface NewConsignment {
  orderKey: string;
  lines: { lineItemId: string; quantity: string }[];
  expectedDispatchDate?: string;
}

export function createConsignment(
  body: NewConsignment,
  idempotencyKey: string,
): Promise<ConsignmentActionResult> {
  return apiPost<ConsignmentActionResult>('/consignment/create-consignment', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** One REQUESTED consignment's lines, for the seller to acknowledge (possibly less). */
export function pendingAckLines(consignmentKey: string): Promise<PendingAckLine[]> {
  return apiGet<PendingAckLine[]>(`/consignment/pending-ack-oli/${encodeURIComponent(consignmentKey)}`);
}

/** The buyer's contacts for a consignment; `podContacts` are whom a POD is asked of (site co-ordinators). */
export function buyerContactDetails(consignmentKey: string): Promise<BuyerContactDetails> {
  return apiGet<BuyerContactDetails>('/zoho/buyer-contact-details', { consignmentKey });
}
