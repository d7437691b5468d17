import {
  type AdhocLimitStatus,
  type CreditPositionFigures,
  DEFAULT_OVERDUE_INTEREST_BP,
  DOCUMENT_ENHANCERS,
  type EnhancerType,
  creditPosition,
} from '@dom/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { buyerCreditAccounts, creditInvoices, creditLedgerEntries } from '../credit';
import { buyers } from '../parties';
import { creditAdhocLimits, creditEnhancers, orderEnhancerDetails } from './credit-limits.schema';

export type EnhancerRow = typeof creditEnhancers.$inferSelect;
export type AdhocRow = typeof creditAdhocLimits.$inferSelect;

/** What the ledger and the invoices say of one buyer on a day. */
export interface Receivables {
  buyerName: string;
  hasAccount: boolean;
  limitPaise: bigint;
  /** Ledger debits less credits: the one utilisation figure. */
  outstandingPaise: bigint;
  /** Open amounts of invoices past their maximum due date. */
  overduePaise: bigint;
  /** Σ open × days past the maximum due date (for overdue interest). */
  overduePaiseDays: bigint;
  buckets: { bucket: string; paise: bigint }[];
}

const BUCKETS = [
  { bucket: '0-30', from: 1, to: 30 },
  { bucket: '31-60', from: 31, to: 60 },
  { bucket: '61-90', from: 61, to: 90 },
  { bucket: '90+', from: 91, to: 1_000_000 },
] as const;

/** An approved ad-hoc limit as the position reads it (what the state statement carries). */
export interface PositionAdhocRow {
  serial: number;
  enhancerType: string | null;
  status: AdhocLimitStatus;
  amountPaise: bigint;
  startDate: string;
  expiryDate: string;
}

/** An enhancer in force on `day` (enabled, inside its validity), in SQL over the `e` alias. */
const activeSql = (day: string) =>
  sql`e.enabled AND (e.valid_from IS NULL OR e.valid_from <= ${day}::date) AND e.valid_until >= ${day}::date`;
const documentTypes = sql.join(
  DOCUMENT_ENHANCERS.map((t) => sql`${t}`),
  sql`, `,
);

/**
 * One statement: the buyer's receivables on `today`, its approved ad-hoc limits (as JSON), what
 * open invoices of orders backed by its active LC/BG/cheque enhancers still owe, and — given an
 * order — how many of that order's named enhancers are not in force. Null for an unknown buyer.
 */
async function stateRowOf(db: DbOrTx, buyerId: string, today: string, orderId: string | null) {
  const overdue = sql`${creditInvoices.buyerId} = ${buyerId}::uuid AND ${creditInvoices.status} = 'OPEN' AND ${creditInvoices.maxDueDate} < ${today}::date`;
  const days = sql`(${today}::date - ${creditInvoices.maxDueDate})`;
  const bucket = (from: number, to: number) =>
    sql<string>`(SELECT coalesce(sum(${creditInvoices.openPaise}), 0)::text FROM ${creditInvoices} WHERE ${overdue} AND ${days} BETWEEN ${from} AND ${to})`;
  const [row] = await db
    .select({
      name: buyers.name,
      limit: sql<
        string | null
      >`(SELECT ${buyerCreditAccounts.limitPaise}::text FROM ${buyerCreditAccounts} WHERE ${buyerCreditAccounts.buyerId} = ${buyerId}::uuid)`,
      outstanding: sql<string>`(SELECT coalesce(sum(${creditLedgerEntries.debitPaise} - ${creditLedgerEntries.creditPaise}), 0)::text FROM ${creditLedgerEntries} WHERE ${creditLedgerEntries.buyerId} = ${buyerId}::uuid)`,
      overdue: sql<string>`(SELECT coalesce(sum(${creditInvoices.openPaise}), 0)::text FROM ${creditInvoices} WHERE ${overdue})`,
      paiseDays: sql<string>`(SELECT coalesce(sum(${creditInvoices.openPaise} * ${days}), 0)::text FROM ${creditInvoices} WHERE ${overdue})`,
      b0: bucket(BUCKETS[0].from, BUCKETS[0].to),
      b1: bucket(BUCKETS[1].from, BUCKETS[1].to),
      b2: bucket(BUCKETS[2].from, BUCKETS[2].to),
      b3: bucket(BUCKETS[3].from, BUCKETS[3].to),
      adhoc: sql<string>`(SELECT coalesce(json_agg(json_build_object('serial', a.serial, 'enhancerType', a.enhancer_type,
          'status', a.status, 'amount', a.amount_paise::text, 'start', a.start_date::text, 'expiry', a.expiry_date::text)
          ORDER BY a.serial), '[]'::json)::text
        FROM ${creditAdhocLimits} a WHERE a.buyer_id = ${buyerId}::uuid AND a.status = 'APPROVED')`,
      documentDrawn: sql<string>`(SELECT coalesce(sum(${creditInvoices.openPaise}), 0)::text FROM ${creditInvoices}
        WHERE ${creditInvoices.buyerId} = ${buyerId}::uuid AND ${creditInvoices.status} = 'OPEN' AND ${creditInvoices.orderId} IN (
          SELECT d.order_id FROM ${orderEnhancerDetails} d JOIN ${creditEnhancers} e ON e.id = d.enhancer_id
          WHERE e.buyer_id = ${buyerId}::uuid AND e.enhancer_type IN (${documentTypes}) AND ${activeSql(today)}))`,
      orderInactive: sql<number>`(SELECT count(*)::int FROM ${orderEnhancerDetails} d
        JOIN ${creditEnhancers} e ON e.id = d.enhancer_id
        WHERE d.order_id = ${orderId}::uuid AND NOT (${activeSql(today)}))`,
      orderTypes: sql<string>`(SELECT coalesce(json_agg(DISTINCT e.enhancer_type), '[]'::json)::text
        FROM ${orderEnhancerDetails} d JOIN ${creditEnhancers} e ON e.id = d.enhancer_id
        WHERE d.order_id = ${orderId}::uuid)`,
      // The documents the order draws on (in force), and what the open invoices of every order
      // drawing on one of those same documents still owe.
      orderDocuments: sql<
        string | null
      >`(SELECT sum(coalesce(e.bank_amount_paise, e.credit_limit_paise))::text
        FROM ${orderEnhancerDetails} d JOIN ${creditEnhancers} e ON e.id = d.enhancer_id
        WHERE d.order_id = ${orderId}::uuid AND e.enhancer_type IN (${documentTypes}) AND ${activeSql(today)})`,
      orderDocumentsDrawn: sql<string>`(SELECT coalesce(sum(${creditInvoices.openPaise}), 0)::text FROM ${creditInvoices}
        WHERE ${creditInvoices.buyerId} = ${buyerId}::uuid AND ${creditInvoices.status} = 'OPEN' AND ${creditInvoices.orderId} IN (
          SELECT x.order_id FROM ${orderEnhancerDetails} x JOIN ${orderEnhancerDetails} d ON d.enhancer_id = x.enhancer_id
          JOIN ${creditEnhancers} e ON e.id = d.enhancer_id
          WHERE d.order_id = ${orderId}::uuid AND e.enhancer_type IN (${documentTypes}) AND ${activeSql(today)}))`,
    })
    .from(buyers)
    .where(eq(buyers.id, buyerId));
  if (!row) return null;
  const receivables: Receivables = {
    buyerName: row.name,
    hasAccount: row.limit !== null,
    limitPaise: BigInt(row.limit ?? '0'),
    outstandingPaise: BigInt(row.outstanding),
    overduePaise: BigInt(row.overdue),
    overduePaiseDays: BigInt(row.paiseDays),
    buckets: [row.b0, row.b1, row.b2, row.b3].map((v, i) => ({
      bucket: BUCKETS[i]!.bucket,
      paise: BigInt(v),
    })),
  };
  const adhoc = (
    JSON.parse(row.adhoc) as {
      serial: number;
      enhancerType: string | null;
      status: AdhocLimitStatus;
      amount: string;
      start: string;
      expiry: string;
    }[]
  ).map((a): PositionAdhocRow => ({
    serial: Number(a.serial),
    enhancerType: a.enhancerType,
    status: a.status,
    amountPaise: BigInt(a.amount),
    startDate: a.start,
    expiryDate: a.expiry,
  }));
  return {
    receivables,
    adhoc,
    documentDrawnPaise: BigInt(row.documentDrawn),
    orderEnhancersInactive: Number(row.orderInactive),
    orderEnhancerTypes: JSON.parse(row.orderTypes) as EnhancerType[],
    orderDocumentBalancePaise:
      row.orderDocuments === null ? null : BigInt(row.orderDocuments) - BigInt(row.orderDocumentsDrawn),
  };
}

/**
 * One statement: the buyer's enhancers, each ANCHOR one with its anchor entity's own limit and
 * outstanding (what backs the buyer).
 */
async function enhancersOf(db: DbOrTx, buyerId: string) {
  const anchorLimit = sql<
    string | null
  >`(SELECT ${buyerCreditAccounts.limitPaise}::text FROM ${buyerCreditAccounts} WHERE ${buyerCreditAccounts.buyerId} = ${creditEnhancers.anchorBuyerId})`;
  const anchorOutstanding = sql<
    string | null
  >`(SELECT coalesce(sum(${creditLedgerEntries.debitPaise} - ${creditLedgerEntries.creditPaise}), 0)::text FROM ${creditLedgerEntries} WHERE ${creditLedgerEntries.buyerId} = ${creditEnhancers.anchorBuyerId})`;
  return db
    .select({
      e: creditEnhancers,
      anchorLimit: sql<
        string | null
      >`CASE WHEN ${creditEnhancers.anchorBuyerId} IS NULL THEN NULL ELSE ${anchorLimit} END`,
      anchorOutstanding: sql<
        string | null
      >`CASE WHEN ${creditEnhancers.anchorBuyerId} IS NULL THEN NULL ELSE ${anchorOutstanding} END`,
    })
    .from(creditEnhancers)
    .where(eq(creditEnhancers.buyerId, buyerId));
}

export const positionEnhancer = (e: EnhancerRow) => ({
  enhancerType: e.enhancerType as EnhancerType,
  enabled: e.enabled,
  amountPaise: e.creditLimitPaise,
  validFrom: e.validFrom,
  validUntil: e.validUntil,
});

export const positionAdhoc = (a: AdhocRow | PositionAdhocRow) => ({
  status: a.status,
  amountPaise: a.amountPaise,
  startDate: a.startDate,
  expiryDate: a.expiryDate,
});

/** Everything the limit screen, the snapshot and the credit rules read of a buyer's credit. */
export interface BuyerCreditState {
  receivables: Receivables;
  enhancers: EnhancerRow[];
  adhoc: PositionAdhocRow[];
  figures: CreditPositionFigures;
  overdueInterestPaise: bigint;
  /** The anchor entity's own free balance when an active ANCHOR enhancer backs the buyer, else null. */
  anchorBalancePaise: bigint | null;
  /** Active LC, BG and cheque amounts less what orders backed by them still owe; null without one. */
  documentBalancePaise: bigint | null;
  /** Whether an enhancer is active on the day (the buyer's enhancer is on file). */
  hasActiveEnhancer: boolean;
  /** Of the given order's named enhancers, how many are not in force on the day (0 without an order). */
  orderEnhancersInactive: number;
  /** The types of the enhancers the given order names (/enhancer-details), in force or not. */
  orderEnhancerTypes: EnhancerType[];
  /**
   * The balance of the documents (LC, BG, cheque in force) the given order draws on: their amounts
   * less what the open invoices of the orders drawing on them owe. Null when it draws on none — a
   * document backs the orders that name it, not the buyer's other orders.
   */
  orderDocumentBalancePaise: bigint | null;
}

const isActive = (e: EnhancerRow, day: string) =>
  e.enabled && (e.validFrom === null || e.validFrom <= day) && e.validUntil >= day;

/**
 * The buyer's credit state on `today`, read from the ledger, the invoices, the enhancers and the
 * ad-hoc limits — nothing stored that could drift — in two statements (the consignment credit check
 * counts them). Given an order, also whether the enhancers it names are in force. Null for an
 * unknown buyer.
 */
export async function creditStateOf(
  db: DbOrTx,
  buyerId: string,
  today: string,
  opts: { orderId?: string } = {},
): Promise<BuyerCreditState | null> {
  const state = await stateRowOf(db, buyerId, today, opts.orderId ?? null);
  if (!state) return null;
  const { receivables, adhoc } = state;
  const rows = await enhancersOf(db, buyerId);
  const enhancers = rows.map((r) => r.e);
  const figures = creditPosition({
    limitPaise: receivables.limitPaise,
    utilisedPaise: receivables.outstandingPaise,
    enhancers: enhancers.map(positionEnhancer),
    adhocLimits: adhoc.map(positionAdhoc),
    day: today,
  });
  const active = rows.filter((r) => isActive(r.e, today));
  const rate =
    active.find((r) => r.e.enhancerType === 'OPEN_LIMIT' && r.e.rateOfInterestBp !== null)?.e
      .rateOfInterestBp ?? DEFAULT_OVERDUE_INTEREST_BP;
  const overdueInterestPaise = (receivables.overduePaiseDays * BigInt(rate)) / (10_000n * 365n);

  let anchorBalancePaise: bigint | null = null;
  for (const anchor of active.filter((r) => r.e.enhancerType === 'ANCHOR' && r.e.anchorBuyerId)) {
    const free = BigInt(anchor.anchorLimit ?? '0') - BigInt(anchor.anchorOutstanding ?? '0');
    const backing = free < anchor.e.creditLimitPaise ? free : anchor.e.creditLimitPaise;
    anchorBalancePaise = (anchorBalancePaise ?? 0n) + (backing > 0n ? backing : 0n);
  }

  const documents = active.filter((r) => DOCUMENT_ENHANCERS.includes(r.e.enhancerType as EnhancerType));
  const documentBalancePaise =
    documents.length > 0
      ? documents.reduce((s, d) => s + (d.e.bankAmountPaise ?? d.e.creditLimitPaise), 0n) -
        state.documentDrawnPaise
      : null;
  return {
    receivables,
    enhancers,
    adhoc,
    figures,
    overdueInterestPaise,
    anchorBalancePaise,
    documentBalancePaise,
    hasActiveEnhancer: active.length > 0,
    orderEnhancersInactive: state.orderEnhancersInactive,
    orderEnhancerTypes: state.orderEnhancerTypes,
    orderDocumentBalancePaise: state.orderDocumentBalancePaise,
  };
}

/** What the buyer may draw, has drawn and has free: the figures every balance call answers. */
export interface DrawableFigures {
  hasAccount: boolean;
  /** The limit with the enhancers and ad-hoc limits in force. */
  limitPaise: bigint;
  /** The ledger's outstanding. */
  utilisedPaise: bigint;
  availablePaise: bigint;
}

/**
 * The one computation behind the operational balance, the Limits tab and the credit check (the
 * position shows the same figures split into limit, enhancers and ad-hoc).
 */
export function drawableOf(state: BuyerCreditState | null): DrawableFigures {
  const f = state?.figures;
  return {
    hasAccount: state?.receivables.hasAccount ?? false,
    limitPaise: f ? f.limitPaise + f.enhancersPaise + f.adhocPaise : 0n,
    utilisedPaise: f?.utilisedPaise ?? 0n,
    availablePaise: f?.availablePaise ?? 0n,
  };
}
