import { DOCUMENT_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/caller';
import type { Db } from '../../../platform/db/database';
import { contentDisposition } from '../../../platform/files/content-disposition';
import { route } from '../../../platform/http/route';
import { ConsignmentPrintables } from './printables.service';

const tags = ['documents'];

/** The documents centre's consignment and invoice calls. */
export function printablesRoutes(db: Db): FastifyPluginAsyncZod {
  const printables = new ConsignmentPrintables(db);
  return async (app) => {
    const on = DOCUMENT_ENDPOINTS;
    route(
      app,
      on.consignmentPrintables,
      async (request) => printables.list(callerOf(request), request.params.key),
      {
        tags,
      },
    );
    route(
      app,
      on.consignmentPrintable,
      async (request, reply) => {
        const file = await printables.render(
          callerOf(request),
          request.params.key,
          request.params.kind,
          request.query.ewayBillNumber,
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.bytes));
      },
      { tags },
    );
    route(
      app,
      on.invoiceDocuments,
      async (request) => printables.invoiceDocuments(callerOf(request), request.params.id),
      {
        tags,
      },
    );
  };
}
