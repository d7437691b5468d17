import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, pgliteOf } from '../src/platform/db/database';
import { runMigrations } from '../src/platform/db/migrate';
import { JobRunner } from '../src/platform/jobs';
import { repoRoot } from '../src/platform/paths';
import { testEngine, withDatabase } from './engine';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { engine: 'pglite'; file: string } | { engine: 'postgres'; url: string; name: string };
  }
}

/** Migrates one template database (schema + job queue tables); test files copy it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = testEngine();
  if (engine === 'pglite') {
    const database = await openPglite();
    await runMigrations(database);
    const jobs = new JobRunner(database, { runWorkers: false });
    await jobs.start();
    await jobs.stop();
    const dump = await pgliteOf(database)!.dumpDataDir('none');
    await database.close();
    const dir = path.join(repoRoot(), '.tmp');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('dbTemplate', { engine, file });
    return async () => {
      const { rmSync } = await import('node:fs');
      rmSync(file, { force: true });
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `dom_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openPostgres({ url: withDatabase(adminUrl, name), max: 2 });
  await runMigrations(database);
  const jobs = new JobRunner(database, { runWorkers: false });
  await jobs.start();
  await jobs.stop();
  await database.close();
  project.provide('dbTemplate', { engine, url: adminUrl, name });
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
