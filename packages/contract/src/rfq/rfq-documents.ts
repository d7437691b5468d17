import { z } from 'zod';
import { type CommonErrorCode, endpointsOf } from '../endpoint';
import { queryBoolean } from '../common/query';
import { SellerDocumentSchema } from '../parties/sellers';
import { EnquiryStepSchema, RfqDetailSchema, RfqKeyParamSchema } from './rfq';

/** An RFQ attachment: the same shape as every area's documents (the platform's attachments). */
export const RfqAttachmentSchema = SellerDocumentSchema;
export type RfqAttachment = z.infer<typeof RfqAttachmentSchema>;
export const RfqAttachmentListSchema = z.array(RfqAttachmentSchema);
export const RfqAttachmentUploadResultSchema = z.object({ documents: z.array(RfqAttachmentSchema) });
export const RfqAttachmentParamSchema = RfqKeyParamSchema.extend({
  documentId: z.uuid('Not a valid document id'),
});

/**
 * The RFQ area's documents, figures and commands (issue 19, part A): the buyer proforma invoice and
 * the enquiry as PDFs, the conversion funnel (RFQs → responded → approved → converted) and clone.
 */

export const ProformaQuerySchema = z.object({
  /** The spec's `isPreview`: a preview is marked as such and is not recorded; a final one is audited. */
  isPreview: queryBoolean().default(true),
});
export type ProformaQuery = z.infer<typeof ProformaQuerySchema>;

export const EnquiryPdfQuerySchema = z.object({ rfqKey: z.string().min(1).max(40) });

/** Quarters are financial quarters, which start in April (Apr–Jun is Q1), in IST. */
export const CONVERSION_PERIODS = ['month', 'quarter', 'week'] as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');

export const ConversionMetricsQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  period: z.enum(CONVERSION_PERIODS).default('month'),
  /** One relationship manager's RFQs only (an RM's own scope narrows further). */
  rmEmail: z.string().max(200).optional(),
});
export type ConversionMetricsQuery = z.infer<typeof ConversionMetricsQuerySchema>;

const Stage = z.object({ count: z.number().int(), valuePaise: z.string() });
export const FunnelSchema = z.object({
  rfqs: Stage,
  responded: Stage,
  approved: Stage,
  converted: Stage,
});
export type Funnel = z.infer<typeof FunnelSchema>;

export const ConversionMetricsSchema = z.object({
  totals: FunnelSchema,
  /** One row per period (its first day) and RM, newest period first. */
  rows: z.array(FunnelSchema.extend({ period: z.string(), rmEmail: z.string().nullable() })),
});
export type ConversionMetrics = z.infer<typeof ConversionMetricsSchema>;

type RfqDocumentErrorCode = CommonErrorCode | 'NOT_FOUND' | 'DOCUMENT_NOT_READY';
const define = endpointsOf<RfqDocumentErrorCode>();

export const RFQ_DOCUMENT_ENDPOINTS = {
  proformaInvoice: define({
    id: 'rfqDocuments.proforma-invoice-pdf',
    method: 'POST',
    path: '/proformaInvoicePDF/buyerPiPdf/:rfqKey',
    access: 'Display_Rfq_Enquiries_Tab',
    params: RfqKeyParamSchema,
    query: ProformaQuerySchema,
    errors: ['NOT_FOUND', 'DOCUMENT_NOT_READY'],
    summary: "The buyer proforma invoice of the RFQ's latest quotation as PDF (preview or final)",
  }),
  enquiryPdf: define({
    id: 'rfqDocuments.enquiry-pdf',
    method: 'GET',
    path: '/enquiry/pdf/signedUrl',
    access: 'Display_Rfq_Enquiries_Tab',
    query: EnquiryPdfQuerySchema,
    errors: ['NOT_FOUND'],
    summary: 'The enquiry (buyer, terms, consignments and lines) as PDF',
  }),
  clone: define({
    id: 'rfqDocuments.clone',
    method: 'POST',
    path: '/buyerRFQ/clone',
    access: 'Allow_Rfq_Create',
    body: EnquiryStepSchema,
    response: RfqDetailSchema,
    status: 201,
    errors: ['NOT_FOUND'],
    summary: 'Clone an enquiry: a new Draft Request for the same buyer, terms, consignments and lines',
  }),
  conversionMetrics: define({
    id: 'rfqDocuments.conversion-metrics',
    method: 'POST',
    path: '/buyerRFQ/conversionMetrics',
    access: 'Display_Rfq_Enquiries_Tab',
    body: ConversionMetricsQuerySchema,
    response: ConversionMetricsSchema,
    summary:
      'The conversion funnel: RFQs → responded → approved → converted, count and value, by period and RM',
  }),
  attachments: define({
    id: 'rfqDocuments.attachments',
    method: 'GET',
    path: '/buyerRFQ/:rfqKey/attachments',
    access: 'Display_Rfq_Enquiries_Tab',
    params: RfqKeyParamSchema,
    response: RfqAttachmentListSchema,
    errors: ['NOT_FOUND'],
    summary: "The RFQ's attachments, newest first",
  }),
  uploadAttachments: define({
    id: 'rfqDocuments.attachments-upload',
    method: 'POST',
    path: '/buyerRFQ/:rfqKey/attachments',
    access: 'Allow_Rfq_Edit',
    params: RfqKeyParamSchema,
    response: RfqAttachmentUploadResultSchema,
    status: 201,
    errors: ['NOT_FOUND'],
    summary: 'Attach files to the RFQ (multipart: documentType, then 1 to 5 files of 5 MB)',
  }),
  attachmentUrl: define({
    id: 'rfqDocuments.attachment-url',
    method: 'GET',
    path: '/buyerRFQ/:rfqKey/attachments/:documentId/url',
    access: 'Display_Rfq_Enquiries_Tab',
    params: RfqAttachmentParamSchema,
    response: z.object({ url: z.string() }),
    errors: ['NOT_FOUND'],
    summary: 'A fresh signed download link of one RFQ attachment',
  }),
  removeAttachment: define({
    id: 'rfqDocuments.attachment-remove',
    method: 'DELETE',
    path: '/buyerRFQ/:rfqKey/attachments/:documentId',
    access: 'Allow_Rfq_Edit',
    params: RfqAttachmentParamSchema,
    response: z.object({ deleted: z.literal(true) }),
    errors: ['NOT_FOUND'],
    summary: 'Remove an RFQ attachment (soft delete, audited)',
  }),
};
