import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';
import { at } from '../../platform/db/columns';

/** Per-user session marker: access and refresh tokens issued before `sessionsValidAfter` are dead. */
export const userSecurity = pgTable('user_security', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionsValidAfter: at('sessions_valid_after').notNull().defaultNow(),
  passwordChangedAt: at('password_changed_at'),
});

/** One sign-in: the family of its refresh tokens, its absolute end, and whom it acts as. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actingAsUserId: uuid('acting_as_user_id').references(() => users.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    corporate: boolean('corporate').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId, t.revokedAt)],
);

/** Opaque refresh tokens, stored as SHA-256 only; a rotated token presented again revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    issuedAt: at('issued_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** One-time codes sent by SMS (sign-in and password reset). Only an HMAC of the code is kept. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sends: integer('sends').notNull().default(1),
    lastSentAt: at('last_sent_at').notNull().defaultNow(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('otp_challenges_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * Short-lived one-time credentials handed to the web between two steps of a sign-in: after a valid
 * OTP (redeemed with the client-credentials grant) and for the new-password challenge.
 */
export const loginTickets = pgTable('login_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  secretHash: text('secret_hash').notNull(),
  method: text('method').notNull(),
  corporate: boolean('corporate').notNull().default(false),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Failed sign-in counters per account name and per client address, with the lock they earn. */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: at('last_failure_at'),
  lockedUntil: at('locked_until'),
});

/** The PKCE verifier and nonce of a single-sign-on round trip, keyed by its state, used once. */
export const ssoStates = pgTable(
  'sso_states',
  {
    state: text('state').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sso_states_expires_idx').on(t.expiresAt)],
);
