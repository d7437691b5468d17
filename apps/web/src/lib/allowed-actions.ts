import type { AllowedAction, AnyEndpoint } from '@dom/contract';
import type { PageAction } from '../components/page-header/action-menu';
import { type CallOptions, call } from './api-client';

/** What the web needs of an allowed action to call it. */
export type ActionCall = Pick<AllowedAction, 'action' | 'endpoint' | 'params'>;

let catalogue: Promise<{ endpointById: (id: string) => AnyEndpoint | undefined }> | undefined;

/**
 * The catalogue holds every area's schemas, which a screen's own bundle need not carry: it is a
 * chunk of its own, fetched as soon as a screen with actions loads (so a press does not wait for
 * it), and fetched again on the next press if that failed.
 */
function loadCatalogue() {
  catalogue ??= import('@dom/contract/catalogue');
  return catalogue;
}
void loadCatalogue().catch(() => {
  catalogue = undefined;
});

/** The catalogue endpoint an allowed action names (`endpointById`). */
export async function endpointOfAction(action: ActionCall): Promise<AnyEndpoint> {
  const { endpointById } = await loadCatalogue();
  const endpoint = endpointById(action.endpoint);
  if (!endpoint) throw new Error(`No endpoint ${action.endpoint} for the action ${action.action}`);
  return endpoint;
}

/**
 * Calls the endpoint the server named for an allowed action, with the path params it named and
 * this body. Resolved by id, the endpoint has the catalogue's general shape: its params and body
 * are the server's to check, so the answer is typed by the caller.
 */
export async function callAllowedAction<T = unknown>(
  action: ActionCall,
  body?: unknown,
  options?: CallOptions,
): Promise<T> {
  const endpoint = await endpointOfAction(action);
  const input = { params: action.params, body } as never;
  return (await call(endpoint, input, options)) as T;
}

/** How a screen shows one of its actions (its label, whether it is destructive, what a press does). */
export interface ActionLook<A extends Pick<AllowedAction, 'action'>> {
  label: (action: A) => string;
  danger?: (action: A) => boolean;
  onClick: (action: A) => void;
}

/** The screen kit's `ActionMenu` entries for the allowed actions, in the server's order. */
export function actionMenuOf<A extends Pick<AllowedAction, 'action'>>(
  actions: readonly A[],
  look: ActionLook<A>,
): PageAction[] {
  return actions.map((a) => ({
    id: a.action,
    label: look.label(a),
    danger: look.danger?.(a) ?? false,
    onClick: () => look.onClick(a),
  }));
}

/** Whether the server allows this action now. */
export function allows(actions: readonly Pick<AllowedAction, 'action'>[], action: string): boolean {
  return actions.some((a) => a.action === action);
}
