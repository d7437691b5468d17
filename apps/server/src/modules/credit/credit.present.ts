import type { CreditNote, Invoice, InvoiceRevision, Payment, Settlement } from '@dom/contract';
import { agedInvoiceStatus, invoiceRevisionStatusLabel } from '@dom/domain';
import type { CorrectionRequest, creditSettlements } from './credit.schema';
import type { InvoiceRow, NoteRow, PaymentRow, RevisionRow } from './credit.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentInvoice(row: InvoiceRow, today: string): Invoice {
  return {
    id: row.id,
    documentType: row.documentType as Invoice['documentType'],
    invoiceNumber: row.invoiceNumber,
    booksInvoiceId: row.booksInvoiceId,
    buyerInvoiceNumber: row.buyerInvoiceNumber,
    sellerBillId: row.sellerBillId,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    maxDueDate: row.maxDueDate,
    amountPaise: row.amountPaise.toString(),
    balancePaise: row.openPaise.toString(),
    status: agedInvoiceStatus(row.status, row.dueDate, row.maxDueDate, today),
    orderKey: row.orderKey,
    consignmentKey: row.consignmentKey,
    buyerId: row.buyerId,
    buyerName: row.buyerName,
    booksBuyerId: row.booksBuyerId,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    businessUnit: row.businessUnit,
    irn: row.irn,
    irnAckAt: iso(row.irnAckAt),
    tags: row.tags,
    version: row.version,
  };
}

export function paymentStatusOf(row: Pick<PaymentRow, 'unallocatedPaise'>): 'PENDING' | 'SETTLED' {
  return row.unallocatedPaise === 0n ? 'SETTLED' : 'PENDING';
}

export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    booksPaymentId: row.booksPaymentId,
    booksBuyerId: row.booksBuyerId,
    buyerId: row.buyerId,
    buyerName: row.buyerName,
    utr: row.utr,
    paymentType: row.paymentType as Payment['paymentType'],
    paymentDate: row.paymentDate,
    amountPaise: row.amountPaise.toString(),
    balancePaise: row.unallocatedPaise.toString(),
    status: paymentStatusOf(row),
  };
}

export function presentSettlement(
  s: typeof creditSettlements.$inferSelect,
  p: PaymentRow,
  i: Pick<InvoiceRow, 'booksInvoiceId' | 'invoiceNumber'>,
): Settlement {
  return {
    id: s.id,
    booksPaymentId: p.booksPaymentId,
    booksInvoiceId: i.booksInvoiceId,
    invoiceNumber: i.invoiceNumber,
    utr: p.utr,
    paymentType: p.paymentType as Settlement['paymentType'],
    paymentDate: p.paymentDate,
    matchAmountPaise: s.amountPaise.toString(),
    balanceAmountPaise: s.invoiceBalancePaise.toString(),
    paymentBalancePaise: s.paymentBalancePaise.toString(),
    mismatchTag: s.mismatchTag as Settlement['mismatchTag'],
    matchedAt: s.createdAt.toISOString(),
  };
}

export function presentNote(n: NoteRow, requestId: string | null): CreditNote {
  return {
    id: n.id,
    noteType: n.noteType as CreditNote['noteType'],
    noteNumber: n.noteNumber,
    noteDate: n.noteDate,
    amountPaise: n.amountPaise.toString(),
    irn: n.irn,
    irnAckAt: n.irnAckAt.toISOString(),
    requestId,
  };
}

export function pendingCorrectionOf(request: CorrectionRequest | null): InvoiceRevision['pendingCorrection'] {
  if (!request) return null;
  return request.kind === 'IRN_VOID'
    ? {
        kind: request.kind,
        amountPaise: null,
        cancelReasonCode: request.cancelReasonCode,
        remark: request.remark,
      }
    : { kind: request.kind, amountPaise: request.amountPaise, cancelReasonCode: null, remark: null };
}

export function presentRevision(
  r: RevisionRow,
  invoice: Pick<InvoiceRow, 'invoiceNumber' | 'booksInvoiceId'>,
  orderStatus: string,
  note: NoteRow | null,
): InvoiceRevision {
  return {
    requestId: r.requestId,
    status: r.status,
    statusLabel: invoiceRevisionStatusLabel(r.status),
    invoiceId: r.invoiceId,
    invoiceNumber: invoice.invoiceNumber,
    booksInvoiceId: invoice.booksInvoiceId,
    orderKey: r.orderKey,
    consignmentKey: r.consignmentKey,
    invoiceCorrectedOrderKey: r.invoiceCorrectedOrderKey,
    reason: r.reason,
    reasonCode: r.reasonCode,
    bypassIRNCheck: r.bypassIrnCheck,
    comments: r.comments,
    decisionComments: r.decisionComments,
    correction: r.correction as InvoiceRevision['correction'],
    pendingCorrection: pendingCorrectionOf(r.correctionRequest),
    note: note ? presentNote(note, r.requestId) : null,
    orderStatus,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
