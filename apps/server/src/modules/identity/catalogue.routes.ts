import {
  GroupMembersSchema,
  IdParamSchema,
  ListQuerySchema,
  PermissionGroupSchema,
  ReportSchema,
  ResourceSchema,
  UpsertPermissionGroupSchema,
  UpsertReportSchema,
  UpsertResourceSchema,
  UserSummarySchema,
  pageOf,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { needs, signedIn } from '../../platform/http/access';
import { actorOf } from '../../platform/http/request-context';
import type { Identity } from './identity.module';
import { authOf, principalOf } from './request-client';

/** Permission groups, resources and reports (Control panel). */
export function catalogueRoutes(identity: Identity): FastifyPluginAsyncZod {
  const groups = identity.permissionGroups;
  const catalogue = identity.resources;
  return async (app) => {
    app.get(
      '/authorization/permission-groups',
      {
        config: needs('Display_Permission_Groups_Tab'),
        schema: {
          tags: ['authorization'],
          summary: 'Permission groups',
          querystring: ListQuerySchema,
          response: { 200: pageOf(PermissionGroupSchema) },
        },
      },
      async (request) => groups.listGroups(request.query),
    );
    app.post(
      '/authorization/permission-groups',
      {
        config: needs('Allow_Permission_Manage'),
        schema: {
          tags: ['authorization'],
          summary: 'Create a permission group',
          body: UpsertPermissionGroupSchema,
          response: { 201: PermissionGroupSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await groups.saveGroup(null, request.body, authOf(request), actorOf(request))),
    );
    app.put(
      '/authorization/permission-groups/:id',
      {
        config: needs('Allow_Permission_Manage'),
        schema: {
          tags: ['authorization'],
          summary: 'Replace a permission group',
          params: IdParamSchema,
          body: UpsertPermissionGroupSchema,
          response: { 200: PermissionGroupSchema },
        },
      },
      async (request) => groups.saveGroup(request.params.id, request.body, authOf(request), actorOf(request)),
    );
    app.delete(
      '/authorization/permission-groups/:id',
      {
        config: needs('Allow_Permission_Manage'),
        schema: { tags: ['authorization'], summary: 'Delete a permission group', params: IdParamSchema },
      },
      async (request, reply) => {
        await groups.deleteGroup(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
    app.get(
      '/authorization/permission-groups/:id/users',
      {
        config: needs('Display_Permission_Groups_Tab'),
        schema: {
          tags: ['authorization'],
          summary: 'Members of a permission group',
          params: IdParamSchema,
          querystring: ListQuerySchema,
          response: { 200: pageOf(UserSummarySchema) },
        },
      },
      async (request) => groups.groupMembers(request.params.id, request.query),
    );
    app.put(
      '/authorization/permission-groups/:id/users',
      {
        config: needs('Allow_Permission_Manage'),
        schema: {
          tags: ['authorization'],
          summary: 'Replace the members of a permission group',
          params: IdParamSchema,
          body: GroupMembersSchema,
          response: { 200: PermissionGroupSchema },
        },
      },
      async (request) =>
        groups.setGroupMembers(request.params.id, request.body.userIds, authOf(request), actorOf(request)),
    );

    app.get(
      '/authorization/resources',
      {
        config: needs('Display_Resources_Tab'),
        schema: {
          tags: ['authorization'],
          summary: 'Protected resources',
          querystring: ListQuerySchema,
          response: { 200: pageOf(ResourceSchema) },
        },
      },
      async (request) => catalogue.listResources(request.query),
    );
    app.post(
      '/authorization/resources',
      {
        config: needs('Allow_Resource_Manage'),
        schema: {
          tags: ['authorization'],
          summary: 'Add a resource',
          body: UpsertResourceSchema,
          response: { 201: ResourceSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await catalogue.saveResource(null, request.body, actorOf(request))),
    );
    app.put(
      '/authorization/resources/:id',
      {
        config: needs('Allow_Resource_Manage'),
        schema: {
          tags: ['authorization'],
          summary: 'Change a resource',
          params: IdParamSchema,
          body: UpsertResourceSchema,
          response: { 200: ResourceSchema },
        },
      },
      async (request) => catalogue.saveResource(request.params.id, request.body, actorOf(request)),
    );
    app.delete(
      '/authorization/resources/:id',
      {
        config: needs('Allow_Resource_Manage'),
        schema: { tags: ['authorization'], summary: 'Remove a resource', params: IdParamSchema },
      },
      async (request, reply) => {
        await catalogue.deleteResource(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      '/authorization/reports',
      {
        config: needs('Display_Manage_Reports_Tab'),
        schema: {
          tags: ['authorization'],
          summary: 'Reports (manage)',
          querystring: ListQuerySchema,
          response: { 200: pageOf(ReportSchema) },
        },
      },
      async (request) => catalogue.listReports(request.query),
    );
    app.get(
      '/authorization/my-reports',
      {
        config: signedIn(),
        schema: {
          tags: ['authorization'],
          summary: 'Active reports the signed-in user holds the permission of',
          querystring: ListQuerySchema,
          response: { 200: pageOf(ReportSchema) },
        },
      },
      async (request) => catalogue.listReports(request.query, principalOf(request)),
    );
    app.post(
      '/authorization/reports',
      {
        config: needs('Allow_Report_Manage'),
        schema: {
          tags: ['authorization'],
          summary: 'Add a report',
          body: UpsertReportSchema,
          response: { 201: ReportSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await catalogue.saveReport(null, request.body, actorOf(request))),
    );
    app.put(
      '/authorization/reports/:id',
      {
        config: needs('Allow_Report_Manage'),
        schema: {
          tags: ['authorization'],
          summary: 'Change a report',
          params: IdParamSchema,
          body: UpsertReportSchema,
          response: { 200: ReportSchema },
        },
      },
      async (request) => catalogue.saveReport(request.params.id, request.body, actorOf(request)),
    );
  };
}
