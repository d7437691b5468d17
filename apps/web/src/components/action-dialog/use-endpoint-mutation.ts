import type { AnyEndpoint, ResponseOf } from '@dom/contract';
import { type ActionCall, callAllowedAction } from '../../lib/allowed-actions';
import { type CallInput, type CallOptions, call } from '../../lib/api-client';
import { type ActionMutationOptions, useActionMutation } from './use-action-mutation';

/** What `useEndpointMutation` takes besides the endpoint: `useMutation`'s options, without the call. */
export type EndpointMutationOptions<TData, TVariables> = Omit<
  ActionMutationOptions<TData, TVariables>,
  'mutationFn'
>;

/** The Idempotency-Key travels on the calls that change something; a read needs none. */
function optionsOf(endpoint: Pick<AnyEndpoint, 'method'>, idempotencyKey: string): CallOptions {
  return endpoint.method === 'GET' ? {} : { idempotencyKey };
}

/**
 * The mutation of one catalogue endpoint: `mutate(input)` calls it with the input's path params,
 * query and body (typed from the endpoint's schemas), with the attempt's Idempotency-Key handled
 * as `useActionMutation` does. No wrapper function per call: the endpoint is the call.
 *
 * ```ts
 * const share = useEndpointMutation(RFQ_ENDPOINTS.share, { onSuccess: done });
 * share.mutate({ body: { rfqKey, sellerIds } });
 * ```
 */
export function useEndpointMutation<E extends AnyEndpoint>(
  endpoint: E,
  options: EndpointMutationOptions<ResponseOf<E>, CallInput<E>> = {},
) {
  return useActionMutation<ResponseOf<E>, CallInput<E>>({
    ...options,
    mutationFn: (input, idempotencyKey) =>
      (call as (e: E, i: CallInput<E>, o: CallOptions) => Promise<ResponseOf<E>>)(
        endpoint,
        input,
        optionsOf(endpoint, idempotencyKey),
      ),
  });
}

/** What an allowed action's press sends: the action the server answered, and the body. */
export interface AllowedActionInput<A extends ActionCall = ActionCall> {
  action: A;
  body?: unknown;
}

/**
 * The mutation of the allowed actions the server answers: `mutate({ action, body })` calls the
 * endpoint the action names (by catalogue id, with its path params), so a screen never maps an
 * action's name back to a call. The answer is typed by the screen (`TData`).
 */
export function useAllowedActionMutation<TData = unknown, A extends ActionCall = ActionCall>(
  options: EndpointMutationOptions<TData, AllowedActionInput<A>> = {},
) {
  return useActionMutation<TData, AllowedActionInput<A>>({
    ...options,
    mutationFn: ({ action, body }, idempotencyKey) =>
      callAllowedAction<TData>(action, body, { idempotencyKey }),
  });
}
