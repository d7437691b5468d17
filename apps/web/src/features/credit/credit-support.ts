import {
  CREDIT_ENDPOINTS,
  type InvoiceActionResult,
  type InvoiceDecision,
  type InvoiceEditPrices,
  type InvoiceRevision,
  type RevisionDecision,
  type RevisionModify,
} from '@dom/contract';
import { call } from '../../lib/api-client';

export const CREDIT_KEY = 'credit';

const on = CREDIT_ENDPOINTS;

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
