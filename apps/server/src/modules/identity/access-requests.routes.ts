import { IDENTITY_ENDPOINTS, ACCESS_REQUEST_DECISIONS } from '@dom/contract';
import type { AccessRequestAction } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { callerOf } from '../../platform/caller';
import { command, route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import type { Identity } from './identity.module';
import { authOf } from './request-client';

/** Access requests (auth-management) and act-as-me delegations. */
export function accessRequestsRoutes(identity: Identity): FastifyPluginAsyncZod {
  return async (app) => {
    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.requestAccess,
      (tx, caller, request) => identity.accessRequests.create(tx, caller, request.body),
      { tags: ['authorization'] },
    );

    route(
      app,
      IDENTITY_ENDPOINTS.accessRequests,
      async (request) => identity.accessRequests.list(request.query, callerOf(request)),
      { tags: ['authorization'] },
    );

    // Each move of the access-request transition table has its own endpoint and permission.
    for (const [action, endpoint] of Object.entries(ACCESS_REQUEST_DECISIONS) as [
      AccessRequestAction,
      (typeof ACCESS_REQUEST_DECISIONS)[AccessRequestAction],
    ][]) {
      command(
        app,
        identity.db,
        endpoint,
        (tx, caller, request) =>
          identity.accessRequests.decide(tx, caller, request.params.id, action, request.body),
        { tags: ['authorization'] },
      );
    }

    route(
      app,
      IDENTITY_ENDPOINTS.delegations,
      async (request) => identity.actAs.delegations(authOf(request)),
      { tags: ['authorization'] },
    );
    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.addDelegation,
      (tx, _caller, request) =>
        identity.actAs.addDelegation(tx, request.body.delegateUserId, authOf(request), actorOf(request)),
      { tags: ['authorization'] },
    );
    command(
      app,
      identity.db,
      IDENTITY_ENDPOINTS.removeDelegation,
      (tx, _caller, request) =>
        identity.actAs.removeDelegation(tx, request.params.id, authOf(request), actorOf(request)),
      { tags: ['authorization'] },
    );
  };
}
