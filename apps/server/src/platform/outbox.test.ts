import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import type { Database } from './db/database';
import { outbox } from './db/schema/index';
import { OutboxDispatcher, enqueueOutbox } from './outbox';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('outbox', () => {
  it('delivers messages written with a committed change, once', async () => {
    const seen: unknown[] = [];
    const d = new OutboxDispatcher(database);
    d.on('sms.send', async (m) => {
      seen.push(m.payload);
    });
    await database.db.transaction(async (tx) => {
      await enqueueOutbox(tx, 'sms.send', { to: '9876543210', body: 'OTP 123456', template: 'LOGIN_OTP' });
    });
    expect(await d.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await d.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(seen).toEqual([{ to: '9876543210', body: 'OTP 123456', template: 'LOGIN_OTP' }]);
  });

  it('drops nothing and sends nothing for a rolled-back change', async () => {
    const d = new OutboxDispatcher(database);
    let calls = 0;
    d.on('order.created', async () => {
      calls++;
    });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueOutbox(tx, 'order.created', { orderKey: 'ORD-ROLLBACK' });
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    await d.drainOnce();
    expect(calls).toBe(0);
  });

  it('retries with backoff, then marks the message failed after the attempt limit', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const d = new OutboxDispatcher(database, { maxAttempts: 3, backoffMs: () => 60_000, now: () => now });
    d.on('payment.recorded', async () => {
      throw new Error('SMS gateway timeout');
    });
    const id = await enqueueOutbox(
      database.db,
      'payment.recorded',
      { booksPaymentId: 'PAY-1', buyerId: 'B-1' },
      { availableAt: now },
    );
    expect(await d.drainOnce()).toMatchObject({ retried: 1 });
    expect(await d.drainOnce()).toMatchObject({ retried: 0, failed: 0 });
    now = new Date(now.getTime() + 61_000);
    expect(await d.drainOnce()).toMatchObject({ retried: 1 });
    now = new Date(now.getTime() + 61_000);
    expect(await d.drainOnce()).toMatchObject({ failed: 1 });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.attempts).toBe(3);
    expect(row?.failedAt).not.toBeNull();
    expect(row?.lastError).toBe('SMS gateway timeout');
  });

  it('two dispatchers draining at once send each message exactly once', async () => {
    const sent: number[] = [];
    const make = () => {
      const d = new OutboxDispatcher(database, { batchSize: 5 });
      d.on('ledger.entry-posted', async (m) => {
        sent.push(m.id);
      });
      return d;
    };
    for (let i = 0; i < 20; i++)
      await enqueueOutbox(database.db, 'ledger.entry-posted', { buyerId: 'B-1', entryId: i, type: 'CREDIT' });
    const [a, b] = [make(), make()];
    for (let round = 0; round < 5; round++) await Promise.all([a.drainOnce(), b.drainOnce()]);
    expect(sent).toHaveLength(20);
    expect(new Set(sent).size).toBe(20);
  });

  it('marks a row whose payload does not match its topic failed at once, with the schema message', async () => {
    const seen: unknown[] = [];
    const d = new OutboxDispatcher(database, { maxAttempts: 8 });
    d.on('invoice.posted', async (m) => {
      seen.push(m.payload.booksInvoiceId);
    });
    // Due a second ago: the database's now() has microseconds, the dispatcher's clock milliseconds,
    // so a row written in the same millisecond as the drain would not be due yet.
    const availableAt = new Date(Date.now() - 1000);
    // Written around enqueueOutbox (as raw SQL could): the dispatcher must not trust it.
    const [bad] = await database.db
      .insert(outbox)
      .values({ topic: 'invoice.posted', payload: { booksInvoiceId: 42 }, availableAt })
      .returning({ id: outbox.id });
    const good = await enqueueOutbox(
      database.db,
      'invoice.posted',
      { booksInvoiceId: 'INV-1', orderKey: 'ORD-1' },
      { availableAt },
    );
    expect(await d.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 1 });
    expect(seen).toEqual(['INV-1']);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, bad!.id));
    expect(row?.attempts).toBe(1);
    expect(row?.failedAt).not.toBeNull();
    expect(row?.lastError).toMatch(/Malformed invoice\.posted payload/);
    expect(row?.lastError).toMatch(/orderKey/);
    const [sent] = await database.db.select().from(outbox).where(eq(outbox.id, good));
    expect(sent?.processedAt).not.toBeNull();
  });

  it('refuses a handler for a topic EVENTS does not know', () => {
    const d = new OutboxDispatcher(database);
    // @ts-expect-error -- not a topic of EVENTS
    expect(() => d.on('no.such-topic', async () => {})).toThrow(/not a topic of EVENTS/);
  });
});

/**
 * Compile-time proofs (tsc checks test files): each line below must NOT compile. Were the typing of
 * `enqueueOutbox` / `on` loosened, the `@ts-expect-error` would be unused and typecheck would fail.
 * The function is never called: only its types matter.
 */
export function outboxTypingProofs(tx: Database['db'], d: OutboxDispatcher): void {
  // @ts-expect-error -- an unknown topic
  void enqueueOutbox(tx, 'order.shipped-to-mars', { orderKey: 'X' });
  // @ts-expect-error -- a known topic with a wrong payload (orderKey must be a string)
  void enqueueOutbox(tx, 'order.created', { orderKey: 42 });
  // @ts-expect-error -- a known topic with a missing field
  void enqueueOutbox(tx, 'order.cancelled', { orderKey: 'X' });
  // @ts-expect-error -- a status change must carry the shared shape (entity, key, action, from, to)
  void enqueueOutbox(tx, 'order.status-changed', { orderKey: 'X', from: 'A', to: 'B' });
  // @ts-expect-error -- an unknown consignment action
  void enqueueOutbox(tx, 'consignment.teleport', { consignmentKey: 'C', orderKey: 'O', from: 'A', to: 'B' });
  d.on('order.created', async (m) => {
    // @ts-expect-error -- the handler's payload is typed by its topic: order.created has no buyerId
    void m.payload.buyerId;
  });
}
