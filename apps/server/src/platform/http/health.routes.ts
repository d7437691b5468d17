import { HealthSchema } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { publicRoute } from './access';

const startedAt = Date.now();

export function healthRoutes(database: Database, version: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: publicRoute('load balancers and uptime checks call it'),
        schema: {
          tags: ['platform'],
          summary: 'Is the server up and its database answering?',
          response: { 200: HealthSchema, 503: HealthSchema },
        },
      },
      async (_request, reply) => {
        const t0 = performance.now();
        let ok = false;
        try {
          const r = await database.executeSql<{ one: number }>('select 1 as one', []);
          ok = r.rows[0]?.one === 1;
        } catch (err) {
          app.log.error({ err }, 'health check: database did not answer');
        }
        const body = {
          status: ok ? ('ok' as const) : ('degraded' as const),
          database: {
            engine: database.engine,
            ok,
            latencyMs: Math.round((performance.now() - t0) * 100) / 100,
          },
          version,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        };
        return reply.status(ok ? 200 : 503).send(body);
      },
    );
  };
}
