import { addDays, istDateOf } from '@dom/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { orders } from '../orders';
import type { Actor } from './credit-actor';
import { type InvoiceRow, findInvoice } from './credit.repo';
import { creditInvoices } from './credit.schema';
import { reverseInvoiceDebit } from './invoice-edit.service';
import { assertNoCorrectionInProgress } from './correction-guard';
import { moveInvoice } from './invoice-moves';
import { postInvoiceIn } from './invoices.service';

/** What the ledger needs of a packed consignment (its invoice is fixed by then). */
export interface InvoicedConsignment {
  consignmentKey: string;
  orderId: string;
  orderKey: string;
  sellerId: string;
  buyerInvoiceNumber: string | null;
  invoiceDate: string | null;
  invoiceAmountPaise: bigint | null;
  totalPaise: bigint;
  sellerBillId: string | null;
  irn: string | null;
  irnAckAt: Date | null;
}

/**
 * The books id of a consignment's invoice: consignment and invoice number. The same packing again
 * (a retry, a replayed request) finds the same id; an invoice voided and raised anew under a new
 * number is a new document.
 */
export const consignmentBooksInvoiceId = (consignmentKey: string, invoiceNumber: string): string =>
  `CSG:${consignmentKey}:${invoiceNumber}`;

export const UNPAID_ONLY_MESSAGE =
  'The invoice has payments or adjustments against it: it cannot be voided; raise a credit note instead';

/** The consignment's live (not voided) invoice in the ledger, if one was posted. */
export async function findConsignmentInvoice(
  tx: DbOrTx,
  consignmentKey: string,
  opts: { forUpdate?: boolean } = {},
): Promise<InvoiceRow | null> {
  const live = and(
    eq(creditInvoices.consignmentKey, consignmentKey),
    eq(creditInvoices.documentType, 'INV'),
    ne(creditInvoices.status, 'VOID'),
  );
  return (await findInvoice(tx, {}, live ?? sql`false`, opts)) ?? null;
}

/**
 * Posts a packed consignment's invoice to the buyer's ledger (OPEN, debited at once), in the
 * caller's transaction. A consignment posts once: when it already has a live invoice that one is
 * answered, so a retry or a replay never debits twice. Due date: invoice date + the order's credit
 * days.
 */
export async function postConsignmentInvoice(
  tx: DbOrTx,
  c: InvoicedConsignment,
  actor: Actor,
  now: Date,
): Promise<{ booksInvoiceId: string; created: boolean }> {
  const existing = await findConsignmentInvoice(tx, c.consignmentKey);
  if (existing) return { booksInvoiceId: existing.booksInvoiceId, created: false };
  if (!c.buyerInvoiceNumber || !c.invoiceDate)
    throw new AppError('CONFLICT', `Consignment ${c.consignmentKey} has no invoice number and date to post`);
  const [order] = await tx
    .select({ creditDays: orders.creditDays })
    .from(orders)
    .where(eq(orders.id, c.orderId));
  const amount = c.invoiceAmountPaise ?? c.totalPaise;
  const posted = await postInvoiceIn(
    tx,
    istDateOf(now),
    {
      orderKey: c.orderKey,
      consignmentKey: c.consignmentKey,
      invoiceNumber: c.buyerInvoiceNumber,
      booksInvoiceId: consignmentBooksInvoiceId(c.consignmentKey, c.buyerInvoiceNumber),
      ...(c.sellerBillId ? { sellerBillId: c.sellerBillId } : {}),
      invoiceDate: c.invoiceDate,
      dueDate: addDays(c.invoiceDate, order?.creditDays ?? 0),
      amountPaise: amount.toString(),
      status: 'OPEN',
      ...(c.irn ? { irn: c.irn } : {}),
      ...(c.irnAckAt ? { irnAckAt: c.irnAckAt.toISOString() } : {}),
    },
    actor,
  );
  return { booksInvoiceId: posted.invoice.booksInvoiceId, created: posted.created };
}

/**
 * Refuses (409) a void of a consignment whose invoice has been paid, settled or adjusted in part:
 * only an untouched invoice can be voided (the ledger's rule); a credit note corrects the rest.
 * Read before the portal is asked to cancel anything.
 */
export async function assertConsignmentInvoiceVoidable(tx: DbOrTx, consignmentKey: string): Promise<void> {
  const invoice = await findConsignmentInvoice(tx, consignmentKey);
  if (invoice && (invoice.status !== 'OPEN' || invoice.openPaise !== invoice.amountPaise))
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      UNPAID_ONLY_MESSAGE,
      { booksInvoiceId: invoice.booksInvoiceId },
      409,
    );
}

/**
 * Voids the consignment's live invoice in the caller's transaction: VOID, open amount 0, and an
 * open one's debit reversed on the void date (the ledger's model of a void; the books' own
 * void-IRN path does the same). No invoice posted: nothing to do. The move is a consequence of the
 * consignment's checked move, so only the invoice's state is checked.
 */
export async function voidConsignmentInvoice(
  tx: DbOrTx,
  consignmentKey: string,
  actor: Actor,
  now: Date,
  opts: { narration: string; irnCancelledAt?: Date | null },
): Promise<InvoiceRow | null> {
  const invoice = await findConsignmentInvoice(tx, consignmentKey, { forUpdate: true });
  if (!invoice) return null;
  await assertNoCorrectionInProgress(tx, invoice.id);
  if (invoice.openPaise !== invoice.amountPaise)
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      UNPAID_ONLY_MESSAGE,
      { booksInvoiceId: invoice.booksInvoiceId },
      409,
    );
  const wasOpen = invoice.status === 'OPEN';
  await moveInvoice(tx, invoice, 'void', actor, undefined, {
    openPaise: 0n,
    ...(opts.irnCancelledAt ? { irnCancelledAt: opts.irnCancelledAt } : {}),
  });
  if (wasOpen) await reverseInvoiceDebit(tx, invoice, actor, opts.narration, istDateOf(now));
  return invoice;
}

/**
 * An invoice number the seller's ledger already holds on another document, or on a voided one
 * (a cancelled IRN's number cannot be used again): the message to refuse it with, else null.
 */
export async function ledgerInvoiceNumberClash(
  tx: DbOrTx,
  sellerId: string,
  invoiceNumber: string,
  consignmentKey: string,
): Promise<string | null> {
  const [hit] = await tx
    .select({
      consignmentKey: creditInvoices.consignmentKey,
      status: creditInvoices.status,
    })
    .from(creditInvoices)
    .where(
      and(
        eq(creditInvoices.sellerId, sellerId),
        eq(creditInvoices.documentType, 'INV'),
        eq(creditInvoices.invoiceNumber, invoiceNumber),
      ),
    )
    .orderBy(desc(creditInvoices.createdAt))
    .limit(1);
  if (!hit) return null;
  if (hit.status === 'VOID')
    return `Invoice number ${invoiceNumber} was voided and cannot be used again; use a new number`;
  if (hit.consignmentKey === consignmentKey) return null;
  return `Invoice number ${invoiceNumber} is already in the buyer ledger`;
}
