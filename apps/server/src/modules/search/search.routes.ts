import { SEARCH_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { callerOf } from '../../platform/caller';
import { route } from '../../platform/http/route';
import { globalSearch } from './global-search.service';
import { homeQueues } from './home-queues.service';

const tags = ['search'];

/** Global search and the home page's work queues (issue 18): any signed-in user, in their scope. */
export function searchRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const on = SEARCH_ENDPOINTS;
    route(app, on.global, async (request) => globalSearch(db, callerOf(request), request.query), { tags });
    route(
      app,
      on.homeQueues,
      async (request) => homeQueues(db, callerOf(request), request.caller?.roles ?? []),
      { tags },
    );
  };
}
