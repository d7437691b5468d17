import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { lockedOut } from './auth-errors';
import { signInThrottle } from './identity.schema';

export const FAILURES_BEFORE_LOCK = 5;
// Failures older than this no longer count: a forgotten password a day ago is not an attack.
const FORGET_AFTER_MS = 60 * 60_000;
const MAX_LOCK_MS = 15 * 60_000;

/** 5th failure: 1 minute; each further failure doubles the lock, up to 15 minutes. */
export function lockDurationMs(failures: number): number {
  if (failures < FAILURES_BEFORE_LOCK) return 0;
  return Math.min(MAX_LOCK_MS, 60_000 * 2 ** (failures - FAILURES_BEFORE_LOCK));
}

export const accountKey = (loginName: string): string => `account:${loginName.trim().toLowerCase()}`;
export const addressKey = (ip: string | null): string => `address:${ip ?? 'unknown'}`;

/**
 * Counts failed sign-ins per account name and per client address. Keys are names as typed, so an
 * unknown account locks exactly like a real one and the lock says nothing about existence.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws the lock message when any of the keys is locked. */
  async assertOpen(keys: readonly string[]): Promise<void> {
    const rows = await this.db
      .select({ lockedUntil: signInThrottle.lockedUntil })
      .from(signInThrottle)
      .where(inArray(signInThrottle.key, [...keys]));
    const now = this.now();
    const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
    if (until > now) throw lockedOut(Math.ceil((until - now) / 1000));
  }

  /** Records a failure on each key; answers the longest lock it caused, in seconds (0: none). */
  async fail(keys: readonly string[]): Promise<number> {
    const now = this.now();
    let longest = 0;
    for (const key of keys) {
      const lockMs = await this.db.transaction(async (tx) => {
        await tx.insert(signInThrottle).values({ key, failures: 0 }).onConflictDoNothing();
        const [row] = await tx.select().from(signInThrottle).where(eq(signInThrottle.key, key)).for('update');
        const stale = !row?.lastFailureAt || now - row.lastFailureAt.getTime() > FORGET_AFTER_MS;
        const failures = (stale ? 0 : (row?.failures ?? 0)) + 1;
        const ms = lockDurationMs(failures);
        await tx
          .update(signInThrottle)
          .set({ failures, lastFailureAt: new Date(now), lockedUntil: ms > 0 ? new Date(now + ms) : null })
          .where(eq(signInThrottle.key, key));
        return ms;
      });
      longest = Math.max(longest, lockMs);
    }
    return Math.ceil(longest / 1000);
  }

  /** A successful sign-in clears the account's count (the address keeps its own). */
  async succeed(key: string): Promise<void> {
    await this.db.delete(signInThrottle).where(eq(signInThrottle.key, key));
  }
}
