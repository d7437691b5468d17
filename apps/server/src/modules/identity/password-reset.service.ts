import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ConfirmPassword, Message, ResetPassword } from '@dom/contract';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { INVALID_OTP_MESSAGE } from './auth-errors';
import { otpChallenges } from './identity.schema';
import type { LoginService } from './login.service';
import { findLoginUser } from './login-users';
import type { OtpService } from './otp.service';
import { assertPasswordAcceptable } from './password-policy';
import type { ClientInfo, SessionService } from './sessions.service';
import { auditSignIn } from './sign-in-audit';

/** A forgotten password: a code by SMS (the OTP machinery), then a new password; every session ends. */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly otp: OtpService,
    private readonly logins: LoginService,
    private readonly sessions: SessionService,
  ) {}

  async requestPasswordReset(input: ResetPassword, client: ClientInfo): Promise<Message> {
    await this.otp.spendSend(`reset:${input.username}`);
    const user = await findLoginUser(this.db, input.username);
    await this.otp.issue(user, 'RESET_PASSWORD', client);
    await auditSignIn(this.db, {
      action: 'PASSWORD_RESET_REQUESTED',
      userId: user?.id ?? null,
      loginName: input.username,
      method: 'OTP',
      client,
    });
    return {
      message:
        'If the account exists, a code to reset the password has been sent to its registered mobile number.',
    };
  }

  async confirmPasswordReset(input: ConfirmPassword, client: ClientInfo): Promise<Message> {
    // The rules are checked before the code is spent, so a refused password does not burn the code.
    assertPasswordAcceptable(input.newPassword, { username: input.username });
    const user = await findLoginUser(this.db, input.username);
    const [row] = user
      ? await this.db
          .select()
          .from(otpChallenges)
          .where(
            and(
              eq(otpChallenges.userId, user.id),
              eq(otpChallenges.purpose, 'RESET_PASSWORD'),
              isNull(otpChallenges.consumedAt),
            ),
          )
          .orderBy(desc(otpChallenges.createdAt))
          .limit(1)
      : [];
    if (user) await this.logins.assertNewPassword(user, input.newPassword);
    const consumed = await this.otp.consume(row, input.code);
    if (!user || !consumed) {
      await auditSignIn(this.db, {
        action: 'OTP_FAILED',
        userId: user?.id ?? null,
        loginName: input.username,
        method: 'PASSWORD_RESET',
        client,
      });
      throw badRequest([{ field: 'code', message: INVALID_OTP_MESSAGE }]);
    }
    await this.logins.setPassword(user, input.newPassword, client);
    await this.sessions.endAll(user.id, 'PASSWORD_RESET');
    return { message: 'Your password has been changed. Please sign in with the new password.' };
  }
}
