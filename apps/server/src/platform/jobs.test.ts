import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import type { Database } from './db/database';
import { JobRunner } from './jobs';

let database: Database;
let jobs: JobRunner;
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = new JobRunner(database, { runWorkers: true, pollingIntervalSeconds: 0.5 });
  jobs.define<{ rows: number }>('import.rows', async (data, ctx) => {
    for (let i = 1; i <= data.rows; i++) await ctx.progress(i, data.rows, `row ${i}`);
    return { imported: data.rows };
  });
  jobs.define(
    'import.broken',
    async () => {
      throw new Error('Sheet "Orders" is missing');
    },
    { retryLimit: 0 },
  );
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

describe('job runner (pg-boss)', () => {
  it('runs a job and keeps its progress and result', async () => {
    const id = await jobs.enqueue('import.rows', { rows: 3 }, { createdBy: 'u-1' });
    const run = await jobs.waitFor(id);
    expect(run.status).toBe('COMPLETED');
    expect(run.progressDone).toBe(3);
    expect(run.progressTotal).toBe(3);
    expect(run.result).toEqual({ imported: 3 });
    expect(run.createdBy).toBe('u-1');
  });

  it('records a failure with its message', async () => {
    const id = await jobs.enqueue('import.broken', {});
    const run = await jobs.waitFor(id);
    expect(run.status).toBe('FAILED');
    expect(run.message).toBe('Sheet "Orders" is missing');
  });

  it('refuses an unknown job name', async () => {
    await expect(jobs.enqueue('no.such.job', {})).rejects.toThrow(/Unknown job/);
  });
});
