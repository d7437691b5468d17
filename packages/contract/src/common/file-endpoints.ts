import { type CommonErrorCode, endpointsOf } from '../endpoint';
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
} from './files';

/** The error codes a files call can answer. */
export type FileErrorCode = CommonErrorCode | 'NOT_FOUND' | 'CONFLICT';

const define = endpointsOf<FileErrorCode>();

/**
 * Doc 2 §7 "Files and storage": signed links to our files, the books document, the buyer PO. The
 * link calls need a session only: the owner type decides the view permission (order, consignment or
 * seller), so the server checks the owner's permission and scope per file.
 */
export const FILE_ENDPOINTS = {
  signedUrl: define({
    id: 'files.signed-url',
    method: 'POST',
    path: '/s3/getSignedUrl',
    access: 'signed-in',
    body: SignedUrlRequestSchema,
    response: SignedUrlSchema,
    errors: ['NOT_FOUND'],
    summary: 'A signed download link of one of our files, by file id or by file path',
  }),
  downloadSignedUrl: define({
    id: 'files.download-signed-url',
    method: 'GET',
    path: '/s3/generate/download-signed-url',
    access: 'signed-in',
    query: DownloadSignedUrlQuerySchema,
    response: SignedUrlSchema,
    errors: ['NOT_FOUND'],
    summary: `A signed download link of a file path in a storage area (${FILE_BUCKET_NAMES.join(', ')}); both arguments are required`,
  }),
  refNoUrls: define({
    id: 'files.ref-no-urls',
    method: 'POST',
    path: '/s3/generate/presignedurl-using-refno',
    access: 'signed-in',
    body: RefNoUrlsRequestSchema,
    response: RefNoUrlsSchema,
    errors: ['NOT_FOUND'],
    summary: 'Signed links of the documents of an order, a consignment or an invoice number',
  }),
  /** Answers the file itself (no JSON). */
  booksDocument: define({
    id: 'files.books-document',
    method: 'GET',
    path: '/s3/downloadZohoDocs',
    access: 'Ful_Consignment_View',
    query: BooksDocumentQuerySchema,
    errors: ['NOT_FOUND'],
    summary: 'The books-system document of a consignment (the file itself); both arguments are required',
  }),
  buyerPoDetails: define({
    id: 'files.buyer-po-details',
    method: 'POST',
    path: '/s3/create-update-BuyerPoDetails',
    access: 'Allow_Order_Edit',
    body: BuyerPoDetailsSchema,
    response: BuyerPoDetailsResultSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Record or replace the buyer PO number, date and PO file of an order (before dispatch)',
  }),
} as const;
