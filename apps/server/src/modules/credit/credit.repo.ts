import { isInvoiceStatus } from '@dom/domain';
import { type SQL, and, desc, eq, inArray, lt, gte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { buyers } from '../parties';
import { type OwnerScope, scopeWhere } from '../identity';
import { orders } from '../orders';
import {
  creditInvoices,
  creditLedgerEntries,
  creditNotes,
  creditPayments,
  creditSettlements,
  invoiceRevisions,
} from './credit.schema';

export type InvoiceRow = typeof creditInvoices.$inferSelect;
export type PaymentRow = typeof creditPayments.$inferSelect;
export type RevisionRow = typeof invoiceRevisions.$inferSelect;
export type NoteRow = typeof creditNotes.$inferSelect;
export type LedgerRow = typeof creditLedgerEntries.$inferSelect;

export const invoiceScope = (scope: OwnerScope) =>
  scopeWhere(scope, {
    rmEmail: creditInvoices.rmEmail,
    tmEmail: creditInvoices.tmEmail,
    sellerId: creditInvoices.sellerId,
    buyerId: creditInvoices.buyerId,
    businessUnit: creditInvoices.businessUnit,
  });

// Payments have no seller: a seller's scope matches none of them (scopeWhere fails closed).
export const paymentScope = (scope: OwnerScope) =>
  scopeWhere(scope, {
    rmEmail: creditPayments.rmEmail,
    tmEmail: creditPayments.tmEmail,
    buyerId: creditPayments.buyerId,
    businessUnit: creditPayments.businessUnit,
  });

export const buyerScope = (scope: OwnerScope) =>
  scopeWhere(scope, {
    rmEmail: buyers.rmEmail,
    tmEmail: buyers.tmEmail,
    buyerId: buyers.id,
    businessUnit: buyers.businessUnit,
  });

export const revisionScope = (scope: OwnerScope) =>
  scopeWhere(scope, {
    rmEmail: invoiceRevisions.rmEmail,
    tmEmail: invoiceRevisions.tmEmail,
    sellerId: invoiceRevisions.sellerId,
    buyerId: invoiceRevisions.buyerId,
    businessUnit: invoiceRevisions.businessUnit,
  });

/**
 * Read-time statuses as SQL on the stored ones (the same rule as `agedInvoiceStatus`): stored OPEN
 * is OPEN up to its due date, DELAYED up to its MDD, OVERDUE after.
 */
export function invoiceStatusWhere(statuses: readonly string[], today: string): SQL | undefined {
  const parts: SQL[] = [];
  const open = eq(creditInvoices.status, 'OPEN');
  for (const s of statuses) {
    if (s === 'OPEN') parts.push(and(open, gte(creditInvoices.dueDate, today)) as SQL);
    else if (s === 'DELAYED')
      parts.push(and(open, lt(creditInvoices.dueDate, today), gte(creditInvoices.maxDueDate, today)) as SQL);
    else if (s === 'OVERDUE') parts.push(and(open, lt(creditInvoices.maxDueDate, today)) as SQL);
    // A value no invoice can hold matches nothing, as the comparison with it would.
    else parts.push(isInvoiceStatus(s) ? eq(creditInvoices.status, s) : sql`false`);
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : or(...parts);
}

export async function findBuyerInScope(db: DbOrTx, scope: OwnerScope, where: SQL) {
  const [row] = await db
    .select()
    .from(buyers)
    .where(and(where, buyerScope(scope)));
  return row;
}

export async function findInvoice(
  db: DbOrTx,
  scope: OwnerScope,
  where: SQL,
  opts: { forUpdate?: boolean } = {},
): Promise<InvoiceRow | undefined> {
  const q = db
    .select()
    .from(creditInvoices)
    .where(and(where, invoiceScope(scope)));
  const [row] = await (opts.forUpdate ? q.for('update') : q);
  return row;
}

export async function findRevision(
  db: DbOrTx,
  scope: OwnerScope,
  requestId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<RevisionRow | undefined> {
  const q = db
    .select()
    .from(invoiceRevisions)
    .where(and(eq(invoiceRevisions.requestId, requestId), revisionScope(scope)));
  const [row] = await (opts.forUpdate ? q.for('update') : q);
  return row;
}

/** The order a revision or an invoice belongs to, locked: its status moves with the revision. */
export async function lockOrder(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function settlementsOf(db: DbOrTx, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({ s: creditSettlements, p: creditPayments, i: creditInvoices })
    .from(creditSettlements)
    .innerJoin(creditPayments, eq(creditPayments.id, creditSettlements.paymentId))
    .innerJoin(creditInvoices, eq(creditInvoices.id, creditSettlements.invoiceId))
    .where(inArray(creditSettlements.invoiceId, [...invoiceIds]))
    .orderBy(desc(creditSettlements.createdAt), desc(creditSettlements.id));
}

export async function notesOf(db: DbOrTx, invoiceId: string) {
  return db
    .select({ n: creditNotes, requestId: invoiceRevisions.requestId })
    .from(creditNotes)
    .leftJoin(invoiceRevisions, eq(invoiceRevisions.id, creditNotes.revisionId))
    .where(eq(creditNotes.invoiceId, invoiceId))
    .orderBy(creditNotes.createdAt);
}

export async function revisionsOf(db: DbOrTx, invoiceId: string) {
  return db
    .select()
    .from(invoiceRevisions)
    .where(eq(invoiceRevisions.invoiceId, invoiceId))
    .orderBy(desc(invoiceRevisions.createdAt));
}

export interface NewLedgerEntry {
  buyerId: string;
  entryType: string;
  entryDate: string;
  debitPaise: bigint;
  creditPaise: bigint;
  reference: string;
  narration?: string | null;
  invoiceId?: string | null;
  paymentId?: string | null;
  noteId?: string | null;
  createdBy?: string | null;
}

export async function insertLedgerEntry(tx: DbOrTx, entry: NewLedgerEntry): Promise<number> {
  const [row] = await tx.insert(creditLedgerEntries).values(entry).returning({ id: creditLedgerEntries.id });
  if (!row) throw new Error('ledger insert returned no row');
  return row.id;
}

/** Σ(debit − credit) over a buyer's entries, optionally only those before a date. */
export async function ledgerSum(db: DbOrTx, buyerId: string, before?: string): Promise<bigint> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${creditLedgerEntries.debitPaise} - ${creditLedgerEntries.creditPaise}), 0)::text`,
    })
    .from(creditLedgerEntries)
    .where(
      and(
        eq(creditLedgerEntries.buyerId, buyerId),
        before ? lt(creditLedgerEntries.entryDate, before) : undefined,
      ),
    );
  return BigInt(row?.total ?? '0');
}
