import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database, Db } from '../../platform/db/database';
import { ensureSetting, randomSecret } from '../../platform/settings';
import { OidcSsoProvider } from '../../integrations/sso/oidc-sso-provider';
import type { SsoProvider } from '../../integrations/sso/sso-provider';
import { seedScreenResources, syncSystemRoles } from './access-catalogue';
import { AccessRequestsService } from './access-requests.service';
import { accessRequestsRoutes } from './access-requests.routes';
import type { IdentityPorts } from './access-request-ports';
import { ActAsService } from './act-as.service';
import { authRoutes } from './auth.routes';
import { Authenticator } from './authenticator';
import { authorizationRoutes } from './authorization.routes';
import { AuthorizationService } from './authorization.service';
import { catalogueRoutes } from './catalogue.routes';
import { LoginService, type PasswordCheck } from './login.service';
import { LoginTickets } from './login-tickets';
import { loginRoutes } from './login.routes';
import { OtpService } from './otp.service';
import { PasswordResetService } from './password-reset.service';
import { PermissionGroupsService } from './permission-groups.service';
import { ResourcesReportsService } from './resources-reports.service';
import { SessionService } from './sessions.service';
import { SignInThrottle } from './sign-in-throttle';
import { type SigningKeys, signingKeysFor } from './signing-keys';
import { SsoService } from './sso.service';
import { TokenEndpointService } from './token-endpoint.service';
import { TokenService } from './token-service';
import { UserStateStore } from './user-state';
import { UserRolesService } from './user-roles.service';
import { UsersAdminService } from './users-admin.service';
import { usersAdminRoutes } from './users-admin.routes';

/** Identity and access, made once per process. */
export interface Identity {
  config: Config;
  db: Db;
  keys: SigningKeys;
  tokens: TokenService;
  states: UserStateStore;
  sessions: SessionService;
  authenticator: Authenticator;
  throttle: SignInThrottle;
  logins: LoginService;
  otp: OtpService;
  passwordReset: PasswordResetService;
  sso: SsoService;
  tokenEndpoint: TokenEndpointService;
  authorization: AuthorizationService;
  usersAdmin: UsersAdminService;
  userRoles: UserRolesService;
  permissionGroups: PermissionGroupsService;
  resources: ResourcesReportsService;
  accessRequests: AccessRequestsService;
  actAs: ActAsService;
}

// Long enough to keep the database off the hot path, short enough that another server's change
// (deactivation, sign-out, role edit) reaches this one within seconds.
const USER_STATE_TTL_MS = 5_000;

export interface IdentityOptions {
  /** Replaces the OpenID Connect adapter (tests); null turns single sign-on off. */
  ssoProvider?: SsoProvider | null;
  now?: () => number;
  /** Replaces the password check (tests count the checks a burst of sign-ins gets). */
  verifyPassword?: PasswordCheck;
}

export async function createIdentity(
  config: Config,
  database: Database,
  opts: IdentityOptions = {},
): Promise<Identity> {
  const db = database.db;
  await syncSystemRoles(db);
  await seedScreenResources(db);
  const now = opts.now ?? Date.now;
  const keys = await signingKeysFor(db, config.auth.signingKey);
  const otpSecret = await ensureSetting(db, 'otp_hmac_secret', randomSecret);
  const tokens = new TokenService(keys, config.auth, now);
  const states = new UserStateStore(db, {
    ttlMs: USER_STATE_TTL_MS,
    // A revoked session's access tokens live at most this long.
    revokedWindowMs: (config.auth.accessTokenSeconds + 60) * 1000,
    now,
  });
  const sessions = new SessionService(db, tokens, states, config.auth, now);
  const throttle = new SignInThrottle(db, now);
  const tickets = new LoginTickets(db, now);
  const logins = new LoginService(db, sessions, throttle, tickets, states, opts.verifyPassword);
  const provider =
    opts.ssoProvider !== undefined ? opts.ssoProvider : config.sso ? new OidcSsoProvider(config.sso) : null;
  const sso = new SsoService(db, config, provider, sessions, now);
  const otp = new OtpService(db, { tickets, throttle, hmacSecret: otpSecret, demo: config.demo, now });
  return {
    config,
    db,
    keys,
    tokens,
    states,
    sessions,
    authenticator: new Authenticator(tokens, states),
    throttle,
    logins,
    otp,
    passwordReset: new PasswordResetService(db, otp, logins, sessions),
    sso,
    tokenEndpoint: new TokenEndpointService(db, config.auth, sessions, tickets, sso),
    authorization: new AuthorizationService(db, states),
    usersAdmin: new UsersAdminService(db, states, sessions),
    userRoles: new UserRolesService(db, states),
    permissionGroups: new PermissionGroupsService(db, states),
    resources: new ResourcesReportsService(db),
    accessRequests: new AccessRequestsService(db, states),
    actAs: new ActAsService(db, sessions, states, config.auth.ssoProviderName),
  };
}

/** In the /api scope: the bearer-token hook (sets `request.principal`) and every identity route. */
export function identityApi(identity: Identity, ports?: IdentityPorts): FastifyPluginAsyncZod {
  // Access requests are decided on the approvals engine (identity's port to it).
  if (ports) identity.accessRequests.connect(ports.approvals);
  return async (api) => {
    await api.register(authRoutes(identity));
    await api.register(loginRoutes(identity));
    await api.register(authorizationRoutes(identity));
    await api.register(usersAdminRoutes(identity));
    await api.register(catalogueRoutes(identity));
    await api.register(accessRequestsRoutes(identity));
  };
}

export function installAuthentication(api: FastifyInstance, identity: Identity): void {
  identity.authenticator.install(api, identity.db);
}

/** What the platform's access guard adds to a 401: the bearer challenge (invalid token or none). */
export function authenticationChallenge(
  identity: Identity,
): (request: FastifyRequest, reply: FastifyReply) => void {
  return (request, reply) => identity.authenticator.challenge(request, reply);
}

/** The public key set, outside /api, where token consumers look for it. */
export function jwksRoute(app: FastifyInstance, identity: Identity): void {
  app.get('/.well-known/jwks.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(identity.keys.jwks),
  );
}
