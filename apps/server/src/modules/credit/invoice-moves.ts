import { INVOICE_TRANSITIONS, type InvoiceAction, type InvoiceStatus, type PermissionSet } from '@dom/domain';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { DbOrTx } from '../../platform/db/database';
import { enqueueOutbox } from '../../platform/outbox';
import type { Actor } from './credit-actor';
import type { InvoiceRow } from './credit.repo';
import { creditInvoices } from './credit.schema';

/**
 * Moves an invoice by the invoice transition table (409 when the table has no such move, 403 when
 * `permissions` are given and lack the move's). Without permissions the move is a consequence of
 * another checked action (a match clearing the invoice), so only the state is checked.
 */
export async function moveInvoice(
  tx: DbOrTx,
  invoice: Pick<InvoiceRow, 'id' | 'status' | 'booksInvoiceId'>,
  action: InvoiceAction,
  actor: Actor,
  permissions?: PermissionSet,
  extra: Partial<typeof creditInvoices.$inferInsert> = {},
): Promise<InvoiceStatus> {
  const from = invoice.status;
  const to = INVOICE_TRANSITIONS.getTarget(from, action, permissions);
  await tx
    .update(creditInvoices)
    .set({ ...extra, status: to, version: sql`${creditInvoices.version} + 1`, updatedAt: new Date() })
    .where(eq(creditInvoices.id, invoice.id));
  await recordAudit(tx, {
    ...actor,
    action: `invoice.${action}`,
    entityType: 'invoice',
    entityId: invoice.booksInvoiceId,
    before: { status: from },
    after: { status: to },
  });
  await enqueueOutbox(tx, 'invoice.status-changed', { booksInvoiceId: invoice.booksInvoiceId, from, to });
  return to;
}

/**
 * An invoice whose open amount reached zero is paid; when a settlement (the books match) cleared
 * it, it is settled too. Clearing by a credit note, TDS or a write-off leaves it PAID.
 */
export async function markCleared(
  tx: DbOrTx,
  invoice: Pick<InvoiceRow, 'id' | 'status' | 'booksInvoiceId'>,
  bySettlement: boolean,
  actor: Actor,
): Promise<InvoiceStatus> {
  const paid = await moveInvoice(tx, invoice, 'recordPayment', actor);
  if (!bySettlement) return paid;
  return moveInvoice(tx, { ...invoice, status: paid }, 'settle', actor);
}
