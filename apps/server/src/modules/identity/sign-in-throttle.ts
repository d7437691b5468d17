import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { lockedOut } from './auth-errors';
import { signInThrottle } from './identity.schema';

/**
 * How one kind of key backs off: `freeFailures` failures cost nothing, the next one earns a wait of
 * `firstWaitMs`, and each further failure doubles it up to `maxWaitMs`. Failures older than
 * `forgetAfterMs` no longer count: a forgotten password a day ago is not an attack.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  firstWaitMs: number;
  maxWaitMs: number;
  forgetAfterMs: number;
}

const HOUR = 60 * 60_000;

/** One account name: 4 free failures, then 1, 2, 4, 8, 15, 15 … minutes. */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 4,
  firstWaitMs: 60_000,
  maxWaitMs: 15 * 60_000,
  forgetAfterMs: HOUR,
};

/**
 * One client address. Generous: an office behind one NAT shares it, so one colleague's typos (or a
 * locked account) must not stop the others. It slows a guesser spraying many accounts.
 */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 29,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
  forgetAfterMs: HOUR,
};

/** OTP sends per name as typed: like an account. */
export const OTP_SEND_POLICY: ThrottlePolicy = ACCOUNT_POLICY;

export const FAILURES_BEFORE_LOCK = ACCOUNT_POLICY.freeFailures + 1;

/** The wait a key earns with its `failures`-th counted failure (0: none). */
export function waitMs(policy: ThrottlePolicy, failures: number): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(policy.maxWaitMs, policy.firstWaitMs * 2 ** (failures - policy.freeFailures - 1));
}

/** An account's wait after its n-th failure: 5th: 1 minute, doubling up to 15 minutes. */
export const lockDurationMs = (failures: number): number => waitMs(ACCOUNT_POLICY, failures);

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
  /** A successful sign-in clears an account's count; an address only gets its attempt back. */
  clearOnSuccess: boolean;
}

export const accountKey = (loginName: string): ThrottleKey => ({
  key: `account:${loginName.trim().toLowerCase()}`,
  policy: ACCOUNT_POLICY,
  clearOnSuccess: true,
});
export const addressKey = (ip: string | null): ThrottleKey => ({
  key: `address:${ip ?? 'unknown'}`,
  policy: ADDRESS_POLICY,
  clearOnSuccess: false,
});
export const otpSendKey = (identifier: string): ThrottleKey => ({
  key: `otp-send:${identifier.trim().toLowerCase()}`,
  policy: OTP_SEND_POLICY,
  clearOnSuccess: false,
});

/** An attempt that was let through: counted as a failure until `succeed` says otherwise. */
export interface Reservation {
  /** The wait this attempt earns if it fails, in seconds (0: none). */
  waitSeconds: number;
  /** Per key, the `locked_until` this attempt wrote (so a success can take back exactly that). */
  readonly taken: readonly { key: ThrottleKey; lockedUntil: Date | null }[];
}

/**
 * Counts sign-in attempts per account name and per client address, with a progressive wait per key.
 * Keys are names as typed, so an unknown account backs off exactly like a real one and the wait says
 * nothing about existence.
 *
 * `reserve` is the one atomic step, taken before the password is verified: in one transaction it
 * locks every key's row (created if missing, in key order so two attempts never deadlock), refuses
 * when any key still has to wait, else counts the attempt as a failure on every key. Parallel
 * attempts queue on the row locks and each sees the count the previous one left, so a burst gets
 * exactly as many password checks as the keys allow. A right password then gives the attempt back.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws the lock message (429, with the seconds to wait) when any key must still wait. */
  async reserve(keys: readonly ThrottleKey[]): Promise<Reservation> {
    const byKey = new Map(keys.map((k) => [k.key, k]));
    const ordered = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const now = this.now();
    // Kept (issue 28): the failure counted here must persist even when the sign-in then fails.
    const outcome = await this.db.transaction(async (tx) => {
      // Creates the missing rows and locks all of them; answers each row's committed state.
      const rows = await tx
        .insert(signInThrottle)
        .values(ordered.map((k) => ({ key: k.key, failures: 0 })))
        .onConflictDoUpdate({
          target: signInThrottle.key,
          set: { failures: sql`${signInThrottle.failures}` },
        })
        .returning();
      const state = new Map(rows.map((r) => [r.key, r]));
      let waitUntil = 0;
      const next = ordered.map((k) => {
        const row = state.get(k.key);
        const fresh = !row?.lastFailureAt || now - row.lastFailureAt.getTime() > k.policy.forgetAfterMs;
        const until = fresh ? 0 : (row?.lockedUntil?.getTime() ?? 0);
        waitUntil = Math.max(waitUntil, until);
        const failures = (fresh ? 0 : (row?.failures ?? 0)) + 1;
        const wait = waitMs(k.policy, failures);
        return { key: k, failures, wait, lockedUntil: wait > 0 ? new Date(now + wait) : null };
      });
      if (waitUntil > now) return { refused: waitUntil - now, next: [] };
      for (const n of next) {
        await tx
          .update(signInThrottle)
          .set({ failures: n.failures, lastFailureAt: new Date(now), lockedUntil: n.lockedUntil })
          .where(eq(signInThrottle.key, n.key.key));
      }
      return { refused: 0, next };
    });
    if (outcome.refused > 0) throw lockedOut(outcome.refused / 1000);
    return {
      waitSeconds: Math.ceil(Math.max(0, ...outcome.next.map((n) => n.wait)) / 1000),
      taken: outcome.next.map((n) => ({ key: n.key, lockedUntil: n.lockedUntil })),
    };
  }

  /**
   * The attempt was right: an account's count is cleared; an address gets its one attempt back, and
   * the wait that attempt started is lifted (a wait a later failure set stays).
   */
  async succeed(reservation: Reservation): Promise<void> {
    for (const { key, lockedUntil } of reservation.taken) {
      if (key.clearOnSuccess) {
        await this.db.delete(signInThrottle).where(eq(signInThrottle.key, key.key));
        continue;
      }
      await this.db
        .update(signInThrottle)
        .set({
          failures: sql`greatest(${signInThrottle.failures} - 1, 0)`,
          lockedUntil: lockedUntil
            ? sql`case when ${signInThrottle.lockedUntil} = ${lockedUntil.toISOString()}::timestamptz then null else ${signInThrottle.lockedUntil} end`
            : sql`${signInThrottle.lockedUntil}`,
        })
        .where(eq(signInThrottle.key, key.key));
    }
  }
}
