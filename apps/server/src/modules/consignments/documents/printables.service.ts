import type { InvoiceDocuments, Printable, PrintableKind, PrintableList } from '@dom/contract';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../../platform/caller';
import type { Db } from '../../../platform/db/database';
import { AppError, notFound } from '../../../platform/errors';
import { creditInvoices, invoiceScope } from '../../credit';
import { foundInScope } from '../../identity';
import {
  listConsignmentLines,
  listEwayBills,
  findConsignment,
  type ConsignmentRow,
} from '../consignments.repo';
import type { EwayBillRow } from '../consignment-eway-bill.service';
import { renderDeliveryChallan } from './delivery-challan.pdf';
import { renderEwayBill } from './eway-bill.pdf';
import { printDataOf } from './printable-data';
import { renderTaxInvoice } from './tax-invoice.pdf';

// The documents centre of a consignment: what it can be printed as now (each with the reason when
// not yet), and the PDF of each, rendered from the records on request in the caller's scope.

export const TAX_INVOICE_NOT_READY = 'The tax invoice is printed once the e-invoice (IRN) is generated';
export const NO_EWAY_BILL = 'No e-way bill has been generated for this consignment';
export const CHALLAN_NOT_READY = 'The delivery challan is printed once the seller has acknowledged the lines';

const safe = (text: string): string => text.replace(/[^A-Za-z0-9._-]+/g, '-');

function printablesOf(row: ConsignmentRow, bills: readonly EwayBillRow[]): Printable[] {
  const invoiceNo = row.buyerInvoiceNumber ?? row.consignmentKey;
  const ready = row.irn !== null && row.signedQrCode !== null;
  const acknowledged = !['REQUESTED', 'REJECTED'].includes(row.status);
  const list: Printable[] = [
    {
      kind: 'tax-invoice',
      ewayBillNumber: null,
      fileName: `tax-invoice-${safe(invoiceNo)}.pdf`,
      available: ready,
      reason: ready ? null : TAX_INVOICE_NOT_READY,
    },
  ];
  const shown = bills.filter((b) => b.status !== 'CANCELLED');
  if (shown.length === 0)
    list.push({
      kind: 'eway-bill',
      ewayBillNumber: null,
      fileName: 'eway-bill.pdf',
      available: false,
      reason: NO_EWAY_BILL,
    });
  for (const bill of shown)
    list.push({
      kind: 'eway-bill',
      ewayBillNumber: bill.ewayBillNumber,
      fileName: `eway-bill-${bill.ewayBillNumber}.pdf`,
      available: true,
      reason: null,
    });
  list.push({
    kind: 'delivery-challan',
    ewayBillNumber: null,
    fileName: `delivery-challan-${safe(row.consignmentKey)}.pdf`,
    available: acknowledged,
    reason: acknowledged ? null : CHALLAN_NOT_READY,
  });
  return list;
}

export class ConsignmentPrintables {
  constructor(private readonly db: Db) {}

  private async row(caller: Caller, key: string): Promise<ConsignmentRow> {
    return foundInScope(await findConsignment(this.db, caller.scope, key), 'Consignment');
  }

  async list(caller: Caller, key: string): Promise<PrintableList> {
    const row = await this.row(caller, key);
    const bills = await listEwayBills(this.db, row.id);
    return { consignmentKey: row.consignmentKey, printables: printablesOf(row, bills) };
  }

  /** The PDF of one printable; 409 DOCUMENT_NOT_READY with the reason while it cannot be printed. */
  async render(
    caller: Caller,
    key: string,
    kind: PrintableKind,
    ewayBillNumber: string | undefined,
  ): Promise<{ fileName: string; bytes: Uint8Array }> {
    const row = await this.row(caller, key);
    const bills = await listEwayBills(this.db, row.id);
    const wanted = printablesOf(row, bills).find(
      (p) =>
        p.kind === kind && (kind !== 'eway-bill' || !ewayBillNumber || p.ewayBillNumber === ewayBillNumber),
    );
    if (!wanted) throw notFound('E-way bill');
    if (!wanted.available)
      throw new AppError('DOCUMENT_NOT_READY', wanted.reason ?? 'Not ready', undefined, 409);
    const data = await printDataOf(this.db, row, await listConsignmentLines(this.db, row.id));
    if (kind === 'tax-invoice') return { fileName: wanted.fileName, bytes: await renderTaxInvoice(data) };
    if (kind === 'delivery-challan')
      return { fileName: wanted.fileName, bytes: await renderDeliveryChallan(data) };
    const bill = bills.find((b) => b.ewayBillNumber === wanted.ewayBillNumber);
    if (!bill) throw notFound('E-way bill');
    return { fileName: wanted.fileName, bytes: await renderEwayBill(data, bill) };
  }

  /**
   * An invoice's lines and documents (from the consignment it bills): the caller must see the
   * invoice (its invoice scope) and hold the ledger view or the seller's invoices tab.
   */
  async invoiceDocuments(caller: Caller, invoiceId: string): Promise<InvoiceDocuments> {
    if (!caller.permissions.has('View_Buyer_Ledger') && !caller.permissions.has('Display_Invoices_Tab_V2'))
      throw new AppError('FORBIDDEN', 'You are not authorized to access this resource');
    const byId = /^[0-9a-f-]{36}$/i.test(invoiceId) ? eq(creditInvoices.id, invoiceId) : undefined;
    if (!byId) throw notFound('Invoice');
    const [invoice] = await this.db
      .select({ id: creditInvoices.id, consignmentKey: creditInvoices.consignmentKey })
      .from(creditInvoices)
      .where(and(byId, invoiceScope(caller.scope)));
    if (!invoice) throw notFound('Invoice');
    const row = invoice.consignmentKey
      ? await findConsignment(this.db, null, invoice.consignmentKey)
      : undefined;
    if (!row)
      return { invoiceId: invoice.id, consignmentKey: invoice.consignmentKey, lines: [], printables: [] };
    const data = await printDataOf(this.db, row, await listConsignmentLines(this.db, row.id));
    // The consignment's documents are offered only to a caller who may open them there.
    const printables = caller.permissions.has('Ful_Consignment_View')
      ? printablesOf(row, await listEwayBills(this.db, row.id))
      : [];
    return {
      invoiceId: invoice.id,
      consignmentKey: row.consignmentKey,
      lines: data.lines.map((l) => ({
        lineNumber: l.lineNumber,
        itemId: l.itemId,
        description: l.description,
        hsnCode: l.hsnCode,
        quantity: l.quantity,
        unit: l.unit,
        unitPricePaise: l.unitPricePaise.toString(),
        taxableValuePaise: l.taxableValuePaise.toString(),
        gstRateBp: l.gstRateBp,
        taxPaise: l.taxPaise.toString(),
        totalPaise: (l.taxableValuePaise + l.taxPaise).toString(),
      })),
      printables,
    };
  }
}
