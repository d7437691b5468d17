import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type AppContext, createContext } from '../src/platform/context';
import type { Database } from '../src/platform/db/database';
import { createTestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dom-test-'));
  return {
    ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', DOM_DEMO: '0', LOG_LEVEL: 'silent', JOBS: '0' }),
    ...overrides,
  };
}

/** The real app on a fresh database, without a listening socket (use `app.inject`). */
export async function createTestApp(
  opts: { routes?: (ctx: AppContext) => FastifyPluginAsync } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig();
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx, {
    logger: false,
    webDistDir: null,
    ...(opts.routes ? { extraApiRoutes: opts.routes(ctx) } : {}),
  });
  await app.ready();
  return {
    app,
    ctx,
    database,
    async close() {
      await app.close();
      await ctx.outbox.stop();
      await ctx.jobs.stop();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
