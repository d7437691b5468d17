import type { InvoiceActionResult, InvoiceDecision, InvoiceEditPrices } from '@dom/contract';
import { type InvoiceStatus, ledgerSides } from '@dom/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from './credit-actor';
import { type InvoiceRow, findInvoice, insertLedgerEntry } from './credit.repo';
import { creditInvoices } from './credit.schema';
import { debitInvoice } from './invoices.service';
import { assertNoCorrectionInProgress } from './correction-guard';
import { moveInvoice } from './invoice-moves';

type Step = 'editPrices' | 'approve' | 'reject' | 'cancel';

function assertVersion(row: InvoiceRow, version: number | undefined): void {
  if (version !== undefined && version !== row.version)
    throw new AppError('CONFLICT', 'The invoice was changed by someone else. Reload and try again.');
}

/**
 * The seller-bill edit flow on the invoice transition table: edit prices submits a draft for
 * approval (DRAFT → PENDING_APPROVAL), approve opens it (and debits the ledger), reject sends it back
 * to draft, cancel voids it (an open one only while nothing is paid, with its debit reversed).
 */
export async function invoiceEditStep(
  tx: Tx,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  step: Step,
  body: InvoiceEditPrices | InvoiceDecision,
  actor: Actor,
): Promise<InvoiceActionResult> {
  const row = foundInScope(
    await findInvoice(tx, scope, eq(creditInvoices.id, body.invoiceId), { forUpdate: true }),
    'Invoice',
  );
  assertVersion(row, body.version);
  let status: InvoiceStatus;
  if (step === 'editPrices') {
    const amount = BigInt((body as InvoiceEditPrices).amountPaise);
    status = await moveInvoice(tx, row, 'submit', actor, permissions, {
      amountPaise: amount,
      openPaise: amount,
    });
  } else if (step === 'approve') {
    status = await moveInvoice(tx, row, 'approve', actor, permissions);
    await debitInvoice(tx, row, actor);
  } else if (step === 'reject') {
    status = await moveInvoice(tx, row, 'reject', actor, permissions);
  } else {
    if (row.openPaise !== row.amountPaise)
      throw new AppError('TRANSITION_NOT_ALLOWED', 'Only an unpaid invoice can be cancelled');
    await assertNoCorrectionInProgress(tx, row.id);
    status = await moveInvoice(tx, row, 'void', actor, permissions, { openPaise: 0n });
    if (row.status === 'OPEN') await reverseInvoiceDebit(tx, row, actor, 'Invoice cancelled');
  }
  return { invoiceId: row.id, status, version: row.version + 1 };
}

/** A voided open invoice: its debit is reversed on the same type, so the ledger nets to zero. */
export async function reverseInvoiceDebit(
  tx: Parameters<typeof insertLedgerEntry>[0],
  row: InvoiceRow,
  actor: Actor,
  narration: string,
  entryDate?: string,
): Promise<void> {
  const type = row.documentType === 'DBN' ? 'DEBIT_NOTE' : 'INVOICE';
  await insertLedgerEntry(tx, {
    buyerId: row.buyerId,
    entryType: type,
    entryDate: entryDate ?? row.invoiceDate,
    ...ledgerSides(type, row.amountPaise, true),
    reference: row.invoiceNumber,
    narration,
    invoiceId: row.id,
    createdBy: actor.actorId,
  });
}
