import type { IsoDate } from '../dates/ist-calendar';
import type { Paise } from '../money/paise';
import type { LedgerTransactionType } from '../options/finance.options';

/**
 * A buyer's ledger is a receivables account: debits (invoices, debit notes, refunds paid back) raise
 * what the buyer owes, credits (payments, credit notes, TDS deducted, write-offs) lower it. The
 * balance is always the plain sum of debit minus credit, so it can never drift from its entries.
 */
export type LedgerSide = 'DEBIT' | 'CREDIT';

export const LEDGER_NORMAL_SIDE: Readonly<Record<LedgerTransactionType, LedgerSide>> = {
  INVOICE: 'DEBIT',
  DEBIT_NOTE: 'DEBIT',
  REFUND: 'DEBIT',
  PAYMENT: 'CREDIT',
  CREDIT_NOTE: 'CREDIT',
  TDS: 'CREDIT',
  WRITE_OFF: 'CREDIT',
};

export interface LedgerEntry {
  type: LedgerTransactionType;
  entryDate: IsoDate;
  /** Posting order within a day (the row id): ties on date keep the order they were written. */
  sequence: number;
  debitPaise: Paise;
  creditPaise: Paise;
}

/**
 * The entry for an amount on its type's normal side; `reversal` puts it on the other side (a voided
 * invoice is an INVOICE credit, so the invoice and its reversal sit together in the statement).
 */
export function ledgerSides(
  type: LedgerTransactionType,
  amount: Paise,
  reversal = false,
): { debitPaise: Paise; creditPaise: Paise } {
  if (amount <= 0n) throw new RangeError('A ledger amount must be more than zero');
  const debit = (LEDGER_NORMAL_SIDE[type] === 'DEBIT') !== reversal;
  return debit ? { debitPaise: amount, creditPaise: 0n } : { debitPaise: 0n, creditPaise: amount };
}

/** What one entry adds to the balance (positive: the buyer owes more). */
export function ledgerEffect(entry: Pick<LedgerEntry, 'debitPaise' | 'creditPaise'>): Paise {
  return entry.debitPaise - entry.creditPaise;
}

export function compareLedgerEntries(a: LedgerEntry, b: LedgerEntry): number {
  if (a.entryDate !== b.entryDate) return a.entryDate < b.entryDate ? -1 : 1;
  return a.sequence - b.sequence;
}

export function ledgerBalance(entries: Iterable<Pick<LedgerEntry, 'debitPaise' | 'creditPaise'>>): Paise {
  let total = 0n;
  for (const entry of entries) total += ledgerEffect(entry);
  return total;
}

export interface LedgerStatement<T extends LedgerEntry> {
  openingPaise: Paise;
  closingPaise: Paise;
  totalDebitPaise: Paise;
  totalCreditPaise: Paise;
  rows: (T & { balancePaise: Paise })[];
}

/**
 * Running balances from an opening balance over entries already in order. The closing balance is
 * the last running balance (the opening one for an empty range).
 */
export function withRunningBalance<T extends LedgerEntry>(
  openingPaise: Paise,
  entries: readonly T[],
): LedgerStatement<T> {
  let balance = openingPaise;
  let debit = 0n;
  let credit = 0n;
  const rows = entries.map((entry) => {
    balance += ledgerEffect(entry);
    debit += entry.debitPaise;
    credit += entry.creditPaise;
    return { ...entry, balancePaise: balance };
  });
  return { openingPaise, closingPaise: balance, totalDebitPaise: debit, totalCreditPaise: credit, rows };
}

/**
 * The statement for a date range (both ends inclusive, either open): the opening balance is every
 * entry before `from`, the rows are the entries inside, in date then posting order.
 */
export function ledgerStatement<T extends LedgerEntry>(
  entries: readonly T[],
  range: { from?: IsoDate; to?: IsoDate } = {},
): LedgerStatement<T> {
  const sorted = [...entries].sort(compareLedgerEntries);
  const before = sorted.filter((e) => range.from !== undefined && e.entryDate < range.from);
  const inside = sorted.filter(
    (e) =>
      (range.from === undefined || e.entryDate >= range.from) &&
      (range.to === undefined || e.entryDate <= range.to),
  );
  return withRunningBalance(ledgerBalance(before), inside);
}
