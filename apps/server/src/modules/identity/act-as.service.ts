import { holdsPermission } from '@dom/domain';
import { aliasedTable, and, asc, count, eq, ilike, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Delegation, Delegations, Page, TokenSet, UserRef } from '@dom/contract';
import { recordAudit } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { type AfterCommit, afterCommit } from '../../platform/db/steps';
import { users } from './users.schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { FORBIDDEN_MESSAGE } from '../../platform/http/access';
import type { actorOf } from '../../platform/http/request-context';
import type { RequestAuth } from './authenticator';
import { actAsDelegations } from './authorization.schema';
import { assertActAsGrant } from './grant-guard';
import { likePattern, pageOf, pageWindow } from './paging';
import type { SessionService } from './sessions.service';
import { displayNameOf } from './user-display';
import type { UserStateStore } from './user-state';

type Actor = ReturnType<typeof actorOf>;

const delegator = aliasedTable(users, 'delegator');
const delegate = aliasedTable(users, 'delegate');

/**
 * Act-as-user: a user with Allow_Act_As_User, or one a user delegated "act as me" to, acts as that
 * user. The session then carries both; every request log line and audit row names both.
 */
export class ActAsService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly states: UserStateStore,
    private readonly ssoProviderName: string,
  ) {}

  private ref(u: { id: string; username: string; displayName: string }): UserRef {
    return { id: u.id, username: u.username, displayName: displayNameOf(u, this.ssoProviderName) };
  }

  async delegations(auth: RequestAuth): Promise<Delegations> {
    const me = auth.effective.id;
    const rows = await this.db
      .select({ d: actAsDelegations, from: delegator, to: delegate })
      .from(actAsDelegations)
      .innerJoin(delegator, eq(delegator.id, actAsDelegations.delegatorId))
      .innerJoin(delegate, eq(delegate.id, actAsDelegations.delegateId))
      .where(
        and(
          isNull(actAsDelegations.revokedAt),
          or(eq(actAsDelegations.delegatorId, me), eq(actAsDelegations.delegateId, me)),
        ),
      )
      .orderBy(asc(actAsDelegations.createdAt));
    const all: (Delegation & { mine: boolean })[] = rows.map((r) => ({
      id: r.d.id,
      delegator: this.ref(r.from),
      delegate: this.ref(r.to),
      createdAt: r.d.createdAt.toISOString(),
      mine: r.d.delegatorId === me,
    }));
    const strip = ({ mine: _mine, ...d }: Delegation & { mine: boolean }): Delegation => d;
    return { given: all.filter((d) => d.mine).map(strip), received: all.filter((d) => !d.mine).map(strip) };
  }

  /** "Act as me": lets another active user act as the caller. */
  async addDelegation(
    tx: Tx,
    delegateUserId: string,
    auth: RequestAuth,
    actor: Actor,
  ): Promise<AfterCommit<Delegation>> {
    const me = auth.effective;
    assertActAsGrant(auth);
    if (delegateUserId === me.id)
      throw badRequest([{ field: 'delegateUserId', message: 'Choose someone else' }]);
    // Read in the request's transaction (not the state cache, which reads on its own connection).
    const [target] = await tx
      .select({
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        isActive: users.isActive,
      })
      .from(users)
      .where(eq(users.id, delegateUserId));
    if (!target?.isActive) throw badRequest([{ field: 'delegateUserId', message: 'No such active user' }]);
    const row = await (async () => {
      const [created] = await tx
        .insert(actAsDelegations)
        .values({ delegatorId: me.id, delegateId: delegateUserId })
        .onConflictDoNothing()
        .returning();
      if (!created) return null;
      await recordAudit(tx, {
        ...actor,
        action: 'ACT_AS_DELEGATION_ADDED',
        entityType: 'act_as_delegation',
        entityId: created.id,
        after: { delegatorId: me.id, delegateId: delegateUserId },
      });
      return created;
    })();
    if (!row) throw new AppError('CONFLICT', 'This user may already act as you.');
    return afterCommit(async () => {
      this.states.invalidate(delegateUserId);
      return {
        id: row.id,
        delegator: this.ref(me),
        delegate: this.ref(target),
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async removeDelegation(
    tx: Tx,
    id: string,
    auth: RequestAuth,
    actor: Actor,
  ): Promise<AfterCommit<undefined>> {
    const row = await (async () => {
      const [revoked] = await tx
        .update(actAsDelegations)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(actAsDelegations.id, id),
            eq(actAsDelegations.delegatorId, auth.effective.id),
            isNull(actAsDelegations.revokedAt),
          ),
        )
        .returning();
      if (revoked) {
        await recordAudit(tx, {
          ...actor,
          action: 'ACT_AS_DELEGATION_REMOVED',
          entityType: 'act_as_delegation',
          entityId: id,
          before: { delegateId: revoked.delegateId },
        });
      }
      return revoked;
    })();
    // Someone else's delegation is answered as missing.
    if (!row) throw notFound('Delegation');
    return afterCommit(async () => {
      this.states.invalidate(row.delegateId);
      return undefined;
    });
  }

  /** Users the caller may act as: everyone active with Allow_Act_As_User, else those who delegated. */
  async candidates(
    query: { pageNumber: number; pageSize: number; search?: string | undefined },
    auth: RequestAuth,
  ): Promise<Page<UserRef>> {
    const me = auth.actor;
    const everyone = holdsPermission(me.permissions, 'Allow_Act_As_User');
    const ids = [...me.actAsDelegatorIds];
    if (!everyone && ids.length === 0) return pageOf([], 0, query);
    const conditions = [
      eq(users.isActive, true),
      ne(users.id, me.id),
      query.search
        ? or(
            ilike(users.username, likePattern(query.search)),
            ilike(users.displayName, likePattern(query.search)),
          )
        : undefined,
      everyone ? undefined : inArray(users.id, ids),
    ];
    const where = and(...conditions);
    const { offset, limit } = pageWindow(query);
    const rows = await this.db
      .select({ id: users.id, username: users.username, displayName: users.displayName })
      .from(users)
      .where(where)
      .orderBy(asc(users.username))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(users).where(where);
    return pageOf(
      rows.map((r) => this.ref(r)),
      total?.n,
      query,
    );
  }

  async start(targetId: string, auth: RequestAuth, actor: Actor): Promise<TokenSet> {
    const me = auth.actor;
    if (targetId === me.id) throw badRequest([{ field: 'userId', message: 'You are already yourself' }]);
    const allowed =
      holdsPermission(me.permissions, 'Allow_Act_As_User') || me.actAsDelegatorIds.has(targetId);
    if (!allowed) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    const target = await this.states.get(targetId);
    if (!target?.isActive) throw notFound('User');
    await recordAudit(this.db, {
      ...actor,
      actingAsId: targetId,
      action: 'ACT_AS_STARTED',
      entityType: 'auth_session',
      entityId: auth.sessionId,
      after: { actorId: me.id, actingAsUserId: targetId },
    });
    return this.sessions.switchActing(auth.sessionId, targetId);
  }

  async stop(auth: RequestAuth, actor: Actor): Promise<TokenSet> {
    if (auth.effective.id === auth.actor.id)
      throw new AppError('CONFLICT', 'You are not acting as another user.');
    await recordAudit(this.db, {
      ...actor,
      action: 'ACT_AS_STOPPED',
      entityType: 'auth_session',
      entityId: auth.sessionId,
      after: { actorId: auth.actor.id, actingAsUserId: auth.effective.id },
    });
    return this.sessions.switchActing(auth.sessionId, null);
  }
}
