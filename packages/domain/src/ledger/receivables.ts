import type { IsoDate } from '../dates/ist-calendar';
import type { Paise } from '../money/paise';
import type { LedgerTransactionType } from '../options/finance.options';
import { type LedgerEntry, ledgerSides } from './ledger';
import { checkMatch, checkReduction } from './settlement';

/**
 * The pure model of one buyer's receivables, used by the property tests and mirrored by the
 * server's SQL: open documents (invoices and debit notes), payments with an unallocated rest, and
 * the ledger. Every operation keeps `ledger balance = Σ open documents − Σ unallocated payments`.
 */
export interface OpenDocument {
  id: string;
  amountPaise: Paise;
  openPaise: Paise;
}

export interface ReceivedPayment {
  id: string;
  amountPaise: Paise;
  unallocatedPaise: Paise;
}

export interface Receivables {
  documents: ReadonlyMap<string, OpenDocument>;
  payments: ReadonlyMap<string, ReceivedPayment>;
  entries: readonly LedgerEntry[];
}

export const EMPTY_RECEIVABLES: Receivables = { documents: new Map(), payments: new Map(), entries: [] };

export class ReceivablesRefusal extends Error {
  override readonly name = 'ReceivablesRefusal';
}

function post(
  book: Receivables,
  type: LedgerTransactionType,
  date: IsoDate,
  amount: Paise,
  reversal = false,
): LedgerEntry[] {
  return [
    ...book.entries,
    { type, entryDate: date, sequence: book.entries.length + 1, ...ledgerSides(type, amount, reversal) },
  ];
}

function withDocument(book: Receivables, doc: OpenDocument): Map<string, OpenDocument> {
  return new Map(book.documents).set(doc.id, doc);
}

function withPayment(book: Receivables, payment: ReceivedPayment): Map<string, ReceivedPayment> {
  return new Map(book.payments).set(payment.id, payment);
}

function documentOf(book: Receivables, id: string): OpenDocument {
  const doc = book.documents.get(id);
  if (!doc) throw new ReceivablesRefusal(`No document ${id}`);
  return doc;
}

function paymentOf(book: Receivables, id: string): ReceivedPayment {
  const payment = book.payments.get(id);
  if (!payment) throw new ReceivablesRefusal(`No payment ${id}`);
  return payment;
}

/** An invoice or a debit note: a new open document and its debit. */
export function raiseDocument(
  book: Receivables,
  type: 'INVOICE' | 'DEBIT_NOTE',
  id: string,
  amount: Paise,
  date: IsoDate,
): Receivables {
  if (book.documents.has(id)) throw new ReceivablesRefusal(`Document ${id} exists`);
  if (amount <= 0n) throw new ReceivablesRefusal('A document amount must be more than zero');
  return {
    ...book,
    documents: withDocument(book, { id, amountPaise: amount, openPaise: amount }),
    entries: post(book, type, date, amount),
  };
}

export function receivePayment(book: Receivables, id: string, amount: Paise, date: IsoDate): Receivables {
  if (book.payments.has(id)) throw new ReceivablesRefusal(`Payment ${id} exists`);
  if (amount <= 0n) throw new ReceivablesRefusal('A payment amount must be more than zero');
  return {
    ...book,
    payments: withPayment(book, { id, amountPaise: amount, unallocatedPaise: amount }),
    entries: post(book, 'PAYMENT', date, amount),
  };
}

/** Matching moves no money: the payment is already credited, so the ledger is unchanged. */
export function matchPayment(
  book: Receivables,
  paymentId: string,
  documentId: string,
  amount: Paise,
): Receivables {
  const payment = paymentOf(book, paymentId);
  const doc = documentOf(book, documentId);
  const refusal = checkMatch({
    paymentUnallocatedPaise: payment.unallocatedPaise,
    invoiceOpenPaise: doc.openPaise,
    invoiceAmountPaise: doc.amountPaise,
    matchingAmountPaise: amount,
  });
  if (refusal) throw new ReceivablesRefusal(refusal);
  return {
    ...book,
    documents: withDocument(book, { ...doc, openPaise: doc.openPaise - amount }),
    payments: withPayment(book, { ...payment, unallocatedPaise: payment.unallocatedPaise - amount }),
  };
}

/** A credit note, TDS deducted or a write-off against a document's open amount. */
export function reduceDocument(
  book: Receivables,
  type: 'CREDIT_NOTE' | 'TDS' | 'WRITE_OFF',
  documentId: string,
  amount: Paise,
  date: IsoDate,
): Receivables {
  const doc = documentOf(book, documentId);
  const refusal = checkReduction(doc.openPaise, amount);
  if (refusal) throw new ReceivablesRefusal(refusal);
  return {
    ...book,
    documents: withDocument(book, { ...doc, openPaise: doc.openPaise - amount }),
    entries: post(book, type, date, amount),
  };
}

/** Money paid back out of a payment's unallocated rest. */
export function refundPayment(
  book: Receivables,
  paymentId: string,
  amount: Paise,
  date: IsoDate,
): Receivables {
  const payment = paymentOf(book, paymentId);
  const refusal = checkReduction(payment.unallocatedPaise, amount);
  if (refusal) throw new ReceivablesRefusal(refusal);
  return {
    ...book,
    payments: withPayment(book, { ...payment, unallocatedPaise: payment.unallocatedPaise - amount }),
    entries: post(book, 'REFUND', date, amount),
  };
}

/** Only an untouched document can be voided; its debit is reversed on the same type. */
export function voidDocument(
  book: Receivables,
  documentId: string,
  type: 'INVOICE' | 'DEBIT_NOTE',
  date: IsoDate,
): Receivables {
  const doc = documentOf(book, documentId);
  if (doc.openPaise !== doc.amountPaise)
    throw new ReceivablesRefusal('Only an unpaid document can be voided');
  return {
    ...book,
    documents: withDocument(book, { ...doc, openPaise: 0n }),
    entries: post(book, type, date, doc.amountPaise, true),
  };
}

/** What the open items say the buyer owes: the ledger balance must always equal it. */
export function outstandingOf(book: Receivables): Paise {
  let total = 0n;
  for (const doc of book.documents.values()) total += doc.openPaise;
  for (const payment of book.payments.values()) total -= payment.unallocatedPaise;
  return total;
}
