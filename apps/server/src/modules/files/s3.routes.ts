import { FILE_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { servedContentType } from '../../platform/files/content-sniff';
import { contentDisposition } from '../../platform/files/files.routes';
import type { FilesService } from '../../platform/files/files.service';
import type { UrlSigner } from '../../platform/files/url-signer';
import { command, route } from '../../platform/http/route';
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
// The owner type decides the view permission (order, consignment or seller), so the link routes need
// a session and the service checks the owner's permission and scope per file (file-access.ts).

/** Doc 2 §7 "Files and storage": signed links to our files, the books document, the buyer PO. */
export function s3Routes(deps: S3Deps): FastifyPluginAsyncZod {
  const urls = new SignedUrls(deps.db, deps.files, deps.signer, deps.clock);
  return async (app) => {
    route(app, FILE_ENDPOINTS.signedUrl, async (request) => urls.byFile(callerOf(request), request.body), {
      tags,
    });
    route(
      app,
      FILE_ENDPOINTS.downloadSignedUrl,
      async (request) => urls.byBucketPath(callerOf(request), request.query),
      { tags },
    );
    route(app, FILE_ENDPOINTS.refNoUrls, async (request) => urls.byRefNo(callerOf(request), request.body), {
      tags,
    });
    // Answers the file itself: the handler sends the reply.
    route(
      app,
      FILE_ENDPOINTS.booksDocument,
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
      { tags },
    );
    command(
      app,
      deps.db,
      FILE_ENDPOINTS.buyerPoDetails,
      (tx, _caller, request) =>
        recordBuyerPo(tx, deps.files, scopeOf(request), request.body, actorOf(request), deps.orderShipments),
      { tags },
    );
  };
}
