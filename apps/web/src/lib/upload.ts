import { REQUEST_TIMEOUT_MS, getAuthToken, isRelativeUrl, resolveApiUrl } from './api-client';
import { ApiError, errorFromBody } from './api-error';

/** Progress bars never pass 100 % (doc 1 §9); browsers may report more when sizes are estimated. */
export function progressPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends a multipart form with upload progress, which fetch cannot report. Same rules as the API
 * client: the token only on relative addresses, errors as ApiError, no answer as status 0.
 */
export function uploadWithProgress<T = unknown>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  options: { method?: 'POST' | 'PUT'; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', resolveApiUrl(path));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = isRelativeUrl(path) ? getAuthToken() : null;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(progressPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
      } else reject(errorFromBody(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0 }));
    xhr.ontimeout = () => reject(new ApiError({ status: 0 }));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
