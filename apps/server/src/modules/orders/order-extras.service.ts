import type { ActiveGstInfos, OrderSellerPayment } from '@dom/contract';
import { asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/db/database';
import type { GstinRegistry } from '../../integrations/gst/gst-gateway';
import { gstinStandingOn } from '../../integrations/gst/gstin-registry';
import { foundInScope, type OwnerScope } from '../identity';
import { companyGstRegistrations } from '../reference-data';
import { findOrder, listLines } from './orders.repo';
import { rawRows } from './raw-rows';
import { neutraliseCell } from './spreadsheet-safe';

/** Consignments that no longer ship anything owe the seller nothing. */
const VOID_STATUSES = ['CANCELLED', 'REVOKED', 'DRAFT'];
/** Delivered goods are payable to the seller (the POD closes the consignment as COMPLETED). */
const PAYABLE_STATUSES = ['DELIVERED', 'COMPLETED'];

/**
 * The seller's side of an order's money: each consignment at the seller's price per unit of its
 * order line (the consignment quantity that was acknowledged, else requested) plus the line's GST.
 */
export async function sellerPaymentOf(
  db: Db,
  scope: OwnerScope,
  orderKey: string,
): Promise<OrderSellerPayment> {
  const order = foundInScope(await findOrder(db, scope, orderKey), 'Order');
  const rows = await rawRows<{
    consignment_key: string;
    status: string;
    buyer_invoice_number: string | null;
    invoice_date: string | null;
    delivered_at: string | Date | null;
    value: string;
    tax: string;
  }>(
    db,
    sql`SELECT c.consignment_key, c.status, c.buyer_invoice_number, c.invoice_date::text AS invoice_date,
               c.delivered_at,
               coalesce(sum(floor(coalesce(l.acknowledged_qty, l.requested_qty) * ol.seller_price_paise)), 0)::text AS value,
               coalesce(sum(floor(floor(coalesce(l.acknowledged_qty, l.requested_qty) * ol.seller_price_paise) * l.gst_rate_bp / 10000)), 0)::text AS tax
          FROM consignments c
          JOIN consignment_lines l ON l.consignment_id = c.id
          JOIN order_lines ol ON ol.id = l.order_line_id
         WHERE c.order_id = ${order.id}
         GROUP BY c.id
         ORDER BY c.created_at, c.consignment_key`,
  );
  let shipped = 0n;
  let payable = 0n;
  const consignments = rows.map((r) => {
    const value = BigInt(r.value);
    const tax = BigInt(r.tax);
    const total = value + tax;
    const isPayable = PAYABLE_STATUSES.includes(r.status);
    if (!VOID_STATUSES.includes(r.status)) shipped += total;
    if (isPayable) payable += total;
    return {
      consignmentKey: r.consignment_key,
      status: r.status,
      invoiceNumber: r.buyer_invoice_number,
      invoiceDate: r.invoice_date,
      deliveredAt: r.delivered_at === null ? null : new Date(r.delivered_at).toISOString(),
      sellerValuePaise: value.toString(),
      sellerTaxPaise: tax.toString(),
      sellerTotalPaise: total.toString(),
      payable: isPayable,
    };
  });
  return {
    orderKey: order.orderKey,
    sellerId: order.sellerId,
    sellerName: order.sellerName,
    sellerPoNumber: order.sellerPoNumber ?? null,
    orderSellerValuePaise: order.sellerValuePaise.toString(),
    consignments,
    shippedPaise: shipped.toString(),
    payablePaise: payable.toString(),
    notYetPayablePaise: (shipped - payable).toString(),
  };
}

/** The production-dates report of one order: a line per order line with its production date. */
export async function productionDatesWorkbook(db: Db, scope: OwnerScope, orderKey: string): Promise<Buffer> {
  const order = foundInScope(await findOrder(db, scope, orderKey), 'Order');
  const lines = await listLines(db, order.id);
  const book = new ExcelJS.Workbook();
  book.creator = 'DOM';
  const sheet = book.addWorksheet('Production dates');
  sheet.columns = [
    { header: 'Order Id', key: 'orderKey', width: 16 },
    { header: 'Line', key: 'line', width: 6 },
    { header: 'SKU', key: 'sku', width: 18 },
    { header: 'Product', key: 'product', width: 40 },
    { header: 'Ordered Quantity', key: 'ordered', width: 16 },
    { header: 'Unit', key: 'unit', width: 8 },
    { header: 'Production Date', key: 'productionDate', width: 16 },
    { header: 'Max MDD', key: 'maxMdd', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const l of lines)
    sheet.addRow({
      orderKey: order.orderKey,
      line: l.lineNumber,
      sku: neutraliseCell(l.sku),
      product: neutraliseCell(l.productName),
      ordered: Number(l.orderedQty),
      unit: l.unit,
      productionDate: l.productionDate ?? '',
      maxMdd: order.maxMdd ?? '',
    });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The marketplace's registrations that may be invoiced from today: enabled here and in force on
 * the GST portal. The register is read outside any transaction (PGlite has one connection).
 */
export async function activeGstInfos(db: Db, registry: GstinRegistry, now: Date): Promise<ActiveGstInfos> {
  const rows = await db
    .select()
    .from(companyGstRegistrations)
    .where(eq(companyGstRegistrations.isEnabled, true))
    .orderBy(asc(companyGstRegistrations.stateName));
  const items: ActiveGstInfos['items'] = [];
  for (const r of rows)
    if (gstinStandingOn(await registry.lookup(r.gstin), now) === null)
      items.push({
        gstin: r.gstin,
        stateCode: r.stateCode,
        stateName: r.stateName,
        legalName: r.legalName,
        addressLine1: r.addressLine1,
        city: r.city,
        pinCode: r.pinCode,
      });
  return { items };
}
