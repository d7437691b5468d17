import { formatDisplayDate, formatDisplayDateTime } from '@dom/domain';
import { rupeesFigure, rupeesInWords } from '../../../platform/pdf/amount-in-words';
import { drawGstLines } from '../../../platform/pdf/gst-lines';
import { PdfWriter } from '../../../platform/pdf/pdf-kit';
import { encodeQr } from '../../../platform/pdf/qr-code';
import type { PartyBlock, PrintData } from './printable-data';

// The GST tax invoice (CGST Rules, rule 46) of an e-invoiced consignment: supplier and recipient
// with addresses, GSTINs and states, the serial number and date, place of supply, each line's HSN,
// description, quantity and unit, taxable value, CGST/SGST or IGST rate and amount, the total in
// figures and in words, whether tax is payable on reverse charge and the signature; with the IRN,
// the acknowledgement number and date and the IRP's signed QR code (rule 48(4)).

function partyLines(label: string, p: PartyBlock): [string, string][] {
  return [
    [label, p.name],
    ['Address', p.address.join(', ') || '-'],
    ['GSTIN', p.gstin || '-'],
    ['State', `${p.stateName} (code ${p.stateCode || '-'})`],
  ];
}

export async function renderTaxInvoice(data: PrintData): Promise<Uint8Array> {
  const { row } = data;
  const invoiceNo = row.buyerInvoiceNumber ?? '-';
  const w = await PdfWriter.create(
    `Tax Invoice ${invoiceNo}`,
    `Tax Invoice ${invoiceNo} (${row.consignmentKey})`,
  );
  const top = w.y;
  w.title('TAX INVOICE');
  w.text('Original for Recipient', w.left, { size: 8 });
  w.y -= 14;
  // The QR code top right; the e-invoice's identifiers beside the heading.
  const qrSide = 120;
  if (row.signedQrCode) w.qr(encodeQr(row.signedQrCode, 'M'), w.left + w.width - qrSide, top + 4, qrSide);
  const narrow = w.width - qrSide - 10;
  for (const [label, value] of [
    ['IRN', row.irn ?? '-'],
    ['Ack No', row.irnAckNumber ?? '-'],
    ['Ack Date', row.irnAckAt ? `${formatDisplayDateTime(row.irnAckAt.toISOString())} IST` : '-'],
  ] as const) {
    w.text(`${label}:`, w.left, { bold: true, size: 7.5 });
    w.text(value, w.left + 48, { size: 7.5, maxWidth: narrow - 48 });
    w.y -= 11;
  }
  w.y -= 4;
  w.text('Supplier', w.left, { bold: true, size: 9 });
  w.y -= 12;
  for (const [label, value] of partyLines('Name', data.supplier)) {
    w.text(`${label}:`, w.left, { bold: true });
    w.text(value, w.left + 48, { maxWidth: narrow - 48 });
    w.y -= 11;
  }
  w.y = Math.min(w.y, top - qrSide - 10);
  w.rule();
  w.facts([
    ['Invoice No', invoiceNo],
    ['Invoice Date', row.invoiceDate ? formatDisplayDate(row.invoiceDate) : '-'],
    ['Place of Supply', `${data.placeOfSupply.stateName} (code ${data.placeOfSupply.stateCode || '-'})`],
    ['Reverse Charge', 'No'],
    ['Order', row.orderKey],
    ['PO Number', row.purchaseOrderNo ?? '-'],
    ['Consignment', row.consignmentKey],
    ['Supply Type', data.interState ? 'Inter-State (IGST)' : 'Intra-State (CGST + SGST)'],
  ]);
  w.rule();
  const half = w.width / 2;
  const before = w.y;
  const block = (title: string, p: PartyBlock, x: number) => {
    w.y = before;
    w.text(title, x, { bold: true, size: 9 });
    w.y -= 12;
    for (const [label, value] of partyLines('Name', p)) {
      w.text(`${label}:`, x, { bold: true });
      w.text(value, x + 44, { maxWidth: half - 50 });
      w.y -= 11;
    }
    return w.y;
  };
  const after = Math.min(
    block('Recipient (Bill To)', data.recipient, w.left),
    block('Ship To', data.shipTo, w.left + half),
  );
  w.y = after - 4;
  w.rule();

  drawGstLines(
    w,
    data.interState,
    data.lines.map((l) => ({
      position: l.lineNumber,
      description: l.description,
      hsn: l.hsnCode,
      quantity: l.quantity,
      unit: l.unit,
      ratePaise: l.unitPricePaise,
      taxablePaise: l.taxableValuePaise,
      gstRateBp: l.gstRateBp,
      igstPaise: l.igstPaise,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
    })),
  );
  w.ensure(120);
  const t = data.totals;
  const totals: [string, string][] = [
    ['Total Taxable Value', rupeesFigure(t.taxable)],
    ...(data.interState
      ? ([['IGST', rupeesFigure(t.igst)]] as [string, string][])
      : ([
          ['CGST', rupeesFigure(t.cgst)],
          ['SGST', rupeesFigure(t.sgst)],
        ] as [string, string][])),
    ['Invoice Total', rupeesFigure(t.total)],
  ];
  for (const [label, value] of totals) {
    w.text(label, w.left + w.width - 220, { bold: label === 'Invoice Total', maxWidth: 110 });
    w.text(value, w.left + w.width - 110, { bold: label === 'Invoice Total', maxWidth: 110, align: 'right' });
    w.y -= 12;
  }
  w.y -= 2;
  w.text('Amount in words:', w.left, { bold: true });
  w.y -= 11;
  w.paragraph(rupeesInWords(t.total), w.left, w.width);
  w.text('Whether tax is payable on reverse charge: No', w.left);
  w.y -= 24;
  w.text(`For ${data.supplier.name}`, w.left + w.width - 200, { bold: true, maxWidth: 200 });
  w.y -= 28;
  w.text('Authorised Signatory', w.left + w.width - 200, { maxWidth: 200 });
  w.y -= 11;
  w.text('Signed electronically: e-invoice registered with the IRP (IRN above)', w.left + w.width - 260, {
    size: 6.5,
    maxWidth: 260,
  });
  return w.save();
}
