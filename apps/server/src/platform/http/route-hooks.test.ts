import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addRouteHook, isMutatingRoute } from './route-hooks';

describe('route-level platform hooks', () => {
  it('run only on the routes they apply to, in the order added, before a route’s own hook', async () => {
    const app = Fastify();
    const ran: string[] = [];
    addRouteHook(app, 'preHandler', isMutatingRoute, () => (request, _reply, done) => {
      ran.push(`first ${request.method}`);
      done();
    });
    addRouteHook(
      app,
      'preHandler',
      () => true,
      (route) => (_request, _reply, done) => {
        ran.push(`second ${String(route.method)}`);
        done();
      },
    );
    app.get('/thing', async () => ({ ok: true }));
    app.post(
      '/thing',
      {
        preHandler: (_request, _reply, done) => {
          ran.push('own');
          done();
        },
      },
      async () => ({ ok: true }),
    );
    await app.ready();

    expect((await app.inject({ method: 'GET', url: '/thing' })).statusCode).toBe(200);
    // The GET (and its HEAD twin) got the second hook only: the first applies to mutating routes.
    expect(ran).toEqual(['second GET']);
    ran.length = 0;
    expect((await app.inject({ method: 'HEAD', url: '/thing' })).statusCode).toBe(200);
    expect(ran).toEqual(['second HEAD']);
    ran.length = 0;
    expect((await app.inject({ method: 'POST', url: '/thing', payload: {} })).statusCode).toBe(200);
    expect(ran).toEqual(['first POST', 'second POST', 'own']);
    await app.close();
  });

  it('a hook that refuses answers the error and stops the request', async () => {
    const app = Fastify();
    let handled = false;
    addRouteHook(
      app,
      'onRequest',
      () => true,
      () => (_request, reply, done) => {
        void reply.status(418);
        done(new Error('refused'));
      },
    );
    app.get('/x', async () => {
      handled = true;
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(418);
    expect(handled).toBe(false);
    await app.close();
  });
});
