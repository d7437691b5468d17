import {
  INVOICE_REVISION_TRANSITIONS,
  INVOICE_TRANSITIONS,
  type InvoiceAction,
  type InvoiceRevisionAction,
  type InvoiceRevisionStatus,
  type InvoiceStatus,
} from '@dom/domain';
import { eq } from 'drizzle-orm';
import type { Machine } from '../../platform/moves';
import type { OwnerScope } from '../identity';
import type { InvoiceRow, RevisionRow } from './credit.repo';
import { creditInvoices, invoiceRevisions } from './credit.schema';

/**
 * A buyer invoice, moved by INVOICE_TRANSITIONS; found by id (the services have found it in the
 * caller's scope first), audited and announced by its books id.
 */
export const INVOICE_MACHINE: Machine<InvoiceRow, InvoiceStatus, InvoiceAction, OwnerScope> = {
  entity: 'invoice',
  label: 'Invoice',
  table: creditInvoices,
  columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt' },
  transitions: INVOICE_TRANSITIONS,
  find: async (db, _scope, id, { forUpdate }) => {
    const q = db.select().from(creditInvoices).where(eq(creditInvoices.id, id));
    const [row] = await (forUpdate ? q.for('update') : q);
    return row ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => row.booksInvoiceId,
};

/** An invoice revision request, moved by INVOICE_REVISION_TRANSITIONS; named by its request id. */
export const INVOICE_REVISION_MACHINE: Machine<
  RevisionRow,
  InvoiceRevisionStatus,
  InvoiceRevisionAction,
  OwnerScope
> = {
  entity: 'invoice-revision',
  label: 'Invoice revision',
  table: invoiceRevisions,
  columns: { id: 'id', status: 'status', version: 'version', updatedAt: 'updatedAt' },
  transitions: INVOICE_REVISION_TRANSITIONS,
  find: async (db, _scope, id, { forUpdate }) => {
    const q = db.select().from(invoiceRevisions).where(eq(invoiceRevisions.id, id));
    const [row] = await (forUpdate ? q.for('update') : q);
    return row ? { row, lines: [] } : undefined;
  },
  keyOf: (row) => row.requestId,
};
