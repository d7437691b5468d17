import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** A signed-in caller's headers (`as(t, 'rm')`). */
export type Who = { headers: { authorization: string } };

/**
 * A test file's calls to the API, under `/api`: POST, PUT and DELETE each with a fresh Idempotency-Key
 * (`<prefix>-<n>`), GET, raw SQL rows, and `ok` (the status checked, the body parsed). `app` is a
 * getter because the test app is made in `beforeAll`.
 */
export function apiClient(app: () => TestApp, prefix: string) {
  let keyNo = 0;
  const send = (method: 'POST' | 'PUT' | 'DELETE', who: Who | undefined, url: string, payload?: unknown) =>
    app().app.inject({
      method,
      url: `/api${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(who?.headers ?? {}), 'idempotency-key': `${prefix}-${++keyNo}` },
    });
  return {
    post: (who: Who | undefined, url: string, payload: unknown) => send('POST', who, url, payload),
    put: (who: Who | undefined, url: string, payload: unknown) => send('PUT', who, url, payload),
    del: (who: Who | undefined, url: string) => send('DELETE', who, url),
    get: (who: Who | undefined, url: string) =>
      app().app.inject({ method: 'GET', url: `/api${url}`, ...(who ?? {}) }),
    rows: async <T>(query: string): Promise<T[]> => (await app().database.executeSql<T>(query)).rows,
    ok: <T>(res: { statusCode: number; body: string }, status = 200): T => {
      expect(res.statusCode, res.body).toBe(status);
      return JSON.parse(res.body) as T;
    },
  };
}
