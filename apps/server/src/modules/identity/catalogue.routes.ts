import { IDENTITY_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import { command, route } from '../../platform/http/route';
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
    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.createGroup,
      (tx, _caller, request) => groups.saveGroup(tx, null, request.body, authOf(request), actorOf(request)),
      { tags: ['authorization'] },
    );
    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.saveGroup,
      (tx, _caller, request) =>
        groups.saveGroup(tx, request.params.id, request.body, authOf(request), actorOf(request)),
      { tags: ['authorization'] },
    );
    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.deleteGroup,
      (tx, _caller, request) => groups.deleteGroup(tx, request.params.id, actorOf(request)),
      { tags: ['authorization'] },
    );
    route(
      app,
      IDENTITY_ENDPOINTS.groupMembers,
      async (request) => groups.groupMembers(request.params.id, request.query),
      { tags: ['authorization'] },
    );
    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.setGroupMembers,
      (tx, _caller, request) =>
        groups.setGroupMembers(
          tx,
          request.params.id,
          request.body.userIds,
          authOf(request),
          actorOf(request),
        ),
      { tags: ['authorization'] },
    );

    route(app, IDENTITY_ENDPOINTS.resources, async (request) => catalogue.listResources(request.query), {
      tags: ['authorization'],
    });
    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.createResource,
      (tx, _caller, request) => catalogue.saveResource(tx, null, request.body, actorOf(request)),
      { tags: ['authorization'] },
    );
    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.saveResource,
      (tx, _caller, request) => catalogue.saveResource(tx, request.params.id, request.body, actorOf(request)),
      { tags: ['authorization'] },
    );
    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.deleteResource,
      (tx, _caller, request) => catalogue.deleteResource(tx, request.params.id, actorOf(request)),
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
    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.createReport,
      (tx, _caller, request) => catalogue.saveReport(tx, null, request.body, actorOf(request)),
      { tags: ['authorization'] },
    );
    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.saveReport,
      (tx, _caller, request) => catalogue.saveReport(tx, request.params.id, request.body, actorOf(request)),
      { tags: ['authorization'] },
    );
  };
}
