import { CREDIT_LEAD_ENDPOINTS, type LeadDocument } from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';
import type { QueryParams } from '../../lib/query-string';
import { uploadWithProgress } from '../../lib/upload';

export const CREDIT_LEADS_KEY = 'credit-leads';
export const BUYER_ENTITIES_KEY = 'buyer-entities';

const on = CREDIT_LEAD_ENDPOINTS;

export const searchLeads = (query: QueryParams) => call(on.list, { query });
export const searchMemos = (query: QueryParams) => call(on.memoList, { query });
export const leadDetail = (leadKey: string) => call(on.details, { params: { leadKey } });
export const camTagOwners = (leadKey: string) => call(on.camTagOwners, { params: { leadKey } });
export const leadHistory = (leadKey: string) => call(on.history, { params: { leadKey } });
export const searchEntities = (query: QueryParams) => call(on.entities, { query });
export const entityDetail = (entityKey: string) => call(on.entity, { params: { entityKey } });
export const entityInsights = (entityKey: string) => call(on.entityInsights, { params: { entityKey } });

export const runAllChecks = (leadKey: string, idempotencyKey: string) =>
  call(on.runAllChecks, { params: { leadKey } }, { idempotencyKey });
export const submitLead = (leadKey: string, comment: string, idempotencyKey: string) =>
  call(on.submit, { body: { leadKey, comment: comment || undefined } }, { idempotencyKey });
export const enrichLead = (
  leadKey: string,
  step: 'REQUEST' | 'DONE',
  comment: string,
  idempotencyKey: string,
) => call(on.enrich, { body: { leadKey, step, comment: comment || undefined } }, { idempotencyKey });
export const archiveLead = (leadKey: string, comment: string, idempotencyKey: string) =>
  call(on.archive, { body: { leadKey, comment: comment || undefined } }, { idempotencyKey });

/** The credit memo (CAM) PDF of a lead, by lead and entity; saved as CAM-<lead>.pdf. */
export async function downloadMemo(leadKey: string, entityKey: string): Promise<void> {
  const blob = (await call(
    on.memoDownload,
    { query: { leadKey, entityKey } },
    { responseType: 'blob' },
  )) as Blob;
  saveBlob(blob, `CAM-${leadKey}.pdf`);
}

/** The lead's papers (the Documents tab). */
export const leadDocuments = (leadKey: string) => call(on.documents, { params: { leadKey } });
export function uploadLeadDocuments(
  leadKey: string,
  documentType: string,
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<{ documents: LeadDocument[] }> {
  const form = new FormData();
  form.append('documentType', documentType);
  for (const file of files) form.append('file', file);
  return uploadWithProgress(urlOf(on.uploadDocuments, { leadKey }), form, onProgress);
}
/** A fresh signed link (they expire). */
export const leadDocumentUrl = async (leadKey: string, documentId: string) =>
  (await call(on.documentUrl, { params: { leadKey, documentId } })).url;
export const deleteLeadDocument = (leadKey: string, documentId: string) =>
  call(on.deleteDocument, { body: { leadKey, documentId } });
