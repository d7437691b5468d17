import { PassThrough } from 'node:stream';
import type { BuyerSearchQuery } from '@dom/contract';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/db/database';
import type { OwnerScope } from '../identity';
import { neutraliseCell } from '../orders';
import { presentBuyer } from './buyer.present';
import { searchBuyers } from './buyers.repo';
import { nameCursorOf } from './party-paging';

/** An export stops here; a wider one belongs in a background report. */
export const BUYER_EXPORT_ROW_CAP = 50_000;
const BATCH = 100;

const COLUMNS: { header: string; key: string; width: number }[] = [
  { header: 'Buyer Name', key: 'buyerName', width: 32 },
  { header: 'Buyer Account Id', key: 'partnerBuyerAccountId', width: 16 },
  { header: 'Phone Number', key: 'buyerPhoneNumber', width: 14 },
  { header: 'Email', key: 'buyerEmail', width: 30 },
  { header: 'GSTIN', key: 'buyerGstNum', width: 18 },
  { header: 'Books Buyer Id', key: 'booksBuyerId', width: 16 },
  { header: 'CRM Buyer Id', key: 'crmBuyerId', width: 16 },
  { header: 'Allied Code', key: 'buyerAlliedCode', width: 14 },
  { header: 'Business Unit', key: 'businessUnit', width: 10 },
  { header: 'Status', key: 'status', width: 20 },
  { header: 'Sales Partner', key: 'salesPartner', width: 24 },
  { header: 'City', key: 'city', width: 16 },
  { header: 'State', key: 'state', width: 16 },
  { header: 'RM Email', key: 'rmEmail', width: 24 },
];

/**
 * Streams the filtered, scoped buyer list as xlsx. Pages are walked by keyset (name, id) with the
 * search itself, so scope and filters are the same code as the screen's.
 */
export function exportBuyers(db: Db, scope: OwnerScope, query: BuyerSearchQuery): PassThrough {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false });
  const sheet = book.addWorksheet('Buyers');
  sheet.columns = COLUMNS;
  const text = (v: string | null) => neutraliseCell(v ?? '');
  const run = async () => {
    let after: string | undefined;
    for (let written = 0; written < BUYER_EXPORT_ROW_CAP;) {
      const { rows } = await searchBuyers(db, scope, { ...query, pageNumber: 0, pageSize: BATCH, after });
      for (const row of rows) {
        const b = presentBuyer(row);
        sheet
          .addRow({
            buyerName: text(b.buyerName),
            partnerBuyerAccountId: text(b.partnerBuyerAccountId),
            buyerPhoneNumber: text(b.buyerPhoneNumber),
            buyerEmail: text(b.buyerEmail),
            buyerGstNum: text(b.buyerGstNum),
            booksBuyerId: text(b.booksBuyerId),
            crmBuyerId: text(b.crmBuyerId),
            buyerAlliedCode: text(b.buyerAlliedCode),
            businessUnit: b.businessUnit,
            status: b.statusLabel,
            salesPartner: text(b.salesPartner),
            city: text(b.city),
            state: text(b.state),
            rmEmail: text(b.rmEmail),
          })
          .commit();
      }
      written += rows.length;
      const last = rows[rows.length - 1];
      if (rows.length < BATCH || !last) break;
      after = nameCursorOf(last);
    }
    sheet.commit();
    await book.commit();
  };
  run().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
