import { formatDisplayDate } from '@dom/domain';
import { rupeesFigure, rupeesInWords } from '../../platform/pdf/amount-in-words';
import { drawGstLines } from '../../platform/pdf/gst-lines';
import { PdfWriter } from '../../platform/pdf/pdf-kit';

// The buyer proforma invoice of a quotation: the buyer (bill to) with GSTIN and state, the place of
// supply, then one block per seller the lines are bought from (its GSTIN and state decide the tax:
// CGST + SGST within the state of supply, IGST across states), each line's HSN, quantity, rate,
// taxable value and tax; the grand total in figures (Indian grouping) and in words (lakh, crore).

export interface Party {
  name: string;
  gstin: string;
  address: string[];
  stateCode: string;
  stateName: string;
}

export interface ProformaLine {
  position: number;
  description: string;
  sku: string;
  hsn: string;
  quantity: string;
  unit: string;
  ratePaise: bigint;
  taxablePaise: bigint;
  gstRateBp: number;
  cgstPaise: bigint;
  sgstPaise: bigint;
  igstPaise: bigint;
}

export interface ProformaGroup {
  supplier: Party;
  interState: boolean;
  lines: ProformaLine[];
}

export interface ProformaData {
  preview: boolean;
  piNumber: string;
  date: Date;
  rfqKey: string;
  quotationKey: string;
  buyer: Party;
  placeOfSupply: { stateCode: string; stateName: string };
  paymentTerms: string;
  creditDays: number;
  pricingBasis: string;
  groups: ProformaGroup[];
}

const sum = (lines: readonly ProformaLine[], pick: (l: ProformaLine) => bigint) =>
  lines.reduce((a, l) => a + pick(l), 0n);

export function proformaTotals(groups: readonly ProformaGroup[]) {
  const all = groups.flatMap((g) => g.lines);
  const taxable = sum(all, (l) => l.taxablePaise);
  const cgst = sum(all, (l) => l.cgstPaise);
  const sgst = sum(all, (l) => l.sgstPaise);
  const igst = sum(all, (l) => l.igstPaise);
  return { taxable, cgst, sgst, igst, total: taxable + cgst + sgst + igst };
}

export async function renderProformaInvoice(d: ProformaData): Promise<Uint8Array> {
  const title = d.preview ? 'PROFORMA INVOICE (PREVIEW)' : 'PROFORMA INVOICE';
  const w = await PdfWriter.create(
    `Proforma Invoice ${d.piNumber}`,
    `Proforma Invoice ${d.piNumber} (${d.rfqKey})`,
  );
  w.title(title);
  if (d.preview) {
    w.text('Preview - not valid for payment until the quotation is approved', w.left, { size: 8 });
    w.y -= 14;
  }
  w.facts([
    ['PI Number', d.piNumber],
    ['PI Date', formatDisplayDate(d.date.toISOString().slice(0, 10))],
    ['RFQ', d.rfqKey],
    ['Quotation', d.quotationKey],
    ['Place of Supply', `${d.placeOfSupply.stateName} (code ${d.placeOfSupply.stateCode || '-'})`],
    ['Pricing Basis', d.pricingBasis],
    ['Payment Terms', d.paymentTerms],
    ['Credit Days', String(d.creditDays)],
  ]);
  w.rule();
  w.text('Bill To', w.left, { bold: true, size: 9 });
  w.y -= 12;
  w.facts(
    [
      ['Buyer', d.buyer.name],
      ['GSTIN', d.buyer.gstin],
      ['Address', d.buyer.address.join(', ') || '-'],
      ['State', `${d.buyer.stateName} (code ${d.buyer.stateCode || '-'})`],
    ],
    1,
  );
  w.rule();
  for (const g of d.groups) {
    w.ensure(90);
    w.text(`Supplier: ${g.supplier.name}`, w.left, { bold: true, size: 9 });
    w.y -= 12;
    w.facts(
      [
        ['GSTIN', g.supplier.gstin || '-'],
        ['Dispatch from', g.supplier.address.join(', ') || '-'],
        ['State', `${g.supplier.stateName} (code ${g.supplier.stateCode || '-'})`],
        ['Supply Type', g.interState ? 'Inter-State (IGST)' : 'Intra-State (CGST + SGST)'],
      ],
      1,
    );
    drawGstLines(w, g.interState, g.lines);
    w.y -= 6;
  }
  w.ensure(120);
  const t = proformaTotals(d.groups);
  const rows: [string, string][] = [
    ['Total Taxable Value', rupeesFigure(t.taxable)],
    ...(t.cgst > 0n || t.sgst > 0n
      ? ([
          ['CGST', rupeesFigure(t.cgst)],
          ['SGST', rupeesFigure(t.sgst)],
        ] as [string, string][])
      : []),
    ...(t.igst > 0n ? ([['IGST', rupeesFigure(t.igst)]] as [string, string][]) : []),
    ['Grand Total', rupeesFigure(t.total)],
  ];
  for (const [label, value] of rows) {
    const bold = label === 'Grand Total';
    w.text(label, w.left + w.width - 220, { bold, maxWidth: 110 });
    w.text(value, w.left + w.width - 110, { bold, maxWidth: 110, align: 'right' });
    w.y -= 12;
  }
  w.y -= 2;
  w.text('Amount in words:', w.left, { bold: true });
  w.y -= 11;
  w.paragraph(rupeesInWords(t.total), w.left, w.width);
  w.y -= 4;
  w.paragraph(
    'This proforma invoice is not a tax invoice. The tax invoice is issued by each supplier on dispatch.',
    w.left,
    w.width,
    { size: 7 },
  );
  w.y -= 20;
  w.text('Authorised Signatory', w.left + w.width - 200, { maxWidth: 200 });
  return w.save();
}
