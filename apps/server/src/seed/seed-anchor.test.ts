import { addDays, istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import { TEST_SCALE } from '../../test/test-scale';
import type { Database } from '../platform/db/database';
import { seed } from './seed';

/**
 * The demo data is anchored to the day it is loaded (issue 44): the same rows on any day, every date
 * measured back from that day. Two loads a few years apart, neither of them today, must differ only
 * by the distance between their anchors.
 */
const LATE = new Date('2031-02-15T09:30:00+05:30');
const EARLY = new Date('2024-07-01T17:45:00+05:30');
const SCALE = { ...TEST_SCALE, orders: 400 };

let late: Database;
let early: Database;
beforeAll(async () => {
  late = await createTestDatabase();
  early = await createTestDatabase();
  await seed(late.db, SCALE, 2026, LATE);
  await seed(early.db, SCALE, 2026, EARLY);
}, 240_000);
afterAll(async () => {
  await late?.close();
  await early?.close();
});

async function first<T>(db: Database, text: string): Promise<T> {
  const { rows } = await db.executeSql<T & Record<string, unknown>>(text);
  const row = rows[0];
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

describe.each([
  ['2031', () => late, LATE],
  ['2024', () => early, EARLY],
])('the demo loaded as of %s', (_year, db, asOf) => {
  const day = istDateOf(asOf);

  it('has its orders over the year before that day and none after it', async () => {
    const r = await first<{ newest: Date; oldest: Date }>(
      db(),
      'SELECT max(order_date) AS newest, min(order_date) AS oldest FROM orders',
    );
    expect(new Date(r.newest).getTime()).toBeLessThanOrEqual(asOf.getTime());
    expect(asOf.getTime() - new Date(r.newest).getTime()).toBeLessThan(3 * 86_400_000);
    expect(asOf.getTime() - new Date(r.oldest).getTime()).toBeLessThanOrEqual(366 * 86_400_000);
  });

  it('dates no invoice or payment after that day, and keeps open invoices recently past due', async () => {
    const inv = await first<{ newest: string }>(
      db(),
      'SELECT max(invoice_date)::text AS newest FROM credit_invoices',
    );
    expect(inv.newest <= day).toBe(true);
    const pay = await first<{ newest: string | null }>(
      db(),
      'SELECT max(payment_date)::text AS newest FROM credit_payments',
    );
    if (pay.newest !== null) expect(pay.newest <= day).toBe(true);
    // What the credit screens show as "overdue, under 90 days": there on the day the demo is loaded.
    const recent = await first<{ n: string }>(
      db(),
      `SELECT count(*)::text AS n FROM credit_invoices
        WHERE open_paise > 0 AND status = 'OPEN' AND due_date < '${day}' AND due_date >= '${addDays(day, -90)}'`,
    );
    expect(Number(recent.n)).toBeGreaterThan(0);
  });

  it('keeps its active e-way bills valid around that day, as a live business has them', async () => {
    // Bills of delivered goods lapsed long ago (seed-invariants.test.ts); the active ones are live.
    const r = await first<{ soonest: Date; latest: Date }>(
      db(),
      `SELECT min(valid_until) AS soonest, max(valid_until) AS latest FROM consignment_eway_bills
        WHERE status = 'ACTIVE'`,
    );
    expect(Math.abs(new Date(r.soonest).getTime() - asOf.getTime())).toBeLessThan(11 * 86_400_000);
    expect(Math.abs(new Date(r.latest).getTime() - asOf.getTime())).toBeLessThan(11 * 86_400_000);
  });
});

describe('two anchors', () => {
  it('give the same rows, shifted by the distance between them', async () => {
    const shape = (asOf: Date) => `SELECT count(*)::text AS n, md5(string_agg(
        order_key || ':' || status || ':' || total_paise || ':' ||
        round(extract(epoch FROM ('${asOf.toISOString()}'::timestamptz - order_date)))::text,
        ',' ORDER BY order_key)) AS h FROM orders`;
    const a = await first<{ n: string; h: string }>(late, shape(LATE));
    const b = await first<{ n: string; h: string }>(early, shape(EARLY));
    expect(a.n).toBe(String(SCALE.orders));
    expect(a).toEqual(b);
  });
});
