import { eq } from 'drizzle-orm';
import {
  type LoginRequest,
  type LoginResponse,
  PASSWORD_RESET_REQUIRED,
  type RespondToChallenge,
  type TokenSet,
} from '@dom/contract';
import type { Db } from '../../platform/db/database';
import { users } from './users.schema';
import { badRequest } from '../../platform/errors';
import { invalidCredentials, lockedOut } from './auth-errors';
import { userSecurity } from './identity.schema';
import { type LoginTickets, packTicket, unpackTicket } from './login-tickets';
import { findLoginUser, findUserById, loginTypeAllows } from './login-users';
import { hashPassword, needsRehash, verifyPassword as checkPassword } from './password-hasher';
import { assertPasswordAcceptable } from './password-policy';
import type { ClientInfo, SessionService } from './sessions.service';
import { auditSignIn } from './sign-in-audit';
import { type Reservation, type SignInThrottle, accountKey, addressKey } from './sign-in-throttle';
import type { UserStateStore } from './user-state';

/** Checks a password against its stored hash (false for a user without one). */
export type PasswordCheck = (storedHash: string | null, password: string) => Promise<boolean>;

export class LoginService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly throttle: SignInThrottle,
    private readonly tickets: LoginTickets,
    private readonly states: UserStateStore,
    /** The password check (tests count and hold the checks through it). */
    private readonly verifyPassword: PasswordCheck = checkPassword,
  ) {}

  /** POST /auth/login. Unknown user and wrong password cost the same time and read the same. */
  async passwordLogin(input: LoginRequest, client: ClientInfo): Promise<LoginResponse> {
    const name = input.username.trim().toLowerCase();
    const method = `PASSWORD:${input.loginType}`;
    // Counted before the password is checked, in one atomic step per key: a parallel burst gets only
    // as many checks as the account and the address allow.
    let reservation: Reservation;
    try {
      reservation = await this.throttle.reserve([accountKey(name), addressKey(client.ip)]);
    } catch (err) {
      await auditSignIn(this.db, { action: 'SIGN_IN_LOCKED', userId: null, loginName: name, method, client });
      throw err;
    }
    const user = await findLoginUser(this.db, name);
    const passwordOk = await this.verifyPassword(user?.passwordHash ?? null, input.password);
    const reason = !user
      ? 'UNKNOWN_USER'
      : !passwordOk
        ? 'WRONG_PASSWORD'
        : !user.isActive
          ? 'INACTIVE'
          : !loginTypeAllows(user, input.loginType)
            ? 'WRONG_LOGIN_TYPE'
            : null;
    if (!user || reason) {
      await auditSignIn(this.db, {
        action: 'SIGN_IN_FAILED',
        userId: user?.id ?? null,
        loginName: name,
        method,
        client,
        reason: reason ?? 'UNKNOWN_USER',
      });
      if (reservation.waitSeconds > 0) throw lockedOut(reservation.waitSeconds);
      throw invalidCredentials();
    }
    await this.throttle.succeed(reservation);
    if (user.passwordHash && needsRehash(user.passwordHash)) {
      await this.db
        .update(users)
        .set({ passwordHash: await hashPassword(input.password) })
        .where(eq(users.id, user.id));
    }
    const corporate = input.loginType === 'CORPORATE_ID';
    if (user.mustResetPassword) {
      const ticket = await this.tickets.issue(user.id, 'NEW_PASSWORD', 'PASSWORD', corporate);
      await auditSignIn(this.db, { action: 'SIGN_IN_CHALLENGED', userId: user.id, method, client });
      return {
        challengeName: 'NEW_PASSWORD_REQUIRED',
        message: PASSWORD_RESET_REQUIRED,
        username: user.username,
        session: packTicket(ticket),
      };
    }
    const tokens = await this.sessions.start(user.id, 'PASSWORD', client, { corporate });
    await auditSignIn(this.db, { action: 'SIGN_IN_SUCCEEDED', userId: user.id, method, client });
    return tokens;
  }

  /** The new-password challenge of a first sign-in with a temporary password. */
  async respondToNewPassword(input: RespondToChallenge, client: ClientInfo): Promise<TokenSet> {
    const expired = () =>
      badRequest([
        {
          field: 'session',
          message: 'This sign-in has expired. Please sign in again with your temporary password.',
        },
      ]);
    const parts = unpackTicket(input.session);
    const peeked = parts ? await this.tickets.peek(parts.id, parts.secret, 'NEW_PASSWORD') : null;
    const user = peeked ? await findUserById(this.db, peeked.userId) : null;
    if (
      !parts ||
      !user ||
      user.username.toLowerCase() !== input.username.trim().toLowerCase() ||
      !user.isActive
    ) {
      throw expired();
    }
    // The password is judged before the ticket is spent: a refused one can be retried.
    await this.assertNewPassword(user, input.newPassword);
    const ticket = await this.tickets.redeem(parts.id, parts.secret, 'NEW_PASSWORD');
    if (!ticket) throw expired();
    await this.setPassword(user, input.newPassword, client);
    const tokens = await this.sessions.start(user.id, ticket.method, client, { corporate: ticket.corporate });
    await auditSignIn(this.db, {
      action: 'SIGN_IN_SUCCEEDED',
      userId: user.id,
      method: 'NEW_PASSWORD',
      client,
    });
    return tokens;
  }

  /**
   * update-password-v1: the current password is checked like a sign-in (wrong ones count towards the
   * lock), then every other session of the user ends.
   */
  async changePassword(
    userId: string,
    sessionId: string,
    oldPassword: string,
    newPassword: string,
    client: ClientInfo,
  ): Promise<void> {
    const user = await findUserById(this.db, userId);
    if (!user) throw invalidCredentials();
    const reservation = await this.throttle.reserve([accountKey(user.username)]);
    if (!(await this.verifyPassword(user.passwordHash, oldPassword))) {
      await auditSignIn(this.db, {
        action: 'SIGN_IN_FAILED',
        userId,
        method: 'CHANGE_PASSWORD',
        client,
        reason: 'WRONG_PASSWORD',
      });
      if (reservation.waitSeconds > 0) throw lockedOut(reservation.waitSeconds);
      throw badRequest([{ field: 'oldPassword', message: 'The current password is not correct.' }]);
    }
    await this.throttle.succeed(reservation);
    await this.setPassword(user, newPassword, client);
    await this.sessions.endAll(userId, 'PASSWORD_CHANGED', { except: sessionId });
  }

  /** The password rules, and not the current password again. */
  async assertNewPassword(
    user: { username: string; email: string | null; passwordHash: string | null },
    password: string,
  ): Promise<void> {
    assertPasswordAcceptable(password, user);
    if (user.passwordHash && (await this.verifyPassword(user.passwordHash, password))) {
      throw badRequest([
        { field: 'newPassword', message: 'Choose a password different from the current one.' },
      ]);
    }
  }

  /** Applies the password rules, refuses the current password, stores the new hash. */
  async setPassword(
    user: { id: string; username: string; email: string | null; passwordHash: string | null },
    password: string,
    client: ClientInfo,
  ): Promise<void> {
    await this.assertNewPassword(user, password);
    const passwordHash = await hashPassword(password);
    const now = new Date();
    // Kept (issue 28): sign-in and password flows run before a caller exists (no command()).
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, mustResetPassword: false, updatedAt: now })
        .where(eq(users.id, user.id));
      await tx
        .insert(userSecurity)
        .values({ userId: user.id, sessionsValidAfter: new Date(0), passwordChangedAt: now })
        .onConflictDoUpdate({ target: userSecurity.userId, set: { passwordChangedAt: now } });
      await auditSignIn(tx, { action: 'PASSWORD_CHANGED', userId: user.id, method: 'PASSWORD', client });
    });
    this.states.invalidate(user.id);
  }
}
