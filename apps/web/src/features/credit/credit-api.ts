import type {
  CreditDebitNoteRequest,
  InvoiceCorrectionRequest,
  InvoiceDetail,
  InvoiceRevision,
  LedgerStatement,
  MatchPayment,
  MatchResult,
  OperationalBalance,
  Page,
  Invoice,
  Payment,
  RevisionDecision,
  VoidIrnRequest,
} from '@dom/contract';
import { apiGet, apiPost } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import type { QueryParams } from '../../lib/query-string';

export const CREDIT_KEY = 'credit';

const key = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

export const ledger = (query: QueryParams) => apiGet<LedgerStatement>('/credit/ledger', query);
export const exportLedger = (query: QueryParams) =>
  downloadFile('/credit/ledger/export', { fileName: 'ledger.xlsx', query });
export const operationalBalance = (buyerId: string) =>
  apiGet<OperationalBalance>('/credit/balance/operational-noauth', { buyerId });

export const listInvoices = (query: QueryParams) => apiGet<Page<Invoice>>('/credit/invoice-noauth', query);
export const getInvoice = (id: string) =>
  apiGet<InvoiceDetail>(`/credit/invoice-noauth/${encodeURIComponent(id)}`);
export const listSellerInvoices = (query: QueryParams) => apiGet<Page<Invoice>>('/seller/invoices', query);
export const getSellerInvoice = (id: string) =>
  apiGet<InvoiceDetail>(`/seller/invoices/${encodeURIComponent(id)}`);

export interface PaymentList {
  content: Payment[];
  total: number;
  limit: number;
  offset: number;
}
export const listPayments = (query: QueryParams) => apiGet<PaymentList>('/credit/payment-noauth', query);

/** The settle call; `matchId` makes a retried click answer the first match instead of matching twice. */
export const matchPayment = (input: MatchPayment) => apiPost<MatchResult>('/credit/match-noauth', input);

export const requestRevision = (input: InvoiceCorrectionRequest, idempotencyKey: string) =>
  apiPost<InvoiceRevision>('/invoice-revision/create', input, key(idempotencyKey));
export const decideRevision = (
  action: 'approve' | 'reject' | 'cancel' | 'review',
  input: RevisionDecision,
  idempotencyKey: string,
) => apiPost<InvoiceRevision>(`/invoice-revision/${action}`, input, key(idempotencyKey));
export const requestCreditDebitNote = (input: CreditDebitNoteRequest, idempotencyKey: string) =>
  apiPost<InvoiceRevision>('/invoice-revision/create-cn-dn-requested', input, key(idempotencyKey));
export const requestIrnVoid = (input: VoidIrnRequest, idempotencyKey: string) =>
  apiPost<InvoiceRevision>('/invoice-revision/void-irn-request', input, key(idempotencyKey));
