import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { formatMilli, toMilli } from './consignment-money';
import type { ConsignmentLineRow, ConsignmentRow } from './consignments.repo';

// Standard fonts speak WinAnsi only: anything else (₹, Devanagari) would make pdf-lib throw, so
// amounts are written "Rs." and other characters are replaced.
const winAnsi = (text: string): string => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');
const rupees = (paise: bigint): string => {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  return `Rs. ${sign}${(abs / 100n).toLocaleString('en-IN')}.${(abs % 100n).toString().padStart(2, '0')}`;
};

const LINES_PER_PAGE = 30;
const A4: [number, number] = [595.28, 841.89];

interface Writer {
  page: PDFPage;
  y: number;
}

function text(w: Writer, font: PDFFont, value: string, x: number, size = 9): void {
  w.page.drawText(winAnsi(value).slice(0, 90), { x, y: w.y, size, font, color: rgb(0.1, 0.1, 0.1) });
}

export type DispatchDocumentKind = 'DISPATCH_ADVICE' | 'PACKING_LIST';

export const DOCUMENT_TITLES: Record<DispatchDocumentKind, string> = {
  DISPATCH_ADVICE: 'Dispatch Advice',
  PACKING_LIST: 'Packing List',
};

/**
 * A dispatch document as a real PDF: a header with the parties and the invoice, then the lines,
 * 30 to a page. Same input, same text (the file's metadata dates aside).
 */
export async function renderDispatchDocument(
  kind: DispatchDocumentKind,
  consignment: ConsignmentRow,
  lines: readonly ConsignmentLineRow[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${DOCUMENT_TITLES[kind]} ${consignment.consignmentKey}`);
  pdf.setProducer('DOM');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pages = Math.max(1, Math.ceil(lines.length / LINES_PER_PAGE));
  for (let p = 0; p < pages; p += 1) {
    const w: Writer = { page: pdf.addPage(A4), y: A4[1] - 50 };
    text(w, bold, `${DOCUMENT_TITLES[kind]} - ${consignment.consignmentKey}`, 40, 16);
    w.y -= 22;
    const header = [
      `Order: ${consignment.orderKey}   PO: ${consignment.purchaseOrderNo ?? '-'}`,
      `Seller: ${consignment.sellerName} (${consignment.sellerGstin ?? '-'})`,
      `Ship from: ${consignment.sourceName} ${consignment.sourcePinCode ?? ''}`,
      `Buyer: ${consignment.buyerName} (${consignment.buyerGstin ?? '-'})   Ship to PIN: ${consignment.destinationPinCode ?? '-'}`,
      `Invoice: ${consignment.buyerInvoiceNumber ?? '-'} dated ${consignment.invoiceDate ?? '-'}   IRN: ${consignment.irn ?? '-'}`,
      kind === 'PACKING_LIST'
        ? `Packages: ${consignment.packages ?? '-'}   Gross weight (kg): ${consignment.grossWeightKg ?? '-'}`
        : `Value: ${rupees(consignment.valuePaise)}   Tax: ${rupees(consignment.taxPaise)}   Total: ${rupees(consignment.totalPaise)}`,
      `Page ${p + 1} of ${pages}`,
    ];
    for (const h of header) {
      text(w, regular, h, 40);
      w.y -= 14;
    }
    w.y -= 8;
    const cols = kind === 'PACKING_LIST' ? [40, 80, 200, 420, 500] : [40, 80, 200, 330, 400, 480];
    const heads =
      kind === 'PACKING_LIST'
        ? ['#', 'Item', 'Description', 'Quantity', 'Unit']
        : ['#', 'Item', 'Description', 'HSN', 'Quantity', 'Value'];
    heads.forEach((h, i) => text(w, bold, h, cols[i] ?? 40));
    w.y -= 14;
    for (const line of lines.slice(p * LINES_PER_PAGE, (p + 1) * LINES_PER_PAGE)) {
      const quantity = line.acknowledgedQty ?? line.requestedQty;
      const value = (toMilli(quantity) * line.unitPricePaise + 500n) / 1000n;
      const cells =
        kind === 'PACKING_LIST'
          ? [
              String(line.lineNumber),
              line.itemId,
              line.productName.slice(0, 40),
              formatMilli(toMilli(quantity)),
              line.unit,
            ]
          : [
              String(line.lineNumber),
              line.itemId,
              line.productName.slice(0, 24),
              line.hsnCode,
              formatMilli(toMilli(quantity)),
              rupees(value),
            ];
      cells.forEach((c, i) => text(w, regular, c, cols[i] ?? 40));
      w.y -= 13;
    }
  }
  return pdf.save();
}
