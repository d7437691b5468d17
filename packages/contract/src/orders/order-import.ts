import { z } from 'zod';

/** Import Order Creation (xlsx): upload limits and the template's columns, in order. */
export const ORDER_IMPORT_MAX_MB = 5;
export const ORDER_IMPORT_MAX_ROWS = 1000;
export const ORDER_IMPORT_COLUMNS = [
  'Order Ref',
  'Buyer Code',
  'Seller Warehouse',
  'Shipping Mode',
  'Logistics Provider',
  'Payment Terms',
  'Buyer Credit Days',
  'PO Received Date and Time',
  'Buyer PO Number',
  'Order Category',
  'SKU',
  'Quantity',
  'Buyer Price per Unit',
  'Seller Price per Unit',
  'Charge Type',
  'Charge Amount',
] as const;
export type OrderImportColumn = (typeof ORDER_IMPORT_COLUMNS)[number];

export const ImportRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportPreviewRowSchema = z.object({
  row: z.number().int(),
  orderRef: z.string(),
  buyerCode: z.string(),
  sku: z.string(),
  quantity: z.string(),
  errors: z.array(ImportRowErrorSchema),
});

export const ImportPreviewSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  rowCount: z.number().int(),
  orderCount: z.number().int(),
  errorCount: z.number().int(),
  rows: z.array(ImportPreviewRowSchema),
  /** Problems of the file rather than of a row (headers, sheet). */
  fileErrors: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportUploadParamSchema = z.object({
  uploadId: z.uuid({ message: 'uploadId must be an upload id' }),
});
export const ImportJobParamSchema = z.object({ jobId: z.uuid({ message: 'jobId must be a job id' }) });

export const ImportCommitResultSchema = z.object({ jobId: z.string() });

export const ImportJobSchema = z.object({
  jobId: z.string(),
  status: z.enum(['CREATED', 'IN_PROGRESS', 'COMPLETED', 'FAILED']),
  done: z.number().int(),
  total: z.number().int().nullable(),
  message: z.string().nullable(),
  created: z.array(z.object({ orderRef: z.string(), orderKey: z.string() })),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;
