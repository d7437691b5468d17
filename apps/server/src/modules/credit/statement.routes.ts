import { DOCUMENT_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { contentDisposition } from '../../platform/files/content-disposition';
import { route } from '../../platform/http/route';
import { ledgerAgeing, statementPdf, statementXlsx } from './statement-of-account';

const tags = ['documents'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The ledger's ageing and the buyer's statement of account (PDF, xlsx), in the caller's scope. */
export function statementRoutes(db: Db, now: () => Date): FastifyPluginAsyncZod {
  return async (app) => {
    const on = DOCUMENT_ENDPOINTS;
    route(
      app,
      on.ledgerAgeing,
      async (request) => ledgerAgeing(db, callerOf(request).scope, request.query.buyerId, now()),
      {
        tags,
      },
    );
    route(
      app,
      on.statementPdf,
      async (request, reply) => {
        const bytes = await statementPdf(db, callerOf(request).scope, request.query, now());
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition('statement-of-account.pdf'))
          .header('cache-control', 'no-store')
          .send(Buffer.from(bytes));
      },
      { tags },
    );
    route(
      app,
      on.statementXlsx,
      async (request, reply) => {
        const bytes = await statementXlsx(db, callerOf(request).scope, request.query, now());
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', contentDisposition('statement-of-account.xlsx'))
          .header('cache-control', 'no-store')
          .send(bytes);
      },
      { tags },
    );
  };
}
