import type { ConversionMetrics, ConversionMetricsQuery, Funnel } from '@dom/contract';
import type { EnquiryStatus } from '@dom/domain';
import { type SQL, and, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import { rfqScope } from './rfq.repo';
import { rfqs } from './rfq.schema';

// The conversion funnel (`POST /buyerRFQ/conversionMetrics`): of the RFQs raised in the period, how
// many had a seller's answer, how many reached an approved quotation, how many became orders — by
// count and by the RFQ's value (the buyer's quantities × target prices), per period and RM.

/** An approved quotation was reached: approved, sent to the buyer, or ordered. */
export const APPROVED_REACHED: readonly EnquiryStatus[] = [
  'APPROVED',
  'RESPONSE_SUBMITTED',
  'CONVERTED_TO_ORDER',
  'CHILDREN_ORDER_PENDING',
  'CHILDREN_ORDER_PLACED',
];
/** Became sales orders. */
export const CONVERTED: readonly EnquiryStatus[] = ['CONVERTED_TO_ORDER', 'CHILDREN_ORDER_PLACED'];

const IST = '+05:30';
const nextDay = (d: string) => new Date(new Date(`${d}T00:00:00${IST}`).getTime() + 86_400_000);

export async function conversionMetrics(
  db: DbOrTx,
  caller: Caller,
  q: ConversionMetricsQuery,
): Promise<ConversionMetrics> {
  const approved = inArray(rfqs.status, [...APPROVED_REACHED]);
  const converted = inArray(rfqs.status, [...CONVERTED]);
  const responded = or(sql`${rfqs.responseCount} > 0`, approved)!;
  const where: SQL | undefined = and(
    rfqScope(caller.scope),
    q.from ? gte(rfqs.createdAt, new Date(`${q.from}T00:00:00${IST}`)) : undefined,
    q.to ? lt(rfqs.createdAt, nextDay(q.to)) : undefined,
    q.rmEmail ? eq(rfqs.rmEmail, q.rmEmail) : undefined,
  );
  // The period is one of the contract's words, never the caller's text. Calendar quarters start in
  // January, April, July and October, so they are the financial quarters (from April) too.
  const unit = sql.raw(q.period === 'week' ? `'week'` : q.period === 'quarter' ? `'quarter'` : `'month'`);
  const period = sql<string>`to_char(date_trunc(${unit}, ${rfqs.createdAt} AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM-DD')`;
  const value = (cond?: SQL) =>
    cond
      ? sql<string>`coalesce(sum(${rfqs.valuePaise}) filter (where ${cond}), 0)::text`
      : sql<string>`coalesce(sum(${rfqs.valuePaise}), 0)::text`;
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`;
  const rows = await db
    .select({
      period,
      rmEmail: rfqs.rmEmail,
      rfqN: count(),
      rfqV: value(),
      respN: n(responded),
      respV: value(responded),
      apprN: n(approved),
      apprV: value(approved),
      convN: n(converted),
      convV: value(converted),
    })
    .from(rfqs)
    .where(where)
    .groupBy(period, rfqs.rmEmail)
    .orderBy(desc(period), rfqs.rmEmail);
  const out = rows.map((r) => ({
    period: r.period,
    rmEmail: r.rmEmail,
    rfqs: { count: toCount(r.rfqN), valuePaise: r.rfqV },
    responded: { count: toCount(r.respN), valuePaise: r.respV },
    approved: { count: toCount(r.apprN), valuePaise: r.apprV },
    converted: { count: toCount(r.convN), valuePaise: r.convV },
  }));
  const add = (k: keyof Funnel) => ({
    count: out.reduce((a, r) => a + r[k].count, 0),
    valuePaise: out.reduce((a, r) => a + BigInt(r[k].valuePaise), 0n).toString(),
  });
  return {
    totals: {
      rfqs: add('rfqs'),
      responded: add('responded'),
      approved: add('approved'),
      converted: add('converted'),
    },
    rows: out,
  };
}
