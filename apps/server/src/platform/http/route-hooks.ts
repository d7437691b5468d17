import type { FastifyInstance, RouteOptions } from 'fastify';

/** The request phases a platform hook can be given to routes in. */
export type RoutePhase = 'onRequest' | 'preValidation' | 'preHandler' | 'onSend';

/** A hook of one phase, in callback style (as `addHook` takes it; the types stay Fastify's). */
type HookOf<P extends RoutePhase> = Extract<NonNullable<RouteOptions[P]>, (...args: never[]) => unknown>;

/** The hooks this file has put on routes, to keep them in order before a route's own. */
const platformHooks = new WeakSet<object>();

export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The route's methods (a route may declare several). */
export function methodsOf(route: Pick<RouteOptions, 'method'>): readonly string[] {
  return Array.isArray(route.method) ? route.method.map(String) : [String(route.method)];
}

/** A route that changes state (one of its methods does). */
export function isMutatingRoute(route: Pick<RouteOptions, 'method'>): boolean {
  return methodsOf(route).some((m) => MUTATING_METHODS.has(m));
}

/**
 * Gives `hook(route)` to each route registered from now on in this scope for which `applies(route)`
 * holds, as a route-level hook of `phase`. Fastify runs a phase on a request only when its route
 * has hooks in it, and then builds a runner (closures) and calls every hook: a hook added with
 * `addHook` costs every request that, also on routes where it has nothing to do (idempotency on a
 * GET). Route-level hooks run after the scope's `addHook` hooks of the same phase; the ones added
 * here keep the order they were added in, before any hook the route declares itself.
 */
export function addRouteHook<P extends RoutePhase>(
  app: FastifyInstance,
  phase: P,
  applies: (route: RouteOptions) => boolean,
  hook: (route: RouteOptions) => HookOf<P>,
): void {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const fn = hook(route);
    platformHooks.add(fn);
    const slot = route as unknown as Record<RoutePhase, unknown>;
    const own = slot[phase];
    const list: unknown[] = own === undefined || own === null ? [] : Array.isArray(own) ? [...own] : [own];
    let at = 0;
    while (at < list.length && platformHooks.has(list[at] as object)) at++;
    list.splice(at, 0, fn);
    slot[phase] = list;
  });
}
