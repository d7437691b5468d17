import {
  ConsignmentSearchSchema,
  type HomeKind,
  type HomeQueue,
  type HomeQueues,
  OrderSearchQuerySchema,
  type QueueLink,
} from '@dom/contract';
import { type ConsignmentStatus, istDateOf } from '@dom/domain';
import { type SQL, and, count, desc, eq, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import type { Caller } from '../../platform/caller';
import { consignments } from '../consignments';
import { consignmentFilters } from '../consignments';
import { creditInvoices, invoiceScope } from '../credit';
import { invoiceStatusWhere } from '../credit';
import { orders } from '../orders';
import { orderFilters } from '../orders';
import { rfqListWhere } from '../rfq';
import { rfqs } from '../rfq';

/** Counts stop here, as the lists' do: "1,000+". */
export const QUEUE_COUNT_CAP = 1_000;

const SELLER_ROLES = ['SELLER', 'SELLER_CSR', 'SELLER_ONBOARDED'];
/** Category staff source the RFQs sent to them (doc 3: sourcingRequired → sourcingCompleted). */
const CATEGORY_ROLES = ['CATEGORY_OPS', 'CATEGORY_LEAD', 'CATEGORY_LEADERSHIP'];
/** Relationship managers (DIRECT) and territory managers (UBS, sales OPS) chase their buyers' money. */
const RECEIVABLE_ROLES = [
  'RELATIONSHIP_MANAGER',
  'SALES_OPS',
  'FINANCE_OPS',
  'FINANCE_LEAD',
  'FINANCE_LEADERSHIP',
  'CREDIT_OPS',
  'CREDIT_LEAD',
  'CREDIT_LEADERSHIP',
];

/**
 * Which queue a home page shows (issue 18): sellers theirs; the logistics manager dispatch;
 * relationship and territory managers, finance and credit the receivables; category staff the RFQs
 * to source (and the open orders' trouble); whoever sees the sales orders (order manager, admin)
 * the order manager's queue; nobody else any.
 */
export function homeKindOf(roles: readonly string[], permissions: ReadonlySet<string>): HomeKind {
  const has = (list: readonly string[]) => roles.some((r) => list.includes(r));
  if (has(SELLER_ROLES)) return 'seller';
  if (roles.includes('LOGISTIC_MANAGER') && permissions.has('Ful_Consignment_View')) return 'logistics';
  if (has(RECEIVABLE_ROLES) && permissions.has('View_Buyer_Ledger')) return 'receivables';
  if (has(CATEGORY_ROLES) && permissions.has('Display_Rfq_Enquiries_Tab')) return 'category';
  if (permissions.has('Adm_Order_View')) return 'orders';
  return 'none';
}

const link = (route: string, params: Record<string, string | string[]>): QueueLink => ({
  route,
  params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v : [v]])),
});

/** `SELECT count(*) FROM (… LIMIT cap + 1)`: a queue never counts a million rows. */
async function cappedCount(
  db: Db,
  table: typeof orders | typeof consignments | typeof creditInvoices | typeof rfqs,
  where: SQL | undefined,
) {
  const inner = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(QUEUE_COUNT_CAP + 1)
    .as('x');
  const [row] = await db.select({ n: count() }).from(inner);
  const n = toCount(row?.n);
  return { count: Math.min(n, QUEUE_COUNT_CAP), capped: n > QUEUE_COUNT_CAP };
}

const queue = (
  id: string,
  detail: string | null,
  c: { count: number; capped: boolean },
  to: QueueLink | null,
  amountPaise: string | null = null,
): HomeQueue => ({
  id,
  detail,
  ...c,
  amountPaise,
  link: to,
});

// The order list's own filter (orderFilters), so a count is exactly what its list shows (the sales
// orders, or the same orders from the seller's side: the purchase orders).
async function orderQueue(
  db: Db,
  caller: Caller,
  id: string,
  params: Record<string, string | string[]>,
  route: '/sales-order' | '/purchase-order' = '/sales-order',
) {
  const q = OrderSearchQuerySchema.parse(params);
  return queue(id, null, await cappedCount(db, orders, orderFilters(caller.scope, q)), link(route, params));
}

async function consignmentQueue(
  db: Db,
  caller: Caller,
  id: string,
  detail: string | null,
  params: Record<string, string | string[]>,
  now: Date,
) {
  const q = ConsignmentSearchSchema.parse(params);
  return queue(
    id,
    detail,
    await cappedCount(db, consignments, consignmentFilters(caller.scope, q, now)),
    link('/consignments', params),
  );
}

// The RFQ list's own condition and tab (its address hash), so the count is the tab's.
async function rfqQueue(db: Db, caller: Caller, id: string, statuses: string[], tab: string) {
  return queue(
    id,
    null,
    await cappedCount(db, rfqs, rfqListWhere(caller.scope, { statuses })),
    link(`/rfq-enquiries#${tab}`, {}),
  );
}

const OPEN_ORDER_STATES = ['ORDERED', 'ORDER_APPROVED', 'PLANNED', 'IN_PROGRESS', 'RPT_BLOCKED'];

/** Failure and block states a consignment waits in until someone acts (logistics' "stuck"). */
export const STUCK_STATUSES: readonly ConsignmentStatus[] = [
  'IRN_GENERATION_FAILED',
  'INVOICE_GENERATION_FAILED',
  'INVOICE_SENT_FAILED',
  'EWAYBILL_GENERATION_FAILED',
  'PAYMENT_BLOCKED',
  'RPT_BLOCKED',
  'DELIVERY_FAILED',
];

/** Ageing buckets of overdue receivables, in days past the due date (doc 2 §7's ageing). */
export const OVERDUE_BUCKETS = [
  { id: '1-30', from: 1, to: 30 },
  { id: '31-60', from: 31, to: 60 },
  { id: '61-90', from: 61, to: 90 },
  { id: '90+', from: 91, to: null },
] as const;

async function receivables(db: Db, caller: Caller, today: string): Promise<HomeQueue[]> {
  // Open money past its due date, in the caller's scope (the ledger's invoices).
  const daysLate = sql<number>`(${today}::date - ${creditInvoices.dueDate})`;
  const bucket = sql<string>`CASE WHEN ${daysLate} <= 30 THEN '1-30' WHEN ${daysLate} <= 60 THEN '31-60' WHEN ${daysLate} <= 90 THEN '61-90' ELSE '90+' END`;
  const where = and(
    invoiceScope(caller.scope),
    eq(creditInvoices.status, 'OPEN'),
    sql`${creditInvoices.openPaise} > 0`,
    lt(creditInvoices.dueDate, today),
  );
  const rows = await db
    .select({ bucket, n: count(), paise: sum(creditInvoices.openPaise) })
    .from(creditInvoices)
    .where(where)
    // By position: the bucket's text carries a parameter, and a repeated one would be another.
    .groupBy(sql`1`);
  const queues = OVERDUE_BUCKETS.map((b) => {
    const row = rows.find((r) => r.bucket === b.id);
    return queue(
      'overdue',
      b.id,
      { count: toCount(row?.n ?? 0), capped: false },
      null,
      String(row?.paise ?? '0'),
    );
  });
  // The buyers most overdue, each opening its invoices: where the money is to be chased.
  const top = await db
    .select({
      buyerId: creditInvoices.buyerId,
      buyerName: creditInvoices.buyerName,
      n: count(),
      paise: sum(creditInvoices.openPaise),
    })
    .from(creditInvoices)
    .where(where)
    .groupBy(creditInvoices.buyerId, creditInvoices.buyerName)
    .orderBy(desc(sum(creditInvoices.openPaise)))
    .limit(5);
  return [
    ...queues,
    ...top.map((r) =>
      queue(
        'overdueBuyer',
        r.buyerName,
        { count: toCount(r.n), capped: false },
        { route: `/buyer/${r.buyerId}#invoices`, params: {} },
        String(r.paise ?? '0'),
      ),
    ),
  ];
}

/** The caller's home queues, each count with the filtered list it opens. */
export async function homeQueues(
  db: Db,
  caller: Caller,
  roles: readonly string[],
  now: Date = new Date(),
): Promise<HomeQueues> {
  const kind = homeKindOf(roles, caller.permissions);
  const can = (p: string) => caller.permissions.has(p);
  const queues: HomeQueue[] = [];
  if (kind === 'orders') {
    queues.push(await orderQueue(db, caller, 'awaitingApproval', { orderStates: 'ORDERED' }));
    queues.push(
      await orderQueue(db, caller, 'delayed', { isDelayed: 'true', orderStates: OPEN_ORDER_STATES }),
    );
    queues.push(await orderQueue(db, caller, 'blocked', { orderStates: 'RPT_BLOCKED' }));
  } else if (kind === 'category') {
    queues.push(await rfqQueue(db, caller, 'sourcingRequired', ['SOURCING_REQUIRED'], 'sourcing'));
    queues.push(
      await orderQueue(db, caller, 'delayed', { isDelayed: 'true', orderStates: OPEN_ORDER_STATES }),
    );
    queues.push(await orderQueue(db, caller, 'blocked', { orderStates: 'RPT_BLOCKED' }));
  } else if (kind === 'logistics') {
    queues.push(
      await consignmentQueue(
        db,
        caller,
        'toDispatch',
        null,
        { consignmentStatus: 'READY_FOR_SHIPMENT' },
        now,
      ),
    );
    queues.push(
      await consignmentQueue(db, caller, 'ewayExpiringToday', null, { ewayBillExpiryDays: '0' }, now),
    );
    queues.push(
      await consignmentQueue(db, caller, 'ewayExpiringTomorrow', null, { ewayBillExpiryDays: '1' }, now),
    );
    for (const status of STUCK_STATUSES)
      queues.push(await consignmentQueue(db, caller, 'stuck', status, { consignmentStatus: status }, now));
  } else if (kind === 'receivables') {
    queues.push(...(await receivables(db, caller, istDateOf(now))));
  } else if (kind === 'seller') {
    // Its approved orders no line of which it has answered yet (the first acknowledgement plans
    // the order), on its purchase orders, where it acknowledges or rejects them (issue 29 §1).
    if (can('Display_PO_Orders'))
      queues.push(
        await orderQueue(
          db,
          caller,
          'ordersToAcknowledge',
          { orderStates: 'ORDER_APPROVED' },
          '/purchase-order',
        ),
      );
    if (can('Ful_Consignment_View')) {
      queues.push(
        await consignmentQueue(db, caller, 'toAcknowledge', null, { consignmentStatus: 'REQUESTED' }, now),
      );
      queues.push(
        await consignmentQueue(
          db,
          caller,
          'toPack',
          null,
          { consignmentStatus: ['ACKNOWLEDGED', 'READY_TO_PROCESS', 'IN_PROGRESS', 'PACKING_IN_PROGRESS'] },
          now,
        ),
      );
    }
    if (can('Display_Invoices_Tab_V2')) {
      // Invoices not yet paid out to the seller: the seller's own invoice list with those statuses.
      const statuses = ['OPEN', 'DELAYED', 'OVERDUE'];
      const where = and(invoiceScope(caller.scope), invoiceStatusWhere(statuses, istDateOf(now)));
      const [money] = await db
        .select({ paise: sum(creditInvoices.openPaise) })
        .from(creditInvoices)
        .where(where);
      queues.push(
        queue(
          'payoutsDue',
          null,
          await cappedCount(db, creditInvoices, where),
          link('/invoices', { statuses }),
          String(money?.paise ?? '0'),
        ),
      );
    }
  }
  return { kind, queues };
}
