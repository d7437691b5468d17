import {
  CreateJobWorkSchema,
  JobWorkIdParamSchema,
  JobWorkListSchema,
  JobWorkSchema,
  OrderKeyParamSchema,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { needs, permissionsOf } from '../../platform/http/access';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import { createJobWork, deleteJobWork, listJobWorks, moveJobWork } from './order-job-work.service';

/** Job work on order lines (our design; the spec names the tab, not the calls). */
export function orderJobWorkRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/order/:key/job-works',
      {
        config: needs('Adm_Order_View'),
        schema: {
          tags: ['orders'],
          summary: "The order's job work",
          params: OrderKeyParamSchema,
          response: { 200: JobWorkListSchema },
        },
      },
      async (request) => listJobWorks(db, scopeOf(request), permissionsOf(request), request.params.key),
    );
    app.post(
      '/order/:key/job-works',
      {
        config: needs('Allow_Order_Edit'),
        schema: {
          tags: ['orders'],
          summary: 'Record job work on an order line (as a draft)',
          params: OrderKeyParamSchema,
          body: CreateJobWorkSchema,
          response: { 201: JobWorkSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await createJobWork(
              db,
              scopeOf(request),
              permissionsOf(request),
              request.params.key,
              request.body,
              actorOf(request),
            ),
          ),
    );
    for (const [action, summary] of [
      ['start', 'Start job work (DRAFT → RUNNING)'],
      ['complete', 'Complete job work (RUNNING → COMPLETED)'],
    ] as const) {
      app.post(
        `/order/job-works/:id/${action}`,
        {
          config: needs('Allow_Order_Edit'),
          schema: {
            tags: ['orders'],
            summary,
            params: JobWorkIdParamSchema,
            response: { 200: JobWorkSchema },
          },
        },
        async (request) =>
          moveJobWork(
            db,
            scopeOf(request),
            permissionsOf(request),
            request.params.id,
            action,
            actorOf(request),
          ),
      );
    }
    app.delete(
      '/order/job-works/:id',
      {
        config: needs('Allow_Order_Edit'),
        schema: {
          tags: ['orders'],
          summary: 'Delete draft job work',
          params: JobWorkIdParamSchema,
        },
      },
      async (request, reply) => {
        await deleteJobWork(db, scopeOf(request), request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
