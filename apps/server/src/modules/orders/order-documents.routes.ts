import multipart from '@fastify/multipart';
import { ORDER_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import type { FilesService } from '../../platform/files/files.service';
import { actorOf } from '../../platform/http/request-context';
import { route } from '../../platform/http/route';
import { scopeOf } from '../identity';
import { readOneFileUpload } from '../../platform/files/attachment-uploads';
import { ORDER_FILE_MAX_MB, OrderDocuments } from './order-documents.service';

const tags = ['orders'];

/** Upload (multipart: file, fileType, identifier = order key) and signed download links. */
export function orderDocumentsRoutes(db: Db, files: FilesService): FastifyPluginAsyncZod {
  const documents = new OrderDocuments(db, files);
  return async (app) => {
    // Registered here only: multipart parsing exists for this scope's routes, not the whole API.
    await app.register(multipart, {
      limits: { files: 1, fields: 5, fileSize: ORDER_FILE_MAX_MB * 1024 * 1024 },
    });
    // A multipart body (no body schema): the handler reads the one file and its fields.
    route(
      app,
      ORDER_ENDPOINTS.uploadDocument,
      async (request, reply) => {
        const upload = await readOneFileUpload(request, reply, {
          typeField: 'fileType',
          keyField: 'identifier',
          keyMessage: 'Give the order key',
          maxSizeMb: ORDER_FILE_MAX_MB,
        });
        if (!upload) return reply;
        const result = await documents.upload(
          scopeOf(request),
          {
            orderKey: upload.key,
            fileType: upload.documentType,
            fileName: upload.fileName,
            bytes: upload.bytes,
          },
          actorOf(request),
        );
        return reply.status(201).send(result);
      },
      { tags },
    );
    route(
      app,
      ORDER_ENDPOINTS.documentPaths,
      async (request) => documents.paths(scopeOf(request), request.params.key),
      { tags },
    );
  };
}
