import type { LedgerStatement } from '@dom/contract';
import ExcelJS from 'exceljs';
import { neutraliseCell } from '../orders';

const rupees = (paise: string) => Number(paise) / 100;

/**
 * The ledger statement as an xlsx workbook: the opening balance row, the entries with their
 * running balance, the closing balance. Text that looks like a formula is neutralised.
 */
export async function exportLedger(s: LedgerStatement): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Ledger');
  sheet.columns = [
    { header: 'Date', key: 'date', width: 12 },
    { header: 'Type', key: 'type', width: 14 },
    { header: 'Reference', key: 'reference', width: 24 },
    { header: 'Narration', key: 'narration', width: 36 },
    { header: 'Debit', key: 'debit', width: 16 },
    { header: 'Credit', key: 'credit', width: 16 },
    { header: 'Balance', key: 'balance', width: 16 },
  ];
  sheet.addRow({
    date: s.fromDate ?? '',
    type: 'Opening Balance',
    reference: neutraliseCell(s.buyerName),
    balance: rupees(s.openingBalancePaise),
  });
  for (const r of s.rows) {
    sheet.addRow({
      date: r.entryDate,
      type: r.typeLabel,
      reference: neutraliseCell(r.reference),
      narration: neutraliseCell(r.narration ?? ''),
      debit: rupees(r.debitPaise),
      credit: rupees(r.creditPaise),
      balance: rupees(r.balancePaise),
    });
  }
  sheet.addRow({
    date: s.toDate ?? '',
    type: 'Closing Balance',
    debit: rupees(s.totalDebitPaise),
    credit: rupees(s.totalCreditPaise),
    balance: rupees(s.closingBalancePaise),
  });
  for (const key of ['debit', 'credit', 'balance']) sheet.getColumn(key).numFmt = '#,##,##0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}
