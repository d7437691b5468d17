import type {
  MatchPayment,
  MatchResult,
  Payment,
  PaymentListQuery,
  RecordPayment,
  Settlement,
} from '@dom/contract';
import {
  INVOICE_TRANSITIONS,
  type InvoiceStatus,
  checkMatch,
  ledgerSides,
  MATCH_REFUSAL_MESSAGES,
  mismatchTagOf,
} from '@dom/domain';
import { and, asc, count, eq, gt, gte, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { type Db, toCount } from '../../platform/db/database';
import { buyers } from '../../platform/db/schema/index';
import { AppError, badRequest } from '../../platform/errors';
import { enqueueOutbox } from '../../platform/outbox';
import { type OwnerScope, foundInScope } from '../identity/scope';
import type { Actor } from './credit-actor';
import { findBuyerInScope, insertLedgerEntry, invoiceScope, paymentScope } from './credit.repo';
import { presentPayment, presentSettlement, paymentStatusOf } from './credit.present';
import { creditInvoices, creditPayments, creditSettlements } from './credit.schema';
import { markCleared } from './invoice-moves';

/** A payment received; `booksPaymentId` is its natural key (the same posting twice is one payment). */
export async function recordPayment(
  db: Db,
  scope: OwnerScope,
  body: RecordPayment,
  actor: Actor,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const buyer = foundInScope(
      await findBuyerInScope(tx, scope, eq(buyers.code, body.booksBuyerId)),
      'Buyer',
    );
    const [existing] = await tx
      .select()
      .from(creditPayments)
      .where(eq(creditPayments.booksPaymentId, body.booksPaymentId));
    if (existing) {
      const same =
        existing.buyerId === buyer.id &&
        existing.amountPaise === BigInt(body.amountPaise) &&
        existing.utr === body.utr &&
        existing.paymentDate === body.paymentDate;
      if (!same)
        throw new AppError('CONFLICT', 'A different payment with this booksPaymentId is already recorded');
      return presentPayment(existing);
    }
    const amount = BigInt(body.amountPaise);
    const [row] = await tx
      .insert(creditPayments)
      .values({
        booksPaymentId: body.booksPaymentId,
        buyerId: buyer.id,
        buyerName: buyer.name,
        booksBuyerId: buyer.code,
        businessUnit: buyer.businessUnit,
        rmEmail: buyer.rmEmail,
        tmEmail: buyer.tmEmail,
        utr: body.utr,
        paymentType: body.paymentType,
        paymentDate: body.paymentDate,
        amountPaise: amount,
        unallocatedPaise: amount,
      })
      .returning();
    if (!row) throw new Error('payment insert returned no row');
    await insertLedgerEntry(tx, {
      buyerId: buyer.id,
      entryType: 'PAYMENT',
      entryDate: body.paymentDate,
      ...ledgerSides('PAYMENT', amount),
      reference: body.utr,
      narration: `${body.paymentType} ${body.booksPaymentId}`,
      paymentId: row.id,
      createdBy: actor.actorId,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'payment.record',
      entityType: 'payment',
      entityId: row.booksPaymentId,
      after: { amountPaise: body.amountPaise, utr: body.utr },
    });
    await enqueueOutbox(tx, 'payment.recorded', { booksPaymentId: row.booksPaymentId, buyerId: buyer.id });
    return presentPayment(row);
  });
}

export async function listPayments(db: Db, scope: OwnerScope, query: PaymentListQuery) {
  const where = and(
    paymentScope(scope),
    query.buyerId ? eq(creditPayments.buyerId, query.buyerId) : undefined,
    query.status === 'PENDING' ? gt(creditPayments.unallocatedPaise, 0n) : undefined,
    query.status === 'SETTLED' ? eq(creditPayments.unallocatedPaise, 0n) : undefined,
  );
  const rows = await db
    .select()
    .from(creditPayments)
    .where(where)
    .orderBy(asc(creditPayments.paymentDate), asc(creditPayments.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(creditPayments).where(where);
  return {
    content: rows.map(presentPayment),
    total: toCount(total?.n),
    limit: query.limit,
    offset: query.offset,
  };
}

function refuse(field: string, message: string): never {
  throw badRequest([{ field, message }]);
}

async function repeatedMatch(db: Db, body: MatchPayment): Promise<MatchResult | null> {
  if (!body.matchId) return null;
  const [hit] = await db
    .select({ s: creditSettlements, p: creditPayments, i: creditInvoices })
    .from(creditSettlements)
    .innerJoin(creditPayments, eq(creditPayments.id, creditSettlements.paymentId))
    .innerJoin(creditInvoices, eq(creditInvoices.id, creditSettlements.invoiceId))
    .where(eq(creditSettlements.matchId, body.matchId));
  if (!hit) return null;
  if (
    hit.p.booksPaymentId !== body.booksPaymentId ||
    hit.i.booksInvoiceId !== body.booksInvoiceId ||
    hit.s.amountPaise !== BigInt(body.matchingAmount)
  )
    throw new AppError('CONFLICT', 'This matchId was already used for a different match');
  return {
    settlementId: hit.s.id,
    booksPaymentId: hit.p.booksPaymentId,
    booksInvoiceId: hit.i.booksInvoiceId,
    matchAmountPaise: hit.s.amountPaise.toString(),
    balanceAmountPaise: hit.s.invoiceBalancePaise.toString(),
    paymentBalancePaise: hit.s.paymentBalancePaise.toString(),
    invoiceStatus: hit.i.status as InvoiceStatus,
    paymentStatus: paymentStatusOf(hit.p),
    mismatchTag: hit.s.mismatchTag as MatchResult['mismatchTag'],
    repeated: true,
  };
}

function isMatchIdClash(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23505' && (pg.constraint ?? pg.message ?? '').includes('credit_settlements_match_idx'))
      return true;
  }
  return false;
}

/**
 * Matches part of a payment to part of an invoice. Over-allocation is impossible by construction:
 * each side is taken with a conditional UPDATE (`… WHERE open >= amount`), payment first then invoice
 * in every transaction (one lock order, so no deadlock), and CHECK constraints refuse a negative
 * open amount even if a path forgot. Concurrent matches queue on the row lock and each re-reads the
 * balance the previous one left.
 */
export async function matchPayment(
  db: Db,
  scope: OwnerScope,
  body: MatchPayment,
  actor: Actor,
): Promise<MatchResult> {
  const earlier = await repeatedMatch(db, body);
  if (earlier) return earlier;
  const amount = BigInt(body.matchingAmount);
  try {
    return await db.transaction(async (tx) => {
      const buyer = foundInScope(
        await findBuyerInScope(tx, scope, eq(buyers.code, body.booksBuyerId)),
        'Buyer',
      );
      const [payment] = await tx
        .select()
        .from(creditPayments)
        .where(
          and(
            eq(creditPayments.booksPaymentId, body.booksPaymentId),
            eq(creditPayments.buyerId, buyer.id),
            paymentScope(scope),
          ),
        );
      if (!payment) refuse('booksPaymentId', 'No such payment of this buyer');
      const [invoice] = await tx
        .select()
        .from(creditInvoices)
        .where(
          and(
            eq(creditInvoices.booksInvoiceId, body.booksInvoiceId),
            eq(creditInvoices.buyerId, buyer.id),
            invoiceScope(scope),
          ),
        );
      if (!invoice) refuse('booksInvoiceId', 'No such invoice of this buyer');
      // The invoice table says which invoices can take a payment (OPEN, aged or not): else 409.
      if (!INVOICE_TRANSITIONS.canTransition(invoice.status as InvoiceStatus, 'recordPayment'))
        throw new AppError('TRANSITION_NOT_ALLOWED', `Cannot settle an invoice in status ${invoice.status}`);

      const [p] = await tx
        .update(creditPayments)
        .set({ unallocatedPaise: sql`${creditPayments.unallocatedPaise} - ${amount}` })
        .where(and(eq(creditPayments.id, payment.id), gte(creditPayments.unallocatedPaise, amount)))
        .returning();
      if (!p) refuse('matchingAmount', MATCH_REFUSAL_MESSAGES.EXCEEDS_PAYMENT_BALANCE);
      const [i] = await tx
        .update(creditInvoices)
        .set({ openPaise: sql`${creditInvoices.openPaise} - ${amount}`, updatedAt: new Date() })
        .where(
          and(
            eq(creditInvoices.id, invoice.id),
            eq(creditInvoices.status, 'OPEN'),
            gte(creditInvoices.openPaise, amount),
          ),
        )
        .returning();
      if (!i) refuse('matchingAmount', MATCH_REFUSAL_MESSAGES.EXCEEDS_INVOICE_BALANCE);

      const rule = {
        paymentUnallocatedPaise: p.unallocatedPaise + amount,
        invoiceOpenPaise: i.openPaise + amount,
        invoiceAmountPaise: i.amountPaise,
        matchingAmountPaise: amount,
      };
      // The SQL guards have decided; the domain rule must agree (a disagreement is a bug, not input).
      if (checkMatch(rule) !== null) throw new Error('settlement rule and SQL guard disagree');
      const tag = mismatchTagOf(rule);
      const [s] = await tx
        .insert(creditSettlements)
        .values({
          matchId: body.matchId ?? null,
          paymentId: p.id,
          invoiceId: i.id,
          buyerId: buyer.id,
          amountPaise: amount,
          invoiceBalancePaise: i.openPaise,
          paymentBalancePaise: p.unallocatedPaise,
          mismatchTag: tag,
          createdBy: actor.actorId,
        })
        .returning();
      if (!s) throw new Error('settlement insert returned no row');
      const invoiceStatus =
        i.openPaise === 0n ? await markCleared(tx, i, true, actor) : (i.status as InvoiceStatus);
      await recordAudit(tx, {
        ...actor,
        action: 'invoice.match',
        entityType: 'invoice',
        entityId: i.booksInvoiceId,
        after: {
          settlementId: s.id,
          booksPaymentId: p.booksPaymentId,
          amountPaise: body.matchingAmount,
          tag,
        },
      });
      await enqueueOutbox(tx, 'payment.matched', { settlementId: s.id, booksInvoiceId: i.booksInvoiceId });
      return {
        settlementId: s.id,
        booksPaymentId: p.booksPaymentId,
        booksInvoiceId: i.booksInvoiceId,
        matchAmountPaise: amount.toString(),
        balanceAmountPaise: i.openPaise.toString(),
        paymentBalancePaise: p.unallocatedPaise.toString(),
        invoiceStatus,
        paymentStatus: paymentStatusOf(p),
        mismatchTag: tag,
        repeated: false,
      };
    });
  } catch (err) {
    // Two requests with one matchId raced: the loser answers the winner's match.
    if (isMatchIdClash(err)) {
      const winner = await repeatedMatch(db, body);
      if (winner) return winner;
    }
    throw err;
  }
}

export async function settlementDetail(db: Db, scope: OwnerScope, id: string): Promise<Settlement> {
  const [hit] = await db
    .select({ s: creditSettlements, p: creditPayments, i: creditInvoices })
    .from(creditSettlements)
    .innerJoin(creditPayments, eq(creditPayments.id, creditSettlements.paymentId))
    .innerJoin(creditInvoices, eq(creditInvoices.id, creditSettlements.invoiceId))
    .where(and(eq(creditSettlements.id, id), invoiceScope(scope)));
  const found = foundInScope(hit, 'Settlement');
  return presentSettlement(found.s, found.p, found.i);
}
