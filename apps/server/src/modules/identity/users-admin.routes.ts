import { IDENTITY_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import type { Identity } from './identity.module';
import { authOf } from './request-client';

/** The HR portal and the roles dashboard's reportees. */
export function usersAdminRoutes(identity: Identity): FastifyPluginAsyncZod {
  const users = identity.usersAdmin;
  return async (app) => {
    route(app, IDENTITY_ENDPOINTS.users, async (request) => users.list(request.query), { tags: ['users'] });

    route(
      app,
      IDENTITY_ENDPOINTS.createUser,
      async (request, reply) => {
        const created = await users.create(request.body, authOf(request), actorOf(request));
        return reply.status(201).header('cache-control', 'no-store').send(created);
      },
      { tags: ['users'] },
    );

    route(app, IDENTITY_ENDPOINTS.user, async (request) => users.get(request.params.id), { tags: ['users'] });

    route(
      app,
      IDENTITY_ENDPOINTS.setActivation,
      async (request) =>
        users.setActive(request.params.id, request.body.isActive, authOf(request), actorOf(request)),
      { tags: ['users'] },
    );

    route(
      app,
      IDENTITY_ENDPOINTS.reassignManager,
      async (request) =>
        users.reassignManager(request.params.id, request.body.managerId, authOf(request), actorOf(request)),
      { tags: ['users'] },
    );

    route(app, IDENTITY_ENDPOINTS.userRoles, async (request) => identity.userRoles.roles(request.params.id), {
      tags: ['users'],
    });

    route(
      app,
      IDENTITY_ENDPOINTS.assignRoles,
      async (request) =>
        identity.userRoles.assignRoles(request.params.id, request.body, authOf(request), actorOf(request)),
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
