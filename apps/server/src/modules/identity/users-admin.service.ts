import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { CreateUser, CreatedUser, Page, UserListQuery, UserSummary } from '@dom/contract';
import { recordAudit } from '../../platform/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { type AfterCommit, afterCommit } from '../../platform/db/steps';
import { sellers } from '../parties';
import { users } from './users.schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { actorOf } from '../../platform/http/request-context';
import { enqueueSms } from '../../integrations/sms/sms-sender';
import type { RequestAuth } from './authenticator';
import { likePattern, pageOf, pageWindow } from './paging';
import { assertUserGrant, shapeOfUser } from './grant-guard';
import { assertManager } from './role-assignment';
import { summaryOf } from './user-summary';
import type { SessionService } from './sessions.service';
import type { UserStateStore } from './user-state';

type Actor = ReturnType<typeof actorOf>;

/**
 * The welcome text carries no secret: the user sets their first password with a one-time code sent
 * to this number when they ask for it, which is also how they show the number is theirs.
 */
export function welcomeSms(username: string): string {
  return `Welcome to DOM. Your username is ${username}. To set your password, open the DOM sign-in page, choose "Forgot password?" and enter your username: a code will be sent to this number.`;
}

/** The HR portal: create, activate/deactivate, reassign manager, assign roles with the isAdmin flag. */
export class UsersAdminService {
  constructor(
    private readonly db: Db,
    private readonly states: UserStateStore,
    private readonly sessions: SessionService,
  ) {}

  async list(query: UserListQuery): Promise<Page<UserSummary>> {
    const conditions = [
      query.search
        ? or(
            ilike(users.username, likePattern(query.search)),
            ilike(users.displayName, likePattern(query.search)),
            ilike(users.email, likePattern(query.search)),
          )
        : undefined,
      query.role
        ? sql`(${query.role} = any(${users.roles}) or ${users.teamRole} = ${query.role})`
        : undefined,
      query.isActive === undefined ? undefined : eq(users.isActive, query.isActive),
    ].filter((c) => c !== undefined);
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    return this.page(where, query);
  }

  async reportees(
    managerId: string,
    query: { pageNumber: number; pageSize: number },
  ): Promise<Page<UserSummary>> {
    await this.get(managerId);
    return this.page(eq(users.managerId, managerId), query);
  }

  private async page(where: ReturnType<typeof and>, query: { pageNumber: number; pageSize: number }) {
    const { offset, limit } = pageWindow(query);
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.username))
      .limit(limit)
      .offset(offset);
    const [total] = await this.db.select({ n: count() }).from(users).where(where);
    return pageOf(rows.map(summaryOf), total?.n, query);
  }

  async get(id: string): Promise<UserSummary> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound('User');
    return summaryOf(row);
  }

  /** Creates a user in the request's transaction. */
  async create(tx: Tx, input: CreateUser, auth: RequestAuth, actor: Actor): Promise<CreatedUser> {
    await assertUserGrant(tx, auth, {
      before: null,
      after: {
        roles: [...new Set(input.roles)],
        teamRole: input.teamRole ?? null,
        businessUnits: [...new Set(input.businessUnits)],
        permissionGroupIds: [],
      },
      managerChanged: !!input.managerId,
    });
    if (input.sellerId) {
      const [seller] = await tx
        .select({ id: sellers.id })
        .from(sellers)
        .where(eq(sellers.id, input.sellerId));
      if (!seller) throw badRequest([{ field: 'sellerId', message: 'No such seller' }]);
    }
    const phone = input.phone?.replace(/^\+91/, '') ?? null;
    if (phone) await this.assertPhoneFree(tx, phone);
    const created = await (async () => {
      await assertManager(tx, null, input.managerId);
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          displayName: input.displayName,
          email: input.email?.toLowerCase() ?? null,
          phone,
          // No password exists until the user chooses one with a code sent to their own mobile.
          passwordHash: null,
          mustResetPassword: true,
          roles: [...new Set(input.roles)],
          teamRole: input.teamRole ?? null,
          businessUnits: [...new Set(input.businessUnits)],
          region: input.region ?? null,
          managerId: input.managerId ?? null,
          sellerId: input.sellerId ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      if (row.phone) {
        await enqueueSms(tx, {
          to: row.phone,
          template: 'WELCOME_SET_PASSWORD',
          body: welcomeSms(row.username),
        });
      }
      await recordAudit(tx, {
        ...actor,
        action: 'USER_CREATED',
        entityType: 'user',
        entityId: row.id,
        after: summaryOf(row),
      });
      return row;
    })();
    if (!created) throw new AppError('CONFLICT', 'A user with this username exists already.');
    // No secret in the answer, demo or not: the creator never learns a way into the account.
    return summaryOf(created);
  }

  /** A number already on another account would send that account's codes elsewhere: refused. */
  private async assertPhoneFree(db: DbOrTx, phone: string): Promise<void> {
    const digits = phone.replace(/\D/g, '').slice(-10);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`right(regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g'), 10) = ${digits}`)
      .limit(1);
    if (taken) {
      const message = "This mobile number belongs to another user. Enter the new user's own number.";
      throw new AppError('CONFLICT', message, { fields: [{ field: 'phone', message }] });
    }
  }

  async setActive(
    tx: Tx,
    id: string,
    isActive: boolean,
    auth: RequestAuth,
    actor: Actor,
  ): Promise<AfterCommit<UserSummary>> {
    if (id === auth.actor.id || id === auth.effective.id) {
      throw new AppError('CONFLICT', 'You cannot change your own activation.');
    }
    const updated = await (async () => {
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!before) return null;
      if (before.roles.includes('ADMIN') && !auth.effective.roles.includes('ADMIN')) {
        throw new AppError('FORBIDDEN', 'Only an Admin may change the activation of an Admin.');
      }
      const [row] = await tx
        .update(users)
        .set({ isActive, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      await recordAudit(tx, {
        ...actor,
        action: isActive ? 'USER_ACTIVATED' : 'USER_DEACTIVATED',
        entityType: 'user',
        entityId: id,
        before: { isActive: before.isActive },
        after: { isActive },
      });
      return row ?? null;
    })();
    if (!updated) throw notFound('User');
    // A deactivated user's sessions end at their next request, and they cannot refresh.
    if (!isActive) await this.sessions.endAllIn(tx, id, 'USER_DEACTIVATED');
    return afterCommit(async () => {
      this.states.invalidate(id);
      return summaryOf(updated);
    });
  }

  async reassignManager(
    tx: Tx,
    id: string,
    managerId: string | null,
    auth: RequestAuth,
    actor: Actor,
  ): Promise<UserSummary> {
    const updated = await (async () => {
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!before) return null;
      const held = await shapeOfUser(tx, before);
      await assertUserGrant(tx, auth, {
        before: held,
        after: held,
        managerChanged: managerId !== null && managerId !== before.managerId,
      });
      await assertManager(tx, id, managerId);
      const [row] = await tx
        .update(users)
        .set({ managerId, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      await recordAudit(tx, {
        ...actor,
        action: 'MANAGER_REASSIGNED',
        entityType: 'user',
        entityId: id,
        before: { managerId: before.managerId },
        after: { managerId },
      });
      return row ?? null;
    })();
    if (!updated) throw notFound('User');
    return summaryOf(updated);
  }
}
