import { CREDIT_LIMITS_ENDPOINTS, type CreditUploadPurpose } from '@dom/contract';

import { call } from '../../lib/api-client';

export const CREDIT_LIMITS_KEY = 'credit-limits';

const on = CREDIT_LIMITS_ENDPOINTS;

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
