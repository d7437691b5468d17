import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  REQUEST_TIMEOUT_MS,
  apiGet,
  apiPost,
  apiRequest,
  configureAuthHooks,
  resetAuthHooks,
  resolveApiUrl,
} from './api-client';
import { ApiError, readApiError } from './api-error';
import { writeTokens } from './storage';

type FetchArgs = [string, RequestInit];

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetAuthHooks();
});

const call = (index = 0) => fetchMock.mock.calls[index]!;
const headerOf = (index: number, name: string) => new Headers(call(index)[1].headers).get(name);

describe('api client', () => {
  it('resolves call paths under /api and leaves absolute addresses alone', () => {
    expect(resolveApiUrl('auth/login')).toBe('/api/auth/login');
    expect(resolveApiUrl('/login/request-otp')).toBe('/api/login/request-otp');
    expect(resolveApiUrl('/api/health')).toBe('/api/health');
    expect(resolveApiUrl('https://files.example.com/a.pdf')).toBe('https://files.example.com/a.pdf');
  });

  it('posts JSON by default', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await expect(apiRequest('/auth/login', { body: { username: 'u' } })).resolves.toEqual({ ok: true });
    const [url, init] = call();
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"username":"u"}');
    expect(headerOf(0, 'Content-Type')).toBe('application/json');
  });

  it('sends the identity token only to relative addresses', async () => {
    writeTokens({ accessToken: 'access', idToken: 'identity', refreshToken: 'refresh' });
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({})));
    await apiGet('/orders-v2/search');
    await apiGet('https://elsewhere.example.com/x');
    expect(headerOf(0, 'Authorization')).toBe('Bearer identity');
    expect(headerOf(1, 'Authorization')).toBeNull();
  });

  it('drops empty filters and repeats businessUnit per value', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    await apiGet('/orders-v2/search', {
      businessUnit: 'DIRECT,UTCL',
      buyer: '',
      status: ['OPEN'],
      pageNumber: 0,
    });
    expect(call()[0]).toBe(
      '/api/orders-v2/search?businessUnit=DIRECT&businessUnit=UTCL&status=OPEN&pageNumber=0',
    );
  });

  it('gives up after 60 seconds with a status-0 error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiPost('/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(readApiError(error)).toEqual({ message: null, status: 0, errorCode: 0, is404: false });
  });

  it('lets a caller cancel without turning it into a failure', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiGet('/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(DOMException);
  });

  it('turns an error answer into a readable error', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Order is closed', status: 409, errorCode: 'ORDER_CLOSED' }, 409),
    );
    const error = await apiPost('/sales-order/cancel').catch((e: unknown) => e);
    expect(readApiError(error)).toEqual({
      message: 'Order is closed',
      status: 409,
      errorCode: 'ORDER_CLOSED',
      is404: false,
    });
  });

  it('parses the answer with a contract schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 'ok' }));
    await expect(
      apiGet('/health', undefined, { schema: z.object({ status: z.literal('ok') }) }),
    ).resolves.toEqual({ status: 'ok' });
    fetchMock.mockResolvedValue(jsonResponse({ status: 'down' }));
    await expect(
      apiGet('/health', undefined, { schema: z.object({ status: z.literal('ok') }) }),
    ).rejects.toThrow();
  });

  it('refreshes once for concurrent 401s and retries each call', async () => {
    let token = 'old';
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    configureAuthHooks({ getToken: () => token, refresh });
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        new Headers(init.headers).get('Authorization') === 'Bearer new'
          ? jsonResponse({ ok: 1 })
          : jsonResponse({}, 401),
      ),
    );
    const answers = await Promise.all([apiGet('/a'), apiGet('/b'), apiGet('/c')]);
    expect(answers).toEqual([{ ok: 1 }, { ok: 1 }, { ok: 1 }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('reports an expired session when the refresh fails', async () => {
    const onSessionExpired = vi.fn();
    configureAuthHooks({ getToken: () => 't', refresh: () => Promise.resolve(false), onSessionExpired });
    fetchMock.mockResolvedValue(jsonResponse({}, 401));
    const error = await apiGet('/a').catch((e: unknown) => e);
    expect(readApiError(error).status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not refresh after a 401 to a call that carried no token (a sign-in attempt)', async () => {
    const refresh = vi.fn(() => Promise.resolve(true));
    configureAuthHooks({ getToken: () => null, refresh });
    fetchMock.mockResolvedValue(jsonResponse({}, 401));
    await apiPost('/auth/login', {}).catch(() => undefined);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes a token that is about to expire before sending the call', async () => {
    let token = 'old';
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    configureAuthHooks({ getToken: () => token, refresh, tokenExpiring: () => token === 'old' });
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ ok: 1 })));
    await apiGet('/a');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headerOf(0, 'Authorization')).toBe('Bearer new');
  });

  it('ends the session when the early refresh fails', async () => {
    const onSessionExpired = vi.fn();
    configureAuthHooks({
      getToken: () => 'old',
      refresh: () => Promise.resolve(false),
      tokenExpiring: () => true,
      onSessionExpired,
    });
    const error = await apiGet('/a').catch((e: unknown) => e);
    expect(readApiError(error).status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh got no answer (network down, page navigating away)', async () => {
    const onSessionExpired = vi.fn();
    for (const failure of [new TypeError('Failed to fetch'), new DOMException('aborted', 'AbortError')]) {
      configureAuthHooks({
        getToken: () => 'old',
        refresh: () => Promise.reject(failure),
        tokenExpiring: () => true,
        onSessionExpired,
      });
      const early = await apiGet('/a').catch((e: unknown) => e);
      expect(readApiError(early).status).toBe(0);
      // After a 401 as well: the call fails unanswered, the tokens stay for the next try.
      configureAuthHooks({ tokenExpiring: () => false });
      fetchMock.mockResolvedValueOnce(jsonResponse({}, 401));
      const late = await apiGet('/b').catch((e: unknown) => e);
      expect(readApiError(late).status).toBe(0);
    }
    expect(onSessionExpired).not.toHaveBeenCalled();
    // A refusal (or no refresh token to spend) still ends it.
    configureAuthHooks({
      refresh: () => Promise.reject(new Error('No refresh token found')),
      tokenExpiring: () => true,
    });
    expect(readApiError(await apiGet('/c').catch((e: unknown) => e)).status).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('without a refresh hook a 401 is simply an error', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Sign in first', status: 401, errorCode: 'UNAUTHENTICATED' }, 401),
    );
    const error = await apiGet('/a').catch((e: unknown) => e);
    expect(readApiError(error)).toMatchObject({ status: 401, message: 'Sign in first' });
  });
});
