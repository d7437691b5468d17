import {
  type BulkTagInvoices,
  CREDIT_ENDPOINTS,
  DOCUMENT_ENDPOINTS,
  type CreditDebitNoteRequest,
  type InvoiceActionResult,
  type InvoiceCorrectionRequest,
  type InvoiceDecision,
  type InvoiceEditPrices,
  type InvoiceRevision,
  type LedgerAdjustment,
  PARTY_ENDPOINTS,
  type RevisionDecision,
  type RevisionModify,
  type SettleBatch,
  type VoidIrnRequest,
} from '@dom/contract';
import { call, urlOf } from '../../lib/api-client';
import { downloadXlsx } from '../../components/xlsx/xlsx';
import { downloadFile } from '../../lib/download';
import type { QueryParams } from '../../lib/query-string';

export const CREDIT_KEY = 'credit';

const on = CREDIT_ENDPOINTS;

export const ledger = (query: QueryParams) => call(on.ledger, { query });
export const exportLedger = (query: QueryParams) => downloadXlsx(urlOf(on.exportLedger), 'ledger', query);
export const ledgerAgeing = (buyerId: string) =>
  call(DOCUMENT_ENDPOINTS.ledgerAgeing, { query: { buyerId } });
/** The buyer's statement of account for the period, as PDF or xlsx. */
export const downloadStatementPdf = (query: QueryParams) =>
  downloadFile(urlOf(DOCUMENT_ENDPOINTS.statementPdf), { fileName: 'statement-of-account.pdf', query });
export const downloadStatementXlsx = (query: QueryParams) =>
  downloadXlsx(urlOf(DOCUMENT_ENDPOINTS.statementXlsx), 'statement-of-account', query);
/** An invoice's lines and printable documents (from its consignment). */
export const invoiceDocuments = (id: string) => call(DOCUMENT_ENDPOINTS.invoiceDocuments, { params: { id } });
export const operationalBalance = (buyerId: string) => call(on.operationalBalance, { query: { buyerId } });

export const getInvoice = (id: string) => call(on.invoice, { params: { id } });
export const listSellerInvoices = (query: QueryParams) => call(on.sellerInvoices, { query });
export const getSellerInvoice = (id: string) => call(on.sellerInvoice, { params: { id } });

/** One payment against several invoices, all or nothing; `batchId` makes a retry answer the first. */
export const settleBatch = (input: SettleBatch) => call(on.settleBatch, { body: input });
export const getSettlement = (id: string) => call(on.settlement, { params: { id } });

// The buyer profile's invoices and payments tabs (doc 2 §7: open invoices; pending payments 25 from 0).
export const buyerInvoices = (buyerId: string, query: QueryParams) =>
  call(PARTY_ENDPOINTS.buyerInvoices, { params: { id: buyerId }, query });
export const buyerPayments = (buyerId: string, query: QueryParams) =>
  call(PARTY_ENDPOINTS.buyerPayments, { params: { id: buyerId }, query });

export const tagInvoices = (input: BulkTagInvoices, idempotencyKey?: string) =>
  call(on.tagInvoices, { body: input }, { idempotencyKey });
export const postLedgerAdjustment = (input: LedgerAdjustment, idempotencyKey: string) =>
  call(on.ledgerAdjustment, { body: input }, { idempotencyKey });

/** The invoice edit flow: edit prices (DRAFT → PENDING_APPROVAL), approve, reject, cancel (void). */
const INVOICE_EDIT_ENDPOINTS = {
  'edit-prices': on.editPrices,
  approve: on.approveInvoice,
  reject: on.rejectInvoice,
  cancel: on.cancelInvoice,
} as const;
export type InvoiceEditAction = keyof typeof INVOICE_EDIT_ENDPOINTS;
export const invoiceEditAction = (
  action: InvoiceEditAction,
  input: InvoiceEditPrices | InvoiceDecision,
  idempotencyKey: string,
): Promise<InvoiceActionResult> =>
  // The caller pairs the body with the action (edit-prices takes prices, the rest a decision).
  call(INVOICE_EDIT_ENDPOINTS[action], { body: input }, { idempotencyKey });

export const requestRevision = (input: InvoiceCorrectionRequest, idempotencyKey: string) =>
  call(on.requestRevision, { body: input }, { idempotencyKey });
/** The revision moves (calls.tsv): one endpoint per action of the revision table. */
const REVISION_ENDPOINTS = {
  modify: on.modifyRevision,
  startReview: on.reviewRevision,
  approve: on.approveRevision,
  reject: on.rejectRevision,
  cancel: on.cancelRevision,
  requestCancelled: on.cancelCorrection,
} as const;
export type RevisionStepAction = keyof typeof REVISION_ENDPOINTS;
export const decideRevision = (
  action: RevisionStepAction,
  input: RevisionDecision | RevisionModify,
  idempotencyKey: string,
): Promise<InvoiceRevision> =>
  // The caller pairs the body with the action (modify takes the changes, the rest a decision).
  call(REVISION_ENDPOINTS[action], { body: input }, { idempotencyKey });
export const requestCreditDebitNote = (input: CreditDebitNoteRequest, idempotencyKey: string) =>
  call(on.creditDebitNote, { body: input }, { idempotencyKey });
export const requestIrnVoid = (input: VoidIrnRequest, idempotencyKey: string) =>
  call(on.voidIrn, { body: input }, { idempotencyKey });
