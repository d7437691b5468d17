import type {
  BulkTagInvoices,
  BuyerInvoicePage,
  BuyerPaymentList,
  CreditDebitNoteRequest,
  InvoiceActionResult,
  InvoiceDecision,
  InvoiceEditPrices,
  LedgerAdjustment,
  RevisionModify,
  SettleBatch,
  SettleBatchResult,
  Settlement,
  InvoiceCorrectionRequest,
  InvoiceDetail,
  InvoiceRevision,
  LedgerStatement,
  OperationalBalance,
  Page,
  Invoice,
  RevisionDecision,
  VoidIrnRequest,
} from '@dom/contract';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import type { QueryParams } from '../../lib/query-string';

export const CREDIT_KEY = 'credit';

const key = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

export const ledger = (query: QueryParams) => apiGet<LedgerStatement>('/credit/ledger', query);
export const exportLedger = (query: QueryParams) =>
  downloadFile('/credit/ledger/export', { fileName: 'ledger.xlsx', query });
export const operationalBalance = (buyerId: string) =>
  apiGet<OperationalBalance>('/credit/balance/operational-noauth', { buyerId });

export const getInvoice = (id: string) =>
  apiGet<InvoiceDetail>(`/credit/invoice-noauth/${encodeURIComponent(id)}`);
export const listSellerInvoices = (query: QueryParams) => apiGet<Page<Invoice>>('/seller/invoices', query);
export const getSellerInvoice = (id: string) =>
  apiGet<InvoiceDetail>(`/seller/invoices/${encodeURIComponent(id)}`);

/** One payment against several invoices, all or nothing; `batchId` makes a retry answer the first. */
export const settleBatch = (input: SettleBatch) =>
  apiPost<SettleBatchResult>('/credit/match-noauth/batch', input);
export const getSettlement = (id: string) =>
  apiGet<Settlement>(`/credit/match-noauth/${encodeURIComponent(id)}`);

// The buyer profile's invoices and payments tabs (doc 2 §7: open invoices; pending payments 25 from 0).
const buyerTab = (buyerId: string, tab: string) =>
  `/credit/buyer/profile/${encodeURIComponent(buyerId)}/${tab}`;
export const buyerInvoices = (buyerId: string, query: QueryParams) =>
  apiGet<BuyerInvoicePage>(buyerTab(buyerId, 'invoices'), query);
export const buyerPayments = (buyerId: string, query: QueryParams) =>
  apiGet<BuyerPaymentList>(buyerTab(buyerId, 'payments'), query);

export const tagInvoices = (input: BulkTagInvoices, idempotencyKey?: string) =>
  apiRequest<{ updated: number }>('/credit/invoice/bulk', { method: 'PUT', body: input, idempotencyKey });
export const postLedgerAdjustment = (input: LedgerAdjustment, idempotencyKey: string) =>
  apiPost<{ entryId: string; balancePaise: string }>('/credit/ledger/adjustment', input, key(idempotencyKey));

/** The invoice edit flow: edit prices (DRAFT → PENDING_APPROVAL), approve, reject, cancel (void). */
export type InvoiceEditAction = 'edit-prices' | 'approve' | 'reject' | 'cancel';
export const invoiceEditAction = (
  action: InvoiceEditAction,
  input: InvoiceEditPrices | InvoiceDecision,
  idempotencyKey: string,
) => apiPost<InvoiceActionResult>(`/invoice/${action}`, input, key(idempotencyKey));

export const requestRevision = (input: InvoiceCorrectionRequest, idempotencyKey: string) =>
  apiPost<InvoiceRevision>('/invoice-revision/create', input, key(idempotencyKey));
/** The revision moves' paths (calls.tsv): one per action of the revision table. */
export const REVISION_PATHS = {
  modify: 'modify',
  startReview: 'review',
  approve: 'approve',
  reject: 'reject',
  cancel: 'cancel',
  requestCancelled: 'request-cancelled',
} as const;
export type RevisionStepAction = keyof typeof REVISION_PATHS;
export const decideRevision = (
  action: RevisionStepAction,
  input: RevisionDecision | RevisionModify,
  idempotencyKey: string,
) => apiPost<InvoiceRevision>(`/invoice-revision/${REVISION_PATHS[action]}`, input, key(idempotencyKey));
export const requestCreditDebitNote = (input: CreditDebitNoteRequest, idempotencyKey: string) =>
  apiPost<InvoiceRevision>('/invoice-revision/create-cn-dn-requested', input, key(idempotencyKey));
export const requestIrnVoid = (input: VoidIrnRequest, idempotencyKey: string) =>
  apiPost<InvoiceRevision>('/invoice-revision/void-irn-request', input, key(idempotencyKey));
