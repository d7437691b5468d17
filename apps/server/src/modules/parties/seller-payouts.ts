import type { PageQuery, SellerPayment, SellerPaymentPage, SellerPaymentRequestPage } from '@dom/contract';
import { type InvoiceStatus, paymentRequestStatusLabel } from '@dom/domain';
import { type SQL, and, count, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import type { OwnerScope } from '../identity';
import { invoiceScope } from '../credit';
import { creditInvoices } from '../credit';
import { COUNT_CAP, pageFrom } from './party-paging';
import type { PartyPorts } from './party-ports';

// The seller's open payment requests and cleared payments, derived from recorded data (doc 3's
// seller payouts are not modelled yet): see docs/parties.md "Seller payment tabs".

const CLEARED: InvoiceStatus[] = ['PAID', 'SETTLED'];
const CLEARED_STATUS = 'FULLY_CLEARED';

const istDay = (column: SQL) => sql<string>`to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;

// Correlated subqueries name the outer table in plain SQL: in a select list Drizzle renders a
// column without its table.

async function cappedOf(db: Db, table: typeof creditInvoices, where: SQL | undefined) {
  const inner = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('x');
  const [n] = await db.select({ n: count() }).from(inner);
  const total = toCount(n?.n);
  return { total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP };
}

export class SellerPayouts {
  constructor(
    private readonly db: Db,
    private readonly ports: PartyPorts,
  ) {}

  /** Delivered consignments of the seller whose bill is not paid yet (the consignments area's). */
  async openPaymentRequests(
    scope: OwnerScope,
    sellerId: string,
    q: PageQuery,
  ): Promise<SellerPaymentRequestPage> {
    return this.ports.sellerPaymentRequests(this.db, scope, sellerId, q);
  }

  /**
   * The seller's paid bills (invoices and debit notes PAID or SETTLED), newest bill first, each with
   * the payment that cleared it when a settlement did.
   */
  async clearedPayments(scope: OwnerScope, sellerId: string, q: PageQuery): Promise<SellerPaymentPage> {
    const where = and(invoiceScope({ ...scope, sellerId }), inArray(creditInvoices.status, CLEARED));
    const last = (column: string) =>
      sql.raw(`(SELECT p.${column} FROM credit_settlements s JOIN credit_payments p ON p.id = s.payment_id
        WHERE s.invoice_id = credit_invoices.id ORDER BY s.created_at DESC, p.payment_date DESC LIMIT 1)`);
    const rows = await this.db
      .select({
        id: creditInvoices.id,
        invoiceNumber: creditInvoices.invoiceNumber,
        orderKey: creditInvoices.orderKey,
        amountPaise: creditInvoices.amountPaise,
        status: creditInvoices.status,
        utr: sql<string | null>`${last('utr')}`,
        paidOn: sql<string>`coalesce(${last('payment_date')}::text, ${istDay(sql`${creditInvoices.updatedAt}`)})`,
      })
      .from(creditInvoices)
      .where(where)
      .orderBy(desc(creditInvoices.invoiceDate), desc(creditInvoices.id))
      .limit(q.pageSize)
      .offset(q.pageNumber * q.pageSize);
    const content = rows.map((r): SellerPayment => ({
      paymentId: r.id,
      utr: r.utr,
      paymentDate: r.paidOn,
      amountPaise: r.amountPaise.toString(),
      status: CLEARED_STATUS,
      statusLabel: paymentRequestStatusLabel(CLEARED_STATUS),
      invoiceNumber: r.invoiceNumber,
      billStatus: r.status,
      orderKey: r.orderKey,
    }));
    const counted = await cappedOf(this.db, creditInvoices, where);
    return pageFrom(content, q, counted);
  }
}
