import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HealthSchema } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { migrationsDir } from '../paths';
import { publicRoute } from './access';

const startedAt = Date.now();

const LiveSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
const ReadySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.boolean(),
  migrations: z.boolean(),
  reason: z.string().optional(),
});

/** When the newest committed migration was generated (drizzle records it as `created_at`). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

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

    // Liveness: the event loop answers. Nothing else is checked, so a restart is never triggered
    // by a database outage that a restart cannot cure.
    app.get(
      '/health/live',
      {
        config: { access: { public: true, why: 'process supervisors call it' } },
        schema: {
          tags: ['platform'],
          summary: 'Is the process alive (its event loop answering)?',
          response: { 200: LiveSchema },
        },
      },
      async () => ({ status: 'ok' as const, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) }),
    );

    // Readiness: send traffic here? The database answers and carries every committed migration.
    const expectedMigration = newestMigrationMillis();
    app.get(
      '/health/ready',
      {
        config: { access: { public: true, why: 'load balancers call it' } },
        schema: {
          tags: ['platform'],
          summary: 'Can the server take traffic (database answering, migrations applied)?',
          response: { 200: ReadySchema, 503: ReadySchema },
        },
      },
      async (_request, reply) => {
        let databaseOk = false;
        let migrations = false;
        let reason: string | undefined;
        try {
          const one = await database.executeSql<{ one: number }>('select 1 as one', []);
          databaseOk = one.rows[0]?.one === 1;
          const r = await database.executeSql<{ last: unknown }>(
            'SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations',
            [],
          );
          migrations = Number(r.rows[0]?.last ?? 0) >= expectedMigration;
          if (!migrations) reason = 'The database lacks migrations this version needs.';
        } catch (err) {
          app.log.error({ err }, 'readiness check failed');
          reason = databaseOk ? 'The migrations could not be read.' : 'The database did not answer.';
        }
        const ready = databaseOk && migrations;
        return reply.status(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'not-ready',
          database: databaseOk,
          migrations,
          ...(reason ? { reason } : {}),
        });
      },
    );
  };
}
