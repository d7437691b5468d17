import {
  type CreditDebitNoteRequest,
  IRREVERSIBLE_NOTE_MESSAGE,
  type InvoiceRevision,
  type VoidIrnRequest,
} from '@dom/contract';
import { INVOICE_TRANSITIONS, type InvoiceStatus, checkReduction, istDateOf, ledgerSides } from '@dom/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { type EInvoiceLine, GstPortalError } from '../../integrations/gst/gst-gateway';
import type { Db, DbOrTx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { type OwnerScope, foundInScope } from '../identity/scope';
import { orderLines } from '../orders/orders.schema';
import type { Actor } from './credit-actor';
import type { CreditDeps } from './credit-deps';
import { type InvoiceRow, findInvoice, findRevision, insertLedgerEntry } from './credit.repo';
import { creditInvoices, creditNotes } from './credit.schema';
import { reverseInvoiceDebit } from './invoice-edit.service';
import { debitInvoice } from './invoices.service';
import { markCleared, moveInvoice } from './invoice-moves';
import { applyRevisionMove, moveOrder, revisionView } from './revisions.service';

/** The IRP allows cancelling an IRN within 24 hours of its acknowledgement, never after. */
export const IRN_CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

function gatewayOf(deps: CreditDeps) {
  if (!deps.eInvoice) throw new AppError('UNAVAILABLE', 'The e-invoice portal is not configured');
  return deps.eInvoice;
}

/** A portal refusal is the user's to fix (409); a portal outage can be retried (503). */
function portalFailure(err: unknown): never {
  if (err instanceof GstPortalError)
    throw new AppError(
      err.retryable ? 'UNAVAILABLE' : 'GST_PORTAL_REFUSED',
      err.message,
      { portalCode: err.code },
      err.retryable ? 503 : 409,
    );
  throw err;
}

async function lockedInvoiceOf(tx: DbOrTx, invoiceId: string): Promise<InvoiceRow> {
  const invoice = await findInvoice(tx, {}, eq(creditInvoices.id, invoiceId), { forUpdate: true });
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
  return invoice;
}

/**
 * Void the invoice's IRN (an approved revision's correction): only within 24 hours of the IRN's
 * acknowledgement and only while nothing is paid on it. The portal call runs inside the
 * transaction on purpose: a refusal rolls back every change, and the portal answers a repeat of a
 * cancelled IRN as done, so a retry after a crash cannot cancel twice.
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
  return db.transaction(async (tx) => {
    const row = foundInScope(
      await findRevision(tx, scope, body.requestId, { forUpdate: true }),
      'Invoice revision',
    );
    await applyRevisionMove(tx, row, 'requestIrnVoid', actor, permissions, { correction: 'IRN_VOID' });
    const invoice = await lockedInvoiceOf(tx, row.invoiceId);
    INVOICE_TRANSITIONS.getTarget(invoice.status as InvoiceStatus, 'void');
    if (invoice.openPaise !== invoice.amountPaise)
      throw new AppError(
        'TRANSITION_NOT_ALLOWED',
        'Only an unpaid invoice can be voided; raise a credit note instead',
      );
    if (!invoice.irn || !invoice.irnAckAt || invoice.irnCancelledAt)
      throw new AppError('TRANSITION_NOT_ALLOWED', 'The invoice has no active IRN to void');
    const now = deps.now();
    if (now.getTime() - invoice.irnAckAt.getTime() > IRN_CANCEL_WINDOW_MS)
      throw new AppError(
        'TRANSITION_NOT_ALLOWED',
        'An IRN can be cancelled only within 24 hours of its acknowledgement; raise a credit note instead',
      );
    const cancelled = await gateway
      .cancelIrn(invoice.irn, body.cancelReasonCode, body.remark)
      .catch(portalFailure);
    const wasOpen = invoice.status === 'OPEN';
    await moveInvoice(tx, invoice, 'void', actor, undefined, {
      openPaise: 0n,
      irnCancelledAt: cancelled.cancelledAt,
    });
    if (wasOpen)
      await reverseInvoiceDebit(tx, invoice, actor, `IRN voided (${row.requestId})`, istDateOf(now));
    await applyRevisionMove(tx, { ...row, status: 'IN_PROGRESS' }, 'markCorrected', actor, undefined);
    await moveOrder(tx, row.orderId, 'correctInvoice', actor);
    return revisionView(tx, scope, row.requestId);
  });
}

async function noteLines(tx: DbOrTx, invoice: InvoiceRow, amount: bigint): Promise<EInvoiceLine[]> {
  const [line] = await tx
    .select({ hsn: orderLines.hsn, gstRateBp: orderLines.gstRateBp })
    .from(orderLines)
    .where(eq(orderLines.orderId, invoice.orderId))
    .orderBy(asc(orderLines.lineNumber))
    .limit(1);
  const rate = line?.gstRateBp ?? 1800;
  // The note's amount includes GST; the IRP wants the taxable value and the rate.
  const taxable = (amount * 10_000n) / BigInt(10_000 + rate);
  return [
    {
      hsn: line?.hsn ?? '2523',
      description: `Value revision of invoice ${invoice.invoiceNumber}`,
      quantity: '1',
      unit: 'OTH',
      taxableValuePaise: taxable,
      gstRateBasisPoints: rate,
    },
  ];
}

/**
 * A credit note (lowers the invoice's balance) or a debit note (a new receivable), each with its
 * own IRN from the e-invoice portal. It cannot be reversed (doc 2 §5), so the request must carry
 * `confirmIrreversible: true`. The note number comes from the revision's serial, so a retry after
 * a failed attempt asks the portal for the same document and gets the same IRN back.
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
  return db.transaction(async (tx) => {
    const row = foundInScope(
      await findRevision(tx, scope, body.requestId, { forUpdate: true }),
      'Invoice revision',
    );
    const isCredit = body.noteType === 'CRN';
    await applyRevisionMove(tx, row, 'requestCreditDebitNote', actor, permissions, {
      correction: isCredit ? 'CREDIT_NOTE' : 'DEBIT_NOTE',
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
    const today = istDateOf(deps.now());
    const noteNumber = `${isCredit ? 'CN' : 'DN'}-${String(row.serial).padStart(6, '0')}`;
    const irn = await gateway
      .generateIrn({
        sellerGstin: invoice.sellerGstin,
        buyerGstin: invoice.buyerGstin,
        documentType: body.noteType,
        documentNumber: noteNumber,
        documentDate: today,
        totalValuePaise: amount,
        lines: await noteLines(tx, invoice, amount),
      })
      .catch(portalFailure);
    let receivableId: string | null = null;
    if (!isCredit) {
      const [dbn] = await tx
        .insert(creditInvoices)
        .values({
          ...invoice,
          id: undefined,
          documentType: 'DBN',
          invoiceNumber: noteNumber,
          booksInvoiceId: `${invoice.booksInvoiceId}/${noteNumber}`,
          buyerInvoiceNumber: null,
          invoiceDate: today,
          amountPaise: amount,
          openPaise: amount,
          status: 'OPEN',
          irn: irn.irn,
          irnAckAt: irn.ackAt,
          irnCancelledAt: null,
          tags: [],
          version: 1,
          createdAt: undefined,
          updatedAt: undefined,
        })
        .returning();
      if (!dbn) throw new Error('debit note receivable insert returned no row');
      receivableId = dbn.id;
      await debitInvoice(tx, dbn, actor);
    }
    const [note] = await tx
      .insert(creditNotes)
      .values({
        noteType: body.noteType,
        noteNumber,
        noteDate: today,
        invoiceId: invoice.id,
        receivableId,
        revisionId: row.id,
        buyerId: invoice.buyerId,
        amountPaise: amount,
        irn: irn.irn,
        irnAckAt: irn.ackAt,
      })
      .returning();
    if (!note) throw new Error('note insert returned no row');
    if (isCredit) {
      await tx
        .update(creditInvoices)
        .set({ openPaise: sql`${creditInvoices.openPaise} - ${amount}`, updatedAt: new Date() })
        .where(eq(creditInvoices.id, invoice.id));
      await insertLedgerEntry(tx, {
        buyerId: invoice.buyerId,
        entryType: 'CREDIT_NOTE',
        entryDate: today,
        ...ledgerSides('CREDIT_NOTE', amount),
        reference: noteNumber,
        narration: `Credit note on ${invoice.invoiceNumber}`,
        invoiceId: invoice.id,
        noteId: note.id,
        createdBy: actor.actorId,
      });
      if (invoice.openPaise === amount) await markCleared(tx, invoice, false, actor);
    }
    await applyRevisionMove(tx, { ...row, status: 'IN_PROGRESS' }, 'markCorrected', actor, undefined, {
      noteId: note.id,
    });
    await moveOrder(tx, row.orderId, 'correctInvoice', actor);
    return revisionView(tx, scope, row.requestId);
  });
}
