import { addDays } from '@dom/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { creditInvoices, creditLedgerEntries } from '../credit';
import { orders } from '../orders';
import { buyers } from '../parties';
import { creditStateOf } from './credit-position.repo';

/** What a buyer's orders, invoices, ledger and overdue say of it over the last 12 months, on `today`. */
export interface BuyerInsight {
  buyerId: string;
  buyerName: string;
  ordersCount: number;
  orderValuePaise: bigint;
  lastOrderDate: string | null;
  invoicesCount: number;
  invoicedPaise: bigint;
  collectedPaise: bigint;
  openInvoices: number;
  overdueInvoices: number;
  /** Days the oldest open invoice is past its maximum due date (0 when none is overdue). */
  oldestOverdueDays: number;
  /** The credit position (limit, enhancers and ad-hoc limits in force, the ledger's outstanding). */
  limitPaise: bigint;
  enhancersPaise: bigint;
  adhocPaise: bigint;
  utilisedPaise: bigint;
  availablePaise: bigint;
  overduePaise: bigint;
  overdueInterestPaise: bigint;
  overdueBuckets: { bucket: string; paise: bigint }[];
}

/** Invoices that count as billed (not drafts, voids or awaiting approval). */
const BILLED = sql`${creditInvoices.status} NOT IN ('DRAFT', 'VOID', 'PENDING_APPROVAL')`;

/**
 * Buyer-entity insights (`buyerEntity/insights`), per buyer, for the credit-leads area (which reads
 * no credit or order table): orders and invoices of the last 12 months, collections (ledger
 * payments), open and overdue invoices, and the derived credit position. One statement per buyer
 * plus the position's two. The caller has found the buyers in scope.
 */
export async function buyerInsightsOf(
  db: DbOrTx,
  buyerIds: readonly string[],
  today: string,
): Promise<BuyerInsight[]> {
  const from = addDays(today, -365);
  const out: BuyerInsight[] = [];
  for (const buyerId of buyerIds) {
    const state = await creditStateOf(db, buyerId, today);
    if (!state) continue;
    const inv = sql`${creditInvoices.buyerId} = ${buyerId}::uuid`;
    const open = sql`${inv} AND ${creditInvoices.status} = 'OPEN' AND ${creditInvoices.openPaise} > 0`;
    const ord = sql`${orders.buyerId} = ${buyerId}::uuid AND ${orders.status} <> 'CANCELLED'`;
    const inRange = (column: typeof orders.orderDate | typeof creditInvoices.invoiceDate) =>
      sql`${column} >= ${from}::date`;
    const [r] = await db
      .select({
        ordersCount: sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${ord} AND ${inRange(orders.orderDate)})`,
        orderValue: sql<string>`(SELECT coalesce(sum(${orders.totalPaise}), 0)::text FROM ${orders} WHERE ${ord} AND ${inRange(orders.orderDate)})`,
        lastOrder: sql<
          string | null
        >`(SELECT max(${orders.orderDate})::date::text FROM ${orders} WHERE ${ord})`,
        invoicesCount: sql<number>`(SELECT count(*)::int FROM ${creditInvoices} WHERE ${inv} AND ${BILLED} AND ${inRange(creditInvoices.invoiceDate)})`,
        invoiced: sql<string>`(SELECT coalesce(sum(${creditInvoices.amountPaise}), 0)::text FROM ${creditInvoices} WHERE ${inv} AND ${BILLED} AND ${inRange(creditInvoices.invoiceDate)})`,
        collected: sql<string>`(SELECT coalesce(sum(${creditLedgerEntries.creditPaise}), 0)::text FROM ${creditLedgerEntries}
          WHERE ${creditLedgerEntries.buyerId} = ${buyerId}::uuid AND ${creditLedgerEntries.entryType} = 'PAYMENT'
            AND ${creditLedgerEntries.entryDate} >= ${from}::date)`,
        openInvoices: sql<number>`(SELECT count(*)::int FROM ${creditInvoices} WHERE ${open})`,
        overdueInvoices: sql<number>`(SELECT count(*)::int FROM ${creditInvoices} WHERE ${open} AND ${creditInvoices.maxDueDate} < ${today}::date)`,
        oldestOverdue: sql<number>`(SELECT coalesce(max(${today}::date - ${creditInvoices.maxDueDate}), 0)::int FROM ${creditInvoices}
          WHERE ${open} AND ${creditInvoices.maxDueDate} < ${today}::date)`,
      })
      .from(buyers)
      .where(eq(buyers.id, buyerId));
    if (!r) continue;
    const f = state.figures;
    out.push({
      buyerId,
      buyerName: state.receivables.buyerName,
      ordersCount: Number(r.ordersCount),
      orderValuePaise: BigInt(r.orderValue),
      lastOrderDate: r.lastOrder,
      invoicesCount: Number(r.invoicesCount),
      invoicedPaise: BigInt(r.invoiced),
      collectedPaise: BigInt(r.collected),
      openInvoices: Number(r.openInvoices),
      overdueInvoices: Number(r.overdueInvoices),
      oldestOverdueDays: Number(r.oldestOverdue),
      limitPaise: f.limitPaise,
      enhancersPaise: f.enhancersPaise,
      adhocPaise: f.adhocPaise,
      utilisedPaise: f.utilisedPaise,
      availablePaise: f.availablePaise,
      overduePaise: state.receivables.overduePaise,
      overdueInterestPaise: state.overdueInterestPaise,
      overdueBuckets: state.receivables.buckets,
    });
  }
  return out;
}
