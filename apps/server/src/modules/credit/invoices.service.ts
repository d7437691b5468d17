import type { BulkTagInvoices, Invoice, InvoiceDetail, InvoiceListQuery, PostInvoice } from '@dom/contract';
import { invoiceRevisionStatusLabel, istDateOf, ledgerSides, maxDueDateOf } from '@dom/domain';
import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { type Db, type DbOrTx, type Tx, toCount } from '../../platform/db/database';
import { buyers, sellers } from '../parties';
import type { GstinRegistration } from '../../integrations/gst/gst-gateway';
import { assertGstinActiveOn } from '../../integrations/gst/gstin-registry';
import { registrationOf } from '../../integrations/gst/gstin-registry.simulator';
import { AppError, badRequest } from '../../platform/errors';
import { enqueueOutbox } from '../../platform/outbox';
import { type OwnerScope, foundInScope } from '../identity';
import { findOrder } from '../orders';
import { orders } from '../orders';
import type { Actor } from './credit-actor';
import type { CreditDeps } from './credit-deps';
import {
  findInvoice,
  insertLedgerEntry,
  invoiceScope,
  invoiceStatusWhere,
  notesOf,
  revisionsOf,
  settlementsOf,
} from './credit.repo';
import { pendingCorrectionOf, presentInvoice, presentNote, presentSettlement } from './credit.present';
import { creditInvoices } from './credit.schema';

const COUNT_CAP = 10_000;

export class InvoiceQueries {
  constructor(
    private readonly db: Db,
    private readonly deps: CreditDeps,
  ) {}

  private today(): string {
    return istDateOf(this.deps.now());
  }

  async list(scope: OwnerScope, query: InvoiceListQuery) {
    const today = this.today();
    const where = and(
      invoiceScope(scope),
      query.buyerId ? eq(creditInvoices.buyerId, query.buyerId) : undefined,
      query.orderKey ? eq(creditInvoices.orderKey, query.orderKey) : undefined,
      query.invoiceNumber ? eq(creditInvoices.invoiceNumber, query.invoiceNumber) : undefined,
      query.tag ? sql`${query.tag} = any(${creditInvoices.tags})` : undefined,
      query.fromDate ? gte(creditInvoices.invoiceDate, query.fromDate) : undefined,
      query.toDate ? lte(creditInvoices.invoiceDate, query.toDate) : undefined,
      query.statuses ? invoiceStatusWhere(query.statuses, today) : undefined,
    );
    const rows = await this.db
      .select()
      .from(creditInvoices)
      .where(where)
      .orderBy(desc(creditInvoices.invoiceDate), desc(creditInvoices.id))
      .limit(query.pageSize)
      .offset(query.pageNumber * query.pageSize);
    const capped = this.db
      .select({ id: creditInvoices.id })
      .from(creditInvoices)
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('capped');
    const [n] = await this.db.select({ n: count() }).from(capped);
    const total = Math.min(toCount(n?.n), COUNT_CAP);
    return {
      content: rows.map((r) => presentInvoice(r, today)),
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
      totalElements: total,
      totalPages: Math.ceil(total / query.pageSize),
      totalIsCapped: toCount(n?.n) > COUNT_CAP,
    };
  }

  /** The order's invoices tab: newest first, `limit` (default 5) from `offset`. */
  async ofOrder(scope: OwnerScope, orderKey: string, limit: number, offset: number) {
    // An order the user may not see (or that does not exist) answers 404, not an empty tab.
    foundInScope(await findOrder(this.db, scope, orderKey), 'Order');
    const today = this.today();
    const where = and(invoiceScope(scope), eq(creditInvoices.orderKey, orderKey));
    const rows = await this.db
      .select()
      .from(creditInvoices)
      .where(where)
      .orderBy(desc(creditInvoices.invoiceDate), desc(creditInvoices.id))
      .limit(limit)
      .offset(offset);
    const [n] = await this.db.select({ n: count() }).from(creditInvoices).where(where);
    return { content: rows.map((r) => presentInvoice(r, today)), total: toCount(n?.n), limit, offset };
  }

  async detail(scope: OwnerScope, id: string): Promise<InvoiceDetail> {
    const row = foundInScope(await findInvoice(this.db, scope, eq(creditInvoices.id, id)), 'Invoice');
    const settlements = await settlementsOf(this.db, [row.id]);
    const notes = await notesOf(this.db, row.id);
    const revisions = await revisionsOf(this.db, row.id);
    return {
      ...presentInvoice(row, this.today()),
      settlements: settlements.map((s) => presentSettlement(s.s, s.p, s.i)),
      notes: notes.map((n) => presentNote(n.n, n.requestId)),
      revisions: revisions.map((r) => ({
        requestId: r.requestId,
        status: r.status,
        statusLabel: invoiceRevisionStatusLabel(r.status),
        reasonCode: r.reasonCode,
        comments: r.comments,
        pendingCorrection: pendingCorrectionOf(r.correctionRequest),
        version: r.version,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }
}

/**
 * An invoice posted by packing or the books. `booksInvoiceId` is its natural key: the same posting
 * again answers the first; a different one under the same id is refused. An OPEN invoice is debited
 * to the buyer's ledger at once; a DRAFT one when its prices are approved.
 */
export async function postInvoice(
  tx: Tx,
  deps: CreditDeps,
  body: PostInvoice,
  actor: Actor,
): Promise<{ invoice: Invoice; created: boolean }> {
  return postInvoiceIn(tx, istDateOf(deps.now()), body, actor);
}

/**
 * How the buyer's GSTIN registration is read inside a transaction: through the transaction's own
 * handle (PGlite has one connection; the registry's `lookup` would go through the pool and hang).
 */
export type TxGstinLookup = (gstin: string) => Promise<GstinRegistration | null>;

/**
 * The transactional part of `postInvoice`, for a caller that already holds a transaction (packing
 * posts the consignment's invoice in the same transaction as its move to PACKED). Pass the
 * caller's `tx`: PGlite has one connection, a second query on `db` inside it would hang.
 */
export async function postInvoiceIn(
  tx: DbOrTx,
  today: string,
  body: PostInvoice,
  actor: Actor,
  lookup: TxGstinLookup = (gstin) => registrationOf(tx, gstin),
): Promise<{ invoice: Invoice; created: boolean }> {
  if (body.dueDate < body.invoiceDate)
    throw badRequest([{ field: 'dueDate', message: 'Due date must not be before the invoice date' }]);
  const [existing] = await tx
    .select()
    .from(creditInvoices)
    .where(eq(creditInvoices.booksInvoiceId, body.booksInvoiceId));
  if (existing) {
    if (existing.orderKey !== body.orderKey || existing.amountPaise !== BigInt(body.amountPaise))
      throw new AppError('CONFLICT', 'A different invoice with this booksInvoiceId exists');
    return { invoice: presentInvoice(existing, today), created: false };
  }
  const [hit] = await tx
    .select({ o: orders, b: buyers, s: sellers })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(eq(orders.orderKey, body.orderKey));
  if (!hit) throw badRequest([{ field: 'orderKey', message: 'No such order' }]);
  const { o, b, s } = hit;
  if (['ORDERED', 'ORDER_APPROVED', 'RPT_BLOCKED', 'CANCELLED'].includes(o.status))
    throw new AppError('CONFLICT', `An invoice cannot be raised on an order in ${o.status}`);
  // Doc 2 §8: no invoice for a buyer whose GSTIN was cancelled on or before the invoice date (or is
  // suspended). A buyer without a GSTIN (unregistered) is invoiced as such.
  if (b.gstin) assertGstinActiveOn(await lookup(b.gstin), body.invoiceDate);
  const amount = BigInt(body.amountPaise);
  const [row] = await tx
    .insert(creditInvoices)
    .values({
      invoiceNumber: body.invoiceNumber,
      booksInvoiceId: body.booksInvoiceId,
      buyerInvoiceNumber: body.buyerInvoiceNumber ?? null,
      sellerBillId: body.sellerBillId ?? null,
      orderId: o.id,
      orderKey: o.orderKey,
      consignmentKey: body.consignmentKey ?? null,
      buyerId: b.id,
      buyerName: b.name,
      booksBuyerId: b.code,
      buyerGstin: b.gstin,
      sellerId: s.id,
      sellerName: s.name,
      sellerGstin: s.gstin,
      businessUnit: o.businessUnit,
      rmEmail: o.rmEmail,
      tmEmail: o.tmEmail,
      invoiceDate: body.invoiceDate,
      dueDate: body.dueDate,
      maxDueDate: maxDueDateOf(body.dueDate, o.maxMdd),
      amountPaise: amount,
      openPaise: amount,
      status: body.status,
      irn: body.irn ?? null,
      irnAckAt: body.irnAckAt ? new Date(body.irnAckAt) : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', 'This invoice number is already used by the seller');
  if (row.status === 'OPEN') await debitInvoice(tx, row, actor);
  await recordAudit(tx, {
    ...actor,
    action: 'invoice.post',
    entityType: 'invoice',
    entityId: row.booksInvoiceId,
    after: { status: row.status, amountPaise: body.amountPaise, orderKey: o.orderKey },
  });
  await enqueueOutbox(tx, 'invoice.posted', { booksInvoiceId: row.booksInvoiceId, orderKey: o.orderKey });
  return { invoice: presentInvoice(row, today), created: true };
}

/** The invoice's debit in the buyer's ledger (when it opens). */
export async function debitInvoice(
  tx: Parameters<typeof insertLedgerEntry>[0],
  row: Pick<
    typeof creditInvoices.$inferSelect,
    'id' | 'buyerId' | 'invoiceDate' | 'amountPaise' | 'invoiceNumber' | 'documentType'
  >,
  actor: Actor,
): Promise<void> {
  const type = row.documentType === 'DBN' ? 'DEBIT_NOTE' : 'INVOICE';
  await insertLedgerEntry(tx, {
    buyerId: row.buyerId,
    entryType: type,
    entryDate: row.invoiceDate,
    ...ledgerSides(type, row.amountPaise),
    reference: row.invoiceNumber,
    invoiceId: row.id,
    createdBy: actor.actorId,
  });
}

export async function bulkTagInvoices(
  tx: Tx,
  scope: OwnerScope,
  body: BulkTagInvoices,
  actor: Actor,
): Promise<{ updated: number }> {
  const tags = [...new Set(body.tags)];
  const found = await tx
    .select({
      id: creditInvoices.id,
      tags: creditInvoices.tags,
      booksInvoiceId: creditInvoices.booksInvoiceId,
    })
    .from(creditInvoices)
    .where(and(inArray(creditInvoices.id, body.invoiceIds), invoiceScope(scope)))
    .orderBy(creditInvoices.id)
    .for('update');
  // All or nothing: an id outside the user's scope is reported as not found.
  const missing = body.invoiceIds.filter((id) => !found.some((f) => f.id === id));
  if (missing.length > 0) throw new AppError('NOT_FOUND', `Invoice not found: ${missing.join(', ')}`);
  for (const row of found) {
    const next =
      body.mode === 'REPLACE'
        ? tags
        : body.mode === 'REMOVE'
          ? row.tags.filter((t) => !tags.includes(t))
          : [...new Set([...row.tags, ...tags])];
    await tx
      .update(creditInvoices)
      .set({ tags: next, version: sql`${creditInvoices.version} + 1`, updatedAt: new Date() })
      .where(eq(creditInvoices.id, row.id));
  }
  await recordAudit(tx, {
    ...actor,
    action: 'invoice.tag',
    entityType: 'invoice',
    entityId: found
      .map((f) => f.booksInvoiceId)
      .join(',')
      .slice(0, 500),
    after: { mode: body.mode, tags },
  });
  await enqueueOutbox(tx, 'invoice.tagged', { invoiceIds: body.invoiceIds, tags, mode: body.mode });
  return { updated: found.length };
}
