import multipart from '@fastify/multipart';
import { TASK_ENDPOINTS } from '@dom/contract';
import { TASK_MAX_FILE_MB, type TaskArea, fileTooLargeMessage } from '@dom/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../platform/errors';
import { contentDisposition } from '../../platform/files/files.routes';
import { permissionsOf } from '../../platform/http/access';
import { assertCleanText, malformedMultipart } from '../../platform/http/input-hygiene';
import { actorOf } from '../../platform/http/request-context';
import { command, route } from '../../platform/http/route';
import { SignedUploads } from './signed-uploads';
import { XLSX_CONTENT_TYPE, taskTemplate } from './task-file';
import type { TaskEngine } from './tasks.service';
import { type TaskCaller } from './tasks.service';

const tags = ['tasks'];

export function callerOf(request: FastifyRequest): TaskCaller {
  return {
    userId: request.caller?.userId ?? null,
    permissions: permissionsOf(request),
    actor: actorOf(request),
    approval: request.caller,
  };
}

/** Reads the one file of a multipart request, refusing an oversize one with the spec's message. */
async function oneFile(request: FastifyRequest, maxMb: number): Promise<{ fileName: string; bytes: Buffer }> {
  const data = await request.file().catch(malformedMultipart);
  if (!data) throw badRequest([{ field: 'file', message: 'Choose a file' }]);
  assertCleanText(data.filename, 'file');
  try {
    return { fileName: data.filename, bytes: await data.toBuffer() };
  } catch {
    const message = fileTooLargeMessage(data.filename, maxMb);
    throw new AppError('PAYLOAD_TOO_LARGE', message, { fields: [{ field: 'file', message }] });
  }
}

/** Bulk upload and download tasks (doc 3 §7) and the master-data screen's calls. */
export function tasksRoutes(ctx: AppContext, engine: TaskEngine): FastifyPluginAsyncZod {
  const uploads = new SignedUploads(ctx.files, ctx.signer);
  return async (app) => {
    await app.register(multipart, {
      limits: { files: 1, fields: 2, fileSize: TASK_MAX_FILE_MB * 1024 * 1024 },
    });
    const on = TASK_ENDPOINTS;
    route(app, on.types, async (request) => engine.types(callerOf(request)), { tags });
    route(
      app,
      on.template,
      async (request, reply) => {
        const type = engine.typeFor(callerOf(request), request.params.taskType, 'download');
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', contentDisposition(`${type.taskType.toLowerCase()}-template.xlsx`))
          .header('cache-control', 'no-store')
          .send(await taskTemplate(type));
      },
      { tags },
    );
    route(
      app,
      on.upload,
      async (request, reply) => {
        const caller = callerOf(request);
        // The permission before the bytes: a caller who may not upload learns nothing of the file.
        engine.typeFor(caller, request.params.taskType, 'upload');
        const file = await oneFile(request, TASK_MAX_FILE_MB);
        reply.status(201);
        return engine.upload(caller, request.params.taskType, file);
      },
      { tags },
    );
    // Commands: the request's one transaction (the tasks' own caller shape, read off the request).
    command(
      app,
      ctx.database.db,
      on.initiateDownload,
      (tx, _caller, request) => engine.initiateDownload(tx, callerOf(request), request.params.taskType),
      { tags },
    );
    route(app, on.task, async (request) => engine.get(callerOf(request), request.params.taskId), { tags });
    const sendFile =
      (which: 'failed' | 'result') =>
      async (request: FastifyRequest<{ Params: { taskId: string } }>, reply: FastifyReply) => {
        const { file, stream } = await engine.fileOf(callerOf(request), request.params.taskId, which);
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-length', String(file.sizeBytes))
          .header('content-disposition', contentDisposition(file.name))
          .header('cache-control', 'no-store')
          .send(stream);
      };
    route(app, on.failedRows, sendFile('failed'), { tags });
    route(app, on.resultFile, sendFile('result'), { tags });
    const search = (area: TaskArea | null) => async (request: FastifyRequest<{ Body: unknown }>) =>
      engine.search(callerOf(request), area, request.body as never);
    route(app, on.pricingSearch, search('pricing'), { tags });
    route(app, on.opsSupplySearch, search('ops-supply'), { tags });
    route(app, on.promiseSearch, search('promise'), { tags });
    route(app, on.masterDataSearch, search('master-data'), { tags });
    route(app, on.search, search(null), { tags });
    route(app, on.businessFiles, async (request) => engine.businessFiles(callerOf(request), request.query), {
      tags,
    });
    route(app, on.importFiles, async (request) => engine.importFiles(callerOf(request), request.query), {
      tags,
    });
    command(
      app,
      ctx.database.db,
      on.extractionInitiate,
      (tx, _caller, request) => engine.commit(tx, callerOf(request), request.body.taskId),
      { tags },
    );
    command(
      app,
      ctx.database.db,
      on.extractionCancel,
      (tx, _caller, request) => engine.cancel(tx, callerOf(request), request.body.taskId),
      { tags },
    );
    route(
      app,
      on.extractionResult,
      async (request) => engine.result(callerOf(request), request.params.taskId),
      {
        tags,
      },
    );
    route(
      app,
      on.extractionFeedback,
      async (request) => engine.feedback(callerOf(request), request.body.taskId, request.body.feedback),
      { tags },
    );
    route(app, on.signedUploadUrl, async (request) => uploads.issue(callerOf(request), request.body), {
      tags,
    });
    route(
      app,
      on.signedUpload,
      async (request, reply) => {
        const grant = await uploads.take(callerOf(request), request.query);
        const file = await oneFile(request, grant.maxMb);
        reply.status(201);
        return uploads.store(grant, file);
      },
      { tags },
    );
  };
}
