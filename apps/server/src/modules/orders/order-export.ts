import { PassThrough } from 'node:stream';
import type { OrderSearchQuery } from '@dom/contract';
import { orderStatusLabel } from '@dom/domain';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/db/database';
import type { OwnerScope } from '../identity';
import { presentListItem } from './order-present';
import { cursorOf, searchOrders } from './order-search.repo';
import { neutraliseCell } from './spreadsheet-safe';

/** An export stops here; a wider one belongs in a background report. */
export const EXPORT_ROW_CAP = 50_000;
const BATCH = 100;

const COLUMNS: { header: string; key: string; width: number }[] = [
  { header: 'Order Id', key: 'orderKey', width: 14 },
  { header: 'Order Number', key: 'orderNumber', width: 16 },
  { header: 'PO Number', key: 'buyerPONumber', width: 18 },
  { header: 'Seller PO Number', key: 'sellerPoNumber', width: 18 },
  { header: 'Order Type', key: 'orderType', width: 10 },
  { header: 'Order Status', key: 'orderStatus', width: 18 },
  { header: 'Order Date', key: 'orderDate', width: 22 },
  { header: 'Due Date', key: 'dueDate', width: 12 },
  { header: 'Delivery Date', key: 'deliveryDate', width: 12 },
  { header: 'Buyer Name', key: 'buyerName', width: 30 },
  { header: 'Seller Name', key: 'sellerName', width: 30 },
  { header: 'Business Unit', key: 'businessUnit', width: 10 },
  { header: 'Total Line Items', key: 'totalLineItems', width: 10 },
  { header: 'Order Value Excl Tax', key: 'orderValueExclTax', width: 16 },
  { header: 'Pre-tax Value', key: 'preTaxValue', width: 16 },
  { header: 'Shipping Cost', key: 'shippingCost', width: 14 },
  { header: 'Credit Days', key: 'creditDays', width: 8 },
  { header: 'Total Value', key: 'totalValue', width: 16 },
  { header: 'RM Name', key: 'rmName', width: 20 },
];

const rupees = (paise: string) => Number(paise) / 100;

/**
 * Streams the filtered list as xlsx: rows are fetched a batch at a time with the search itself (so
 * the scope and filters are the same code), each batch after the previous one's last row by keyset
 * cursor and without the count, and committed to the zip stream as they come.
 */
export function exportOrders(db: Db, scope: OwnerScope, query: OrderSearchQuery): PassThrough {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false });
  const sheet = book.addWorksheet('Orders');
  sheet.columns = COLUMNS;
  const text = (v: string | null) => neutraliseCell(v ?? '');
  const run = async () => {
    const { before: _before, ...rest } = query;
    let batch: OrderSearchQuery = { ...rest, after: undefined, pageNumber: 0, pageSize: BATCH };
    for (let written = 0; written < EXPORT_ROW_CAP;) {
      const { rows } = await searchOrders(db, scope, batch, { count: false });
      for (const row of rows) {
        const o = presentListItem(row);
        sheet
          .addRow({
            orderKey: text(o.orderKey),
            orderNumber: text(o.orderNumber),
            buyerPONumber: text(o.buyerPONumber),
            sellerPoNumber: text(o.sellerPoNumber),
            orderType: o.orderCategory,
            orderStatus: orderStatusLabel(o.orderStatus),
            orderDate: o.orderDate,
            dueDate: o.dueDate ?? '',
            deliveryDate: o.deliveryDate ?? '',
            buyerName: text(o.buyerName),
            sellerName: text(o.sellerName),
            businessUnit: o.businessUnit,
            totalLineItems: o.totalLineItems,
            orderValueExclTax: rupees(o.orderValueExclTaxPaise),
            preTaxValue: rupees(o.preTaxValuePaise),
            shippingCost: rupees(o.shippingCostPaise),
            creditDays: o.creditDays,
            totalValue: rupees(o.totalValuePaise),
            rmName: text(o.rmName),
          })
          .commit();
      }
      written += rows.length;
      const last = rows[rows.length - 1];
      if (rows.length < BATCH || !last) break;
      batch = { ...batch, after: cursorOf(batch, last) };
    }
    sheet.commit();
    await book.commit();
  };
  run().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
