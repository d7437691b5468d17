import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Tx } from './db/database';
import { jobRuns } from './db/schema/index';
import { describeError, redactText } from './logging';

export type JobRunStatus = 'CREATED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

export interface JobContext {
  jobId: string;
  /** Records progress; `total` may be unknown at first. */
  progress(done: number, total?: number, message?: string): Promise<void>;
  /**
   * Runs one step of the job in its own transaction and hands it the transaction: the step's
   * writes commit whole or not at all, and a later step's failure leaves the earlier steps done
   * (a job is resumed step by step, never half a step). Commands called here open none.
   */
  step<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<unknown>;

interface Definition {
  handler: JobHandler<never>;
  retryLimit: number;
}

export interface JobRunnerOptions {
  /** Whether this process takes work; API-only processes only enqueue. */
  runWorkers: boolean;
  pollingIntervalSeconds?: number;
}

/**
 * Runs `work` again when PostgreSQL chose it as a deadlock's victim (40P01): two servers starting
 * at once on a fresh database create the same queues and can lock each other out (pg-boss's
 * `create_queue` inserts the queue and creates its partition in one statement).
 */
async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
      if (code !== '40P01' || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.floor(Math.random() * 50)));
    }
  }
}

/**
 * Background jobs on pg-boss, on both engines: PostgreSQL through a pool, PGlite through the same
 * `executeSql` the app uses (pg-boss accepts a `db` object). Progress and outcome are kept in
 * `job_runs` so screens can show them without knowing the queue's tables.
 */
export class JobRunner {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, Definition>();
  private readonly schedules = new Map<string, string>();
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly opts: JobRunnerOptions,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: 'pgboss',
      // Maintenance and cron run in every worker process; pg-boss elects one through advisory locks.
      supervise: opts.runWorkers,
      schedule: opts.runWorkers,
    });
    this.boss.on('error', (err) => console.error(`job queue error: ${describeError(err)}`));
  }

  define<T>(name: string, handler: JobHandler<T>, opts: { retryLimit?: number } = {}): void {
    if (this.started) throw new Error(`Define job ${name} before the runner starts`);
    this.definitions.set(name, { handler, retryLimit: opts.retryLimit ?? 2 });
  }

  /**
   * Runs a defined job on a cron schedule (pg-boss's scheduler, one process elected): e.g. a
   * nightly expiry. Only worker processes install schedules.
   */
  every(name: string, cron: string): void {
    if (this.started) throw new Error(`Schedule job ${name} before the runner starts`);
    if (!this.definitions.has(name)) throw new Error(`Define job ${name} before scheduling it`);
    this.schedules.set(name, cron);
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    for (const [name, def] of this.definitions) {
      await retryOnDeadlock(() =>
        this.boss.createQueue(name, {
          name,
          retryLimit: def.retryLimit,
          retryDelay: 5,
          retryBackoff: true,
        }),
      );
      if (this.opts.runWorkers) {
        await this.boss.work<unknown>(
          name,
          { batchSize: 1, pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 1 },
          async (jobs) => {
            for (const job of jobs) await this.runOne(name, def, job.id, job.data);
          },
        );
      }
    }
    if (this.opts.runWorkers)
      for (const [name, cron] of this.schedules)
        await this.boss.schedule(name, cron, {}, { tz: 'Asia/Kolkata' });
    this.started = true;
  }

  async enqueue(name: string, data: object, opts: { createdBy?: string | null } = {}): Promise<string> {
    if (!this.definitions.has(name)) throw new Error(`Unknown job ${name}`);
    const id = randomUUID();
    await this.database.db
      .insert(jobRuns)
      .values({ id, name, status: 'CREATED', createdBy: opts.createdBy ?? null });
    try {
      await this.boss.send(name, data, { id });
    } catch (err) {
      await this.finish(id, 'FAILED', null, err instanceof Error ? err.message : String(err));
      throw err;
    }
    return id;
  }

  async getRun(id: string) {
    const [row] = await this.database.db.select().from(jobRuns).where(eq(jobRuns.id, id));
    return row ?? null;
  }

  /** Waits until a run finishes (tests and CLI tools). */
  async waitFor(
    id: string,
    timeoutMs = 30_000,
  ): Promise<NonNullable<Awaited<ReturnType<JobRunner['getRun']>>>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const run = await this.getRun(id);
      if (run && (run.status === 'COMPLETED' || (run.status === 'FAILED' && run.finishedAt))) return run;
      if (Date.now() > deadline) throw new Error(`Job ${id} did not finish within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  }

  private async runOne(name: string, def: Definition, id: string, data: unknown): Promise<void> {
    await this.database.db
      .update(jobRuns)
      .set({ status: 'IN_PROGRESS', startedAt: new Date(), finishedAt: null, message: null })
      .where(eq(jobRuns.id, id));
    const ctx: JobContext = {
      jobId: id,
      progress: async (done, total, message) => {
        await this.database.db
          .update(jobRuns)
          .set({
            progressDone: done,
            ...(total !== undefined ? { progressTotal: total } : {}),
            ...(message ? { message } : {}),
          })
          .where(eq(jobRuns.id, id));
      },
      step: (work) => this.database.db.transaction(work),
    };
    try {
      const result = await def.handler(data as never, ctx);
      await this.finish(id, 'COMPLETED', result ?? null, null);
    } catch (err) {
      const message = redactText(err instanceof Error ? err.message : String(err));
      await this.database.db
        .update(jobRuns)
        .set({ status: 'FAILED', message, finishedAt: new Date() })
        .where(eq(jobRuns.id, id));
      // pg-boss retries the job while its retry limit allows; the row shows the latest attempt.
      console.warn(`job ${name} ${id} failed: ${message}`);
      throw err;
    }
  }

  private async finish(
    id: string,
    status: JobRunStatus,
    result: unknown,
    message: string | null,
  ): Promise<void> {
    await this.database.db
      .update(jobRuns)
      .set({ status, result, message, finishedAt: new Date() })
      .where(eq(jobRuns.id, id));
  }
}
