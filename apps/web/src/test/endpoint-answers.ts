import type { AnyEndpoint } from '@dom/contract';
import { type Mock, vi } from 'vitest';

type Call = (endpoint: AnyEndpoint, input?: unknown, options?: unknown) => Promise<unknown>;

/**
 * Answers a mocked `call` (`vi.mock('…/lib/api-client')` with `call: vi.fn()`) by endpoint: the
 * returned `on(ENDPOINT)` is that endpoint's own `vi.fn`, which the test sets (`mockResolvedValue`)
 * and inspects (`toHaveBeenCalledWith(input)`, the call's params, query and body). A call of an
 * endpoint the test did not answer fails, naming it.
 */
export function endpointAnswers(call: unknown): (endpoint: AnyEndpoint) => Mock {
  const byId = new Map<string, Mock>();
  const on = (endpoint: AnyEndpoint) => {
    let answer = byId.get(endpoint.id);
    if (!answer) {
      answer = vi.fn();
      byId.set(endpoint.id, answer);
    }
    return answer;
  };
  vi.mocked(call as Call).mockImplementation(async (endpoint, input) => {
    const answer = byId.get(endpoint.id);
    if (!answer) throw new Error(`No answer for ${endpoint.id}`);
    return (await answer(input)) as unknown;
  });
  return on;
}
