import { type CommonErrorCode, endpointsOf } from '../endpoint';
import {
  InvoiceDocumentsParamSchema,
  InvoiceDocumentsSchema,
  LedgerAgeingSchema,
  PrintableKeyParamSchema,
  PrintableListSchema,
  PrintableParamsSchema,
  PrintableQuerySchema,
  StatementQuerySchema,
} from './documents';

/** The error codes a documents call can answer. */
export type DocumentErrorCode = CommonErrorCode | 'NOT_FOUND' | 'DOCUMENT_NOT_READY';

const define = endpointsOf<DocumentErrorCode>();

/**
 * The documents centre (issue 18): the tax invoice, e-way bill print and delivery challan of a
 * consignment, an invoice's lines and documents, and the buyer's statement of account with ageing.
 * Printed on demand from the records, in the caller's scope (another's answers 404).
 */
export const DOCUMENT_ENDPOINTS = {
  consignmentPrintables: define({
    id: 'documents.consignment-printables',
    method: 'GET',
    path: '/consignment/:key/printables',
    access: 'Ful_Consignment_View',
    params: PrintableKeyParamSchema,
    response: PrintableListSchema,
    errors: ['NOT_FOUND'],
    summary: 'The documents a consignment can be printed as, each ready or with the reason why not',
  }),
  consignmentPrintable: define({
    id: 'documents.consignment-printable',
    method: 'GET',
    path: '/consignment/:key/printables/:kind',
    access: 'Ful_Consignment_View',
    params: PrintableParamsSchema,
    query: PrintableQuerySchema,
    errors: ['NOT_FOUND', 'DOCUMENT_NOT_READY'],
    summary: 'A consignment document as PDF (tax invoice, e-way bill, delivery challan)',
  }),
  invoiceDocuments: define({
    id: 'documents.invoice-documents',
    method: 'GET',
    path: '/credit/invoice/:id/documents',
    access: 'signed-in',
    params: InvoiceDocumentsParamSchema,
    response: InvoiceDocumentsSchema,
    errors: ['NOT_FOUND'],
    summary: 'An invoice’s lines and printable documents (View_Buyer_Ledger or the seller’s invoices tab)',
  }),
  ledgerAgeing: define({
    id: 'documents.ledger-ageing',
    method: 'GET',
    path: '/credit/ledger/ageing',
    access: 'View_Buyer_Ledger',
    query: StatementQuerySchema.pick({ buyerId: true }),
    response: LedgerAgeingSchema,
    errors: ['NOT_FOUND'],
    summary: 'What a buyer owes by days past due: 0–30, 31–60, 61–90, 90+',
  }),
  statementPdf: define({
    id: 'documents.statement-pdf',
    method: 'GET',
    path: '/credit/statement-of-account/pdf',
    access: 'View_Buyer_Ledger',
    query: StatementQuerySchema,
    errors: ['NOT_FOUND'],
    summary: 'The buyer’s statement of account as PDF',
  }),
  statementXlsx: define({
    id: 'documents.statement-xlsx',
    method: 'GET',
    path: '/credit/statement-of-account/xlsx',
    access: 'Allow_Ledger_Export',
    query: StatementQuerySchema,
    errors: ['NOT_FOUND'],
    summary: 'The buyer’s statement of account as xlsx',
  }),
} as const;
