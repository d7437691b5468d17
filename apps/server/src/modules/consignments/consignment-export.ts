import { PassThrough } from 'node:stream';
import type { ConsignmentSearch } from '@dom/contract';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/db/database';
import type { OwnerScope } from '../identity';
import { neutraliseCell } from '../orders';
import { presentListItem } from './consignment-present';
import { cursorOf, quantitiesOf, searchConsignments } from './consignment-search.repo';

export const EXPORT_ROW_CAP = 50_000;
const BATCH = 100;

const COLUMNS = [
  { header: 'Consignment Id', key: 'consignmentKey', width: 14 },
  { header: 'Order Id', key: 'orderKey', width: 14 },
  { header: 'PO Number', key: 'purchaseOrderNo', width: 18 },
  { header: 'Status', key: 'statusLabel', width: 22 },
  { header: 'Buyer Name', key: 'buyerName', width: 30 },
  { header: 'Seller Name', key: 'sellerName', width: 30 },
  { header: 'Ship From', key: 'sourceName', width: 30 },
  { header: 'Invoice Number', key: 'buyerInvoiceNumber', width: 18 },
  { header: 'Vehicle No', key: 'vehicleNo', width: 14 },
  { header: 'E-way Bill', key: 'ewayBillNumber', width: 14 },
  { header: 'Quantity', key: 'quantity', width: 12 },
  { header: 'Value', key: 'value', width: 14 },
  { header: 'Created', key: 'createdAt', width: 22 },
];

/**
 * Streams the filtered list as xlsx a keyset page at a time; text cells that look like formulas are
 * neutralised. The first page is read before the stream is handed over, so bad input (a foreign
 * cursor) answers 400 before any byte; a failure later is logged and cuts the download off.
 */
export async function exportConsignments(
  db: Db,
  scope: OwnerScope,
  query: ConsignmentSearch,
  now: Date,
  log?: { error(obj: object, msg: string): void },
): Promise<PassThrough> {
  const page = (after: string | undefined) =>
    searchConsignments(
      db,
      scope,
      { ...query, pageNumber: 0, pageSize: BATCH, ...(after ? { after } : {}) },
      now,
    );
  let firstPage: Awaited<ReturnType<typeof page>> | null = await page(query.after);
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false });
  const sheet = book.addWorksheet('Consignments');
  sheet.columns = COLUMNS;
  const run = async () => {
    let after: string | undefined;
    for (let written = 0; written < EXPORT_ROW_CAP;) {
      const { rows } = firstPage ?? (await page(after));
      firstPage = null;
      const quantities = await quantitiesOf(
        db,
        rows.map((r) => r.id),
      );
      for (const row of rows) {
        const c = presentListItem(row, quantities.get(row.id) ?? '0');
        const text = (v: string | null) => neutraliseCell(v ?? '');
        sheet
          .addRow({
            consignmentKey: text(c.consignmentKey),
            orderKey: text(c.orderKey),
            purchaseOrderNo: text(c.purchaseOrderNo),
            statusLabel: c.statusLabel,
            buyerName: text(c.buyerName),
            sellerName: text(c.sellerName),
            sourceName: text(c.sourceName),
            buyerInvoiceNumber: text(c.buyerInvoiceNumber),
            vehicleNo: text(c.vehicleNo),
            ewayBillNumber: text(c.ewayBillNumber),
            quantity: Number(c.quantity),
            value: Number(c.totalPaise) / 100,
            createdAt: c.createdAt,
          })
          .commit();
      }
      written += rows.length;
      const last = rows[rows.length - 1];
      if (!last || rows.length < BATCH) break;
      after = cursorOf(last);
    }
    sheet.commit();
    await book.commit();
  };
  run().catch((err: unknown) => {
    log?.error({ err }, 'consignment export failed after it started; the download is cut off');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
