import {
  ActivationSchema,
  AssignRolesSchema,
  CreateUserSchema,
  CreatedUserSchema,
  IdParamSchema,
  ListQuerySchema,
  ReassignManagerSchema,
  UserListQuerySchema,
  UserRolesSchema,
  UserSummarySchema,
  pageOf,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { needs } from '../../platform/http/access';
import { actorOf } from '../../platform/http/request-context';
import type { Identity } from './identity.module';
import { authOf } from './request-client';

/** The HR portal and the roles dashboard's reportees. */
export function usersAdminRoutes(identity: Identity): FastifyPluginAsyncZod {
  const users = identity.usersAdmin;
  return async (app) => {
    app.get(
      '/authorization/users',
      {
        config: needs('Display_Hr_Portal'),
        schema: {
          tags: ['users'],
          summary: 'Users',
          querystring: UserListQuerySchema,
          response: { 200: pageOf(UserSummarySchema) },
        },
      },
      async (request) => users.list(request.query),
    );

    app.post(
      '/authorization/users',
      {
        config: needs('Allow_User_Create'),
        schema: {
          tags: ['users'],
          summary: 'Create a user with a temporary password (changed at first sign-in)',
          body: CreateUserSchema,
          response: { 201: CreatedUserSchema },
        },
      },
      async (request, reply) => {
        const created = await users.create(request.body, authOf(request), actorOf(request));
        return reply.status(201).header('cache-control', 'no-store').send(created);
      },
    );

    app.get(
      '/authorization/users/:id',
      {
        config: needs('Display_Hr_Portal'),
        schema: {
          tags: ['users'],
          summary: 'A user',
          params: IdParamSchema,
          response: { 200: UserSummarySchema },
        },
      },
      async (request) => users.get(request.params.id),
    );

    app.post(
      '/authorization/users/:id/activation',
      {
        config: needs('Allow_User_Activation'),
        schema: {
          tags: ['users'],
          summary: 'Activate or deactivate a user (deactivation ends their sessions)',
          params: IdParamSchema,
          body: ActivationSchema,
          response: { 200: UserSummarySchema },
        },
      },
      async (request) =>
        users.setActive(request.params.id, request.body.isActive, authOf(request), actorOf(request)),
    );

    app.put(
      '/authorization/users/:id/manager',
      {
        config: needs('Allow_Manager_Reassign'),
        schema: {
          tags: ['users'],
          summary: 'Reassign the manager',
          params: IdParamSchema,
          body: ReassignManagerSchema,
          response: { 200: UserSummarySchema },
        },
      },
      async (request) =>
        users.reassignManager(request.params.id, request.body.managerId, authOf(request), actorOf(request)),
    );

    app.get(
      '/authorization/users/:id/roles',
      {
        config: needs('Display_Hr_Portal'),
        schema: {
          tags: ['users'],
          summary: "A user's roles with isAdmin flags",
          params: IdParamSchema,
          response: { 200: UserRolesSchema },
        },
      },
      async (request) => identity.userRoles.roles(request.params.id),
    );

    app.put(
      '/authorization/users/:id/roles',
      {
        config: needs('Allow_Role_Delegation'),
        schema: {
          tags: ['users'],
          summary: 'Assign roles (with isAdmin flags) and the manager',
          params: IdParamSchema,
          body: AssignRolesSchema,
          response: { 200: UserRolesSchema },
        },
      },
      async (request) =>
        identity.userRoles.assignRoles(request.params.id, request.body, authOf(request), actorOf(request)),
    );

    app.get(
      '/authorization/users/:id/reportees',
      {
        config: needs('Display_Roles_Dashboard_Tab'),
        schema: {
          tags: ['users'],
          summary: 'Users reporting to a manager',
          params: IdParamSchema,
          querystring: ListQuerySchema,
          response: { 200: pageOf(UserSummarySchema) },
        },
      },
      async (request) => users.reportees(request.params.id, request.query),
    );
  };
}
