import multipart from '@fastify/multipart';
import { RFQ_DOCUMENT_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { contentDisposition } from '../../platform/files/content-disposition';
import { readManyFilesUpload } from '../../platform/files/attachment-uploads';
import type { FilesService } from '../../platform/files/files.service';
import { actorOf } from '../../platform/http/request-context';
import { command, route } from '../../platform/http/route';
import { RFQ_FILE_MAX_FILES, RFQ_FILE_MAX_MB, RfqAttachments } from './rfq-attachments.service';
import { type RenderedFile, cloneRfq, enquiryPdf, proformaInvoice } from './rfq-documents.service';
import { conversionMetrics } from './rfq-metrics';

const tags = ['rfq'];

const pdf = (file: RenderedFile) => ({
  headers: {
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition(file.fileName),
    'cache-control': 'no-store',
  },
  body: Buffer.from(file.bytes),
});

/** RFQ_DOCUMENT_ENDPOINTS: the proforma invoice and enquiry PDFs, the conversion funnel. */
export function rfqDocumentRoutes(db: Db, files: FilesService): FastifyPluginAsyncZod {
  const attachments = new RfqAttachments(db, files);
  return async (app) => {
    const on = RFQ_DOCUMENT_ENDPOINTS;
    // Multipart parsing for this scope's routes only (the attachments upload).
    await app.register(multipart, {
      limits: { files: RFQ_FILE_MAX_FILES, fields: 5, fileSize: RFQ_FILE_MAX_MB * 1024 * 1024 },
    });
    route(app, on.attachments, async (r) => attachments.list(callerOf(r), r.params.rfqKey), { tags });
    // Multipart: no body schema; the upload reader parses the parts and answers a bad one itself.
    route(
      app,
      on.uploadAttachments,
      async (request, reply) => {
        const upload = await readManyFilesUpload(request, reply, {
          typeField: 'documentType',
          maxFiles: RFQ_FILE_MAX_FILES,
          maxSizeMb: RFQ_FILE_MAX_MB,
        });
        if (!upload) return reply;
        const stored = await attachments.upload(
          callerOf(request),
          request.params.rfqKey,
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
      on.attachmentUrl,
      async (r) => attachments.downloadUrl(callerOf(r), r.params.rfqKey, r.params.documentId),
      { tags },
    );
    route(
      app,
      on.removeAttachment,
      async (r) => attachments.remove(callerOf(r), r.params.rfqKey, r.params.documentId, actorOf(r)),
      { tags },
    );
    route(
      app,
      on.proformaInvoice,
      async (r, reply) => {
        const out = pdf(await proformaInvoice(db, callerOf(r), r.params.rfqKey, r.query));
        return reply.headers(out.headers).send(out.body);
      },
      { tags },
    );
    route(
      app,
      on.enquiryPdf,
      async (r, reply) => {
        const out = pdf(await enquiryPdf(db, callerOf(r), r.query.rfqKey));
        return reply.headers(out.headers).send(out.body);
      },
      { tags },
    );
    command(app, db, on.clone, (tx, caller, r) => cloneRfq(tx, caller, r.body), { tags });
    route(app, on.conversionMetrics, async (r) => conversionMetrics(db, callerOf(r), r.body), { tags });
  };
}
