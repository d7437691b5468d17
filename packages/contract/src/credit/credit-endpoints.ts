import { type CommonErrorCode, endpointsOf } from '../endpoint';
import {
  BulkTagInvoicesSchema,
  BulkTagResultSchema,
  InvoiceActionResultSchema,
  InvoiceDecisionSchema,
  InvoiceDetailSchema,
  InvoiceEditPricesSchema,
  InvoiceIdParamSchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  SettlementSchema,
} from './invoices';
import {
  LedgerQuerySchema,
  LedgerStatementSchema,
  OperationalBalanceQuerySchema,
  OperationalBalanceSchema,
} from './ledger';
import {
  LedgerAdjustmentResultSchema,
  LedgerAdjustmentSchema,
  SettleBatchResultSchema,
  SettleBatchSchema,
  SettlementIdParamSchema,
} from './payments';
import {
  CreditDebitNoteRequestSchema,
  InvoiceCorrectionRequestSchema,
  InvoiceRevisionSchema,
  RevisionDecisionSchema,
  RevisionModifySchema,
  VoidIrnRequestSchema,
} from './revisions';

/** The error codes a ledger, invoice, settlement or revision call can answer. */
export type CreditErrorCode =
  | CommonErrorCode
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TRANSITION_NOT_ALLOWED'
  | 'TRANSITION_FORBIDDEN'
  | 'GST_PORTAL_REFUSED';

const define = endpointsOf<CreditErrorCode>();

const MOVE_ERRORS = ['NOT_FOUND', 'CONFLICT', 'TRANSITION_NOT_ALLOWED', 'TRANSITION_FORBIDDEN'] as const;

/** A step of the invoice edit flow: its own permission, the invoice table checks the state. */
const invoiceStep = <
  const Id extends string,
  B extends typeof InvoiceDecisionSchema | typeof InvoiceEditPricesSchema,
>(
  id: Id,
  path: string,
  access: 'Allow_Invoice_Edit_Prices' | 'Approve_Invoice_Edit',
  body: B,
  summary: string,
) =>
  define({
    id,
    method: 'POST',
    path,
    access,
    body,
    response: InvoiceActionResultSchema,
    errors: MOVE_ERRORS,
    summary,
  });

/** A move of the revision table at `/invoice-revision/{action}` (calls.tsv). */
const revisionStep = <
  const Id extends string,
  B extends typeof RevisionDecisionSchema | typeof RevisionModifySchema,
>(
  id: Id,
  path: string,
  access: 'Allow_Invoice_Correction' | 'Approve_Invoice_Revision',
  body: B,
  summary: string,
) =>
  define({
    id,
    method: 'POST',
    path,
    access,
    body,
    response: InvoiceRevisionSchema,
    errors: MOVE_ERRORS,
    summary,
  });

/**
 * Buyer ledger, invoices, settlements and invoice revisions (doc 2 §7 "Buyers"). The "-noauth"
 * paths keep the legacy names, but every one needs a session and a permission.
 */
export const CREDIT_ENDPOINTS = {
  ledger: define({
    id: 'credit.ledger',
    method: 'GET',
    path: '/credit/ledger',
    access: 'View_Buyer_Ledger',
    query: LedgerQuerySchema,
    response: LedgerStatementSchema,
    errors: ['NOT_FOUND'],
    summary: 'Buyer ledger with opening, running and closing balance',
  }),
  exportLedger: define({
    id: 'credit.ledger.export',
    method: 'GET',
    path: '/credit/ledger/export',
    access: 'Allow_Ledger_Export',
    query: LedgerQuerySchema,
    errors: ['NOT_FOUND'],
    summary: 'Buyer ledger as xlsx',
  }),
  ledgerAdjustment: define({
    id: 'credit.ledger.adjustment',
    method: 'POST',
    path: '/credit/ledger/adjustment',
    access: 'Allow_Invoice_Settlement',
    body: LedgerAdjustmentSchema,
    response: LedgerAdjustmentResultSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Post TDS, a write-off or a refund',
  }),
  operationalBalance: define({
    id: 'credit.operational-balance',
    method: 'GET',
    path: '/credit/balance/operational-noauth',
    access: 'View_Buyer_Ledger',
    query: OperationalBalanceQuerySchema,
    response: OperationalBalanceSchema,
    errors: ['NOT_FOUND'],
    summary: 'Operational balance of a buyer',
  }),
  invoice: define({
    id: 'credit.invoices.detail',
    method: 'GET',
    path: '/credit/invoice-noauth/:id',
    access: 'View_Buyer_Ledger',
    params: InvoiceIdParamSchema,
    response: InvoiceDetailSchema,
    errors: ['NOT_FOUND'],
    summary: 'Invoice detail with settlements, notes and revisions',
  }),
  tagInvoices: define({
    id: 'credit.invoices.tag',
    method: 'PUT',
    path: '/credit/invoice/bulk',
    access: 'Allow_Tag_Invoices',
    body: BulkTagInvoicesSchema,
    response: BulkTagResultSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Tag invoices in bulk',
  }),
  sellerInvoices: define({
    id: 'credit.seller-invoices.list',
    method: 'GET',
    path: '/seller/invoices',
    access: 'Display_Invoices_Tab_V2',
    query: InvoiceListQuerySchema,
    response: InvoicePageSchema,
    summary: "The seller portal's invoices: only the seller's own",
  }),
  sellerInvoice: define({
    id: 'credit.seller-invoices.detail',
    method: 'GET',
    path: '/seller/invoices/:id',
    access: 'Display_Invoices_Tab_V2',
    params: InvoiceIdParamSchema,
    response: InvoiceDetailSchema,
    errors: ['NOT_FOUND'],
    summary: 'A seller invoice with its settlements',
  }),
  editPrices: invoiceStep(
    'credit.invoices.edit-prices',
    '/invoice/edit-prices',
    'Allow_Invoice_Edit_Prices',
    InvoiceEditPricesSchema,
    'Edit a draft invoice amount and send it for approval',
  ),
  approveInvoice: invoiceStep(
    'credit.invoices.approve',
    '/invoice/approve',
    'Approve_Invoice_Edit',
    InvoiceDecisionSchema,
    'Approve an invoice edit (PENDING_APPROVAL → OPEN)',
  ),
  rejectInvoice: invoiceStep(
    'credit.invoices.reject',
    '/invoice/reject',
    'Approve_Invoice_Edit',
    InvoiceDecisionSchema,
    'Reject an invoice edit (back to DRAFT)',
  ),
  cancelInvoice: invoiceStep(
    'credit.invoices.cancel',
    '/invoice/cancel',
    'Allow_Invoice_Edit_Prices',
    InvoiceDecisionSchema,
    'Cancel (void) an unpaid invoice',
  ),
  settleBatch: define({
    id: 'credit.settlements.batch',
    method: 'POST',
    path: '/credit/match-noauth/batch',
    access: 'Allow_Invoice_Settlement',
    body: SettleBatchSchema,
    response: SettleBatchResultSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Settle one payment against several invoices, all or nothing (batchId: natural key)',
  }),
  settlement: define({
    id: 'credit.settlements.detail',
    method: 'GET',
    path: '/credit/match-noauth/:id',
    access: 'View_Buyer_Ledger',
    params: SettlementIdParamSchema,
    response: SettlementSchema,
    errors: ['NOT_FOUND'],
    summary: 'Settlement detail',
  }),

  // Invoice revisions: the request, the moves of its table, notes and IRN voids.
  requestRevision: define({
    id: 'credit.revisions.create',
    method: 'POST',
    path: '/invoice-revision/create',
    access: 'Allow_Invoice_Correction',
    body: InvoiceCorrectionRequestSchema,
    response: InvoiceRevisionSchema,
    // 201 for a new request; a repeat of an open one answers it with 200.
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Request an invoice correction',
  }),
  modifyRevision: revisionStep(
    'credit.revisions.modify',
    '/invoice-revision/modify',
    'Allow_Invoice_Correction',
    RevisionModifySchema,
    'Modify a revision request',
  ),
  reviewRevision: revisionStep(
    'credit.revisions.review',
    '/invoice-revision/review',
    'Approve_Invoice_Revision',
    RevisionDecisionSchema,
    'Take a request under review',
  ),
  approveRevision: revisionStep(
    'credit.revisions.approve',
    '/invoice-revision/approve',
    'Approve_Invoice_Revision',
    RevisionDecisionSchema,
    'Approve a revision request',
  ),
  rejectRevision: revisionStep(
    'credit.revisions.reject',
    '/invoice-revision/reject',
    'Approve_Invoice_Revision',
    RevisionDecisionSchema,
    'Reject a revision request',
  ),
  cancelRevision: revisionStep(
    'credit.revisions.cancel',
    '/invoice-revision/cancel',
    'Allow_Invoice_Correction',
    RevisionDecisionSchema,
    'Cancel a revision request',
  ),
  cancelCorrection: revisionStep(
    'credit.revisions.request-cancelled',
    '/invoice-revision/request-cancelled',
    'Approve_Invoice_Revision',
    RevisionDecisionSchema,
    'Cancel a correction in progress',
  ),
  creditDebitNote: define({
    id: 'credit.revisions.credit-debit-note',
    method: 'POST',
    path: '/invoice-revision/create-cn-dn-requested',
    access: 'Allow_Credit_Debit_Note',
    body: CreditDebitNoteRequestSchema,
    response: InvoiceRevisionSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'GST_PORTAL_REFUSED'],
    summary: 'Raise a credit or debit note with its own IRN (irreversible)',
  }),
  voidIrn: define({
    id: 'credit.revisions.void-irn',
    method: 'POST',
    path: '/invoice-revision/void-irn-request',
    access: 'Allow_Void_Irn_Request',
    body: VoidIrnRequestSchema,
    response: InvoiceRevisionSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'GST_PORTAL_REFUSED'],
    summary: 'Void the IRN of the invoice (within 24 h of acknowledgement)',
  }),
} as const;
