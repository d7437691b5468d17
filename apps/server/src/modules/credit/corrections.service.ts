import {
  type CreditDebitNoteRequest,
  IRREVERSIBLE_NOTE_MESSAGE,
  type InvoiceRevision,
  type VoidIrnRequest,
} from '@dom/contract';
import { checkReduction, istDateOf } from '@dom/domain';
import { SYSTEM, assertMove } from '../../platform/moves';
import { INVOICE_MACHINE, INVOICE_REVISION_MACHINE } from './credit-machines';
import { eq } from 'drizzle-orm';
import { type EInvoiceGateway, GstPortalError } from '../../integrations/gst/gst-gateway';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { outsideCall } from '../../platform/db/steps';
import { AppError, badRequest } from '../../platform/errors';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from './credit-actor';
import type { CreditDeps } from './credit-deps';
import { type InvoiceRow, type RevisionRow, findInvoice, findRevision } from './credit.repo';
import { type CorrectionRequest, creditInvoices } from './credit.schema';
import { noteLines, recordIrnVoid, recordNote } from './correction-records';
import { applyRevisionMove } from './revisions.service';

/** The IRP allows cancelling an IRN within 24 hours of its acknowledgement, never after. */
export const IRN_CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

// Corrections run in three steps, because the e-invoice portal is a remote system (and the
// simulator reads through the app's own database handle: on PGlite, one connection, a portal call
// inside a transaction would wait forever):
//   1. claim — one transaction: the revision moves APPROVED → IN_PROGRESS and keeps what it asks of
//      the portal (`correction_request`); the invoice is checked under its row lock;
//   2. the portal call, outside any transaction;
//   3. record — a second transaction: the invoice, note and ledger changes, IN_PROGRESS → CORRECTED.
// A retry of the same call on an IN_PROGRESS revision resumes from step 2 with the stored request
// (the portal answers a repeated document with its first IRN, and an IRN we already cancelled as
// cancelled), and step 3 does nothing when an earlier attempt recorded it. A portal refusal (it
// registered nothing) returns the revision to APPROVED; an outage or a lost answer leaves it
// IN_PROGRESS for the retry (503). While a void or a credit note is in progress, settlements and
// adjustments of that invoice wait (see `assertNoCorrectionInProgress`).

function gatewayOf(deps: CreditDeps): EInvoiceGateway {
  if (!deps.eInvoice) throw new AppError('UNAVAILABLE', 'The e-invoice portal is not configured');
  return deps.eInvoice;
}

async function lockedInvoiceOf(tx: DbOrTx, invoiceId: string): Promise<InvoiceRow> {
  const invoice = await findInvoice(tx, {}, eq(creditInvoices.id, invoiceId), { forUpdate: true });
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
  return invoice;
}

const IN_PROGRESS_ELSEWHERE =
  'Another correction of this revision is in progress; retry that one or cancel it';

interface Claim {
  row: RevisionRow;
  request: CorrectionRequest;
}

/**
 * Step 1 for both corrections: lock the revision; resume an IN_PROGRESS one of the same kind, or
 * move an APPROVED one to IN_PROGRESS after `check` has looked at the invoice (under its lock).
 */
async function claim(
  tx: Tx,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  requestId: string,
  kinds: readonly CorrectionRequest['kind'][],
  actor: Actor,
  start: (
    tx: DbOrTx,
    row: RevisionRow,
  ) => Promise<{ action: 'requestIrnVoid' | 'requestCreditDebitNote'; request: CorrectionRequest }>,
  same: (stored: CorrectionRequest) => boolean,
): Promise<Claim> {
  const row = foundInScope(await findRevision(tx, scope, requestId, { forUpdate: true }), 'Invoice revision');
  if (row.status === 'IN_PROGRESS' && row.correctionRequest) {
    if (!kinds.includes(row.correctionRequest.kind) || !same(row.correctionRequest))
      throw new AppError('CONFLICT', IN_PROGRESS_ELSEWHERE, { correction: row.correction }, 409);
    return { row, request: row.correctionRequest };
  }
  const { action, request } = await start(tx, row);
  await applyRevisionMove(tx, row, action, actor, permissions, {
    correction: request.kind,
    correctionRequest: request,
  });
  return {
    row: { ...row, status: 'IN_PROGRESS', correction: request.kind, correctionRequest: request },
    request,
  };
}

/**
 * Step 2's failure (the flow's undo, in its own transaction): a refusal (the portal did nothing)
 * gives the revision back to APPROVED, with an audit row, and answers 409; an outage or a timeout
 * leaves it IN_PROGRESS and answers 503.
 */
async function portalFailed(tx: Tx, row: RevisionRow, actor: Actor, err: unknown): Promise<unknown> {
  if (!(err instanceof GstPortalError)) return err;
  if (err.retryable)
    return new AppError(
      'UNAVAILABLE',
      `${err.message} The correction is kept in progress: send it again to finish it.`,
      { portalCode: err.code, requestId: row.requestId },
      503,
    );
  const current = await findRevision(tx, {}, row.requestId, { forUpdate: true });
  // Only the claim this attempt made: a concurrent attempt may have recorded it meanwhile.
  if (current?.status === 'IN_PROGRESS' && current.correction === row.correction)
    await applyRevisionMove(tx, current, 'failCorrection', actor, undefined, {
      correction: null,
      correctionRequest: null,
      decisionComments: `The e-invoice portal refused: ${err.message}`.slice(0, 500),
    });
  return new AppError('GST_PORTAL_REFUSED', err.message, { portalCode: err.code }, 409);
}

/**
 * Void the invoice's IRN (an approved revision's correction): only within 24 hours of the IRN's
 * acknowledgement and only while nothing is paid on it.
 */
export async function requestIrnVoid(
  db: Db,
  deps: CreditDeps,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  body: VoidIrnRequest,
  actor: Actor,
): Promise<InvoiceRevision> {
  const gateway = gatewayOf(deps);
  return outsideCall(db, {
    prepare: (tx) =>
      claim(
        tx,
        scope,
        permissions,
        body.requestId,
        ['IRN_VOID'],
        actor,
        async (tx, row) => {
          // The table first (409 / 403), then the invoice: a throw rolls the claim back.
          assertMove(INVOICE_REVISION_MACHINE, row.status, 'requestIrnVoid', { scope, permissions, actor });
          const invoice = await lockedInvoiceOf(tx, row.invoiceId);
          assertMove(INVOICE_MACHINE, invoice.status, 'void', SYSTEM);
          if (invoice.openPaise !== invoice.amountPaise)
            throw new AppError(
              'TRANSITION_NOT_ALLOWED',
              'Only an unpaid invoice can be voided; raise a credit note instead',
            );
          if (!invoice.irn || !invoice.irnAckAt || invoice.irnCancelledAt)
            throw new AppError('TRANSITION_NOT_ALLOWED', 'The invoice has no active IRN to void');
          if (deps.now().getTime() - invoice.irnAckAt.getTime() > IRN_CANCEL_WINDOW_MS)
            throw new AppError(
              'TRANSITION_NOT_ALLOWED',
              'An IRN can be cancelled only within 24 hours of its acknowledgement; raise a credit note instead',
            );
          return {
            action: 'requestIrnVoid',
            request: {
              kind: 'IRN_VOID',
              irn: invoice.irn,
              cancelReasonCode: body.cancelReasonCode,
              remark: body.remark,
            },
          };
        },
        () => true,
      ),
    call: async ({ request }) => {
      if (request.kind !== 'IRN_VOID') throw new Error('unreachable: claim kind');
      try {
        return (await gateway.cancelIrn(request.irn, request.cancelReasonCode, request.remark)).cancelledAt;
      } catch (err) {
        // Our own earlier attempt cancelled it and its answer was lost: the work is done.
        if (err instanceof GstPortalError && err.code === 'IRN_ALREADY_CANCELLED') return deps.now();
        throw err;
      }
    },
    record: (tx, { row }, cancelledAt) =>
      recordIrnVoid(tx, scope, row.requestId, cancelledAt, istDateOf(deps.now()), actor),
    undo: (tx, { row }, err) => portalFailed(tx, row, actor, err),
  });
}

/**
 * A credit note (lowers the invoice's balance) or a debit note (a new receivable), each with its
 * own IRN from the e-invoice portal. It cannot be reversed (doc 2 §5), so the request must carry
 * `confirmIrreversible: true`. The note number comes from the revision's serial and its date is
 * kept with the claim, so every attempt asks the portal for the same document and gets one IRN.
 */
export async function requestCreditDebitNote(
  db: Db,
  deps: CreditDeps,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  body: CreditDebitNoteRequest,
  actor: Actor,
): Promise<InvoiceRevision> {
  if (!body.confirmIrreversible)
    throw badRequest([{ field: 'confirmIrreversible', message: IRREVERSIBLE_NOTE_MESSAGE }]);
  const gateway = gatewayOf(deps);
  const amount = BigInt(body.amountPaise);
  const isCredit = body.noteType === 'CRN';
  const kind = isCredit ? 'CREDIT_NOTE' : 'DEBIT_NOTE';
  return outsideCall(db, {
    prepare: async (tx) => {
      const claimed = await claim(
        tx,
        scope,
        permissions,
        body.requestId,
        [kind],
        actor,
        async (tx, row) => {
          assertMove(INVOICE_REVISION_MACHINE, row.status, 'requestCreditDebitNote', {
            scope,
            permissions,
            actor,
          });
          const invoice = await lockedInvoiceOf(tx, row.invoiceId);
          if (!['OPEN', 'PAID', 'SETTLED'].includes(invoice.status))
            throw new AppError(
              'TRANSITION_NOT_ALLOWED',
              `A note cannot be raised on an invoice in ${invoice.status}`,
            );
          if (isCredit && (invoice.status !== 'OPEN' || checkReduction(invoice.openPaise, amount)))
            throw badRequest([
              { field: 'amountPaise', message: 'A credit note may not exceed the balance of the invoice' },
            ]);
          return {
            action: 'requestCreditDebitNote',
            request: {
              kind,
              noteNumber: `${isCredit ? 'CN' : 'DN'}-${String(row.serial).padStart(6, '0')}`,
              noteDate: istDateOf(deps.now()),
              amountPaise: amount.toString(),
            },
          };
        },
        (stored) => 'amountPaise' in stored && stored.amountPaise === amount.toString(),
      );
      const { row, request } = claimed;
      if (request.kind === 'IRN_VOID') throw new Error('unreachable: claim kind');
      // What the portal is asked, read with the claim (in its transaction), once.
      const invoice = await findInvoice(tx, {}, eq(creditInvoices.id, row.invoiceId));
      if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
      return { row, request, invoice, lines: await noteLines(tx, invoice, amount) };
    },
    call: ({ request, invoice, lines }) =>
      gateway.generateIrn({
        sellerGstin: invoice.sellerGstin,
        buyerGstin: invoice.buyerGstin,
        documentType: isCredit ? 'CRN' : 'DBN',
        documentNumber: request.noteNumber,
        documentDate: request.noteDate,
        totalValuePaise: amount,
        lines,
      }),
    record: (tx, { row, request }, irn) => recordNote(tx, scope, row.requestId, request, irn, actor),
    undo: (tx, { row }, err) => portalFailed(tx, row, actor, err),
  });
}
