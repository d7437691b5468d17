import multipart from '@fastify/multipart';
import { PARTY_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import type { FilesService } from '../../platform/files/files.service';
import { actorOf } from '../../platform/http/request-context';
import { route } from '../../platform/http/route';
import { scopeOf } from '../identity';
import { readManyFilesUpload } from '../../platform/files/attachment-uploads';
import { SELLER_FILE_MAX_FILES, SELLER_FILE_MAX_MB, SellerDocuments } from './seller-documents.service';

const tags = ['sellers'];

/** The seller profile's Documents tab: list, upload (multipart), signed download link, delete. */
export function sellerDocumentsRoutes(db: Db, files: FilesService): FastifyPluginAsyncZod {
  const documents = new SellerDocuments(db, files);
  return async (app) => {
    // Registered here only: multipart parsing exists for this scope's routes, not the whole API.
    await app.register(multipart, {
      limits: { files: SELLER_FILE_MAX_FILES, fields: 5, fileSize: SELLER_FILE_MAX_MB * 1024 * 1024 },
    });
    route(
      app,
      PARTY_ENDPOINTS.sellerDocuments,
      async (request) => documents.list(scopeOf(request), request.params.id, request.query),
      { tags },
    );
    // Multipart: no body schema; the upload reader parses the parts and answers a bad one itself.
    route(
      app,
      PARTY_ENDPOINTS.uploadSellerDocuments,
      async (request, reply) => {
        const upload = await readManyFilesUpload(request, reply, {
          typeField: 'documentType',
          maxFiles: SELLER_FILE_MAX_FILES,
          maxSizeMb: SELLER_FILE_MAX_MB,
        });
        if (!upload) return reply;
        const stored = await documents.upload(
          scopeOf(request),
          request.params.id,
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
      PARTY_ENDPOINTS.sellerDocumentUrl,
      async (request) =>
        documents.downloadUrl(scopeOf(request), request.params.id, request.params.documentId),
      { tags },
    );
    route(
      app,
      PARTY_ENDPOINTS.deleteSellerDocument,
      async (request) =>
        documents.remove(scopeOf(request), request.params.id, request.params.documentId, actorOf(request)),
      { tags },
    );
  };
}
