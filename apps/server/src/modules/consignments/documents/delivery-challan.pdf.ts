import { formatDisplayDate, quantityInUnit } from '@dom/domain';
import { PdfWriter } from '../../../platform/pdf/pdf-kit';
import type { PrintData } from './printable-data';

// The delivery challan (CGST Rules, rule 55): serial number and date, consignor and consignee
// with GSTINs and addresses, place of supply, HSN, description, quantity and unit of each line,
// and the signature. It carries the goods; the tax invoice bills them.

export async function renderDeliveryChallan(data: PrintData): Promise<Uint8Array> {
  const { row } = data;
  const number = `DC/${row.consignmentKey}`;
  const w = await PdfWriter.create(`Delivery Challan ${number}`, `Delivery Challan ${number}`);
  w.title('DELIVERY CHALLAN');
  w.facts([
    ['Challan No', number],
    [
      'Challan Date',
      formatDisplayDate(row.actualDispatchDate ?? row.invoiceDate ?? row.createdAt.toISOString()),
    ],
    ['Order', row.orderKey],
    ['PO Number', row.purchaseOrderNo ?? '-'],
    ['Invoice No', row.buyerInvoiceNumber ?? '-'],
    ['Place of Supply', `${data.placeOfSupply.stateName} (code ${data.placeOfSupply.stateCode || '-'})`],
    ['Vehicle', row.vehicleNo ?? '-'],
    ['E-Way Bill', row.ewayBillNumber ?? '-'],
  ]);
  w.rule();
  w.facts(
    [
      ['Consignor', data.supplier.name],
      ['Consignor GSTIN', data.supplier.gstin || '-'],
      ['Dispatch From', data.supplier.address.join(', ')],
      ['Consignee', data.shipTo.name],
      ['Consignee GSTIN', data.shipTo.gstin || 'URP'],
      ['Deliver To', data.shipTo.address.join(', ') || (row.destinationPinCode ?? '-')],
      ['Packages', row.packages === null ? '-' : String(row.packages)],
      ['Gross Weight (kg)', row.grossWeightKg ?? '-'],
    ],
    1,
  );
  w.rule();
  w.table(
    [
      { header: '#', width: 20 },
      { header: 'Item', width: 80 },
      { header: 'Description', width: 223, wrap: true },
      { header: 'HSN', width: 60 },
      { header: 'Quantity', width: 80, align: 'right' },
      { header: 'Unit', width: 60 },
    ],
    data.lines.map((l) => [
      String(l.lineNumber),
      l.itemId,
      l.description,
      l.hsnCode,
      quantityInUnit(l.quantity, l.unit),
      l.unit,
    ]),
  );
  w.ensure(80);
  w.y -= 20;
  w.text('Received the goods above in good condition', w.left);
  w.text(`For ${data.supplier.name}`, w.left + w.width - 200, { bold: true, maxWidth: 200 });
  w.y -= 30;
  w.text("Receiver's Signature", w.left);
  w.text('Authorised Signatory', w.left + w.width - 200, { maxWidth: 200 });
  return w.save();
}
