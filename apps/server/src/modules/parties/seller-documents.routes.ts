import multipart from '@fastify/multipart';
import {
  PageQuerySchema,
  PartyIdParamSchema,
  SellerDocumentPageSchema,
  SellerDocumentParamSchema,
  SellerDocumentUploadResultSchema,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { FilesService } from '../../platform/files/files.service';
import { needs } from '../../platform/http/access';
import { actorOf } from '../../platform/http/request-context';
import { scopeOf } from '../identity';
import { readManyFilesUpload } from '../files';
import { SELLER_FILE_MAX_FILES, SELLER_FILE_MAX_MB, SellerDocuments } from './seller-documents.service';

const tags = ['sellers'];
const VIEW = needs('Display_Seller_Documents_Tab');
// Storing and removing a seller's papers is editing the seller.
const EDIT = needs('Allow_Seller_Edit');

/** The seller profile's Documents tab: list, upload (multipart), signed download link, delete. */
export function sellerDocumentsRoutes(db: Db, files: FilesService): FastifyPluginAsyncZod {
  const documents = new SellerDocuments(db, files);
  return async (app) => {
    // Registered here only: multipart parsing exists for this scope's routes, not the whole API.
    await app.register(multipart, {
      limits: { files: SELLER_FILE_MAX_FILES, fields: 5, fileSize: SELLER_FILE_MAX_MB * 1024 * 1024 },
    });
    app.get(
      '/ops-supply/seller/:id/documents',
      {
        config: VIEW,
        schema: {
          tags,
          summary: 'Files stored against the seller, newest first',
          params: PartyIdParamSchema,
          querystring: PageQuerySchema,
          response: { 200: SellerDocumentPageSchema },
        },
      },
      async (request) => documents.list(scopeOf(request), request.params.id, request.query),
    );
    app.post(
      '/ops-supply/seller/:id/documents',
      {
        config: EDIT,
        schema: {
          tags,
          summary: `Upload seller documents (multipart: documentType, then 1 to ${SELLER_FILE_MAX_FILES} files of ${SELLER_FILE_MAX_MB} MB at most)`,
          params: PartyIdParamSchema,
          response: { 201: SellerDocumentUploadResultSchema },
        },
      },
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
        return reply.status(201).send({ documents: stored });
      },
    );
    app.get(
      '/ops-supply/seller/:id/documents/:documentId/url',
      {
        config: VIEW,
        schema: {
          tags,
          summary: 'A fresh signed download link of one seller document',
          params: SellerDocumentParamSchema,
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async (request) =>
        documents.downloadUrl(scopeOf(request), request.params.id, request.params.documentId),
    );
    app.delete(
      '/ops-supply/seller/:id/documents/:documentId',
      {
        config: EDIT,
        schema: {
          tags,
          summary: 'Delete a seller document (audited; the bytes go)',
          params: SellerDocumentParamSchema,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) =>
        documents.remove(scopeOf(request), request.params.id, request.params.documentId, actorOf(request)),
    );
  };
}
