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
import { MultipartFingerprint, replayIfRepeated } from '../../platform/idempotency';
import { scopeOf } from '../identity/scope';
import {
  SELLER_FILE_MAX_FILES,
  SELLER_FILE_MAX_MB,
  SellerDocuments,
  type SellerUploadFile,
  sellerFileTooLarge,
  sellerTooManyFiles,
} from './seller-documents.service';
import { assertCleanText, malformedMultipart } from '../../platform/http/input-hygiene';

const tags = ['sellers'];
const VIEW = needs('Display_Seller_Documents_Tab');
// Storing and removing a seller's papers is editing the seller.
const EDIT = needs('Allow_Seller_Edit');

const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === code;

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
        const uploads: SellerUploadFile[] = [];
        let documentType: string | undefined;
        const fingerprint = new MultipartFingerprint();
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              fingerprint.field(part.fieldname, part.value);
              if (part.fieldname === 'documentType' && typeof part.value === 'string') {
                assertCleanText(part.value, 'documentType');
                documentType = part.value;
              }
              continue;
            }
            assertCleanText(part.filename, 'files');
            let bytes: Buffer;
            try {
              bytes = await part.toBuffer();
            } catch {
              throw sellerFileTooLarge(part.filename);
            }
            fingerprint.file(part.fieldname, part.filename, part.mimetype, bytes);
            uploads.push({ fileName: part.filename, bytes });
          }
        } catch (err) {
          if (hasCode(err, 'FST_FILES_LIMIT')) throw sellerTooManyFiles();
          malformedMultipart(err);
        }
        if (await replayIfRepeated(request, reply, fingerprint.digest())) return reply;
        const stored = await documents.upload(
          scopeOf(request),
          request.params.id,
          documentType,
          uploads,
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
