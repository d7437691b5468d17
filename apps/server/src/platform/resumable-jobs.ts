import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from './db/database';
import { resumableJobs } from './db/schema/index';
import { describeError, redactText } from './logging';

/**
 * Resumable jobs: work that must be carried to its end once begun, even across a crash (packing's
 * portal steps). A run is a row of `resumable_jobs`, opened in the transaction of the change that
 * starts the work; whoever holds its lease runs it — the request that opened it, at once, or a
 * worker, once a crashed holder's lease has lapsed. Each step records its result as it completes, so
 * a rerun skips finished steps; a step that calls out must itself be safe to repeat (the portals
 * answer a repeated request with the first one's result).
 */

/** The steps of one run, for its handler. */
export interface JobSteps {
  /**
   * Runs `fn` unless an earlier attempt of this run recorded `name`; records what it answers (JSON)
   * and answers it — or answers the recorded result without running `fn`.
   */
  step<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * The same, with the step's writes: `fn` calls outside (no transaction is held over it), then
   * `commit` writes its effect in one transaction with the step's record — both or neither, and
   * nothing once the lease has gone to another worker. What `commit` answers is recorded.
   */
  step<T, R>(name: string, fn: () => Promise<T>, commit: (tx: Tx, result: T) => Promise<R>): Promise<R>;
  /** A write of the run that is no recorded step (its end state), in one transaction of its own. */
  commit<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/** Carries a run of one kind on one subject to its end; what it answers is the run's result. */
export type ResumableHandler<R = unknown> = (subject: string, steps: JobSteps) => Promise<R>;

/** A run this process holds the lease of. */
export interface HeldRun {
  id: number;
  kind: string;
  subject: string;
  leaseToken: string;
  steps: Record<string, unknown>;
  attempts: number;
}

/** The run's lease went to another worker: this one stops and writes nothing more. */
export class LeaseLostError extends Error {
  constructor(run: Pick<HeldRun, 'kind' | 'subject'>) {
    super(`The lease of ${run.kind} ${run.subject} passed to another worker`);
    this.name = 'LeaseLostError';
  }
}

export interface ResumableJobsOptions {
  /** How long a run stays with its holder without a renewal; renewed every third of it while running. */
  leaseMs?: number;
  /** How often the worker looks for runs to take over. */
  pollMs?: number;
  /** Runs taken over at most this many times; then the run is given up as FAILED (and logged). */
  maxAttempts?: number;
  batchSize?: number;
}

export class ResumableJobs {
  private readonly handlers = new Map<string, ResumableHandler>();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly database: Database,
    opts: ResumableJobsOptions = {},
  ) {
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.pollMs = opts.pollMs ?? 10_000;
    this.maxAttempts = opts.maxAttempts ?? 10;
    this.batchSize = opts.batchSize ?? 5;
  }

  /** Registers the handler of a kind (module registration, before `start`). */
  define<R>(kind: string, handler: ResumableHandler<R>): void {
    if (this.handlers.has(kind)) throw new Error(`A resumable job ${kind} exists already`);
    this.handlers.set(kind, handler);
  }

  /**
   * Opens a run of `kind` on `subject` in the caller's transaction, held by the caller: it commits
   * with the change that starts the work, or not at all. An open run of the same kind and subject
   * (a run whose change has been superseded) is taken over and started afresh.
   */
  async open(tx: DbOrTx, kind: string, subject: string): Promise<HeldRun> {
    const leaseToken = randomUUID();
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    const [row] = await tx
      .insert(resumableJobs)
      .values({ kind, subject, leaseToken, leaseUntil, attempts: 1 })
      .onConflictDoUpdate({
        target: [resumableJobs.kind, resumableJobs.subject],
        targetWhere: isNull(resumableJobs.finishedAt),
        set: { leaseToken, leaseUntil, attempts: 1, steps: {}, lastError: null },
      })
      .returning({ id: resumableJobs.id });
    if (!row) throw new Error('resumable job insert returned no row');
    return { id: row.id, kind, subject, leaseToken, steps: {}, attempts: 1 };
  }

  /**
   * Runs a held run to its end with the handler of its kind (or `handler`, for a caller that wants
   * its typed result) and closes it. Answers the handler's result; throws what it throws, leaving
   * the run open for a worker to retry once the lease lapses.
   */
  async run<R>(held: HeldRun, handler?: ResumableHandler<R>): Promise<R> {
    const handle = (handler ?? this.handlers.get(held.kind)) as ResumableHandler<R> | undefined;
    if (!handle) throw new Error(`No resumable job ${held.kind}`);
    const db = this.database.db;
    const recorded = { ...held.steps };
    const step = async <T, R>(
      name: string,
      fn: () => Promise<T>,
      commit?: (tx: Tx, result: T) => Promise<R>,
    ): Promise<T | R> => {
      if (Object.hasOwn(recorded, name)) return recorded[name] as T | R;
      const called = await fn();
      const result = await db.transaction(async (tx) => {
        const kept = commit ? await commit(tx, called) : called;
        await this.write(tx, held, {
          steps: sql`${resumableJobs.steps} || ${JSON.stringify({ [name]: kept ?? null })}::jsonb`,
        });
        return kept;
      });
      recorded[name] = result ?? null;
      return result;
    };
    const steps: JobSteps = {
      step,
      commit: (work) => db.transaction(work),
    };
    // The lease is renewed while the run lasts, so a slow portal does not hand it to a worker.
    const renew = setInterval(
      () => {
        this.write(db, held, { leaseUntil: new Date(Date.now() + this.leaseMs) }).catch(() => undefined);
      },
      Math.max(100, Math.floor(this.leaseMs / 3)),
    );
    renew.unref();
    try {
      const result = await handle(held.subject, steps);
      await this.write(db, held, { finishedAt: new Date(), outcome: 'DONE', leaseToken: null });
      return result;
    } catch (err) {
      if (!(err instanceof LeaseLostError)) {
        const message = redactText(err instanceof Error ? err.message : String(err));
        await this.write(db, held, { lastError: message }).catch(() => undefined);
      }
      throw err;
    } finally {
      clearInterval(renew);
    }
  }

  /** A write to a held run, refused (LeaseLostError) when the lease has passed to another worker. */
  private async write(
    db: DbOrTx,
    held: HeldRun,
    set: Partial<Record<keyof typeof resumableJobs.$inferInsert, unknown>>,
  ): Promise<void> {
    const done = await db
      .update(resumableJobs)
      .set(set as Partial<typeof resumableJobs.$inferInsert>)
      .where(
        and(
          eq(resumableJobs.id, held.id),
          eq(resumableJobs.leaseToken, held.leaseToken),
          isNull(resumableJobs.finishedAt),
        ),
      )
      .returning({ id: resumableJobs.id });
    if (done.length === 0) throw new LeaseLostError(held);
  }

  /**
   * Takes over the runs whose lease has lapsed (their holder crashed or gave up) and runs them, one
   * by one. Rows are taken with SKIP LOCKED under a fresh lease, so several workers share the work
   * and never run one twice at a time. Answers how many runs it took.
   */
  async resumeDue(): Promise<number> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return 0;
    const now = new Date();
    const leaseToken = randomUUID();
    const taken = await this.database.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: resumableJobs.id })
        .from(resumableJobs)
        .where(
          and(
            isNull(resumableJobs.finishedAt),
            lte(resumableJobs.leaseUntil, now),
            inArray(resumableJobs.kind, kinds),
          ),
        )
        .orderBy(asc(resumableJobs.id))
        .limit(this.batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(resumableJobs)
        .set({
          leaseToken,
          leaseUntil: new Date(now.getTime() + this.leaseMs),
          attempts: sql`${resumableJobs.attempts} + 1`,
        })
        .where(
          inArray(
            resumableJobs.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    for (const row of taken.sort((a, b) => a.id - b.id)) {
      const held: HeldRun = {
        id: row.id,
        kind: row.kind,
        subject: row.subject,
        leaseToken,
        steps: row.steps,
        attempts: row.attempts,
      };
      if (row.attempts > this.maxAttempts) {
        await this.write(this.database.db, held, {
          finishedAt: new Date(),
          outcome: 'FAILED',
          leaseToken: null,
        }).catch(() => undefined);
        console.error(`resumable job ${row.kind} ${row.subject} given up after ${row.attempts - 1} attempts`);
        continue;
      }
      try {
        await this.run(held);
      } catch (err) {
        console.warn(`resumable job ${row.kind} ${row.subject} failed: ${describeError(err)}`);
      }
    }
    return taken.length;
  }

  /** Takes over lapsed runs now and then every `pollMs` (worker processes). */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.resumeDue()
        .catch((err: unknown) => console.error(`resumable jobs failed: ${describeError(err)}`))
        .finally(() => {
          this.running = null;
        });
    };
    tick();
    this.timer = setInterval(tick, this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
