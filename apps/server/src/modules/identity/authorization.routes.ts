import {
  IdParamSchema,
  MessageSchema,
  PermissionsQuerySchema,
  PutRoleGrantsSchema,
  RoleGrantsSchema,
  RoleListQuerySchema,
  RoleNameParamSchema,
  RoleSchema,
  RolePermissionsSchema,
  RolesParamSchema,
  UpdatePasswordSchema,
  UpsertRoleSchema,
  UserDisplayOptionsSchema,
  UserRolesPermissionsSchema,
  pageOf,
  IDENTITY_ENDPOINTS,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { needs, signedIn } from '../../platform/http/access';
import { route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import type { Identity } from './identity.module';
import { permissionCatalogue } from './permission-catalogue';
import { authOf, clientOf, principalOf } from './request-client';

/** Doc 1 §7's authorization calls, and the roles and permissions screens. */
export function authorizationRoutes(identity: Identity): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/authorization/userDisplayOptions/:roles',
      {
        config: signedIn(),
        schema: {
          tags: ['authorization'],
          summary: 'Display permissions (menus, tabs) of roles, and the landing screen',
          params: RolesParamSchema,
          response: { 200: UserDisplayOptionsSchema },
        },
      },
      async (request) =>
        identity.authorization.displayOptions(request.params.roles, principalOf(request), authOf(request)),
    );

    app.get(
      '/authorization/permissions/:roles',
      {
        config: signedIn(),
        schema: {
          tags: ['authorization'],
          summary: 'Permissions of roles, optionally scoped to a business unit',
          params: RolesParamSchema,
          querystring: PermissionsQuerySchema,
          response: { 200: RolePermissionsSchema },
        },
      },
      async (request) =>
        identity.authorization.permissionsOfRoles(
          request.params.roles,
          request.query.businessUnit,
          principalOf(request),
          authOf(request),
        ),
    );

    app.get(
      '/authorization/users/:id/user-roles-permissions',
      {
        config: signedIn(),
        schema: {
          tags: ['authorization'],
          summary: "A user's roles and permissions (your own, or anyone's with the roles dashboard)",
          params: IdParamSchema,
          response: { 200: UserRolesPermissionsSchema },
        },
      },
      async (request) =>
        identity.authorization.userRolesPermissions(request.params.id, principalOf(request), authOf(request)),
    );

    app.post(
      '/authorization/users/update-password-v1',
      {
        config: signedIn(),
        schema: {
          tags: ['authorization'],
          summary: 'Change your password; your other sessions end',
          body: UpdatePasswordSchema,
          response: { 200: MessageSchema },
        },
      },
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
    );

    app.get(
      '/authorization/roles',
      {
        config: needs('Display_Roles_Dashboard_Tab'),
        schema: {
          tags: ['authorization'],
          summary: 'Roles',
          querystring: RoleListQuerySchema,
          response: { 200: pageOf(RoleSchema) },
        },
      },
      async (request) => identity.authorization.listRoles(request.query),
    );

    app.put(
      '/authorization/roles/:name',
      {
        config: needs('Allow_Role_Upsert'),
        schema: {
          tags: ['authorization'],
          summary: 'Create or rename a role',
          params: RoleNameParamSchema,
          body: UpsertRoleSchema,
          response: { 200: RoleSchema },
        },
      },
      async (request) =>
        identity.authorization.upsertRole(request.params.name, request.body, actorOf(request)),
    );

    app.get(
      '/authorization/roles/:name/permissions',
      {
        config: needs('Display_Permissions_Tab'),
        schema: {
          tags: ['authorization'],
          summary: "A role's grants",
          params: RoleNameParamSchema,
          response: { 200: RoleGrantsSchema },
        },
      },
      async (request) => identity.authorization.roleGrants(request.params.name),
    );

    app.put(
      '/authorization/roles/:name/permissions',
      {
        config: needs('Allow_Permission_Manage'),
        schema: {
          tags: ['authorization'],
          summary: "Replace a role's grants",
          params: RoleNameParamSchema,
          body: PutRoleGrantsSchema,
          response: { 200: RoleGrantsSchema },
        },
      },
      async (request) =>
        identity.authorization.putRoleGrants(
          request.params.name,
          request.body.permissions,
          authOf(request),
          actorOf(request),
        ),
    );

    route(
      app,
      IDENTITY_ENDPOINTS.permissionCatalogue,
      async (request) => permissionCatalogue(identity.db, request.query),
      { tags: ['authorization'] },
    );
  };
}
