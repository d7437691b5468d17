import { z } from 'zod';
import type { AnyEndpoint } from '../endpoint';

/**
 * One thing the caller may do now, as every area's list and detail answers give it: the action's
 * name (the screen's label and dialog), the catalogue id of the call that does it (`endpointById`
 * resolves it; no path travels), that call's path params by name, and, when the action is a move
 * of a transition table, the state it leads to (`null` for operations that keep the state).
 */
export const AllowedActionSchema = z.object({
  action: z.string(),
  /** The catalogue id of the call the screen makes for this action. */
  endpoint: z.string(),
  /** The call's path params (e.g. the record's key), by name. */
  params: z.record(z.string(), z.string()),
  /** The state a move leads to; absent where the area has no transition table. */
  to: z.string().nullable().optional(),
});
export type AllowedAction = z.infer<typeof AllowedActionSchema>;

/** The shape of an area whose moves lead to its states: `to` is one of them, or `null` for an operation. */
export function allowedActionTo<S extends z.ZodType<string>>(states: S) {
  return AllowedActionSchema.extend({ to: states.nullable() });
}

/**
 * An allowed action calling `endpoint` (the server's presenters build them here). `values` are the
 * record's keys; the action carries those the endpoint's path names (`:rfqKey`…), so a call whose
 * key travels in its body has no params.
 */
export function allowedAction<A extends string, T extends string | null | undefined = undefined>(
  action: A,
  endpoint: AnyEndpoint,
  values: Readonly<Record<string, string>> = {},
  to?: T,
): { action: A; endpoint: string; params: Record<string, string>; to: T } {
  const params: Record<string, string> = {};
  for (const [, name] of endpoint.path.matchAll(/:(\w+)/g)) {
    const value = name === undefined ? undefined : values[name];
    if (name !== undefined && value !== undefined) params[name] = value;
  }
  return { action, endpoint: endpoint.id, params, to: to as T };
}
