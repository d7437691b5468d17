import {
  BooksDocumentQuerySchema,
  BuyerPoDetailsResultSchema,
  BuyerPoDetailsSchema,
  DownloadSignedUrlQuerySchema,
  FILE_BUCKET_NAMES,
  RefNoUrlsRequestSchema,
  RefNoUrlsSchema,
  SignedUrlRequestSchema,
  SignedUrlSchema,
} from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { servedContentType } from '../../platform/files/content-sniff';
import { contentDisposition } from '../../platform/files/files.routes';
import type { FilesService } from '../../platform/files/files.service';
import type { UrlSigner } from '../../platform/files/url-signer';
import { needs, signedIn } from '../../platform/http/access';
import { actorOf } from '../../platform/http/request-context';
import { callerOf } from '../../platform/caller';
import { scopeOf } from '../identity';
import { recordBuyerPo } from '../orders';
import type { OrderShipmentsPort } from '../orders';
import { openBooksDocument } from './books-document.service';
import { SignedUrls } from './signed-urls.service';

export interface S3Deps {
  db: Db;
  files: FilesService;
  signer: UrlSigner;
  clock: () => Date;
  /** Open consignments follow an order's buyer PO (the orders area's shipments port). */
  orderShipments: OrderShipmentsPort;
}

const tags = ['files'];
// The owner type decides the view permission (order, consignment or seller), so these routes need a
// session and the service checks the owner's permission and scope per file (file-access.ts).

/** Doc 2 §7 "Files and storage": signed links to our files, the books document, the buyer PO. */
export function s3Routes(deps: S3Deps): FastifyPluginAsyncZod {
  const urls = new SignedUrls(deps.db, deps.files, deps.signer, deps.clock);
  return async (app) => {
    app.post(
      '/s3/getSignedUrl',
      {
        config: signedIn(),
        schema: {
          tags,
          summary: 'A signed download link of one of our files, by file id or by file path',
          body: SignedUrlRequestSchema,
          response: { 200: SignedUrlSchema },
        },
      },
      async (request) => urls.byFile(callerOf(request), request.body),
    );
    app.get(
      '/s3/generate/download-signed-url',
      {
        config: signedIn(),
        schema: {
          tags,
          summary: `A signed download link of a file path in a storage area (${FILE_BUCKET_NAMES.join(', ')}); both arguments are required`,
          querystring: DownloadSignedUrlQuerySchema,
          response: { 200: SignedUrlSchema },
        },
      },
      async (request) => urls.byBucketPath(callerOf(request), request.query),
    );
    app.post(
      '/s3/generate/presignedurl-using-refno',
      {
        config: signedIn(),
        schema: {
          tags,
          summary: 'Signed links of the documents of an order, a consignment or an invoice number',
          body: RefNoUrlsRequestSchema,
          response: { 200: RefNoUrlsSchema },
        },
      },
      async (request) => urls.byRefNo(callerOf(request), request.body),
    );
    app.get(
      '/s3/downloadZohoDocs',
      {
        config: needs('Ful_Consignment_View'),
        schema: {
          tags,
          summary:
            'The books-system document of a consignment (the file itself); both arguments are required',
          querystring: BooksDocumentQuerySchema,
        },
      },
      async (request, reply) => {
        const { file, stream } = await openBooksDocument(
          deps.db,
          deps.files,
          callerOf(request),
          request.query,
        );
        return reply
          .header('content-type', servedContentType(file.contentType))
          .header('x-content-type-options', 'nosniff')
          .header('content-length', String(file.sizeBytes))
          .header('content-disposition', contentDisposition(file.name))
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );
    app.post(
      '/s3/create-update-BuyerPoDetails',
      {
        config: needs('Allow_Order_Edit'),
        schema: {
          tags,
          summary: 'Record or replace the buyer PO number, date and PO file of an order (before dispatch)',
          body: BuyerPoDetailsSchema,
          response: { 200: BuyerPoDetailsResultSchema },
        },
      },
      async (request) =>
        recordBuyerPo(
          deps.db,
          deps.files,
          scopeOf(request),
          request.body,
          actorOf(request),
          deps.orderShipments,
        ),
    );
  };
}
