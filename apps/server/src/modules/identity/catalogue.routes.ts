import { IDENTITY_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import { route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import type { Identity } from './identity.module';
import { authOf } from './request-client';

/** Permission groups, resources and reports (Control panel). */
export function catalogueRoutes(identity: Identity): FastifyPluginAsyncZod {
  const groups = identity.permissionGroups;
  const catalogue = identity.resources;
  return async (app) => {
    route(app, IDENTITY_ENDPOINTS.groups, async (request) => groups.listGroups(request.query), {
      tags: ['authorization'],
    });
    route(
      app,
      IDENTITY_ENDPOINTS.createGroup,
      async (request, reply) =>
        reply.status(201).send(await groups.saveGroup(null, request.body, authOf(request), actorOf(request))),
      { tags: ['authorization'] },
    );
    route(
      app,
      IDENTITY_ENDPOINTS.saveGroup,
      async (request) => groups.saveGroup(request.params.id, request.body, authOf(request), actorOf(request)),
      { tags: ['authorization'] },
    );
    route(
      app,
      IDENTITY_ENDPOINTS.deleteGroup,
      async (request, reply) => {
        await groups.deleteGroup(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
      { tags: ['authorization'] },
    );
    route(
      app,
      IDENTITY_ENDPOINTS.groupMembers,
      async (request) => groups.groupMembers(request.params.id, request.query),
      { tags: ['authorization'] },
    );
    route(
      app,
      IDENTITY_ENDPOINTS.setGroupMembers,
      async (request) =>
        groups.setGroupMembers(request.params.id, request.body.userIds, authOf(request), actorOf(request)),
      { tags: ['authorization'] },
    );

    route(app, IDENTITY_ENDPOINTS.resources, async (request) => catalogue.listResources(request.query), {
      tags: ['authorization'],
    });
    route(
      app,
      IDENTITY_ENDPOINTS.createResource,
      async (request, reply) =>
        reply.status(201).send(await catalogue.saveResource(null, request.body, actorOf(request))),
      { tags: ['authorization'] },
    );
    route(
      app,
      IDENTITY_ENDPOINTS.saveResource,
      async (request) => catalogue.saveResource(request.params.id, request.body, actorOf(request)),
      { tags: ['authorization'] },
    );
    route(
      app,
      IDENTITY_ENDPOINTS.deleteResource,
      async (request, reply) => {
        await catalogue.deleteResource(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
      { tags: ['authorization'] },
    );

    route(app, IDENTITY_ENDPOINTS.reports, async (request) => catalogue.listReports(request.query), {
      tags: ['authorization'],
    });
    route(
      app,
      IDENTITY_ENDPOINTS.myReports,
      async (request) => catalogue.listReports(request.query, callerOf(request)),
      { tags: ['authorization'] },
    );
    route(
      app,
      IDENTITY_ENDPOINTS.createReport,
      async (request, reply) =>
        reply.status(201).send(await catalogue.saveReport(null, request.body, actorOf(request))),
      { tags: ['authorization'] },
    );
    route(
      app,
      IDENTITY_ENDPOINTS.saveReport,
      async (request) => catalogue.saveReport(request.params.id, request.body, actorOf(request)),
      { tags: ['authorization'] },
    );
  };
}
