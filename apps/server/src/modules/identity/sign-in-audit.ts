import { recordAudit } from '../../platform/audit';
import type { DbOrTx } from '../../platform/db/database';
import type { ClientInfo } from './sessions.service';

export type SignInAction =
  | 'SIGN_IN_SUCCEEDED'
  | 'SIGN_IN_FAILED'
  | 'SIGN_IN_LOCKED'
  | 'SIGN_IN_CHALLENGED'
  | 'OTP_SENT'
  | 'OTP_FAILED'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET_REQUESTED'
  | 'SIGNED_OUT'
  | 'GLOBAL_SIGN_OUT';

/** Every sign-in attempt leaves a row; the name as typed is kept when no user matched. */
export async function auditSignIn(
  db: DbOrTx,
  entry: {
    action: SignInAction;
    userId: string | null;
    loginName?: string;
    method: string;
    client: ClientInfo;
    reason?: string;
    actingAsId?: string | null;
  },
): Promise<void> {
  await recordAudit(db, {
    actorId: entry.userId,
    actingAsId: entry.actingAsId ?? null,
    action: entry.action,
    entityType: 'sign_in',
    entityId: entry.userId ?? `name:${(entry.loginName ?? '').slice(0, 100)}`,
    after: {
      method: entry.method,
      ip: entry.client.ip,
      userAgent: entry.client.userAgent?.slice(0, 200) ?? null,
      ...(entry.reason ? { reason: entry.reason } : {}),
    },
    requestId: entry.client.requestId,
  });
}
