import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../errors';

/**
 * Every API route says who may call it. A route without a declaration fails the server's start
 * (deny by default), and a test walks all routes to prove it.
 */
export type RouteAccess = { public: true; why: string } | { permission: string } | { authenticated: true };

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

/** Registers the declaration check and the guard; the identity module sets `request.principal`. */
export function installAccessControl(app: FastifyInstance): void {
  app.decorateRequest('principal', null);
  app.addHook('onRoute', (route) => {
    if (!routeNeedsDeclaration(route)) return;
    if (!accessOf(route)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    }
  });
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (access) assertAccess(request, access);
  });
}
