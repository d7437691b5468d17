import { type HttpMethod, apiRequest } from './api-client';
import type { QueryParams } from './query-string';

/** Hands a file the server produced (an xlsx export, a PDF) to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke on the next turn: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads from an address the server signed for us (same origin, answered as an attachment):
 * a link click saves it without leaving the page or opening a blank tab.
 */
export function downloadFromUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Fetches a file the server builds (an xlsx export) and saves it under `fileName`. */
export async function downloadFile(
  path: string,
  options: { fileName: string; method?: HttpMethod; query?: QueryParams; body?: unknown },
): Promise<void> {
  const blob = await apiRequest<Blob>(path, {
    method: options.method ?? 'GET',
    query: options.query,
    body: options.body,
    responseType: 'blob',
  });
  saveBlob(blob, options.fileName);
}
