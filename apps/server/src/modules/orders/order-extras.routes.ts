import {
  ActiveGstInfosSchema,
  ORDER_ENDPOINTS,
  OrderKeyParamSchema,
  OrderSellerPaymentSchema,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import type { GstinRegistry } from '../../integrations/gst/gst-gateway';
import { contentDisposition } from '../../platform/files/files.routes';
import { needs, signedIn } from '../../platform/http/access';
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
    app.get(
      '/order/sellerPayment/:key',
      {
        config: needs('Adm_Order_View'),
        schema: {
          tags,
          summary: "The seller's amounts for an order, consignment by consignment, and what is payable",
          params: OrderKeyParamSchema,
          response: { 200: OrderSellerPaymentSchema },
        },
      },
      async (request) => sellerPaymentOf(db, scopeOf(request), request.params.key),
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
    app.get(
      '/sales-order/gstInfo/v1/getActiveGstInfos',
      {
        config: signedIn(),
        schema: {
          tags,
          summary: "The marketplace's GST registrations in force today",
          response: { 200: ActiveGstInfosSchema },
        },
      },
      async () => activeGstInfos(db, deps.registry, deps.clock()),
    );
  };
}
