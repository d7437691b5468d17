import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TokenSet } from '@dom/contract';
import type { AuthConfig } from '../../config';
import { recordAudit } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { users } from './users.schema';
import { invalidGrant } from './auth-errors';
import { authSessions, refreshTokens, userSecurity } from './identity.schema';
import { newOpaqueToken, sha256 } from './refresh-token';
import type { IdTokenProfile, SessionClaims, TokenService } from './token-service';
import type { UserState, UserStateStore } from './user-state';
import { displayNameOf } from './user-display';

export type SignInMethod = 'PASSWORD' | 'OTP' | 'SSO';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  /** The request's logger (demo mode shows one-time codes there). */
  log?: { info(obj: object, msg: string): void };
}

type SessionRow = typeof authSessions.$inferSelect;

/**
 * Sessions and their token families. A session has an absolute end; its refresh tokens are opaque,
 * stored hashed and rotated on every use; presenting a rotated one revokes the whole session.
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly states: UserStateStore,
    private readonly cfg: AuthConfig,
    private readonly now: () => number = Date.now,
  ) {}

  private refreshExpiry(sessionExpiresAt: Date): Date {
    return new Date(Math.min(this.now() + this.cfg.idleMinutes * 60_000, sessionExpiresAt.getTime()));
  }

  async start(
    userId: string,
    method: SignInMethod,
    client: ClientInfo,
    opts: { corporate?: boolean } = {},
  ): Promise<TokenSet> {
    const now = new Date(this.now());
    const refreshToken = newOpaqueToken();
    // Kept (issue 28): sessions are made by the sign-in flows, which run before a caller exists.
    const session = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(authSessions)
        .values({
          userId,
          method,
          corporate: opts.corporate ?? false,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + this.cfg.sessionHours * 3_600_000),
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 300) ?? null,
        })
        .returning();
      if (!created) throw new Error('session insert returned no row');
      await tx.insert(refreshTokens).values({
        tokenHash: sha256(refreshToken),
        sessionId: created.id,
        issuedAt: now,
        expiresAt: this.refreshExpiry(created.expiresAt),
      });
      return created;
    });
    return this.tokensFor(session, refreshToken);
  }

  /** The refresh-token grant: rotate, or on reuse revoke the family (and audit it). */
  async refresh(presented: string, client: ClientInfo): Promise<TokenSet> {
    const hash = sha256(presented);
    const now = new Date(this.now());
    // Kept (issue 28): a reused token's revocation must persist although the grant is refused.
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ token: refreshTokens, session: authSessions })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, hash))
        .for('update');
      if (!row) return { kind: 'unknown' as const };
      const { token, session } = row;
      if (token.rotatedAt) {
        if (!session.revokedAt) {
          await tx
            .update(authSessions)
            .set({ revokedAt: now, revokedReason: 'REFRESH_TOKEN_REUSED' })
            .where(eq(authSessions.id, session.id));
        }
        await recordAudit(tx, {
          actorId: session.userId,
          actingAsId: session.actingAsUserId,
          action: 'REFRESH_TOKEN_REUSED',
          entityType: 'auth_session',
          entityId: session.id,
          after: { ip: client.ip, rotatedAt: token.rotatedAt.toISOString() },
          requestId: client.requestId,
        });
        return { kind: 'reused' as const, userId: session.userId };
      }
      if (session.revokedAt || session.expiresAt <= now || token.expiresAt <= now) {
        return { kind: 'ended' as const };
      }
      const [user] = await tx
        .select({ isActive: users.isActive, validAfter: userSecurity.sessionsValidAfter })
        .from(users)
        .leftJoin(userSecurity, eq(userSecurity.userId, users.id))
        .where(eq(users.id, session.userId));
      if (!user?.isActive || (user.validAfter && session.createdAt < user.validAfter)) {
        return { kind: 'ended' as const };
      }
      const next = newOpaqueToken();
      await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.tokenHash, hash));
      await tx.insert(refreshTokens).values({
        tokenHash: sha256(next),
        sessionId: session.id,
        issuedAt: now,
        expiresAt: this.refreshExpiry(session.expiresAt),
      });
      await tx.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, session.id));
      return { kind: 'ok' as const, session, refreshToken: next };
    });
    if (outcome.kind === 'reused') {
      this.states.invalidate(outcome.userId);
      throw invalidGrant(
        'This refresh token was already used; the session has been ended. Please log in again.',
      );
    }
    if (outcome.kind !== 'ok') throw invalidGrant();
    return this.tokensFor(outcome.session, outcome.refreshToken);
  }

  /**
   * Starts or stops acting as another user inside the same session. The session's outstanding
   * refresh tokens are superseded (a later use of one counts as reuse) and a fresh set is issued.
   */
  async switchActing(sessionId: string, actingAsUserId: string | null): Promise<TokenSet> {
    const now = new Date(this.now());
    const refreshToken = newOpaqueToken();
    // Kept (issue 28): the token endpoint's grant, outside command() (its answer is a token set).
    const session = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(authSessions)
        .set({ actingAsUserId, lastSeenAt: now })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
        .returning();
      if (!updated || updated.expiresAt <= now) return null;
      await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.rotatedAt)));
      await tx.insert(refreshTokens).values({
        tokenHash: sha256(refreshToken),
        sessionId,
        issuedAt: now,
        expiresAt: this.refreshExpiry(updated.expiresAt),
      });
      return updated;
    });
    if (!session) throw invalidGrant();
    return this.tokensFor(session, refreshToken);
  }

  async revoke(sessionId: string, userId: string, reason: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: new Date(this.now()), revokedReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    this.states.invalidate(userId);
  }

  /**
   * Ends every session of a user (global sign-out, deactivation, password reset): moves the
   * "sessions valid after" marker and revokes the rows. `except` keeps one session (password change).
   */
  async endAll(userId: string, reason: string, opts: { except?: string } = {}): Promise<void> {
    // Kept (issue 28): sign-out and password flows run outside command(); commands use endAllIn.
    await this.db.transaction((tx) => this.endAllIn(tx, userId, reason, opts));
    this.states.invalidate(userId);
  }

  /** `endAll` in the caller's transaction; the caller forgets the user's cached state once committed. */
  async endAllIn(tx: Tx, userId: string, reason: string, opts: { except?: string } = {}): Promise<void> {
    const now = new Date(this.now());
    if (!opts.except) {
      await tx
        .insert(userSecurity)
        .values({ userId, sessionsValidAfter: now })
        .onConflictDoUpdate({ target: userSecurity.userId, set: { sessionsValidAfter: now } });
    }
    await tx
      .update(authSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(
        and(
          eq(authSessions.userId, userId),
          isNull(authSessions.revokedAt),
          ...(opts.except ? [ne(authSessions.id, opts.except)] : []),
        ),
      );
  }

  private async tokensFor(session: SessionRow, refreshToken: string): Promise<TokenSet> {
    const actor = await this.states.get(session.userId);
    const effective = session.actingAsUserId ? await this.states.get(session.actingAsUserId) : actor;
    if (!actor || !effective) throw invalidGrant();
    const claims: SessionClaims = {
      sessionId: session.id,
      actorId: session.userId,
      actingAsUserId: session.actingAsUserId,
      corporate: session.corporate,
      authTimeMs: session.createdAt.getTime(),
      sessionExpiresAtMs: session.expiresAt.getTime(),
    };
    const access = await this.tokens.signAccess(claims);
    const idToken = await this.tokens.signId(
      claims,
      this.profileOf(effective),
      session.actingAsUserId ? this.profileOf(actor) : null,
    );
    return {
      access_token: access.token,
      id_token: idToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: access.expiresIn,
    };
  }

  private profileOf(state: UserState): IdTokenProfile {
    return {
      userId: state.id,
      username: state.username,
      displayName: displayNameOf(state, this.cfg.ssoProviderName),
      email: state.email,
      phone: state.phone,
      roles: state.roles,
      teamRole: state.teamRole,
      businessUnits: state.businessUnits,
      sellerId: state.sellerId,
    };
  }
}
