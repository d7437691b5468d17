import { type EventInput, type EventPayload, type EventTopic, eventSchemaOf } from '@dom/contract';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from './db/database';
import { outbox } from './db/schema/index';
import { describeError } from './logging';

export interface OutboxMessage<T = unknown, K extends string = string> {
  id: number;
  topic: K;
  payload: T;
  attempts: number;
}

/** A handler of one topic: it receives the payload parsed by the topic's schema in `EVENTS`. */
export type OutboxHandler<T extends EventTopic = EventTopic> = (
  message: OutboxMessage<EventPayload<T>, T>,
) => Promise<void>;

/**
 * Write with the transaction of the change that causes the message: both commit, or neither. The
 * topic must be one of `EVENTS` (@dom/contract) and the payload its schema's shape, at compile time.
 */
export async function enqueueOutbox<T extends EventTopic>(
  tx: DbOrTx,
  topic: T,
  payload: EventInput<T>,
  opts: { availableAt?: Date } = {},
): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({ topic, payload, ...(opts.availableAt ? { availableAt: opts.availableAt } : {}) })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

export interface DispatcherOptions {
  batchSize?: number;
  maxAttempts?: number;
  /** Delay before retry n (1-based), in ms. */
  backoffMs?: (attempt: number) => number;
  now?: () => Date;
  /** How long a taken message stays invisible to other workers. */
  leaseMs?: number;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

/** A row whose payload does not match its topic's schema: retrying cannot cure it. */
class MalformedMessage extends Error {}

/**
 * Delivers outbox messages to the handler of their topic. Rows are taken with SKIP LOCKED, so
 * several workers on one PostgreSQL never send a message twice; a handler error schedules a retry
 * with backoff and, past the attempt limit, marks the message failed. Each payload is parsed with
 * its topic's schema first: a malformed row is marked failed at once, with the schema's message.
 */
export class OutboxDispatcher {
  private readonly handlers = new Map<string, (message: OutboxMessage) => Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempt: number) => number;
  private readonly now: () => Date;
  private readonly leaseMs: number;

  constructor(
    private readonly database: Database,
    opts: DispatcherOptions = {},
  ) {
    this.batchSize = opts.batchSize ?? 50;
    this.maxAttempts = opts.maxAttempts ?? 8;
    this.backoffMs = opts.backoffMs ?? ((n) => Math.min(60 * 60_000, 5_000 * 2 ** (n - 1)));
    this.now = opts.now ?? (() => new Date());
    this.leaseMs = opts.leaseMs ?? 5 * 60_000;
  }

  on<T extends EventTopic>(topic: T, handler: OutboxHandler<T>): void {
    if (this.handlers.has(topic)) throw new Error(`An outbox handler for ${topic} exists already`);
    const schema = eventSchemaOf(topic);
    if (!schema) throw new Error(`${topic} is not a topic of EVENTS`);
    this.handlers.set(topic, async (message) => {
      const parsed = schema.safeParse(message.payload);
      if (!parsed.success) throw new MalformedMessage(`Malformed ${topic} payload: ${parsed.error.message}`);
      await handler({ ...message, topic, payload: parsed.data as EventPayload<T> });
    });
  }

  /** The topics with a handler (the composition root's registry fills them). */
  topics(): string[] {
    return [...this.handlers.keys()];
  }

  /** Sends what is due now; returns what happened. */
  async drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    const topics = [...this.handlers.keys()];
    if (topics.length === 0) return result;
    const claimed = await this.claimDue(topics);
    for (const message of claimed) {
      const handler = this.handlers.get(message.topic);
      try {
        if (!handler) throw new Error(`No handler for ${message.topic}`);
        await handler(message);
        await this.database.db
          .update(outbox)
          .set({ processedAt: this.now(), lastError: null })
          .where(eq(outbox.id, message.id));
        result.sent++;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        if (err instanceof MalformedMessage || message.attempts >= this.maxAttempts) {
          await this.database.db
            .update(outbox)
            .set({ failedAt: this.now(), lastError: error })
            .where(eq(outbox.id, message.id));
          result.failed++;
        } else {
          const next = new Date(this.now().getTime() + this.backoffMs(message.attempts));
          await this.database.db
            .update(outbox)
            .set({ availableAt: next, lastError: error })
            .where(eq(outbox.id, message.id));
          result.retried++;
        }
      }
    }
    return result;
  }

  /**
   * Takes due rows under a lease in a short transaction (SKIP LOCKED keeps concurrent workers
   * apart); handlers then run outside any transaction. A worker that dies mid-send lets the lease
   * lapse and the message is sent again, so handlers treat the message id as their idempotency key.
   */
  private async claimDue(topics: string[]): Promise<OutboxMessage[]> {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    const rows = await this.database.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            isNull(outbox.processedAt),
            isNull(outbox.failedAt),
            // The database's timestamps have microseconds, this clock milliseconds: a row written
            // earlier in the same millisecond (default now()) counts as due.
            lte(outbox.availableAt, new Date(now.getTime() + 1)),
            inArray(outbox.topic, topics),
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(this.batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({ availableAt: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
        .where(
          inArray(
            outbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning({
          id: outbox.id,
          topic: outbox.topic,
          payload: outbox.payload,
          attempts: outbox.attempts,
        });
    });
    return rows.sort((a, b) => a.id - b.id);
  }

  start(intervalMs = 2_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.drainOnce()
        .catch((err: unknown) => console.error(`outbox dispatch failed: ${describeError(err)}`))
        .finally(() => {
          this.running = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
