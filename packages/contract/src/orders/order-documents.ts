import { z } from 'zod';

/** GET /sales-order/getPaths/:key: one of the order's documents with a fresh signed download link. */
export const DocumentPathSchema = z.object({
  documentId: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  /** A signed, expiring download address. */
  path: z.string(),
});
export type DocumentPath = z.infer<typeof DocumentPathSchema>;

/** POST /sales-order/upload-file (multipart): the stored document, its file and its signed link. */
export const UploadedDocumentSchema = z.object({
  documentId: z.string(),
  fileId: z.string(),
  path: z.string(),
});
export type UploadedDocument = z.infer<typeof UploadedDocumentSchema>;
