import { addDays, istDateOf, ledgerSides, maxDueDateOf } from '@dom/domain';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../platform/db/database';
import {
  creditInvoices,
  creditLedgerEntries,
  creditNotes,
  creditPayments,
  creditSettlements,
  invoiceRevisions,
} from '../modules/credit/credit.schema';
import { irnOf } from '../modules/credit/irn-rule';
import { Rng } from './random';

interface OrderPick {
  id: string;
  order_key: string;
  status: string;
  order_date: string | Date;
  credit_days: number;
  max_mdd: string | null;
  total_paise: string;
  business_unit: string;
  rm_email: string | null;
  tm_email: string | null;
  buyer_po_number: string | null;
  buyer_id: string;
  buyer_name: string;
  buyer_code: string;
  buyer_gstin: string;
  seller_id: string;
  seller_name: string;
  seller_gstin: string;
  consignment_key: string | null;
}

type InvoiceInsert = typeof creditInvoices.$inferInsert & { id: string };
type LedgerInsert = typeof creditLedgerEntries.$inferInsert;

const CHUNK = 1000;
const INVOICED = ['IN_PROGRESS', 'COMPLETED', 'INVOICE_REVISION_REQUESTED', 'INVOICE_CORRECTED'];
const OPEN_REVISION_STATES = ['REVISION_REQUESTED', 'UNDER_REVIEW', 'APPROVED', 'IN_PROGRESS'] as const;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const jsonValue = (v: unknown) =>
  typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : v;

/**
 * Inserts rows as one JSON parameter per chunk (json_populate_recordset): binding thousands of
 * parameters one by one is what makes a large seed slow on PGlite.
 */
async function insertRows(
  tx: DbOrTx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cols = sql.raw(keys.map((k) => `"${snake(k)}"`).join(', '));
  const name = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows
      .slice(i, i + CHUNK)
      .map((r) => Object.fromEntries(keys.map((k) => [snake(k), jsonValue(r[k] ?? null)])));
    await tx.execute(
      sql`INSERT INTO ${name} (${cols}) SELECT ${cols} FROM json_populate_recordset(null::${name}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

/**
 * Buyers who pay what falls due (every second demo buyer by its books code): nothing of theirs is
 * overdue, so their credit orders pack; the others carry the book's overdue invoices.
 */
export function promptPayer(booksBuyerId: string): boolean {
  const n = Number(/\d+$/.exec(booksBuyerId)?.[0] ?? '1');
  return n % 2 === 0;
}

/** Deterministic uuids from a counter, so the same seed gives the same ids. */
function uuidOf(kind: number, n: number): string {
  const hex = (kind * 0x10000000 + n).toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

/**
 * Demo receivables for invoiced orders: an invoice each (a few still draft or awaiting price
 * approval), payments settled in full or in part (with short-payment and TDS tags), TDS and
 * write-offs, refunds, credit and debit notes, and revisions in every state that agree with the
 * order's status. Balances follow the same rules as the server: no open amount goes below zero
 * and every buyer's ledger sums to its open invoices less its unmatched payments.
 */
export async function seedCredit(
  db: Db,
  seedValue = 2026,
  asOf: Date = new Date(),
): Promise<{ invoices: number }> {
  const rng = new Rng(seedValue + 7);
  // The seed's day: no invoice or payment is dated after it.
  const TODAY = istDateOf(asOf);
  const picked = await db.execute(sql`
    SELECT o.id, o.order_key, o.status, o.order_date, o.credit_days, o.max_mdd::text AS max_mdd,
      o.total_paise::text AS total_paise, o.business_unit, o.rm_email, o.tm_email, o.buyer_po_number,
      b.id AS buyer_id, b.name AS buyer_name, b.code AS buyer_code, b.gstin AS buyer_gstin,
      s.id AS seller_id, s.name AS seller_name, s.gstin AS seller_gstin,
      (SELECT c.consignment_key FROM consignments c
        WHERE c.order_id = o.id AND c.status NOT IN ('CANCELLED', 'REVOKED')
        ORDER BY c.consignment_key LIMIT 1) AS consignment_key
    FROM orders o JOIN buyers b ON b.id = o.buyer_id JOIN sellers s ON s.id = o.seller_id
    WHERE o.status IN ('IN_PROGRESS','COMPLETED','INVOICE_REVISION_REQUESTED','INVOICE_CORRECTED')
    ORDER BY o.order_key`);
  const rows = (picked as { rows: OrderPick[] }).rows ?? (picked as OrderPick[]);

  const invoices: InvoiceInsert[] = [];
  const payments: (typeof creditPayments.$inferInsert)[] = [];
  const settlements: (typeof creditSettlements.$inferInsert)[] = [];
  const notes: (typeof creditNotes.$inferInsert)[] = [];
  const revisions: (typeof invoiceRevisions.$inferInsert)[] = [];
  const ledger: LedgerInsert[] = [];
  let completedSeen = 0;
  let paymentNo = 0;
  /** Each invoice's latest payment day (a settling payment comes no earlier). */
  const paidOn = new Map<string, string>();

  rows.forEach((o, idx) => {
    if (!INVOICED.includes(o.status)) return;
    const n = idx + 1;
    const orderDay = istDateOf(new Date(o.order_date));
    const invoiceDate = [addDays(orderDay, rng.int(3, 12)), TODAY].sort()[0] ?? TODAY;
    const dueDate = addDays(invoiceDate, o.credit_days);
    const amount = BigInt(o.total_paise);
    const number = `INV/${String(n).padStart(6, '0')}`;
    const draft = o.status === 'IN_PROGRESS' && rng.chance(0.15);
    const inv: InvoiceInsert = {
      id: uuidOf(1, n),
      documentType: 'INV',
      invoiceNumber: number,
      booksInvoiceId: `BI-${o.order_key}`,
      buyerInvoiceNumber: o.buyer_po_number
        ? `B${o.buyer_po_number.replace(/[^A-Z0-9]/g, '').slice(-10)}`
        : null,
      sellerBillId: `SB/${String(n).padStart(6, '0')}`,
      orderId: o.id,
      orderKey: o.order_key,
      consignmentKey: `CN${o.order_key.slice(2)}-1`,
      buyerId: o.buyer_id,
      buyerName: o.buyer_name,
      booksBuyerId: o.buyer_code,
      buyerGstin: o.buyer_gstin,
      sellerId: o.seller_id,
      sellerName: o.seller_name,
      sellerGstin: o.seller_gstin,
      businessUnit: o.business_unit,
      rmEmail: o.rm_email,
      tmEmail: o.tm_email,
      invoiceDate,
      dueDate,
      maxDueDate: maxDueDateOf(dueDate, o.max_mdd),
      amountPaise: amount,
      openPaise: amount,
      status: draft ? rng.pick(['DRAFT', 'PENDING_APPROVAL']) : 'OPEN',
      irn: draft ? null : irnOf(o.seller_gstin, invoiceDate, 'INV', number),
      irnAckAt: draft ? null : new Date(`${invoiceDate}T11:00:00+05:30`),
      tags: rng.chance(0.1) ? [rng.pick(['priority', 'dispute', 'follow-up'])] : [],
    };
    invoices.push(inv);
    if (draft) return;
    const post = (e: Omit<LedgerInsert, 'buyerId'>) => ledger.push({ buyerId: o.buyer_id, ...e });
    post({
      entryType: 'INVOICE',
      entryDate: invoiceDate,
      ...ledgerSides('INVOICE', amount),
      reference: number,
      invoiceId: inv.id,
    });

    // Revisions that agree with the order: open ones on revision-requested orders, a corrected one
    // (with its note) on corrected orders, a few dropped ones on completed orders.
    const serial = revisions.length + 1;
    const revisionBase = {
      id: uuidOf(2, serial),
      requestId: `REQ-${o.order_key}`,
      invoiceId: inv.id,
      orderId: o.id,
      orderKey: o.order_key,
      // The order's first live consignment, so that consignment's Request Summary lists it.
      consignmentKey: o.consignment_key ?? inv.consignmentKey ?? '',
      invoiceCorrectedOrderKey: o.order_key,
      reason: 'OTHERS',
      reasonCode: rng.pick(['PRICE_CORRECTION', 'QUANTITY_CORRECTION', 'GSTIN_CORRECTION']),
      comments: 'Correction requested by the buyer',
      buyerId: o.buyer_id,
      sellerId: o.seller_id,
      businessUnit: o.business_unit,
      rmEmail: o.rm_email,
      tmEmail: o.tm_email,
    };
    if (o.status === 'INVOICE_REVISION_REQUESTED') {
      revisions.push({
        ...revisionBase,
        status: OPEN_REVISION_STATES[serial % OPEN_REVISION_STATES.length] ?? 'REVISION_REQUESTED',
      });
    } else if (o.status === 'INVOICE_CORRECTED') {
      const credit = serial % 3 !== 0;
      const noteAmount = (amount * BigInt(rng.int(2, 8))) / 100n;
      const noteNumber = `${credit ? 'CN' : 'DN'}-${String(serial).padStart(6, '0')}`;
      const noteId = uuidOf(3, serial);
      let receivableId: string | null = null;
      if (credit) {
        inv.openPaise = (inv.openPaise ?? 0n) - noteAmount;
        post({
          entryType: 'CREDIT_NOTE',
          entryDate: invoiceDate,
          ...ledgerSides('CREDIT_NOTE', noteAmount),
          reference: noteNumber,
          invoiceId: inv.id,
          noteId,
        });
      } else {
        receivableId = uuidOf(4, serial);
        invoices.push({
          ...inv,
          id: receivableId,
          documentType: 'DBN',
          invoiceNumber: noteNumber,
          booksInvoiceId: `${inv.booksInvoiceId}/${noteNumber}`,
          buyerInvoiceNumber: null,
          amountPaise: noteAmount,
          openPaise: noteAmount,
          status: 'OPEN',
          irn: irnOf(o.seller_gstin, invoiceDate, 'DBN', noteNumber),
          tags: [],
        });
        post({
          entryType: 'DEBIT_NOTE',
          entryDate: invoiceDate,
          ...ledgerSides('DEBIT_NOTE', noteAmount),
          reference: noteNumber,
          invoiceId: receivableId,
          noteId,
        });
      }
      notes.push({
        id: noteId,
        noteType: credit ? 'CRN' : 'DBN',
        noteNumber,
        noteDate: invoiceDate,
        invoiceId: inv.id,
        receivableId,
        revisionId: revisionBase.id,
        buyerId: o.buyer_id,
        amountPaise: noteAmount,
        irn: irnOf(o.seller_gstin, invoiceDate, credit ? 'CRN' : 'DBN', noteNumber),
        irnAckAt: new Date(`${invoiceDate}T15:00:00+05:30`),
      });
      revisions.push({
        ...revisionBase,
        status: 'CORRECTED',
        correction: credit ? 'CREDIT_NOTE' : 'DEBIT_NOTE',
        noteId,
      });
    } else if (o.status === 'COMPLETED' && completedSeen++ % 6 === 0) {
      revisions.push({
        ...revisionBase,
        status: completedSeen % 12 === 1 ? 'REJECTED' : 'CANCELLED',
        decisionComments: 'Not needed',
      });
    }

    // Payments: most invoices are paid in full, some in part (short or TDS), the rest are open.
    const roll = rng.next();
    if (roll > 0.8) return;
    const open = inv.openPaise ?? 0n;
    const paymentDate =
      [addDays(invoiceDate, rng.int(1, Math.max(2, o.credit_days + 10))), TODAY].sort()[0] ?? TODAY;
    const tds = roll < 0.1;
    // A payment short by less than ₹100 leaves a balance that is written off.
    const small = roll >= 0.1 && roll < 0.15;
    const pay = tds
      ? open - (inv.amountPaise * 2n) / 100n
      : small
        ? open - BigInt(rng.int(100, 9_999))
        : roll < 0.55
          ? open
          : (open * BigInt(rng.int(30, 90))) / 100n;
    if (pay <= 0n) return;
    paymentNo += 1;
    const extra = rng.chance(0.05) ? BigInt(rng.int(1000, 500000)) : 0n;
    const payment = {
      id: uuidOf(5, paymentNo),
      booksPaymentId: `BP-${String(paymentNo).padStart(7, '0')}`,
      buyerId: o.buyer_id,
      buyerName: o.buyer_name,
      booksBuyerId: o.buyer_code,
      businessUnit: o.business_unit,
      rmEmail: o.rm_email,
      tmEmail: o.tm_email,
      utr: `UTR${rng.digits(12)}`,
      paymentType: rng.pick(['NEFT', 'RTGS', 'IMPS', 'UPI', 'CHEQUE']),
      paymentDate,
      amountPaise: pay + extra,
      unallocatedPaise: extra,
    };
    payments.push(payment);
    paidOn.set(inv.id, paymentDate);
    post({
      entryType: 'PAYMENT',
      entryDate: paymentDate,
      ...ledgerSides('PAYMENT', pay + extra),
      reference: payment.utr,
      paymentId: payment.id,
    });
    const left = open - pay;
    settlements.push({
      id: uuidOf(6, paymentNo),
      paymentId: payment.id,
      invoiceId: inv.id,
      buyerId: o.buyer_id,
      amountPaise: pay,
      invoiceBalancePaise: left,
      paymentBalancePaise: extra,
      mismatchTag: left === 0n ? null : extra > 0n ? 'AMBIGUOUS' : tds ? 'TDS_ADJUSTMENT' : 'SHORT_PAYMENT',
    });
    inv.openPaise = left;
    if (left === 0n) inv.status = 'SETTLED';
    else if (tds) {
      // The TDS certificate arrived: the shortfall is posted as TDS and the invoice is paid.
      post({
        entryType: 'TDS',
        entryDate: paymentDate,
        ...ledgerSides('TDS', left),
        reference: number,
        narration: 'TDS 2%',
        invoiceId: inv.id,
      });
      inv.openPaise = 0n;
      inv.status = 'PAID';
    } else if (left < 10_000n) {
      post({
        entryType: 'WRITE_OFF',
        entryDate: paymentDate,
        ...ledgerSides('WRITE_OFF', left),
        reference: number,
        narration: 'Small balance written off',
        invoiceId: inv.id,
      });
      inv.openPaise = 0n;
      inv.status = 'PAID';
    }
    if (extra > 0n && rng.chance(0.5)) {
      const refund = extra / 2n;
      if (refund > 0n) {
        payment.unallocatedPaise = extra - refund;
        post({
          entryType: 'REFUND',
          entryDate: paymentDate,
          ...ledgerSides('REFUND', refund),
          reference: payment.utr,
          narration: 'Excess refunded',
          paymentId: payment.id,
        });
      }
    }
  });

  // A book where every buyer is overdue blocks every credit consignment (OVERDUE_INVOICES) and tells
  // a credit user nothing: half the buyers pay what falls past its maximum due date, in full, on
  // that day (or on their last part payment's, if later). Their own generator, so the rest of the
  // demo stays as it was.
  const prompt = new Rng(seedValue + 11);
  for (const inv of invoices) {
    const open = inv.openPaise ?? 0n;
    if (inv.status !== 'OPEN' || open <= 0n || !promptPayer(inv.booksBuyerId ?? '')) continue;
    if (!inv.maxDueDate || inv.maxDueDate >= TODAY) continue;
    paymentNo += 1;
    const last = paidOn.get(inv.id) ?? inv.maxDueDate;
    const paymentDate = [last > inv.maxDueDate ? last : inv.maxDueDate, TODAY].sort()[0] ?? TODAY;
    const payment = {
      id: uuidOf(5, paymentNo),
      booksPaymentId: `BP-${String(paymentNo).padStart(7, '0')}`,
      buyerId: inv.buyerId,
      buyerName: inv.buyerName,
      booksBuyerId: inv.booksBuyerId,
      businessUnit: inv.businessUnit,
      rmEmail: inv.rmEmail,
      tmEmail: inv.tmEmail,
      utr: `UTR${prompt.digits(12)}`,
      paymentType: prompt.pick(['NEFT', 'RTGS', 'IMPS', 'UPI', 'CHEQUE']),
      paymentDate,
      amountPaise: open,
      unallocatedPaise: 0n,
    };
    payments.push(payment);
    ledger.push({
      buyerId: inv.buyerId,
      entryType: 'PAYMENT',
      entryDate: paymentDate,
      ...ledgerSides('PAYMENT', open),
      reference: payment.utr,
      paymentId: payment.id,
    });
    settlements.push({
      id: uuidOf(6, paymentNo),
      paymentId: payment.id,
      invoiceId: inv.id,
      buyerId: inv.buyerId,
      amountPaise: open,
      invoiceBalancePaise: 0n,
      paymentBalancePaise: 0n,
      mismatchTag: null,
    });
    inv.openPaise = 0n;
    inv.status = 'SETTLED';
  }

  ledger.sort((a, b) => (a.entryDate < b.entryDate ? -1 : a.entryDate > b.entryDate ? 1 : 0));
  await db.transaction(async (tx: DbOrTx) => {
    await insertRows(tx, creditInvoices, invoices);
    await insertRows(tx, creditPayments, payments);
    await insertRows(tx, creditSettlements, settlements);
    await insertRows(tx, creditNotes, notes);
    await insertRows(tx, invoiceRevisions, revisions);
    await insertRows(tx, creditLedgerEntries, ledger);
  });
  return { invoices: invoices.length };
}
