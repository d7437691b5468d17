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
      await enqueueOutbox(tx, 'sms.send', { to: '9876543210', text: 'OTP 123456' });
    });
    expect(await d.drainOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await d.drainOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(seen).toEqual([{ to: '9876543210', text: 'OTP 123456' }]);
  });

  it('drops nothing and sends nothing for a rolled-back change', async () => {
    const d = new OutboxDispatcher(database);
    let calls = 0;
    d.on('mail.rollback', async () => {
      calls++;
    });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueOutbox(tx, 'mail.rollback', { n: 1 });
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    await d.drainOnce();
    expect(calls).toBe(0);
  });

  it('retries with backoff, then marks the message failed after the attempt limit', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const d = new OutboxDispatcher(database, { maxAttempts: 3, backoffMs: () => 60_000, now: () => now });
    d.on('sms.flaky', async () => {
      throw new Error('SMS gateway timeout');
    });
    const id = await enqueueOutbox(database.db, 'sms.flaky', {}, { availableAt: now });
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
      d.on('event.race', async (m) => {
        sent.push(m.id);
      });
      return d;
    };
    for (let i = 0; i < 20; i++) await enqueueOutbox(database.db, 'event.race', { i });
    const [a, b] = [make(), make()];
    for (let round = 0; round < 5; round++) await Promise.all([a.drainOnce(), b.drainOnce()]);
    expect(sent).toHaveLength(20);
    expect(new Set(sent).size).toBe(20);
  });
});
