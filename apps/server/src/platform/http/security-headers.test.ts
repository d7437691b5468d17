import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, installSecurityHeaders } from './security-headers';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
};

describe('security headers computed once', () => {
  it('are exactly the headers @fastify/helmet sends for the same options, on every response', async () => {
    const reference = Fastify();
    await reference.register(helmet, OPTIONS);
    reference.get('/x', async () => ({ ok: true }));
    const viaHelmet = await reference.inject({ method: 'GET', url: '/x' });

    const fast = Fastify();
    await installSecurityHeaders(fast, OPTIONS);
    fast.get('/x', async () => ({ ok: true }));
    fast.setNotFoundHandler((_request, reply) => reply.status(404).send({ missing: true }));
    const viaTable = await fast.inject({ method: 'GET', url: '/x' });
    const missing = await fast.inject({ method: 'GET', url: '/nowhere' });

    const table = await helmetHeaders(OPTIONS);
    expect(Object.keys(table).length).toBeGreaterThanOrEqual(10);
    for (const [name, value] of Object.entries(table)) {
      expect(viaHelmet.headers[name], name).toBe(value);
      expect(viaTable.headers[name], name).toBe(value);
      expect(missing.headers[name], name).toBe(value);
    }
    expect(table['content-security-policy']).toContain("frame-ancestors 'none'");
    await reference.close();
    await fast.close();
  });
});
