import multipart from '@fastify/multipart';
import { OrderKeyParamSchema } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { FilesService } from '../../platform/files/files.service';
import { needs } from '../../platform/http/access';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import { readOneFileUpload } from '../files';
import { ORDER_FILE_MAX_MB, OrderDocuments } from './order-documents.service';

const UploadedSchema = z.object({ documentId: z.string(), fileId: z.string(), path: z.string() });
const PathSchema = z.object({
  documentId: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  path: z.string(),
});

/** Upload (multipart: file, fileType, identifier = order key) and signed download links. */
export function orderDocumentsRoutes(db: Db, files: FilesService): FastifyPluginAsyncZod {
  const documents = new OrderDocuments(db, files);
  return async (app) => {
    // Registered here only: multipart parsing exists for this scope's routes, not the whole API.
    await app.register(multipart, {
      limits: { files: 1, fields: 5, fileSize: ORDER_FILE_MAX_MB * 1024 * 1024 },
    });
    app.post(
      '/sales-order/upload-file',
      {
        config: needs('Allow_Order_Upload'),
        schema: { tags: ['orders'], summary: 'Upload an order document', response: { 201: UploadedSchema } },
      },
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
    );
    app.get(
      '/sales-order/getPaths/:key',
      {
        config: needs('Adm_Order_View'),
        schema: {
          tags: ['orders'],
          summary: 'Signed download links of an order’s documents',
          params: OrderKeyParamSchema,
          response: { 200: z.array(PathSchema) },
        },
      },
      async (request) => documents.paths(scopeOf(request), request.params.key),
    );
  };
}
