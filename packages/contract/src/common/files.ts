import { z } from 'zod';

/** The spec's message for a download asked without both identifying arguments (doc 2 §7). */
export const FILE_NOT_AVAILABLE_MESSAGE = 'File not available to download';

/**
 * Our storage areas ("buckets" on the wire): each holds the files of one owner type. A file is
 * handed out only through the area of its owner, and only when the caller can see that owner.
 */
export const FILE_BUCKETS = {
  'order-documents': 'order',
  'consignment-documents': 'consignment',
  'seller-documents': 'seller',
  'rfq-documents': 'rfq',
} as const;
export type FileBucket = keyof typeof FILE_BUCKETS;
export type FileOwnerType = (typeof FILE_BUCKETS)[FileBucket];
export const FILE_BUCKET_NAMES = Object.keys(FILE_BUCKETS) as FileBucket[];

/**
 * Owners whose files are reached only through their own area's calls (a credit lead's papers, an
 * enhancer's and an ad-hoc limit's documents), never through a bucket of the generic file calls.
 */
export const AREA_FILE_OWNERS = ['credit-lead', 'credit-enhancer', 'adhoc-limit'] as const;
export type AttachmentOwnerType = FileOwnerType | (typeof AREA_FILE_OWNERS)[number];

const FilePathSchema = z.string().trim().min(1).max(2000, 'At most 2000 characters');

/**
 * POST /s3/getSignedUrl: one of our files by id, or by the path an upload answered (our signed
 * address or the storage key). Neither → 400 'File not available to download' on `fileId`.
 */
export const SignedUrlRequestSchema = z.object({
  fileId: z.uuid('Not a valid file id').optional(),
  filePath: FilePathSchema.optional(),
});
export type SignedUrlRequest = z.infer<typeof SignedUrlRequestSchema>;

/**
 * GET /s3/generate/download-signed-url: both arguments are required; a missing one answers 400
 * 'File not available to download' naming it (checked by the server, not here, for that message).
 */
export const DownloadSignedUrlQuerySchema = z.object({
  filePath: z.string().trim().max(2000, 'At most 2000 characters').optional(),
  bucketName: z.string().trim().max(64, 'At most 64 characters').optional(),
});
export type DownloadSignedUrlQuery = z.infer<typeof DownloadSignedUrlQuerySchema>;

/** A signed, expiring download address of one file. */
export const SignedUrlSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  fileName: z.string(),
});
export type SignedUrl = z.infer<typeof SignedUrlSchema>;

/** POST /s3/generate/presignedurl-using-refno: an order key, a consignment key or an invoice number. */
export const RefNoUrlsRequestSchema = z.object({
  refNo: z.string().trim().min(1, 'Give the reference number').max(64, 'At most 64 characters'),
  documentType: z.string().trim().min(1).max(64).optional(),
});
export type RefNoUrlsRequest = z.infer<typeof RefNoUrlsRequestSchema>;

export const RefNoDocumentUrlSchema = SignedUrlSchema.extend({
  documentId: z.string(),
  documentType: z.string(),
  uploadedAt: z.string(),
});
export const RefNoUrlsSchema = z.object({
  refNo: z.string(),
  /** What the reference number named. */
  refType: z.enum(['ORDER', 'CONSIGNMENT', 'INVOICE']),
  orderKey: z.string(),
  consignmentKey: z.string().nullable(),
  /** Newest first. */
  documents: z.array(RefNoDocumentUrlSchema),
});
export type RefNoUrls = z.infer<typeof RefNoUrlsSchema>;

/** GET /s3/downloadZohoDocs: the books-system document of a consignment. */
export const BooksDocumentQuerySchema = z.object({
  consignmentKey: z.string().trim().max(64, 'At most 64 characters').optional(),
  documentType: z.string().trim().max(64, 'At most 64 characters').optional(),
});
export type BooksDocumentQuery = z.infer<typeof BooksDocumentQuerySchema>;

const IsoDateSchema = z.iso.date('Use the date format YYYY-MM-DD');

/** POST /s3/create-update-BuyerPoDetails: records or replaces the buyer's PO on the order. */
export const BuyerPoDetailsSchema = z.object({
  orderKey: z.string().trim().min(1, 'Give the order key').max(64, 'At most 64 characters'),
  buyerPoNumber: z.string().trim().min(1, 'Enter the buyer PO number').max(64, 'At most 64 characters'),
  buyerPoDate: IsoDateSchema.optional(),
  /** An uploaded file of this order (POST /sales-order/upload-file answers its id). */
  fileId: z.uuid('Not a valid file id').optional(),
});
export type BuyerPoDetails = z.infer<typeof BuyerPoDetailsSchema>;

export const BuyerPoDetailsResultSchema = z.object({
  orderKey: z.string(),
  buyerPoNumber: z.string(),
  buyerPoDate: z.string().nullable(),
  buyerPoFileId: z.string().nullable(),
  /** A fresh signed link of the PO file, when there is one. */
  buyerPoFileUrl: z.string().nullable(),
  version: z.number().int(),
});
export type BuyerPoDetailsResult = z.infer<typeof BuyerPoDetailsResultSchema>;
