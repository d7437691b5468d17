import multipart from '@fastify/multipart';
import { ORDER_ENDPOINTS, ORDER_IMPORT_MAX_MB } from '@dom/contract';
import { fileTooLargeMessage } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/caller';
import { AppError, badRequest } from '../../platform/errors';
import { contentDisposition } from '../../platform/files/files.routes';
import { route } from '../../platform/http/route';
import { actorOf } from '../../platform/http/request-context';
import { replayIfRepeated, singleFileFingerprint } from '../../platform/idempotency';
import { scopeOf } from '../identity';
import { OrderImports } from './order-import.service';
import { orderImportTemplate } from './order-import.template';
import { assertCleanText, malformedMultipart } from '../../platform/http/input-hygiene';

const tags = ['orders'];

/** Import Order Creation (calls.tsv names no path): template, upload → preview, commit, progress. */
export function orderImportRoutes(
  ctx: Pick<AppContext, 'database' | 'files' | 'jobs'>,
): FastifyPluginAsyncZod {
  const imports = new OrderImports(ctx.database.db, ctx.files, ctx.jobs);
  return async (app) => {
    await app.register(multipart, {
      limits: { files: 1, fields: 2, fileSize: ORDER_IMPORT_MAX_MB * 1024 * 1024 },
    });
    route(
      app,
      ORDER_ENDPOINTS.importTemplate,
      async (_request, reply) =>
        reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', contentDisposition('order-import-template.xlsx'))
          .header('cache-control', 'no-store')
          .send(await orderImportTemplate()),
      { tags },
    );
    route(
      app,
      ORDER_ENDPOINTS.importUpload,
      async (request, reply) => {
        const data = await request.file().catch(malformedMultipart);
        if (!data) throw badRequest([{ field: 'file', message: 'Choose a file' }]);
        assertCleanText(data.filename, 'file');
        let bytes: Buffer;
        try {
          bytes = await data.toBuffer();
        } catch {
          throw new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(data.filename, ORDER_IMPORT_MAX_MB), {
            fields: [{ field: 'file', message: fileTooLargeMessage(data.filename, ORDER_IMPORT_MAX_MB) }],
          });
        }
        if (await replayIfRepeated(request, reply, singleFileFingerprint(data, bytes))) return reply;
        const caller = callerOf(request);
        return imports.upload(caller.scope, { fileName: data.filename, bytes }, caller.userId);
      },
      { tags },
    );
    route(
      app,
      ORDER_ENDPOINTS.importCommit,
      async (request) => imports.commit(scopeOf(request), request.params.uploadId, actorOf(request)),
      { tags },
    );
    route(
      app,
      ORDER_ENDPOINTS.importJob,
      async (request) => imports.job(request.params.jobId, callerOf(request).userId),
      { tags },
    );
  };
}
