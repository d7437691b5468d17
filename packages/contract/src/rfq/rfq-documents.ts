import { z } from 'zod';
import { type CommonErrorCode, endpointsOf } from '../endpoint';
import { queryBoolean } from '../common/query';
import { EnquiryStepSchema, RfqDetailSchema, RfqKeyParamSchema } from './rfq';

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

export const CONVERSION_PERIODS = ['month', 'week'] as const;

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
};
