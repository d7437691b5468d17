import {
  type AnyEndpoint,
  type BodyInputOf,
  type ParamsInputOf,
  type QueryInputOf,
  type ResponseOf,
  pathOf,
} from '@dom/contract';
import type { z } from 'zod';
import { ApiError, errorFromBody } from './api-error';
import { type QueryParams, type QueryValue, withQuery } from './query-string';
import { STORAGE_KEYS, readBusinessUnit, readStored } from './storage';

/** The server answers every call under this prefix on the same origin. */
export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 60_000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  /** POST unless told otherwise (doc 1 §7). */
  method?: HttpMethod;
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key`: a repeat of the same request is answered once (see `useActionMutation`). */
  idempotencyKey?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob' | 'text';
  /** A response schema from @dom/contract; the answer is parsed with it. */
  schema?: z.ZodType<T>;
}

/**
 * Where the identity layer plugs in: which token to send, and how to refresh it after a 401.
 * `refresh` resolves true when new tokens are stored; `onSessionExpired` runs when it cannot.
 */
export interface AuthHooks {
  getToken: () => string | null;
  refresh: (() => Promise<boolean>) | null;
  onSessionExpired: (() => void) | null;
  /** True when the token about to be sent should be refreshed first (it expires within 30 s). */
  tokenExpiring: () => boolean;
}

const defaultHooks: AuthHooks = {
  getToken: () => readStored(STORAGE_KEYS.idToken),
  refresh: null,
  onSessionExpired: null,
  tokenExpiring: () => false,
};

let authHooks: AuthHooks = { ...defaultHooks };
let refreshInFlight: Promise<boolean> | null = null;

export function configureAuthHooks(hooks: Partial<AuthHooks>): void {
  authHooks = { ...authHooks, ...hooks };
}

/** The token the identity layer wants sent, for callers that do not go through `apiRequest`. */
export function getAuthToken(): string | null {
  return authHooks.getToken();
}

export function resetAuthHooks(): void {
  authHooks = { ...defaultHooks };
  refreshInFlight = null;
}

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:)?\/\//i;

export function isRelativeUrl(path: string): boolean {
  return !ABSOLUTE_URL.test(path);
}

/** `auth/login`, `/auth/login` and `/api/auth/login` all name the same call. */
export function resolveApiUrl(path: string): string {
  if (!isRelativeUrl(path)) return path;
  const trimmed = path.replace(/^\/+/, '');
  if (trimmed === 'api' || trimmed.startsWith('api/')) return `/${trimmed}`;
  return `${API_BASE}/${trimmed}`;
}

/**
 * Concurrent 401s share one refresh: a second refresh would spend the rotated refresh token. A
 * refresh that got no answer (network down, the page navigating away) says nothing of the session:
 * it fails the call as any unanswered call fails (status 0) and keeps the tokens. Only an answer
 * that refuses the refresh, or none to spend, ends the session.
 */
function refreshOnce(refresh: () => Promise<boolean>): Promise<boolean> {
  refreshInFlight ??= refresh()
    .catch((error: unknown) => {
      if (isUnanswered(error)) throw new ApiError({ status: 0 });
      return false;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/** fetch rejects with a TypeError when no answer came, and with an AbortError when it was cancelled. */
function isUnanswered(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError');
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  if (typeof body === 'string') return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response, responseType: 'json' | 'blob' | 'text'): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

async function send(path: string, options: RequestOptions<unknown>): Promise<Response> {
  const url = withQuery(resolveApiUrl(path), options.query);
  const headers = new Headers(options.headers);
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey);
  headers.set('Accept', options.responseType === 'blob' ? '*/*' : 'application/json');
  if (isRelativeUrl(path)) {
    const token = getAuthToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The server holds unit-specific permissions (quote actions) only in the unit the screen shows.
    const unit = readBusinessUnit();
    if (unit && !headers.has('X-Business-Unit')) headers.set('X-Business-Unit', unit);
  }
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const relay = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', relay);
  try {
    return await fetch(url, {
      method: options.method ?? 'POST',
      headers,
      body: encodeBody(options.body, headers),
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // No answer (network down, timeout): status 0, so the caller shows its own 'Failed to …' text.
    throw new ApiError({ status: 0 });
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', relay);
  }
}

/** A token about to expire is renewed before the call rather than after its 401. */
function needsEarlyRefresh(path: string): boolean {
  return (
    authHooks.refresh !== null && isRelativeUrl(path) && getAuthToken() !== null && authHooks.tokenExpiring()
  );
}

async function refreshEarly(refresh: () => Promise<boolean>): Promise<void> {
  if (await refreshOnce(refresh)) return;
  authHooks.onSessionExpired?.();
  throw new ApiError({ status: 401 });
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  if (needsEarlyRefresh(path) && authHooks.refresh) await refreshEarly(authHooks.refresh);
  const sentToken = isRelativeUrl(path) && getAuthToken() !== null;
  let response = await send(path, options);
  if (response.status === 401 && sentToken && authHooks.refresh) {
    const refreshed = await refreshOnce(authHooks.refresh);
    if (refreshed) response = await send(path, options);
    if (!refreshed || response.status === 401) authHooks.onSessionExpired?.();
  }
  if (!response.ok) throw errorFromBody(response.status, await readErrorBody(response));
  const body = await readBody(response, options.responseType ?? 'json');
  return options.schema ? options.schema.parse(body) : (body as T);
}

export function apiGet<T = unknown>(path: string, query?: QueryParams, options: RequestOptions<T> = {}) {
  return apiRequest<T>(path, { ...options, method: 'GET', query });
}

export function apiPost<T = unknown>(path: string, body?: unknown, options: RequestOptions<T> = {}) {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}

/**
 * What a call of `endpoint` sends: its path params, query and body, each typed from the endpoint's
 * schemas and present only when the endpoint declares it. The query is loose on values (list
 * screens pass their URL state through; the server validates) but keyed by the schema.
 */
export type CallInput<E extends AnyEndpoint> = (undefined extends ParamsInputOf<E>
  ? { params?: undefined }
  : { params: ParamsInputOf<E> }) &
  (undefined extends QueryInputOf<E>
    ? { query?: undefined }
    : { query?: { [K in keyof QueryInputOf<E>]?: QueryValue } | QueryParams }) &
  (undefined extends BodyInputOf<E> ? { body?: BodyInputOf<E> } : { body: BodyInputOf<E> });

/** Per-call extras: the Idempotency-Key of a dialog, headers, a signal, a timeout. */
export type CallOptions = Pick<
  RequestOptions<unknown>,
  'idempotencyKey' | 'headers' | 'signal' | 'timeoutMs' | 'responseType'
>;

/** The input is optional when the endpoint needs no params and no body. */
type CallArgs<E extends AnyEndpoint> =
  Record<string, never> extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/** The address of an endpoint with its params in place (for the download and upload helpers). */
export function urlOf<E extends AnyEndpoint>(
  endpoint: E,
  ...params: undefined extends ParamsInputOf<E> ? [] : [ParamsInputOf<E>]
): string {
  return pathOf(endpoint.path, params[0]);
}

/**
 * Calls a catalogue endpoint: its method and path, the params put into the path, the query and
 * body sent as the endpoint declares them; the answer is typed from the endpoint's response schema.
 */
export function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<ResponseOf<E>> {
  const parts = (input ?? {}) as { params?: Record<string, string>; query?: QueryParams; body?: unknown };
  return apiRequest<ResponseOf<E>>(pathOf(endpoint.path, parts.params), {
    ...options,
    method: endpoint.method,
    query: parts.query,
    body: parts.body,
  });
}
