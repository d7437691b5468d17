import type { Readable } from 'node:stream';
import type { OrderListItem, OrderSearchQuery } from '@dom/contract';
import { orderStatusLabel } from '@dom/domain';
import type { Db } from '../../platform/db/database';
import { defineSheet, writeSheet } from '../../platform/files/xlsx-stream';
import type { OwnerScope } from '../identity';
import { presentListItem } from './order-present';
import { cursorOf, searchOrders } from './order-search.repo';

/** An export stops here; a wider one belongs in a background report. */
export const EXPORT_ROW_CAP = 50_000;
const BATCH = 100;

const rupees = (paise: string) => Number(paise) / 100;
const text = (v: string | null) => v ?? '';

/** The orders sheet: its columns once, each with how a listed order fills it. */
export const ORDER_EXPORT_SHEET = defineSheet<OrderListItem>({
  name: 'Orders',
  columns: [
    { header: 'Order Id', width: 14, cell: (o) => text(o.orderKey) },
    { header: 'Order Number', width: 16, cell: (o) => text(o.orderNumber) },
    { header: 'PO Number', width: 18, cell: (o) => text(o.buyerPONumber) },
    { header: 'Seller PO Number', width: 18, cell: (o) => text(o.sellerPoNumber) },
    { header: 'Order Type', width: 10, cell: (o) => o.orderCategory },
    { header: 'Order Status', width: 18, cell: (o) => orderStatusLabel(o.orderStatus) },
    { header: 'Order Date', width: 22, cell: (o) => o.orderDate },
    { header: 'Due Date', width: 12, cell: (o) => o.dueDate ?? '' },
    { header: 'Delivery Date', width: 12, cell: (o) => o.deliveryDate ?? '' },
    { header: 'Buyer Name', width: 30, cell: (o) => text(o.buyerName) },
    { header: 'Seller Name', width: 30, cell: (o) => text(o.sellerName) },
    { header: 'Business Unit', width: 10, cell: (o) => o.businessUnit },
    { header: 'Total Line Items', width: 10, cell: (o) => o.totalLineItems },
    { header: 'Order Value Excl Tax', width: 16, cell: (o) => rupees(o.orderValueExclTaxPaise) },
    { header: 'Pre-tax Value', width: 16, cell: (o) => rupees(o.preTaxValuePaise) },
    { header: 'Shipping Cost', width: 14, cell: (o) => rupees(o.shippingCostPaise) },
    { header: 'Credit Days', width: 8, cell: (o) => o.creditDays },
    { header: 'Total Value', width: 16, cell: (o) => rupees(o.totalValuePaise) },
    { header: 'RM Name', width: 20, cell: (o) => text(o.rmName) },
  ],
});

/**
 * Streams the filtered list as xlsx: rows are fetched a batch at a time with the search itself (so
 * the scope and filters are the same code), each batch after the previous one's last row by keyset
 * cursor and without the count, and committed to the zip stream as they come.
 */
export function exportOrders(db: Db, scope: OwnerScope, query: OrderSearchQuery): Readable {
  async function* orders(): AsyncIterable<OrderListItem> {
    const { before: _before, ...rest } = query;
    let batch: OrderSearchQuery = { ...rest, after: undefined, pageNumber: 0, pageSize: BATCH };
    for (let written = 0; written < EXPORT_ROW_CAP;) {
      const { rows } = await searchOrders(db, scope, batch, { count: false });
      for (const row of rows) yield presentListItem(row);
      written += rows.length;
      const last = rows[rows.length - 1];
      if (rows.length < BATCH || !last) break;
      batch = { ...batch, after: cursorOf(batch, last) };
    }
  }
  return writeSheet(ORDER_EXPORT_SHEET, orders());
}
