import { RFQ_DOCUMENT_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { contentDisposition } from '../../platform/files/content-disposition';
import { route } from '../../platform/http/route';
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
export function rfqDocumentRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const on = RFQ_DOCUMENT_ENDPOINTS;
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
    route(app, on.clone, async (r) => cloneRfq(db, callerOf(r), r.body), { tags });
    route(app, on.conversionMetrics, async (r) => conversionMetrics(db, callerOf(r), r.body), { tags });
  };
}
