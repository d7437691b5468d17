import type { MatchPayment, MatchResult, SettleBatch, SettleBatchResult } from '@dom/contract';
import { INVOICE_TRANSITIONS, MATCH_REFUSAL_MESSAGES, checkMatch, mismatchTagOf } from '@dom/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { savepoint } from '../../platform/db/steps';
import { buyers } from '../parties';
import { AppError, badRequest } from '../../platform/errors';
import { enqueueOutbox } from '../../platform/outbox';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from './credit-actor';
import { assertNoCorrectionInProgress } from './correction-guard';
import { findBuyerInScope, invoiceScope, paymentScope } from './credit.repo';
import { paymentStatusOf } from './credit.present';
import { creditInvoices, creditPayments, creditSettlements } from './credit.schema';
import { markCleared } from './invoice-moves';

type Buyer = NonNullable<Awaited<ReturnType<typeof findBuyerInScope>>>;

function refuse(field: string, message: string): never {
  throw badRequest([{ field, message }]);
}

/** What a stored settlement answers, as its match did (`repeated` for a repeat of its natural key). */
async function storedMatches(db: DbOrTx, matchIds: readonly string[]) {
  if (matchIds.length === 0) return [];
  return db
    .select({ s: creditSettlements, p: creditPayments, i: creditInvoices })
    .from(creditSettlements)
    .innerJoin(creditPayments, eq(creditPayments.id, creditSettlements.paymentId))
    .innerJoin(creditInvoices, eq(creditInvoices.id, creditSettlements.invoiceId))
    .where(inArray(creditSettlements.matchId, [...matchIds]));
}

type Stored = Awaited<ReturnType<typeof storedMatches>>[number];

function answerOf(hit: Stored): MatchResult {
  return {
    settlementId: hit.s.id,
    booksPaymentId: hit.p.booksPaymentId,
    booksInvoiceId: hit.i.booksInvoiceId,
    matchAmountPaise: hit.s.amountPaise.toString(),
    balanceAmountPaise: hit.s.invoiceBalancePaise.toString(),
    paymentBalancePaise: hit.s.paymentBalancePaise.toString(),
    invoiceStatus: hit.i.status,
    paymentStatus: paymentStatusOf(hit.p),
    mismatchTag: hit.s.mismatchTag as MatchResult['mismatchTag'],
    repeated: true,
  };
}

function sameMatch(hit: Stored, booksPaymentId: string, booksInvoiceId: string, amount: string): boolean {
  return (
    hit.p.booksPaymentId === booksPaymentId &&
    hit.i.booksInvoiceId === booksInvoiceId &&
    hit.s.amountPaise === BigInt(amount)
  );
}

function isMatchIdClash(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23505' && (pg.constraint ?? pg.message ?? '').includes('credit_settlements_match_idx'))
      return true;
  }
  return false;
}

interface OneMatch {
  booksPaymentId: string;
  booksInvoiceId: string;
  matchingAmount: string;
  matchId: string | null;
}

/**
 * One match inside the caller's transaction. Over-allocation is impossible by construction: each
 * side is taken with a conditional UPDATE (`… WHERE open >= amount`), payment first then invoice in
 * every transaction (one lock order, so no deadlock), and CHECK constraints refuse a negative open
 * amount even if a path forgot. Concurrent matches queue on the row lock and each re-reads the
 * balance the previous one left.
 */
async function matchIn(
  tx: DbOrTx,
  scope: OwnerScope,
  buyer: Buyer,
  m: OneMatch,
  actor: Actor,
): Promise<MatchResult> {
  const amount = BigInt(m.matchingAmount);
  const [payment] = await tx
    .select()
    .from(creditPayments)
    .where(
      and(
        eq(creditPayments.booksPaymentId, m.booksPaymentId),
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
        eq(creditInvoices.booksInvoiceId, m.booksInvoiceId),
        eq(creditInvoices.buyerId, buyer.id),
        invoiceScope(scope),
      ),
    );
  if (!invoice) refuse('booksInvoiceId', 'No such invoice of this buyer');
  // The invoice table says which invoices can take a payment (OPEN, aged or not): else 409.
  if (!INVOICE_TRANSITIONS.canTransition(invoice.status, 'recordPayment'))
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
  // Holding the invoice's lock now: a void or credit note claimed before us has committed.
  await assertNoCorrectionInProgress(tx, i.id);

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
      matchId: m.matchId,
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
  const invoiceStatus = i.openPaise === 0n ? await markCleared(tx, i, true, actor) : i.status;
  await recordAudit(tx, {
    ...actor,
    action: 'invoice.match',
    entityType: 'invoice',
    entityId: i.booksInvoiceId,
    after: { settlementId: s.id, booksPaymentId: p.booksPaymentId, amountPaise: m.matchingAmount, tag },
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
}

async function repeatedMatch(db: DbOrTx, body: MatchPayment): Promise<MatchResult | null> {
  if (!body.matchId) return null;
  const [hit] = await storedMatches(db, [body.matchId]);
  if (!hit) return null;
  if (!sameMatch(hit, body.booksPaymentId, body.booksInvoiceId, body.matchingAmount))
    throw new AppError('CONFLICT', 'This matchId was already used for a different match');
  return answerOf(hit);
}

/** Matches part of a payment to part of an invoice; `matchId` makes a repeat answer the first. */
export async function matchPayment(
  tx: Tx,
  scope: OwnerScope,
  body: MatchPayment,
  actor: Actor,
): Promise<MatchResult> {
  const earlier = await repeatedMatch(tx, body);
  if (earlier) return earlier;
  try {
    // Under a savepoint: the loser of a race on one matchId reads the winner's match after it.
    return await savepoint(tx, async (tx) => {
      const buyer = foundInScope(
        await findBuyerInScope(tx, scope, eq(buyers.code, body.booksBuyerId)),
        'Buyer',
      );
      return matchIn(tx, scope, buyer, { ...body, matchId: body.matchId ?? null }, actor);
    });
  } catch (err) {
    // Two requests with one matchId raced: the loser answers the winner's match.
    if (isMatchIdClash(err)) {
      const winner = await repeatedMatch(tx, body);
      if (winner) return winner;
    }
    throw err;
  }
}

const batchMatchId = (batchId: string, index: number) => `${batchId}:${index}`;

/** A batch already stored under its batchId, answered as it was; a different batch under it is refused. */
async function repeatedBatch(db: DbOrTx, body: SettleBatch): Promise<SettleBatchResult | null> {
  const ids = body.matches.map((_, index) => batchMatchId(body.batchId, index));
  const hits = await storedMatches(db, ids);
  if (hits.length === 0) return null;
  const byId = new Map(hits.map((h) => [h.s.matchId, h]));
  const results = body.matches.map((m, index) => {
    const hit = byId.get(batchMatchId(body.batchId, index));
    if (!hit || !sameMatch(hit, body.booksPaymentId, m.booksInvoiceId, m.matchingAmount))
      throw new AppError('CONFLICT', 'This batchId was already used for a different settlement');
    return answerOf(hit);
  });
  return { batchId: body.batchId, repeated: true, results };
}

/**
 * Settles one payment against several invoices in one transaction: every match is made or none
 * (a refused one rolls the others back). A repeat of the batchId answers the stored matches; two
 * racing requests with one batchId make one settlement (the loser meets the unique matchId).
 */
export async function settleBatch(
  tx: Tx,
  scope: OwnerScope,
  body: SettleBatch,
  actor: Actor,
): Promise<SettleBatchResult> {
  const earlier = await repeatedBatch(tx, body);
  if (earlier) return earlier;
  try {
    // Under a savepoint: the loser of a race on one batchId reads the winner's batch after it.
    return await savepoint(tx, async (tx) => {
      const buyer = foundInScope(
        await findBuyerInScope(tx, scope, eq(buyers.code, body.booksBuyerId)),
        'Buyer',
      );
      const results: MatchResult[] = [];
      for (const [index, m] of body.matches.entries()) {
        try {
          results.push(
            await matchIn(
              tx,
              scope,
              buyer,
              {
                booksPaymentId: body.booksPaymentId,
                booksInvoiceId: m.booksInvoiceId,
                matchingAmount: m.matchingAmount,
                matchId: batchMatchId(body.batchId, index),
              },
              actor,
            ),
          );
        } catch (err) {
          // Name the line that failed, so the screen can show it next to its invoice.
          if (err instanceof AppError && err.details?.fields)
            throw new AppError(
              err.code,
              `${m.booksInvoiceId}: ${err.message}`,
              {
                ...err.details,
                booksInvoiceId: m.booksInvoiceId,
                fields: err.details.fields.map((f) => ({ ...f, field: `matches.${index}.${f.field}` })),
              },
              err.status,
            );
          throw err;
        }
      }
      return { batchId: body.batchId, repeated: false, results };
    });
  } catch (err) {
    if (isMatchIdClash(err)) {
      const winner = await repeatedBatch(tx, body);
      if (winner) return winner;
    }
    throw err;
  }
}
