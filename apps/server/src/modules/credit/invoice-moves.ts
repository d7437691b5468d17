import type { InvoiceAction, InvoiceStatus, PermissionSet } from '@dom/domain';
import type { DbOrTx } from '../../platform/db/database';
import { SYSTEM, applyMove } from '../../platform/moves';
import type { Actor } from './credit-actor';
import { INVOICE_MACHINE } from './credit-machines';
import type { InvoiceRow } from './credit.repo';

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
  extra: Partial<InvoiceRow> = {},
): Promise<InvoiceStatus> {
  // Without permissions: a system move made on behalf of the actor (the state alone is checked).
  const moved = await applyMove(tx, INVOICE_MACHINE, {
    key: invoice.id,
    action,
    caller: permissions ? { scope: {}, permissions: new Set(permissions), actor } : SYSTEM,
    onBehalfOf: actor,
    change: () => extra,
  });
  return moved.status;
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
