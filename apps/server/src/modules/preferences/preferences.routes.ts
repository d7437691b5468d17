import { PREFERENCE_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { command, route } from '../../platform/http/route';
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
    command(app, db, on.createSavedView, (tx, caller, request) => service.create(tx, caller, request.body), {
      tags,
    });
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
