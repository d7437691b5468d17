import type {
  InvoiceCorrectionRequest,
  InvoiceRevision,
  RevisionDecision,
  RevisionListQuery,
  RevisionModify,
} from '@dom/contract';
import {
  type InvoiceRevisionAction,
  type InvoiceRevisionStatus,
  type OrderAction,
  type OrderStatus,
} from '@dom/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { type Db, type DbOrTx, type Tx, toCount } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { SYSTEM, applyMove } from '../../platform/moves';
import { enqueueOutbox } from '../../platform/outbox';
import { ORDER_MACHINE } from '../orders';
import { INVOICE_REVISION_MACHINE } from './credit-machines';
import { orders } from '../orders';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from './credit-actor';
import {
  type InvoiceRow,
  type RevisionRow,
  findInvoice,
  findRevision,
  lockOrder,
  revisionScope,
} from './credit.repo';
import { presentRevision } from './credit.present';
import { creditInvoices, creditNotes, invoiceRevisions } from './credit.schema';

// Only an issued invoice (not a draft, not void) can be corrected.
const REVISABLE_INVOICE: readonly string[] = ['OPEN', 'PAID', 'SETTLED'];
// A revision not yet decided or done: one per invoice at a time.
const OPEN_REVISION: InvoiceRevisionStatus[] = [
  'REVISION_REQUESTED',
  'UNDER_REVIEW',
  'APPROVED',
  'IN_PROGRESS',
];
// Orders a revision moves (to INVOICE_REVISION_REQUESTED and on): the delivered ones. An order
// still being fulfilled keeps its status, so its other consignments carry on (docs/credit.md).
const MOVED_ORDER: readonly OrderStatus[] = ['COMPLETED', 'INVOICE_CORRECTED'];
const FULFILLING_ORDER: readonly OrderStatus[] = ['PLANNED', 'IN_PROGRESS'];

/**
 * The order side of a new request: a delivered order moves to INVOICE_REVISION_REQUESTED (so one
 * open request per delivered order; the table answers 409 for a second), an order in fulfilment
 * stays where it is. Answers the status the order had, which a dropped request gives back.
 */
async function requestOnOrder(tx: DbOrTx, orderId: string, actor: Actor): Promise<OrderStatus> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  if (FULFILLING_ORDER.includes(order.status)) return order.status;
  await moveOrder(tx, orderId, 'requestInvoiceRevision', actor);
  return order.status;
}

/**
 * The order follows a revision it was moved by: corrected → INVOICE_CORRECTED; dropped (rejected,
 * cancelled) → back to the status it was requested from. Requests made before that status was
 * kept (null) came from COMPLETED. An order in fulfilment was never moved and is left alone.
 */
export async function followOrder(
  tx: DbOrTx,
  row: Pick<RevisionRow, 'orderId' | 'orderStatusBefore'>,
  outcome: 'corrected' | 'dropped',
  actor: Actor,
): Promise<void> {
  const before = row.orderStatusBefore ?? 'COMPLETED';
  if (!MOVED_ORDER.includes(before)) return;
  const action: OrderAction =
    outcome === 'corrected'
      ? 'correctInvoice'
      : before === 'INVOICE_CORRECTED'
        ? 'restoreInvoiceCorrected'
        : 'dropInvoiceRevision';
  await moveOrder(tx, row.orderId, action, actor);
}

/**
 * The order follows its revision (doc 2 §4): requesting moves it to INVOICE_REVISION_REQUESTED, a
 * correction to INVOICE_CORRECTED, a dropped request back. These are consequences of a revision
 * move the user was checked for, so only the order's state is checked here (409 otherwise).
 */
export async function moveOrder(
  tx: DbOrTx,
  orderId: string,
  action: OrderAction,
  actor: Actor,
): Promise<OrderStatus> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  // The order's own machine, as a system move on behalf of the revision's actor.
  const moved = await applyMove(tx, ORDER_MACHINE, {
    key: order.orderKey,
    action,
    caller: SYSTEM,
    onBehalfOf: actor,
  });
  return moved.status;
}

/** Updates a revision to the table's target, audits and announces it. */
export async function applyRevisionMove(
  tx: DbOrTx,
  row: RevisionRow,
  action: InvoiceRevisionAction,
  actor: Actor,
  permissions: ReadonlySet<string> | undefined,
  changes: Partial<RevisionRow> = {},
): Promise<InvoiceRevisionStatus> {
  // Without permissions: a consequence of a checked action, on behalf of the actor.
  const moved = await applyMove(tx, INVOICE_REVISION_MACHINE, {
    key: row.id,
    action,
    caller: permissions ? { scope: {}, permissions, actor } : SYSTEM,
    onBehalfOf: actor,
    change: () => changes,
    detail: changes,
  });
  return moved.status;
}

export async function revisionView(
  db: DbOrTx,
  scope: OwnerScope,
  requestId: string,
): Promise<InvoiceRevision> {
  const row = foundInScope(await findRevision(db, scope, requestId), 'Invoice revision');
  const [invoice] = await db.select().from(creditInvoices).where(eq(creditInvoices.id, row.invoiceId));
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, row.orderId));
  const [note] = row.noteId ? await db.select().from(creditNotes).where(eq(creditNotes.id, row.noteId)) : [];
  if (!invoice) throw new Error('revision without invoice');
  return presentRevision(row, invoice, order?.status ?? '', note ?? null);
}

export async function listRevisions(db: Db, scope: OwnerScope, query: RevisionListQuery) {
  const where = and(
    revisionScope(scope),
    query.statuses ? inArray(invoiceRevisions.status, query.statuses) : undefined,
    query.orderKey ? eq(invoiceRevisions.orderKey, query.orderKey) : undefined,
    query.booksInvoiceId ? eq(creditInvoices.booksInvoiceId, query.booksInvoiceId) : undefined,
  );
  const rows = await db
    .select({ r: invoiceRevisions, i: creditInvoices, orderStatus: orders.status, n: creditNotes })
    .from(invoiceRevisions)
    .innerJoin(creditInvoices, eq(creditInvoices.id, invoiceRevisions.invoiceId))
    .innerJoin(orders, eq(orders.id, invoiceRevisions.orderId))
    .leftJoin(creditNotes, eq(creditNotes.id, invoiceRevisions.noteId))
    .where(where)
    .orderBy(desc(invoiceRevisions.createdAt), desc(invoiceRevisions.id))
    .limit(query.pageSize)
    .offset(query.pageNumber * query.pageSize);
  const [n] = await db
    .select({ n: count() })
    .from(invoiceRevisions)
    .innerJoin(creditInvoices, eq(creditInvoices.id, invoiceRevisions.invoiceId))
    .where(where);
  const total = toCount(n?.n);
  return {
    content: rows.map((x) => presentRevision(x.r, x.i, x.orderStatus, x.n)),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalElements: total,
    totalPages: Math.ceil(total / query.pageSize),
    totalIsCapped: false,
  };
}

function checkRequestMatchesInvoice(body: InvoiceCorrectionRequest, invoice: InvoiceRow): void {
  const fields = [];
  if (body.invoiceCorrectedOrderKey !== invoice.orderKey)
    fields.push({ field: 'invoiceCorrectedOrderKey', message: 'Not the order of this invoice' });
  if (invoice.consignmentKey !== null && body.consignmentKey !== invoice.consignmentKey)
    fields.push({ field: 'consignmentKey', message: 'Not the consignment of this invoice' });
  if (fields.length > 0) throw badRequest(fields);
}

/**
 * The invoice correction request. `requestId` is its natural key: the same request again answers
 * the first (no second effect); another request under the same id is refused.
 */
export async function createRevision(
  tx: Tx,
  scope: OwnerScope,
  body: InvoiceCorrectionRequest,
  actor: Actor,
): Promise<{ revision: InvoiceRevision; created: boolean }> {
  const [same] = await tx
    .select()
    .from(invoiceRevisions)
    .where(eq(invoiceRevisions.requestId, body.requestId));
  const invoice = foundInScope(
    await findInvoice(tx, scope, eq(creditInvoices.booksInvoiceId, body.booksInvoiceId), {
      forUpdate: true,
    }),
    'Invoice',
  );
  if (same) {
    if (same.invoiceId !== invoice.id)
      throw new AppError('CONFLICT', 'This requestId is already used for another invoice');
    return { revision: await revisionView(tx, scope, body.requestId), created: false };
  }
  checkRequestMatchesInvoice(body, invoice);
  if (!REVISABLE_INVOICE.includes(invoice.status))
    throw new AppError('TRANSITION_NOT_ALLOWED', `An invoice in ${invoice.status} cannot be revised`);
  if (!body.bypassIRNCheck && (invoice.irn === null || invoice.irnCancelledAt !== null))
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      'The invoice has no active IRN; bypass the IRN check to revise it',
    );
  const [open] = await tx
    .select({ requestId: invoiceRevisions.requestId })
    .from(invoiceRevisions)
    .where(and(eq(invoiceRevisions.invoiceId, invoice.id), inArray(invoiceRevisions.status, OPEN_REVISION)))
    .limit(1);
  if (open)
    throw new AppError(
      'CONFLICT',
      `The invoice already has an open revision request (${open.requestId})`,
      { requestId: open.requestId },
      409,
    );
  const orderBefore = await requestOnOrder(tx, invoice.orderId, actor);
  const [row] = await tx
    .insert(invoiceRevisions)
    .values({
      requestId: body.requestId,
      invoiceId: invoice.id,
      orderId: invoice.orderId,
      orderKey: invoice.orderKey,
      consignmentKey: body.consignmentKey,
      invoiceCorrectedOrderKey: body.invoiceCorrectedOrderKey,
      reason: body.reason,
      reasonCode: body.reasonCode,
      bypassIrnCheck: body.bypassIRNCheck,
      comments: body.comments,
      orderStatusBefore: orderBefore,
      status: 'REVISION_REQUESTED',
      buyerId: invoice.buyerId,
      sellerId: invoice.sellerId,
      businessUnit: invoice.businessUnit,
      rmEmail: invoice.rmEmail,
      tmEmail: invoice.tmEmail,
      createdBy: actor.actorId,
    })
    .returning();
  if (!row) throw new Error('revision insert returned no row');
  await recordAudit(tx, {
    ...actor,
    action: 'invoice-revision.create',
    entityType: 'invoice-revision',
    entityId: row.requestId,
    after: { status: row.status, booksInvoiceId: invoice.booksInvoiceId, reasonCode: body.reasonCode },
  });
  await enqueueOutbox(tx, 'invoice-revision.requested', {
    requestId: row.requestId,
    orderKey: row.orderKey,
  });
  return { revision: await revisionView(tx, scope, row.requestId), created: true };
}

export type RevisionStep = 'modify' | 'startReview' | 'approve' | 'reject' | 'cancel' | 'requestCancelled';

// A dropped request gives the order back the status it had (followOrder).
const DROPS: readonly InvoiceRevisionStatus[] = ['REJECTED', 'CANCELLED'];

/** modify, review, approve, reject, cancel, request-cancelled: the revision table decides (409 / 403). */
export async function revisionStep(
  tx: Tx,
  scope: OwnerScope,
  permissions: ReadonlySet<string>,
  step: RevisionStep,
  body: RevisionDecision | RevisionModify,
  actor: Actor,
): Promise<InvoiceRevision> {
  const row = foundInScope(
    await findRevision(tx, scope, body.requestId, { forUpdate: true }),
    'Invoice revision',
  );
  if (body.version !== undefined && body.version !== row.version)
    throw new AppError('CONFLICT', 'The revision was changed by someone else. Reload and try again.');
  const changes: Partial<typeof invoiceRevisions.$inferInsert> = {};
  if (step === 'modify') {
    const m = body as RevisionModify;
    if (m.reasonCode !== undefined) changes.reasonCode = m.reasonCode;
    if (m.comments !== undefined) changes.comments = m.comments;
    if (m.bypassIRNCheck !== undefined) changes.bypassIrnCheck = m.bypassIRNCheck;
  } else if (body.comments !== undefined) {
    changes.decisionComments = body.comments;
  }
  // A correction given up while the portal was being asked is no longer waiting for it.
  if (step === 'requestCancelled') changes.correctionRequest = null;
  const to = await applyRevisionMove(tx, row, step, actor, permissions, changes);
  if (DROPS.includes(to)) await followOrder(tx, row, 'dropped', actor);
  return revisionView(tx, scope, row.requestId);
}
