import { vi } from 'vitest';

export type FakeHandler = (request: { body: string; headers: Headers; url: URL }) => Response;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A JWT-shaped token with the given claims (unsigned: the browser never verifies tokens). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
}

export function tokenSet(name = 'first') {
  const exp = Math.floor(Date.now() / 1000) + 600;
  return {
    access_token: fakeJwt({ sub: name, exp }),
    id_token: fakeJwt({ sub: name, exp }),
    refresh_token: `refresh-${name}`,
    token_type: 'Bearer',
    expires_in: 600,
  };
}

/** The text of a request body the app sends: JSON text or a form. */
export function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return '';
}

/**
 * Stubs fetch with handlers keyed by "METHOD /path" (query ignored); unknown calls answer 404.
 * Returns the mock, whose calls tests can inspect.
 */
export function fakeServer(handlers: Record<string, FakeHandler>) {
  const mock = vi.fn((input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    const body = bodyText(init.body);
    if (!handler) return Promise.resolve(json({ message: `No route ${method} ${url.pathname}` }, 404));
    return Promise.resolve(handler({ body, headers: new Headers(init.headers), url }));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const ADMIN_ATTRIBUTES = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'admin',
  displayName: 'Aditi Sharma',
  email: 'admin@dom.example.in',
  phone: '+919812345678',
  roles: ['ADMIN'],
  teamRole: null,
  businessUnits: ['DIRECT', 'UBS'],
  sellerId: null,
  corporate: false,
  landingRoute: '/sales-order',
  isPivotUser: false,
  actor: null,
};

/** GET /auth/user and the permissions call for a signed-in admin. */
export function signedInHandlers(
  attributes: Record<string, unknown> = ADMIN_ATTRIBUTES,
  permissions: string[] = ['Display_Hr_Portal'],
): Record<string, FakeHandler> {
  return {
    'GET /api/auth/user': () => json(attributes),
    [`GET /api/authorization/permissions/${String((attributes.roles as string[]).join('%2C'))}`]: () =>
      json({
        roles: attributes.roles,
        businessUnit: 'DIRECT',
        businessUnits: ['DIRECT', 'UBS'],
        permissions,
      }),
  };
}
