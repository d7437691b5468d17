import { CREDIT_LIMITS_ENDPOINTS, type CreditUploadPurpose } from '@dom/contract';
import type { BodyOf } from '@dom/contract';
import { call } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';

export const CREDIT_LIMITS_KEY = 'credit-limits';

const on = CREDIT_LIMITS_ENDPOINTS;

export const limitScreen = (buyerId: string) => call(on.limitScreen, { params: { buyerId } });
export const creditSnapshot = (buyerId: string, period: '12M' | '6M' | '3M' | '4Q') =>
  call(on.snapshot, { params: { buyerId }, query: { period } });
export const enhancers = (buyerId: string) => call(on.enhancers, { query: { buyerId } });
export const adhocLog = (query: QueryParams) => call(on.adhocLog, { query });

export const createEnhancer = (body: BodyOf<typeof on.createEnhancer>, idempotencyKey: string) =>
  call(on.createEnhancer, { body }, { idempotencyKey });
export const requestAdhoc = (body: BodyOf<typeof on.adhocUpsert>, idempotencyKey: string) =>
  call(on.adhocUpsert, { body }, { idempotencyKey });
export const decideAdhoc = (body: BodyOf<typeof on.adhocUpdateStatus>, idempotencyKey: string) =>
  call(on.adhocUpdateStatus, { body }, { idempotencyKey });

export const enhancerDocuments = (enhancerId: string) =>
  call(on.enhancerDocuments, { query: { enhancerId } });
export const addEnhancerDocument = (body: BodyOf<typeof on.addEnhancerDocument>, idempotencyKey: string) =>
  call(on.addEnhancerDocument, { body }, { idempotencyKey });
export const enhancerDocumentUrl = async (id: string) =>
  (await call(on.enhancerDocumentUrl, { params: { id } })).url;
export const adhocDocumentUrl = async (id: string, fileId: string) =>
  (await call(on.adhocDocumentUrl, { params: { id, fileId } })).url;

/**
 * Uploads files for a credit purpose (`/credit/generate/signedUrl`): one signed address per file,
 * each file's bytes PUT there; answers the upload keys to name when saving, in the files' order.
 */
export async function uploadCreditFiles(
  purpose: CreditUploadPurpose,
  files: readonly File[],
  onProgress: (percent: number) => void = () => undefined,
): Promise<string[]> {
  const { uploads } = await call(
    on.creditSignedUrl,
    { query: { purpose }, body: { fileNames: files.map((f) => f.name) } },
    { idempotencyKey: crypto.randomUUID() },
  );
  const keys: string[] = [];
  for (const [i, u] of uploads.entries()) {
    const res = await fetch(u.url, { method: u.method, headers: u.headers, body: files[i] });
    if (!res.ok) throw new Error(`${u.fileName}: ${res.status}`);
    keys.push(u.uploadKey);
    onProgress(Math.round(((i + 1) / uploads.length) * 100));
  }
  return keys;
}
