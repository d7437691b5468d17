import multipart from '@fastify/multipart';
import {
  ImportCommitResultSchema,
  ImportJobParamSchema,
  ImportJobSchema,
  ImportPreviewSchema,
  ImportUploadParamSchema,
  ORDER_IMPORT_MAX_MB,
} from '@dom/contract';
import { fileTooLargeMessage } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../platform/errors';
import { contentDisposition } from '../../platform/files/files.routes';
import { needs } from '../../platform/http/access';
import { actorOf } from '../../platform/http/request-context';
import { replayIfRepeated, singleFileFingerprint } from '../../platform/idempotency';
import { scopeOf } from '../identity';
import { OrderImports } from './order-import.service';
import { orderImportTemplate } from './order-import.template';
import { assertCleanText, malformedMultipart } from '../../platform/http/input-hygiene';

/** Import Order Creation (calls.tsv names no path): template, upload → preview, commit, progress. */
export function orderImportRoutes(
  ctx: Pick<AppContext, 'database' | 'files' | 'jobs'>,
): FastifyPluginAsyncZod {
  const imports = new OrderImports(ctx.database.db, ctx.files, ctx.jobs);
  return async (app) => {
    await app.register(multipart, {
      limits: { files: 1, fields: 2, fileSize: ORDER_IMPORT_MAX_MB * 1024 * 1024 },
    });
    app.get(
      '/orders-v2/import/template',
      {
        config: needs('Allow_Order_Create'),
        schema: { tags: ['orders'], summary: 'The Import Order Creation template (xlsx)' },
      },
      async (_request, reply) =>
        reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', contentDisposition('order-import-template.xlsx'))
          .header('cache-control', 'no-store')
          .send(await orderImportTemplate()),
    );
    app.post(
      '/orders-v2/import/upload',
      {
        config: needs('Allow_Order_Create'),
        schema: {
          tags: ['orders'],
          summary: 'Upload a filled template: every row is checked, nothing is created',
          response: { 200: ImportPreviewSchema },
        },
      },
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
        return imports.upload(
          scopeOf(request),
          { fileName: data.filename, bytes },
          request.principal?.userId ?? null,
        );
      },
    );
    app.post(
      '/orders-v2/import/:uploadId/commit',
      {
        config: needs('Allow_Order_Create'),
        schema: {
          tags: ['orders'],
          summary: 'Create the uploaded orders in the background (once per upload)',
          params: ImportUploadParamSchema,
          response: { 202: ImportCommitResultSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await imports.commit(scopeOf(request), request.params.uploadId, actorOf(request))),
    );
    app.get(
      '/orders-v2/import/jobs/:jobId',
      {
        config: needs('Allow_Order_Create'),
        schema: {
          tags: ['orders'],
          summary: 'Progress and outcome of an import',
          params: ImportJobParamSchema,
          response: { 200: ImportJobSchema },
        },
      },
      async (request) => imports.job(request.params.jobId, request.principal?.userId ?? null),
    );
  };
}
