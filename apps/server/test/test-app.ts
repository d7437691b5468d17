import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type AppContext, type ContextOptions, createContext } from '../src/platform/context';
import type { Database } from '../src/platform/db/database';
import { type SeedScale, seed } from '../src/seed/seed';
import { createTestDatabase } from './test-db';

/** A small demo data set: every demo login, and enough buyers that rm, other RMs and UBS all own some. */
export const TEST_SCALE: SeedScale = { buyers: 40, sellers: 4, products: 10, transporters: 2 };

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
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(opts.config);
  if (opts.seed) await seed(database.db, opts.seed === true ? TEST_SCALE : opts.seed);
  const ctx = await createContext(config, database, opts.context);
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
