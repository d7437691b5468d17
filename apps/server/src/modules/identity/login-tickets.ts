import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { loginTickets } from './identity.schema';
import { newOpaqueToken, sha256 } from './refresh-token';
import type { SignInMethod } from './sessions.service';

export type TicketPurpose = 'OTP_LOGIN' | 'NEW_PASSWORD';

const LIFETIME_MS: Record<TicketPurpose, number> = { OTP_LOGIN: 2 * 60_000, NEW_PASSWORD: 5 * 60_000 };

export interface IssuedTicket {
  id: string;
  secret: string;
  expiresInSeconds: number;
}

export interface RedeemedTicket {
  userId: string;
  method: SignInMethod;
  corporate: boolean;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** One-time credentials between two steps of a sign-in; the secret is stored as SHA-256 only. */
export class LoginTickets {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(
    userId: string,
    purpose: TicketPurpose,
    method: SignInMethod,
    corporate = false,
  ): Promise<IssuedTicket> {
    const secret = newOpaqueToken();
    const lifetime = LIFETIME_MS[purpose];
    const [row] = await this.db
      .insert(loginTickets)
      .values({
        userId,
        purpose,
        method,
        corporate,
        secretHash: sha256(secret),
        expiresAt: new Date(this.now() + lifetime),
      })
      .returning({ id: loginTickets.id });
    if (!row) throw new Error('ticket insert returned no row');
    return { id: row.id, secret, expiresInSeconds: lifetime / 1000 };
  }

  /** The ticket's holder when it would redeem, without using it (checks before a one-time step). */
  async peek(id: string, secret: string, purpose: TicketPurpose): Promise<RedeemedTicket | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await this.db.select().from(loginTickets).where(eq(loginTickets.id, id));
    if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt.getTime() <= this.now()) return null;
    if (!sameHash(row.secretHash, sha256(secret))) return null;
    return { userId: row.userId, method: row.method as SignInMethod, corporate: row.corporate };
  }

  /** Uses a ticket once; null when unknown, used, expired, of another purpose or a wrong secret. */
  async redeem(id: string, secret: string, purpose: TicketPurpose): Promise<RedeemedTicket | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const now = new Date(this.now());
    // Kept (issue 28): a ticket is used up once, under its row lock, whatever the sign-in answers next.
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(loginTickets).where(eq(loginTickets.id, id)).for('update');
      if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now) return null;
      if (!sameHash(row.secretHash, sha256(secret))) return null;
      await tx
        .update(loginTickets)
        .set({ usedAt: now })
        .where(and(eq(loginTickets.id, id), isNull(loginTickets.usedAt)));
      return { userId: row.userId, method: row.method as SignInMethod, corporate: row.corporate };
    });
  }
}

/** The challenge `session` value is `<ticket id>.<secret>`. */
export function packTicket(ticket: IssuedTicket): string {
  return `${ticket.id}.${ticket.secret}`;
}

export function unpackTicket(value: string): { id: string; secret: string } | null {
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  return { id: value.slice(0, dot), secret: value.slice(dot + 1) };
}
