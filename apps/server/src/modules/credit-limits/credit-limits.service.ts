import type {
  CreditPosition,
  CreditSnapshot,
  DiscountingProgramLine,
  Enhancer,
  EnhancerInput,
  LimitScreen,
} from '@dom/contract';
import { CREDIT_LIMITS_ENDPOINTS, allowedAction } from '@dom/contract';
import {
  type EnhancerType,
  type SnapshotPeriod,
  adhocActiveOn,
  enhancerActiveOn,
  holdsPermission,
  snapshotBuckets,
} from '@dom/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { creditLedgerEntries } from '../credit';
import { type OwnerScope, foundInScope, scopeWhere } from '../identity';
import { orders } from '../orders';
import { buyers } from '../parties';
import {
  type BuyerCreditState,
  type EnhancerRow,
  creditStateOf,
  positionAdhoc,
  positionEnhancer,
} from './credit-position.repo';
import { creditEnhancerDocuments, creditEnhancers, orderEnhancerDetails } from './credit-limits.schema';

const s = (v: bigint) => v.toString();

export const buyerScope = (scope: OwnerScope) =>
  scopeWhere(scope, {
    rmEmail: buyers.rmEmail,
    tmEmail: buyers.tmEmail,
    buyerId: buyers.id,
    businessUnit: buyers.businessUnit,
  });

/** The buyer in the caller's scope, else 404 (another owner's buyer answers as missing). */
export async function buyerInScope(db: DbOrTx, scope: OwnerScope, buyerId: string) {
  const [row] = await db
    .select({ id: buyers.id, name: buyers.name })
    .from(buyers)
    .where(and(eq(buyers.id, buyerId), buyerScope(scope)));
  return foundInScope(row, 'Buyer');
}

export function presentPosition(buyerId: string, state: BuyerCreditState, today: string): CreditPosition {
  const r = state.receivables;
  return {
    buyerId,
    buyerName: r.buyerName,
    hasCreditAccount: r.hasAccount,
    creditLimitPaise: s(state.figures.limitPaise),
    enhancersPaise: s(state.figures.enhancersPaise),
    adhocPaise: s(state.figures.adhocPaise),
    utilisedPaise: s(state.figures.utilisedPaise),
    availablePaise: s(state.figures.availablePaise),
    overdueInvoicesPaise: s(r.overduePaise),
    overdueInterestPaise: s(state.overdueInterestPaise),
    anchorBalancePaise: state.anchorBalancePaise === null ? null : s(state.anchorBalancePaise),
    documentBalancePaise: state.documentBalancePaise === null ? null : s(state.documentBalancePaise),
    overdueBuckets: r.buckets.map((b) => ({ bucket: b.bucket, paise: s(b.paise) })),
    asOf: today,
  };
}

async function stateInScope(db: DbOrTx, scope: OwnerScope, buyerId: string, today: string) {
  await buyerInScope(db, scope, buyerId);
  const state = await creditStateOf(db, buyerId, today);
  return foundInScope(state ?? undefined, 'Buyer');
}

export async function positionOf(db: Db, scope: OwnerScope, buyerId: string, today: string) {
  return presentPosition(buyerId, await stateInScope(db, scope, buyerId, today), today);
}

export const enhancerKey = (serial: number) => `EN${String(serial).padStart(6, '0')}`;
export const adhocKey = (serial: number) => `AH${String(serial).padStart(6, '0')}`;

function presentEnhancer(
  e: EnhancerRow,
  today: string,
  documents = 0,
  anchorName: string | null = null,
): Enhancer {
  return {
    id: e.id,
    enhancerKey: enhancerKey(e.serial),
    buyerId: e.buyerId,
    enhancerType: e.enhancerType as EnhancerType,
    enhancerSubType: e.enhancerSubType,
    enabled: e.enabled,
    creditLimitPaise: s(e.creditLimitPaise),
    creditPeriod: e.creditPeriod,
    gracePeriod: e.gracePeriod,
    marginPeriod: e.marginPeriod,
    grossMarginBp: e.grossMarginBp,
    rateOfInterestBp: e.rateOfInterestBp,
    validFrom: e.validFrom,
    validity: e.validUntil,
    anchorBuyerId: e.anchorBuyerId,
    anchorName,
    anchorType: e.anchorType,
    documentSubType: e.documentSubType,
    referenceNumber: e.referenceNumber,
    bankName: e.bankName,
    bankAmountPaise: e.bankAmountPaise === null ? null : s(e.bankAmountPaise),
    financier: e.financier,
    financingType: e.financingType,
    active: enhancerActiveOn(positionEnhancer(e), today),
    documentCount: documents,
    updatedAt: e.updatedAt.toISOString(),
  };
}

export async function limitScreen(
  db: Db,
  caller: Caller,
  buyerId: string,
  today: string,
): Promise<LimitScreen> {
  const state = await stateInScope(db, caller.scope, buyerId, today);
  const allocations: LimitScreen['allocations'] = [
    {
      source: 'CREDIT_LIMIT',
      label: 'Credit limit',
      enhancerType: null,
      amountPaise: s(state.receivables.limitPaise),
      validFrom: null,
      validUntil: null,
      active: state.receivables.hasAccount,
    },
    ...state.enhancers.map((e) => ({
      source: 'ENHANCER' as const,
      label: enhancerKey(e.serial),
      enhancerType: e.enhancerType as EnhancerType,
      amountPaise: s(e.creditLimitPaise),
      validFrom: e.validFrom,
      validUntil: e.validUntil,
      active: enhancerActiveOn(positionEnhancer(e), today),
    })),
    ...state.adhoc.map((a) => ({
      source: 'ADHOC' as const,
      label: adhocKey(a.serial),
      enhancerType: (a.enhancerType as EnhancerType | null) ?? null,
      amountPaise: s(a.amountPaise),
      validFrom: a.startDate,
      validUntil: a.expiryDate,
      active: adhocActiveOn(positionAdhoc(a), today),
    })),
  ];
  const p = caller.permissions;
  // Each action is offered for the permission its call is guarded by.
  const on = CREDIT_LIMITS_ENDPOINTS;
  const offers = [
    ['addEnhancer', 'Allow_Enhancer_Upload', on.createEnhancer],
    ['editEnhancer', 'Allow_Enhancer_Edit', on.updateEnhancer],
    ['requestAdhoc', 'Allow_Adhoc_Limit_Create', on.adhocUpsert],
    ['approveAdhoc', 'Approve_Adhoc_Limit', on.adhocUpdateStatus],
  ] as const;
  const allowedActions: LimitScreen['allowedActions'] = offers.flatMap(([action, permission, endpoint]) =>
    holdsPermission(p, permission) ? [allowedAction(action, endpoint)] : [],
  );
  return {
    position: presentPosition(buyerId, state, today),
    allocations,
    discountingProgram: holdsPermission(p, 'Display_Discounting_Program_Tab')
      ? state.enhancers
          .filter((e) => e.enhancerType === 'FINANCING_PARTNER')
          .map((e) => presentProgramLine(e, state.receivables.buyerName, today))
      : [],
    allowedActions,
  };
}

/**
 * The credit snapshot: the current position and enhancers by type; Periodic Trends per month (12M,
 * 6M, 3M) or financial quarter from April (4Q): invoiced, collected and the ledger balance at the
 * end of each bucket.
 */
export async function snapshot(
  db: Db,
  scope: OwnerScope,
  buyerId: string,
  period: SnapshotPeriod,
  today: string,
): Promise<CreditSnapshot> {
  const state = await stateInScope(db, scope, buyerId, today);
  const buckets = snapshotBuckets(period, today);
  const first = buckets[0]!.start;
  const [opening] = await db
    .select({
      paise: sql<string>`coalesce(sum(${creditLedgerEntries.debitPaise} - ${creditLedgerEntries.creditPaise}), 0)::text`,
    })
    .from(creditLedgerEntries)
    .where(
      and(eq(creditLedgerEntries.buyerId, buyerId), sql`${creditLedgerEntries.entryDate} < ${first}::date`),
    );
  const rows = await db
    .select({
      month: sql<string>`to_char(${creditLedgerEntries.entryDate}, 'YYYY-MM')`,
      day: sql<string>`min(${creditLedgerEntries.entryDate})::text`,
      debit: sql<string>`sum(${creditLedgerEntries.debitPaise})::text`,
      credit: sql<string>`sum(${creditLedgerEntries.creditPaise})::text`,
    })
    .from(creditLedgerEntries)
    .where(
      and(eq(creditLedgerEntries.buyerId, buyerId), sql`${creditLedgerEntries.entryDate} >= ${first}::date`),
    )
    .groupBy(sql`to_char(${creditLedgerEntries.entryDate}, 'YYYY-MM')`);
  let balance = BigInt(opening?.paise ?? '0');
  const trends = buckets.map((b) => {
    const inside = rows.filter((r) => r.day >= b.start && r.day <= b.end);
    const invoiced = inside.reduce((t, r) => t + BigInt(r.debit), 0n);
    const collected = inside.reduce((t, r) => t + BigInt(r.credit), 0n);
    balance += invoiced - collected;
    return {
      label: b.label,
      start: b.start,
      end: b.end,
      invoicedPaise: s(invoiced),
      collectedPaise: s(collected),
      outstandingPaise: s(balance),
    };
  });
  const byType = new Map<EnhancerType, bigint>();
  for (const e of state.enhancers.filter((x) => enhancerActiveOn(positionEnhancer(x), today)))
    byType.set(
      e.enhancerType as EnhancerType,
      (byType.get(e.enhancerType as EnhancerType) ?? 0n) + e.creditLimitPaise,
    );
  return {
    current: presentPosition(buyerId, state, today),
    enhancers: [...byType].map(([enhancerType, amount]) => ({ enhancerType, amountPaise: s(amount) })),
    period,
    trends,
  };
}

// Enhancers -----------------------------------------------------------------------------------------

function enhancerValues(input: EnhancerInput) {
  return {
    buyerId: input.buyerId,
    enhancerType: input.enhancerType,
    enhancerSubType: input.enhancerSubType ?? null,
    enabled: input.enabled,
    creditLimitPaise: BigInt(input.creditLimitPaise),
    creditPeriod: input.creditPeriod ?? null,
    gracePeriod: input.gracePeriod ?? null,
    marginPeriod: input.marginPeriod ?? null,
    grossMarginBp: input.grossMarginBp ?? null,
    rateOfInterestBp: input.rateOfInterestBp ?? null,
    validFrom: input.validFrom ?? null,
    validUntil: input.validity,
    anchorBuyerId: input.enhancerType === 'ANCHOR' ? (input.anchorBuyerId ?? null) : null,
    anchorType: input.enhancerType === 'ANCHOR' ? (input.anchorType ?? null) : null,
    documentSubType: input.documentSubType ?? null,
    referenceNumber: input.referenceNumber ?? null,
    bankName: input.bankName ?? null,
    bankAmountPaise: input.bankAmountPaise ? BigInt(input.bankAmountPaise) : null,
    financier: input.financier ?? null,
    financingType: input.financingType ?? null,
  };
}

async function checkAnchor(tx: DbOrTx, input: EnhancerInput) {
  if (input.enhancerType !== 'ANCHOR' || !input.anchorBuyerId) return;
  if (input.anchorBuyerId === input.buyerId)
    throw badRequest([{ field: 'anchorBuyerId', message: 'A buyer cannot anchor itself' }]);
  const [anchor] = await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, input.anchorBuyerId));
  if (!anchor) throw badRequest([{ field: 'anchorBuyerId', message: 'No such anchor entity' }]);
}

export async function listEnhancers(db: Db, scope: OwnerScope, buyerId: string, today: string) {
  await buyerInScope(db, scope, buyerId);
  return enhancersOf(db, buyerId, today);
}

/**
 * The enhancers a buyer may draw on today (enabled, within validity), for other areas: the RFQ's
 * enhancer types (`quotation/enhancerTypes/buyerRFQ`). The caller has found the buyer in scope.
 */
export async function activeEnhancersOf(db: DbOrTx, buyerId: string, today: string): Promise<Enhancer[]> {
  return (await enhancersOf(db, buyerId, today)).filter((e) => e.active);
}

async function enhancersOf(db: DbOrTx, buyerId: string, today: string): Promise<Enhancer[]> {
  const rows = await db
    .select({
      e: creditEnhancers,
      documents: sql<number>`(SELECT count(*)::int FROM ${creditEnhancerDocuments} WHERE ${creditEnhancerDocuments.enhancerId} = "credit_enhancers"."id")`,
      anchorName: sql<
        string | null
      >`(SELECT ${buyers.name} FROM ${buyers} WHERE ${buyers.id} = "credit_enhancers"."anchor_buyer_id")`,
    })
    .from(creditEnhancers)
    .where(eq(creditEnhancers.buyerId, buyerId))
    .orderBy(desc(creditEnhancers.validUntil), asc(creditEnhancers.serial));
  return rows.map((r) => presentEnhancer(r.e, today, Number(r.documents), r.anchorName));
}

export async function createEnhancer(tx: Tx, caller: Caller, input: EnhancerInput, today: string) {
  await buyerInScope(tx, caller.scope, input.buyerId);
  await checkAnchor(tx, input);
  const [row] = await tx
    .insert(creditEnhancers)
    .values({ ...enhancerValues(input), createdBy: caller.userId })
    .returning();
  await recordAudit(tx, {
    actorId: caller.actor.actorId,
    actingAsId: caller.actor.actingAsId,
    requestId: caller.actor.requestId,
    action: 'credit-enhancer.create',
    entityType: 'credit_enhancer',
    entityId: row!.id,
    after: { ...input },
  });
  return presentEnhancer(row!, today);
}

export async function enhancerInScope(tx: DbOrTx, scope: OwnerScope, id: string, lock = false) {
  const q = tx
    .select({ e: creditEnhancers })
    .from(creditEnhancers)
    .innerJoin(buyers, eq(buyers.id, creditEnhancers.buyerId))
    .where(and(eq(creditEnhancers.id, id), buyerScope(scope)));
  const [row] = await (lock ? q.for('update', { of: creditEnhancers }) : q);
  return foundInScope(row, 'Enhancer').e;
}

export async function updateEnhancer(
  tx: Tx,
  caller: Caller,
  id: string,
  input: EnhancerInput,
  today: string,
) {
  const before = await enhancerInScope(tx, caller.scope, id, true);
  if (before.buyerId !== input.buyerId)
    throw badRequest([{ field: 'buyerId', message: 'An enhancer stays with its buyer' }]);
  await checkAnchor(tx, input);
  const [row] = await tx
    .update(creditEnhancers)
    .set({ ...enhancerValues(input), version: before.version + 1, updatedAt: new Date() })
    .where(eq(creditEnhancers.id, id))
    .returning();
  await recordAudit(tx, {
    actorId: caller.actor.actorId,
    actingAsId: caller.actor.actingAsId,
    requestId: caller.actor.requestId,
    action: 'credit-enhancer.update',
    entityType: 'credit_enhancer',
    entityId: id,
    before: {
      ...before,
      creditLimitPaise: s(before.creditLimitPaise),
      bankAmountPaise: before.bankAmountPaise?.toString() ?? null,
    },
    after: { ...input },
  });
  return presentEnhancer(row!, today);
}

// Enhancer details of an order -------------------------------------------------------------------

async function orderInScope(tx: DbOrTx, scope: OwnerScope, orderKey: string) {
  const [row] = await tx
    .select({ id: orders.id, orderKey: orders.orderKey, buyerId: orders.buyerId })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .where(and(eq(orders.orderKey, orderKey), buyerScope(scope)));
  return foundInScope(row, 'Order');
}

export async function enhancerDetails(db: Db, scope: OwnerScope, orderKey: string, today: string) {
  const order = await orderInScope(db, scope, orderKey);
  const rows = await db
    .select({ d: orderEnhancerDetails, e: creditEnhancers })
    .from(orderEnhancerDetails)
    .innerJoin(creditEnhancers, eq(creditEnhancers.id, orderEnhancerDetails.enhancerId))
    .where(eq(orderEnhancerDetails.orderId, order.id))
    .orderBy(asc(orderEnhancerDetails.createdAt));
  return rows.map((r) => presentDetails(r.d, r.e, today));
}

function presentDetails(d: typeof orderEnhancerDetails.$inferSelect, e: EnhancerRow, today: string) {
  return {
    entityKey: enhancerKey(e.serial),
    enhancerType: e.enhancerType as EnhancerType,
    enhancerSubType: e.enhancerSubType,
    bank: e.bankName,
    documentNumber: d.documentNumber ?? e.referenceNumber,
    orderKey: d.orderKey,
    enhancerId: e.id,
    active: enhancerActiveOn(positionEnhancer(e), today),
  };
}

export async function attachEnhancer(
  tx: Tx,
  caller: Caller,
  input: { orderKey: string; enhancerId: string; documentNumber?: string },
  today: string,
) {
  const order = await orderInScope(tx, caller.scope, input.orderKey);
  const enhancer = await enhancerInScope(tx, caller.scope, input.enhancerId);
  if (enhancer.buyerId !== order.buyerId)
    throw badRequest([{ field: 'enhancerId', message: "The enhancer is not the order's buyer's" }]);
  const [row] = await tx
    .insert(orderEnhancerDetails)
    .values({
      orderId: order.id,
      orderKey: order.orderKey,
      enhancerId: enhancer.id,
      documentNumber: input.documentNumber ?? null,
      createdBy: caller.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', `That enhancer already backs ${order.orderKey}.`);
  await recordAudit(tx, {
    actorId: caller.actor.actorId,
    actingAsId: caller.actor.actingAsId,
    requestId: caller.actor.requestId,
    action: 'credit-enhancer.attach-order',
    entityType: 'order',
    entityId: order.id,
    after: { enhancerId: enhancer.id, documentNumber: input.documentNumber ?? null },
  });
  return presentDetails(row, enhancer, today);
}

const presentProgramLine = (e: EnhancerRow, buyerName: string, today: string): DiscountingProgramLine => ({
  enhancerId: e.id,
  buyerId: e.buyerId,
  buyerName,
  financier: e.financier,
  financingType: e.financingType,
  creditLimitPaise: e.creditLimitPaise.toString(),
  rateOfInterestBp: e.rateOfInterestBp,
  creditPeriod: e.creditPeriod,
  grossMarginBp: e.grossMarginBp,
  validFrom: e.validFrom,
  validUntil: e.validUntil,
  active: enhancerActiveOn(positionEnhancer(e), today),
});

/**
 * The Discounting Program of several buyers (a buyer entity's, a credit lead's): their
 * financing-partner enhancers, newest first. The caller has checked scope and the tab's permission.
 */
export async function discountingProgramOf(
  db: DbOrTx,
  buyerIds: readonly string[],
  today: string,
): Promise<DiscountingProgramLine[]> {
  if (buyerIds.length === 0) return [];
  const rows = await db
    .select({ e: creditEnhancers, buyerName: buyers.name })
    .from(creditEnhancers)
    .innerJoin(buyers, eq(buyers.id, creditEnhancers.buyerId))
    .where(
      and(
        inArray(creditEnhancers.buyerId, [...buyerIds]),
        eq(creditEnhancers.enhancerType, 'FINANCING_PARTNER'),
      ),
    )
    .orderBy(desc(creditEnhancers.serial));
  return rows.map((r) => presentProgramLine(r.e, r.buyerName, today));
}
