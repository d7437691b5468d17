import { IDENTITY_ENDPOINTS as E } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import { command, route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import type { Identity } from './identity.module';
import { permissionCatalogue } from './permission-catalogue';
import { authOf, clientOf } from './request-client';

const tags = ['authorization'];

/** Doc 1 §7's authorization calls, and the roles and permissions screens. */
export function authorizationRoutes(identity: Identity): FastifyPluginAsyncZod {
  const authorization = identity.authorization;
  return async (app) => {
    route(
      app,
      E.displayOptions,
      async (request) =>
        authorization.displayOptions(request.params.roles, callerOf(request), authOf(request)),
      { tags },
    );

    route(
      app,
      E.rolePermissions,
      async (request) =>
        authorization.permissionsOfRoles(
          request.params.roles,
          request.query.businessUnit,
          callerOf(request),
          authOf(request),
        ),
      { tags },
    );

    route(
      app,
      E.userRolesPermissions,
      async (request) =>
        authorization.userRolesPermissions(request.params.id, callerOf(request), authOf(request)),
      { tags },
    );

    route(
      app,
      E.updatePassword,
      async (request) => {
        const auth = authOf(request);
        await identity.logins.changePassword(
          auth.actor.id,
          auth.sessionId,
          request.body.oldPassword,
          request.body.newPassword,
          clientOf(request),
        );
        return { message: 'Your password has been changed.' };
      },
      { tags },
    );

    route(app, E.roles, async (request) => authorization.listRoles(request.query), { tags });

    command(
      app,
      identity.db,
      E.upsertRole,
      (tx, _caller, request) =>
        authorization.upsertRole(tx, request.params.name, request.body, actorOf(request)),
      { tags },
    );

    route(app, E.roleGrants, async (request) => authorization.roleGrants(request.params.name), { tags });

    command(
      app,
      identity.db,
      E.putRoleGrants,
      (tx, _caller, request) =>
        authorization.putRoleGrants(
          tx,
          request.params.name,
          request.body.permissions,
          authOf(request),
          actorOf(request),
        ),
      { tags },
    );

    route(app, E.permissionCatalogue, async (request) => permissionCatalogue(identity.db, request.query), {
      tags,
    });
  };
}
