import { PREFERENCE_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { route } from '../../platform/http/route';
import { preferencesService } from './preferences.service';

const tags = ['preferences'];

/** The caller's own preferences (saved views); every row is the caller's. */
export function preferencesRoutes(db: Db): FastifyPluginAsyncZod {
  const service = preferencesService(db);
  return async (app) => {
    const on = PREFERENCE_ENDPOINTS;
    route(app, on.savedViews, async (request) => service.list(callerOf(request), request.query.listId), {
      tags,
    });
    route(
      app,
      on.createSavedView,
      async (request, reply) => {
        const view = await service.create(callerOf(request), request.body);
        return reply.status(201).send(view);
      },
      { tags },
    );
    route(
      app,
      on.deleteSavedView,
      async (request, reply) => {
        await service.remove(callerOf(request), request.params.viewId);
        return reply.status(204).send();
      },
      { tags },
    );
  };
}
