import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { OtpSent, OtpValidated, RequestOtp, ResendOtp, ValidateOtp } from '@dom/contract';
import type { Db } from '../../platform/db/database';
import { users } from './users.schema';
import { AppError } from '../../platform/errors';
import { enqueueSms } from '../../integrations/sms/sms-sender';
import { INVALID_OTP_MESSAGE } from './auth-errors';
import { otpChallenges } from './identity.schema';
import type { LoginTickets } from './login-tickets';
import { type LoginUser, findLoginUser, findUserById } from './login-users';
import type { ClientInfo } from './sessions.service';
import { auditSignIn } from './sign-in-audit';
import { type SignInThrottle, otpSendKey } from './sign-in-throttle';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const OTP_MAX_SENDS = 5;

export type OtpPurpose = 'LOGIN' | 'RESET_PASSWORD';
type Purpose = OtpPurpose;
type OtpRow = typeof otpChallenges.$inferSelect;

const SENT_MESSAGE = 'If the account exists, an OTP has been sent to its registered mobile number.';

export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      tickets: LoginTickets;
      throttle: SignInThrottle;
      hmacSecret: string;
      /** Demo mode: one-time codes are written to the server log. Never in production mode. */
      demo: boolean;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  private hash(challengeId: string, code: string): string {
    return createHmac('sha256', this.deps.hmacSecret).update(`${challengeId}:${code}`).digest('hex');
  }

  private matches(row: OtpRow, code: string): boolean {
    const a = Buffer.from(row.codeHash, 'hex');
    const b = Buffer.from(this.hash(row.id, code), 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }

  private async findByPhone(phoneNumber: string): Promise<LoginUser | null> {
    const digits = phoneNumber.replace(/\D/g, '').slice(-10);
    const rows = await this.db
      .select()
      .from(users)
      .where(sql`right(regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g'), 10) = ${digits}`)
      .limit(2);
    return rows.length === 1 ? (rows[0] ?? null) : null;
  }

  /** Creates a challenge and queues the SMS in one transaction; unknown accounts get a dead challenge. */
  private showCode(client: ClientInfo, username: string, purpose: Purpose, code: string): void {
    if (this.deps.demo) client.log?.info({ username, purpose, demoCode: code }, 'demo mode: one-time code');
  }

  /** Used by the password reset too. */
  async issue(user: LoginUser | null, purpose: Purpose, client: ClientInfo): Promise<string> {
    const id = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const deliverable = user?.isActive === true && !!user.phone;
    // Kept (issue 28): a sign-in step, not a command — the challenge stands whatever the request answers.
    await this.db.transaction(async (tx) => {
      await tx.insert(otpChallenges).values({
        id,
        userId: deliverable ? user.id : null,
        purpose,
        codeHash: this.hash(id, code),
        expiresAt: new Date(this.now() + OTP_TTL_SECONDS * 1000),
        lastSentAt: new Date(this.now()),
      });
      if (deliverable) {
        await enqueueSms(tx, this.smsFor(user, purpose, code), { sensitive: true });
      }
    });
    if (deliverable) this.showCode(client, user.username, purpose, code);
    return id;
  }

  private smsFor(user: LoginUser, purpose: Purpose, code: string) {
    const body =
      purpose === 'LOGIN'
        ? `${code} is your DOM sign-in OTP. It is valid for 5 minutes. Do not share it with anyone.`
        : `${code} is your DOM password reset code. It is valid for 5 minutes. Do not share it with anyone.`;
    return { to: user.phone ?? '', body, template: purpose === 'LOGIN' ? 'LOGIN_OTP' : 'PASSWORD_RESET' };
  }

  private sent(otpId: string): OtpSent {
    return {
      otpId,
      message: SENT_MESSAGE,
      expiresInSeconds: OTP_TTL_SECONDS,
      resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
    };
  }

  /** Sends are limited per name as typed (known or not), so the limit reveals nothing either. */
  async spendSend(identifier: string): Promise<void> {
    await this.deps.throttle.reserve([otpSendKey(identifier)]);
  }

  async requestLoginOtp(input: RequestOtp, client: ClientInfo): Promise<OtpSent> {
    const identifier = input.username ?? input.phoneNumber ?? '';
    await this.spendSend(identifier);
    const user = input.username
      ? await findLoginUser(this.db, input.username)
      : await this.findByPhone(input.phoneNumber ?? '');
    const otpId = await this.issue(user, 'LOGIN', client);
    await auditSignIn(this.db, {
      action: 'OTP_SENT',
      userId: user?.id ?? null,
      loginName: identifier,
      method: 'OTP',
      client,
      ...(user ? {} : { reason: 'UNKNOWN_USER' }),
    });
    return this.sent(otpId);
  }

  async resendOtp(input: ResendOtp, client: ClientInfo): Promise<OtpSent> {
    const now = this.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Kept (issue 28): the resend is counted (and the send-rate limit kept) even when it is refused.
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(otpChallenges)
        .where(eq(otpChallenges.id, input.otpId))
        .for('update');
      if (!row || row.consumedAt || row.attempts >= OTP_MAX_TRIES) return { kind: 'dead' as const };
      const waited = (now - row.lastSentAt.getTime()) / 1000;
      if (waited < OTP_RESEND_COOLDOWN_SECONDS) {
        return { kind: 'cooldown' as const, seconds: Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - waited) };
      }
      if (row.sends >= OTP_MAX_SENDS) return { kind: 'dead' as const };
      await tx
        .update(otpChallenges)
        .set({
          codeHash: this.hash(row.id, code),
          expiresAt: new Date(now + OTP_TTL_SECONDS * 1000),
          lastSentAt: new Date(now),
          sends: row.sends + 1,
        })
        .where(eq(otpChallenges.id, row.id));
      const user = row.userId ? await findUserById(tx, row.userId) : null;
      if (user?.isActive && user.phone) {
        await enqueueSms(tx, this.smsFor(user, row.purpose as Purpose, code), { sensitive: true });
      }
      return { kind: 'sent' as const, user, purpose: row.purpose as Purpose };
    });
    if (outcome.kind === 'cooldown') {
      throw new AppError(
        'OTP_RESEND_TOO_SOON',
        `Please wait ${outcome.seconds} seconds before asking for a new OTP.`,
        { retryAfterSeconds: outcome.seconds },
        429,
      );
    }
    if (outcome.kind === 'dead') {
      throw new AppError(
        'OTP_EXPIRED',
        'This OTP can no longer be resent. Please start again.',
        undefined,
        400,
      );
    }
    if (outcome.user?.isActive && outcome.user.phone) {
      this.showCode(client, outcome.user.username, outcome.purpose, code);
    }
    await auditSignIn(this.db, {
      action: 'OTP_SENT',
      userId: outcome.user?.id ?? null,
      method: 'OTP_RESEND',
      client,
    });
    return this.sent(input.otpId);
  }

  /**
   * Checks a code: counts the try first (so parallel guesses cannot exceed the limit), then compares.
   * A right code consumes the challenge; a wrong one, an expired one or a sixth try all fail alike.
   */
  async consume(row: OtpRow | undefined, code: string): Promise<OtpRow | null> {
    if (!row) return null;
    const now = this.now();
    // Kept (issue 28): the try is counted under the challenge's lock and must persist when it fails.
    return this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(otpChallenges)
        .where(eq(otpChallenges.id, row.id))
        .for('update');
      if (
        !locked ||
        locked.consumedAt ||
        locked.expiresAt.getTime() <= now ||
        locked.attempts >= OTP_MAX_TRIES
      ) {
        return null;
      }
      const ok = locked.userId !== null && this.matches(locked, code);
      await tx
        .update(otpChallenges)
        .set({ attempts: locked.attempts + 1, ...(ok ? { consumedAt: new Date(now) } : {}) })
        .where(eq(otpChallenges.id, locked.id));
      return ok ? locked : null;
    });
  }

  async validateLoginOtp(input: ValidateOtp, client: ClientInfo): Promise<OtpValidated> {
    const [row] = await this.db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.id, input.otpId), eq(otpChallenges.purpose, 'LOGIN')));
    const consumed = await this.consume(row, input.otp);
    const user = consumed?.userId ? await findUserById(this.db, consumed.userId) : null;
    if (!consumed || !user?.isActive) {
      await auditSignIn(this.db, {
        action: 'OTP_FAILED',
        userId: row?.userId ?? null,
        loginName: input.otpId,
        method: 'OTP',
        client,
      });
      throw new AppError('INVALID_OTP', INVALID_OTP_MESSAGE, undefined, 400);
    }
    const ticket = await this.deps.tickets.issue(user.id, 'OTP_LOGIN', 'OTP');
    return { client_id: ticket.id, client_secret: ticket.secret, expires_in: ticket.expiresInSeconds };
  }
}
