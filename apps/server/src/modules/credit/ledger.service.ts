import type { LedgerAdjustment, LedgerQuery, LedgerStatement, OperationalBalance } from '@dom/contract';
import {
  INVOICE_TRANSITIONS,
  type LedgerTransactionType,
  LEDGER_TRANSACTION_TYPES,
  checkReduction,
  istDateOf,
  ledgerSides,
  withRunningBalance,
} from '@dom/domain';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { buyers } from '../parties';
import { AppError, badRequest } from '../../platform/errors';
import { enqueueOutbox } from '../../platform/outbox';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from './credit-actor';
import type { CreditDeps } from './credit-deps';
import { findBuyerInScope, insertLedgerEntry, ledgerSum } from './credit.repo';
import { creditInvoices, creditLedgerEntries, creditPayments } from './credit.schema';
import { assertNoCorrectionInProgress } from './correction-guard';
import { markCleared } from './invoice-moves';

const TYPE_LABEL = new Map<string, string>(LEDGER_TRANSACTION_TYPES.map((t) => [t.value, t.label]));

/** Opening balance before `fromDate`, the entries in the range with running balances, closing. */
export async function ledgerStatement(
  db: Db,
  scope: OwnerScope,
  query: LedgerQuery,
): Promise<LedgerStatement> {
  if (query.fromDate && query.toDate && query.fromDate > query.toDate)
    throw badRequest([{ field: 'fromDate', message: 'Start date must not be after end date' }]);
  const buyer = foundInScope(await findBuyerInScope(db, scope, eq(buyers.id, query.buyerId)), 'Buyer');
  const opening = query.fromDate ? await ledgerSum(db, buyer.id, query.fromDate) : 0n;
  const rows = await db
    .select()
    .from(creditLedgerEntries)
    .where(
      and(
        eq(creditLedgerEntries.buyerId, buyer.id),
        query.fromDate ? gte(creditLedgerEntries.entryDate, query.fromDate) : undefined,
        query.toDate ? lte(creditLedgerEntries.entryDate, query.toDate) : undefined,
      ),
    )
    .orderBy(asc(creditLedgerEntries.entryDate), asc(creditLedgerEntries.id));
  const statement = withRunningBalance(
    opening,
    rows.map((r) => ({
      ...r,
      type: r.entryType as LedgerTransactionType,
      sequence: r.id,
    })),
  );
  return {
    buyerId: buyer.id,
    buyerName: buyer.name,
    fromDate: query.fromDate ?? null,
    toDate: query.toDate ?? null,
    openingBalancePaise: statement.openingPaise.toString(),
    closingBalancePaise: statement.closingPaise.toString(),
    totalDebitPaise: statement.totalDebitPaise.toString(),
    totalCreditPaise: statement.totalCreditPaise.toString(),
    rows: statement.rows.map((r) => ({
      entryId: String(r.id),
      entryDate: r.entryDate,
      type: r.type,
      typeLabel: TYPE_LABEL.get(r.type) ?? r.type,
      reference: r.reference,
      narration: r.narration,
      debitPaise: r.debitPaise.toString(),
      creditPaise: r.creditPaise.toString(),
      balancePaise: r.balancePaise.toString(),
    })),
  };
}

export async function operationalBalance(
  db: Db,
  deps: CreditDeps & Required<Pick<CreditDeps, 'drawable'>>,
  scope: OwnerScope,
  buyerId: string,
): Promise<OperationalBalance> {
  const buyer = foundInScope(await findBuyerInScope(db, scope, eq(buyers.id, buyerId)), 'Buyer');
  const today = istDateOf(deps.now());
  // The limit, outstanding and available of the position and the Limits tab: one computation.
  const drawable = await deps.drawable(db, buyer.id, today);
  const [open] = await db
    .select({
      open: sql<string>`coalesce(sum(${creditInvoices.openPaise}), 0)::text`,
      delayed: sql<string>`coalesce(sum(${creditInvoices.openPaise}) filter (where ${creditInvoices.dueDate} < ${today} and ${creditInvoices.maxDueDate} >= ${today}), 0)::text`,
      overdue: sql<string>`coalesce(sum(${creditInvoices.openPaise}) filter (where ${creditInvoices.maxDueDate} < ${today}), 0)::text`,
    })
    .from(creditInvoices)
    .where(and(eq(creditInvoices.buyerId, buyer.id), eq(creditInvoices.status, 'OPEN')));
  const [unallocated] = await db
    .select({ total: sql<string>`coalesce(sum(${creditPayments.unallocatedPaise}), 0)::text` })
    .from(creditPayments)
    .where(eq(creditPayments.buyerId, buyer.id));
  return {
    buyerId: buyer.id,
    creditLimitPaise: drawable.limitPaise.toString(),
    outstandingPaise: drawable.utilisedPaise.toString(),
    openInvoicesPaise: open?.open ?? '0',
    delayedPaise: open?.delayed ?? '0',
    overduePaise: open?.overdue ?? '0',
    unallocatedPaymentsPaise: unallocated?.total ?? '0',
    availablePaise: drawable.availablePaise.toString(),
    asOf: today,
  };
}

/** TDS or a write-off lowers an invoice's open amount; a refund pays back a payment's unmatched rest. */
export async function postAdjustment(
  tx: Tx,
  scope: OwnerScope,
  body: LedgerAdjustment,
  actor: Actor,
): Promise<{ entryId: string; balancePaise: string }> {
  const amount = BigInt(body.amountPaise);
  const buyer = foundInScope(await findBuyerInScope(tx, scope, eq(buyers.code, body.booksBuyerId)), 'Buyer');
  let reference: string;
  let invoiceId: string | null = null;
  let paymentId: string | null = null;
  if (body.type === 'REFUND') {
    const [payment] = await tx
      .select()
      .from(creditPayments)
      .where(
        and(
          eq(creditPayments.booksPaymentId, body.booksPaymentId ?? ''),
          eq(creditPayments.buyerId, buyer.id),
        ),
      )
      .for('update');
    if (!payment) throw badRequest([{ field: 'booksPaymentId', message: 'No such payment of this buyer' }]);
    if (checkReduction(payment.unallocatedPaise, amount))
      throw badRequest([{ field: 'amountPaise', message: 'More than the unmatched balance of the payment' }]);
    await tx
      .update(creditPayments)
      .set({ unallocatedPaise: sql`${creditPayments.unallocatedPaise} - ${amount}` })
      .where(eq(creditPayments.id, payment.id));
    reference = payment.booksPaymentId;
    paymentId = payment.id;
  } else {
    const [invoice] = await tx
      .select()
      .from(creditInvoices)
      .where(
        and(
          eq(creditInvoices.booksInvoiceId, body.booksInvoiceId ?? ''),
          eq(creditInvoices.buyerId, buyer.id),
        ),
      )
      .for('update');
    if (!invoice) throw badRequest([{ field: 'booksInvoiceId', message: 'No such invoice of this buyer' }]);
    await assertNoCorrectionInProgress(tx, invoice.id);
    if (!INVOICE_TRANSITIONS.canTransition(invoice.status, 'recordPayment'))
      throw new AppError(
        'TRANSITION_NOT_ALLOWED',
        `Cannot post ${body.type} on an invoice in status ${invoice.status}`,
      );
    if (checkReduction(invoice.openPaise, amount))
      throw badRequest([{ field: 'amountPaise', message: 'More than the balance of the invoice' }]);
    await tx
      .update(creditInvoices)
      .set({ openPaise: sql`${creditInvoices.openPaise} - ${amount}`, updatedAt: new Date() })
      .where(eq(creditInvoices.id, invoice.id));
    if (invoice.openPaise === amount) await markCleared(tx, invoice, false, actor);
    reference = invoice.invoiceNumber;
    invoiceId = invoice.id;
  }
  const entryId = await insertLedgerEntry(tx, {
    buyerId: buyer.id,
    entryType: body.type,
    entryDate: body.entryDate,
    ...ledgerSides(body.type, amount),
    reference,
    narration: body.narration ?? null,
    invoiceId,
    paymentId,
    createdBy: actor.actorId,
  });
  await recordAudit(tx, {
    ...actor,
    action: `ledger.${body.type.toLowerCase()}`,
    entityType: 'buyer-ledger',
    entityId: buyer.id,
    after: { entryId, reference, amountPaise: body.amountPaise },
  });
  await enqueueOutbox(tx, 'ledger.entry-posted', { buyerId: buyer.id, entryId, type: body.type });
  return { entryId: String(entryId), balancePaise: (await ledgerSum(tx, buyer.id)).toString() };
}
