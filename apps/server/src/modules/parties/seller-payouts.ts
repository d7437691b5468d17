import type {
  PageQuery,
  SellerPayment,
  SellerPaymentPage,
  SellerPaymentRequest,
  SellerPaymentRequestPage,
} from '@dom/contract';
import { type ConsignmentStatus, type InvoiceStatus, paymentRequestStatusLabel } from '@dom/domain';
import { type SQL, and, count, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import type { OwnerScope } from '../identity';
import { consignmentScope } from '../consignments';
import { consignments } from '../consignments';
import { invoiceScope } from '../credit';
import { creditInvoices } from '../credit';
import { COUNT_CAP, pageFrom } from './party-paging';

// The seller's open payment requests and cleared payments, derived from recorded data (doc 3's
// seller payouts are not modelled yet): see docs/parties.md "Seller payment tabs".

/** Delivered goods are payable to the seller (as the order's seller payment counts them). */
const PAYABLE: ConsignmentStatus[] = ['DELIVERED', 'COMPLETED'];
const CLEARED: InvoiceStatus[] = ['PAID', 'SETTLED'];
const OPEN_STATUS = 'PENDING_PROCESSING';
const CLEARED_STATUS = 'FULLY_CLEARED';

const istDay = (column: SQL) => sql<string>`to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;

// Correlated subqueries name the outer table in plain SQL: in a select list Drizzle renders a
// column without its table.

/** The consignment's bill is paid: its live invoice in the ledger is PAID or SETTLED. */
const billPaid = sql`EXISTS (SELECT 1 FROM credit_invoices i
  WHERE i.consignment_key = consignments.consignment_key AND i.document_type = 'INV'
    AND i.status IN ('PAID', 'SETTLED'))`;

/**
 * The seller's value of a consignment: each line's quantity (acknowledged, else requested) at the
 * order line's seller price, plus the line's GST — the rule of the order's seller payment
 * (`sellerPaymentOf`), per consignment.
 */
const sellerTotal = sql<string>`(SELECT coalesce(sum(v.value + floor(v.value * v.rate / 10000)), 0)::text
  FROM (SELECT floor(coalesce(l.acknowledged_qty, l.requested_qty) * ol.seller_price_paise) AS value,
               l.gst_rate_bp AS rate
          FROM consignment_lines l JOIN order_lines ol ON ol.id = l.order_line_id
         WHERE l.consignment_id = consignments.id) v)`;

async function cappedOf(db: Db, table: typeof consignments | typeof creditInvoices, where: SQL | undefined) {
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
  constructor(private readonly db: Db) {}

  /** Delivered consignments of the seller whose bill is not paid yet, newest delivery first. */
  async openPaymentRequests(
    scope: OwnerScope,
    sellerId: string,
    q: PageQuery,
  ): Promise<SellerPaymentRequestPage> {
    const where = and(
      consignmentScope({ ...scope, sellerId }),
      inArray(consignments.status, PAYABLE),
      sql`NOT ${billPaid}`,
    );
    const payableOn = sql`coalesce(${consignments.deliveredAt}, ${consignments.updatedAt})`;
    const rows = await this.db
      .select({
        consignmentKey: consignments.consignmentKey,
        orderKey: consignments.orderKey,
        invoiceNumber: consignments.buyerInvoiceNumber,
        day: istDay(payableOn),
        total: sellerTotal,
      })
      .from(consignments)
      .where(where)
      .orderBy(desc(payableOn), desc(consignments.id))
      .limit(q.pageSize)
      .offset(q.pageNumber * q.pageSize);
    const content = rows.map((r): SellerPaymentRequest => ({
      requestId: r.consignmentKey,
      requestNumber: r.invoiceNumber ?? r.consignmentKey,
      requestDate: r.day,
      amountPaise: r.total,
      status: OPEN_STATUS,
      statusLabel: paymentRequestStatusLabel(OPEN_STATUS),
      orderKey: r.orderKey,
      consignmentKey: r.consignmentKey,
      invoiceNumber: r.invoiceNumber,
    }));
    const counted = await cappedOf(this.db, consignments, where);
    return pageFrom(content, q, counted);
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
