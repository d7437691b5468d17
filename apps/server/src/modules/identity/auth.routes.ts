import {
  ActAsCandidatesQuerySchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageSchema,
  RespondToChallengeSchema,
  SsoAuthorizeQuerySchema,
  SsoSettingsSchema,
  TokenRequestSchema,
  TokenSetSchema,
  UserAttributesSchema,
  UserRefSchema,
  pageOf,
  IDENTITY_ENDPOINTS,
} from '@dom/contract';
import { landingRouteFor } from '@dom/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRoute, signedIn } from '../../platform/http/access';
import { route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import type { Identity } from './identity.module';
import { authOf, clientOf } from './request-client';
import { auditSignIn } from './sign-in-audit';
import { displayNameOf, isSsoLoginName } from './user-display';

const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');

/** Sign-in, the token endpoint, single sign-on, the session and act-as. */
export function authRoutes(identity: Identity): FastifyPluginAsyncZod {
  const providerName = identity.config.auth.ssoProviderName;
  return async (app) => {
    // The token endpoint takes a form body (doc 1 §7), as OAuth 2 does.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
        );
      },
    );

    app.post(
      '/auth/login',
      {
        config: publicRoute('signing in'),
        schema: {
          tags: ['identity'],
          summary: 'Sign in with username and password (loginType: USERNAME, EMPLOYEE or CORPORATE_ID)',
          body: LoginRequestSchema,
          response: { 200: LoginResponseSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return identity.logins.passwordLogin(request.body, clientOf(request));
      },
    );

    app.post(
      '/auth/respond-to-challenge',
      {
        config: publicRoute('the new-password challenge of a first sign-in'),
        schema: {
          tags: ['identity'],
          summary: "Answer 'Password Reset Required' with a new password",
          body: RespondToChallengeSchema,
          response: { 200: TokenSetSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return identity.logins.respondToNewPassword(request.body, clientOf(request));
      },
    );

    app.post(
      '/oauth2/token',
      {
        config: publicRoute('the token endpoint authenticates by grant'),
        schema: {
          tags: ['identity'],
          summary: 'Token endpoint (form body): client_credentials, authorization_code, refresh_token',
          body: TokenRequestSchema,
          response: { 200: TokenSetSchema },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return identity.tokenEndpoint.grant(request.body, request.headers.authorization, clientOf(request));
      },
    );

    app.get(
      '/auth/sso',
      {
        config: publicRoute('the sign-in page shows the single-sign-on link'),
        schema: {
          tags: ['identity'],
          summary: 'Single-sign-on settings',
          response: { 200: SsoSettingsSchema },
        },
      },
      async () => identity.sso.settings(),
    );

    app.get(
      '/auth/sso/authorize',
      {
        config: publicRoute('the single-sign-on link starts here'),
        schema: {
          tags: ['identity'],
          summary: 'Redirect to the corporate identity provider (PKCE, state, nonce)',
          querystring: SsoAuthorizeQuerySchema,
        },
      },
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        const url = await identity.sso.authorize(request.query, origin);
        return noStore(reply).redirect(url, 302);
      },
    );

    app.get(
      '/auth/user',
      {
        config: signedIn(),
        schema: {
          tags: ['identity'],
          summary: "The signed-in user's attributes",
          response: { 200: UserAttributesSchema },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const u = auth.effective;
        const acting = u.id !== auth.actor.id;
        return {
          id: u.id,
          username: u.username,
          displayName: displayNameOf(u, providerName),
          email: u.email,
          phone: u.phone,
          roles: [...u.roles],
          teamRole: u.teamRole,
          businessUnits: [...u.businessUnits],
          sellerId: u.sellerId,
          corporate: auth.corporate,
          landingRoute: landingRouteFor(u.roles, { corporate: auth.corporate }),
          isPivotUser: isSsoLoginName(u.username, providerName),
          actor: acting
            ? {
                id: auth.actor.id,
                username: auth.actor.username,
                displayName: displayNameOf(auth.actor, providerName),
              }
            : null,
        };
      },
    );

    app.post(
      '/auth/logout',
      {
        config: signedIn(),
        schema: { tags: ['identity'], summary: 'End this session', response: { 200: MessageSchema } },
      },
      async (request) => {
        const auth = authOf(request);
        await identity.sessions.revoke(auth.sessionId, auth.actor.id, 'SIGNED_OUT');
        await auditSignIn(identity.db, {
          action: 'SIGNED_OUT',
          userId: auth.actor.id,
          method: 'LOGOUT',
          client: clientOf(request),
        });
        return { message: 'Signed out.' };
      },
    );

    app.post(
      '/auth/global-sign-out',
      {
        config: signedIn(),
        schema: {
          tags: ['identity'],
          summary: 'End every session of the signed-in user',
          response: { 200: MessageSchema },
        },
      },
      async (request) => {
        const auth = authOf(request);
        await identity.sessions.endAll(auth.actor.id, 'GLOBAL_SIGN_OUT');
        await auditSignIn(identity.db, {
          action: 'GLOBAL_SIGN_OUT',
          userId: auth.actor.id,
          method: 'LOGOUT',
          client: clientOf(request),
        });
        return { message: 'Signed out everywhere.' };
      },
    );

    app.get(
      '/auth/act-as/candidates',
      {
        config: signedIn(),
        schema: {
          tags: ['identity'],
          summary: 'Users the signed-in user may act as',
          querystring: ActAsCandidatesQuerySchema,
          response: { 200: pageOf(UserRefSchema) },
        },
      },
      async (request) => identity.actAs.candidates(request.query, authOf(request)),
    );

    route(
      app,
      IDENTITY_ENDPOINTS.actAs,
      async (request, reply) => {
        noStore(reply);
        return identity.actAs.start(request.body.userId, authOf(request), actorOf(request));
      },
      { tags: ['identity'] },
    );

    app.post(
      '/auth/act-as/stop',
      {
        config: signedIn(),
        schema: { tags: ['identity'], summary: 'Switch back to yourself', response: { 200: TokenSetSchema } },
      },
      async (request, reply) => {
        noStore(reply);
        return identity.actAs.stop(authOf(request), actorOf(request));
      },
    );
  };
}
