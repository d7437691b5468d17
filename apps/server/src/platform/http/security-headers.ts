import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

// Headers every response carries anyway; not part of the security set.
const ORDINARY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet rebuilds the whole
 * helmet middleware (parsing the CSP directives) on every request — measured at about a third of
 * the cost of a small authenticated GET — while the headers never change (no CSP nonces here).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!ORDINARY.has(name) && value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * JSON answers get the OWASP REST set: nothing in them may run, be framed or be cached (a handler
 * that serves a file sets its own cache-control). Pages — the web app and the API docs page — get
 * helmet's full set with the page's content security policy.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

export function isApiAddress(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Sends the security headers on every response, from tables computed at start, and the request's
 * id as `x-request-id` (in the same hook: one hook less on every request).
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const pageHeaders = await helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    void reply
      .header('x-request-id', request.id)
      .headers(isApiAddress(request.url) ? API_SECURITY_HEADERS : pageHeaders);
    done();
  });
}
