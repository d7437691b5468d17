import type { PageQuery, SellerPaymentRequest, SellerPaymentRequestPage } from '@dom/contract';
import { type ConsignmentStatus, paymentRequestStatusLabel } from '@dom/domain';
import { type SQL, and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import type { OwnerScope } from '../identity';
import type { OrderShipmentsPort } from '../orders';
import { cappedCount, pageFrom } from '../parties';
import { RELEASED_STATUSES, consignmentScope } from './consignments.repo';
import { consignments } from './consignments.schema';

// What the consignments area answers for the areas it depends on (orders, parties), handed to
// them by the composition root (src/context.ts `ports`): they may not import this area.

/** An order's consignments, as orders asks for them (buyer PO rule, PO number on open consignments). */
export const orderShipments: OrderShipmentsPort = {
  async statusesOf(tx, orderId) {
    const rows = await tx
      .select({ status: consignments.status })
      .from(consignments)
      .where(eq(consignments.orderId, orderId));
    return rows.map((r) => r.status);
  },
  async followBuyerPo(tx, orderId, buyerPoNumber) {
    await tx
      .update(consignments)
      .set({ purchaseOrderNo: buyerPoNumber, version: sql`${consignments.version} + 1` })
      .where(and(eq(consignments.orderId, orderId), notInArray(consignments.status, [...RELEASED_STATUSES])));
  },
};

/** Delivered goods are payable to the seller (as the order's seller payment counts them). */
const PAYABLE: ConsignmentStatus[] = ['DELIVERED', 'COMPLETED'];
const OPEN_STATUS = 'PENDING_PROCESSING';

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

/** The seller's open payment requests (parties' `sellerPaymentRequests` port), newest delivery first. */
export async function openSellerPaymentRequests(
  db: DbOrTx,
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
  const rows = await db
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
  const counted = await cappedCount(db, consignments, where);
  return pageFrom(content, q, counted);
}
