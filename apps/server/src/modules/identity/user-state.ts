import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users } from './users.schema';
import {
  actAsDelegations,
  permissionGroupMembers,
  permissionGroupPermissions,
  rolePermissions,
} from './authorization.schema';
import { authSessions, userSecurity } from './identity.schema';

/** Everything a request needs to know about a user, loaded at most once per TTL per user. */
export interface UserState {
  id: string;
  username: string;
  displayName: string;
  email: string | null;
  phone: string | null;
  roles: readonly string[];
  teamRole: string | null;
  businessUnits: readonly string[];
  region: string | null;
  sellerId: string | null;
  buyerId: string | null;
  isActive: boolean;
  /** Tokens issued before this instant (ms) are dead: global sign-out, password change. */
  sessionsValidAfterMs: number;
  /** Sessions revoked recently enough that access tokens of them may still be unexpired. */
  revokedSessionIds: ReadonlySet<string>;
  permissions: ReadonlySet<string>;
  /** Users who delegated "act as me" to this user (and have not removed it). */
  actAsDelegatorIds: ReadonlySet<string>;
}

/** The role keys a user's grants come from: their groups and their team role. */
export function grantKeysOf(user: { roles: readonly string[]; teamRole: string | null }): string[] {
  return user.teamRole ? [...user.roles, user.teamRole] : [...user.roles];
}

export async function loadPermissions(
  db: Db,
  userId: string,
  roleKeys: readonly string[],
): Promise<Set<string>> {
  const fromRoles =
    roleKeys.length === 0
      ? []
      : await db
          .selectDistinct({ permission: rolePermissions.permission })
          .from(rolePermissions)
          .where(inArray(rolePermissions.role, [...roleKeys]));
  const fromGroups = await db
    .selectDistinct({ permission: permissionGroupPermissions.permission })
    .from(permissionGroupPermissions)
    .innerJoin(permissionGroupMembers, eq(permissionGroupMembers.groupId, permissionGroupPermissions.groupId))
    .where(eq(permissionGroupMembers.userId, userId));
  return new Set([...fromRoles, ...fromGroups].map((r) => r.permission));
}

interface Entry {
  state: UserState | null;
  loadedAt: number;
}

/**
 * Caches user states for a few seconds. Changes made by this process (deactivation, sign-out, role
 * edits) invalidate the entry at once; other servers on the same database see them within the TTL.
 */
export class UserStateStore {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<UserState | null>>();
  // Bumped by invalidate(): a load that started before an invalidation must not store its result.
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly opts: { ttlMs: number; revokedWindowMs: number; now?: () => number },
  ) {}

  private now(): number {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  /** The cached state when fresh (no I/O), else undefined. */
  peek(userId: string): UserState | null | undefined {
    const entry = this.entries.get(userId);
    if (entry && this.now() - entry.loadedAt < this.opts.ttlMs) return entry.state;
    return undefined;
  }

  async get(userId: string): Promise<UserState | null> {
    const fresh = this.peek(userId);
    if (fresh !== undefined) return fresh;
    const pending = this.loading.get(userId);
    if (pending) return pending;
    const started: Promise<UserState | null> = this.load(userId).finally(() => {
      if (this.loading.get(userId) === started) this.loading.delete(userId);
    });
    this.loading.set(userId, started);
    return started;
  }

  invalidate(userId?: string): void {
    this.generation++;
    if (userId === undefined) {
      this.entries.clear();
      this.loading.clear();
    } else {
      this.entries.delete(userId);
      this.loading.delete(userId);
    }
  }

  private remember(userId: string, state: UserState | null, loadedAt: number, generation: number): void {
    if (generation === this.generation) this.entries.set(userId, { state, loadedAt });
  }

  private async load(userId: string): Promise<UserState | null> {
    const loadedAt = this.now();
    const generation = this.generation;
    const [row] = await this.db
      .select({
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        email: users.email,
        phone: users.phone,
        roles: users.roles,
        teamRole: users.teamRole,
        businessUnits: users.businessUnits,
        region: users.region,
        sellerId: users.sellerId,
        buyerId: users.buyerId,
        isActive: users.isActive,
        validAfter: userSecurity.sessionsValidAfter,
      })
      .from(users)
      .leftJoin(userSecurity, eq(userSecurity.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) {
      this.remember(userId, null, loadedAt, generation);
      return null;
    }
    const since = new Date(loadedAt - this.opts.revokedWindowMs);
    const revoked = await this.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.userId, userId),
          gt(authSessions.revokedAt, sql`${since.toISOString()}::timestamptz`),
        ),
      );
    const permissions = await loadPermissions(this.db, userId, grantKeysOf(row));
    const delegators = await this.db
      .select({ id: actAsDelegations.delegatorId })
      .from(actAsDelegations)
      .where(and(eq(actAsDelegations.delegateId, userId), isNull(actAsDelegations.revokedAt)));
    const { validAfter, ...rest } = row;
    const state: UserState = {
      ...rest,
      sessionsValidAfterMs: validAfter ? validAfter.getTime() : 0,
      revokedSessionIds: new Set(revoked.map((r) => r.id)),
      permissions,
      actAsDelegatorIds: new Set(delegators.map((d) => d.id)),
    };
    this.remember(userId, state, loadedAt, generation);
    return state;
  }
}
