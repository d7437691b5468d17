import { IDENTITY_ENDPOINTS, ORDER_ENDPOINTS, defineEndpoint } from '@dom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, resetAuthHooks, urlOf } from './api-client';

type FetchArgs = [string, RequestInit];

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthHooks();
});

const sent = (index = 0) => fetchMock.mock.calls[index]!;

describe('call(endpoint, input, options)', () => {
  it('sends a GET to the endpoint path with its params encoded and its query', async () => {
    await call(ORDER_ENDPOINTS.detail, { params: { key: 'SO 1/2' } });
    await call(ORDER_ENDPOINTS.search, { query: { status: 'ORDERED', pageSize: 20 } });
    expect(sent(0)[0]).toBe('/api/order/orderDetails/SO%201%2F2');
    expect(sent(0)[1].method).toBe('GET');
    expect(sent(1)[0]).toBe('/api/orders-v2/search?status=ORDERED&pageSize=20');
  });

  it('sends the body as JSON with the endpoint method and the Idempotency-Key', async () => {
    await call(
      IDENTITY_ENDPOINTS.reassignManager,
      { params: { id: 'u-1' }, body: { managerId: null } },
      { idempotencyKey: 'k-1' },
    );
    const [url, init] = sent();
    expect(url).toBe('/api/authorization/users/u-1/manager');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"managerId":null}');
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('k-1');
  });

  it('answers the parsed response body', async () => {
    const endpoint = defineEndpoint({
      id: 'test.ping',
      method: 'POST',
      path: '/test/ping',
      access: 'signed-in',
      response: z.object({ ok: z.boolean() }),
    });
    await expect(call(endpoint)).resolves.toEqual({ ok: true });
    expect(sent()[1].method).toBe('POST');
  });

  it('gives the download and upload helpers the endpoint address', () => {
    expect(urlOf(ORDER_ENDPOINTS.export)).toBe('/orders-v2/export');
    expect(urlOf(ORDER_ENDPOINTS.productionDatesDownload, { key: 'SO-1' })).toBe(
      '/order/reports/production-dates/download/request/SO-1',
    );
  });
});
