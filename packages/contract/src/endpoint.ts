import type { Permission, TransitionMove } from '@dom/domain';
import type { z } from 'zod';

/**
 * The endpoint catalogue: one declaration per API call, shared by the server (which registers the
 * route from it) and the web (which calls it). Paths are the spec's, without the `/api` prefix the
 * server serves them under; `:name` segments are the params.
 */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A table rule: the permission depends on the object's state (see `byTable` on the server). */
export interface TableRuleAccess {
  /** What the rule is, as the route registry lists it. */
  rule: string;
  /** The transition table whose moves' permissions the guard accepts. */
  table: {
    readonly moves: readonly Pick<TransitionMove<string, string, Permission>, 'action' | 'permission'>[];
  };
  /** Only these moves of the table (every move when omitted). */
  actions?: readonly string[];
}

/**
 * Who may call an endpoint: a `Permission` of the domain's catalogue, a table rule, any signed-in
 * user (the handler narrows), or no session at all, with the reason why.
 */
export type EndpointAccess = Permission | TableRuleAccess | 'signed-in' | { public: string };

type Schema = z.ZodType;

/** One catalogue entry. The schema slots are optional: an absent one means "none". */
export interface Endpoint<
  Id extends string = string,
  M extends EndpointMethod = EndpointMethod,
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Response extends Schema | undefined = Schema | undefined,
  Errors extends string = string,
> {
  /** Unique across the catalogue: `<area>.<call>` (allowed actions carry it instead of a path). */
  readonly id: Id;
  readonly method: M;
  /** The spec's path, without `/api`. */
  readonly path: string;
  readonly access: EndpointAccess;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** The success answer's schema; absent for files, streams and empty answers. */
  readonly response?: Response;
  /** The success status (200 unless told). */
  readonly status?: 200 | 201 | 202 | 204;
  /** The error codes (`errorCode` of the error body) this endpoint can answer besides the generic ones. */
  readonly errors?: readonly Errors[];
  /** One line for the API description. */
  readonly summary?: string;
}

/** Any catalogue entry, whatever its schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<string, EndpointMethod, any, any, any, any, string>;

/** The error codes every endpoint can answer (guard, validation, idempotency, overload). */
export type CommonErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_KEY_IN_PROGRESS'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

/**
 * An area's `defineEndpoint`: its endpoints may name only the area's own error codes (a closed
 * union), so a typo or another area's code fails tsc. Keeps the literal id, method and schemas.
 */
export function endpointsOf<AreaErrors extends string>() {
  return function defineEndpoint<
    const Id extends string,
    const M extends EndpointMethod,
    Params extends Schema | undefined = undefined,
    Query extends Schema | undefined = undefined,
    Body extends Schema | undefined = undefined,
    Response extends Schema | undefined = undefined,
    const Errors extends AreaErrors = never,
  >(
    endpoint: Endpoint<Id, M, Params, Query, Body, Response, Errors>,
  ): Endpoint<Id, M, Params, Query, Body, Response, Errors> {
    return Object.freeze(endpoint);
  };
}

/** Declares an endpoint of no particular area (any error code). */
export const defineEndpoint = endpointsOf<string>();

/* eslint-disable @typescript-eslint/no-explicit-any -- positions of `Endpoint` the helpers below ignore */
type SchemaOutput<S> = S extends Schema ? z.output<S> : undefined;
type SchemaInput<S> = S extends Schema ? z.input<S> : undefined;

/** The params as the handler reads them (`undefined` when the endpoint has none). */
export type ParamsOf<E> = E extends Endpoint<any, any, infer P, any, any, any, any> ? SchemaOutput<P> : never;
/** The params as a caller gives them. */
export type ParamsInputOf<E> =
  E extends Endpoint<any, any, infer P, any, any, any, any> ? SchemaInput<P> : never;
export type QueryOf<E> = E extends Endpoint<any, any, any, infer Q, any, any, any> ? SchemaOutput<Q> : never;
export type QueryInputOf<E> =
  E extends Endpoint<any, any, any, infer Q, any, any, any> ? SchemaInput<Q> : never;
export type BodyOf<E> = E extends Endpoint<any, any, any, any, infer B, any, any> ? SchemaOutput<B> : never;
export type BodyInputOf<E> =
  E extends Endpoint<any, any, any, any, infer B, any, any> ? SchemaInput<B> : never;
/** The answer as the caller reads it (`unknown` for files and empty answers). */
export type ResponseOf<E> =
  E extends Endpoint<any, any, any, any, any, infer R, any>
    ? R extends Schema
      ? z.output<R>
      : unknown
    : never;
/** The answer as the handler returns it (before the response schema serialises it). */
export type ResponseInputOf<E> =
  E extends Endpoint<any, any, any, any, any, infer R, any>
    ? R extends Schema
      ? z.input<R>
      : unknown
    : never;
export type ErrorsOf<E> = E extends Endpoint<any, any, any, any, any, any, infer X> ? X : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Puts the params into a path: `/order/:key` with `{ key: 'SO 1' }` is `/order/SO%201`. */
export function pathOf(path: string, params?: Readonly<Record<string, string | number>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Path ${path} needs the param ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The `:name` params a path declares, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
}
