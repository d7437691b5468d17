import { randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { AuthConfig } from '../../config';
import type { SigningKeys } from './signing-keys';

/** What a verified access token says: who, which session, acting as whom, when issued. */
export interface VerifiedAccess {
  /** The person signed in (the actor). */
  userId: string;
  /** The user acted as, when acting as someone else. */
  actingAsUserId: string | null;
  sessionId: string;
  corporate: boolean;
  issuedAtMs: number;
  expiresAtMs: number;
}

export type TokenFailure = 'expired' | 'invalid';

export class TokenRejected extends Error {
  constructor(readonly reason: TokenFailure) {
    super(reason === 'expired' ? 'token expired' : 'token invalid');
  }
}

export interface IdTokenProfile {
  userId: string;
  username: string;
  displayName: string;
  email: string | null;
  phone: string | null;
  roles: readonly string[];
  teamRole: string | null;
  businessUnits: readonly string[];
  sellerId: string | null;
}

export interface SessionClaims {
  sessionId: string;
  actorId: string;
  actingAsUserId: string | null;
  corporate: boolean;
  authTimeMs: number;
  /** The session's absolute end: no token outlives it. */
  sessionExpiresAtMs: number;
}

const ACCESS_TYP = 'at+jwt';
const CACHE_LIMIT = 20_000;
/**
 * The verified-token cache is keyed by the token's last characters (its signature's): a map lookup
 * hashes its key, and hashing the whole token (about 800 characters, a new string on every request)
 * cost about a microsecond per request. A hit counts only when the whole token is the one verified.
 */
const KEY_CHARS = 32;
const cacheKey = (token: string): string => token.slice(-KEY_CHARS);

interface CachedToken {
  token: string;
  access: VerifiedAccess;
}

/**
 * Signs and verifies the JWTs. Access tokens follow RFC 9068 (`typ: at+jwt`) with the RFC 8693 `act`
 * claim while acting as another user: `sub` is the user acted as, `act.sub` the person acting.
 * Verified tokens are remembered until they expire, so a repeat costs a map lookup, not a signature check.
 */
export class TokenService {
  private readonly verified = new Map<string, CachedToken>();

  constructor(
    private readonly keys: SigningKeys,
    private readonly cfg: AuthConfig,
    private readonly now: () => number = Date.now,
  ) {}

  get accessTokenSeconds(): number {
    return this.cfg.accessTokenSeconds;
  }

  private expiry(claims: SessionClaims, nowMs: number): number {
    return Math.floor(Math.min(nowMs + this.cfg.accessTokenSeconds * 1000, claims.sessionExpiresAtMs) / 1000);
  }

  async signAccess(claims: SessionClaims): Promise<{ token: string; expiresIn: number }> {
    const nowMs = this.now();
    const exp = this.expiry(claims, nowMs);
    const subject = claims.actingAsUserId ?? claims.actorId;
    const token = await new SignJWT({
      sid: claims.sessionId,
      client_id: this.cfg.clientId,
      ...(claims.actingAsUserId ? { act: { sub: claims.actorId } } : {}),
      ...(claims.corporate ? { corp: true } : {}),
    })
      .setProtectedHeader({ alg: this.keys.alg, kid: this.keys.kid, typ: ACCESS_TYP })
      .setIssuer(this.cfg.issuer)
      .setAudience(this.cfg.audience)
      .setSubject(subject)
      .setIssuedAt(Math.floor(nowMs / 1000))
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(this.keys.privateKey);
    return { token, expiresIn: Math.max(0, exp - Math.floor(nowMs / 1000)) };
  }

  async signId(
    claims: SessionClaims,
    profile: IdTokenProfile,
    actor: IdTokenProfile | null,
  ): Promise<string> {
    const nowMs = this.now();
    return new SignJWT({
      sid: claims.sessionId,
      auth_time: Math.floor(claims.authTimeMs / 1000),
      username: profile.username,
      name: profile.displayName,
      email: profile.email,
      phone_number: profile.phone,
      groups: [...profile.roles],
      team_role: profile.teamRole,
      business_units: [...profile.businessUnits],
      seller_id: profile.sellerId,
      corporate: claims.corporate,
      ...(actor ? { act: { sub: actor.userId, username: actor.username } } : {}),
    })
      .setProtectedHeader({ alg: this.keys.alg, kid: this.keys.kid, typ: 'JWT' })
      .setIssuer(this.cfg.issuer)
      .setAudience(this.cfg.clientId)
      .setSubject(profile.userId)
      .setIssuedAt(Math.floor(nowMs / 1000))
      .setExpirationTime(this.expiry(claims, nowMs))
      .sign(this.keys.privateKey);
  }

  /** The cached verdict of a token seen before and not yet expired, or null. */
  cached(token: string): VerifiedAccess | null {
    const key = cacheKey(token);
    const hit = this.verified.get(key);
    // Another token with the same last characters is a miss (it is verified in full).
    if (!hit || hit.token !== token) return null;
    if (hit.access.expiresAtMs <= this.now()) {
      this.verified.delete(key);
      return null;
    }
    return hit.access;
  }

  /** Verifies signature, `typ`, issuer, audience and lifetime; throws TokenRejected. */
  async verifyAccess(token: string): Promise<VerifiedAccess> {
    const hit = this.cached(token);
    if (hit) return hit;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.keys.publicKey, {
        issuer: this.cfg.issuer,
        audience: this.cfg.audience,
        algorithms: [this.keys.alg],
        typ: ACCESS_TYP,
        requiredClaims: ['sub', 'sid', 'iat', 'exp'],
        currentDate: new Date(this.now()),
      }));
    } catch (err) {
      throw new TokenRejected(err instanceof joseErrors.JWTExpired ? 'expired' : 'invalid');
    }
    const act = payload.act as { sub?: unknown } | undefined;
    const actorId = typeof act?.sub === 'string' ? act.sub : null;
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string')
      throw new TokenRejected('invalid');
    const result: VerifiedAccess = {
      userId: actorId ?? payload.sub,
      actingAsUserId: actorId ? payload.sub : null,
      sessionId: payload.sid,
      corporate: payload.corp === true,
      issuedAtMs: (payload.iat ?? 0) * 1000,
      expiresAtMs: (payload.exp ?? 0) * 1000,
    };
    const key = cacheKey(token);
    if (this.verified.size >= CACHE_LIMIT && !this.verified.has(key)) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(key, { token, access: result });
    return result;
  }
}
