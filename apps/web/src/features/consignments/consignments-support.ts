import {
  CONSIGNMENT_ENDPOINTS,
  type BodyInputOf,
  PARTY_ENDPOINTS,
  type ConsignmentCounts,
  type ConsignmentDocument,
  type ConsignmentPage,
  type WarehouseListItem,
} from '@dom/contract';

import { call, urlOf } from '../../lib/api-client';

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

/** A fresh signed link: the one in the detail may have expired. */
export async function consignmentFileUrl(consignmentKey: string, documentId: string): Promise<string> {
  const answer = await call(CONSIGNMENT_ENDPOINTS.documentUrl, { query: { consignmentKey, documentId } });
  return answer.url;
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
