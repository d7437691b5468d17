import type { LedgerAgeing, LedgerStatement } from '@dom/contract';
import { AGEING_BUCKETS } from '@dom/contract';
import { formatDisplayDate, istDateOf } from '@dom/domain';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rupeesFigure } from '../../platform/pdf/amount-in-words';
import { PdfWriter } from '../../platform/pdf/pdf-kit';
import { type OwnerScope, foundInScope } from '../identity';
import { neutraliseCell } from '../orders';
import { buyers } from '../parties';
import { findBuyerInScope, ledgerSum } from './credit.repo';
import { creditInvoices, creditPayments } from './credit.schema';
import { ledgerStatement } from './ledger.service';

// The buyer's statement of account: the ledger for a period with Dr/Cr balances, and the ageing of
// what is open (invoice amounts not yet paid, by days since the invoice date: 0–30, 31–60, 61–90,
// 90+), as PDF and xlsx. The buckets less unallocated credits are the ledger's outstanding balance;
// anything else on the ledger (a note not yet applied) is shown as its own line, never hidden.

const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function bucketOf(days: number): (typeof AGEING_BUCKETS)[number] {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/** 'Dr' when the buyer owes (debit balance), 'Cr' when we owe the buyer; '' at zero. */
export function drCr(paise: bigint): string {
  if (paise === 0n) return '';
  return paise > 0n ? 'Dr' : 'Cr';
}

export const balanceText = (paise: bigint): string => {
  const abs = paise < 0n ? -paise : paise;
  return `${rupeesFigure(abs)} ${drCr(paise)}`.trim();
};

export async function ledgerAgeing(
  db: Db,
  scope: OwnerScope,
  buyerId: string,
  now: Date,
): Promise<LedgerAgeing> {
  const buyer = foundInScope(await findBuyerInScope(db, scope, eq(buyers.id, buyerId)), 'Buyer');
  const today = istDateOf(now);
  const open = await db
    .select({ invoiceDate: creditInvoices.invoiceDate, openPaise: creditInvoices.openPaise })
    .from(creditInvoices)
    .where(
      and(
        eq(creditInvoices.buyerId, buyer.id),
        eq(creditInvoices.status, 'OPEN'),
        sql`${creditInvoices.openPaise} > 0`,
      ),
    );
  const sums = new Map(AGEING_BUCKETS.map((b) => [b, { amount: 0n, invoices: 0 }]));
  let openTotal = 0n;
  for (const inv of open) {
    const bucket = sums.get(bucketOf(daysBetween(inv.invoiceDate, today)));
    if (!bucket) continue;
    bucket.amount += inv.openPaise;
    bucket.invoices += 1;
    openTotal += inv.openPaise;
  }
  const [unallocated] = await db
    .select({ total: sql<string>`coalesce(sum(${creditPayments.unallocatedPaise}), 0)::text` })
    .from(creditPayments)
    .where(eq(creditPayments.buyerId, buyer.id));
  const outstanding = await ledgerSum(db, buyer.id);
  return {
    buyerId: buyer.id,
    asOf: today,
    buckets: AGEING_BUCKETS.map((bucket) => ({
      bucket,
      amountPaise: (sums.get(bucket)?.amount ?? 0n).toString(),
      invoices: sums.get(bucket)?.invoices ?? 0,
    })),
    openInvoicesPaise: openTotal.toString(),
    unallocatedPaise: unallocated?.total ?? '0',
    outstandingPaise: outstanding.toString(),
  };
}

/** What the ledger holds besides open invoices and unallocated payments (zero when they agree). */
export function otherLedgerPaise(a: LedgerAgeing): bigint {
  return BigInt(a.outstandingPaise) - (BigInt(a.openInvoicesPaise) - BigInt(a.unallocatedPaise));
}

export interface StatementInput {
  buyerId: string;
  fromDate?: string;
  toDate?: string;
}

async function statementParts(db: Db, scope: OwnerScope, input: StatementInput, now: Date) {
  const statement = await ledgerStatement(db, scope, input);
  const ageing = await ledgerAgeing(db, scope, input.buyerId, now);
  const [buyer] = await db.select().from(buyers).where(eq(buyers.id, input.buyerId));
  return { statement, ageing, buyer };
}

const period = (s: LedgerStatement): string =>
  `${s.fromDate ? formatDisplayDate(s.fromDate) : 'Beginning'} to ${s.toDate ? formatDisplayDate(s.toDate) : 'Today'}`;

export async function statementPdf(
  db: Db,
  scope: OwnerScope,
  input: StatementInput,
  now: Date,
): Promise<Uint8Array> {
  const { statement: s, ageing, buyer } = await statementParts(db, scope, input, now);
  const w = await PdfWriter.create(
    `Statement of Account ${s.buyerName}`,
    `Statement of Account - ${s.buyerName}`,
  );
  w.title('STATEMENT OF ACCOUNT');
  w.facts(
    [
      ['Buyer', s.buyerName],
      ['GSTIN', buyer?.gstin ?? '-'],
      ['Address', buyer ? `${buyer.addressLine1}, ${buyer.city}, ${buyer.state} - ${buyer.pinCode}` : '-'],
      ['Period', period(s)],
      ['As of', formatDisplayDate(ageing.asOf)],
    ],
    1,
  );
  w.rule();
  w.facts([
    ['Opening Balance', balanceText(BigInt(s.openingBalancePaise))],
    ['Total Debit', rupeesFigure(BigInt(s.totalDebitPaise))],
    ['Closing Balance', balanceText(BigInt(s.closingBalancePaise))],
    ['Total Credit', rupeesFigure(BigInt(s.totalCreditPaise))],
  ]);
  w.y -= 4;
  w.table(
    [
      { header: 'Date', width: 58 },
      { header: 'Type', width: 70 },
      { header: 'Reference', width: 125 },
      { header: 'Debit (Rs.)', width: 80, align: 'right' },
      { header: 'Credit (Rs.)', width: 80, align: 'right' },
      { header: 'Balance', width: 110, align: 'right' },
    ],
    [
      ['', 'Opening Balance', '', '', '', balanceText(BigInt(s.openingBalancePaise))],
      ...s.rows.map((r) => [
        formatDisplayDate(r.entryDate),
        r.typeLabel,
        r.reference,
        r.debitPaise === '0' ? '' : rupeesFigure(BigInt(r.debitPaise)).replace('Rs. ', ''),
        r.creditPaise === '0' ? '' : rupeesFigure(BigInt(r.creditPaise)).replace('Rs. ', ''),
        balanceText(BigInt(r.balancePaise)),
      ]),
      ['', 'Closing Balance', '', '', '', balanceText(BigInt(s.closingBalancePaise))],
    ],
  );
  w.ensure(110);
  w.text('Ageing of open invoices (days since invoice date)', w.left, { bold: true, size: 9 });
  w.y -= 12;
  const other = otherLedgerPaise(ageing);
  w.table(
    [
      { header: 'Bucket', width: 200 },
      { header: 'Invoices', width: 100, align: 'right' },
      { header: 'Amount', width: 223, align: 'right' },
    ],
    [
      ...ageing.buckets.map((b) => [
        `${b.bucket} days`,
        String(b.invoices),
        rupeesFigure(BigInt(b.amountPaise)),
      ]),
      ['Unallocated payments', '', `- ${rupeesFigure(BigInt(ageing.unallocatedPaise))}`],
      ...(other !== 0n ? [['Other ledger entries', '', rupeesFigure(other)]] : []),
      ['Outstanding', '', balanceText(BigInt(ageing.outstandingPaise))],
    ],
  );
  return w.save();
}

export async function statementXlsx(
  db: Db,
  scope: OwnerScope,
  input: StatementInput,
  now: Date,
): Promise<Buffer> {
  const { statement: s, ageing } = await statementParts(db, scope, input, now);
  const rupees = (paise: string | bigint) => Number(paise) / 100;
  const abs = (p: bigint) => (p < 0n ? -p : p);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Statement');
  sheet.addRow([`Statement of Account: ${neutraliseCell(s.buyerName)}`]);
  sheet.addRow([`Period: ${period(s)}`]);
  sheet.addRow([]);
  sheet.addRow(['Date', 'Type', 'Reference', 'Narration', 'Debit', 'Credit', 'Balance', 'Dr/Cr']);
  const opening = BigInt(s.openingBalancePaise);
  sheet.addRow(['', 'Opening Balance', '', '', null, null, rupees(abs(opening)), drCr(opening)]);
  for (const r of s.rows) {
    const balance = BigInt(r.balancePaise);
    sheet.addRow([
      r.entryDate,
      r.typeLabel,
      neutraliseCell(r.reference),
      neutraliseCell(r.narration ?? ''),
      rupees(r.debitPaise),
      rupees(r.creditPaise),
      rupees(abs(balance)),
      drCr(balance),
    ]);
  }
  const closing = BigInt(s.closingBalancePaise);
  sheet.addRow([
    '',
    'Closing Balance',
    '',
    '',
    rupees(s.totalDebitPaise),
    rupees(s.totalCreditPaise),
    rupees(abs(closing)),
    drCr(closing),
  ]);
  for (const col of [5, 6, 7]) sheet.getColumn(col).numFmt = '#,##,##0.00';
  sheet.getColumn(3).width = 24;
  sheet.getColumn(4).width = 36;
  const ageingSheet = book.addWorksheet('Ageing');
  ageingSheet.addRow(['Bucket (days since invoice date)', 'Invoices', 'Amount']);
  for (const b of ageing.buckets) ageingSheet.addRow([b.bucket, b.invoices, rupees(b.amountPaise)]);
  ageingSheet.addRow(['Unallocated payments', null, -rupees(ageing.unallocatedPaise)]);
  const other = otherLedgerPaise(ageing);
  if (other !== 0n) ageingSheet.addRow(['Other ledger entries', null, rupees(other)]);
  ageingSheet.addRow(['Outstanding', null, rupees(ageing.outstandingPaise)]);
  ageingSheet.getColumn(1).width = 32;
  ageingSheet.getColumn(3).numFmt = '#,##,##0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}
