import { z } from 'zod';
import { type CommonErrorCode, endpointsOf } from '../endpoint';
import {
  AddInvoiceDetailsSchema,
  ConsignableLinesSchema,
  ConsignmentBuyerGstCheckSchema,
  CreateConsignmentSchema,
  CreditEligibilitySchema,
  InvoiceVerificationSchema,
  ModifyCheckSchema,
  PendingAckLineSchema,
  PodQuerySchema,
  ValidateBuyerGstSchema,
  VerifyCreditSchema,
} from './consignment-actions';
import {
  ConsignmentActionResultSchema,
  ConsignmentIdParamSchema,
  ConsignmentKeyParamSchema,
  ConsignmentKeySchema,
} from './consignment-common';
import { CONSIGNMENT_ACTION_ENDPOINTS } from './consignment-action-endpoints';
import { ConsignmentDetailSchema, ConsignmentDocumentSchema, PodSchema } from './consignment-detail';
import {
  BuyerContactDetailsQuerySchema,
  BuyerContactDetailsSchema,
  SaveFilePathSchema,
} from './consignment-files';
import {
  ConsignmentCountsSchema,
  ConsignmentPageSchema,
  ConsignmentSearchSchema,
} from './consignment-search';

/** The error codes a consignment call can answer (closed: a new one is added here first). */
export type ConsignmentErrorCode =
  | CommonErrorCode
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TRANSITION_NOT_ALLOWED'
  | 'TRANSITION_FORBIDDEN'
  | 'NO_EWAY_BILL'
  | 'GST_PORTAL_REFUSED'
  | 'PAYLOAD_TOO_LARGE';

const define = endpointsOf<ConsignmentErrorCode>();

/** `:orderKey` of the create-consignment screen's lines. */
export const ConsignableLinesParamSchema = z.object({ orderKey: z.string().trim().min(1).max(64) });
/** `?consignmentKey=` of the modify check. */
export const ConsignmentKeyQuerySchema = z.object({ consignmentKey: ConsignmentKeySchema });
export type ModifyCheck = z.infer<typeof ModifyCheckSchema>;

/** The body of POST /consignment/delete-File-details. */
export const DeleteConsignmentDocumentSchema = z.object({
  consignmentKey: ConsignmentKeySchema,
  documentId: z.string().uuid(),
});
/**
 * `?consignmentKey=&documentId=` of a document's signed link: both optional here, so a missing one
 * answers the spec's 'File not available to download' from the server rather than a schema error.
 */
export const ConsignmentDocumentUrlQuerySchema = z.object({
  consignmentKey: z.string().optional(),
  documentId: z.string().uuid().optional(),
});

/** Consignments (calls.tsv "Consignments"): the list, the detail and the create screen's calls. */
export const CONSIGNMENT_ENDPOINTS = {
  search: define({
    id: 'consignments.search',
    method: 'POST',
    path: '/consignment-v2/search/advanced',
    access: 'Ful_Consignment_View',
    body: ConsignmentSearchSchema,
    response: ConsignmentPageSchema,
    summary: 'Search consignments (every filter of doc 2 §3, keyset pages)',
  }),
  counts: define({
    id: 'consignments.counts',
    method: 'POST',
    path: '/consignment-v2/search/counts',
    access: 'Ful_Consignment_View',
    body: ConsignmentSearchSchema,
    response: ConsignmentCountsSchema,
    summary: 'Counts per status for the list tabs (same filters, status filter ignored)',
  }),
  export: define({
    id: 'consignments.export',
    method: 'GET',
    path: '/consignment-v2/export',
    access: 'Ful_Consignment_View',
    query: ConsignmentSearchSchema,
    summary: 'The filtered consignment list as xlsx (streamed)',
  }),
  detail: define({
    id: 'consignments.detail',
    method: 'GET',
    path: '/shipment/consignment/:key',
    access: 'Ful_Consignment_View',
    params: ConsignmentKeyParamSchema,
    response: ConsignmentDetailSchema,
    errors: ['NOT_FOUND'],
    summary: 'Consignment detail with its tabs and the caller’s allowed actions',
  }),
  detailById: define({
    id: 'consignments.detail-by-id',
    method: 'GET',
    path: '/consignment/search/:id',
    access: 'Ful_Consignment_View',
    params: ConsignmentIdParamSchema,
    response: ConsignmentDetailSchema,
    errors: ['NOT_FOUND'],
    summary: 'Consignment detail (same answer as /shipment/consignment/{key})',
  }),
  detailByOrder: define({
    id: 'consignments.detail-by-order',
    method: 'GET',
    path: '/consignment/searchById/:a/:b',
    access: 'Ful_Consignment_View',
    params: z.object({ a: z.string().min(1).max(64), b: z.string().min(1).max(64) }),
    response: ConsignmentDetailSchema,
    errors: ['NOT_FOUND'],
    summary: 'Consignment detail by order key (a) and consignment key (b); 404 when b is not of a',
  }),
  verifyInvoice: define({
    id: 'consignments.verify-invoice',
    method: 'POST',
    path: '/consignment/verify-invoice',
    access: 'Ful_Consignment_View',
    body: AddInvoiceDetailsSchema,
    response: InvoiceVerificationSchema,
    errors: ['NOT_FOUND'],
    summary: 'Check invoice details without saving them',
  }),
  pod: define({
    id: 'consignments.pod',
    method: 'GET',
    path: '/shipment/handover-proof/pod',
    access: 'Ful_Consignment_View',
    query: PodQuerySchema,
    response: PodSchema,
    errors: ['NOT_FOUND'],
    summary: 'The proof of delivery of a consignment',
  }),
  verifyCreditEligibility: define({
    id: 'consignments.verify-credit-eligibility',
    method: 'POST',
    path: '/consignment/verify-credit-eligibility',
    access: 'Ful_Consignment_View',
    body: VerifyCreditSchema,
    response: CreditEligibilitySchema,
    errors: ['NOT_FOUND'],
    summary: 'Run the credit rules now (no change)',
  }),
  validateBuyerGst: define({
    id: 'consignments.validate-buyer-gst',
    method: 'POST',
    path: '/consignment/validate-buyer-gst',
    access: 'Ful_Consignment_View',
    body: ValidateBuyerGstSchema,
    response: ConsignmentBuyerGstCheckSchema,
    errors: ['GST_PORTAL_REFUSED'],
    summary: 'GSTIN format, check character, state, and its standing in the GSTIN register',
  }),
  pendingAckLines: define({
    id: 'consignments.pending-ack-lines',
    method: 'GET',
    path: '/consignment/pending-ack-oli/:id',
    access: 'Ful_Consignment_View',
    params: ConsignmentIdParamSchema,
    response: z.array(PendingAckLineSchema),
    errors: ['NOT_FOUND'],
    summary: 'Lines a requested consignment asks the seller to acknowledge',
  }),
  consignableLines: define({
    id: 'consignments.consignable-lines',
    method: 'GET',
    path: '/consignment/consignable-lines/:orderKey',
    access: 'Ful_Consignment_View',
    params: ConsignableLinesParamSchema,
    response: ConsignableLinesSchema,
    errors: ['NOT_FOUND'],
    summary: 'An order’s lines with the acknowledged quantity not yet consigned (create screen)',
  }),
  create: define({
    id: 'consignments.create',
    method: 'POST',
    path: '/consignment/create-consignment',
    access: 'Allow_Consignment_Create',
    body: CreateConsignmentSchema,
    response: ConsignmentActionResultSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Create a consignment from an order’s acknowledged quantities',
  }),
  modifyCheck: define({
    id: 'consignments.modify-check',
    method: 'GET',
    path: '/consignment/modify-consignment-check',
    access: 'Ful_Consignment_View',
    query: ConsignmentKeyQuerySchema,
    response: ModifyCheckSchema,
    errors: ['NOT_FOUND'],
    summary: 'Whether the caller may modify now, and the three confirmations to ask',
  }),
  buyerContactDetails: define({
    id: 'consignments.buyer-contact-details',
    method: 'GET',
    path: '/zoho/buyer-contact-details',
    access: 'Ful_Consignment_View',
    query: BuyerContactDetailsQuerySchema,
    response: BuyerContactDetailsSchema,
    errors: ['NOT_FOUND'],
    summary: 'The buyer’s contacts for POD notification and the site co-ordinator (by consignment or buyer)',
  }),
  // Documents: multipart upload (file, fileType, identifier = consignment key), delete, signed link.
  // Adding or removing a consignment's papers takes the upload operation's permission.
  uploadDocument: define({
    id: 'consignments.documents.upload',
    method: 'POST',
    path: '/consignment/upload-files',
    access: 'Allow_Pod_Upload',
    response: ConsignmentDocumentSchema,
    status: 201,
    errors: ['NOT_FOUND', 'TRANSITION_NOT_ALLOWED', 'PAYLOAD_TOO_LARGE'],
    summary: 'Upload a consignment document (multipart: file, fileType, identifier = consignment key)',
  }),
  saveFilePath: define({
    id: 'consignments.documents.save-file-path',
    method: 'POST',
    path: '/consignment/save-file-path',
    access: 'Allow_Pod_Upload',
    body: SaveFilePathSchema,
    response: ConsignmentDocumentSchema,
    // 201 for a new document; the same file recorded again answers it with 200.
    status: 201,
    errors: ['NOT_FOUND', 'TRANSITION_NOT_ALLOWED'],
    summary: 'Record an already-uploaded file (our signed path or storage key) as a consignment document',
  }),
  documents: define({
    id: 'consignments.documents',
    method: 'POST',
    path: '/consignment/upload-File-details',
    access: 'Ful_Consignment_View',
    body: z.object({ consignmentKey: ConsignmentKeySchema }),
    response: z.array(ConsignmentDocumentSchema),
    errors: ['NOT_FOUND'],
    summary: 'The consignment’s documents with signed download links',
  }),
  deleteDocument: define({
    id: 'consignments.documents.delete',
    method: 'POST',
    path: '/consignment/delete-File-details',
    access: 'Allow_Pod_Upload',
    body: DeleteConsignmentDocumentSchema,
    response: z.object({ deleted: z.literal(true) }),
    errors: ['NOT_FOUND', 'TRANSITION_NOT_ALLOWED'],
    summary: 'Delete an uploaded document',
  }),
  documentUrl: define({
    id: 'consignments.documents.url',
    method: 'GET',
    path: '/consignment/document-url',
    access: 'Ful_Consignment_View',
    query: ConsignmentDocumentUrlQuerySchema,
    response: z.object({ url: z.string() }),
    errors: ['NOT_FOUND'],
    summary: 'A signed download link; both identifiers are required',
  }),
  // The moves and operations on one consignment (the detail's allowed actions name these).
  ...CONSIGNMENT_ACTION_ENDPOINTS,
} as const;
