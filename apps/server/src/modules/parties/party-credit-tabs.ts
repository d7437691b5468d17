import type {
  BuyerInvoiceItem,
  BuyerInvoicePage,
  BuyerInvoiceQuery,
  BuyerPaymentItem,
  BuyerPaymentList,
  BuyerPaymentQuery,
  Invoice,
  PageQuery,
  SellerBill,
  SellerBillPage,
  SellerNote,
  SellerNotePage,
} from '@dom/contract';
import { BUYER_RECEIVABLE_STATUSES, agedInvoiceStatus, invoiceStatusLabel, istDateOf } from '@dom/domain';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import type { OwnerScope } from '../identity';
import { invoiceScope, paymentScope } from '../credit';
import { presentNote, presentPayment } from '../credit';
import { creditInvoices, creditNotes, creditPayments, invoiceRevisions } from '../credit';
import { InvoiceQueries } from '../credit';
import { COUNT_CAP, pageFrom } from './party-paging';

function buyerInvoiceItem(i: Invoice): BuyerInvoiceItem {
  return {
    invoiceId: i.id,
    invoiceNumber: i.invoiceNumber,
    booksInvoiceId: i.booksInvoiceId,
    documentType: i.documentType,
    invoiceDate: i.invoiceDate,
    dueDate: i.dueDate,
    maxDueDate: i.maxDueDate,
    amountPaise: i.amountPaise,
    balancePaise: i.balancePaise,
    status: i.status,
    statusLabel: invoiceStatusLabel(i.status),
    orderKey: i.orderKey,
    sellerName: i.sellerName,
    tags: i.tags,
    version: i.version,
  };
}

function sellerBill(i: Invoice): SellerBill {
  return {
    billId: i.id,
    sellerBillId: i.sellerBillId,
    billDate: i.invoiceDate,
    amountPaise: i.amountPaise,
    status: i.status,
    statusLabel: invoiceStatusLabel(i.status),
    invoiceNumber: i.invoiceNumber,
    booksInvoiceId: i.booksInvoiceId,
    documentType: i.documentType,
    dueDate: i.dueDate,
    balancePaise: i.balancePaise,
    orderKey: i.orderKey,
    buyerName: i.buyerName,
  };
}

/**
 * The buyer and seller profile tabs whose records live in the credit area. Each reads through the
 * credit area's own query, scope and presenters (so statuses age exactly as there), narrowed to the
 * party; the caller checks first that the party itself is in scope (else 404).
 */
export class PartyCreditTabs {
  private readonly invoices: InvoiceQueries;
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {
    // Listing needs only the clock; the e-invoice portal is for notes and cancellations.
    this.invoices = new InvoiceQueries(db, { eInvoice: null, now });
  }

  /** The buyer's receivables, newest first; without a status filter the three open statuses, else any. */
  async buyerInvoices(scope: OwnerScope, buyerId: string, q: BuyerInvoiceQuery): Promise<BuyerInvoicePage> {
    const page = await this.invoices.list(scope, {
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      buyerId,
      statuses: q.statuses ?? [...BUYER_RECEIVABLE_STATUSES],
    });
    return { ...page, content: page.content.map(buyerInvoiceItem) };
  }

  /** The buyer's payments: pending ones (something unmatched) first, then newest first; 25 a time. */
  async buyerPayments(scope: OwnerScope, buyerId: string, q: BuyerPaymentQuery): Promise<BuyerPaymentList> {
    const where = and(
      paymentScope(scope),
      eq(creditPayments.buyerId, buyerId),
      q.status === 'PENDING' ? gt(creditPayments.unallocatedPaise, 0n) : undefined,
      q.status === 'SETTLED' ? eq(creditPayments.unallocatedPaise, 0n) : undefined,
    );
    const rows = await this.db
      .select()
      .from(creditPayments)
      .where(where)
      .orderBy(
        asc(sql`${creditPayments.unallocatedPaise} = 0`),
        desc(creditPayments.paymentDate),
        desc(creditPayments.id),
      )
      .limit(q.limit)
      .offset(q.offset);
    const content = rows.map((row): BuyerPaymentItem => {
      const p = presentPayment(row);
      return {
        paymentId: p.id,
        booksPaymentId: p.booksPaymentId,
        utr: p.utr,
        paymentType: p.paymentType,
        paymentDate: p.paymentDate,
        amountPaise: p.amountPaise,
        balancePaise: p.balancePaise,
        matchedPaise: (row.amountPaise - row.unallocatedPaise).toString(),
        unmatchedPaise: p.balancePaise,
        status: p.status,
        statusLabel: invoiceStatusLabel(p.status),
      };
    });
    const [n] = await this.db.select({ n: count() }).from(creditPayments).where(where);
    return { content, total: toCount(n?.n), limit: q.limit, offset: q.offset };
  }

  /** The seller's bills: the seller portal's invoice list (`/seller/invoices`) for this seller. */
  async sellerBills(scope: OwnerScope, sellerId: string, q: PageQuery): Promise<SellerBillPage> {
    const page = await this.invoices.list(
      { ...scope, sellerId },
      { pageNumber: q.pageNumber, pageSize: q.pageSize },
    );
    return { ...page, content: page.content.map(sellerBill) };
  }

  /** Credit and debit notes raised on the seller's invoices, newest first. */
  async sellerNotes(scope: OwnerScope, sellerId: string, q: PageQuery): Promise<SellerNotePage> {
    const receivable = alias(creditInvoices, 'receivable');
    const where = invoiceScope({ ...scope, sellerId });
    const rows = await this.db
      .select({
        n: creditNotes,
        requestId: invoiceRevisions.requestId,
        invoiceNumber: creditInvoices.invoiceNumber,
        buyerName: creditInvoices.buyerName,
        receivable: {
          status: receivable.status,
          dueDate: receivable.dueDate,
          maxDueDate: receivable.maxDueDate,
        },
      })
      .from(creditNotes)
      .innerJoin(creditInvoices, eq(creditInvoices.id, creditNotes.invoiceId))
      .leftJoin(invoiceRevisions, eq(invoiceRevisions.id, creditNotes.revisionId))
      .leftJoin(receivable, eq(receivable.id, creditNotes.receivableId))
      .where(where)
      .orderBy(desc(creditNotes.noteDate), desc(creditNotes.createdAt), desc(creditNotes.id))
      .limit(q.pageSize)
      .offset(q.pageNumber * q.pageSize);
    const today = istDateOf(this.now());
    const content = rows.map((r): SellerNote => {
      const note = presentNote(r.n, r.requestId);
      const debit = note.noteType === 'DBN';
      // A credit note is taken off its invoice in full when issued; a debit note is a receivable.
      const status =
        debit && r.receivable
          ? agedInvoiceStatus(r.receivable.status, r.receivable.dueDate, r.receivable.maxDueDate, today)
          : 'SETTLED';
      return {
        noteId: note.id,
        noteNumber: note.noteNumber,
        noteType: debit ? 'DEBIT_NOTE' : 'CREDIT_NOTE',
        noteDate: note.noteDate,
        amountPaise: note.amountPaise,
        status,
        statusLabel: invoiceStatusLabel(status),
        invoiceId: r.n.invoiceId,
        invoiceNumber: r.invoiceNumber,
        buyerName: r.buyerName,
        irn: note.irn,
        requestId: note.requestId,
      };
    });
    const capped = this.db
      .select({ one: sql`1` })
      .from(creditNotes)
      .innerJoin(creditInvoices, eq(creditInvoices.id, creditNotes.invoiceId))
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('x');
    const [n] = await this.db.select({ n: count() }).from(capped);
    const total = toCount(n?.n);
    return pageFrom(content, q, { total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP });
  }
}
