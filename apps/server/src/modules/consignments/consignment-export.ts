import type { Readable } from 'node:stream';
import type { ConsignmentListItem, ConsignmentSearch } from '@dom/contract';
import type { Db } from '../../platform/db/database';
import { defineSheet, writeSheet } from '../../platform/files/xlsx-stream';
import type { OwnerScope } from '../identity';
import { presentListItem } from './consignment-present';
import { cursorOf, quantitiesOf, searchConsignments } from './consignment-search.repo';

export const EXPORT_ROW_CAP = 50_000;
const BATCH = 100;

const text = (v: string | null) => v ?? '';

/** The consignments sheet: its columns once, each with how a listed consignment fills it. */
export const CONSIGNMENT_EXPORT_SHEET = defineSheet<ConsignmentListItem>({
  name: 'Consignments',
  columns: [
    { header: 'Consignment Id', width: 14, cell: (c) => text(c.consignmentKey) },
    { header: 'Order Id', width: 14, cell: (c) => text(c.orderKey) },
    { header: 'PO Number', width: 18, cell: (c) => text(c.purchaseOrderNo) },
    { header: 'Status', width: 22, cell: (c) => c.statusLabel },
    { header: 'Buyer Name', width: 30, cell: (c) => text(c.buyerName) },
    { header: 'Seller Name', width: 30, cell: (c) => text(c.sellerName) },
    { header: 'Ship From', width: 30, cell: (c) => text(c.sourceName) },
    { header: 'Invoice Number', width: 18, cell: (c) => text(c.buyerInvoiceNumber) },
    { header: 'Vehicle No', width: 14, cell: (c) => text(c.vehicleNo) },
    { header: 'E-way Bill', width: 14, cell: (c) => text(c.ewayBillNumber) },
    { header: 'Quantity', width: 24, cell: (c) => c.quantity },
    { header: 'Value', width: 14, cell: (c) => Number(c.totalPaise) / 100 },
    { header: 'Created', width: 22, cell: (c) => c.createdAt },
  ],
});

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
): Promise<Readable> {
  const page = (after: string | undefined) =>
    searchConsignments(
      db,
      scope,
      { ...query, pageNumber: 0, pageSize: BATCH, ...(after ? { after } : {}) },
      now,
    );
  let firstPage: Awaited<ReturnType<typeof page>> | null = await page(query.after);
  async function* consignments(): AsyncIterable<ConsignmentListItem> {
    let after: string | undefined;
    for (let written = 0; written < EXPORT_ROW_CAP;) {
      const { rows } = firstPage ?? (await page(after));
      firstPage = null;
      const quantities = await quantitiesOf(
        db,
        rows.map((r) => r.id),
      );
      for (const row of rows) yield presentListItem(row, quantities.get(row.id) ?? '0');
      written += rows.length;
      const last = rows[rows.length - 1];
      if (!last || rows.length < BATCH) break;
      after = cursorOf(last);
    }
  }
  return writeSheet(CONSIGNMENT_EXPORT_SHEET, consignments(), {
    onError: (err) =>
      log?.error({ err }, 'consignment export failed after it started; the download is cut off'),
  });
}
