import type { Permission, TransitionMove } from '@dom/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../errors';
import { addRouteHook } from './route-hooks';

/**
 * Every API route says who may call it. A route without a declaration fails the server's start
 * (deny by default), and a test walks all routes to prove it. Routes declare it with the helpers
 * below (`needs`, `byTable`, `signedIn`, `publicRoute`), or
 * from an endpoint of the catalogue of `@dom/contract` (`route` in ./route.ts), never with a literal object:
 * - `permission`: the caller must hold it (a `Permission` of `@dom/domain`, so a typo fails tsc);
 * - `rule`: the permission depends on the object (a transition table's move from the object's
 *   state). The guard asks for any one of `anyOf` (every permission the rule can ask), the handler
 *   for the exact one; the registry and the route walk see them all;
 * - `authenticated`: any signed-in user (the handler narrows further, e.g. to the caller's own data);
 * - `public`: no session, with the reason why.
 */
export type RouteAccess =
  | { public: true; why: string }
  | { permission: Permission }
  | { rule: string; anyOf: readonly Permission[] }
  | { authenticated: true };

/** A route's `config`: its access declaration. */
export interface AccessConfig {
  access: RouteAccess;
}

/** The caller must hold `permission`. */
export function needs(permission: Permission): AccessConfig {
  return { access: { permission } };
}

/** Any signed-in user; the handler narrows what they see. */
export function signedIn(): AccessConfig {
  return { access: { authenticated: true } };
}

/** No session needed; `why` says why (it is listed in the route registry). */
export function publicRoute(why: string): AccessConfig {
  return { access: { public: true, why } };
}

/**
 * The permission depends on the object: the move of `table` that `actions` (every move of the table
 * when omitted) make from the object's current state. The guard needs one of the moves' permissions;
 * the handler's `getTarget` checks the exact one (403 with the domain's message).
 */
export function byTable<A extends string>(
  rule: string,
  table: { readonly moves: readonly Pick<TransitionMove<string, A, Permission>, 'action' | 'permission'>[] },
  actions?: readonly A[],
): AccessConfig {
  const moves = actions ? table.moves.filter((m) => actions.includes(m.action)) : table.moves;
  const anyOf = [...new Set(moves.map((m) => m.permission))];
  if (anyOf.length === 0) throw new Error(`Access rule ${rule} names no move of its table`);
  return { access: { rule, anyOf } };
}

/** The permissions a route's declaration asks for (empty for public and signed-in routes). */
export function permissionsOfAccess(access: RouteAccess): readonly Permission[] {
  if ('permission' in access) return [access.permission];
  if ('rule' in access) return access.anyOf;
  return [];
}

export interface Principal {
  userId: string;
  username: string;
  roles: readonly string[];
  permissions: ReadonlySet<string>;
  /** The user this session acts for (act-as-user delegation), when not themself. */
  actingAsUserId?: string;
}

export interface RouteRecord {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the app was made, with its access declaration. */
    routeRegistry: RouteRecord[];
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const EXEMPT_PREFIXES = ['/api/docs'];

function isApiRoute(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

export function routeNeedsDeclaration(route: Pick<RouteOptions, 'url'>): boolean {
  return isApiRoute(route.url) && !EXEMPT_PREFIXES.some((p) => route.url.startsWith(p));
}

export function accessOf(route: Pick<RouteOptions, 'config'>): RouteAccess | undefined {
  return route.config?.access;
}

export const UNAUTHORISED_MESSAGE = 'Unauthorised access.';
export const FORBIDDEN_MESSAGE = 'You are not authorized to access this resource';

export function assertAccess(request: FastifyRequest, access: RouteAccess): void {
  if ('public' in access) return;
  const principal = request.principal;
  if (!principal) throw new AppError('UNAUTHENTICATED', UNAUTHORISED_MESSAGE);
  if ('permission' in access && !principal.permissions.has(access.permission)) {
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  }
  if ('rule' in access && !access.anyOf.some((permission) => principal.permissions.has(permission))) {
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  }
}

/** The signed-in caller's permissions (401 without a session): for handlers that narrow by them. */
/** The caller's permissions (`request.caller`, attached by the authentication hook). */
export function permissionsOf(request: FastifyRequest): ReadonlySet<string> {
  if (!request.caller) throw new AppError('UNAUTHENTICATED', UNAUTHORISED_MESSAGE);
  return request.caller.permissions;
}

/** Records every route (root hook, so it sees routes of every plugin); the deny-by-default test walks it. */
export function installRouteRegistry(app: FastifyInstance): void {
  const registry: RouteRecord[] = [];
  app.decorate('routeRegistry', registry);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      registry.push({ method: String(method), url: route.url, access: accessOf(route) });
  });
}

export interface AccessControlOptions {
  /**
   * Called when a call is refused for want of a session (401), before the refusal is answered: the
   * identity module adds its `WWW-Authenticate` challenge there.
   */
  onUnauthenticated?: (request: FastifyRequest, reply: FastifyReply) => void;
}

/**
 * Registers the declaration check and the guard; the identity module sets `request.principal` (in
 * an onRequest hook of the same scope, which runs first). The guard is a route-level onRequest hook
 * made for each route with its declaration at hand: it runs before the body is read (a stranger
 * learns nothing of what a body should be), and a request reads no route options to find it.
 */
export function installAccessControl(app: FastifyInstance, options: AccessControlOptions = {}): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('caller', null);
  app.addHook('onRoute', (route) => {
    if (!routeNeedsDeclaration(route)) return;
    if (!accessOf(route)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    }
  });
  const { onUnauthenticated } = options;
  addRouteHook(
    app,
    'onRequest',
    // A public route has nothing to check: it gets no hook.
    (route) => {
      const access = accessOf(route);
      return access !== undefined && !('public' in access);
    },
    (route) => {
      const access = accessOf(route)!;
      // Callback style: it runs on every request, and an async hook costs a promise each time.
      return (request, reply, done) => {
        try {
          assertAccess(request, access);
        } catch (err) {
          if (onUnauthenticated && err instanceof AppError && err.status === 401)
            onUnauthenticated(request, reply);
          done(err as Error);
          return;
        }
        done();
      };
    },
  );
}
