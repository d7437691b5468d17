import multipart from '@fastify/multipart';
import { CREDIT_LEAD_ENDPOINTS } from '@dom/contract';
import { LEAD_DOCUMENT_MAX_FILES, LEAD_DOCUMENT_MAX_MB } from '@dom/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { readManyFilesUpload } from '../../platform/files/attachment-uploads';
import type { FilesService } from '../../platform/files/files.service';
import { actorOf } from '../../platform/http/request-context';
import { route } from '../../platform/http/route';
import { scopeOf } from '../identity';
import { LeadDocuments } from './credit-lead-documents.service';

const tags = ['credit-leads'];

/** The lead's Documents tab: list, upload (multipart), signed download link, delete. */
export function leadDocumentsRoutes(db: Db, files: FilesService): FastifyPluginAsyncZod {
  const documents = new LeadDocuments(db, files);
  const on = CREDIT_LEAD_ENDPOINTS;
  return async (app) => {
    // Registered here only: multipart parsing exists for this scope's routes, not the whole API.
    await app.register(multipart, {
      limits: {
        files: LEAD_DOCUMENT_MAX_FILES,
        fields: 5,
        fileSize: LEAD_DOCUMENT_MAX_MB * 1024 * 1024,
      },
    });
    route(app, on.documents, async (request) => documents.list(scopeOf(request), request.params.leadKey), {
      tags,
    });
    // Multipart: no body schema; the upload reader parses the parts and answers a bad one itself.
    route(
      app,
      on.uploadDocuments,
      async (request, reply) => {
        const upload = await readManyFilesUpload(request, reply, {
          typeField: 'documentType',
          maxFiles: LEAD_DOCUMENT_MAX_FILES,
          maxSizeMb: LEAD_DOCUMENT_MAX_MB,
        });
        if (!upload) return reply;
        const stored = await documents.upload(
          scopeOf(request),
          request.params.leadKey,
          upload.documentType,
          upload.files,
          actorOf(request),
        );
        return { documents: stored };
      },
      { tags },
    );
    route(
      app,
      on.documentUrl,
      async (request) =>
        documents.downloadUrl(scopeOf(request), request.params.leadKey, request.params.documentId),
      { tags },
    );
    route(
      app,
      on.deleteDocument,
      async (request) =>
        documents.remove(scopeOf(request), request.body.leadKey, request.body.documentId, actorOf(request)),
      { tags },
    );
  };
}
