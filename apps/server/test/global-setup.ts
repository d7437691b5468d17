import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, pgliteOf } from '../src/platform/db/database';
import { runMigrations } from '../src/platform/db/migrate';
import { JobRunner } from '../src/platform/jobs';
import { repoRoot } from '../src/platform/paths';
import { seed } from '../src/seed/seed';
import { testEngine, withDatabase } from './engine';
import { TEST_SCALE } from './test-scale';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where test files copy their database from: the migrated schema, and the same with the demo
     * data at TEST_SCALE loaded (most API test files want that; seeding takes seconds, copying less).
     */
    dbTemplate:
      | { engine: 'pglite'; file: string; seededFile: string }
      | { engine: 'postgres'; url: string; name: string; seededName: string };
  }
}

/**
 * Migrates one template database (schema + job queue tables), and makes a second one from it with the
 * demo data at TEST_SCALE; test files copy one of the two.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = testEngine();
  if (engine === 'pglite') {
    const database = await openPglite();
    await runMigrations(database);
    const jobs = new JobRunner(database, { runWorkers: false });
    await jobs.start();
    await jobs.stop();
    const dir = path.join(repoRoot(), '.tmp');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `pglite-template-${process.pid}.tar`);
    const seededFile = path.join(dir, `pglite-template-${process.pid}-seeded.tar`);
    writeFileSync(file, Buffer.from(await (await pgliteOf(database)!.dumpDataDir('none')).arrayBuffer()));
    await seed(database.db, TEST_SCALE);
    writeFileSync(
      seededFile,
      Buffer.from(await (await pgliteOf(database)!.dumpDataDir('none')).arrayBuffer()),
    );
    await database.close();
    project.provide('dbTemplate', { engine, file, seededFile });
    return async () => {
      const { rmSync } = await import('node:fs');
      rmSync(file, { force: true });
      rmSync(seededFile, { force: true });
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
  const seededName = `${name}_seeded`;
  await admin.query(`create database ${seededName} template ${name}`);
  const seeded = await openPostgres({ url: withDatabase(adminUrl, seededName), max: 2 });
  await seed(seeded.db, TEST_SCALE);
  await seeded.close();
  project.provide('dbTemplate', { engine, url: adminUrl, name, seededName });
  return async () => {
    await admin.query(`drop database if exists ${seededName} with (force)`);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
