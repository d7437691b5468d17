import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '../../lib/api-error';

/** A fresh Idempotency-Key (the server takes 8–200 letters, digits, `.`, `:`, `-`, `_`). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * A settled refusal (4xx) changed nothing on the server, which keeps the answer under its key: the
 * next attempt needs a new key, or the corrected request is refused as "key already used with a
 * different request" (or the same refusal is replayed). A request still running keeps its key.
 */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.errorCode !== 'IDEMPOTENCY_KEY_IN_PROGRESS'
  );
}

/** Object keys sorted, so equal contents give equal text whatever order the form built them in. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (value instanceof Date) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

export interface ActionMutationOptions<TData, TVariables> extends Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> {
  /** The call, sent with the attempt's Idempotency-Key (`apiPost(path, body, { idempotencyKey })`). */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  /** What makes two attempts the same request; the variables' JSON unless told otherwise. */
  contentOf?: (variables: TVariables) => string;
}

/**
 * `useMutation` with the Idempotency-Key handled: one key per attempt content, kept while the same
 * content is retried after no answer or a server error (5xx: the server frees the key, a retry
 * cannot act twice), and renewed when the content changes, after any refusal (4xx) and after a
 * success, so a corrected resubmit is a new request.
 */
export function useActionMutation<TData = unknown, TVariables = void>({
  mutationFn,
  contentOf = stableJson,
  ...options
}: ActionMutationOptions<TData, TVariables>) {
  const attempt = useRef<{ content: string; key: string } | null>(null);
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: async (variables) => {
      const content = contentOf(variables);
      if (attempt.current?.content !== content) attempt.current = { content, key: newIdempotencyKey() };
      const { key } = attempt.current;
      const settle = () => {
        if (attempt.current?.key === key) attempt.current = null;
      };
      try {
        const result = await mutationFn(variables, key);
        settle();
        return result;
      } catch (error) {
        if (isRefusal(error)) settle();
        throw error;
      }
    },
  });
}
