import { IDENTITY_ENDPOINTS as E } from '@dom/contract';
import { landingRouteFor } from '@dom/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import type { Identity } from './identity.module';
import { authOf, clientOf } from './request-client';
import { auditSignIn } from './sign-in-audit';
import { displayNameOf, isSsoLoginName } from './user-display';

const tags = ['identity'];

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

    route(
      app,
      E.login,
      async (request, reply) => {
        noStore(reply);
        return identity.logins.passwordLogin(request.body, clientOf(request));
      },
      { tags },
    );

    route(
      app,
      E.respondToChallenge,
      async (request, reply) => {
        noStore(reply);
        return identity.logins.respondToNewPassword(request.body, clientOf(request));
      },
      { tags },
    );

    route(
      app,
      E.token,
      async (request, reply) => {
        noStore(reply);
        return identity.tokenEndpoint.grant(request.body, request.headers.authorization, clientOf(request));
      },
      { tags },
    );

    route(app, E.ssoSettings, async () => identity.sso.settings(), { tags });

    // Answers a redirect, not JSON: the handler sends the reply itself.
    route(
      app,
      E.ssoAuthorize,
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        const url = await identity.sso.authorize(request.query, origin);
        return noStore(reply).redirect(url, 302);
      },
      { tags },
    );

    route(
      app,
      E.sessionUser,
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
      { tags },
    );

    route(
      app,
      E.logout,
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
      { tags },
    );

    route(
      app,
      E.globalSignOut,
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
      { tags },
    );

    route(
      app,
      E.actAsCandidates,
      async (request) => identity.actAs.candidates(request.query, authOf(request)),
      {
        tags,
      },
    );

    route(
      app,
      E.actAs,
      async (request, reply) => {
        noStore(reply);
        return identity.actAs.start(request.body.userId, authOf(request), actorOf(request));
      },
      { tags },
    );

    route(
      app,
      E.stopActingAs,
      async (request, reply) => {
        noStore(reply);
        return identity.actAs.stop(authOf(request), actorOf(request));
      },
      { tags },
    );
  };
}
