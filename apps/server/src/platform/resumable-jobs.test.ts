import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import type { Database } from './db/database';
import { resumableJobs } from './db/schema/index';
import { LeaseLostError, ResumableJobs } from './resumable-jobs';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const rowOf = async (id: number) => {
  const [row] = await database.db.select().from(resumableJobs).where(eq(resumableJobs.id, id));
  return row!;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('resumable jobs', () => {
  it('opens a run with the change that starts it: a rolled-back change leaves no run', async () => {
    const jobs = new ResumableJobs(database);
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.open(tx, 'test.rollback', 'S-1');
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    const rows = await database.db
      .select()
      .from(resumableJobs)
      .where(eq(resumableJobs.kind, 'test.rollback'));
    expect(rows).toEqual([]);
  });

  it('records each step as it completes, and closes the run with its result', async () => {
    const jobs = new ResumableJobs(database);
    const held = await database.db.transaction((tx) => jobs.open(tx, 'test.steps', 'S-1'));
    const result = await jobs.run(held, async (subject, steps) => {
      const a = await steps.step('a', async () => ({ value: `${subject}:a` }));
      const b = await steps.step('b', async () => 2);
      return `${a.value}+${b}`;
    });
    expect(result).toBe('S-1:a+2');
    const row = await rowOf(held.id);
    expect(row).toMatchObject({ steps: { a: { value: 'S-1:a' }, b: 2 }, outcome: 'DONE', leaseToken: null });
    expect(row.finishedAt).not.toBeNull();
  });

  it('a worker takes over a run whose holder died, skipping the steps it recorded', async () => {
    const calls: string[] = [];
    const jobs = new ResumableJobs(database, { leaseMs: 300 });
    jobs.define('test.crash', async (_subject, steps) => {
      await steps.step('first', async () => calls.push('first'));
      await steps.step('second', async () => calls.push('second'));
      return 'done';
    });
    const held = await database.db.transaction((tx) => jobs.open(tx, 'test.crash', 'S-1'));
    // The holder ran the first step and "crashed": nothing renews its lease any more.
    await expect(
      jobs.run(held, async (_subject, steps) => {
        await steps.step('first', async () => calls.push('first'));
        throw new Error('process killed');
      }),
    ).rejects.toThrow('process killed');
    expect((await rowOf(held.id)).lastError).toBe('process killed');
    // Before the lease lapses, nobody takes the run.
    expect(await jobs.resumeDue()).toBe(0);
    await sleep(350);
    expect(await jobs.resumeDue()).toBe(1);
    expect(calls).toEqual(['first', 'second']);
    expect(await rowOf(held.id)).toMatchObject({ outcome: 'DONE', attempts: 2 });
    // A finished run is never taken again.
    await sleep(350);
    expect(await jobs.resumeDue()).toBe(0);
  });

  it('a holder whose lease passed to another worker writes nothing more', async () => {
    const jobs = new ResumableJobs(database, { leaseMs: 200 });
    jobs.define('test.lease', async () => 'taken over');
    const held = await database.db.transaction((tx) => jobs.open(tx, 'test.lease', 'S-1'));
    await sleep(250);
    expect(await jobs.resumeDue()).toBe(1);
    await expect(
      jobs.run(held, async (_subject, steps) => steps.step('late', async () => 1)),
    ).rejects.toBeInstanceOf(LeaseLostError);
    expect((await rowOf(held.id)).steps).toEqual({});
  });

  it('a new run of the same subject supersedes the open one and starts afresh', async () => {
    const jobs = new ResumableJobs(database);
    const old = await database.db.transaction((tx) => jobs.open(tx, 'test.again', 'S-1'));
    await expect(
      jobs.run(old, async (_subject, steps) => {
        await steps.step('x', async () => 1);
        throw new Error('stopped');
      }),
    ).rejects.toThrow('stopped');
    const fresh = await database.db.transaction((tx) => jobs.open(tx, 'test.again', 'S-1'));
    expect(fresh.id).toBe(old.id);
    expect(await rowOf(fresh.id)).toMatchObject({ steps: {}, lastError: null, attempts: 1 });
    await expect(jobs.run(old, async () => 'old holder')).rejects.toBeInstanceOf(LeaseLostError);
    expect(await jobs.run(fresh, async () => 'new holder')).toBe('new holder');
  });

  it('gives a run up as FAILED past the attempt limit', async () => {
    const jobs = new ResumableJobs(database, { leaseMs: 100, maxAttempts: 2 });
    jobs.define('test.limit', async () => {
      throw new Error('always');
    });
    const held = await database.db.transaction((tx) => jobs.open(tx, 'test.limit', 'S-1'));
    await sleep(150);
    await jobs.resumeDue(); // attempt 2 fails
    await sleep(150);
    await jobs.resumeDue(); // attempt 3 is past the limit
    const row = await rowOf(held.id);
    expect(row).toMatchObject({ outcome: 'FAILED', attempts: 3, lastError: 'always' });
    expect(row.finishedAt).not.toBeNull();
  });
});
