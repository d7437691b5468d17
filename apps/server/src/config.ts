import path from 'node:path';
import { z } from 'zod';

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  DOM_DEMO: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FILE_STORAGE_DIR: z.string().optional(),
  FILE_URL_SECRET: z.string().min(16).optional(),
  WEB_DIST_DIR: z.string().optional(),
  JOBS: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  env: 'development' | 'production' | 'test';
  /** Demo mode: seed an empty database and show one-time codes in the log. */
  demo: boolean;
  logLevel: string;
  fileStorageDir: string;
  /** Secret for signed file URLs; generated per data folder when not configured. */
  fileUrlSecret: string | undefined;
  webDistDir: string | undefined;
  /** Whether this process runs background job workers. */
  runJobs: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    env: c.NODE_ENV,
    demo: c.DOM_DEMO,
    logLevel: c.LOG_LEVEL,
    fileStorageDir: path.resolve(c.FILE_STORAGE_DIR ?? path.join(dataDir, 'files')),
    fileUrlSecret: c.FILE_URL_SECRET,
    webDistDir: c.WEB_DIST_DIR,
    runJobs: c.JOBS,
  };
}
