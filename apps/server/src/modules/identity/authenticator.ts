import { TransitionError, isBusinessUnit, holdsPermission, type Permission } from '@dom/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Principal } from '../../platform/http/access';
import { TokenRejected, type TokenService, type VerifiedAccess } from './token-service';
import type { OwnerScope } from '../../platform/caller';
import { scopeOfUser } from './scope';
import { permissionsInUnit } from './unit-permissions';
import type { UserState, UserStateStore } from './user-state';

/** The signed-in session behind `request.principal`: scoping and "my …" calls read it. */
export interface RequestAuth {
  sessionId: string;
  /** The person signed in. */
  actor: UserState;
  /** Whose data and permissions apply: the user acted as, or the actor. */
  effective: UserState;
  corporate: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export type AuthFailure = 'missing' | 'expired' | 'invalid' | 'revoked' | 'inactive' | 'not-delegated';

interface Resolved {
  actor: UserState;
  effective: UserState;
  principal: Principal;
  auth: RequestAuth;
  /** The scope of the user acted for (computed once per resolved session). */
  scope: OwnerScope;
}

/** The unit the screen works in (the web's business-unit switch); unit-specific permissions follow it. */
export const ACTIVE_UNIT_HEADER = 'x-business-unit';

// Acting as someone never lends the power to act as, or delegate for, yet another user.
const NOT_WHILE_ACTING: ReadonlySet<string> = new Set<Permission>([
  'Allow_Act_As_User',
  'Allow_Act_As_Me_Delegation',
]);

/** The token of an `Authorization: Bearer …` header; anything malformed fails verification later. */
function bearerToken(header: string): string | null {
  if (header.length < 8 || header.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 8192 ? token : null;
}

/**
 * Turns a bearer token into `request.principal`. The hot path (a token and users seen in the last
 * few seconds) is synchronous: two map lookups and three comparisons, no database.
 */
export class Authenticator {
  private readonly resolved = new WeakMap<VerifiedAccess, Resolved>();
  private readonly failures = new WeakMap<FastifyRequest, AuthFailure>();
  // The principal narrowed to each active unit, built once per resolved session state.
  private readonly byUnit = new WeakMap<Principal, Map<string, Principal>>();

  constructor(
    private readonly tokens: TokenService,
    private readonly states: UserStateStore,
  ) {}

  failureOf(request: FastifyRequest): AuthFailure {
    return this.failures.get(request) ?? 'missing';
  }

  private check(
    v: VerifiedAccess,
    actor: UserState | null,
    effective: UserState | null,
  ): Resolved | AuthFailure {
    if (!actor || !actor.isActive || !effective || !effective.isActive) return 'inactive';
    // Markers are kept to the millisecond, `iat` to the second.
    if (v.issuedAtMs < Math.floor(actor.sessionsValidAfterMs / 1000) * 1000) return 'revoked';
    if (actor.revokedSessionIds.has(v.sessionId)) return 'revoked';
    const acting = v.actingAsUserId !== null;
    if (
      acting &&
      !holdsPermission(actor.permissions, 'Allow_Act_As_User') &&
      !actor.actAsDelegatorIds.has(effective.id)
    ) {
      return 'not-delegated';
    }
    const known = this.resolved.get(v);
    if (known && known.actor === actor && known.effective === effective) return known;
    const permissions = acting
      ? new Set([...effective.permissions].filter((p) => !NOT_WHILE_ACTING.has(p)))
      : effective.permissions;
    const principal: Principal = {
      userId: actor.id,
      username: actor.username,
      roles: effective.roles,
      permissions,
      ...(acting ? { actingAsUserId: effective.id } : {}),
    };
    const result: Resolved = {
      actor,
      effective,
      principal,
      auth: { sessionId: v.sessionId, actor, effective, corporate: v.corporate },
      scope: scopeOfUser(effective),
    };
    this.resolved.set(v, result);
    return result;
  }

  /** Synchronous when everything is cached; undefined means "go the slow way". */
  private tryFast(token: string): Resolved | AuthFailure | undefined {
    const v = this.tokens.cached(token);
    if (!v) return undefined;
    const actor = this.states.peek(v.userId);
    if (actor === undefined) return undefined;
    const effective = v.actingAsUserId ? this.states.peek(v.actingAsUserId) : actor;
    if (effective === undefined) return undefined;
    return this.check(v, actor, effective);
  }

  async resolve(token: string): Promise<Resolved | AuthFailure> {
    const fast = this.tryFast(token);
    if (fast !== undefined) return fast;
    let v: VerifiedAccess;
    try {
      v = await this.tokens.verifyAccess(token);
    } catch (err) {
      if (err instanceof TokenRejected) return err.reason;
      throw err;
    }
    const actor = await this.states.get(v.userId);
    const effective = v.actingAsUserId ? await this.states.get(v.actingAsUserId) : actor;
    return this.check(v, actor, effective);
  }

  private apply(request: FastifyRequest, reply: FastifyReply, outcome: Resolved | AuthFailure): void {
    if (typeof outcome === 'string') {
      this.failures.set(request, outcome);
      return;
    }
    const unit = request.headers[ACTIVE_UNIT_HEADER];
    request.principal =
      typeof unit === 'string' && unit !== ''
        ? this.inUnit(outcome.principal, outcome.effective, unit)
        : outcome.principal;
    request.auth = outcome.auth;
    // The one Caller services take: attached here, once per request.
    request.caller = {
      userId: outcome.actor.id,
      scope: outcome.scope,
      permissions: request.principal.permissions,
      roles: request.principal.roles,
      email: outcome.effective.email,
      actor: {
        actorId: request.principal.userId,
        actingAsId: request.principal.actingAsUserId ?? null,
        requestId: request.id,
      },
    };
    if (outcome.principal.actingAsUserId) {
      // Every log line of an acting request names both people.
      const log = request.log.child({ actorId: outcome.actor.id, actingAsUserId: outcome.effective.id });
      request.log = log;
      reply.log = log;
    }
  }

  private inUnit(principal: Principal, effective: UserState, unit: string): Principal {
    let cache = this.byUnit.get(principal);
    if (!cache) {
      cache = new Map();
      this.byUnit.set(principal, cache);
    }
    let scoped = cache.get(unit);
    if (!scoped) {
      const permissions = permissionsInUnit(principal.permissions, unit, effective.businessUnits);
      scoped = { ...principal, permissions };
      // Only the few real unit names are kept: arbitrary header values must not grow the cache.
      if (isBusinessUnit(unit)) cache.set(unit, scoped);
    }
    return scoped;
  }

  /**
   * The `WWW-Authenticate` challenge of a call refused for want of a session (401): the platform's
   * access guard (a route-level onRequest hook, after this module's) calls it before answering.
   */
  challenge(request: FastifyRequest, reply: FastifyReply): void {
    const invalid = this.failureOf(request) !== 'missing';
    void reply.header(
      'www-authenticate',
      invalid ? 'Bearer realm="dom", error="invalid_token"' : 'Bearer realm="dom"',
    );
  }

  /**
   * Sets `request.principal` from the bearer token, before the body is read; the route's access is
   * checked right after by the platform's guard (installAccessControl, told of `challenge`).
   */
  install(api: FastifyInstance, db: Db): void {
    api.decorateRequest('auth', null);
    api.addHook('onRequest', (request, reply, done) => {
      const header = request.headers.authorization;
      const token = header === undefined ? null : bearerToken(header);
      if (token === null) {
        // No header reads as 'missing' (failureOf's default): nothing to record on the common path.
        if (header !== undefined) this.failures.set(request, 'invalid');
        done();
        return;
      }
      const fast = this.tryFast(token);
      if (fast !== undefined) {
        this.apply(request, reply, fast);
        done();
        return;
      }
      this.resolve(token).then(
        (outcome) => {
          this.apply(request, reply, outcome);
          done();
        },
        (err: unknown) => done(err as Error),
      );
    });
    // Every refused call is audit-logged, except an expired token: that is the normal end of a
    // token's life and the client refreshes at once.
    api.addHook('onError', async (request, _reply, error) => {
      const status =
        error instanceof AppError
          ? error.status
          : error instanceof TransitionError && error.code === 'TRANSITION_FORBIDDEN'
            ? 403
            : 0;
      if (status !== 401 && status !== 403) return;
      const failure = this.failureOf(request);
      if (status === 401 && failure === 'expired') return;
      try {
        await recordAudit(db, {
          actorId: request.principal?.userId ?? null,
          actingAsId: request.principal?.actingAsUserId ?? null,
          action: 'ACCESS_DENIED',
          entityType: 'route',
          entityId: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
          after: {
            status,
            reason: status === 401 ? failure : 'permission',
            ip: request.ip,
          },
          requestId: request.id,
        });
      } catch (err) {
        request.log.error({ err }, 'could not audit a refused call');
      }
    });
  }
}
