import { ORDER_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import type { GstinRegistry } from '../../integrations/gst/gst-gateway';
import { contentDisposition } from '../../platform/files/files.routes';
import { route } from '../../platform/http/route';
import { scopeOf } from '../identity';
import { activeGstInfos, productionDatesWorkbook, sellerPaymentOf } from './order-extras.service';

const tags = ['orders'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The order read calls of calls.tsv that are not the detail itself. */
export function orderExtrasRoutes(
  db: Db,
  deps: { registry: GstinRegistry; clock: () => Date },
): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      ORDER_ENDPOINTS.sellerPayment,
      async (request) => sellerPaymentOf(db, scopeOf(request), request.params.key),
      { tags },
    );
    route(
      app,
      ORDER_ENDPOINTS.productionDatesDownload,
      async (request, reply) => {
        const bytes = await productionDatesWorkbook(db, scopeOf(request), request.params.key);
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', contentDisposition(`production-dates-${request.params.key}.xlsx`))
          .header('cache-control', 'no-store')
          .send(bytes);
      },
      { tags },
    );
    route(app, ORDER_ENDPOINTS.activeGstInfos, async () => activeGstInfos(db, deps.registry, deps.clock()), {
      tags,
    });
  };
}
