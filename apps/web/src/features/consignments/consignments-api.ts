import {
  type ConsignmentAllowedAction,
  type BusinessCode,
  CONSIGNMENT_ENDPOINTS,
  DOCUMENT_ENDPOINTS,
  type BodyInputOf,
  type CreateConsignment,
  type ModifyCheck,
  PARTY_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  type BuyerContactDetails,
  type ConsignableLines,
  type ConsignmentActionResult,
  type ConsignmentCounts,
  type ConsignmentDetail,
  type ConsignmentDocument,
  type ConsignmentPage,
  type PendingAckLine,
  type WarehouseListItem,
} from '@dom/contract';
import { callAllowedAction } from '../../lib/allowed-actions';
import { call, urlOf } from '../../lib/api-client';
import { downloadXlsx } from '../../components/xlsx/xlsx';
import type { QueryParams } from '../../lib/query-string';
import { uploadWithProgress } from '../../lib/upload';

export const CONSIGNMENTS_KEY = 'consignments';

/** The list and its tab counts take the same filters as a JSON body (doc 2 §3). */
// The list screen's filters come from its URL state as text; the server's schema parses them.
const searchBody = (query: QueryParams) => query as BodyInputOf<typeof CONSIGNMENT_ENDPOINTS.search>;

export function searchConsignments(query: QueryParams): Promise<ConsignmentPage> {
  return call(CONSIGNMENT_ENDPOINTS.search, { body: searchBody(query) });
}

export function consignmentCounts(query: QueryParams): Promise<ConsignmentCounts> {
  return call(CONSIGNMENT_ENDPOINTS.counts, { body: searchBody(query) });
}

export function exportConsignments(query: QueryParams): Promise<void> {
  return downloadXlsx(urlOf(CONSIGNMENT_ENDPOINTS.export), 'consignments', query);
}

export function getConsignment(key: string): Promise<ConsignmentDetail> {
  return call(CONSIGNMENT_ENDPOINTS.detail, { params: { key } });
}

/** The reasons of cancel, reject and reverse. */
export function consignmentCancelReasons(): Promise<BusinessCode[]> {
  return call(REFERENCE_ENDPOINTS.businessCodes, { query: { type: 'CONSIGNMENT_CANCEL' } });
}

/**
 * An allowed action's call: the catalogue endpoint the detail named (by id), with the path params
 * it gave (`callAllowedAction`). One Idempotency-Key per dialog attempt, so a retried click cannot
 * act twice; every consignment action answers its result.
 */
export function runConsignmentAction(
  action: Pick<ConsignmentAllowedAction, 'action' | 'endpoint' | 'params'>,
  body: unknown,
  idempotencyKey: string,
): Promise<ConsignmentActionResult> {
  return callAllowedAction<ConsignmentActionResult>(action, body, { idempotencyKey });
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
  return uploadWithProgress<ConsignmentDocument>(
    urlOf(CONSIGNMENT_ENDPOINTS.uploadDocument),
    form,
    onProgress,
  );
}

export function deleteConsignmentFile(consignmentKey: string, documentId: string): Promise<unknown> {
  return call(CONSIGNMENT_ENDPOINTS.deleteDocument, { body: { consignmentKey, documentId } });
}

/** A fresh signed link: the one in the detail may have expired. */
export async function consignmentFileUrl(consignmentKey: string, documentId: string): Promise<string> {
  const answer = await call(CONSIGNMENT_ENDPOINTS.documentUrl, { query: { consignmentKey, documentId } });
  return answer.url;
}

export function modifyCheck(consignmentKey: string): Promise<ModifyCheck> {
  return call(CONSIGNMENT_ENDPOINTS.modifyCheck, { query: { consignmentKey } });
}

/**
 * The other warehouses a stock transfer can ship from: the seller's, read through the current
 * warehouse (the detail names the warehouse, not the seller), the current one left out.
 */
export async function transferWarehouses(warehouseId: string): Promise<WarehouseListItem[]> {
  const current = await call(PARTY_ENDPOINTS.warehouse, { params: { id: warehouseId } });
  const page = await call(PARTY_ENDPOINTS.searchWarehouses, {
    query: { sellerId: current.sellerId, pageSize: 100 },
  });
  return page.content.filter((w) => w.warehouseId !== warehouseId && w.isActive);
}

/** The order's lines with what is acknowledged, consigned and still free (create consignment). */
export function consignableLines(orderKey: string): Promise<ConsignableLines> {
  return call(CONSIGNMENT_ENDPOINTS.consignableLines, { params: { orderKey } });
}

export function createConsignment(
  body: CreateConsignment,
  idempotencyKey: string,
): Promise<ConsignmentActionResult> {
  return call(CONSIGNMENT_ENDPOINTS.create, { body }, { idempotencyKey });
}

/** One REQUESTED consignment's lines, for the seller to acknowledge (possibly less). */
export function pendingAckLines(consignmentKey: string): Promise<PendingAckLine[]> {
  return call(CONSIGNMENT_ENDPOINTS.pendingAckLines, { params: { id: consignmentKey } });
}

/** The buyer's contacts for a consignment; `podContacts` are whom a POD is asked of (site co-ordinators). */
export function buyerContactDetails(consignmentKey: string): Promise<BuyerContactDetails> {
  return call(CONSIGNMENT_ENDPOINTS.buyerContactDetails, { query: { consignmentKey } });
}

/** The documents the server prints from the consignment (tax invoice, e-way bill, challan). */
export const consignmentPrintables = (key: string) =>
  call(DOCUMENT_ENDPOINTS.consignmentPrintables, { params: { key } });
