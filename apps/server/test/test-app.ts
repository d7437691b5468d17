import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type BuildAppOptions, buildApp } from '../src/app';
import { registerModuleBackground } from '../src/background';
import { type Config, loadConfig } from '../src/config';
import { type AppContext, type ContextOptions, createContext } from '../src/context';
import type { Database } from '../src/platform/db/database';
import { type SeedScale, seed } from '../src/seed/seed';
import { createTestDatabase } from './test-db';

export { TEST_SCALE } from './test-scale';

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
  opts: {
    routes?: (ctx: AppContext) => FastifyPluginAsync;
    /** Load the demo data (every demo login with its roles); `true` means TEST_SCALE. */
    seed?: boolean | SeedScale;
    config?: Partial<Config>;
    context?: ContextOptions;
    /** Logs are off in tests unless a test reads them. */
    logger?: BuildAppOptions['logger'];
    /** Serve a built web app from this folder (none by default). */
    webDistDir?: string;
  } = {},
): Promise<TestApp> {
  // `seed: true` copies the template seeded at TEST_SCALE once per run; another scale is seeded here.
  const database = await createTestDatabase({ seeded: opts.seed === true });
  const config = testConfig(opts.config);
  if (opts.seed && opts.seed !== true) await seed(database.db, opts.seed);
  const ctx = await createContext(config, database, opts.context);
  registerModuleBackground(ctx);
  const app = await buildApp(ctx, {
    logger: opts.logger ?? false,
    webDistDir: opts.webDistDir ?? null,
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
      await ctx.resumable.stop();
      await ctx.jobs.stop();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
