import type { Payment, PaymentListQuery, RecordPayment, Settlement } from '@dom/contract';
import { ledgerSides } from '@dom/domain';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { type Db, type Tx, toCount } from '../../platform/db/database';
import { buyers } from '../parties';
import { AppError } from '../../platform/errors';
import { enqueueOutbox } from '../../platform/outbox';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from './credit-actor';
import { findBuyerInScope, insertLedgerEntry, invoiceScope, paymentScope } from './credit.repo';
import { presentPayment, presentSettlement } from './credit.present';
import { creditInvoices, creditPayments, creditSettlements } from './credit.schema';

/** A payment received; `booksPaymentId` is its natural key (the same posting twice is one payment). */
export async function recordPayment(
  tx: Tx,
  scope: OwnerScope,
  body: RecordPayment,
  actor: Actor,
): Promise<Payment> {
  const buyer = foundInScope(await findBuyerInScope(tx, scope, eq(buyers.code, body.booksBuyerId)), 'Buyer');
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
