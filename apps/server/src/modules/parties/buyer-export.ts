import type { Readable } from 'node:stream';
import type { BuyerListItem, BuyerSearchQuery } from '@dom/contract';
import type { Db } from '../../platform/db/database';
import { defineSheet, writeSheet } from '../../platform/files/xlsx-stream';
import type { OwnerScope } from '../identity';
import { presentBuyer } from './buyer.present';
import { searchBuyers } from './buyers.repo';
import { nameCursorOf } from './party-paging';

/** An export stops here; a wider one belongs in a background report. */
export const BUYER_EXPORT_ROW_CAP = 50_000;
const BATCH = 100;

const text = (v: string | null) => v ?? '';

/** The buyers sheet: its columns once, each with how a listed buyer fills it. */
export const BUYER_EXPORT_SHEET = defineSheet<BuyerListItem>({
  name: 'Buyers',
  columns: [
    { header: 'Buyer Name', width: 32, cell: (b) => text(b.buyerName) },
    { header: 'Buyer Account Id', width: 16, cell: (b) => text(b.partnerBuyerAccountId) },
    { header: 'Phone Number', width: 14, cell: (b) => text(b.buyerPhoneNumber) },
    { header: 'Email', width: 30, cell: (b) => text(b.buyerEmail) },
    { header: 'GSTIN', width: 18, cell: (b) => text(b.buyerGstNum) },
    { header: 'Books Buyer Id', width: 16, cell: (b) => text(b.booksBuyerId) },
    { header: 'CRM Buyer Id', width: 16, cell: (b) => text(b.crmBuyerId) },
    { header: 'Allied Code', width: 14, cell: (b) => text(b.buyerAlliedCode) },
    { header: 'Business Unit', width: 10, cell: (b) => b.businessUnit },
    { header: 'Status', width: 20, cell: (b) => b.statusLabel },
    { header: 'Sales Partner', width: 24, cell: (b) => text(b.salesPartner) },
    { header: 'City', width: 16, cell: (b) => text(b.city) },
    { header: 'State', width: 16, cell: (b) => text(b.state) },
    { header: 'RM Email', width: 24, cell: (b) => text(b.rmEmail) },
  ],
});

/**
 * Streams the filtered, scoped buyer list as xlsx. Pages are walked by keyset (name, id) with the
 * search itself, so scope and filters are the same code as the screen's.
 */
export function exportBuyers(db: Db, scope: OwnerScope, query: BuyerSearchQuery): Readable {
  async function* buyers(): AsyncIterable<BuyerListItem> {
    let after: string | undefined;
    for (let written = 0; written < BUYER_EXPORT_ROW_CAP;) {
      const { rows } = await searchBuyers(db, scope, { ...query, pageNumber: 0, pageSize: BATCH, after });
      for (const row of rows) yield presentBuyer(row);
      written += rows.length;
      const last = rows[rows.length - 1];
      if (rows.length < BATCH || !last) break;
      after = nameCursorOf(last);
    }
  }
  return writeSheet(BUYER_EXPORT_SHEET, buyers());
}
