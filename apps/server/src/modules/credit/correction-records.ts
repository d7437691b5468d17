import type { InvoiceRevision } from '@dom/contract';
import { ledgerSides } from '@dom/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { EInvoiceLine, EInvoiceResult } from '../../integrations/gst/gst-gateway';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { SYSTEM, assertMove } from '../../platform/moves';
import { INVOICE_MACHINE } from './credit-machines';
import type { OwnerScope } from '../identity';
import { orderLines } from '../orders';
import type { Actor } from './credit-actor';
import {
  type InvoiceRow,
  type RevisionRow,
  findInvoice,
  findRevision,
  insertLedgerEntry,
} from './credit.repo';
import { type CorrectionRequest, creditInvoices, creditNotes } from './credit.schema';
import { reverseInvoiceDebit } from './invoice-edit.service';
import { debitInvoice } from './invoices.service';
import { markCleared, moveInvoice } from './invoice-moves';
import { applyRevisionMove, followOrder, revisionView } from './revisions.service';

// Step 3 of a correction (see corrections.service.ts): what the portal answered, written in one
// transaction. Each checks the revision under its lock first: CORRECTED means an earlier or
// concurrent attempt recorded it already, so this one only answers.

async function lockedClaim(
  tx: DbOrTx,
  requestId: string,
  kinds: readonly CorrectionRequest['kind'][],
): Promise<RevisionRow | null> {
  const row = await findRevision(tx, {}, requestId, { forUpdate: true });
  if (!row) throw new AppError('NOT_FOUND', 'Invoice revision not found');
  if (row.status === 'CORRECTED' && kinds.includes(row.correction as CorrectionRequest['kind'])) return null;
  if (row.status !== 'IN_PROGRESS' || !row.correctionRequest || !kinds.includes(row.correctionRequest.kind))
    throw new AppError(
      'CONFLICT',
      'The revision changed while the e-invoice portal was asked; reload it',
      { status: row.status },
      409,
    );
  return row;
}

async function lockedInvoice(tx: DbOrTx, id: string): Promise<InvoiceRow> {
  const invoice = await findInvoice(tx, {}, eq(creditInvoices.id, id), { forUpdate: true });
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
  return invoice;
}

async function finish(
  tx: DbOrTx,
  row: RevisionRow,
  actor: Actor,
  changes: { noteId?: string } = {},
): Promise<void> {
  await applyRevisionMove(tx, row, 'markCorrected', actor, undefined, {
    ...changes,
    correctionRequest: null,
  });
  await followOrder(tx, row, 'corrected', actor);
}

/** The IRN is cancelled at the portal: the invoice becomes VOID and an open one's debit is reversed. */
export async function recordIrnVoid(
  tx: DbOrTx,
  scope: OwnerScope,
  requestId: string,
  cancelledAt: Date,
  today: string,
  actor: Actor,
): Promise<InvoiceRevision> {
  const row = await lockedClaim(tx, requestId, ['IRN_VOID']);
  if (row) {
    const invoice = await lockedInvoice(tx, row.invoiceId);
    // Cancelled meanwhile by another path (invoice cancel, consignment void): only the IRN is new.
    if (invoice.status === 'VOID') {
      await tx
        .update(creditInvoices)
        .set({ irnCancelledAt: invoice.irnCancelledAt ?? cancelledAt, updatedAt: new Date() })
        .where(eq(creditInvoices.id, invoice.id));
    } else {
      assertMove(INVOICE_MACHINE, invoice.status, 'void', SYSTEM);
      // Settlements wait while the void is in progress, so the invoice is still untouched here.
      if (invoice.openPaise !== invoice.amountPaise)
        throw new Error(`invoice ${invoice.booksInvoiceId} was paid while its IRN void was in progress`);
      const wasOpen = invoice.status === 'OPEN';
      await moveInvoice(tx, invoice, 'void', actor, undefined, {
        openPaise: 0n,
        irnCancelledAt: cancelledAt,
      });
      if (wasOpen) await reverseInvoiceDebit(tx, invoice, actor, `IRN voided (${row.requestId})`, today);
    }
    await finish(tx, row, actor);
  }
  return revisionView(tx, scope, requestId);
}

/** The note has its IRN: store it, open a debit note's receivable or take a credit note off the invoice. */
export async function recordNote(
  tx: DbOrTx,
  scope: OwnerScope,
  requestId: string,
  request: Exclude<CorrectionRequest, { kind: 'IRN_VOID' }>,
  irn: EInvoiceResult,
  actor: Actor,
): Promise<InvoiceRevision> {
  const row = await lockedClaim(tx, requestId, ['CREDIT_NOTE', 'DEBIT_NOTE']);
  if (!row) return revisionView(tx, scope, requestId);
  const invoice = await lockedInvoice(tx, row.invoiceId);
  const isCredit = request.kind === 'CREDIT_NOTE';
  const amount = BigInt(request.amountPaise);
  const noteType = isCredit ? 'CRN' : 'DBN';
  let receivableId: string | null = null;
  if (!isCredit) {
    const [dbn] = await tx
      .insert(creditInvoices)
      .values({
        ...invoice,
        id: undefined,
        documentType: 'DBN',
        invoiceNumber: request.noteNumber,
        booksInvoiceId: `${invoice.booksInvoiceId}/${request.noteNumber}`,
        buyerInvoiceNumber: null,
        invoiceDate: request.noteDate,
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
      noteType,
      noteNumber: request.noteNumber,
      noteDate: request.noteDate,
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
    // Settlements wait while a credit note is in progress, so the balance checked at the claim holds.
    if (invoice.status !== 'OPEN' || invoice.openPaise < amount)
      throw new Error(`invoice ${invoice.booksInvoiceId} changed while its credit note was in progress`);
    await tx
      .update(creditInvoices)
      .set({ openPaise: sql`${creditInvoices.openPaise} - ${amount}`, updatedAt: new Date() })
      .where(eq(creditInvoices.id, invoice.id));
    await insertLedgerEntry(tx, {
      buyerId: invoice.buyerId,
      entryType: 'CREDIT_NOTE',
      entryDate: request.noteDate,
      ...ledgerSides('CREDIT_NOTE', amount),
      reference: request.noteNumber,
      narration: `Credit note on ${invoice.invoiceNumber}`,
      invoiceId: invoice.id,
      noteId: note.id,
      createdBy: actor.actorId,
    });
    if (invoice.openPaise === amount) await markCleared(tx, invoice, false, actor);
  }
  await finish(tx, row, actor, { noteId: note.id });
  return revisionView(tx, scope, requestId);
}

/** The note's single line for the portal: the invoice's first HSN and GST rate, taxable value. */
export async function noteLines(db: DbOrTx, invoice: InvoiceRow, amount: bigint): Promise<EInvoiceLine[]> {
  const [line] = await db
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
