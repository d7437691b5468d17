import { afterEach, describe, expect, it, vi } from 'vitest';
import { readApiError } from './api-error';
import { writeTokens } from './storage';
import { progressPercent, uploadWithProgress } from './upload';

class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  sent: unknown = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {}
}

afterEach(() => vi.unstubAllGlobals());

describe('upload with progress', () => {
  it('caps progress at 100 %', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(1, 0)).toBe(0);
  });

  it('reports progress, sends the token and resolves with the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    writeTokens({ accessToken: 'a', idToken: 'identity', refreshToken: 'r' });
    const seen: number[] = [];
    const pending = uploadWithProgress('/sales-order/upload-file', new FormData(), (p) => seen.push(p));
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/sales-order/upload-file');
    expect(xhr.headers.Authorization).toBe('Bearer identity');
    expect(xhr.timeout).toBe(60_000);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 80 });
    xhr.status = 200;
    xhr.responseText = '{"fileId":"f1"}';
    xhr.onload?.();
    await expect(pending).resolves.toEqual({ fileId: 'f1' });
    expect(seen).toEqual([50, 100]);
  });

  it('rejects with the server error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = uploadWithProgress('/x', new FormData(), () => undefined);
    const xhr = FakeXhr.last!;
    xhr.status = 413;
    xhr.responseText = '{"message":"Too large","status":413,"errorCode":"FILE_TOO_LARGE"}';
    xhr.onload?.();
    const error = await pending.catch((e: unknown) => e);
    expect(readApiError(error)).toMatchObject({
      status: 413,
      message: 'Too large',
      errorCode: 'FILE_TOO_LARGE',
    });
  });
});
