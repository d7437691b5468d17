import { randomInt } from 'node:crypto';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { CreateUser, CreatedUser, Page, UserListQuery, UserSummary } from '@dom/contract';
import { TEAM_ROLES } from '@dom/domain';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { sellers, users } from '../../platform/db/schema/parties';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { actorOf } from '../../platform/http/request-context';
import { enqueueSms } from '../../integrations/sms/sms-sender';
import type { RequestAuth } from './authenticator';
import { likePattern, pageOf, pageWindow } from './paging';
import { hashPassword } from './password-hasher';
import { assertCanAssign, assertManager } from './role-assignment';
import { summaryOf } from './user-summary';
import type { SessionService } from './sessions.service';
import type { UserStateStore } from './user-state';

type Actor = ReturnType<typeof actorOf>;

const TEAM_ROLE_VALUES = new Set<string>(TEAM_ROLES.map((r) => r.value));
// No 0/O, 1/l/I: the temporary password is read out or typed from an SMS.
const TEMP_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function temporaryPassword(length = 14): string {
  return Array.from({ length }, () => TEMP_ALPHABET[randomInt(0, TEMP_ALPHABET.length)]).join('');
}

/** The HR portal: create, activate/deactivate, reassign manager, assign roles with the isAdmin flag. */
export class UsersAdminService {
  constructor(
    private readonly db: Db,
    private readonly states: UserStateStore,
    private readonly sessions: SessionService,
    private readonly opts: { demo: boolean },
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

  async create(input: CreateUser, auth: RequestAuth, actor: Actor): Promise<CreatedUser> {
    await assertCanAssign(
      this.db,
      auth,
      input.roles.map((role) => ({ role, isAdmin: false })),
    );
    if (input.teamRole && !TEAM_ROLE_VALUES.has(input.teamRole)) {
      throw badRequest([{ field: 'teamRole', message: 'Unknown team role' }]);
    }
    if (input.sellerId) {
      const [seller] = await this.db
        .select({ id: sellers.id })
        .from(sellers)
        .where(eq(sellers.id, input.sellerId));
      if (!seller) throw badRequest([{ field: 'sellerId', message: 'No such seller' }]);
    }
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const created = await this.db.transaction(async (tx) => {
      await assertManager(tx, null, input.managerId);
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          displayName: input.displayName,
          email: input.email?.toLowerCase() ?? null,
          phone: input.phone?.replace(/^\+91/, '') ?? null,
          passwordHash,
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
        await enqueueSms(
          tx,
          {
            to: row.phone,
            template: 'WELCOME_TEMPORARY_PASSWORD',
            body: `Welcome to DOM. Your username is ${row.username} and your temporary password is ${password}. You will choose a new password at first sign-in.`,
          },
          { sensitive: true },
        );
      }
      await recordAudit(tx, {
        ...actor,
        action: 'USER_CREATED',
        entityType: 'user',
        entityId: row.id,
        after: summaryOf(row),
      });
      return row;
    });
    if (!created) throw new AppError('CONFLICT', 'A user with this username exists already.');
    // The demo has no phones: HR sees the temporary password once. Production sends it only by SMS.
    return { ...summaryOf(created), ...(this.opts.demo ? { temporaryPassword: password } : {}) };
  }

  async setActive(id: string, isActive: boolean, auth: RequestAuth, actor: Actor): Promise<UserSummary> {
    if (id === auth.actor.id || id === auth.effective.id) {
      throw new AppError('CONFLICT', 'You cannot change your own activation.');
    }
    const updated = await this.db.transaction(async (tx) => {
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
    });
    if (!updated) throw notFound('User');
    // A deactivated user's sessions end at their next request, and they cannot refresh.
    if (!isActive) await this.sessions.endAll(id, 'USER_DEACTIVATED');
    this.states.invalidate(id);
    return summaryOf(updated);
  }

  async reassignManager(id: string, managerId: string | null, actor: Actor): Promise<UserSummary> {
    const updated = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!before) return null;
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
    });
    if (!updated) throw notFound('User');
    return summaryOf(updated);
  }
}
