import { CREDIT_LEAD_ENDPOINTS, type LeadDocument } from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';

import { uploadWithProgress } from '../../lib/upload';

export const CREDIT_LEADS_KEY = 'credit-leads';
export const BUYER_ENTITIES_KEY = 'buyer-entities';

const on = CREDIT_LEAD_ENDPOINTS;

/** The credit memo (CAM) PDF of a lead, by lead and entity; saved as CAM-<lead>.pdf. */
export async function downloadMemo(leadKey: string, entityKey: string): Promise<void> {
  const blob = (await call(
    on.memoDownload,
    { query: { leadKey, entityKey } },
    { responseType: 'blob' },
  )) as Blob;
  saveBlob(blob, `CAM-${leadKey}.pdf`);
}
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
