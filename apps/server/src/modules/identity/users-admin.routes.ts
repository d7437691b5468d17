import { IDENTITY_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { command, route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import type { Identity } from './identity.module';
import { authOf } from './request-client';

/** The HR portal and the roles dashboard's reportees. */
export function usersAdminRoutes(identity: Identity): FastifyPluginAsyncZod {
  const users = identity.usersAdmin;
  return async (app) => {
    route(app, IDENTITY_ENDPOINTS.users, async (request) => users.list(request.query), { tags: ['users'] });

    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.createUser,
      (tx, _caller, request) => users.create(tx, request.body, authOf(request), actorOf(request)),
      { tags: ['users'], headers: { 'cache-control': 'no-store' } },
    );

    route(app, IDENTITY_ENDPOINTS.user, async (request) => users.get(request.params.id), { tags: ['users'] });

    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.setActivation,
      (tx, _caller, request) =>
        users.setActive(tx, request.params.id, request.body.isActive, authOf(request), actorOf(request)),
      { tags: ['users'] },
    );

    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.reassignManager,
      (tx, _caller, request) =>
        users.reassignManager(
          tx,
          request.params.id,
          request.body.managerId,
          authOf(request),
          actorOf(request),
        ),
      { tags: ['users'] },
    );

    route(app, IDENTITY_ENDPOINTS.userRoles, async (request) => identity.userRoles.roles(request.params.id), {
      tags: ['users'],
    });

    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.assignRoles,
      (tx, _caller, request) =>
        identity.userRoles.assignRoles(
          tx,
          request.params.id,
          request.body,
          authOf(request),
          actorOf(request),
        ),
      { tags: ['users'] },
    );

    route(
      app,
      IDENTITY_ENDPOINTS.reportees,
      async (request) => users.reportees(request.params.id, request.query),
      { tags: ['users'] },
    );
  };
}
