import { ORDER_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { permissionsOf } from '../../platform/http/access';
import { command, route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import { createJobWork, deleteJobWork, listJobWorks, moveJobWork } from './order-job-work.service';

const tags = ['orders'];

/** Job work on order lines (our design; the spec names the tab, not the calls). */
export function orderJobWorkRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const on = ORDER_ENDPOINTS;
    route(
      app,
      on.jobWorks,
      async (request) => listJobWorks(db, scopeOf(request), permissionsOf(request), request.params.key),
      { tags },
    );
    command(
      app,
      db,
      on.createJobWork,
      (tx, _caller, request) =>
        createJobWork(
          tx,
          scopeOf(request),
          permissionsOf(request),
          request.params.key,
          request.body,
          actorOf(request),
        ),
      { tags },
    );
    for (const [endpoint, action] of [
      [on.startJobWork, 'start'],
      [on.completeJobWork, 'complete'],
    ] as const) {
      command(
        app,
        db,
        endpoint,
        (tx, _caller, request) =>
          moveJobWork(
            tx,
            scopeOf(request),
            permissionsOf(request),
            request.params.id,
            action,
            actorOf(request),
          ),
        { tags },
      );
    }
    command(
      app,
      db,
      on.deleteJobWork,
      (tx, _caller, request) => deleteJobWork(tx, scopeOf(request), request.params.id, actorOf(request)),
      { tags },
    );
  };
}
